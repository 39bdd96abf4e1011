import { useEffect, useRef, useState } from 'react'
import type { PixelArt } from '@threadbit/pixelart'
import { renderFlatPreview, shadeStitchMaps } from './flat-render.ts'
import {
  DEFAULT_CLOTH_COLOR,
  lightenColor,
  PREVIEW_SOURCE_ERROR,
  PreviewInputError,
  resolvePreviewInput,
} from './preview-input.ts'
import { generateStitchMaps } from './stitch-texture.ts'
import type { StitchMaps } from './stitch-texture.ts'
import type { CameraState, StitchScene } from './stitch-scene.ts'
import './preview3d.css'

export type PreviewMode = '3d' | '2d'

export interface StitchPreviewProps {
  /** Live pixel art (the editor): the preview follows its pixels, size and border. */
  art?: PixelArt | null
  /** Or a saved design's PNG (data URL or base64) with its border settings. */
  pngData?: string | null
  border?: boolean
  borderColor?: string
  /** A swatch colour; the preview lightens it. */
  clothColor?: string
  mode: PreviewMode
  /** Bump to put the camera back to its start. */
  resetToken?: number
  className?: string
}

export const WEBGL_MISSING_TEXT =
  'The 3D view needs WebGL, which this browser has turned off or does not offer, so this is the flat stitched preview.'

/** Redraws at most this often while the art keeps changing (a long stroke on a large grid). */
const REBUILD_INTERVAL_MS = 80

interface Snapshot {
  maps: StitchMaps
  clothColor: string
  columns: number
  rows: number
}

interface PreviewView {
  update(snapshot: Snapshot, sizeChanged: boolean): void
  setCloth(color: string): void
  reset(): void
  dispose(): void
}

let webgl2: boolean | null = null

export function hasWebGL2(): boolean {
  if (webgl2 !== null) return webgl2
  try {
    const probe = document.createElement('canvas')
    const gl = probe.getContext('webgl2')
    webgl2 = gl !== null
    gl?.getExtension('WEBGL_lose_context')?.loseContext()
  } catch {
    webgl2 = false
  }
  return webgl2
}

/**
 * The design as embroidery on cloth: a three.js scene (mode '3d', loaded on demand) or a flat stitched
 * render on a 2D canvas (mode '2d', and wherever WebGL is missing). Without pixel art and PNG data it
 * throws, as the spec asks: that is a programming error, not something a user can cause.
 */
