import { mix, type Tones } from './tones.ts'
import { mirror } from './geometry.ts'
import { grain, type Scene } from './document.ts'
import { blurred, light, linearShading, shade, shadeLevels } from './shading.ts'
import { path, stitchAttrs, strokeAttrs } from './svg.ts'

/** Canvas tote (1.5 px per mm). */
export function toteScene(t: Tones, id: string): Scene {
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
      ${linearShading(`${id}-bagside`, 'x', `0 #000 ${sh * 0.5}, 0.12 #000 0, 0.88 #000 0, 1 #000 ${sh * 0.5}`)}
      ${linearShading(`${id}-bagv`, 'y', `0.05 #fff ${hi * 0.35}, 0.35 #fff 0, 0.85 #000 0, 1 #000 ${sh * 0.45}`)}
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
