// The wide recovery bench: sprites the recovery was not written against (procedural text, icons,
// characters, tiles and blobs from bench/lib/procedural-sprites.ts, plus the CC0 sprites in bench/data),
// each put through ten degradation families with randomised parameters. Two splits: `dev` (generators
// DEV_GENERATORS, even CC0 sprites, seeds from 1) for working on the method, and `held` (other generators,
// odd CC0 sprites, other seeds) scored only to report. Every case is also run through the recovery as it
// was before the irregular grid (read from git at PREVIOUS_REF) and a simple baseline, in the same process.
// Score: pixels right (Lab ΔE ≤ 10, alpha matching) with a wrong size counted as 0.
// A third split, `final` (other generators again, all CC0 sprites, other seeds), was added once `held`
// had been reported: it is the held-back split now, and `held` is a second development split.
// Run: npx tsx bench/recover-wide.bench.ts --split held        (dev | held | final | both; default dev)
//      options: --draws N (procedural sprites per generator, default 8), --family <substring>,
//               --sprite <substring>,
//               --no-compare (skip the previous code and the baseline), --misses (list size misses)
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { decodePNGToRGBA, NotPixelArtError, recoverNativePixelArt, type RGBAImage } from '@threadbit/pixelart'
import { addNoise, blank, blur, flatten, hasSharp, jpeg, rng, uniform, type Random } from './lib/degrade.ts'
import { DEV_GENERATORS, FINAL_GENERATORS, HELD_GENERATORS } from './lib/procedural-sprites.ts'
import { pixelsRight } from './lib/recover-score.ts'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
/** The last commit before the irregular grid: the recovery it had is the "previous" column. */
const PREVIOUS_REF = '5d8895cb7a076d6420f3f7cc008b04d66a228699'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const splitArg = arg('--split') ?? 'dev'
const draws = Number(arg('--draws') ?? 8)
const familyFilter = arg('--family')
const spriteFilter = arg('--sprite')
const compare = !process.argv.includes('--no-compare')
const listMisses = process.argv.includes('--misses')
const timingOnly = process.argv.includes('--timing-only')
const skipTiming = process.argv.includes('--no-timing')

// ---- rendering a sprite onto a cell lattice ------------------------------------------------------------

/**
 * Cell edges along one axis in output pixels: `count` cells of `scale` pixels each varied by up to
 * ±`jitter` (relative), the first and last cut to `cutFirst`/`cutLast` of their width (1 = whole).
 * Returns the edges and the output length.
 */
function cellEdges(
  count: number,
  scale: number,
  jitter: number,
  cutFirst: number,
  cutLast: number,
  random: Random,
): { edges: number[]; length: number } {
  const widths = Array.from({ length: count }, () => scale * (1 + uniform(random, -jitter, jitter)))
  const edges = [-(1 - cutFirst) * (widths[0] as number)]
  for (const w of widths) edges.push((edges.at(-1) as number) + w)
  const end = (edges.at(-1) as number) - (1 - cutLast) * (widths.at(-1) as number)
  const length = Math.max(1, Math.round(end))
  // The image spans [0, end): stretch it to exactly `length` pixels.
  return { edges: edges.map((e) => (e * length) / end), length }
}

/** Weights of the cells covering output pixel span [p, p + 1): box filter (area) or nearest (centre). */
function coverage(edges: number[], length: number, box: boolean): { cell: number; weight: number }[][] {
  const out: { cell: number; weight: number }[][] = []
  let k = 0
  for (let p = 0; p < length; p++) {
    if (!box) {
      const centre = p + 0.5
      while (k + 2 < edges.length && (edges[k + 1] as number) <= centre) k++
      out.push([{ cell: k, weight: 1 }])
      continue
    }
    while (k + 2 < edges.length && (edges[k + 1] as number) <= p) k++
    const parts: { cell: number; weight: number }[] = []
    for (let j = k; j < edges.length - 1; j++) {
      const from = Math.max(p, edges[j] as number)
      const to = Math.min(p + 1, edges[j + 1] as number)
      if (to > from) parts.push({ cell: j, weight: to - from })
      if ((edges[j + 1] as number) >= p + 1) break
    }
    const total = parts.reduce((a, b) => a + b.weight, 0)
    out.push(parts.map((q) => ({ cell: q.cell, weight: q.weight / total })))
  }
  return out
}

