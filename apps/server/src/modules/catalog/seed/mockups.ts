/**
 * Garment mockups for the seed catalogue, drawn as flat-illustration SVG and tinted per colour.
 *
 * Every drawing is a 1000 × 1000 user-unit scene (scaled to the product's `img_width`), at the same
 * scale as the product's `px_per_mm`, so its placement regions sit on the right part of the garment.
 * Shading uses both black shadows and white highlights at low opacity, and line colours are derived
 * from the garment colour (darker on light garments, lighter on dark ones), so black and white
 * garments both keep their form and details.
 */
import sharp from 'sharp'
import { hexToRgb } from '@threadbit/pixelart'
import { findSeedProduct } from './catalog-data.ts'

// ---------------------------------------------------------------------------------------------
// Colour helpers

type Rgb = [number, number, number]

function parseHex(hex: string): Rgb {
  const rgb = hexToRgb(hex)
  if (!rgb) throw new Error(`Expected a #RRGGBB colour, got '${hex}'`)
  return rgb
}

function toHex([r, g, b]: Rgb): string {
  const h = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${h(r)}${h(g)}${h(b)}`
}

/** Linear mix of two colours, `t` = 0 gives `a`, 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a)
  const y = parseHex(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

/** CIE L* (0–100) of an sRGB colour. */
function lightness(hex: string): number {
  const lin = (c: number) => {
    const v = c / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = parseHex(hex)
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y
}

interface Tones {
  base: string
  dark: boolean
  /** Silhouette outline, always darker than the garment so it reads on the light background. */
  edge: string
  /** Construction seams inside the silhouette. */
  seam: string
  /** Top-stitching (dashed). */
  stitch: string
  /** The inside of the garment (inside the neck, hood lining, under the brim). */
  inner: string
  /** Rib-knit trims, a touch off the base. */
  rib: string
  /** Rib lines within trims. */
  ribLine: string
}

function tones(base: string): Tones {
  const l = lightness(base)
  const dark = l < 50
  const veryDark = l < 22
  return {
    base,
    dark,
    edge: dark ? mix(base, '#000000', 0.38) : mix(base, '#000000', l > 85 ? 0.4 : 0.42),
    seam: dark ? mix(base, '#ffffff', veryDark ? 0.13 : 0.16) : mix(base, '#000000', 0.17),
    stitch: dark ? mix(base, '#ffffff', veryDark ? 0.22 : 0.27) : mix(base, '#000000', 0.27),
    inner: dark ? mix(base, '#000000', 0.42) : mix(base, '#000000', 0.22),
    rib: dark ? mix(base, '#ffffff', 0.035) : mix(base, '#000000', 0.035),
    ribLine: dark ? mix(base, '#ffffff', 0.09) : mix(base, '#000000', 0.1),
  }
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers

type Pt = [number, number]

const f = (n: number) => (Math.round(n * 10) / 10).toString()

/** Mirrors every "x,y" pair of an absolute path across the vertical centre line. */
function mirror(d: string): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${f(1000 - Number(x))},${y}`,
  )
}

function cubicAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t
  const a = u * u * u
  const b = 3 * u * u * t
  const c = 3 * u * t * t
  const d = t * t * t
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]
}

/**
 * Short rib lines across a band whose two edges are cubic curves: line k joins the point at
 * parameter t on the first edge to the point at t on the second.
 */
function ribLinesBetween(
  a: [Pt, Pt, Pt, Pt],
  b: [Pt, Pt, Pt, Pt],
  count: number,
  t0 = 0.02,
  t1 = 0.98,
): string {
  let d = ''
  for (let i = 0; i <= count; i++) {
    const t = t0 + ((t1 - t0) * i) / count
    const p = cubicAt(...a, t)
    const q = cubicAt(...b, t)
    d += `M${f(p[0])},${f(p[1])}L${f(q[0])},${f(q[1])}`
  }
  return d
}

/** Line from p to q moved `by` units along its left-hand normal and trimmed at both ends. */
function offsetLine(p: Pt, q: Pt, by: number, trim = 0): string {
  const dx = q[0] - p[0]
  const dy = q[1] - p[1]
  const len = Math.hypot(dx, dy)
  const nx = (-dy / len) * by
  const ny = (dx / len) * by
  const tx = (dx / len) * trim
  const ty = (dy / len) * trim
  return `M${f(p[0] + nx + tx)},${f(p[1] + ny + ty)}L${f(q[0] + nx - tx)},${f(q[1] + ny - ty)}`
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks

const path = (d: string, attrs: string) => `<path d="${d}" ${attrs}/>`

const strokeAttrs = (color: string, width: number, extra = '') =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" ${
    extra.includes('stroke-linecap') ? '' : 'stroke-linecap="round"'
  } ${extra}`

const stitchAttrs = (t: Tones, width = 2.2, dash = '7 6') =>
  strokeAttrs(t.stitch, width, `stroke-dasharray="${dash}" stroke-opacity="0.9"`)

/**
 * Gaussian blurs by name, in user units, with how far (in % of the blurred shape's bounding box) the filter
 * region reaches beyond the shape.
 */
const BLURS = {
  shadow: { sigma: 14, margin: 20 },
  soft: { sigma: 18, margin: 30 },
  softer: { sigma: 7, margin: 30 },
  rib: { sigma: 1.2, margin: 5 },
} as const
type BlurName = keyof typeof BLURS
const BLUR_NAMES = Object.keys(BLURS) as BlurName[]

/** The fractal-noise filter behind the fabric grain: dark and light specks over a 256-unit tile. */
function grainFilter(id: string): string {
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

/**
 * `content` blurred by the named blur, at `opacity`. In the SVG this is a plain filtered group; `renderMockup`
 * swaps each such group for a pre-blurred bitmap (see `fastSvg`), so the group's shape must not depend on
 * anything outside it. The closing comment marks where the group ends.
 */
function blurred(id: string, name: BlurName, opacity: number, content: string): string {
  return `<g filter="url(#${id}-${name})" opacity="${opacity}">${content}<!--/blur--></g>`
}

function background(id: string): string {
  return `<rect width="1000" height="1000" fill="url(#${id}-bg)"/>`
}

/** Soft shadow of the silhouette on the background, slightly below it. */
function dropShadow(id: string, silhouette: string, dy = 12, opacity = 0.22): string {
  return blurred(
    id,
    'shadow',
    opacity,
    `<g transform="translate(0 ${dy})">${path(silhouette, 'fill="#2b2620"')}</g>`,
  )
}

/** A faint woven/knit grain over the garment; both dark and light specks so it reads on any colour. */
function grain(id: string, clipId: string, t: Tones, strength = 1): string {
  return `<g clip-path="url(#${clipId})"><rect width="1000" height="1000" fill="url(#${id}-grain-tile)" opacity="${f(
    (t.dark ? 0.16 : 0.13) * strength * 100,
  )}%"/></g>`
}

