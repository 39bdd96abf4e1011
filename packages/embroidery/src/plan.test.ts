import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PixelGrid } from './grid.ts'
import { planEmbroidery, type EmbroideryPlan } from './plan.ts'
import type { FillMethod, PlanOptions } from './plan-options.ts'
import { stitchBounds } from './normalize.ts'
import { measureQuality } from './quality.ts'
import { BASIC_DESIGNS, blobDesign, heart, singlePixel, strip, twelveColors } from './test-designs.ts'
import type { Command } from './types.ts'

const designs = BASIC_DESIGNS

function usedColors(grid: PixelGrid) {
  return new Set(Array.from(grid.cells).filter((c) => c >= 0))
}

function filledBounds(grid: PixelGrid) {
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (let y = 0; y < grid.height; y++)
    for (let x = 0; x < grid.width; x++)
      if ((grid.cells[y * grid.width + x] as number) >= 0) {
        x0 = Math.min(x0, x)
        y0 = Math.min(y0, y)
        x1 = Math.max(x1, x + 1)
        y1 = Math.max(y1, y + 1)
      }
  return { columns: x1 - x0, rows: y1 - y0 }
}

/** Every jump follows a cut (trim or colour change) or starts the design. */
function untrimmedJumps(commands: readonly Command[]) {
  return commands.filter((c, i) => {
    if (c.kind !== 'jump' || i === 0) return false
    const before = commands[i - 1] as Command
    return before.kind !== 'trim' && before.kind !== 'color' && before.kind !== 'jump'
  })
}

function longestStitchMm(commands: readonly Command[]) {
  let longest = 0
  for (let i = 1; i < commands.length; i++) {
    const a = commands[i - 1] as Command
    const b = commands[i] as Command
    if (b.kind === 'stitch' && (a.kind === 'stitch' || a.kind === 'jump'))
      longest = Math.max(longest, Math.hypot(b.x - a.x, b.y - a.y))
  }
  return longest / 10
}

function checkInvariants(grid: PixelGrid, plan: EmbroideryPlan, options: PlanOptions) {
  const colors = usedColors(grid)
  const borderIsExtra =
    options.border != null &&
    !Array.from(colors).some((c) => grid.colors[c]?.toLowerCase() === options.border?.color)
  const threadCount = colors.size + (borderIsExtra ? 1 : 0)
  expect(plan.pattern.threads).toHaveLength(threadCount)
  expect(plan.stats.colorChangeCount).toBe(threadCount - 1)
  expect(plan.pattern.commands.filter((c) => c.kind === 'color')).toHaveLength(threadCount - 1)
  expect(untrimmedJumps(plan.pattern.commands)).toEqual([])
  expect(longestStitchMm(plan.pattern.commands)).toBeLessThanOrEqual(7)
  for (const c of plan.pattern.commands) expect(Number.isInteger(c.x) && Number.isInteger(c.y)).toBe(true)
}

describe.each<FillMethod>(['satin-blocks', 'tatami'])('planning with %s', (method) => {
  describe.each(designs)('%s', (_, design) => {
    it.each([false, true])('keeps the invariants (border %s)', (withBorder) => {
      const grid = design()
      const options: PlanOptions = {
        stitchSizeMm: 2,
        scale: 1,
        method,
        border: withBorder ? { color: '#111111' } : null,
      }
      const plan = planEmbroidery(grid, options)
      checkInvariants(grid, plan, options)
    })

    it('sews columns × pixel size wide and rows × pixel size high, plus pull compensation at the edges', () => {
      const grid = design()
      // Satin rails and tatami rows reach 0.2 mm past the design's outer edges (the fabric draws them back).
      const pull = 0.2
      for (const stitchSizeMm of [1.5, 2, 2.5]) {
        const plan = planEmbroidery(grid, { stitchSizeMm, scale: 1, method })
        const { columns, rows } = filledBounds(grid)
        const needles = stitchBounds(plan.pattern.commands)
        const width = (needles.maxX - needles.minX) / 10
        const height = (needles.maxY - needles.minY) / 10
        expect(width).toBeGreaterThanOrEqual(columns * stitchSizeMm - 0.4 - 1e-9)
        expect(width).toBeLessThanOrEqual(columns * stitchSizeMm + 2 * pull + 1e-9)
        expect(height).toBeGreaterThanOrEqual(rows * stitchSizeMm - 0.4 - 1e-9)
        expect(height).toBeLessThanOrEqual(rows * stitchSizeMm + 2 * pull + 1e-9)
        expect(plan.stats.widthMm).toBeCloseTo(grid.width * stitchSizeMm, 5)
      }
    })
  })
})

describe('satin blocks (the default) cover the pixels', () => {
  it.each(designs)('%s: ≥97% of every colour covered, little thread outside its pixels', (_, design) => {
    const grid = design()
    for (const stitchSizeMm of [1.5, 2, 2.5]) {
      const plan = planEmbroidery(grid, { stitchSizeMm, scale: 1 })
      expect(plan.method).toBe('satin-blocks')
      const q = measureQuality(grid, plan)
      expect(q.minCoverage).toBeGreaterThanOrEqual(0.97)
      // One pixel wide, every block has pull compensation on the fabric side: the 10 % is for 2×2 and up.
      expect(q.spill).toBeLessThanOrEqual(Math.min(grid.width, grid.height) === 1 ? 0.15 : 0.1)
    }
  })

  it('holds on random blob designs at scale 2', () => {
    const grid = blobDesign(16, 12, 3)
    const plan = planEmbroidery(grid, { stitchSizeMm: 2.5, scale: 2 })
    const q = measureQuality(grid, plan, 6)
    expect(q.minCoverage).toBeGreaterThanOrEqual(0.97)
    expect(q.spill).toBeLessThanOrEqual(0.05)
  })
})