function render(
  sprite: RGBAImage,
  xs: ReturnType<typeof cellEdges>,
  ys: ReturnType<typeof cellEdges>,
  box: boolean,
) {
  const out = blank(xs.length, ys.length)
  const cx = coverage(xs.edges, xs.length, box)
  const cy = coverage(ys.edges, ys.length, box)
  const { data, width } = sprite
  for (let y = 0; y < ys.length; y++) {
    for (let x = 0; x < xs.length; x++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (const py of cy[y] as { cell: number; weight: number }[]) {
        for (const px of cx[x] as { cell: number; weight: number }[]) {
          const o = (py.cell * width + px.cell) * 4
          const w = py.weight * px.weight * (data[o + 3] as number)
          r += w * (data[o] as number)
          g += w * (data[o + 1] as number)
          b += w * (data[o + 2] as number)
          a += py.weight * px.weight * (data[o + 3] as number)
        }
      }
      const o = (y * xs.length + x) * 4
      out.data[o + 3] = Math.round(a)
      if (a > 0) {
        out.data[o] = Math.round(r / a)
        out.data[o + 1] = Math.round(g / a)
        out.data[o + 2] = Math.round(b / a)
      }
    }
  }
  return out
}

// ---- degradation families ------------------------------------------------------------------------------

interface Case {
  input: RGBAImage
  truth: RGBAImage
}

interface Recipe {
  box: boolean
  scale: (random: Random, sprite: RGBAImage) => number
  blur?: [number, number]
  jpeg?: boolean
  cut?: boolean
  noise?: boolean
  jitter?: [number, number]
}

const longSide = (s: RGBAImage) => Math.max(s.width, s.height)
/** Cell sizes for the small families: as given, with the long side kept to at most 1100 px. */
const capped = (lo: number, hi: number) => (random: Random, s: RGBAImage) =>
  Math.min(uniform(random, lo, hi), 1100 / longSide(s))
/** AI-image size: the long side 750–1000 px, cells at most 64 px. */
const aiSize = (random: Random, s: RGBAImage) => Math.min(64, uniform(random, 750, 1000) / longSide(s))

// Below 3 px per cell a blur of σ 1 mixes whole cells: no method can tell such cells apart.
const small: Recipe = { box: true, scale: capped(3, 12) }
const blurred: Recipe = { ...small, blur: [0.6, 1] }
const compressed: Recipe = { ...blurred, jpeg: true }
const offset: Recipe = { ...compressed, cut: true }
const noisy: Recipe = { ...offset, noise: true }
const irregular: Recipe = { ...noisy, jitter: [0.08, 0.12] }

const FAMILIES: Record<string, Recipe> = {
  'nearest ×k': {
    box: false,
    scale: (random, s) => Math.min(2 + Math.floor(random() * 9), 1100 / longSide(s)),
  },
  'nearest non-integer': { box: false, scale: capped(2, 12) },
  'box non-integer': small,
  '+ blur': blurred,
  '+ flatten, JPEG q75': compressed,
  '+ offset, cut cells': offset,
  '+ colour noise': noisy,
  '+ irregular cells': irregular,
  'noise at AI size': { ...noisy, scale: aiSize },
  'irregular at AI size': { ...irregular, scale: aiSize },
}

const background = (random: Random): [number, number, number] => {
  const light = random() < 0.7
  const v = () => Math.round(light ? uniform(random, 200, 255) : uniform(random, 0, 60))
  return [v(), v(), v()]
}

async function degrade(sprite: RGBAImage, recipe: Recipe, random: Random): Promise<Case> {
  const scale = recipe.scale(random, sprite)
  const jitter = recipe.jitter ? uniform(random, ...recipe.jitter) : 0
  const cut = () => (recipe.cut ? uniform(random, 0.55, 0.8) : 1)
  const truth = recipe.jpeg ? flatten(sprite, background(random)) : sprite
  const xs = cellEdges(sprite.width, scale, jitter, cut(), cut(), random)
  const ys = cellEdges(sprite.height, scale, jitter, cut(), cut(), random)
  let input = render(truth, xs, ys, recipe.box)
  if (recipe.blur) input = blur(input, uniform(random, ...recipe.blur))
  if (recipe.noise) input = addNoise(input, 255 * uniform(random, 0.02, 0.03), random)
  if (recipe.jpeg) input = await jpeg(input, Math.round(uniform(random, 70, 80)))
  return { input, truth }
}