/** Soft shadow shape (blurred, black) and highlight shape (blurred, white) helpers. */
function shade(id: string, d: string, opacity: number, blur: 'soft' | 'softer' = 'soft'): string {
  return blurred(id, blur, opacity, path(d, 'fill="#000"'))
}
function light(id: string, d: string, opacity: number, blur: 'soft' | 'softer' = 'soft'): string {
  return blurred(id, blur, opacity, path(d, 'fill="#fff"'))
}

/** Shadow/highlight strengths tuned so they show on black and on white garments alike. */
function shadeLevels(t: Tones): { sh: number; hi: number } {
  return t.dark ? { sh: 0.45, hi: 0.1 } : { sh: 0.13, hi: 0.35 }
}

interface Scene {
  defs?: string
  body: string
}

function svgDocument(size: number, id: string, scene: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">
<defs>${commonDefs(id)}${scene.defs ?? ''}</defs>
${background(id)}
${scene.body}
</svg>`
}

// ---------------------------------------------------------------------------------------------
// T-shirt (1 px per mm, size L)

function teeScene(t: Tones, id: string): Scene {
  const { sh, hi } = shadeLevels(t)
  const leftSleeve = 'M236,166 L66,290 L168,432 L224,378 C238,300 244,230 236,166 Z'
  const silhouette =
    'M410,126 C370,140 300,152 236,166 L66,290 L168,432 L224,378 C228,520 224,700 228,858 ' +
    'Q500,876 772,858 C776,700 772,520 776,378 L832,432 L934,290 L764,166 C700,152 630,140 590,126 ' +
    'Q500,158 410,126 Z'
  const frontNeck: [Pt, Pt, Pt, Pt] = [
    [410, 126],
    [416, 214],
    [584, 214],
    [590, 126],
  ]
  const collarOuter: [Pt, Pt, Pt, Pt] = [
    [389, 131],
    [394, 240],
    [606, 240],
    [611, 131],
  ]
  const collar = `M410,126 C416,214 584,214 590,126 L611,131 C606,240 394,240 389,131 Z`
  const clip = `${id}-clip`
  return {
    defs: `<clipPath id="${clip}">${path(silhouette, '')}</clipPath>
      <linearGradient id="${id}-side" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0.2" stop-color="#000" stop-opacity="${sh * 0.55}"/>
        <stop offset="0.3" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.7" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.8" stop-color="#000" stop-opacity="${sh * 0.55}"/>
      </linearGradient>
      <linearGradient id="${id}-vert" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0.1" stop-color="#fff" stop-opacity="${hi * 0.5}"/>
        <stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
        <stop offset="0.75" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.9" stop-color="#000" stop-opacity="${sh * 0.35}"/>
      </linearGradient>`,
    body: `
    ${dropShadow(id, silhouette)}
    ${path(silhouette, `fill="${t.base}"`)}
    <g clip-path="url(#${clip})">
      <rect width="1000" height="1000" fill="url(#${id}-side)"/>
      <rect width="1000" height="1000" fill="url(#${id}-vert)"/>
      ${path(leftSleeve, `fill="#000" opacity="${sh * 0.3}"`)}
      ${path(mirror(leftSleeve), `fill="#000" opacity="${sh * 0.3}"`)}
      ${shade(id, 'M226,372 C260,420 300,470 330,540 C300,500 262,460 226,430 Z', sh * 1.1)}
      ${shade(id, mirror('M226,372 C260,420 300,470 330,540 C300,500 262,460 226,430 Z'), sh * 1.1)}
      ${shade(id, 'M300,700 C360,740 420,800 440,860 L400,860 C380,810 340,760 300,700 Z', sh * 0.7)}
      ${shade(id, 'M690,640 C650,700 620,780 610,860 L640,860 C650,790 670,710 690,640 Z', sh * 0.6)}
      ${light(id, 'M300,240 C380,220 600,220 700,240 C640,300 360,300 300,240 Z', hi * 0.35)}
      ${light(id, 'M120,300 L210,230 L230,260 L140,330 Z', hi * 0.5, 'softer')}
    </g>
    ${grain(id, clip, t)}
    <g clip-path="url(#${clip})">
    <!-- inside of the back neck -->
    ${path('M410,126 Q500,158 590,126 C584,214 416,214 410,126 Z', `fill="${t.inner}"`)}
    ${path('M414,130 Q500,160 586,130', strokeAttrs(mix(t.inner, t.base, 0.45), 12))}
    ${path('M488,150 L512,150 L511,168 L489,168 Z', `fill="${mix('#efece6', t.base, 0.08)}" stroke="${mix(t.inner, '#000000', 0.2)}" stroke-width="1.2" opacity="0.95"`)}
    <!-- collar rib -->
    ${path(collar, `fill="${t.rib}"`)}
    ${path(ribLinesBetween(frontNeck, collarOuter, 46), strokeAttrs(t.ribLine, 1.6, 'stroke-linecap="butt"'))}
    ${path('M396,132 C401,232 599,232 604,132', stitchAttrs(t, 2, '6 5'))}
    ${path('M410,126 C416,214 584,214 590,126', strokeAttrs(t.seam, 2.4))}
    ${path('M389,131 C394,240 606,240 611,131', strokeAttrs(t.seam, 2.2))}
    </g>
    <!-- set-in sleeve seams, sleeve and body hems -->
    ${path('M236,166 C244,230 238,300 224,378', strokeAttrs(t.seam, 2.6))}
    ${path(mirror('M236,166 C244,230 238,300 224,378'), strokeAttrs(t.seam, 2.6))}
    ${path(offsetLine([66, 290], [168, 432], -18, 10), stitchAttrs(t))}
    ${path(mirror(offsetLine([66, 290], [168, 432], -18, 10)), stitchAttrs(t))}
    ${path(offsetLine([66, 290], [168, 432], -25, 10), stitchAttrs(t))}
    ${path(mirror(offsetLine([66, 290], [168, 432], -25, 10)), stitchAttrs(t))}
    ${path('M236,838 Q500,856 764,838', stitchAttrs(t))}
    ${path('M236,846 Q500,864 764,846', stitchAttrs(t))}
    ${path(silhouette, strokeAttrs(t.edge, 3))}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Long-sleeve fleece body shared by the sweatshirt and the hoodie (1 px per mm, size L)

function fleeceBody(
  t: Tones,
  id: string,
  clip: string,
): { silhouette: string; shadow: string; under: string; over: string; defs: string } {
  const { sh, hi } = shadeLevels(t)
  const silhouette =
    'M408,142 C370,152 290,166 212,188 C150,330 96,560 62,738 L70,822 L172,828 L170,748 ' +
    'C180,620 192,500 204,404 C206,540 206,680 208,792 L214,862 Q500,872 786,862 L792,792 ' +
    'C794,680 794,540 796,404 C808,500 820,620 830,748 L828,828 L930,822 L938,738 ' +
    'C904,560 850,330 788,188 C710,166 630,152 592,142 Q500,172 408,142 Z'
  const sleeve =
    'M212,188 C150,330 96,560 62,738 L170,748 C180,620 192,500 204,404 C226,320 228,250 212,188 Z'
  const cuff = 'M62,738 L170,748 L172,828 L70,822 Z'
  const waistband = 'M208,792 Q500,802 792,792 L786,862 Q500,872 214,862 Z'
  const cuffTop: [Pt, Pt, Pt, Pt] = [
    [62, 738],
    [98, 741],
    [134, 745],
    [170, 748],
  ]
  const cuffBottom: [Pt, Pt, Pt, Pt] = [
    [70, 822],
    [104, 824],
    [138, 826],
    [172, 828],
  ]
  const waistTop: [Pt, Pt, Pt, Pt] = [
    [208, 792],
    [400, 800],
    [600, 800],
    [792, 792],
  ]
  const waistBottom: [Pt, Pt, Pt, Pt] = [
    [214, 862],
    [405, 870],
    [595, 870],
    [786, 862],
  ]
  const shadow = dropShadow(id, silhouette)
  const under = `
    ${path(silhouette, `fill="${t.base}"`)}
    <g clip-path="url(#${clip})">
      <rect width="1000" height="1000" fill="url(#${id}-side)"/>
      <rect width="1000" height="1000" fill="url(#${id}-vert)"/>
      ${path(sleeve, `fill="#000" opacity="${sh * 0.28}"`)}
      ${path(mirror(sleeve), `fill="#000" opacity="${sh * 0.28}"`)}
      ${shade(id, 'M206,404 C240,450 270,500 300,580 C270,540 240,500 206,470 Z', sh)}
      ${shade(id, mirror('M206,404 C240,450 270,500 300,580 C270,540 240,500 206,470 Z'), sh)}
      ${shade(id, 'M150,420 C130,520 110,620 100,720 L124,722 C134,620 150,520 166,430 Z', sh * 0.45)}
      ${shade(id, mirror('M150,420 C130,520 110,620 100,720 L124,722 C134,620 150,520 166,430 Z'), sh * 0.45)}
      ${light(id, 'M186,260 C170,340 150,430 132,520 L150,520 C166,430 186,340 200,262 Z', hi * (t.dark ? 0.8 : 0.35), 'softer')}
      ${light(id, mirror('M186,260 C170,340 150,430 132,520 L150,520 C166,430 186,340 200,262 Z'), hi * (t.dark ? 0.6 : 0.25), 'softer')}
      ${path(cuff, `fill="${t.rib}"`)}
      ${path(mirror(cuff), `fill="${t.rib}"`)}
      ${path(waistband, `fill="${t.rib}"`)}
      ${shade(id, 'M300,700 C350,730 400,770 420,790 L380,790 C360,770 330,735 300,700 Z', sh * 0.6, 'softer')}
      ${shade(id, mirror('M300,700 C350,730 400,770 420,790 L380,790 C360,770 330,735 300,700 Z'), sh * 0.5, 'softer')}
    </g>
    ${grain(id, clip, t, 0.9)}`
  const over = `
    ${path(ribLinesBetween(cuffTop, cuffBottom, 14), strokeAttrs(t.ribLine, 1.8))}
    ${path(mirror(ribLinesBetween(cuffTop, cuffBottom, 14)), strokeAttrs(t.ribLine, 1.8))}
    ${path(ribLinesBetween(waistTop, waistBottom, 74), strokeAttrs(t.ribLine, 1.8))}
    ${path('M212,188 C228,250 226,320 204,404', strokeAttrs(t.seam, 2.6))}
    ${path(mirror('M212,188 C228,250 226,320 204,404'), strokeAttrs(t.seam, 2.6))}
    ${path('M62,738 L170,748', strokeAttrs(t.seam, 2.6))}
    ${path(mirror('M62,738 L170,748'), strokeAttrs(t.seam, 2.6))}
    ${path(offsetLine([62, 738], [170, 748], -7, 6), stitchAttrs(t, 2, '6 5'))}
    ${path(mirror(offsetLine([62, 738], [170, 748], -7, 6)), stitchAttrs(t, 2, '6 5'))}
    ${path('M208,792 Q500,802 792,792', strokeAttrs(t.seam, 2.6))}
    ${path('M210,784 Q500,794 790,784', stitchAttrs(t, 2, '6 5'))}
    ${path(silhouette, strokeAttrs(t.edge, 3))}`
  const defs = `<clipPath id="${clip}">${path(silhouette, '')}</clipPath>
      <linearGradient id="${id}-side" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0.2" stop-color="#000" stop-opacity="${sh * 0.55}"/>
        <stop offset="0.3" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.7" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.8" stop-color="#000" stop-opacity="${sh * 0.55}"/>
      </linearGradient>
      <linearGradient id="${id}-vert" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0.15" stop-color="#fff" stop-opacity="${hi * 0.45}"/>
        <stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
        <stop offset="0.7" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.86" stop-color="#000" stop-opacity="${sh * 0.35}"/>
      </linearGradient>`
  return { silhouette, shadow, under, over, defs }
}

function sweatshirtScene(t: Tones, id: string): Scene {
  const clip = `${id}-clip`
  const body = fleeceBody(t, id, clip)
  const neck: [Pt, Pt, Pt, Pt] = [
    [408, 142],
    [414, 222],
    [586, 222],
    [592, 142],
  ]
  const collarOuter: [Pt, Pt, Pt, Pt] = [
    [381, 148],
    [388, 254],
    [612, 254],
    [619, 148],
  ]
  return {
    defs: body.defs,
    body: `
    ${body.shadow}
    ${body.under}
    <g clip-path="url(#${clip})">
    ${path('M408,142 Q500,172 592,142 C586,222 414,222 408,142 Z', `fill="${t.inner}"`)}
    ${path('M412,147 Q500,175 588,147', strokeAttrs(mix(t.inner, t.base, 0.45), 14))}
    ${path('M488,164 L512,164 L511,182 L489,182 Z', `fill="${mix('#efece6', t.base, 0.08)}" stroke="${mix(t.inner, '#000000', 0.2)}" stroke-width="1.2"`)}
    ${path('M408,142 C414,222 586,222 592,142 L619,148 C612,254 388,254 381,148 Z', `fill="${t.rib}"`)}
    ${path(ribLinesBetween(neck, collarOuter, 52), strokeAttrs(t.ribLine, 1.7, 'stroke-linecap="butt"'))}
    ${path('M408,142 C414,222 586,222 592,142', strokeAttrs(t.seam, 2.4))}
    ${path('M381,148 C388,254 612,254 619,148', strokeAttrs(t.seam, 2.4))}
    ${path('M373,150 C381,264 619,264 627,150', stitchAttrs(t, 2, '6 5'))}
    </g>
    ${body.over}`,
  }
}

function hoodieScene(t: Tones, id: string): Scene {
  const { sh, hi } = shadeLevels(t)
  const clip = `${id}-clip`
  const body = fleeceBody(t, id, clip)
  const hoodBack = 'M334,204 C312,120 360,34 500,26 C640,34 688,120 666,204 Z'
  const opening =
    'M416,186 C404,112 438,70 500,66 C562,70 596,112 584,186 C576,240 540,284 500,306 C460,284 424,240 416,186 Z'
  const rim =
    'M500,306 C460,284 424,240 416,186 C404,112 438,70 500,66 C562,70 596,112 584,186 C576,240 540,284 500,306'
  const pocket =
    'M338,566 L662,566 C690,610 712,680 718,724 L722,792 L278,792 L282,724 C288,680 310,610 338,566 Z'
  const cord = (x: number, sway: number) => `M${x},272 C${x + sway},330 ${x - sway},380 ${x + sway * 0.5},432`
  const cordColor = t.dark ? mix(t.base, '#ffffff', 0.18) : mix(t.base, '#000000', 0.08)
  const aglet = t.dark ? '#8d8f94' : '#5f6166'
  return {
    defs: `${body.defs}
      <clipPath id="${id}-hclip">${path(hoodBack, '')}</clipPath>
      <radialGradient id="${id}-hoodback" cx="45%" cy="25%" r="70%">
        <stop offset="0" stop-color="#fff" stop-opacity="${hi * 0.5}"/>
        <stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.4}"/>
      </radialGradient>
      <radialGradient id="${id}-lining" cx="50%" cy="30%" r="70%">
        <stop offset="0" stop-color="#000" stop-opacity="${t.dark ? 0.35 : 0.2}"/>
        <stop offset="1" stop-color="#000" stop-opacity="${t.dark ? 0.1 : 0.04}"/>
      </radialGradient>`,
    body: `
    ${dropShadow(id, hoodBack)}
    ${body.shadow}
    ${path(hoodBack, `fill="${mix(t.base, '#000000', t.dark ? 0.2 : 0.08)}"`)}
    ${path(hoodBack, `fill="url(#${id}-hoodback)"`)}
    ${grain(id, `${id}-hclip`, t, 0.9)}
    ${path(hoodBack, strokeAttrs(t.edge, 3))}
    ${body.under}
    ${body.over}
    <!-- hood: lining, rim, eyelets and drawcords -->
    ${path(opening, `fill="${t.inner}"`)}
    ${path(opening, 'fill="url(#' + id + '-lining)"')}
    ${blurred(id, 'softer', sh * 0.8, path('M436,300 C470,290 530,290 564,300 L540,318 L460,318 Z', 'fill="#000"'))}
    ${path(rim, strokeAttrs(t.base, 26))}
    ${path(rim, strokeAttrs('#000', 26, `stroke-opacity="${sh * 0.25}"`))}
    ${path('M500,318 C452,292 414,246 404,188 C392,104 432,56 500,52 C568,56 608,104 596,188 C586,246 548,292 500,318', strokeAttrs(t.seam, 2.4))}
    ${path('M500,296 C466,278 434,238 428,188 C418,122 446,84 500,80 C554,84 582,122 572,188 C566,238 534,278 500,296', strokeAttrs(t.seam, 2))}
    ${path('M500,308 C458,286 420,242 411,187 C400,110 436,62 500,58 C564,62 600,110 589,187 C580,242 542,286 500,308', stitchAttrs(t, 2, '6 5'))}
    <circle cx="456" cy="266" r="8" fill="${aglet}" stroke="${mix(aglet, '#000000', 0.35)}" stroke-width="2"/>
    <circle cx="544" cy="266" r="8" fill="${aglet}" stroke="${mix(aglet, '#000000', 0.35)}" stroke-width="2"/>
    <circle cx="456" cy="266" r="3.5" fill="${t.inner}"/>
    <circle cx="544" cy="266" r="3.5" fill="${t.inner}"/>
    ${blurred(id, 'softer', 1, path(cord(456, 8), strokeAttrs('#000', 12, `stroke-opacity="${sh * 0.5}" transform="translate(4 6)"`)))}
    ${blurred(id, 'softer', 1, path(cord(544, -8), strokeAttrs('#000', 12, `stroke-opacity="${sh * 0.5}" transform="translate(4 6)"`)))}
    ${path(cord(456, 8), strokeAttrs(mix(cordColor, '#000000', 0.3), 11))}
    ${path(cord(544, -8), strokeAttrs(mix(cordColor, '#000000', 0.3), 11))}
    ${path(cord(456, 8), strokeAttrs(cordColor, 7.5))}
    ${path(cord(544, -8), strokeAttrs(cordColor, 7.5))}
    <rect x="453" y="426" width="12" height="30" rx="4" fill="${aglet}" stroke="${mix(aglet, '#000000', 0.35)}" stroke-width="1.5"/>
    <rect x="531" y="426" width="12" height="30" rx="4" fill="${aglet}" stroke="${mix(aglet, '#000000', 0.35)}" stroke-width="1.5"/>
    <!-- kangaroo pocket -->
    ${blurred(id, 'softer', sh * 0.45, path(pocket, 'fill="#000" transform="translate(0 5)"'))}
    ${path(pocket, `fill="${t.base}"`)}
    ${path(pocket, `fill="#fff" opacity="${hi * 0.18}"`)}
    ${blurred(id, 'softer', 1, path('M338,566 C310,610 288,680 282,724', strokeAttrs('#000', 10, `stroke-opacity="${sh * 0.9}" transform="translate(-6 2)"`)))}
    ${blurred(id, 'softer', 1, path(mirror('M338,566 C310,610 288,680 282,724'), strokeAttrs('#000', 10, `stroke-opacity="${sh * 0.9}" transform="translate(6 2)"`)))}
    ${path(pocket, strokeAttrs(t.seam, 2.6))}
    ${path('M346,578 L654,578', stitchAttrs(t, 2, '6 5'))}
    ${path('M350,570 C322,614 302,682 296,726 L294,784', stitchAttrs(t, 2, '6 5'))}
    ${path(mirror('M350,570 C322,614 302,682 296,726 L294,784'), stitchAttrs(t, 2, '6 5'))}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Dad cap (3.2 px per mm), front view

function capScene(t: Tones, id: string): Scene {
  const { sh, hi } = shadeLevels(t)
  const crown = 'M192,628 C186,400 300,232 500,226 C700,232 814,400 808,628 Q500,606 192,628 Z'
  const visor = 'M150,650 C240,604 760,604 850,650 C830,740 680,792 500,794 C320,792 170,740 150,650 Z'
  const silhouette = `${crown} ${visor}`
  const clip = `${id}-clip`
  const visorTone = t.dark ? mix(t.base, '#ffffff', 0.03) : mix(t.base, '#000000', 0.03)
  return {
    defs: `<clipPath id="${clip}">${path(crown, '')}</clipPath>
      <clipPath id="${id}-vclip">${path(visor, '')}</clipPath>
      <radialGradient id="${id}-dome" cx="42%" cy="28%" r="78%">
        <stop offset="0" stop-color="#fff" stop-opacity="${hi * 0.75}"/>
        <stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
        <stop offset="0.75" stop-color="#000" stop-opacity="${sh * 0.25}"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.85}"/>
      </radialGradient>
      <linearGradient id="${id}-visor" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="${hi * 0.55}"/>
        <stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.6}"/>
      </linearGradient>`,
    body: `
    ${dropShadow(id, silhouette, 16, 0.24)}
    ${path(crown, `fill="${t.base}"`)}
    <g clip-path="url(#${clip})">
      <rect width="1000" height="1000" fill="url(#${id}-dome)"/>
      ${path('M192,640 C200,430 250,300 330,250 C290,330 270,450 268,640 Z', `fill="#000" opacity="${sh * 0.45}"`)}
      ${path(mirror('M192,640 C200,430 250,300 330,250 C290,330 270,450 268,640 Z'), `fill="#000" opacity="${sh * 0.45}"`)}
      ${shade(id, 'M180,600 Q500,570 820,600 L820,660 Q500,640 180,660 Z', sh * 1.2, 'softer')}
    </g>
    ${grain(id, clip, t, 0.9)}
    <!-- panel seams with double top-stitching, eyelets and button -->
    ${path('M500,230 L500,618', strokeAttrs(t.seam, 2.6))}
    ${path('M491,236 L491,618', stitchAttrs(t, 2, '5 5'))}
    ${path('M509,236 L509,618', stitchAttrs(t, 2, '5 5'))}
    ${path('M496,232 C360,262 286,420 268,630', strokeAttrs(t.seam, 2.6))}
    ${path(mirror('M496,232 C360,262 286,420 268,630'), strokeAttrs(t.seam, 2.6))}
    ${path('M488,242 C356,276 286,430 276,628', stitchAttrs(t, 2, '5 5'))}
    ${path(mirror('M488,242 C356,276 286,430 276,628'), stitchAttrs(t, 2, '5 5'))}
    ${path('M485,234 C320,270 236,400 222,560', strokeAttrs(t.seam, 2.2, 'stroke-opacity="0.55"'))}
    ${path(mirror('M485,234 C320,270 236,400 222,560'), strokeAttrs(t.seam, 2.2, 'stroke-opacity="0.55"'))}
    <ellipse cx="312" cy="336" rx="9" ry="11" fill="${t.inner}" stroke="${t.stitch}" stroke-width="4"/>
    <ellipse cx="688" cy="336" rx="9" ry="11" fill="${t.inner}" stroke="${t.stitch}" stroke-width="4"/>
    <ellipse cx="500" cy="229" rx="30" ry="12" fill="${mix(t.base, '#000000', 0.12)}" stroke="${t.edge}" stroke-width="2.5"/>
    <ellipse cx="500" cy="225" rx="24" ry="7" fill="#fff" opacity="${hi * 0.6}"/>
    ${path(crown, strokeAttrs(t.edge, 3))}
    <!-- brim -->
    ${path(visor, `fill="${visorTone}"`)}
    <g clip-path="url(#${id}-vclip)">
      ${path(visor, `fill="url(#${id}-visor)"`)}
      ${shade(id, 'M160,640 C260,606 740,606 840,640 L840,660 C740,630 260,630 160,660 Z', sh * 0.9, 'softer')}
    </g>
    ${grain(id, `${id}-vclip`, t, 0.9)}
    ${[0, 1, 2, 3, 4]
      .map((i) => {
        const k = 18 + i * 14
        return path(
          `M${150 + k * 0.9},${650 + k * 0.06} C${176 + k * 0.3},${734 - k * 0.9} ${330},${790 - k} 500,${794 - k} C${670},${790 - k} ${824 - k * 0.3},${734 - k * 0.9} ${850 - k * 0.9},${650 + k * 0.06}`,
          stitchAttrs(t, 1.8, '5 4'),
        )
      })
      .join('\n    ')}
    ${path('M150,650 C170,740 320,792 500,794 C680,792 830,740 850,650 C836,752 680,806 500,808 C320,806 164,752 150,650 Z', `fill="${mix(t.base, '#000000', t.dark ? 0.4 : 0.3)}"`)}
    ${path('M160,646 C260,610 740,610 840,646', strokeAttrs(t.seam, 2.4))}
    ${path('M150,650 C170,740 320,792 500,794 C680,792 830,740 850,650 C836,752 680,806 500,808 C320,806 164,752 150,650 Z', strokeAttrs(t.edge, 3))}
    ${path(visor, strokeAttrs(t.edge, 3))}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Cuffed beanie (3 px per mm), front view

function beanieScene(t: Tones, id: string): Scene {
  const { sh, hi } = shadeLevels(t)
  const crown = 'M196,600 C190,330 300,150 500,144 C700,150 810,330 804,600 Z'
  const cuff = 'M166,578 Q500,548 834,578 L842,788 Q500,814 158,788 Z'
  const silhouette = `${crown} ${cuff}`
  const clip = `${id}-clip`
  const cclip = `${id}-cclip`
  // Crown ribs fan in towards the top of the crown.
  let ribs = ''
  for (let i = 0; i <= 52; i++) {
    const x = 158 + ((842 - 158) * i) / 52
    const dx = x - 500
    ribs += `M${f(x)},600 C${f(500 + dx * 0.98)},430 ${f(500 + dx * 0.8)},250 ${f(500 + dx * 0.3)},150`
  }
  let cuffRibs = ''
  for (let i = 0; i <= 52; i++) {
    const x = 158 + ((842 - 158) * i) / 52
    const xt = 166 + ((834 - 166) * i) / 52
    const yt = 578 - 30 * (1 - ((xt - 500) / 334) ** 2)
    const yb = 788 + 26 * (1 - ((x - 500) / 342) ** 2)
    cuffRibs += `M${f(xt)},${f(yt)}L${f(x)},${f(yb)}`
  }
  return {
    defs: `<clipPath id="${clip}">${path(crown, '')}</clipPath>
      <clipPath id="${cclip}">${path(cuff, '')}</clipPath>
      <radialGradient id="${id}-dome" cx="42%" cy="30%" r="75%">
        <stop offset="0" stop-color="#fff" stop-opacity="${hi * 0.7}"/>
        <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
        <stop offset="0.8" stop-color="#000" stop-opacity="${sh * 0.3}"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.8}"/>
      </radialGradient>
      <linearGradient id="${id}-cuff" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="#000" stop-opacity="${sh * 0.6}"/>
        <stop offset="0.18" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.4" stop-color="#fff" stop-opacity="${hi * 0.3}"/>
        <stop offset="0.82" stop-color="#000" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.6}"/>
      </linearGradient>
      <linearGradient id="${id}-cuffv" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="${hi * 0.5}"/>
        <stop offset="0.12" stop-color="#fff" stop-opacity="0"/>
        <stop offset="0.85" stop-color="#000" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.5}"/>
      </linearGradient>`,
    body: `
    ${dropShadow(id, silhouette, 16, 0.24)}
    ${path(crown, `fill="${t.base}"`)}
    <g clip-path="url(#${clip})">
      ${blurred(id, 'rib', 1, path(ribs, strokeAttrs('#000', 5, `stroke-opacity="${t.dark ? 0.28 : 0.06}" stroke-linecap="butt"`)))}
      ${blurred(id, 'rib', 1, path(ribs, strokeAttrs('#fff', 2.5, `stroke-opacity="${t.dark ? 0.05 : 0.16}" stroke-linecap="butt" transform="translate(5 0)"`)))}
      <rect width="1000" height="1000" fill="url(#${id}-dome)"/>
      ${shade(id, 'M180,540 Q500,510 820,540 L820,600 Q500,570 180,600 Z', sh * 1.3, 'softer')}
    </g>
    ${grain(id, clip, t, 0.8)}
    ${path(crown, strokeAttrs(t.edge, 3))}
    ${path(cuff, `fill="${t.base}"`)}
    <g clip-path="url(#${cclip})">
      ${blurred(id, 'rib', 1, path(cuffRibs, strokeAttrs('#000', 5, `stroke-opacity="${t.dark ? 0.28 : 0.06}" stroke-linecap="butt"`)))}
      ${blurred(id, 'rib', 1, path(cuffRibs, strokeAttrs('#fff', 2.5, `stroke-opacity="${t.dark ? 0.05 : 0.16}" stroke-linecap="butt" transform="translate(5 0)"`)))}
      <rect width="1000" height="1000" fill="url(#${id}-cuff)"/>
      <rect width="1000" height="1000" fill="url(#${id}-cuffv)"/>
    </g>
    ${grain(id, cclip, t, 0.8)}
    ${path('M166,578 Q500,548 834,578', strokeAttrs(t.dark ? mix(t.base, '#ffffff', 0.2) : '#fff', 3, `stroke-opacity="${t.dark ? 0.7 : 0.6}"`))}
    ${path(cuff, strokeAttrs(t.edge, 3))}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Canvas tote (1.5 px per mm)

function toteScene(t: Tones, id: string): Scene {
  const { sh, hi } = shadeLevels(t)
  const bag = 'M215,330 L785,330 L789,940 Q500,948 211,940 Z'
  const clip = `${id}-clip`
  const handleBack = 'M360,338 C352,150 410,82 500,82 C590,82 648,150 640,338'
  const handleFront = 'M340,360 C330,130 400,58 500,58 C600,58 670,130 660,360'
  const strapTone = t.dark ? mix(t.base, '#ffffff', 0.04) : mix(t.base, '#000000', 0.04)
  const boxX = (x: number) =>
    `M${x - 20},350 L${x + 20},350 L${x + 20},392 L${x - 20},392 Z M${x - 20},350 L${x + 20},392 M${x + 20},350 L${x - 20},392`
  return {
    defs: `<clipPath id="${clip}">${path(bag, '')}</clipPath>
      <linearGradient id="${id}-bagside" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="#000" stop-opacity="${sh * 0.5}"/>
        <stop offset="0.12" stop-color="#000" stop-opacity="0"/>
        <stop offset="0.88" stop-color="#000" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.5}"/>
      </linearGradient>
      <linearGradient id="${id}-bagv" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0.05" stop-color="#fff" stop-opacity="${hi * 0.35}"/>
        <stop offset="0.35" stop-color="#fff" stop-opacity="0"/>
        <stop offset="0.85" stop-color="#000" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.45}"/>
      </linearGradient>
      <pattern id="${id}-weave" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="3" fill="#000" opacity="0.5"/>
        <rect x="0" width="3" height="6" fill="#fff" opacity="0.5"/>
      </pattern>`,
    body: `
    ${blurred(
      id,
      'shadow',
      0.2,
      `<g transform="translate(0 10)">${path(bag, 'fill="#2b2620"')}${path(handleFront, strokeAttrs('#2b2620', 38, 'stroke-linecap="butt"'))}</g>`,
    )}
    <!-- back handle -->
    ${path(handleBack, strokeAttrs(t.edge, 41, 'stroke-linecap="butt"'))}
    ${path(handleBack, strokeAttrs(mix(t.base, '#000000', t.dark ? 0.28 : 0.16), 35, 'stroke-linecap="butt"'))}
    <!-- bag -->
    ${path(bag, `fill="${t.base}"`)}
    <g clip-path="url(#${clip})">
      <rect width="1000" height="1000" fill="url(#${id}-weave)" opacity="${t.dark ? 0.1 : 0.06}"/>
      <rect width="1000" height="1000" fill="url(#${id}-bagside)"/>
      <rect width="1000" height="1000" fill="url(#${id}-bagv)"/>
      ${shade(id, 'M215,330 L785,330 L785,372 L215,372 Z', sh * 0.5, 'softer')}
      ${shade(id, 'M250,800 C330,840 420,890 470,940 L410,940 C370,900 310,850 250,800 Z', sh * 0.35)}
      ${shade(id, 'M720,600 C700,700 690,820 700,940 L740,940 C728,820 730,700 720,600 Z', sh * 0.3)}
      ${light(id, 'M300,420 C380,400 440,430 430,500 C400,560 320,540 290,490 Z', hi * 0.45)}
    </g>
    ${grain(id, clip, t, 1.2)}
    ${path('M217,388 L783,388', strokeAttrs(t.seam, 2.4))}
    ${path('M217,378 L783,378', stitchAttrs(t, 2, '6 5'))}
    ${path('M225,924 Q500,932 775,924', stitchAttrs(t, 2, '6 5'))}
    ${path(bag, strokeAttrs(t.edge, 3))}
    <!-- front handle, stitched to the inside hem with box-X stitching -->
    ${path(handleFront, strokeAttrs(t.edge, 41, 'stroke-linecap="butt"'))}
    ${path(handleFront, strokeAttrs(strapTone, 35, 'stroke-linecap="butt"'))}
    ${path(handleFront, strokeAttrs('#fff', 10, `stroke-opacity="${hi * 0.35}" transform="translate(-4 -3)"`))}
    ${path('M329,360 C319,126 394,47 500,47 C606,47 681,126 671,360', stitchAttrs(t, 1.8, '5 4'))}
    ${path('M351,360 C341,134 406,69 500,69 C594,69 659,134 649,360', stitchAttrs(t, 1.8, '5 4'))}
    ${path('M321,330 L359,330 L359,398 L321,398 Z', `fill="${strapTone}" stroke="${t.edge}" stroke-width="2.5"`)}
    ${path(mirror('M321,330 L359,330 L359,398 L321,398 Z'), `fill="${strapTone}" stroke="${t.edge}" stroke-width="2.5"`)}
    ${path(boxX(340).replaceAll('350', '338').replaceAll('392', '390'), stitchAttrs(t, 1.8, '4 3'))}
    ${path(boxX(660).replaceAll('350', '338').replaceAll('392', '390'), stitchAttrs(t, 1.8, '4 3'))}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Iron-on patch (9 px per mm, 76 mm square)

function patchScene(t: Tones, id: string): Scene {
  const { sh, hi } = shadeLevels(t)
  const outer =
    'M158,222 Q158,158 222,158 L778,158 Q842,158 842,222 L842,778 Q842,842 778,842 L222,842 Q158,842 158,778 Z'
  const mid =
    'M176,228 Q176,176 228,176 L772,176 Q824,176 824,228 L824,772 Q824,824 772,824 L228,824 Q176,824 176,772 Z'
  const inner =
    'M194,234 Q194,194 234,194 L766,194 Q806,194 806,234 L806,766 Q806,806 766,806 L234,806 Q194,806 194,766 Z'
  const clip = `${id}-clip`
  const border = t.dark ? mix(t.base, '#ffffff', 0.1) : mix(t.base, '#000000', 0.12)
  return {
    defs: `<clipPath id="${clip}">${path(inner, '')}</clipPath>
      <pattern id="${id}-twill" width="8" height="8" patternUnits="userSpaceOnUse">
        <path d="M-2,2 L2,-2 M0,8 L8,0 M6,10 L10,6" stroke="#000" stroke-width="2.4" opacity="0.55"/>
        <path d="M-2,6 L6,-2 M2,10 L10,2" stroke="#fff" stroke-width="1.2" opacity="0.6"/>
      </pattern>
      <radialGradient id="${id}-lift" cx="40%" cy="35%" r="80%">
        <stop offset="0" stop-color="#fff" stop-opacity="${hi * 0.55}"/>
        <stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
        <stop offset="1" stop-color="#000" stop-opacity="${sh * 0.45}"/>
      </radialGradient>`,
    body: `
    ${dropShadow(id, outer, 14, 0.28)}
    ${path(outer, `fill="${t.base}"`)}
    <!-- merrowed edge: a dense overcast stitch around the rim -->
    ${path(mid, strokeAttrs(border, 36, 'stroke-linecap="butt"'))}
    ${path(mid, strokeAttrs('#000', 36, `stroke-dasharray="1.4 1.6" stroke-linecap="butt" stroke-opacity="${t.dark ? 0.35 : 0.1}"`))}
    ${path(mid, strokeAttrs('#fff', 14, `stroke-opacity="${t.dark ? 0.1 : 0.3}"`))}
    ${path(mid, strokeAttrs('#fff', 6, `stroke-opacity="${t.dark ? 0.08 : 0.25}" transform="translate(-1 -1)"`))}
    ${path(outer, strokeAttrs('#fff', 4, `stroke-opacity="${hi * 0.5}" transform="translate(-1.5 -1.5)"`))}
    <g clip-path="url(#${clip})">
      <rect width="1000" height="1000" fill="${t.base}"/>
      <rect width="1000" height="1000" fill="url(#${id}-twill)" opacity="${t.dark ? 0.1 : 0.06}"/>
      <rect width="1000" height="1000" fill="url(#${id}-lift)"/>
    </g>
    ${grain(id, clip, t, 0.8)}
    ${path(inner, strokeAttrs('#000', 3, `stroke-opacity="${t.dark ? 0.45 : 0.18}"`))}
    ${path(outer, strokeAttrs(t.edge, 3))}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Public API

const SCENES: Record<string, (t: Tones, id: string) => Scene> = {
  'classic-tee': teeScene,
  'pullover-hoodie': hoodieScene,
  'crewneck-sweatshirt': sweatshirtScene,
  'dad-cap': capScene,
  'cuffed-beanie': beanieScene,
  'canvas-tote': toteScene,
  'iron-on-patch': patchScene,
}

/** Slugs that have a mockup drawing. */
export const MOCKUP_SLUGS: readonly string[] = Object.keys(SCENES)

/**
 * A square `img_width` × `img_width` SVG of the product in the given colour. Throws for an unknown
 * product slug or a colour that is not `#RRGGBB`.
 */
export function mockupSvg(productSlug: string, hexColor: string): string {
  const scene = SCENES[productSlug]
  if (!scene) throw new Error(`No mockup for product '${productSlug}'`)
  const size = findSeedProduct(productSlug)?.img_width ?? 1000
  const base = toHex(parseHex(hexColor))
  const id = `m${productSlug.replace(/[^a-z0-9]/gi, '')}`
  return svgDocument(size, id, scene(tones(base), id))
}

// ---------------------------------------------------------------------------------------------
// Rendering

/**
 * Bump when `renderMockup` draws the same SVG differently (it is part of the mockup image keys, next to the
 * SVG itself, so changed images get new URLs).
 */
export const MOCKUP_RENDER_VERSION = 'bitmap-filters-1'
//
// librsvg spends almost all of a render in the SVG's filters (Gaussian blurs at full resolution and the
// fractal-noise grain). Those parts do not depend on the garment colour beyond light/dark, so `renderMockup`
// renders them once per process with sharp (libvips) — blurs at reduced resolution, where a wide blur loses
// nothing — and hands librsvg an SVG in which each filtered group is a ready-made bitmap.

const BLUR_GROUP = new RegExp(
  `<g filter="url\\(#[\\w-]+-(${BLUR_NAMES.join('|')})\\)" opacity="([^"]*)">([\\s\\S]*?)<!--/blur--></g>`,
  'g',
)
const GRAIN_RECT = /<rect width="(\d+)" height="\1" filter="url\(#([\w-]+)-grain\)"\/>/g

const pngDataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

/** Pixels per user unit at which a blur is computed: soft blurs at a quarter of the output resolution. */
const blurScale = (sigma: number) => (sigma >= 12 ? 0.125 : sigma >= 5 ? 0.25 : 0.5)

const bitmaps = new Map<string, Promise<unknown>>()

/** Memoises a bitmap by key for the life of the process (failed renders are retried). */
function memo<T>(key: string, render: () => Promise<T>): Promise<T> {
  let pending = bitmaps.get(key) as Promise<T> | undefined
  if (!pending) {
    pending = render()
    pending.catch(() => bitmaps.delete(key))
    bitmaps.set(key, pending)
  }
  return pending
}

interface Layer {
  /** Placement in user units. */
  x: number
  y: number
  width: number
  height: number
  href: string
}

/**
 * The group's content blurred by the named blur, cropped to where it is not fully transparent (so librsvg
 * composites only that much), as a PNG data URI with its placement.
 */
function blurLayer(name: BlurName, content: string, size: number): Promise<Layer | null> {
  return memo(`blur|${name}|${size}|${content}`, async () => {
    const { sigma } = BLURS[name]
    const unit = blurScale(sigma) * (size / 1000) // pixels per user unit
    const px = Math.max(1, Math.round(1000 * unit))
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 1000 1000">${content}</svg>`
    const { data, info } = await sharp(Buffer.from(svg))
      .blur(Math.max(0.3, sigma * unit))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const { width, height, channels } = info
    let [x0, y0, x1, y1] = [width, height, -1, -1]
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (data[(y * width + x) * channels + channels - 1] === 0) continue
        if (x < x0) x0 = x
        if (x > x1) x1 = x
        if (y < y0) y0 = y
        if (y > y1) y1 = y
      }
    }
    if (x1 < 0) return null
    const crop = { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 }
    const png = await sharp(data, { raw: { width, height, channels } })
      .extract(crop)
      .png({ compressionLevel: 1 })
      .toBuffer()
    const k = 1000 / px
    return {
      x: crop.left * k,
      y: crop.top * k,
      width: crop.width * k,
      height: crop.height * k,
      href: pngDataUri(png),
    }
  })
}

/** The grain tile (the same noise as the SVG filter), rendered once. */
function grainTile(tile: number): Promise<string> {
  return memo(`grain|${tile}`, async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${tile}" height="${tile}"><defs>${grainFilter('g')}</defs><rect width="${tile}" height="${tile}" filter="url(#g-grain)"/></svg>`
    return pngDataUri(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer())
  })
}

/** The mockup SVG with every filter replaced by a cached bitmap; looks the same, renders far faster. */
async function fastSvg(svg: string, size: number): Promise<string> {
  const blurs = [...svg.matchAll(BLUR_GROUP)]
  const done = await Promise.all(blurs.map((m) => blurLayer(m[1] as BlurName, m[3] ?? '', size)))
  const grains = [...svg.matchAll(GRAIN_RECT)]
  const tiles = await Promise.all(grains.map((m) => grainTile(Number(m[1]))))
  let i = 0
  let j = 0
  return svg
    .replace(BLUR_GROUP, (_, _name: string, opacity: string) => {
      const layer = done[i++]
      return layer
        ? `<image x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" preserveAspectRatio="none" opacity="${opacity}" href="${layer.href}"/>`
        : ''
    })
    .replace(
      GRAIN_RECT,
      (_, tile: string) => `<image width="${tile}" height="${tile}" href="${tiles[j++] ?? ''}"/>`,
    )
}

/** Renders the mockup to PNG or WebP (quality 85; encoder effort 2 is twice as fast as the default 4, same size). */
export async function renderMockup(
  productSlug: string,
  hexColor: string,
  format: 'png' | 'webp',
): Promise<Buffer> {
  const svg = mockupSvg(productSlug, hexColor)
  const size = findSeedProduct(productSlug)?.img_width ?? 1000
  const image = sharp(Buffer.from(await fastSvg(svg, size)))
  return format === 'png'
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.webp({ quality: 85, effort: 2 }).toBuffer()
}