export function StitchPreview({
  art = null,
  pngData = null,
  border = false,
  borderColor = '#000000',
  clothColor = DEFAULT_CLOTH_COLOR,
  mode,
  resetToken = 0,
  className,
}: StitchPreviewProps) {
  if (!art && !pngData) throw new PreviewInputError(PREVIEW_SOURCE_ERROR)
  const hostRef = useRef<HTMLDivElement>(null)
  const viewRef = useRef<PreviewView | null>(null)
  const clothRef = useRef(clothColor)
  const [error, setError] = useState<string | null>(null)
  // Either no WebGL2 at all (checked once), or the scene failed to start or load.
  const [hasSceneFailed, setSceneFailed] = useState(false)
  const isWebGLMissing = mode === '3d' && (hasSceneFailed || !hasWebGL2())
  const renderer: PreviewMode = mode === '3d' && !isWebGLMissing ? '3d' : '2d'

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let disposed = false
    let lastSize = ''
    let timer: ReturnType<typeof setTimeout> | null = null
    let lastBuild = 0
    let revision = 0

    const snapshot = (): Snapshot | null => {
      try {
        const resolved = resolvePreviewInput({
          art,
          pngData,
          border: art ? art.border : border,
          borderColor: art ? art.borderColor : borderColor,
          clothColor: clothRef.current,
        })
        setError(null)
        return {
          maps: generateStitchMaps(resolved.image, resolved),
          clothColor: resolved.clothColor,
          columns: resolved.image.width,
          rows: resolved.image.height,
        }
      } catch (cause) {
        if (!(cause instanceof PreviewInputError)) throw cause
        setError(cause.message)
        return null
      }
    }

    const rebuild = () => {
      timer = null
      lastBuild = performance.now()
      const next = snapshot()
      if (!next || !viewRef.current) return
      const size = `${next.columns}x${next.rows}`
      viewRef.current.update(next, lastSize !== '' && size !== lastSize)
      lastSize = size
      host.dataset.revision = String(++revision)
      host.dataset.size = size
    }

    const scheduleRebuild = () => {
      if (timer !== null) return
      timer = setTimeout(rebuild, Math.max(0, REBUILD_INTERVAL_MS - (performance.now() - lastBuild)))
    }

    const start = (view: PreviewView) => {
      if (disposed) return view.dispose()
      viewRef.current = view
      rebuild()
    }

    if (renderer === '3d') {
      void import('./stitch-scene.ts').then(
        (module) => {
          if (disposed) return
          try {
            start(create3DView(host, module.StitchScene))
          } catch (cause) {
            console.warn('The 3D preview could not start; showing the flat preview', cause)
            setSceneFailed(true)
          }
        },
        (cause: unknown) => {
          console.warn('The 3D preview could not load; showing the flat preview', cause)
          setSceneFailed(true)
        },
      )
    } else {
      start(create2DView(host))
    }

    const borderKey = () => (art ? `${art.border}${art.borderColor}` : '')
    let builtBorder = borderKey()
    const unsubscribe = art?.subscribe((event) => {
      // 'meta' also fires for the title: only a border change needs new maps. Every other kind (pixels,
      // palette, size, history, load) can change what is sewn.
      if (event.kind === 'meta' && borderKey() === builtBorder) return
      builtBorder = borderKey()
      scheduleRebuild()
    })
    return () => {
      disposed = true
      unsubscribe?.()
      if (timer !== null) clearTimeout(timer)
      viewRef.current?.dispose()
      viewRef.current = null
    }
  }, [art, pngData, border, borderColor, renderer])

  useEffect(() => {
    clothRef.current = clothColor
    viewRef.current?.setCloth(clothColor)
  }, [clothColor])

  useEffect(() => {
    if (resetToken > 0) viewRef.current?.reset()
  }, [resetToken])

  return (
    <div className={`p3d ${className ?? ''}`}>
      <div
        ref={hostRef}
        className="p3d__host"
        data-testid="stitch-preview"
        data-mode={mode}
        data-renderer={renderer === '3d' ? 'webgl' : 'canvas2d'}
        role="img"
        aria-label={
          renderer === '3d'
            ? 'The design as embroidery on cloth. Drag to turn it, scroll or pinch to zoom.'
            : 'The design as a flat stitched patch on cloth.'
        }
      />
      {mode === '3d' && isWebGLMissing && (
        <p className="p3d__note" role="note">
          {WEBGL_MISSING_TEXT}
        </p>
      )}
      {error && (
        <p className="p3d__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** A canvas that fills the host and follows its size. */
function mountCanvas(host: HTMLElement, onResize: (width: number, height: number) => void) {
  const canvas = document.createElement('canvas')
  canvas.className = 'p3d__canvas'
  host.append(canvas)
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => onResize(host.clientWidth, host.clientHeight))
  observer?.observe(host)
  return {
    canvas,
    size: () => [host.clientWidth, host.clientHeight] as const,
    dispose: () => {
      observer?.disconnect()
      canvas.remove()
    },
  }
}

function create3DView(host: HTMLElement, Scene: typeof StitchScene): PreviewView {
  const publish = (state: CameraState) => {
    host.dataset.frames = String(scene.frames)
    host.dataset.distanceRatio = (state.distance / state.startDistance).toFixed(3)
    host.dataset.azimuth = state.azimuthDeg.toFixed(1)
    host.dataset.elevation = state.elevationDeg.toFixed(1)
  }
  const mounted = mountCanvas(host, (w, h) => scene.setSize(w, h))
  let scene: StitchScene
  try {
    scene = new Scene(mounted.canvas, publish)
  } catch (cause) {
    mounted.dispose()
    throw cause
  }
  scene.setSize(...mounted.size())
  return {
    update: (snapshot, sizeChanged) => {
      scene.setClothColor(snapshot.clothColor)
      scene.setDesign(snapshot.maps, { resetCamera: sizeChanged })
    },
    setCloth: (color) => scene.setClothColor(lightenSafe(color)),
    reset: () => scene.resetCamera(),
    dispose: () => {
      scene.dispose()
      mounted.dispose()
    },
  }
}

function create2DView(host: HTMLElement): PreviewView {
  let shaded: ImageData | null = null
  let cloth = '#ffffff'
  const draw = () => {
    if (shaded) renderFlatPreview(mounted.canvas, shaded, cloth, host.clientWidth, host.clientHeight)
  }
  const mounted = mountCanvas(host, draw)
  return {
    update: (snapshot) => {
      // No ImageData (a DOM without canvas support, e.g. jsdom in unit tests): nothing can be drawn.
      if (typeof ImageData === 'undefined') return
      shaded = shadeStitchMaps(snapshot.maps)
      cloth = snapshot.clothColor
      draw()
    },
    setCloth: (color) => {
      cloth = lightenSafe(color)
      draw()
    },
    reset: draw,
    dispose: mounted.dispose,
  }
}

function lightenSafe(color: string): string {
  try {
    return lightenColor(color)
  } catch {
    return lightenColor(DEFAULT_CLOTH_COLOR)
  }
}
