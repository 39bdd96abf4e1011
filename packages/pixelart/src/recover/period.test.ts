import { describe, expect, it } from 'vitest'
import { edgePeriod, MIN_SUPPORT } from './period.ts'
import { rng } from './testing/degrade.ts'

/** An edge profile with a peak of `height` at each edge; a fractional edge splits over two pixels. */
function profileOf(edges: number[], length: number, height = (_: number) => 1) {
  const values = new Float64Array(length - 1)
  edges.forEach((e, k) => {
    const i = Math.floor(e) - 1
    const f = e - Math.floor(e)
    if (i >= 0 && i < values.length) values[i] = (values[i] as number) + (1 - f) * height(k)
    if (i + 1 >= 0 && i + 1 < values.length) values[i + 1] = (values[i + 1] as number) + f * height(k)
  })
  return { values, first: 1 }
}

describe('edgePeriod', () => {
  it('finds a non-integer period to a fraction of a pixel', () => {
    const edges = Array.from({ length: 40 }, (_, k) => 3 + k * 7.3)
    const estimate = edgePeriod(profileOf(edges, 300), 300)
    expect(estimate?.period).toBeCloseTo(7.3, 1)
  })

  it('takes the fundamental, not a multiple, when edges of every other boundary are weaker', () => {
    const edges = Array.from({ length: 50 }, (_, k) => 2 + k * 6)
    const estimate = edgePeriod(
      profileOf(edges, 300, (k) => (k % 2 === 0 ? 1 : 0.6)),
      300,
    )
    expect(estimate?.period).toBeCloseTo(6, 0)
  })

  it('follows cells whose widths vary by ±12 %', () => {
    const random = rng(5)
    const edges = [0]
    while ((edges.at(-1) as number) < 900)
      edges.push((edges.at(-1) as number) + 30 * (0.88 + 0.24 * random()))
    const estimate = edgePeriod(profileOf(edges, 900), 900)
    expect(estimate?.period).toBeGreaterThan(27)
    expect(estimate?.period).toBeLessThan(33)
  })

  it('says how well the edges support another cell size', () => {
    const edges = Array.from({ length: 40 }, (_, k) => 4 + k * 8)
    const estimate = edgePeriod(profileOf(edges, 320), 320)
    expect(estimate?.support(8)).toBeGreaterThanOrEqual(MIN_SUPPORT)
    expect(estimate?.support(11.5)).toBeLessThan(MIN_SUPPORT)
    expect(estimate?.support(2.5)).toBeLessThan(MIN_SUPPORT)
  })

  it('finds no period in edges placed at random or in no edges at all', () => {
    const random = rng(9)
    const edges = Array.from({ length: 30 }, () => 1 + random() * 298)
    expect(edgePeriod(profileOf(edges, 300), 300)?.strength ?? 0).toBeLessThan(0.5)
    expect(edgePeriod(profileOf([], 300), 300)).toBeNull()
  })
})
