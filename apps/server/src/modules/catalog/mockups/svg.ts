import type { Tones } from './tones.ts'

/** The drawing primitives every scene uses: paths, strokes and top-stitching. */

export const path = (d: string, attrs: string) => `<path d="${d}" ${attrs}/>`

export const strokeAttrs = (color: string, width: number, extra = '') =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" ${
    extra.includes('stroke-linecap') ? '' : 'stroke-linecap="round"'
  } ${extra}`

export const stitchAttrs = (t: Tones, width = 2.2, dash = '7 6') =>
  strokeAttrs(t.stitch, width, `stroke-dasharray="${dash}" stroke-opacity="0.9"`)
