import type { StitchPreview } from './stitch-preview.ts'

/** A stand-in preview for tests: one transparent pixel and the given stitch count. */
export function fakePreview(stitchCount: number): StitchPreview {
  return {
    image: { width: 1, height: 1, data: new Uint8ClampedArray(4) },
    stitchCount,
    colorCount: 1,
    trimCount: 0,
    widthMm: 16,
    heightMm: 16,
    format: 'pes',
    hoop: { id: 'brother-100x100', name: 'Brother 10×10 cm (4×4")', widthMm: 100, heightMm: 100 },
    hoopError: null,
    estimatedMinutes: 1,
    methods: {
      'satin-blocks': { stitchCount, estimatedMinutes: 1 },
      tatami: { stitchCount: Math.round(stitchCount * 0.6), estimatedMinutes: 1 },
    },
    threads: [],
  }
}
