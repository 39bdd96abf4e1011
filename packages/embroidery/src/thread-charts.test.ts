import { describe, expect, it } from 'vitest'
import { matchThreads, THREAD_CHARTS, threadChartById } from './thread-charts.ts'
import { threadFromHex } from './threads.ts'

describe('thread charts', () => {
  it.each(THREAD_CHARTS.map((c) => [c.name, c] as const))(
    '%s: unique catalogue numbers, names and #rrggbb colours',
    (_, chart) => {
      expect(chart.threads.length).toBeGreaterThan(50)
      expect(new Set(chart.threads.map((t) => t.code)).size).toBe(chart.threads.length)
      for (const t of chart.threads) {
        expect(t.code).toMatch(/^\d{3,4}$/)
        expect(t.name.length).toBeGreaterThan(1)
        expect(t.hex).toMatch(/^#[0-9a-f]{6}$/)
      }
    },
  )

  it('maps each colour to its nearest spool with the difference', () => {
    const design = ['#000000', '#ffffff', '#111111'].map(threadFromHex)
    const brother = matchThreads(design, threadChartById('brother')!)
    expect(brother.map((m) => `${m.code} ${m.name}`)).toEqual(['900 Black', '001 White', '900 Black'])
    expect(brother[0]!.deltaE).toBe(0)
    expect(brother[2]!.deltaE).toBeGreaterThan(0)
    const isacord = matchThreads(design, threadChartById('isacord')!)
    expect(isacord[0]).toMatchObject({ code: '0020', name: 'Black', brand: 'Isacord', deltaE: 0 })
    const ra = matchThreads(design, threadChartById('robison-anton')!)
    expect(ra[0]).toMatchObject({ code: '5596', name: 'Black', brand: 'Robison-Anton' })
  })
})
