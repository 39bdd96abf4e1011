import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useSettings } from '../editor-settings.ts'
import { useArt, useArtValue, useEditorSession, useToolState } from '../use-editor.ts'
import { CanvasInput } from './canvas-input.ts'
import { CanvasRenderer } from './renderer.ts'

interface PixelCanvasProps {
  /** Hands the renderer to the page for zoom commands and the zoom readout. */
  onRenderer?(renderer: CanvasRenderer | null): void
}

/**
 * The drawing surface: three stacked canvases driven by a CanvasRenderer, with pointer input going straight
 * to the session's ToolController. React renders this once per art instance or setting change, never per
 * stroke.
 */
export function PixelCanvas({ onRenderer }: PixelCanvasProps) {
  const session = useEditorSession()
  const art = useArt()
  const { tool } = useToolState()
  const { darkMode, gridEnabled } = useSettings(session.settings)
  const rows = useArtValue((a) => a.rows)
  const columns = useArtValue((a) => a.columns)
  const viewportRef = useRef<HTMLDivElement>(null)
  const artRef = useRef<HTMLCanvasElement>(null)
  const gridRef = useRef<HTMLCanvasElement>(null)
  const overlayRef = useRef<HTMLCanvasElement>(null)
  const [renderer, setRenderer] = useState<CanvasRenderer | null>(null)
  const toolRef = useRef(tool)
  useEffect(() => {
    toolRef.current = tool
  }, [tool])

  useLayoutEffect(() => {
    const viewport = viewportRef.current
    const layers = { art: artRef.current, grid: gridRef.current, overlay: overlayRef.current }
    if (!viewport || !layers.art || !layers.grid || !layers.overlay) return
    const created = new CanvasRenderer(
      { art: layers.art, grid: layers.grid, overlay: layers.overlay },
      viewport,
    )
    const input = new CanvasInput(viewport, {
      renderer: created,
      getController: () => session.controller,
      getTool: () => toolRef.current,
    })
    const measure = (entry?: ResizeObserverEntry) => {
      const dpr = window.devicePixelRatio || 1
      // The device-pixel box is exact, so one canvas pixel is one screen pixel and cells stay sharp.
      const box = entry?.devicePixelContentBoxSize?.[0]
      if (box) {
        created.resize(box.inlineSize, box.blockSize, dpr)
      } else {
        const rect = viewport.getBoundingClientRect()
        created.resize(Math.round(rect.width * dpr), Math.round(rect.height * dpr), dpr)
      }
    }
    measure()
    const observer = new ResizeObserver((entries) => measure(entries[0]))
    try {
      observer.observe(viewport, { box: 'device-pixel-content-box' })
    } catch {
      observer.observe(viewport)
    }
    const offGeometry = created.onViewChange((g) => {
      // Exposed for end-to-end tests and tools that need to find a cell on screen.
      viewport.dataset.gridLeft = String(g.left)
      viewport.dataset.gridTop = String(g.top)
      viewport.dataset.cellSize = String(g.cellSize)
    })
    const offLoad = session.onLoad(() => created.playLoadAnimation())
    setRenderer(created)
    onRenderer?.(created)
    return () => {
      offLoad()
      offGeometry()
      observer.disconnect()
      input.destroy()
      created.destroy()
      onRenderer?.(null)
    }
    // The renderer lives as long as the component; the callbacks it needs read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session])

  useEffect(() => {
    if (!renderer) return
    renderer.setArt(art, session.controller)
  }, [renderer, art, session])

  useEffect(() => {
    // Every time the editor opens, the design "loads": play the animation once.
    renderer?.playLoadAnimation()
  }, [renderer])

  useEffect(() => renderer?.setGridEnabled(gridEnabled), [renderer, gridEnabled])
  useEffect(() => renderer?.refreshTheme(), [renderer, darkMode])

  return (
    <div
      ref={viewportRef}
      className={`ed-canvas ${darkMode ? 'ed-canvas--dark' : 'ed-canvas--light'} ed-canvas--${tool}`}
      role="img"
      aria-label={`Drawing canvas, ${columns} by ${rows} pixels`}
      data-testid="editor-canvas"
    >
      <canvas ref={artRef} className="ed-canvas__layer" />
      <canvas ref={gridRef} className="ed-canvas__layer" />
      <canvas ref={overlayRef} className="ed-canvas__layer" />
    </div>
  )
}
