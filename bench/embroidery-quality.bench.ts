// Embroidery stitch quality per test design and pixel size: stitches, trims, stitches per mm² of pixels,
// estimated sewing minutes, stitches under 0.3 mm outside lock stitches, and (designs up to 64 pixels) the
// lowest colour coverage and highest spill. Run: npx tsx bench/embroidery-quality.bench.ts
//
// EMBROIDERY_BASELINE=<other copy>/src/index.ts adds the same figures for that version (for example an earlier
// commit unpacked outside the repository: `git archive <rev> packages/embroidery/src | tar -x -C /tmp/old`).
// Time model: 600 stitches/min, 30 s per colour change, 8 s per trim, 0.2 s per jump.
import * as current from '@threadbit/embroidery'
import type { EmbroideryPlan, FillMethod, PixelGrid, PlanOptions } from '@threadbit/embroidery'
import { shortStitches } from '../packages/embroidery/src/quality.ts'
import * as designs from '../packages/embroidery/src/test-designs.ts'

interface Implementation {
  planEmbroidery(grid: PixelGrid, options: PlanOptions): EmbroideryPlan
}

const baselinePath = process.env['EMBROIDERY_BASELINE']
const baseline: Implementation | null = baselinePath ? ((await import(baselinePath)) as Implementation) : null
const versions: [string, Implementation, FillMethod][] = [
  ['now', current, 'satin-blocks'],
  ['now', current, 'tatami'],
  ...(baseline ? [['base', baseline, 'satin-blocks'] as [string, Implementation, FillMethod]] : []),
]

const cases: [string, PixelGrid][] = [
  ['thin diagonals', designs.thinDiagonals()],
  ['single pixels', designs.singlePixels()],
  ['concentric squares', designs.concentricSquares()],
  ['glyphs', designs.glyphs()],
  ['shape with holes', designs.shapeWithHoles()],
  ['long 1-px lines', designs.longLines()],
  ['2×2 checkers', designs.checkers2x2()],
  ['heart', designs.heart()],
  ['photo-like 128', designs.photoLike()],
]

const minutes = (s: EmbroideryPlan['stats']) =>
  s.stitchCount / 600 + (s.colorChangeCount * 30 + s.trimCount * 8 + s.jumpCount * 0.2) / 60

console.log(
  'design               size    version  method        stitches  trims  st/mm²  minutes  <0.3mm  coverage  spill',
)
for (const [name, grid] of cases) {
  const cells = Array.from(grid.cells).filter((c) => c >= 0).length
  const sizes: [number, number][] = [
    [1.5, 1],
    [2, 1],
    [2.5, 1],
  ]
  if (grid.width <= 32 && grid.height <= 32) sizes.push([2, 2])
  for (const [stitchSizeMm, scale] of sizes) {
    for (const [label, impl, method] of versions) {
      const plan = impl.planEmbroidery(grid, { stitchSizeMm, scale, method })
      const s = plan.stats
      const pixelMm = stitchSizeMm * scale
      const q = grid.width <= 64 ? current.measureQuality(grid, plan, 8) : null
      console.log(
        `${name.padEnd(20)} ${`${stitchSizeMm}×${scale}`.padEnd(7)} ${label.padEnd(8)} ${method.padEnd(12)} ` +
          `${String(s.stitchCount).padStart(9)}  ${String(s.trimCount).padStart(5)}  ` +
          `${(s.stitchCount / (cells * pixelMm * pixelMm)).toFixed(2).padStart(6)}  ${minutes(s).toFixed(1).padStart(7)}  ` +
          `${String(shortStitches(plan.pattern.commands, 0.3).length).padStart(6)}  ` +
          `${q ? q.minCoverage.toFixed(3).padStart(8) : '       -'}  ${q ? q.maxSpill.toFixed(3) : '-'}`,
      )
    }
  }
}
