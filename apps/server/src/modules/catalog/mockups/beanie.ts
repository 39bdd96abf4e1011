import { mix, type Tones } from './tones.ts'
import { f } from './geometry.ts'
import { grain, type Scene } from './document.ts'
import { blurred, dropShadow, linearShading, radialShading, shade, shadeLevels } from './shading.ts'
import { path, strokeAttrs } from './svg.ts'

/** Cuffed beanie (3 px per mm), front view. */
export function beanieScene(t: Tones, id: string): Scene {
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
  // Knit ribs: a soft dark groove with a faint light ridge beside it.
  const knit = (d: string) =>
    `${blurred(id, 'rib', 1, path(d, strokeAttrs('#000', 5, `stroke-opacity="${t.dark ? 0.28 : 0.06}" stroke-linecap="butt"`)))}
      ${blurred(id, 'rib', 1, path(d, strokeAttrs('#fff', 2.5, `stroke-opacity="${t.dark ? 0.05 : 0.16}" stroke-linecap="butt" transform="translate(5 0)"`)))}`
  return {
    defs: `<clipPath id="${clip}">${path(crown, '')}</clipPath>
      <clipPath id="${cclip}">${path(cuff, '')}</clipPath>
      ${radialShading(
        `${id}-dome`,
        [42, 30, 75],
        `0 #fff ${hi * 0.7}, 0.5 #fff 0, 0.8 #000 ${sh * 0.3}, 1 #000 ${sh * 0.8}`,
      )}
      ${linearShading(`${id}-cuff`, 'x', `0 #000 ${sh * 0.6}, 0.18 #000 0, 0.4 #fff ${hi * 0.3}, 0.82 #000 0, 1 #000 ${sh * 0.6}`)}
      ${linearShading(`${id}-cuffv`, 'y', `0 #fff ${hi * 0.5}, 0.12 #fff 0, 0.85 #000 0, 1 #000 ${sh * 0.5}`)}`,
    body: `
    ${dropShadow(id, silhouette, 16, 0.24)}
    ${path(crown, `fill="${t.base}"`)}
    <g clip-path="url(#${clip})">
      ${knit(ribs)}
      <rect width="1000" height="1000" fill="url(#${id}-dome)"/>
      ${shade(id, 'M180,540 Q500,510 820,540 L820,600 Q500,570 180,600 Z', sh * 1.3, 'softer')}
    </g>
    ${grain(id, clip, t, 0.8)}
    ${path(crown, strokeAttrs(t.edge, 3))}
    ${path(cuff, `fill="${t.base}"`)}
    <g clip-path="url(#${cclip})">
      ${knit(cuffRibs)}
      <rect width="1000" height="1000" fill="url(#${id}-cuff)"/>
      <rect width="1000" height="1000" fill="url(#${id}-cuffv)"/>
    </g>
    ${grain(id, cclip, t, 0.8)}
    ${path('M166,578 Q500,548 834,578', strokeAttrs(t.dark ? mix(t.base, '#ffffff', 0.2) : '#fff', 3, `stroke-opacity="${t.dark ? 0.7 : 0.6}"`))}
    ${path(cuff, strokeAttrs(t.edge, 3))}`,
  }
}
