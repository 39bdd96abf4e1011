import { path } from './svg.ts'
import type { Tones } from './tones.ts'

/**
 * Light and shade: blurred shadows and highlights, drop shadows and gradient shading, tuned to show on black
 * and on white garments alike.
 */

/**
 * Gaussian blurs by name, in user units, with how far (in % of the blurred shape's bounding box) the filter
 * region reaches beyond the shape.
 */
export const BLURS = {
  shadow: { sigma: 14, margin: 20 },
  soft: { sigma: 18, margin: 30 },
  softer: { sigma: 7, margin: 30 },
  rib: { sigma: 1.2, margin: 5 },
} as const
export type BlurName = keyof typeof BLURS
export const BLUR_NAMES = Object.keys(BLURS) as BlurName[]

/**
 * `content` blurred by the named blur, at `opacity`. In the SVG this is a plain filtered group; `renderMockup`
 * swaps each such group for a pre-blurred bitmap (see `fastSvg`), so the group's shape must not depend on
 * anything outside it. The closing comment marks where the group ends.
 */
export function blurred(id: string, name: BlurName, opacity: number, content: string): string {
  return `<g filter="url(#${id}-${name})" opacity="${opacity}">${content}<!--/blur--></g>`
}

/** Soft shadow of the silhouette on the background, slightly below it. */
export function dropShadow(id: string, silhouette: string, dy = 12, opacity = 0.22): string {
  return blurred(
    id,
    'shadow',
    opacity,
    `<g transform="translate(0 ${dy})">${path(silhouette, 'fill="#2b2620"')}</g>`,
  )
}

/** Soft shadow shape (blurred, black) and highlight shape (blurred, white) helpers. */
export function shade(id: string, d: string, opacity: number, blur: 'soft' | 'softer' = 'soft'): string {
  return blurred(id, blur, opacity, path(d, 'fill="#000"'))
}
export function light(id: string, d: string, opacity: number, blur: 'soft' | 'softer' = 'soft'): string {
  return blurred(id, blur, opacity, path(d, 'fill="#fff"'))
}

/** Shadow/highlight strengths tuned so they show on black and on white garments alike. */
export function shadeLevels(t: Tones): { sh: number; hi: number } {
  return t.dark ? { sh: 0.45, hi: 0.1 } : { sh: 0.13, hi: 0.35 }
}

/**
 * Gradient stops written the way a CSS gradient reads: "offset colour opacity" for each stop, comma-separated,
 * e.g. `0 #fff 0.2, 0.5 #fff 0, 1 #000 0.4`. Printed indented to sit inside a scene's defs.
 */
function stopList(stops: string): string {
  return stops
    .split(', ')
    .map((stop) => {
      const [offset, color, opacity] = stop.split(' ')
      return `\n        <stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`
    })
    .join('')
}

/** Shading that runs across (`x`) or down (`y`) the whole drawing. */
export function linearShading(id: string, axis: 'x' | 'y', stops: string): string {
  const direction = axis === 'x' ? 'x1="0" x2="1" y1="0" y2="0"' : 'x1="0" x2="0" y1="0" y2="1"'
  return `<linearGradient id="${id}" ${direction}>${stopList(stops)}\n      </linearGradient>`
}

/** Shading around a centre (cx, cy, r in % of the shape's box): a dome, a lifted patch, a hood. */
export function radialShading(id: string, [cx, cy, r]: [number, number, number], stops: string): string {
  return `<radialGradient id="${id}" cx="${cx}%" cy="${cy}%" r="${r}%">${stopList(stops)}\n      </radialGradient>`
}

/** The darker flanks of a garment body (tee, fleece), `${id}-side`. */
export function sideShading(id: string, sh: number): string {
  return linearShading(
    `${id}-side`,
    'x',
    `0.2 #000 ${sh * 0.55}, 0.3 #000 0, 0.7 #000 0, 0.8 #000 ${sh * 0.55}`,
  )
}
