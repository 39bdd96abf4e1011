// The wide recovery bench: sprites the recovery was not written against (procedural sprites from
// bench/lib/sprites, plus the CC0 sprites in bench/data), each put through ten degradation families with
// randomised parameters (bench/lib/wide/families.ts). The splits and which of them may be looked at are
// described in bench/lib/wide/splits.ts. Every case is also run through the recovery as it was before the
// irregular grid and a simple baseline (bench/lib/wide/methods.ts), in the same process.
// Score: pixels right (Lab ΔE ≤ 10, alpha matching) with a wrong size counted as 0.
// Run: npx tsx bench/recover-wide.bench.ts --split held        (dev | held | final | sealed | vault | crypt |
//      tomb | ossuary | barrow | cairn | henge | dolmen | menhir | cromlech | tumulus | kurgan | cist |
//      quoit | stele | tholos | mastaba | naos | ziggurat | stupa | pagoda | minaret | obelisk | torii |
//      cenotaph | mausoleum | catacomb | sepulchre | reliquary | columbarium | hypogeum; default dev; tomb
//      and every split after it are run with --draws 10). Every split but hypogeum is spent (columbarium
//      was scored once at the end of round 34), a development split now. hypogeum is the HELD-BACK split
//      (made in round 34; its CC0 folder is empty, see bench/lib/wide/splits.ts): do not run it until it
//      is scored once, at the end of a round, with --draws 10.
//      options: --draws N (procedural sprites per generator, default 8), --family <substring>,
//               --sprite <substring>, --no-timing, --timing-only,
//               --no-compare (skip the previous code and the baseline), --misses (list size misses),
//               --before <git ref> (the recovery to compare with; default: the last one before the
//               irregular grid)
import { NotPixelArtError, recoverNativePixelArt, type RGBAImage } from '@threadbit/pixelart'
import { blank, rng } from '../packages/pixelart/src/recover/testing/degrade.ts'
import { pixelsRight } from '../packages/pixelart/src/recover/testing/score.ts'
import { hasSharp } from './lib/degrade.ts'
import { DEV_GENERATORS, HELD_GENERATORS } from './lib/sprites/dev-held.ts'
import { degrade, FAMILIES, type Case, type Recipe } from './lib/wide/families.ts'
import { baseline, previousRecovery, type Method } from './lib/wide/methods.ts'
import { caseSeed, SPLITS, spritesOf, type Split } from './lib/wide/splits.ts'

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

const methods: [string, Method][] = [['new', current]]
if (compare) {
  const previous = await previousRecovery(arg('--before'))
  if (previous) methods.push(['previous', previous])
  methods.push(['baseline', baseline])
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`

if (!SPLITS.includes(splitArg as Split)) throw new Error(`--split is one of ${SPLITS.join(', ')}`)
const splits: Split[] = timingOnly ? [] : [splitArg as Split]
for (const split of splits) {
  const sprites = spritesOf(split, draws)
  const families = new Map<string, Map<string, Tally>>()
  const buckets = new Map<string, Map<string, Tally>>()
  const totals = new Map<string, Tally>()
  const misses: string[] = []
  for (const [familyName, recipe] of Object.entries(FAMILIES)) {
    if (familyFilter && !familyName.includes(familyFilter)) continue
    if (recipe.jpeg && !hasSharp()) continue
    for (const sprite of sprites) {
      if (spriteFilter && !sprite.name.includes(spriteFilter)) continue
      const random = rng(caseSeed(split, sprite.name, familyName))
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
