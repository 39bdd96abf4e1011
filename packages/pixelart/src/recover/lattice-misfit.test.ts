import { describe, expect, it } from 'vitest'
import { premultiply } from './edge-profiles.ts'
import { lineNoise, subdivisionContrast } from './lattice-misfit.ts'
import { addNoise, blank, rng } from './testing/degrade.ts'

/** Columns in runs of `run` pixels, alternating dark and light, or (detail) split into two tones. */
function columns(width: number, height: number, run: number, detail: boolean) {
  const image = blank(width, height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = Math.floor(x / run) % 2 === 1
      const half = detail && x % run >= run / 2
      const v = light ? (half ? 150 : 220) : half ? 90 : 30
      image.data.set([v, v, v, 255], (y * width + x) * 4)
    }
  }
  return image
}

describe('subdivisionContrast with the noise taken off', () => {
  const fine = { scale: 6, phase: 0 }
  const coarse = { scale: 12, phase: 0 }

  it('finds no detail in halves of flat runs that differ by noise alone', () => {
    const image = premultiply(addNoise(columns(240, 40, 12, false), 6, rng(1)))
    const raw = subdivisionContrast(image, 'x', fine, coarse)
    const net = subdivisionContrast(image, 'x', fine, coarse, lineNoise(image, 'x'))
    expect(raw).toBeGreaterThan(0.02)
    expect(net).toBeLessThan(raw / 2)
  })

  it('still finds halves that differ', () => {
    const image = premultiply(addNoise(columns(240, 40, 12, true), 6, rng(2)))
    expect(subdivisionContrast(image, 'x', fine, coarse, lineNoise(image, 'x'))).toBeGreaterThan(0.3)
  })
})
