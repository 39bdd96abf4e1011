import { useRef, useState } from 'react'
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from 'react'
import type { PixelArt } from '@threadbit/pixelart'
import { ClothSwatches } from './ClothSwatches.tsx'
import { DEFAULT_CLOTH_COLOR } from './preview-input.ts'
import { StitchPreview } from './StitchPreview.tsx'
import type { PreviewMode } from './StitchPreview.tsx'
import { startRect, stickyHeaderPx, WINDOW_MIN, type Rect } from './window-geometry.ts'

const KEY_STEP_PX = 10

/**
 * Keeps at least part of the title bar on screen, so the window can always be dragged back, and stops a
 * resize at the viewport's right and bottom edges (never below the minimum size).
 */
function clampRect(rect: Rect): Rect {
  const x = Math.min(Math.max(rect.x, 40 - rect.width), window.innerWidth - 40)
  const y = Math.min(Math.max(rect.y, 0), window.innerHeight - 32)
  const width = Math.max(WINDOW_MIN.width, Math.min(rect.width, window.innerWidth - x))
  const height = Math.max(WINDOW_MIN.height, Math.min(rect.height, window.innerHeight - y))
  return { x, y, width, height }
}

export interface PreviewWindowProps {
  art: PixelArt
  mode: PreviewMode
  /** The area the window floats over (the editor's canvas stage): it opens in its top-right corner. */
  stage?: DOMRectReadOnly | null
  onClose(): void
}

/**
 * The editor's floating preview: drag it by its title bar, resize it from the corner (pointer or
 * arrow keys), pick one of four cloth colours, reset the view or close it. Not modal: drawing goes on
 * underneath and the preview follows.
 */
export default function PreviewWindow({ art, mode, stage = null, onClose }: PreviewWindowProps) {
  const [rect, setRect] = useState<Rect>(() =>
    startRect(stage, { width: window.innerWidth, height: window.innerHeight, top: stickyHeaderPx() }),
  )

  const [cloth, setCloth] = useState<string>(DEFAULT_CLOTH_COLOR)
  const [resetToken, setResetToken] = useState(0)
  const gesture = useRef<{ kind: 'move' | 'resize'; pointerX: number; pointerY: number; from: Rect } | null>(
    null,
  )

  const begin = (kind: 'move' | 'resize', event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button:not(.p3d-win__resize)')) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    gesture.current = { kind, pointerX: event.clientX, pointerY: event.clientY, from: rect }
  }
  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current
    if (!g) return
    const dx = event.clientX - g.pointerX
    const dy = event.clientY - g.pointerY
    setRect(
      clampRect(
        g.kind === 'move'
          ? { ...g.from, x: g.from.x + dx, y: g.from.y + dy }
          : { ...g.from, width: g.from.width + dx, height: g.from.height + dy },
      ),
    )
  }
  const end = () => {
    gesture.current = null
  }
  const keyResize = (event: ReactKeyboardEvent) => {
    const delta = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key]
    if (!delta) return
    event.preventDefault()
    const step = event.shiftKey ? KEY_STEP_PX * 5 : KEY_STEP_PX
    setRect((r) =>
      clampRect({
        ...r,
        width: r.width + (delta[0] as number) * step,
        height: r.height + (delta[1] as number) * step,
      }),
    )
  }
  const title = mode === '3d' ? '3D preview' : '2D preview'

  return (
    <section
      className="p3d-win"
      role="dialog"
      aria-label={title}
      data-testid="preview-window"
      style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <header
        className="p3d-win__bar"
        onPointerDown={(event) => begin('move', event)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-testid="preview-drag-handle"
      >
        <h2 className="p3d-win__title">{title}</h2>
        <button
          type="button"
          className="p3d-win__btn"
          onClick={() => setResetToken((n) => n + 1)}
          aria-label="Reset view"
          title="Reset view"
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <button
          type="button"
          className="p3d-win__btn"
          onClick={onClose}
          aria-label="Close preview"
          title="Close"
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <StitchPreview
        art={art}
        mode={mode}
        clothColor={cloth}
        resetToken={resetToken}
        className="p3d-win__view"
      />
      <footer className="p3d-win__foot">
        <ClothSwatches value={cloth} onChange={setCloth} />
      </footer>
      <button
        type="button"
        className="p3d-win__resize"
        aria-label="Resize preview (arrow keys)"
        data-testid="preview-resize-handle"
        onPointerDown={(event) => begin('resize', event)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={keyResize}
      />
    </section>
  )
}