// ---- the methods compared ------------------------------------------------------------------------------

type Method = (image: RGBAImage) => RGBAImage

/** The recovery as it was at PREVIOUS_REF, extracted from git into a temporary folder and imported. */
async function previousRecovery(): Promise<Method | null> {
  const folder = join(tmpdir(), `threadbit-recover-${PREVIOUS_REF.slice(0, 12)}`)
  const entry = join(folder, 'packages/pixelart/src/recover/recover.ts')
  try {
    if (!existsSync(entry)) {
      mkdirSync(folder, { recursive: true })
      const tar = execFileSync('git', ['archive', PREVIOUS_REF, 'packages/pixelart/src'], { cwd: root })
      execFileSync('tar', ['-x', '-C', folder], { input: tar })
    }
    const module = (await import(pathToFileURL(entry).href)) as {
      recoverNativePixelArt: (image: RGBAImage) => { image: RGBAImage }
    }
    return (image) => module.recoverNativePixelArt(image).image
  } catch (error) {
    console.warn(`the previous recovery could not be loaded from git (${String(error)}): not compared`)
    return null
  }
}

/**
 * A simple baseline: per axis, the lag with the strongest autocorrelation of the edge profile is the cell
 * size; cells are read at their centres. No palette, no checks.
 */
const baseline: Method = (image) => {
  const { width, height, data } = image
  const profile = (axis: 'x' | 'y') => {
    const along = axis === 'x' ? width : height
    const across = axis === 'x' ? height : width
    const out = new Float64Array(along)
    for (let j = 0; j < across; j++) {
      for (let i = 1; i < along; i++) {
        const p = axis === 'x' ? (j * width + i) * 4 : (i * width + j) * 4
        const q = axis === 'x' ? p - 4 : p - width * 4
        let d = 0
        for (let c = 0; c < 4; c++) d += Math.abs((data[p + c] as number) - (data[q + c] as number))
        out[i] = (out[i] as number) + d
      }
    }
    return out
  }
  const cells = (axis: 'x' | 'y') => {
    const p = profile(axis)
    const n = p.length
    const mean = p.reduce((a, b) => a + b, 0) / n
    let best = 1
    let bestValue = -Infinity
    for (let lag = 2; lag <= Math.max(2, Math.floor(n / 4)); lag++) {
      let sum = 0
      for (let i = 0; i + lag < n; i++) sum += ((p[i] as number) - mean) * ((p[i + lag] as number) - mean)
      const value = sum / (n - lag)
      if (value > bestValue * 1.05) {
        bestValue = value
        best = lag
      }
    }
    return Math.max(1, Math.min(128, Math.round(n / best)))
  }
  const cw = cells('x')
  const ch = cells('y')
  const out = blank(cw, ch)
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const sx = Math.min(width - 1, Math.floor(((x + 0.5) * width) / cw))
      const sy = Math.min(height - 1, Math.floor(((y + 0.5) * height) / ch))
      const o = (sy * width + sx) * 4
      const a = (data[o + 3] as number) >= 128
      out.data.set(
        a ? [data[o] as number, data[o + 1] as number, data[o + 2] as number, 255] : [0, 0, 0, 0],
        (y * cw + x) * 4,
      )
    }
  }
  return out
}

const current: Method = (image) => recoverNativePixelArt(image).image

// ---- the run -------------------------------------------------------------------------------------------

interface Tally {
  cases: number
  sizeRight: number
  score: number
  cpuMs: number[]
}
const newTally = (): Tally => ({ cases: 0, sizeRight: 0, score: 0, cpuMs: [] })

