import { useEffect, useRef, useState } from 'react'
import type { ImagingApi } from '../../api/imaging.ts'
import { refitImport, type PreparedImport } from './prepare.ts'

/** A nudge waits this long for the next one before the grid is fitted anew. */
const REFIT_DELAY_MS = 250

export interface GridNudge {
  /** The cell counts shown: the nudged ones at once, else the grid's own. */
  columns: number
  rows: number
  /** A refit is under way. */
  refitting: boolean
  nudge(axis: 'x' | 'y', delta: 1 | -1): void
  /** Forget the nudges (another image was chosen, or the preview closed). */
  reset(): void
}

/**
 * ±1 nudges of a recovered image's cell counts: each is fitted anew through the recovery after a short
 * pause, and only the answer to the latest nudge is kept (`onRefit`). Shared by the import tab and the AI
 * results, which show the same grid preview.
 */
export function useGridNudge(
  prepared: PreparedImport | null,
  onRefit: (prepared: PreparedImport) => void,
  imaging?: ImagingApi,
): GridNudge {
  const [cells, setCells] = useState<{ x: number; y: number } | null>(null)
  const [refitting, setRefitting] = useState(false)
  const latest = useRef(0)
  // The latest callback, without refitting whenever its identity changes.
  const refitted = useRef(onRefit)
  useEffect(() => {
    refitted.current = onRefit
  })

  const recovery = prepared?.recovery ?? null
  useEffect(() => {
    if (!cells || !recovery) return
    const ticket = ++latest.current
    const timer = setTimeout(() => {
      setRefitting(true)
      void refitImport(recovery, cells, imaging).then((result) => {
        if (ticket !== latest.current) return
        setRefitting(false)
        if (result) refitted.current(result)
      })
    }, REFIT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [cells, recovery, imaging])

  const grid = recovery?.grid
  const columns = cells?.x ?? (grid ? grid.x.length - 1 : 0)
  const rows = cells?.y ?? (grid ? grid.y.length - 1 : 0)
  return {
    columns,
    rows,
    refitting,
    nudge(axis, delta) {
      const next = { x: columns, y: rows }
      next[axis] = Math.min(128, Math.max(1, next[axis] + delta))
      setCells(next)
    },
    reset() {
      latest.current++
      setCells(null)
      setRefitting(false)
    },
  }
}
