import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react'
import {
  clampPlacement,
  designRectInImage,
  pixelSizeMm,
  primaryRegion,
  type Placement,
  type Product,
} from '@threadbit/contracts'
import type { ViewBox } from './placement.ts'
import {
  borderCells,
  cellPxFor,
  drawStitchedDesign,
  useDecodedDesign,
  type DesignLook,
} from './stitched-design.ts'
import { useElementWidth } from './use-element-width.ts'
import styles from './ProductPreview.module.css'

/** Arrow keys move the design by this fraction of the region (Shift: five times as far). */
const KEY_STEP = 0.01

interface ProductPreviewProps {
  product: Pick<Product, 'img_width' | 'px_per_mm' | 'placement_regions' | 'product_name'>
  imageUrl: string
  /**
   * 'high' for the picture that is the page's largest paint (the first product card's). The page's HTML
   * preloads it, so it shows as it arrives rather than fading in after the app has seen it load.
   */
  fetchPriority?: 'high' | undefined
  /** The garment's colour: the frame's background while its image loads. */
  colorHex?: string | undefined
  design: DesignLook
  placement: Placement
  view: ViewBox
  /** Edit mode: the design can be dragged (pointer or touch) and moved with the arrow keys. */
  isEditable?: boolean
  onMove?(placement: Placement): void
  /** Outlines the placement region (edit mode). */
  showRegion?: boolean
  /** Read out for the whole picture, e.g. "Pixel Heart on the Classic Tee in Navy"; none for a decorative copy. */
  label?: string
  className?: string
}

const pct = (value: number, whole: number) => `${(value / whole) * 100}%`

/**
 * A product photo with the design stitched onto it at its placement and size: the garment image with a canvas
 * of stitched pixels laid over it, both positioned in the image's own pixels, so any crop (`view`) shows them
 * in register. In edit mode the design follows the pointer, clamped into the placement region.
 */
export function ProductPreview({
  product,
  imageUrl,
  fetchPriority,
  colorHex,
  design,
  placement,
  view,
  isEditable = false,
  onMove,
  showRegion = false,
  label,
  className,
}: ProductPreviewProps) {
  const frameRef = useRef<HTMLDivElement>(null)
  const layerRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const drag = useRef<{ pointerId: number; x: number; y: number; start: Placement } | null>(null)
  const [isDragging, setDragging] = useState(false)
  const [isLoaded, setLoaded] = useState(fetchPriority === 'high')
  const [lastUrl, setLastUrl] = useState(imageUrl)
  if (imageUrl !== lastUrl) {
    setLastUrl(imageUrl)
    setLoaded(false)
  }

  const imageSize = product.img_width
  const region = primaryRegion(product)
  const frameWidth = useElementWidth(frameRef)
  const cssPerImagePx = frameWidth > 0 ? frameWidth / view.size : 0
  const cellCss = pixelSizeMm(placement) * product.px_per_mm * cssPerImagePx
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1
  const cellPx = cellPxFor(cellCss, dpr)
  // Drawn when the decoder arrives; the design's frame is placed (and testable) before that.
  const image = useDecodedDesign(design.png)

  useEffect(() => {
    const canvas = canvasRef.current
    if (canvas && image) drawStitchedDesign(canvas, image, design, cellPx)
  }, [image, design, cellPx])

  const rect = region
    ? designRectInImage(design, region, product.px_per_mm, placement)
    : { left: 0, top: 0, width: 0, height: 0 }
  const pad = borderCells(design, cellPx) * (rect.width / Math.max(1, design.columns))
  const designStyle: CSSProperties = {
    left: pct(rect.left - pad, imageSize),
    top: pct(rect.top - pad, imageSize),
    width: pct(rect.width + 2 * pad, imageSize),
    height: pct(rect.height + 2 * pad, imageSize),
  }
  const layerStyle: CSSProperties = {
    width: pct(imageSize, view.size),
    height: pct(imageSize, view.size),
    left: pct(-view.x, view.size),
    top: pct(-view.y, view.size),
  }

  const moveTo = (next: Placement) => {
    if (!region || !onMove) return
    onMove(clampPlacement(design, region, product.px_per_mm, next))
  }

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!isEditable || !region || (event.pointerType === 'mouse' && event.button !== 0)) return
    event.preventDefault()
    try {
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // A pointer the browser no longer knows (released already): the drag still follows moves over the design.
    }
    event.currentTarget.focus({ preventScroll: true })
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, start: placement }
    setDragging(true)
  }
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    const layer = layerRef.current
    if (!current || current.pointerId !== event.pointerId || !region || !layer) return
    const imagePerCss = imageSize / layer.getBoundingClientRect().width
    const dx = ((event.clientX - current.x) * imagePerCss) / (region.x_max - region.x_min)
    const dy = ((event.clientY - current.y) * imagePerCss) / (region.y_max - region.y_min)
    moveTo({
      ...current.start,
      placement_x: current.start.placement_x + dx,
      placement_y: current.start.placement_y + dy,
    })
  }
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return
    drag.current = null
    setDragging(false)
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    moveTo({
      ...placement,
      placement_x: placement.placement_x + move[0],
      placement_y: placement.placement_y + move[1],
    })
  }

  return (
    <div
      ref={frameRef}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ '--garment': colorHex ?? 'var(--color-surface-2)' } as CSSProperties}
      // A picture, except in edit mode, where it holds the movable design.
      role={label ? (isEditable ? 'group' : 'img') : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid={label ? 'product-preview' : undefined}
    >
      <div ref={layerRef} className={styles.layer} style={layerStyle}>
        <img
          className={`${styles.product} ${isLoaded ? styles.loaded : ''}`}
          src={imageUrl}
          alt=""
          draggable={false}
          decoding="async"
          fetchPriority={fetchPriority}
          onLoad={() => setLoaded(true)}
        />
        {showRegion && region && (
          <div
            className={styles.region}
            aria-hidden="true"
            data-testid="placement-region"
            style={{
              left: pct(region.x_min, imageSize),
              top: pct(region.y_min, imageSize),
              width: pct(region.x_max - region.x_min, imageSize),
              height: pct(region.y_max - region.y_min, imageSize),
            }}
          />
        )}
        {region && (
          <div
            className={`${styles.design} ${isEditable ? styles.editable : ''} ${isDragging ? styles.dragging : ''}`}
            style={designStyle}
            data-testid={label ? 'placed-design' : undefined}
            data-x={placement.placement_x.toFixed(4)}
            data-y={placement.placement_y.toFixed(4)}
            {...(isEditable
              ? {
                  tabIndex: 0,
                  role: 'button',
                  'aria-roledescription': 'movable design',
                  'aria-label': 'Design position: drag it, or use the arrow keys',
                  onPointerDown: handlePointerDown,
                  onPointerMove: handlePointerMove,
                  onPointerUp: endDrag,
                  onPointerCancel: endDrag,
                  onKeyDown: handleKeyDown,
                }
              : { 'aria-hidden': true })}
          >
            <canvas ref={canvasRef} className={styles.canvas} />
          </div>
        )}
      </div>
    </div>
  )
}
