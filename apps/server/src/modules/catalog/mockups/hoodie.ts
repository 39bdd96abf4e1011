import { mix, type Tones } from './tones.ts'
import { mirror } from './geometry.ts'
import { grain, type Scene } from './document.ts'
import { blurred, dropShadow, radialShading, shadeLevels } from './shading.ts'
import { path, stitchAttrs, strokeAttrs } from './svg.ts'
import { fleeceBody } from './fleece-body.ts'

/** Pullover hoodie: the fleece body with a hood, drawcords and a kangaroo pocket. */
export function hoodieScene(t: Tones, id: string): Scene {
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
      ${radialShading(`${id}-hoodback`, [45, 25, 70], `0 #fff ${hi * 0.5}, 0.6 #fff 0, 1 #000 ${sh * 0.4}`)}
      ${radialShading(
        `${id}-lining`,
        [50, 30, 70],
        `0 #000 ${t.dark ? 0.35 : 0.2}, 1 #000 ${t.dark ? 0.1 : 0.04}`,
      )}`,
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