function run(method: Method, c: Case, tally: Tally[]): string | null {
  const before = process.cpuUsage()
  let result: RGBAImage | null = null
  let why = ''
  try {
    result = method(c.input)
  } catch (error) {
    if (
      !(error instanceof NotPixelArtError) &&
      !(error instanceof Error && error.name === 'NotPixelArtError')
    )
      throw error
    why = 'refused'
  }
  const used = process.cpuUsage(before)
  const right = result !== null && result.width === c.truth.width && result.height === c.truth.height
  const score = right ? pixelsRight(result as RGBAImage, c.truth) : 0
  for (const t of tally) {
    t.cases++
    if (right) t.sizeRight++
    t.score += score
    t.cpuMs.push((used.user + used.system) / 1000)
  }
  if (right) return null
  return result ? `${result.width}×${result.height}` : why
}

const bucketOf = (truth: RGBAImage) => {
  const side = Math.max(truth.width, truth.height)
  return side <= 12 ? '≤ 12 px' : side <= 24 ? '13–24 px' : side <= 48 ? '25–48 px' : '> 48 px'
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

const spriteDir = join(here, 'data/sprites')
const cc0 = readdirSync(spriteDir)
  .filter((name) => name.endsWith('.png'))
  .sort()
  .map((name) => ({ name, image: decodePNGToRGBA(readFileSync(join(spriteDir, name))) }))

type Split = 'dev' | 'held' | 'final'

/**
 * `final` is a third split made after `held` had been scored and reported (and so looked at): generators
 * and seeds of its own, plus every CC0 sprite under new degradation seeds. Score it once, at the end.
 */
function spritesOf(split: Split) {
  const generators = split === 'dev' ? DEV_GENERATORS : split === 'held' ? HELD_GENERATORS : FINAL_GENERATORS
  const seedBase = split === 'dev' ? 1 : split === 'held' ? 900_001 : 5_300_001
  const out: { name: string; image: RGBAImage }[] = []
  generators.forEach((g, gi) => {
    for (let d = 0; d < draws; d++) {
      out.push({ name: `${g.name}#${d}`, image: g.draw(rng(seedBase + 7919 * gi + d)) })
    }
  })
  cc0.forEach((s, i) => {
    if (split === 'final' || i % 2 === (split === 'dev' ? 0 : 1)) out.push(s)
  })
  return out
}

const caseSeed = (split: Split) => (split === 'dev' ? 11 : split === 'held' ? 700_001 : 8_100_001)

const methods: [string, Method][] = [['new', current]]
if (compare) {
  const previous = await previousRecovery()
  if (previous) methods.push(['previous', previous])
  methods.push(['baseline', baseline])
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`

const splits: Split[] = timingOnly ? [] : splitArg === 'both' ? ['dev', 'held'] : [splitArg as Split]
for (const split of splits) {
  const sprites = spritesOf(split)
  const families = new Map<string, Map<string, Tally>>()
  const buckets = new Map<string, Map<string, Tally>>()
  const totals = new Map<string, Tally>()
  const misses: string[] = []
  let index = 0
  for (const [familyName, recipe] of Object.entries(FAMILIES)) {
    if (familyFilter && !familyName.includes(familyFilter)) continue
    if (recipe.jpeg && !hasSharp()) continue
    for (const sprite of sprites) {
      index++
      if (spriteFilter && !sprite.name.includes(spriteFilter)) continue
      const random = rng(caseSeed(split) + 104_729 * index)
      const c = await degrade(sprite.image, recipe, random)
      for (const [methodName, method] of methods) {
        const family = families.get(familyName) ?? new Map<string, Tally>()
        families.set(familyName, family)
        const bucketName = bucketOf(c.truth)
        const bucket = buckets.get(bucketName) ?? new Map<string, Tally>()
        buckets.set(bucketName, bucket)
        for (const m of [family, bucket]) if (!m.has(methodName)) m.set(methodName, newTally())
        if (!totals.has(methodName)) totals.set(methodName, newTally())
        const miss = run(method, c, [
          family.get(methodName) as Tally,
          bucket.get(methodName) as Tally,
          totals.get(methodName) as Tally,
        ])
        if (miss && methodName === 'new') {
          misses.push(
            `${familyName}: ${sprite.name} ${c.input.width}×${c.input.height}: want ` +
              `${c.truth.width}×${c.truth.height}, got ${miss}`,
          )
        }
      }
    }
  }
  const names = methods.map(([n]) => n)
  console.log(`\n== split ${split}: ${sprites.length} sprites (${draws} per generator + CC0) ==`)
  console.log(
    `${''.padEnd(24)}${names.map((n) => `${n} size`.padStart(14) + `${n} score`.padStart(15)).join('')}`,
  )
  const row = (label: string, m: Map<string, Tally>) =>
    console.log(
      `${label.padEnd(24)}${names
        .map((n) => {
          const t = m.get(n) as Tally
          return pct(t.sizeRight / t.cases).padStart(14) + pct(t.score / t.cases).padStart(15)
        })
        .join('')}`,
    )
  for (const [name, m] of families) row(name, m)
  row(`all (${totals.get('new')?.cases ?? 0})`, totals)
  console.log('by truth size')
  for (const name of ['≤ 12 px', '13–24 px', '25–48 px', '> 48 px']) {
    const m = buckets.get(name)
    if (m) row(`  ${name} (${m.get('new')?.cases})`, m)
  }
  console.log('CPU ms per image (median / p95)')
  for (const n of names) {
    const t = totals.get(n) as Tally
    console.log(
      `  ${n.padEnd(10)} ${percentile(t.cpuMs, 0.5).toFixed(1)} / ${percentile(t.cpuMs, 0.95).toFixed(1)}`,
    )
  }
  if (listMisses) for (const m of misses) console.log(`  miss ${m}`)
}

// ---- 1024×1024 inputs: CPU time of the new and the previous recovery, interleaved in this process -----

const cpuMs = (method: Method, input: RGBAImage) => {
  const before = process.cpuUsage()
  try {
    method(input)
  } catch {
    // A refusal takes its time too.
  }
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000
}
const timed = methods.filter(([n]) => n !== 'baseline')
const bigInputs: RGBAImage[] = []
for (let i = 0; i < (skipTiming ? 0 : 6); i++) {
  const random = rng(31_337 + i)
  const sprite = (i % 2 === 0 ? DEV_GENERATORS : HELD_GENERATORS)[i % 5]?.draw(random) ?? blank(16, 16)
  const recipe = i < 3 ? { ...FAMILIES['irregular at AI size'] } : { ...FAMILIES['noise at AI size'] }
  const scale = 1024 / Math.max(sprite.width, sprite.height)
  const c = await degrade(sprite, { ...(recipe as Recipe), scale: () => scale, cut: false }, random)
  // Exactly 1024×1024: the sprite's canvas padded with its corner colour where the aspect differs.
  const input = blank(1024, 1024)
  for (let y = 0; y < 1024; y++) {
    for (let x = 0; x < 1024; x++) {
      const sx = Math.min(c.input.width - 1, x)
      const sy = Math.min(c.input.height - 1, y)
      input.data.set(
        c.input.data.subarray((sy * c.input.width + sx) * 4, (sy * c.input.width + sx) * 4 + 4),
        (y * 1024 + x) * 4,
      )
    }
  }
  bigInputs.push(input)
}
if (!skipTiming) await reportTiming()
async function reportTiming() {
  const bigTimes = new Map<string, number[]>(timed.map(([n]) => [n, []]))
  for (const input of bigInputs) for (const [, m] of timed) cpuMs(m, input) // warm-up
  for (let round = 0; round < 3; round++) {
    for (const input of bigInputs) {
      for (const [n, m] of timed) (bigTimes.get(n) as number[]).push(cpuMs(m, input))
    }
  }
  const newMedian = percentile(bigTimes.get('new') as number[], 0.5)
  console.log(`\n1024×1024 inputs (${bigInputs.length} AI-style images × 3 rounds), CPU ms median:`)
  for (const [n] of timed) {
    const median = percentile(bigTimes.get(n) as number[], 0.5)
    console.log(
      `  ${n.padEnd(10)} ${median.toFixed(1)}${n === 'new' ? '' : ` (new / ${n} = ${(newMedian / median).toFixed(2)})`}`,
    )
  }
}
