import { mix, type Tones } from './tones.ts'
import { grain, type Scene } from './document.ts'
import { dropShadow, radialShading, shadeLevels } from './shading.ts'
import { path, strokeAttrs } from './svg.ts'

/** Iron-on patch (9 px per mm, 76 mm square). */
export function patchScene(t: Tones, id: string): Scene {
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
      ${radialShading(`${id}-lift`, [40, 35, 80], `0 #fff ${hi * 0.55}, 0.6 #fff 0, 1 #000 ${sh * 0.45}`)}`,
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
