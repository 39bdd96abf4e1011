// Where the recovery's size misses come from, on the development splits: for each case whose size is
// wrong, whether the ideal observer (bench/lib/wide/ideal-observer.ts) counts it right, and for each
// wrong axis whether the grid holds every boundary that shows and, if so, which run between them (or
// margin at either end) has a cell too many or too few. A guide to the next change, not a score: the
// wide bench (recover-wide.bench.ts) scores, and recover-ab.ts compares two versions case by case.
// Run: npx tsx bench/recover-misses.ts [--families a,b] [--splits a,b] [--shard i/n] [--list]
//   --families matches family names as substrings (default "+ irregular cells"); --list prints one line
//   per wrong axis. Held-back splits are refused.
import { createHash } from 'node:crypto'
import { NotPixelArtError, recoverNativePixelArt, type RGBAImage } from '@threadbit/pixelart'
import { VISIBLE_SHARE } from '../packages/pixelart/src/recover/axis-cells.ts'
import { rng } from '../packages/pixelart/src/recover/testing/degrade.ts'
import { hasSharp } from './lib/degrade.ts'
import { degrade, FAMILIES } from './lib/wide/families.ts'
import { observedCount, visibleBoundaries } from './lib/wide/ideal-observer.ts'
import { caseSeed, HELD_BACK, SPLITS, spritesOf, type Split } from './lib/wide/splits.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const families = (arg('--families') ?? '+ irregular cells').split(',')
const splits = (arg('--splits')?.split(',') ?? SPLITS.filter((s) => !HELD_BACK.includes(s))) as Split[]
for (const s of splits) if (HELD_BACK.includes(s)) throw new Error(`${s} is held back: it is not looked at`)
const [shard, shards] = (arg('--shard') ?? '0/1').split('/').map(Number) as [number, number]
const list = process.argv.includes('--list')
const inShard = (key: string) => createHash('md5').update(key).digest().readUInt32LE(0) % shards === shard

/** How one wrong axis is wrong. */
function axisKind(
  truth: RGBAImage,
  axis: 'x' | 'y',
  truthEdges: number[],
  length: number,
  found: number[],
): string {
  const n = truthEdges.length - 1
  const off = found.length - 1 - n
  const size = ((truthEdges[n] as number) - (truthEdges[0] as number)) / n
  const reach = Math.max(1.5, size / 4)
  const visible = visibleBoundaries(truth, axis).filter((k) => {
    const e = truthEdges[k] as number
    return e >= 1 && e <= length - 1
  })
  const nearest = (e: number) => {
    let best = 0
    for (let k = 1; k < found.length; k++)
      if (Math.abs((found[k] as number) - e) < Math.abs((found[best] as number) - e)) best = k
    return best
  }
  const held = visible.every(
    (k) => Math.abs((found[nearest(truthEdges[k] as number)] as number) - (truthEdges[k] as number)) <= reach,
  )
  if (Math.abs(off) !== 1) return 'further off'
  if (!held) return 'one off, a visible boundary missed'
  // Runs between neighbouring visible boundaries (and the margins): the truth's cells against the grid's.
  const marks = [0, ...visible, n]
  const where: string[] = []
  for (let r = 0; r + 1 < marks.length; r++) {
    const a = marks[r] as number
    const b = marks[r + 1] as number
    const fa = a === 0 ? 0 : nearest(truthEdges[a] as number)
    const fb = b === n ? found.length - 1 : nearest(truthEdges[b] as number)
    if (fb - fa !== b - a) where.push(a === 0 ? 'start margin' : b === n ? 'end margin' : 'flat run')
  }
  return `one ${off > 0 ? 'too many' : 'too few'}, every visible boundary held: ${where.join(' + ') || 'spread'}`
}

const tally = new Map<string, number>()
const add = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1)
let cases = 0
for (const split of splits) {
  const sprites = spritesOf(split, 10)
  for (const [family, recipe] of Object.entries(FAMILIES)) {
    if (!families.some((f) => family.includes(f))) continue
    if (recipe.jpeg && !hasSharp()) continue
    for (const sprite of sprites) {
      if (!inShard(`${split}|${sprite.name}|${family}`)) continue
      const c = await degrade(sprite.image, recipe, rng(caseSeed(split, sprite.name, family)))
      cases++
      let grid: { x: number[]; y: number[] } | null = null
      try {
        grid = recoverNativePixelArt(c.input).grid
      } catch (error) {
        if (!(error instanceof NotPixelArtError)) throw error
      }
      const { truth } = c
      if (grid && grid.x.length - 1 === truth.width && grid.y.length - 1 === truth.height) continue
      const label = `${split} ${sprite.name} ${family}`
      if (!grid) {
        add('refused')
        if (list) console.log(`MISS refused | ${label}`)
        continue
      }
      const lengths = { x: c.input.width, y: c.input.height }
      const observed = (['x', 'y'] as const).every((axis) => {
        const count = observedCount(
          truth,
          axis,
          { edges: c.edges[axis], length: lengths[axis] },
          VISIBLE_SHARE,
        )
        return count === null || count === (axis === 'x' ? truth.width : truth.height)
      })
      if (!observed) {
        add('the ideal observer misses it too')
        if (list) console.log(`MISS not in the image | ${label}`)
        continue
      }
      for (const axis of ['x', 'y'] as const) {
        if (grid[axis].length - 1 === (axis === 'x' ? truth.width : truth.height)) continue
        const kind = axisKind(truth, axis, c.edges[axis], lengths[axis], grid[axis])
        add(`axis: ${kind}`)
        if (list) console.log(`MISS ${axis} ${kind} | ${label}`)
      }
    }
  }
}
console.log(`== size misses of ${families.join(', ')} on ${splits.length} splits (${cases} cases)`)
for (const [key, count] of [...tally].sort((a, b) => b[1] - a[1]))
  console.log(`${String(count).padStart(6)}  ${key}`)
