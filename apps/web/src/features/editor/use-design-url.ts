import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from '../../ui/toast.ts'
import type { Design } from '@threadbit/contracts'
import { isApiError } from '../../api/client.ts'
import { designs } from '../../api/designs.ts'
import { loadDesignCodec, type DesignCodec } from '../designs/load-design-codec.ts'
import { useMeta } from './editor-meta.ts'
import type { EditorSession } from './editor-session.ts'

export const DESIGN_PARAM = 'design'

/** Puts a saved design into the editor; the editor plays its load animation. Throws when it cannot be read. */
function putDesign(session: EditorSession, design: Design, codec: DesignCodec): void {
  session.loadArt(codec.artFromDesign(design), codec.metaFromDesign(design))
}

/** Opens a saved design (from the designs list) in the editor, once the codec that reads it is loaded. */
export async function openDesignInSession(session: EditorSession, design: Design): Promise<void> {
  putDesign(session, design, await loadDesignCodec())
}

/**
 * Keeps `?design={uuid}` in the editor's URL equal to the design in the editor, so a reload (or a shared
 * link) reopens it: a uuid arriving in the URL is loaded from the server; a design saved or opened in the
 * editor is written into the URL; New (or an import) removes it. Returns the uuid being loaded, if any.
 */
export function useDesignUrl(session: EditorSession): string | null {
  const location = useLocation()
  const navigate = useNavigate()
  const requested = new URLSearchParams(location.search).get(DESIGN_PARAM)
  const { uuid: openUuid } = useMeta(session.meta)
  const locationRef = useRef(location)
  const loadingRef = useRef<object | null>(null)
  // The URL value this hook has already acted on; a change to anything else is a request to load.
  const handled = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    locationRef.current = location
  })

  const writeUrl = useCallback(
    (uuid: string | null) => {
      const current = locationRef.current
      const params = new URLSearchParams(current.search)
      if ((params.get(DESIGN_PARAM) ?? null) === uuid) return
      if (uuid) params.set(DESIGN_PARAM, uuid)
      else params.delete(DESIGN_PARAM)
      handled.current = uuid
      const search = params.toString()
      void navigate(
        { pathname: current.pathname, search: search ? `?${search}` : '', hash: current.hash },
        { replace: true, state: current.state },
      )
    },
    [navigate],
  )

  // The URL asks for a design: load it unless it is already in the editor.
  useEffect(() => {
    if (requested === handled.current) return
    handled.current = requested
    const current = session.meta.get().uuid
    if (!requested) {
      // e.g. /editor from the header while a saved design is open: show which one it is.
      if (current) writeUrl(current)
      return
    }
    if (requested === current) return
    const controller = new AbortController()
    const token = {}
    loadingRef.current = token
    const isCurrent = () => loadingRef.current === token
    // The design and the codec that reads it load side by side.
    Promise.all([designs.get(requested, controller.signal), loadDesignCodec()])
      .then(([design, codec]) => {
        if (!isCurrent()) return
        loadingRef.current = null
        putDesign(session, design, codec)
      })
      .catch((error: unknown) => {
        if (!isCurrent()) return
        loadingRef.current = null
        toast.error(
          isApiError(error) && error.status === 404
            ? 'That design does not exist or is private.'
            : 'Could not open the design.',
        )
        writeUrl(session.meta.get().uuid)
      })
    return () => {
      if (!isCurrent()) return
      // Unmounted or asked for another design before this one arrived: forget it, so that a remount
      // (StrictMode runs effects twice) asks again.
      controller.abort()
      loadingRef.current = null
      handled.current = undefined
    }
  }, [requested, session, writeUrl])

  // The design in the editor changed (saved, opened, New): the URL follows, unless a load is pending.
  useEffect(
    () =>
      session.meta.subscribe(() => {
        if (loadingRef.current !== null) return
        writeUrl(session.meta.get().uuid)
      }),
    [session, writeUrl],
  )

  // Loading until the editor holds the design the URL names (a failed load takes the uuid out of the URL).
  return requested !== null && requested !== openUuid ? requested : null
}
