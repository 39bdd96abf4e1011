import { describe, expect, it } from 'vitest'
import { rgbToLab } from '@threadbit/pixelart'
import { deltaE2000 } from './color.ts'

describe('CIEDE2000', () => {
  // Test pairs from Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula", table 1.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  ])('%j vs %j = %d', (x, y, expected) => {
    const lab = ([L, a, b]: number[]) => [L!, a!, b!] as const
    expect(deltaE2000(lab(x), lab(y))).toBeCloseTo(expected, 4)
    expect(deltaE2000(lab(y), lab(x))).toBeCloseTo(expected, 4)
  })

  it('tells near-black from black better than from dark brown', () => {
    const nearBlack = rgbToLab(17, 17, 17)
    expect(deltaE2000(nearBlack, rgbToLab(0, 0, 0))).toBeLessThan(deltaE2000(nearBlack, rgbToLab(42, 19, 1)))
  })
})
