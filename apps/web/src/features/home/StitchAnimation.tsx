import { useEffect, useRef } from 'react'
import type { PixelSprite } from '../../ui/PixelArt.tsx'
import { shade, stitchPlan, type Stitch } from './stitch-plan.ts'
import styles from './StitchAnimation.module.css'

/** Canvas pixels (drawn at twice the largest displayed size, so it stays sharp on dense screens). */
const CANVAS_PX = 640
/** Cells of bare fabric around the sprite, so its corners stay inside the round hoop. */
const MARGIN_CELLS = 4
const STITCH_MS = 34
const HOLD_MS = 2600
/**
 * The first design is shown finished, and stitching starts this long after the page has loaded: a page that
 * is still starting up (a slow phone) does not also redraw the hoop every 34 ms.
 */
const FIRST_HOLD_MS = 5000
const FADE_MS = 450
const FABRIC = '#f6eddc'

interface Layout {
  cell: number
  left: number
  top: number
}

function layoutFor(columns: number, rows: number): Layout {
  const span = Math.max(columns, rows, 12) + MARGIN_CELLS * 2
  const cell = Math.floor(CANVAS_PX / span)
  return { cell, left: (CANVAS_PX - columns * cell) / 2, top: (CANVAS_PX - rows * cell) / 2 }
}

function drawFabric(ctx: CanvasRenderingContext2D, layout: Layout) {
  ctx.fillStyle = FABRIC
  ctx.fillRect(0, 0, CANVAS_PX, CANVAS_PX)
  // Aida cloth: a hole at every grid corner, where the needle goes through.
  ctx.fillStyle = 'rgb(120 95 60 / 18%)'
  const offsetX = layout.left % layout.cell
  const offsetY = layout.top % layout.cell
  const hole = Math.max(2, layout.cell * 0.09)
  for (let y = offsetY; y <= CANVAS_PX; y += layout.cell) {
    for (let x = offsetX; x <= CANVAS_PX; x += layout.cell) {
      ctx.fillRect(x - hole / 2, y - hole / 2, hole, hole)
    }
  }
}

