import { useMemo } from 'react'
import { spriteRects } from './sprite-rects.ts'

export interface PixelSprite {
  /** One string per row; each character is a key of `colors`, '.' is transparent. */
  rows: readonly string[]
  colors: Readonly<Record<string, string>>
}

interface PixelArtProps {
  sprite: PixelSprite
  /** Rendered size of one pixel in CSS pixels (the SVG scales crisply at any size). */
  pixelSize?: number
  className?: string
  title?: string
}

/** Draws a small sprite as an SVG of crisp squares: the logo, the hero and the placeholders use it. */
export function PixelArt({ sprite, pixelSize = 4, className, title }: PixelArtProps) {
  const { width, height, rects } = useMemo(() => spriteRects(sprite), [sprite])
  return (
    <svg
      className={className}
      width={width * pixelSize}
      height={height * pixelSize}
      viewBox={`0 0 ${width} ${height}`}
      shapeRendering="crispEdges"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {rects.map(({ x, y, fill }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={1.02} height={1.02} fill={fill} />
      ))}
    </svg>
  )
}
