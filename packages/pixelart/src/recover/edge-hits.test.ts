import { describe, expect, it } from 'vitest'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { boundaryEnergy } from './irregular.ts'
import { addNoise, blank, blur, rng } from './testing/degrade.ts'

/** A 60×60 grey image of 6 px cells with one darker cell at column 5, row 5 (x and y 30–35), noisy. */
function oneCellOfDetail(): ReturnType<typeof blank> {
  const image = blank(60, 60)
  for (let y = 0; y < 60; y++) {
    for (let x = 0; x < 60; x++) {
      const o = (y * 60 + x) * 4
      const dark = x >= 30 && x < 36 && y >= 30 && y < 36
      image.data.set(dark ? [90, 60, 40, 255] : [200, 190, 170, 255], o)
    }
  }
  return addNoise(blur(image, 0.8), 6, rng(7))
}

describe('edge hits: on how many lines a boundary holds an edge', () => {
  it('count a boundary that only a few lines cross, and not the noise', () => {
    const hits = edgeProfiles(premultiply(oneCellOfDetail())).gradientX.hits as Float64Array
    // hits[i] is the boundary at x = i + 1: the cell's edges at 30 and 36 are crossed by six lines.
    const at = (x: number) => (hits[x - 2] as number) + (hits[x - 1] as number) + (hits[x] as number)
    expect(at(30)).toBeGreaterThanOrEqual(5)
    expect(at(36)).toBeGreaterThanOrEqual(5)
    // Noise makes a stray hit here and there, never a line-count like an edge's.
    let elsewhere = 0
    for (let x = 1; x < 60; x++)
      if (Math.abs(x - 30) > 1 && Math.abs(x - 36) > 1) elsewhere = Math.max(elsewhere, hits[x - 1] as number)
    expect(elsewhere).toBeLessThanOrEqual(1)
  })

  it('lift such a boundary above the noise in the energy the irregular fit places boundaries on', () => {
    const gradient = edgeProfiles(premultiply(oneCellOfDetail())).gradientX
    const withHits = boundaryEnergy(gradient, 60, 6)
    const without = boundaryEnergy({ values: gradient.values, first: gradient.first }, 60, 6)
    const contrast = (e: Float64Array) => {
      let floor = 0
      for (let x = 5; x < 25; x++) floor = Math.max(floor, e[x] as number)
      return Math.max(e[29] as number, e[30] as number, e[31] as number) / floor
    }
    expect(contrast(withHits)).toBeGreaterThan(1.5 * contrast(without))
  })
})