/** One cross stitch: the under-thread '/' in a darker shade, the top thread '\' with a sheen. */
function drawStitch(ctx: CanvasRenderingContext2D, layout: Layout, stitch: Stitch) {
  const { cell } = layout
  const x = layout.left + stitch.column * cell
  const y = layout.top + stitch.row * cell
  const inset = cell * 0.14
  ctx.lineCap = 'round'
  ctx.lineWidth = cell * 0.36
  ctx.strokeStyle = shade(stitch.color, -0.22)
  ctx.beginPath()
  ctx.moveTo(x + inset, y + cell - inset)
  ctx.lineTo(x + cell - inset, y + inset)
  ctx.stroke()
  ctx.strokeStyle = stitch.color
  ctx.beginPath()
  ctx.moveTo(x + inset, y + inset)
  ctx.lineTo(x + cell - inset, y + cell - inset)
  ctx.stroke()
  ctx.lineWidth = cell * 0.08
  ctx.strokeStyle = shade(stitch.color, 0.35)
  ctx.beginPath()
  ctx.moveTo(x + inset + cell * 0.1, y + inset)
  ctx.lineTo(x + cell - inset, y + cell - inset - cell * 0.1)
  ctx.stroke()
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

interface StitchAnimationProps {
  sprites: readonly PixelSprite[]
  className?: string
}

/**
 * Pixel art being cross-stitched thread by thread, one design after another. Cheap on the CPU: each
 * frame draws only the new stitches onto the canvas (nothing is redrawn), it pauses while off screen or
 * in a background tab, and with reduced motion it shows the finished piece without moving.
 */
export function StitchAnimation({ sprites, className }: StitchAnimationProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null)
  const needleRef = useRef<HTMLSpanElement | null>(null)

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    const first = sprites[0]
    if (!canvas || !ctx || !first) return
    const plans = sprites.map((sprite) => {
      const plan = stitchPlan(sprite)
      return { ...plan, layout: layoutFor(plan.columns, plan.rows) }
    })

    const showNeedle = (stitch: Stitch | undefined, layout: Layout) => {
      const needle = needleRef.current
      if (!needle) return
      if (!stitch) {
        needle.style.opacity = '0'
        return
      }
      // Moved with `translate`, not left/top: a moving box would count as layout shift on every stitch.
      const box = needle.parentElement
      const x = ((layout.left + (stitch.column + 1) * layout.cell) / CANVAS_PX) * (box?.clientWidth ?? 0)
      const y = ((layout.top + stitch.row * layout.cell) / CANVAS_PX) * (box?.clientHeight ?? 0)
      needle.style.opacity = '1'
      needle.style.translate = `${x}px ${y}px`
    }

    const drawWhole = (index: number) => {
      const plan = plans[index % plans.length]
      if (!plan) return
      drawFabric(ctx, plan.layout)
      for (const stitch of plan.stitches) drawStitch(ctx, plan.layout, stitch)
    }

    if (prefersReducedMotion()) {
      drawWhole(0)
      showNeedle(undefined, plans[0]?.layout ?? layoutFor(1, 1))
      return
    }

    let spriteIndex = 0
    let drawn = 0
    let phaseStart = 0
    let phase: 'stitching' | 'holding' | 'fading' = 'holding'
    let holdMs = FIRST_HOLD_MS
    let isLoaded = document.readyState === 'complete'
    let frame = 0
    let timer = 0
    let isRunning = false
    let isVisible = true
    let pausedAt = 0

    const startSprite = (now: number) => {
      const plan = plans[spriteIndex]
      if (!plan) return
      drawFabric(ctx, plan.layout)
      canvas.style.opacity = '1'
      drawn = 0
      phase = 'stitching'
      phaseStart = now
    }

    // Wakes up only when there is something to draw: every stitch while stitching, once to fade, once to
    // start the next design. Nothing runs between those moments.
    const schedule = (delayMs: number) => {
      timer = window.setTimeout(() => {
        timer = 0
        frame = requestAnimationFrame(tick)
      }, delayMs)
    }

    const tick = (now: number) => {
      frame = 0
      if (!isRunning) return
      const plan = plans[spriteIndex]
      if (!plan) return
      const elapsed = now - phaseStart
      if (phase === 'stitching') {
        const due = Math.min(plan.stitches.length, Math.floor(elapsed / STITCH_MS))
        for (; drawn < due; drawn++) {
          const stitch = plan.stitches[drawn]
          if (stitch) drawStitch(ctx, plan.layout, stitch)
        }
        showNeedle(plan.stitches[drawn - 1], plan.layout)
        if (drawn >= plan.stitches.length) {
          phase = 'holding'
          phaseStart = now
          holdMs = HOLD_MS
          showNeedle(undefined, plan.layout)
          schedule(HOLD_MS)
        } else {
          schedule(STITCH_MS)
        }
      } else if (phase === 'holding') {
        if (elapsed < holdMs) {
          schedule(holdMs - elapsed)
          return
        }
        phase = 'fading'
        phaseStart = now
        canvas.style.opacity = '0'
        schedule(FADE_MS)
      } else {
        if (elapsed < FADE_MS) {
          schedule(FADE_MS - elapsed)
          return
        }
        spriteIndex = (spriteIndex + 1) % plans.length
        startSprite(now)
        schedule(STITCH_MS)
      }
    }

    const resume = () => {
      if (isRunning || !isLoaded || !isVisible || document.visibilityState !== 'visible') return
      isRunning = true
      // Continue where it stopped instead of jumping ahead by the time spent off screen.
      if (pausedAt) phaseStart += performance.now() - pausedAt
      pausedAt = 0
      frame = requestAnimationFrame(tick)
    }
    const pause = () => {
      if (!isRunning) return
      isRunning = false
      pausedAt = performance.now()
      window.clearTimeout(timer)
      cancelAnimationFrame(frame)
      timer = 0
      frame = 0
    }

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            isVisible = entries.some((entry) => entry.isIntersecting)
            if (isVisible) resume()
            else pause()
          })
    observer?.observe(canvas)
    const onVisibility = () => (document.visibilityState === 'visible' ? resume() : pause())
    document.addEventListener('visibilitychange', onVisibility)

    // The first design, finished; the clock for its hold starts when the page has loaded.
    drawWhole(0)
    const begin = () => {
      isLoaded = true
      phaseStart = performance.now()
      resume()
    }
    if (isLoaded) begin()
    else window.addEventListener('load', begin, { once: true })
    return () => {
      pause()
      observer?.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('load', begin)
    }
  }, [sprites])

  return (
    <div className={[styles.stage, className].filter(Boolean).join(' ')}>
      <canvas ref={canvasRef} className={styles.canvas} width={CANVAS_PX} height={CANVAS_PX} />
      <span ref={needleRef} className={styles.needle} aria-hidden="true">
        <svg viewBox="0 0 8 40" width="8" height="40" shapeRendering="crispEdges">
          <rect x="3" y="0" width="2" height="34" fill="#8d8a99" />
          <rect x="3" y="2" width="2" height="5" fill="#fff" opacity="0.9" />
          <rect x="2" y="34" width="4" height="3" fill="#5f5b6e" />
          <rect x="3" y="37" width="2" height="3" fill="#5f5b6e" />
        </svg>
      </span>
    </div>
  )
}
