// Embroidery: plan and PES write times for a 128×128, 12-colour design (median and p95, each separately and
// together), and stitch count, jumps, trims and file sizes for 24×24, 64×64 and 128×128 test designs (random
// colour blobs, as in the fact sheet's reference figures). Run: npx tsx bench/embroidery.bench.ts
//
// Baseline: set EMBROIDERY_BASELINE to another copy of the package's src/index.ts (for example an earlier
// commit unpacked outside the repository: `git archive <rev> packages/embroidery/src | tar -x -C /tmp/old`).
// Both are then timed in the same process, runs interleaved so that load from other processes hits both
// alike, and the files they write are compared byte for byte.
import * as current from '@threadbit/embroidery'
import type { EmbroideryPlan, FillMethod, PixelGrid, PlanOptions, StitchPattern } from '@threadbit/embroidery'
import { blobDesign } from '../packages/embroidery/src/test-designs.ts'

interface Implementation {
  planEmbroidery(grid: PixelGrid, options: PlanOptions): EmbroideryPlan
  writePes(pattern: StitchPattern): Uint8Array
}

const baselinePath = process.env['EMBROIDERY_BASELINE']
const baseline: Implementation | null = baselinePath ? ((await import(baselinePath)) as Implementation) : null
const RUNS = Number(process.env['EMBROIDERY_BENCH_RUNS'] ?? 40)

interface Timing {
  median: number
  p95: number
  /** Median process CPU time: less sensitive than wall time to other processes on a shared machine. */
  cpu: number
}

function summary(times: number[], cpu: number[]): Timing {
  const at = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number
  }
  return { median: at(times, 0.5), p95: at(times, 0.95), cpu: at(cpu, 0.5) }
}

/** Times each implementation's `run` `RUNS` times after a warm-up, alternating which goes first. */
function timeAll(impls: Implementation[], run: (impl: Implementation) => void): Timing[] {
  for (let i = 0; i < 5; i++) for (const impl of impls) run(impl)
  const times = impls.map(() => [] as number[])
  const cpu = impls.map(() => [] as number[])
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? impls.map((_, k) => k) : impls.map((_, k) => impls.length - 1 - k)
    for (const k of order) {
      const cpuStart = process.cpuUsage()
      const start = performance.now()
      run(impls[k] as Implementation)
      times[k]!.push(performance.now() - start)
      const used = process.cpuUsage(cpuStart)
      cpu[k]!.push((used.user + used.system) / 1000)
    }
  }
  return times.map((t, k) => summary(t, cpu[k]!))
}

const ms = (t: Timing) => `${t.median.toFixed(1)} ms (p95 ${t.p95.toFixed(1)}, CPU ${t.cpu.toFixed(1)})`
const ratio = (now: Timing, before: Timing) => `×${(before.median / now.median).toFixed(1)}`

const impls: Implementation[] = baseline ? [current, baseline] : [current]
const big = blobDesign(128)
for (const method of ['satin-blocks', 'tatami'] as FillMethod[]) {
  const options: PlanOptions = { stitchSizeMm: 2, scale: 1, method }
  const plans = impls.map((impl) => impl.planEmbroidery(big, options))
  const plan = timeAll(impls, (impl) => impl.planEmbroidery(big, options))
  const write = timeAll(impls, (impl) =>
    impl.writePes((plans[impls.indexOf(impl)] as EmbroideryPlan).pattern),
  )
  const both = timeAll(impls, (impl) => impl.writePes(impl.planEmbroidery(big, options).pattern))
  const [p, w, t] = [plan[0] as Timing, write[0] as Timing, both[0] as Timing]
  console.log(
    `128×128, 12 colours, 2 mm, ${method}: plan ${ms(p)}, PES write ${ms(w)}, plan + write ${ms(t)}`,
  )
  if (baseline) {
    const [bp, bw, bt] = [plan[1] as Timing, write[1] as Timing, both[1] as Timing]
    const same = Buffer.from(current.writePes(plans[0]!.pattern)).equals(baseline.writePes(plans[1]!.pattern))
    console.log(
      `  baseline: plan ${ms(bp)}, PES write ${ms(bw)}, plan + write ${ms(bt)}; now ${ratio(p, bp)}, ` +
        `${ratio(w, bw)}, ${ratio(t, bt)} faster (plan, write, both); PES bytes ${same ? 'identical' : 'DIFFER'}`,
    )
  }
}

console.log(
  '\nsize      method        cells/regions  stitches  jumps  trims  colour changes  PES bytes  DST bytes  JEF bytes  coverage  spill',
)
for (const size of [24, 64, 128]) {
  const grid = blobDesign(size)
  const cells = Array.from(grid.cells).filter((c) => c >= 0).length
  for (const method of ['satin-blocks', 'tatami'] as FillMethod[]) {
    const plan = current.planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, method })
    const s = plan.stats
    const q = size <= 64 ? current.measureQuality(grid, plan, 8) : null
    const jef = current.writeJef(plan.pattern, { date: '20250101000000' })
    console.log(
      `${`${size}×${size}`.padEnd(9)} ${method.padEnd(13)} ${`${cells}/${s.regionCount}`.padStart(13)}  ` +
        `${String(s.stitchCount).padStart(8)}  ${String(s.jumpCount).padStart(5)}  ${String(s.trimCount).padStart(5)}  ` +
        `${String(s.colorChangeCount).padStart(14)}  ${String(current.writePes(plan.pattern).length).padStart(9)}  ` +
        `${String(current.writeDst(plan.pattern).length).padStart(9)}  ${String(jef.length).padStart(9)}  ` +
        `${q ? q.minCoverage.toFixed(3).padStart(8) : '       -'}  ${q ? q.maxSpill.toFixed(3) : '-'}`,
    )
  }
}
