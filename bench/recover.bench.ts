// Recovering native pixel art from degraded upscales. Real sprites (bench/data/sprites, see SOURCES.md)
// go through degradation recipes; for each recipe: the share of cases whose recovered size is exactly the
// sprite's, the share of pixels within Lab ΔE 10 of the truth on those, and the time per image.
// Run: npx tsx bench/recover.bench.ts          (all 30 sprites, 3 draws per recipe: 900 cases; also --full)
//      npx tsx bench/recover.bench.ts --ci     (a subset; the last line is a JSON summary for the test)
//      --recipe <substring>                    (only those recipes)
// The full run lists every size miss; --ci lists the first ten.
// Targets (issue 6): exact size on ≥ 95% of cases, ≥ 98% of pixels right on those, < 200 ms for 1024×1024.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodePNGToRGBA, NotPixelArtError, recoverNativePixelArt, type RGBAImage } from '@threadbit/pixelart'
import {
  addNoise,
  blank,
  blur,
  flatten,
  resizeBilinear,
  resizeNearest,
  rng,
  uniform,
  type Random,
} from '../packages/pixelart/src/recover/testing/degrade.ts'
import { pixelsRight } from '../packages/pixelart/src/recover/testing/score.ts'
import { hasSharp, jpeg } from './lib/degrade.ts'

const here = dirname(fileURLToPath(import.meta.url))
const isCi = process.argv.includes('--ci')
// --recipe <substring>: only the recipes whose names contain it (each case's seed depends on its recipe,
// sprite and draw only, so the cases are the same as in a full run).
const recipeArg = process.argv.indexOf('--recipe')
const recipeFilter = recipeArg >= 0 ? process.argv[recipeArg + 1] : undefined

function pad(image: RGBAImage, cells: number): RGBAImage {
  const out = blank(image.width + 2 * cells, image.height + 2 * cells)
  for (let y = 0; y < image.height; y++) {
    const from = y * image.width * 4
    out.data.set(image.data.subarray(from, from + image.width * 4), ((y + cells) * out.width + cells) * 4)
  }
  return out
}

function cropImage(image: RGBAImage, x: number, y: number, width: number, height: number): RGBAImage {
  const out = blank(width, height)
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * image.width + x) * 4
    out.data.set(image.data.subarray(from, from + width * 4), row * width * 4)
  }
  return out
}

function removeRing(
  image: RGBAImage,
  sides: { left: boolean; top: boolean; right: boolean; bottom: boolean },
) {
  const x = sides.left ? 1 : 0
  const y = sides.top ? 1 : 0
  const width = image.width - x - (sides.right ? 1 : 0)
  const height = image.height - y - (sides.bottom ? 1 : 0)
  return cropImage(image, x, y, width, height)
}

// ---- recipes ------------------------------------------------------------------------------------------

interface Case {
  input: RGBAImage
  truth: RGBAImage
}
type Recipe = (sprite: RGBAImage, random: Random) => Case | Promise<Case>

const lightBackground = (random: Random): [number, number, number] => [
  Math.round(uniform(random, 200, 255)),
  Math.round(uniform(random, 200, 255)),
  Math.round(uniform(random, 200, 255)),
]

/** Sizes for a factor, keeping the longest side at most 1100 px. */
function scaled(sprite: RGBAImage, factor: number): [number, number] {
  const f = Math.min(factor, 1100 / Math.max(sprite.width, sprite.height))
  return [Math.round(sprite.width * f), Math.round(sprite.height * f)]
}

/** Crops a fraction of a cell off each side, avoiding the ambiguous middle; the truth loses a ring side
 * wherever more than half a cell went. */
