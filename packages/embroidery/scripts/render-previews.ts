// Renders stitch previews of the test designs: npx tsx packages/embroidery/scripts/render-previews.ts [dir]
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { encodeRGBAToPNG } from '@threadbit/pixelart'
import { planEmbroidery, renderPattern, type FillMethod } from '../src/index.ts'
import * as designs from '../src/test-designs.ts'

const dir = process.argv[2] ?? '/tmp/embroidery-previews'
mkdirSync(dir, { recursive: true })
const cases = {
  'single-pixel': designs.singlePixel(),
  checkerboard: designs.checkerboard(8),
  holes: designs.withHoles(),
  'twelve-colors': designs.twelveColors(),
  heart: designs.heart(),
  'strip-16x1': designs.strip(16, 1),
  'blobs-24': designs.blobDesign(24),
}
const methods: FillMethod[] = ['tatami', 'satin-blocks']
for (const [name, grid] of Object.entries(cases)) {
  for (const method of methods) {
    for (const border of [false, true]) {
      const plan = planEmbroidery(grid, {
        stitchSizeMm: 2,
        scale: 1,
        method,
        border: border ? { color: '#111111' } : null,
      })
      const image = renderPattern(plan.pattern, { pxPerMm: 12, background: [236, 232, 222, 255] })
      const file = path.join(dir, `${name}-${method}${border ? '-border' : ''}.png`)
      writeFileSync(file, encodeRGBAToPNG(image))
      process.stdout.write(`${file} ${plan.stats.stitchCount} stitches, ${plan.stats.trimCount} trims\n`)
    }
  }
}
