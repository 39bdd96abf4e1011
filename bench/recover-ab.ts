// A/B runner for recovery changes: every case of the wide bench's development splits (all but the
// held-back ones) recovered by the working tree and by the recovery at a git ref, in one process, one
// line per case, so that a change's gains and losses can be listed case by case rather than read off
// two percentages. Cases are sharded by a hash of split, sprite and family, so that two processes (one
// per core) split any selection evenly.
// Run: npx tsx bench/recover-ab.ts --before <git ref> [--splits a,b] [--families a,b] [--skip a,b]
//      [--sprite <substring>] [--shard i/n] [--draws N]
//   --families and --skip match family names as substrings ("irregular" is both irregular families).
//   Every split runs with ten draws per generator unless --draws says otherwise.
// Each line: `CASE <new ok|MISS> <split> <sprite> <family> <new size> <truth size> <new score> <cpu ms>
// OLD <ok|MISS> <old size> <old score>`, spaces in names as underscores; a last line `TOTAL`. Compare
// with: awk '$1=="CASE" && $2!=$11'.
import { createHash } from 'node:crypto'
import { NotPixelArtError, recoverNativePixelArt, type RGBAImage } from '@threadbit/pixelart'
import { rng } from '../packages/pixelart/src/recover/testing/degrade.ts'
import { pixelsRight } from '../packages/pixelart/src/recover/testing/score.ts'
import { hasSharp } from './lib/degrade.ts'
import { degrade, FAMILIES } from './lib/wide/families.ts'
import { previousRecovery, type Method } from './lib/wide/methods.ts'
import { caseSeed, HELD_BACK, SPLITS, spritesOf, type Split } from './lib/wide/splits.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const list = (name: string) => arg(name)?.split(',').filter(Boolean)

const before = arg('--before')
if (!before) throw new Error('--before <git ref> is required: the recovery to compare with')
const splits = (list('--splits') ?? SPLITS.filter((s) => !HELD_BACK.includes(s))) as Split[]
for (const s of splits) {
  if (!SPLITS.includes(s)) throw new Error(`--splits takes names from ${SPLITS.join(', ')}`)
  if (HELD_BACK.includes(s)) throw new Error(`${s} is held back: it is scored once, not compared`)
}
const families = list('--families')
const skipped = list('--skip') ?? []
const [shard, shards] = (arg('--shard') ?? '0/1').split('/').map(Number) as [number, number]
if (!(Number.isInteger(shard) && Number.isInteger(shards) && shard >= 0 && shard < shards))
  throw new Error('--shard is i/n with 0 ≤ i < n, for example 0/2')
const draws = Number(arg('--draws') ?? 10)
const spriteFilter = arg('--sprite')

const previous = await previousRecovery(before)
if (!previous) throw new Error(`the recovery at ${before} could not be loaded`)
const current: Method = (image) => recoverNativePixelArt(image).image

interface Outcome {
  right: boolean
  size: string
  score: number
  cpuMs: number
}

function recover(method: Method, input: RGBAImage, truth: RGBAImage): Outcome {
  const start = process.cpuUsage()
  let result: RGBAImage | null = null
  try {
    result = method(input)
  } catch (error) {
    // The ref's recovery is loaded from its own copy of the package: compare refusals by name.
    if (
      !(error instanceof NotPixelArtError) &&
      !(error instanceof Error && error.name === 'NotPixelArtError')
    )
      throw error
  }
  const used = process.cpuUsage(start)
  const right = result !== null && result.width === truth.width && result.height === truth.height
  return {
    right,
    size: result ? `${result.width}x${result.height}` : 'refused',
    score: right ? pixelsRight(result as RGBAImage, truth) : 0,
    cpuMs: (used.user + used.system) / 1000,
  }
}

const inShard = (key: string) => createHash('md5').update(key).digest().readUInt32LE(0) % shards === shard
const token = (name: string) => name.replaceAll(' ', '_')
let cases = 0
let rightNew = 0
let rightOld = 0
for (const split of splits) {
  const sprites = spritesOf(split, draws)
  for (const [family, recipe] of Object.entries(FAMILIES)) {
    if (families && !families.some((f) => family.includes(f))) continue
    if (skipped.some((f) => family.includes(f))) continue
    if (recipe.jpeg && !hasSharp()) continue
    for (const sprite of sprites) {
      if (spriteFilter && !sprite.name.includes(spriteFilter)) continue
      if (!inShard(`${split}|${sprite.name}|${family}`)) continue
      const c = await degrade(sprite.image, recipe, rng(caseSeed(split, sprite.name, family)))
      const a = recover(current, c.input, c.truth)
      const b = recover(previous, c.input, c.truth)
      cases++
      if (a.right) rightNew++
      if (b.right) rightOld++
      console.log(
        `CASE ${a.right ? 'ok' : 'MISS'} ${split} ${token(sprite.name)} ${token(family)} ${a.size} ` +
          `${c.truth.width}x${c.truth.height} ${a.score.toFixed(3)} ${a.cpuMs.toFixed(0)} ` +
          `OLD ${b.right ? 'ok' : 'MISS'} ${b.size} ${b.score.toFixed(3)}`,
      )
    }
  }
}
console.log(`TOTAL ${cases} cases: size right ${rightNew} (working tree), ${rightOld} (${before})`)
