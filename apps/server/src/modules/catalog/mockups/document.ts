import { f } from './geometry.ts'
import { BLUR_NAMES, BLURS } from './shading.ts'
import type { Tones } from './tones.ts'

/** The SVG document around a scene: background, shared filters and the fabric grain. */

/** The fractal-noise filter behind the fabric grain: dark and light specks over a 256-unit tile. */
export function grainFilter(id: string): string {
  return `<filter id="${id}-grain" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="7" stitchTiles="stitch" result="n"/>
    <feColorMatrix in="n" type="matrix" result="d" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  -2.2 0 0 0 1.1"/>
    <feColorMatrix in="n" type="matrix" result="l" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 2.2 0 0 -1.1"/>
    <feMerge><feMergeNode in="d"/><feMergeNode in="l"/></feMerge>
  </filter>`
}

const GRAIN_TILE = 256

/** Shared defs: background, blur filters and the fabric texture. */
function commonDefs(id: string): string {
  const blurs = BLUR_NAMES.map((name) => {
    const { sigma, margin } = BLURS[name]
    return `<filter id="${id}-${name}" x="-${margin}%" y="-${margin}%" width="${100 + 2 * margin}%" height="${100 + 2 * margin}%">
    <feGaussianBlur stdDeviation="${sigma}"/>
  </filter>`
  })
  return `
  <radialGradient id="${id}-bg" cx="50%" cy="42%" r="75%">
    <stop offset="0" stop-color="#F7F6F3"/>
    <stop offset="1" stop-color="#E8E5DF"/>
  </radialGradient>
  ${blurs.join('\n  ')}
  ${grainFilter(id)}
  <pattern id="${id}-grain-tile" width="${GRAIN_TILE}" height="${GRAIN_TILE}" patternUnits="userSpaceOnUse">
    <rect width="${GRAIN_TILE}" height="${GRAIN_TILE}" filter="url(#${id}-grain)"/>
  </pattern>`
}

function background(id: string): string {
  return `<rect width="1000" height="1000" fill="url(#${id}-bg)"/>`
}

/** A faint woven/knit grain over the garment; both dark and light specks so it reads on any colour. */
export function grain(id: string, clipId: string, t: Tones, strength = 1): string {
  return `<g clip-path="url(#${clipId})"><rect width="1000" height="1000" fill="url(#${id}-grain-tile)" opacity="${f(
    (t.dark ? 0.16 : 0.13) * strength * 100,
  )}%"/></g>`
}

export interface Scene {
  defs?: string
  body: string
}

export function svgDocument(size: number, id: string, scene: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">
<defs>${commonDefs(id)}${scene.defs ?? ''}</defs>
${background(id)}
${scene.body}
</svg>`
}
