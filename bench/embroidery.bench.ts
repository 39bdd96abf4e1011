// Embroidery: plan + write times for a 128×128, 12-colour design, and stitch count, jumps, trims and file
// sizes for 24×24, 64×64 and 128×128 test designs (random colour blobs, as in the fact sheet's reference
// figures). Run: npx tsx bench/embroidery.bench.ts
import {
  measureQuality,
  planEmbroidery,
  writeDst,
  writeJef,
  writePes,
  type EmbroideryPlan,
  type FillMethod,
} from '@threadbit/embroidery'
import { blobDesign } from '../packages/embroidery/src/test-designs.ts'

function time(runs: number, run: () => void) {
  for (let i = 0; i < 5; i++) run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.min(runs - 1, Math.floor(runs * 0.95))]! }
}

const big = blobDesign(128)
for (const method of ['satin-blocks', 'tatami'] as FillMethod[]) {
  let plan: EmbroideryPlan | null = null
  const planOnly = time(20, () => {
    plan = planEmbroidery(big, { stitchSizeMm: 2, scale: 1, method })
  })
  const planAndPes = time(20, () => {
    writePes(planEmbroidery(big, { stitchSizeMm: 2, scale: 1, method }).pattern)
  })
  const pesOnly = time(20, () => writePes(plan!.pattern))
  console.log(
    `128×128, 12 colours, 2 mm, ${method.padEnd(12)}: plan ${planOnly.median.toFixed(1)} ms, PES write ` +
      `${pesOnly.median.toFixed(1)} ms, plan + write median ${planAndPes.median.toFixed(1)} ms ` +
      `(p95 ${planAndPes.p95.toFixed(1)} ms)`,
  )
}

console.log(
  '\nsize      method        cells/regions  stitches  jumps  trims  colour changes  PES bytes  DST bytes  JEF bytes  coverage  spill',
)
for (const size of [24, 64, 128]) {
  const grid = blobDesign(size)
  const cells = Array.from(grid.cells).filter((c) => c >= 0).length
  for (const method of ['satin-blocks', 'tatami'] as FillMethod[]) {
    const plan = planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, method })
    const s = plan.stats
    const q = size <= 64 ? measureQuality(grid, plan, 8) : null
    console.log(
      `${`${size}×${size}`.padEnd(9)} ${method.padEnd(13)} ${`${cells}/${s.regionCount}`.padStart(13)}  ` +
        `${String(s.stitchCount).padStart(8)}  ${String(s.jumpCount).padStart(5)}  ${String(s.trimCount).padStart(5)}  ` +
        `${String(s.colorChangeCount).padStart(14)}  ${String(writePes(plan.pattern).length).padStart(9)}  ` +
        `${String(writeDst(plan.pattern).length).padStart(9)}  ${String(writeJef(plan.pattern, { date: '20250101000000' }).length).padStart(9)}  ` +
        `${q ? q.minCoverage.toFixed(3).padStart(8) : '       -'}  ${q ? q.maxSpill.toFixed(3) : '-'}`,
    )
  }
}
