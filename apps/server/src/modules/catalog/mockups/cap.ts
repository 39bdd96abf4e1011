import { mix, type Tones } from './tones.ts'
import { mirror } from './geometry.ts'
import { grain, type Scene } from './document.ts'
import { dropShadow, linearShading, radialShading, shade, shadeLevels } from './shading.ts'
import { path, stitchAttrs, strokeAttrs } from './svg.ts'

/** Dad cap (3.2 px per mm), front view. */
export function capScene(t: Tones, id: string): Scene {
  const { sh, hi } = shadeLevels(t)
  const crown = 'M192,628 C186,400 300,232 500,226 C700,232 814,400 808,628 Q500,606 192,628 Z'
  const visor = 'M150,650 C240,604 760,604 850,650 C830,740 680,792 500,794 C320,792 170,740 150,650 Z'
  const silhouette = `${crown} ${visor}`
  const clip = `${id}-clip`
  const visorTone = t.dark ? mix(t.base, '#ffffff', 0.03) : mix(t.base, '#000000', 0.03)
  return {
    defs: `<clipPath id="${clip}">${path(crown, '')}</clipPath>
      <clipPath id="${id}-vclip">${path(visor, '')}</clipPath>
      ${radialShading(
        `${id}-dome`,
        [42, 28, 78],
        `0 #fff ${hi * 0.75}, 0.45 #fff 0, 0.75 #000 ${sh * 0.25}, 1 #000 ${sh * 0.85}`,
      )}
      ${linearShading(`${id}-visor`, 'y', `0 #fff ${hi * 0.55}, 0.55 #fff 0, 1 #000 ${sh * 0.6}`)}`,
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
