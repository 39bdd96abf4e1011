import { mix, type Tones } from './tones.ts'
import { cubic, ribLinesBetween } from './geometry.ts'
import { type Scene } from './document.ts'
import { path, stitchAttrs, strokeAttrs } from './svg.ts'
import { fleeceBody } from './fleece-body.ts'

/** Crewneck sweatshirt: the fleece body with a rib collar. */
export function sweatshirtScene(t: Tones, id: string): Scene {
  const clip = `${id}-clip`
  const body = fleeceBody(t, id, clip)
  const neck = cubic('M408,142 C414,222 586,222 592,142')
  const collarOuter = cubic('M381,148 C388,254 612,254 619,148')
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