function offsetCrop(padded: RGBAImage, up: RGBAImage, random: Random): Case {
  const scaleX = up.width / padded.width
  const scaleY = up.height / padded.height
  const fraction = () => (random() < 0.5 ? uniform(random, 0.1, 0.38) : uniform(random, 0.62, 0.9))
  const [l, t, r, b] = [fraction(), fraction(), fraction(), fraction()]
  const left = Math.round(l * scaleX)
  const top = Math.round(t * scaleY)
  const right = Math.round(r * scaleX)
  const bottom = Math.round(b * scaleY)
  const input = cropImage(up, left, top, up.width - left - right, up.height - top - bottom)
  const truth = removeRing(padded, {
    left: left / scaleX > 0.5,
    top: top / scaleY > 0.5,
    right: right / scaleX > 0.5,
    bottom: bottom / scaleY > 0.5,
  })
  return { input, truth }
}

const recipes: Record<string, Recipe> = {
  native: (sprite) => ({ input: sprite, truth: sprite }),
  'integer nearest': (sprite, random) => {
    const k = 2 + Math.floor(random() * 11)
    return { input: resizeNearest(sprite, ...scaled(sprite, k)), truth: sprite }
  },
  'fractional nearest': (sprite, random) => ({
    input: resizeNearest(sprite, ...scaled(sprite, uniform(random, 1.6, 13))),
    truth: sprite,
  }),
  'fractional bilinear': (sprite, random) => ({
    input: resizeBilinear(sprite, ...scaled(sprite, uniform(random, 3, 13))),
    truth: sprite,
  }),
  blur: (sprite, random) => {
    const up = resizeNearest(sprite, ...scaled(sprite, uniform(random, 4, 13)))
    return { input: blur(up, uniform(random, 0.6, 1.6)), truth: sprite }
  },
  jpeg: async (sprite, random) => {
    const background = lightBackground(random)
    const truth = flatten(sprite, background)
    const up = resizeNearest(truth, ...scaled(sprite, uniform(random, 4, 13)))
    return { input: await jpeg(up, Math.round(uniform(random, 45, 85))), truth }
  },
  'offset crop': (sprite, random) => {
    const padded = pad(sprite, 1)
    return offsetCrop(padded, resizeNearest(padded, ...scaled(padded, uniform(random, 3, 13))), random)
  },
  noise: (sprite, random) => {
    const up = resizeNearest(sprite, ...scaled(sprite, uniform(random, 3, 13)))
    return { input: addNoise(up, 12, random), truth: sprite }
  },
  combined: async (sprite, random) => {
    const background = lightBackground(random)
    const padded = flatten(pad(sprite, 1), background)
    const up = resizeNearest(padded, ...scaled(padded, uniform(random, 5, 13)))
    const { input, truth } = offsetCrop(padded, blur(up, uniform(random, 0.5, 1.2)), random)
    return { input: await jpeg(addNoise(input, 6, random), 70), truth }
  },
  'ai 1024×1024': async (sprite, random) => {
    const background = lightBackground(random)
    const truth = flatten(sprite, background)
    const up = blur(resizeNearest(truth, 1024, 1024), uniform(random, 0.6, 1.2))
    return { input: await jpeg(addNoise(up, 4, random), 85), truth }
  },
}

// ---- scoring ------------------------------------------------------------------------------------------

