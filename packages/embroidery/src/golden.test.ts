import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readDst, writeDst } from './dst.ts'
import { readExp, writeExp } from './exp.ts'
import type { PixelGrid } from './grid.ts'
import { readJef, writeJef } from './jef.ts'
import { readPes, writePes } from './pes.ts'
import { planEmbroidery } from './plan.ts'
import { matchThreads, threadChartById } from './thread-charts.ts'
import type { Command } from './types.ts'
import { readVp3, writeVp3 } from './vp3.ts'
import { readXxx, writeXxx } from './xxx.ts'

/**
 * Golden files: a small design's bytes are checked in, so any change to the planner or a writer shows up in
 * review. After an intended change, regenerate with UPDATE_GOLDEN=1 and look at the diff. A missing file fails
 * the test (a normal run never writes one). Header fields are checked against the format itself in
 * pes-header.test.ts, so a symmetric mistake cannot hide in here; each file is also read back by its reader.
 */
const grid: PixelGrid = {
  width: 4,
  height: 3,
  cells: [0, 0, 1, -1, 0, 1, 1, 1, -1, 0, 0, 1],
  colors: ['#e63946', '#1982c4'],
}
const plan = planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, border: { color: '#000000' } })

const spools = matchThreads(plan.pattern.threads, threadChartById('brother')!)
const hoop = { widthMm: 100, heightMm: 100 }

/** Each format's bytes, and its reader. */
const files: Record<string, [Uint8Array, (data: Uint8Array) => { commands: Command[] }]> = {
  'small.pes': [writePes(plan.pattern, { name: 'small', hoop, threads: spools }), readPes],
  'small.dst': [writeDst(plan.pattern, { name: 'small' }), readDst],
  'small.jef': [writeJef(plan.pattern, { date: '20260101120000', hoop: { ...hoop, jefCode: 0 } }), readJef],
  'small.exp': [writeExp(plan.pattern), readExp],
  'small.vp3': [writeVp3(plan.pattern, { threads: spools }), readVp3],
  'small.xxx': [writeXxx(plan.pattern), readXxx],
}

const stitchCount = plan.pattern.commands.filter((c) => c.kind === 'stitch').length

describe('golden files', () => {
  it.each(Object.entries(files))('%s matches byte for byte and reads back', (name, [bytes, read]) => {
    const path = fileURLToPath(new URL(`./__golden__/${name}`, import.meta.url))
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(path, bytes)
    // A normal run never writes a golden file: a missing one is a failure, not a fresh baseline.
    expect(existsSync(path), `${name} is missing: run with UPDATE_GOLDEN=1`).toBe(true)
    const golden = new Uint8Array(readFileSync(path))
    expect(Buffer.from(bytes).equals(golden)).toBe(true)
    const commands = read(golden).commands
    expect(commands.filter((c) => c.kind === 'stitch')).toHaveLength(stitchCount)
    expect(commands.filter((c) => c.kind === 'color')).toHaveLength(plan.pattern.threads.length - 1)
  })
})
