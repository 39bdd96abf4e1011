import type { StitchPreview } from './stitch-preview.ts'

/** A stand-in preview for tests: one transparent pixel and the given stitch count. */
export function fakePreview(stitchCount: number): StitchPreview {
  return {
    image: { width: 1, height: 1, data: new Uint8ClampedArray(4) },
    stitchCount,
    colorCount: 1,
    widthMm: 16,
    heightMm: 16,
    threads: [],
  }
}