interface RecipeStats {
  cases: number
  exact: number
  pixelShare: number[]
  times: number[]
  failures: string[]
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

// ---- run ----------------------------------------------------------------------------------------------

const spriteDir = join(here, 'data/sprites')
const allSprites = readdirSync(spriteDir)
  .filter((name) => name.endsWith('.png'))
  .sort()
  .map((name) => ({ name, image: decodePNGToRGBA(readFileSync(join(spriteDir, name))) }))
const sprites = isCi ? allSprites.filter((_, i) => i % 4 === 0) : allSprites
const draws = isCi ? 1 : 3

const stats = new Map<string, RecipeStats>()
for (const [recipeName, recipe] of Object.entries(recipes)) {
  if (recipeFilter && !recipeName.includes(recipeFilter)) continue
  if (!hasSharp() && (recipeName === 'jpeg' || recipeName === 'combined' || recipeName.startsWith('ai')))
    continue
  const s: RecipeStats = { cases: 0, exact: 0, pixelShare: [], times: [], failures: [] }
  stats.set(recipeName, s)
  for (const [spriteIndex, sprite] of sprites.entries()) {
    for (let draw = 0; draw < draws; draw++) {
      const random = rng(1000 * spriteIndex + 17 * draw + recipeName.length)
      const { input, truth } = await recipe(sprite.image, random)
      s.cases++
      const start = performance.now()
      let result: RGBAImage | null = null
      let why = ''
      try {
        result = recoverNativePixelArt(input).image
      } catch (error) {
        if (!(error instanceof NotPixelArtError)) throw error
        why = error.message
      }
      s.times.push(performance.now() - start)
      if (result && result.width === truth.width && result.height === truth.height) {
        s.exact++
        s.pixelShare.push(pixelsRight(result, truth))
      } else {
        const got = result ? `${result.width}×${result.height}` : `refused (${why})`
        s.failures.push(
          `${sprite.name} ${input.width}×${input.height}: want ${truth.width}×${truth.height}, got ${got}`,
        )
      }
    }
  }
}

// A 1024×1024 input on its own, timed over several runs after a warm-up.
const big =
  allSprites.find((s) => s.name.startsWith('composite-zoo')) ?? (allSprites[0] as (typeof allSprites)[0])
const bigInput = blur(resizeNearest(big.image, 1024, 1024), 1)
for (let i = 0; i < 3; i++) recoverNativePixelArt(bigInput)
const bigTimes: number[] = []
for (let i = 0; i < (isCi ? 5 : 15); i++) {
  const start = performance.now()
  recoverNativePixelArt(bigInput)
  bigTimes.push(performance.now() - start)
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`
console.log(
  `recover: ${sprites.length} sprites × ${draws} draw(s) per recipe${hasSharp() ? '' : ' (no JPEG)'}`,
)
console.log(
  `${'recipe'.padEnd(22)} ${'cases'.padStart(5)} ${'exact size'.padStart(10)} ${'pixels ok'.padStart(10)} ` +
    `${'min pixels'.padStart(10)} ${'median ms'.padStart(9)} ${'p95 ms'.padStart(7)}`,
)
let allCases = 0
let allExact = 0
const allShares: number[] = []
for (const [name, s] of stats) {
  allCases += s.cases
  allExact += s.exact
  allShares.push(...s.pixelShare)
  const mean = s.pixelShare.reduce((a, b) => a + b, 0) / Math.max(1, s.pixelShare.length)
  console.log(
    `${name.padEnd(22)} ${String(s.cases).padStart(5)} ${pct(s.exact / s.cases).padStart(10)} ` +
      `${pct(mean).padStart(10)} ${pct(Math.min(1, ...s.pixelShare)).padStart(10)} ` +
      `${percentile(s.times, 0.5).toFixed(1).padStart(9)} ${percentile(s.times, 0.95).toFixed(1).padStart(7)}`,
  )
}
const meanShare = allShares.reduce((a, b) => a + b, 0) / Math.max(1, allShares.length)
const bigMedian = percentile(bigTimes, 0.5)
console.log(
  `${'all'.padEnd(22)} ${String(allCases).padStart(5)} ${pct(allExact / allCases).padStart(10)} ${pct(meanShare).padStart(10)}`,
)
console.log(`1024×1024 input: median ${bigMedian.toFixed(1)} ms, max ${Math.max(...bigTimes).toFixed(1)} ms`)
const failures = [...stats.entries()].flatMap(([name, s]) => s.failures.map((f) => `${name}: ${f}`))
if (failures.length > 0) {
  console.log(`\nsize misses (${failures.length}):`)
  for (const f of isCi ? failures.slice(0, 10) : failures) console.log(`  ${f}`)
}
if (isCi) {
  console.log(
    JSON.stringify({
      cases: allCases,
      exactRate: allExact / allCases,
      pixelShare: meanShare,
      bigMedianMs: bigMedian,
    }),
  )
}
