import { type Tones } from './tones.ts'
import { cubic, mirror, offsetLine, ribLinesBetween } from './geometry.ts'
import { grain } from './document.ts'
import { dropShadow, light, linearShading, shade, shadeLevels, sideShading } from './shading.ts'
import { path, stitchAttrs, strokeAttrs } from './svg.ts'

/** Long-sleeve fleece body shared by the sweatshirt and the hoodie (1 px per mm, size L). */
export function fleeceBody(
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
  const cuffTop = cubic('M62,738 C98,741 134,745 170,748')
  const cuffBottom = cubic('M70,822 C104,824 138,826 172,828')
  const waistTop = cubic('M208,792 C400,800 600,800 792,792')
  const waistBottom = cubic('M214,862 C405,870 595,870 786,862')
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
      ${sideShading(id, sh)}
      ${linearShading(`${id}-vert`, 'y', `0.15 #fff ${hi * 0.45}, 0.45 #fff 0, 0.7 #000 0, 0.86 #000 ${sh * 0.35}`)}`
  return { silhouette, shadow, under, over, defs }
}
