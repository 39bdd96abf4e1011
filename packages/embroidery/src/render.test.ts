import { describe, expect, it } from 'vitest'
import { planEmbroidery } from './plan.ts'
import { rasterizeStitches, renderPattern, type RenderOptions } from './render.ts'
import { heart, twelveColors } from './test-designs.ts'
import type { StitchPattern } from './types.ts'

/** The renderer as `rasterizeStitches` and a colour per pixel: what `renderPattern` must draw. */
function reference(pattern: StitchPattern, options: Required<RenderOptions>) {
  const stitches = pattern.commands.filter((c) => c.kind === 'stitch')
  const margin = options.marginMm * 10
  const bounds = {
    minX: Math.min(...stitches.map((c) => c.x)) - margin,
    minY: Math.min(...stitches.map((c) => c.y)) - margin,
    maxX: Math.max(...stitches.map((c) => c.x)) + margin,
    maxY: Math.max(...stitches.map((c) => c.y)) + margin,
  }
  const blockOf: number[] = []
  let block = 0
  for (const c of pattern.commands) blockOf.push(c.kind === 'color' ? ++block : block)
  const scale = options.pxPerMm / 10
  const width = Math.max(1, Math.ceil((bounds.maxX - bounds.minX) * scale))
  const height = Math.max(1, Math.ceil((bounds.maxY - bounds.minY) * scale))
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < width * height; i++) data.set(options.background, i * 4)
  const shade = options.shade
  rasterizeStitches(
    pattern.commands,
    { pxPerMm: options.pxPerMm, threadWidthMm: options.threadWidthMm, bounds },
    (pixel, command, across) => {
      const thread = pattern.threads[blockOf[command] as number] ?? pattern.threads[0]
      if (!thread) return
      const k = shade ? 1.12 - 0.45 * across * across : 1
      const o = pixel * 4
      data[o] = thread.r * k + (shade ? 10 * (1 - across) : 0)
      data[o + 1] = thread.g * k + (shade ? 10 * (1 - across) : 0)
      data[o + 2] = thread.b * k + (shade ? 10 * (1 - across) : 0)
      data[o + 3] = 255
    },
  )
  return { width, height, data }
}

describe('renderPattern', () => {
  it.each([
    { pxPerMm: 5, threadWidthMm: 0.4, background: [0, 0, 0, 0], marginMm: 1, shade: true },
    { pxPerMm: 3, threadWidthMm: 0.6, background: [250, 240, 230, 255], marginMm: 2, shade: false },
  ] as Required<RenderOptions>[])('draws every thread the rasteriser covers (%o)', (options) => {
    for (const grid of [heart(), twelveColors()]) {
      const { pattern } = planEmbroidery(grid, { stitchSizeMm: 2, scale: 1, border: { color: '#000000' } })
      const image = renderPattern(pattern, options)
      const expected = reference(pattern, options)
      expect([image.width, image.height]).toEqual([expected.width, expected.height])
      expect(Buffer.from(image.data).equals(Buffer.from(expected.data))).toBe(true)
    }
  })
})
