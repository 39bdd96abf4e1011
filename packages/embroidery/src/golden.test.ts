import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { writeDst } from './dst.ts'
import type { PixelGrid } from './grid.ts'
import { writePes } from './pes.ts'
import { planEmbroidery } from './plan.ts'

/**
 * Golden files: a small design's bytes are checked in, so any change to the planner or a writer shows up in
 * review. After an intended change, regenerate with UPDATE_GOLDEN=1 and look at the diff.
 */
const grid: PixelGrid = {
  width: 4,
  height: 3,
  cells: [0, 0, 1, -1, 0, 1, 1, 1, -1, 0, 0, 1],
  colors: ['#e63946', '#1982c4'],
}
const plan = planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, border: { color: '#000000' } })

const files = {
  'small.pes': writePes(plan.pattern, { name: 'small' }),
  'small.dst': writeDst(plan.pattern, { name: 'small' }),
}

describe('golden files', () => {
  it.each(Object.entries(files))('%s matches byte for byte', (name, bytes) => {
    const path = fileURLToPath(new URL(`./__golden__/${name}`, import.meta.url))
    if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(path)) writeFileSync(path, bytes)
    expect(Buffer.from(bytes).equals(readFileSync(path))).toBe(true)
  })
})
