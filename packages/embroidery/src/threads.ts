import { nearestByDeltaE } from './thread-charts.ts'
import type { Thread } from './types.ts'

export function threadFromHex(hex: string): Thread {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) throw new RangeError(`Not a #rrggbb colour: ${hex}`)
  const v = parseInt(m[1] as string, 16)
  return threadFromRgb((v >> 16) & 255, (v >> 8) & 255, v & 255)
}

export function threadFromRgb(r: number, g: number, b: number): Thread {
  const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
  return { hex, r, g, b }
}

/** Brother PEC palette (index 1-64), display RGB as in the formats fact sheet, section 6. */
export const PEC_THREADS: readonly { name: string; hex: string }[] = [
  ['Prussian Blue', '#0e1f7c'],
  ['Blue', '#0a55a3'],
  ['Teal Green', '#008777'],
  ['Cornflower Blue', '#4b6baf'],
  ['Red', '#ed171f'],
  ['Reddish Brown', '#d15c00'],
  ['Magenta', '#913697'],
  ['Light Lilac', '#e49acb'],
  ['Lilac', '#915fac'],
  ['Mint Green', '#9ed67d'],
  ['Deep Gold', '#e8a900'],
  ['Orange', '#feba35'],
  ['Yellow', '#ffff00'],
  ['Lime Green', '#70bc1f'],
  ['Brass', '#ba9800'],
  ['Silver', '#a8a8a8'],
  ['Russet Brown', '#7d6f00'],
  ['Cream Brown', '#ffffb3'],
  ['Pewter', '#4f5556'],
  ['Black', '#000000'],
  ['Ultramarine', '#0b3d91'],
  ['Royal Purple', '#770176'],
  ['Dark Gray', '#293133'],
  ['Dark Brown', '#2a1301'],
  ['Deep Rose', '#f64a8a'],
  ['Light Brown', '#b27624'],
  ['Salmon Pink', '#fcbbc5'],
  ['Vermilion', '#fe370f'],
  ['White', '#f0f0f0'],
  ['Violet', '#6a1c8a'],
  ['Seacrest', '#a8ddc4'],
  ['Sky Blue', '#2584bb'],
  ['Pumpkin', '#feb343'],
  ['Cream Yellow', '#fff36b'],
  ['Khaki', '#d0a660'],
  ['Clay Brown', '#d15400'],
  ['Leaf Green', '#66ba49'],
  ['Peacock Blue', '#134a46'],
  ['Gray', '#878787'],
  ['Warm Gray', '#d8ccc6'],
  ['Dark Olive', '#435607'],
  ['Flesh Pink', '#fdd9de'],
  ['Pink', '#f993bc'],
  ['Deep Green', '#003822'],
  ['Lavender', '#b2afd4'],
  ['Wisteria Violet', '#686ab0'],
  ['Beige', '#efe3b9'],
  ['Carmine', '#f73866'],
  ['Amber Red', '#b54b64'],
  ['Olive Green', '#132b1a'],
  ['Dark Fuchsia', '#c70156'],
  ['Tangerine', '#fe9e32'],
  ['Light Blue', '#a8deeb'],
  ['Emerald Green', '#00673e'],
  ['Purple', '#4e2990'],
  ['Moss Green', '#2f7e20'],
  ['Flesh Pink', '#ffcccc'],
  ['Harvest Gold', '#ffd911'],
  ['Electric Blue', '#095ba6'],
  ['Lemon Yellow', '#f0f970'],
  ['Fresh Green', '#e3f35b'],
  ['Orange', '#ff9900'],
  ['Cream Yellow', '#fff08d'],
  ['Applique', '#ffc8c8'],
].map(([name, hex]) => ({ name: name as string, hex: hex as string }))

/** Janome palette (index 1-78; 0 is a placeholder), display RGB as pyembroidery lists it. */
export const JEF_THREADS: readonly string[] = (
  '000000 ffffff ffff17 ff6600 2f5933 237336 65c2c8 ab5a96 f669a0 ff0000 b1704e 0b2f84 e4c35d 481a05 ' +
  'ac9cc7 fcf294 f999b7 fab381 c9a480 970533 a0b8cc 7fc21c e5e5e5 889b9b 98d6bd b2e1e3 368ba0 4f83ab ' +
  '386a91 071650 f999a2 f9676b e3311f e2a188 b59474 e4cf99 ffcb00 e1add4 c3007e 80004b 540571 b10525 ' +
  'cae0c0 899856 5c941a 003114 5dae94 4cbf8f 007772 595b61 fffff2 b15818 cb8a07 986c80 98692d 4d3419 ' +
  '4c330b 33200a 523a97 0d217e 1e77ac b2dd53 f33689 de649e 984161 4c5612 4c881f e4de79 cb8a1a cba21c ' +
  'ff9805 fcb257 ffe505 f0331f 1a842d 386cae e3c4b4 e3ac81'
)
  .split(' ')
  .map((h) => `#${h}`)

/**
 * Nearest palette entry (1-based) per thread by CIEDE2000. Each distinct colour gets its own entry (the closest one not yet
 * taken), so two similar custom colours never collapse onto one index: readers would take the second block
 * for a stop on the same thread.
 */
export function assignPaletteIndices(threads: readonly Thread[], palette: readonly string[]): number[] {
  const hexes = palette.map((hex) => threadFromHex(hex).hex)
  const taken = new Set<number>()
  const byHex = new Map<string, number>()
  return threads.map((thread) => {
    const known = byHex.get(thread.hex)
    if (known !== undefined) return known
    const { index: best } = nearestByDeltaE(thread.hex, hexes, taken.size < hexes.length ? taken : undefined)
    taken.add(best)
    byHex.set(thread.hex, best + 1)
    return best + 1
  })
}