describe('tatami', () => {
  it('covers large areas fully but its row turns lap over neighbouring colours', () => {
    const grid = blobDesign(32, 12, 5)
    const tatami = measureQuality(grid, planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, method: 'tatami' }))
    const satin = measureQuality(
      grid,
      planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, method: 'satin-blocks' }),
    )
    expect(tatami.minCoverage).toBeGreaterThanOrEqual(0.95)
    expect(tatami.maxSpill).toBeGreaterThan(satin.maxSpill)
  })

  it('sews runs 1–2 pixels wide as satin blocks, like the default', () => {
    // Bands two pixels wide: nothing for rows to span.
    const grid = twelveColors()
    const tatami = planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, method: 'tatami' })
    const satin = planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, method: 'satin-blocks' })
    expect(tatami.stats.stitchCount).toBe(satin.stats.stitchCount)
  })

  it('uses fewer stitches than satin blocks on wide same-colour runs', () => {
    const grid = strip(128, 1)
    const tatami = planEmbroidery(grid, { stitchSizeMm: 1.5, scale: 1, method: 'tatami' })
    const satin = planEmbroidery(grid, { stitchSizeMm: 1.5, scale: 1, method: 'satin-blocks' })
    expect(tatami.stats.stitchCount).toBeLessThan(satin.stats.stitchCount)
  })
})

describe('planning', () => {
  it('sews each colour once, the border colour last when the design uses it', () => {
    const grid = heart()
    const plan = planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, border: { color: '#000000' } })
    expect(plan.pattern.threads.map((t) => t.hex)).toEqual(['#e63946', '#ffffff', '#000000'])
    expect(plan.borderBlock).toBe(2)
    expect(plan.stats.colorChangeCount).toBe(2)
  })

  it('trims between separate regions and travels inside a region', () => {
    const plus = planEmbroidery(
      { width: 3, height: 3, cells: [-1, 0, -1, 0, 0, 0, -1, 0, -1], colors: ['#ff0000'] },
      { stitchSizeMm: 2, scale: 1 },
    )
    expect(plus.stats.trimCount).toBe(0)
    expect(plus.stats.jumpCount).toBe(1)
    const far = planEmbroidery(
      { width: 10, height: 1, cells: [0, -1, -1, -1, -1, -1, -1, -1, -1, 0], colors: ['#ff0000'] },
      { stitchSizeMm: 2, scale: 1 },
    )
    expect(far.stats.trimCount).toBe(1)
    expect(far.stats.jumpCount).toBe(2)
  })

  it('starts with a jump and ties in and off around every cut', () => {
    const plan = planEmbroidery(
      { width: 3, height: 1, cells: [0, -1, 0], colors: ['#ff0000'] },
      { stitchSizeMm: 2, scale: 1 },
    )
    const kinds = plan.pattern.commands.map((c) => c.kind)
    expect(kinds[0]).toBe('jump')
    const trim = kinds.indexOf('trim')
    expect(kinds.slice(trim - 2, trim + 5)).toEqual([
      'stitch',
      'stitch',
      'trim',
      'jump',
      'stitch',
      'stitch',
      'stitch',
    ])
  })

  it('refuses options outside the product limits', () => {
    expect(() => planEmbroidery(singlePixel(), { stitchSizeMm: 1.4, scale: 1 })).toThrow(RangeError)
    expect(() => planEmbroidery(singlePixel(), { stitchSizeMm: 2, scale: 3 })).toThrow(RangeError)
    expect(() => planEmbroidery(singlePixel(), { stitchSizeMm: 2, scale: 1.5 })).toThrow(RangeError)
    expect(() =>
      planEmbroidery({ width: 1, height: 1, cells: [-1], colors: [] }, { stitchSizeMm: 2, scale: 1 }),
    ).toThrow(RangeError)
  })

  it('keeps its invariants on random grids', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 81, maxLength: 81 }),
        fc.constantFrom<FillMethod>('satin-blocks', 'tatami'),
        fc.boolean(),
        fc.constantFrom(1.5, 1.8, 2, 2.5),
        (width, height, values, method, withBorder, stitchSizeMm) => {
          const cells = values.slice(0, width * height)
          if (cells.every((c) => c < 0)) cells[0] = 0
          const grid: PixelGrid = {
            width,
            height,
            cells,
            colors: ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff'],
          }
          const options: PlanOptions = {
            stitchSizeMm,
            scale: 1,
            method,
            border: withBorder ? { color: '#111111' } : null,
          }
          const plan = planEmbroidery(grid, options)
          checkInvariants(grid, plan, options)
          // Coverage without a border: a border squeezed between random pinches and one-pixel gaps is clipped
          // short of the pixels but can still touch them (a known limit; see the package README).
          if (method === 'satin-blocks' && !withBorder) {
            const q = measureQuality(grid, plan, 8)
            expect(q.minCoverage).toBeGreaterThanOrEqual(0.95)
            expect(q.spill).toBeLessThanOrEqual(0.2)
          }
        },
      ),
      // A fixed seed keeps CI reproducible; change it (or drop it locally) to explore other grids. Seed
      // 1253801300 finds a known limit: two pixels of different colours at 1.8 mm cover 94.8% (README).
      { numRuns: 60, seed: 20261122 },
    )
  })
})
