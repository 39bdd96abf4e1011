import type { PixelSprite } from './PixelArt.tsx'

export interface SpriteRect {
  x: number
  y: number
  fill: string
}

/** A sprite's size in pixels and its coloured squares, row by row ('.' and unknown keys are transparent). */
export function spriteRects(sprite: PixelSprite): { width: number; height: number; rects: SpriteRect[] } {
  const rects: SpriteRect[] = []
  sprite.rows.forEach((row, y) => {
    Array.from(row).forEach((key, x) => {
      const fill = sprite.colors[key]
      if (fill) rects.push({ x, y, fill })
    })
  })
  return { width: Math.max(...sprite.rows.map((r) => r.length)), height: sprite.rows.length, rects }
}
