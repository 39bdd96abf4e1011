import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { exactUpscaleAxis, integerUpscaleAxis, integerUpscaleAxisAt } from './integer-upscale.ts'
import { recoverNativePixelArt } from './recover.ts'
import { blank, resizeNearest } from './testing/degrade.ts'

/** A 48×48 frame: one-pixel dark border, a light line inside it, a flat interior (a UI box). */
function frame(size: number): RGBAImage {
  const image = blank(size, size)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const ring = Math.min(x, y, size - 1 - x, size - 1 - y)
      const v = ring === 0 ? 30 : ring === 1 ? 220 : 120
      image.data.set([v, v, v, 255], (y * size + x) * 4)
    }
  }
  return image
}

describe('integerUpscaleAxis', () => {
  it('finds the whole cell size of an exact upscale', () => {
    const axis = integerUpscaleAxis(resizeNearest(frame(48), 96, 96), 'x')
    expect(axis?.scale).toBe(2)
    expect(axis?.count).toBe(48)
  })

  it('finds none when the changes fall on no common whole size', () => {
    expect(integerUpscaleAxis(frame(48), 'x')).toBeNull()
    // A non-integer upscale: runs of 2 and 3 pixels.
    expect(integerUpscaleAxis(resizeNearest(frame(20), 50, 50), 'y')).toBeNull()
  })
})

describe('integerUpscaleAxis on runs that share a divisor', () => {
  it('finds none when no run is one cell wide (a non-integer upscale whose runs are 10 and 12 px)', () => {
    // Columns alternate every 10 or 12 pixels: every change falls on a multiple of 2, but no run of 2.
    const widths = [10, 12, 10, 12, 10, 12, 10, 12, 10, 12]
    const image = blank(
      widths.reduce((a, b) => a + b),
      4,
    )
    let x = 0
    widths.forEach((w, k) => {
      for (let i = 0; i < w; i++, x++) {
        for (let y = 0; y < 4; y++) image.data.set([k % 2 ? 200 : 40, 90, 60, 255], (y * image.width + x) * 4)
      }
    })
    expect(integerUpscaleAxis(image, 'x')).toBeNull()
  })
})

describe('recoverNativePixelArt on clean integer upscales', () => {
  it('keeps every cell of a flat frame upscaled ×2 (a grid of 45 non-integer cells also redraws it)', () => {
    const result = recoverNativePixelArt(resizeNearest(frame(48), 96, 96))
    expect([result.image.width, result.image.height]).toEqual([48, 48])
  })
})

describe('integerUpscaleAxisAt', () => {
  /** A maze strip 43 cells wide and 5 tall: too few rows for the row axis to be judged on its own. */
  const strip = [
    'abaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'cdbbcbbbcbbbcbbbbbbbcbbbbbbbbbbbcbbbbbbbbbc',
    'cbaacbabcbaacaabaaabcaaaaaaaababcaaaaaaaabc',
    'cbbbbbcbbbbbbbbbcbbbbbbbbbbbbbcbbbbbbbbbbec',
    'caaaaacaaaaaaaaacaaaaaaaaaaaaacaaaaaaaaaabc',
  ]
  const colours: Record<string, number[]> = {
    a: [213, 161, 137, 255],
    b: [208, 200, 179, 255],
    c: [164, 124, 105, 255],
    d: [39, 111, 198, 255],
    e: [238, 192, 53, 255],
  }
  const native = blank(43, 5)
  strip.forEach((row, y) =>
    [...row].forEach((c, x) => native.data.set(colours[c] as number[], (y * 43 + x) * 4)),
  )

  it('gives a short axis the whole factor of the other axis when its changes fall on it', () => {
    const upscaled = resizeNearest(native, 43 * 3, 5 * 3)
    expect(integerUpscaleAxis(upscaled, 'y')).toBeNull() // 5 cells: too few to judge alone
    expect(integerUpscaleAxisAt(upscaled, 'y', 3)?.count).toBe(5)
    expect(integerUpscaleAxisAt(upscaled, 'y', 2)).toBeNull() // changes at 3, 6, 9, 12
    expect(integerUpscaleAxisAt(upscaled, 'x', 3)).toBeNull() // long enough to be judged alone
  })

  it('recovers the strip at ×3 (its rows were read as 7)', () => {
    const result = recoverNativePixelArt(resizeNearest(native, 43 * 3, 5 * 3))
    expect([result.image.width, result.image.height]).toEqual([43, 5])
  })
})

/** A tiny podium 9 × 11: a cap, a striped drum with a one-cell rim, shading down one side. */
function podium(): RGBAImage {
  const image = blank(9, 11)
  for (let y = 0; y < 11; y++) {
    for (let x = 0; x < 9; x++) {
      const colour =
        y === 0
          ? x === 4
            ? [150, 136, 128]
            : null
          : y === 1
            ? x === 0 || x === 8
              ? [150, 136, 128]
              : [220, 212, 176]
            : y === 10
              ? x === 4
                ? [136, 68, 176]
                : null
              : x === 0
                ? [136, 68, 176]
                : x < 4
                  ? [255, 246, 232]
                  : x === 8
                    ? [168, 168, 160]
                    : x >= 6 + (y % 2)
                      ? [96, 48, 112]
                      : [136, 68, 176]
      if (colour) image.data.set([...colour, 255], (y * 9 + x) * 4)
    }
  }
  return image
}

describe('exactUpscaleAxis: non-integer nearest upscales', () => {
  it('finds the lattice of a tiny sprite enlarged by a non-integer factor', () => {
    for (const [width, height] of [
      [23, 28],
      [30, 37],
      [26, 31],
    ] as const) {
      const image = resizeNearest(podium(), width, height)
      expect(exactUpscaleAxis(image, 'x')?.count).toBe(9)
      expect(exactUpscaleAxis(image, 'y')?.count).toBe(11)
    }
  })

  it('finds none on native art with a run one pixel wide, or on an axis with a single change', () => {
    expect(exactUpscaleAxis(podium(), 'x')).toBeNull()
    expect(exactUpscaleAxis(frame(48), 'y')).toBeNull()
    const half = blank(30, 30)
    for (let i = 0; i < 30 * 15; i++) half.data.set([200, 40, 40, 255], i * 4)
    expect(exactUpscaleAxis(half, 'y')).toBeNull()
  })

  it('lets the recovery read such a sprite at its own size where no grid is found', () => {
    // At 28 × 34 (×3.1) the grid search finds no grid in so few cells, and the image would stay native.
    const result = recoverNativePixelArt(resizeNearest(podium(), 28, 34))
    expect([result.image.width, result.image.height]).toEqual([9, 11])
    // Native art stays native.
    const native = recoverNativePixelArt(podium())
    expect([native.image.width, native.image.height]).toEqual([9, 11])
  })
})
