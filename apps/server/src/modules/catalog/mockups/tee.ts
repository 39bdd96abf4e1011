import { mix, type Tones } from './tones.ts'
import { cubic, mirror, offsetLine, ribLinesBetween } from './geometry.ts'
import { grain, type Scene } from './document.ts'
import { dropShadow, light, linearShading, shade, shadeLevels, sideShading } from './shading.ts'
import { path, stitchAttrs, strokeAttrs } from './svg.ts'

/** T-shirt (1 px per mm, size L). */
export function teeScene(t: Tones, id: string): Scene {
  const { sh, hi } = shadeLevels(t)
  const leftSleeve = 'M236,166 L66,290 L168,432 L224,378 C238,300 244,230 236,166 Z'
  const silhouette =
    'M410,126 C370,140 300,152 236,166 L66,290 L168,432 L224,378 C228,520 224,700 228,858 ' +
    'Q500,876 772,858 C776,700 772,520 776,378 L832,432 L934,290 L764,166 C700,152 630,140 590,126 ' +
    'Q500,158 410,126 Z'
  const frontNeck = cubic('M410,126 C416,214 584,214 590,126')
  const collarOuter = cubic('M389,131 C394,240 606,240 611,131')
  const collar = `M410,126 C416,214 584,214 590,126 L611,131 C606,240 394,240 389,131 Z`
  const clip = `${id}-clip`
  return {
    defs: `<clipPath id="${clip}">${path(silhouette, '')}</clipPath>
      ${sideShading(id, sh)}
      ${linearShading(`${id}-vert`, 'y', `0.1 #fff ${hi * 0.5}, 0.45 #fff 0, 0.75 #000 0, 0.9 #000 ${sh * 0.35}`)}`,
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
