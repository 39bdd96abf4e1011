// How far the wide recovery bench's cell counts can be recovered at all. An ideal observer knows every
// boundary between two cells that differ (exactly where it is) and the true mean cell size, and counts
// the cells of flat runs (neighbouring cells alike: no edge shows where their boundaries are) as their
// length over that size, and those of flat margins as many as show by a share of a cell. Where even it
// miscounts, the count is not in the image: irregular widths add up along a flat run, and a margin's
// last cell cut to 55–80 % can read as under any fixed share. No image is rendered or recovered here.
// Run: npx tsx bench/recover-ceiling.bench.ts   (every split but the held-back ones, HELD_BACK in
//      bench/lib/wide/splits.ts, which even it does not look at; --split to pick)
import { flatten, rng, uniform } from '../packages/pixelart/src/recover/testing/degrade.ts'
import { cellEdges } from '../packages/pixelart/src/recover/testing/render-cells.ts'
import { FAMILIES } from './lib/wide/families.ts'
import { observedCount } from './lib/wide/ideal-observer.ts'
import { caseSeed, HELD_BACK, SPLITS, spritesOf, type Split } from './lib/wide/splits.ts'

/** Every split from `tomb` on is made to be run with ten draws per generator. */
const TEN_DRAWS: readonly Split[] = SPLITS.slice(SPLITS.indexOf('tomb'))
/** Shares of a cell a flat margin's last cell must show to count (the recovery uses 0.42). */
const SHARES = [0.3, 0.42, 0.5]

const i = process.argv.indexOf('--split')
const splits = i >= 0 ? [process.argv[i + 1] as Split] : SPLITS.filter((s) => !HELD_BACK.includes(s))
for (const s of splits) if (HELD_BACK.includes(s)) throw new Error(`${s} is held back: it is not looked at`)

const tally = new Map<string, { cases: number; right: number[] }>()
for (const split of splits) {
  for (const sprite of spritesOf(split, TEN_DRAWS.includes(split) ? 10 : 8)) {
    for (const [family, recipe] of Object.entries(FAMILIES)) {
      // The same random draws, in the same order, as families.ts's degrade: the same cells.
      const random = rng(caseSeed(split, sprite.name, family))
      const scale = recipe.scale(random, sprite.image)
      const jitter = recipe.jitter ? uniform(random, ...recipe.jitter) : 0
      const cut = () => (recipe.cut ? uniform(random, 0.55, 0.8) : 1)
      let truth = sprite.image
      if (recipe.jpeg) {
        const light = random() < 0.7
        const v = () => Math.round(light ? uniform(random, 200, 255) : uniform(random, 0, 60))
        truth = flatten(sprite.image, [v(), v(), v()])
      }
      const xs = cellEdges(sprite.image.width, scale, jitter, cut(), cut(), random)
      const ys = cellEdges(sprite.image.height, scale, jitter, cut(), cut(), random)
      const t = tally.get(family) ?? { cases: 0, right: SHARES.map(() => 0) }
      t.cases++
      SHARES.forEach((share, s) => {
        const x = observedCount(truth, 'x', xs, share)
        const y = observedCount(truth, 'y', ys, share)
        if ((x === null || x === truth.width) && (y === null || y === truth.height))
          t.right[s] = (t.right[s] as number) + 1
      })
      tally.set(family, t)
    }
  }
}

console.log(`== ideal observer's cell counts right, splits: ${splits.join(', ')}`)
console.log('family'.padEnd(26) + SHARES.map((s) => `share ${s}`.padStart(12)).join(''))
for (const [family, t] of tally) {
  const cells = t.right.map((r) => `${((100 * r) / t.cases).toFixed(1)}%`.padStart(12)).join('')
  console.log(family.padEnd(26) + cells + `   (${t.cases})`)
}
