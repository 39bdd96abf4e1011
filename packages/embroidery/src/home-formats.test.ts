import { describe, expect, it } from 'vitest'
import { EXP_LIMITS, prepareExp, readExp, writeExp } from './exp.ts'
import { readPes, writePes } from './pes.ts'
import { planEmbroidery } from './plan.ts'
import { checkerboard, heart, singlePixel, twelveColors, withHoles } from './test-designs.ts'
import { matchThreads, threadChartById } from './thread-charts.ts'
import type { Command, StitchPattern } from './types.ts'
import { movesWithin } from './format-moves.ts'
import { prepareVp3, readVp3, VP3_LIMITS, writeVp3 } from './vp3.ts'
import { prepareXxx, readXxx, writeXxx, XXX_LIMITS } from './xxx.ts'
import { readJef, writeJef } from './jef.ts'

const patterns: [string, StitchPattern][] = Object.entries({
  'single pixel': singlePixel(),
  checkerboard: checkerboard(8),
  holes: withHoles(),
  '12 colours': twelveColors(),
  heart: heart(),
}).map(([name, grid]) => [
  name,
  planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, border: { color: '#202020' } }).pattern,
])

const stitches = (commands: readonly Command[]) =>
  commands.filter((c) => c.kind === 'stitch').map((c) => [c.x, c.y])
const count = (commands: readonly Command[], kind: Command['kind']) =>
  commands.filter((c) => c.kind === kind).length

describe.each(patterns)('%s', (_, pattern) => {
  it('EXP reads back exactly as written', () => {
    const expected = prepareExp(pattern)
    expect(movesWithin(expected, EXP_LIMITS)).toBe(true)
    expect(readExp(writeExp(pattern)).commands).toEqual(expected)
  })

  it('XXX reads back exactly as written, with its colours', () => {
    const expected = prepareXxx(pattern)
    expect(movesWithin(expected, XXX_LIMITS)).toBe(true)
    const file = readXxx(writeXxx(pattern))
    expect(file.commands).toEqual(expected)
    expect(file.commandCount).toBe(expected.length)
    expect(file.threads.map((t) => t.hex)).toEqual(pattern.threads.map((t) => t.hex))
  })

  it('VP3 gives back the same needle points, trims, colour blocks and spools', () => {
    const expected = prepareVp3(pattern)
    expect(movesWithin(expected, VP3_LIMITS)).toBe(true)
    const spools = matchThreads(pattern.threads, threadChartById('brother')!)
    const file = readVp3(writeVp3(pattern, { threads: spools }))
    expect(stitches(file.commands)).toEqual(stitches(expected))
    expect(count(file.commands, 'color')).toBe(count(expected, 'color'))
    // Every cut between regions, plus the cut VP3 writes at the end.
    expect(count(file.commands, 'trim')).toBe(count(expected, 'trim') + 1)
    expect(file.threads.map((t) => [t.hex, t.code, t.name, t.brand])).toEqual(
      pattern.threads.map((t, i) => [t.hex, spools[i]!.code, spools[i]!.name, 'Brother']),
    )
  })
})

describe('hoop and spools in PES and JEF', () => {
  const pattern = patterns[3]![1]
  it('PES writes the hoop size, centres the design in it and names the spools', () => {
    const spools = matchThreads(pattern.threads, threadChartById('brother')!)
    const file = readPes(writePes(pattern, { hoop: { widthMm: 200, heightMm: 300 }, threads: spools }))
    expect([file.hoopWidthMm, file.hoopHeightMm]).toEqual([200, 300])
    expect(file.translation.x).toBeCloseTo(350 + 1000 - file.width / 2)
    expect(file.translation.y).toBeCloseTo(100 + 1500 + file.height / 2)
    expect(file.threadCodes).toEqual(spools.map((s) => s.code))
    expect(file.threadDescriptions).toEqual(spools.map((s) => s.name))
    expect(file.threadBrands.every((b) => b === 'Brother')).toBe(true)
  })

  it('JEF writes the hoop code of a Janome hoop', () => {
    const file = readJef(writeJef(pattern, { hoop: { widthMm: 200, heightMm: 200, jefCode: 4 } }))
    expect(file.hoopCode).toBe(4)
  })
})
