import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { DesignMessages } from '@threadbit/contracts'
import { designs, type DesignsApi } from '../../api/designs.ts'
import { toast } from '../../ui/toast.ts'
import { useAuthModal } from '../auth/AuthModalProvider.tsx'
import { loadDesignCodec, type DesignCodec } from '../designs/load-design-codec.ts'
import { DESIGNS_KEY } from '../designs/queries.ts'
import { useMeta } from './editor-meta.ts'
import type { EditorSession } from './editor-session.ts'
import type { createEmbroiderFlow } from './embroider-flow.ts'
import { loadEmbroiderFlow, loadEmbroideryDialog } from './lazy-code.ts'
import { sourceFromDesign, type EmbroiderySource } from '../embroidery/embroidery-source.ts'

// The modal (and, through it, the stitch planner) loads the first time someone embroiders.
const EmbroideryDialog = lazy(() => loadEmbroideryDialog().then((m) => ({ default: m.EmbroideryDialog })))

/** The embroider flow's toast, replaced by a failure to load the flow. */
const EMBROIDER_TOAST_ID = 'embroider-save'

/** `?embroider=1` next to `?design=` (the staff Embroider button on design cards) opens the modal. */
export const EMBROIDER_PARAM = 'embroider'

/** The design in the editor as the modal's source (it was just loaded from or saved to the server). */
function sourceFromSession(session: EditorSession, codec: DesignCodec): EmbroiderySource | null {
  const { uuid } = session.meta.get()
  const art = session.art
  const pngData = codec.artToPngDataUrl(art)
  if (!uuid || !pngData) return null
  return {
    uuid,
    title: art.title,
    pngData,
    border: art.border,
    borderColor: art.borderColor,
    columns: art.columns,
    rows: art.rows,
  }
}

/**
 * The editor's Embroider: the quick-draw save, then the Generate Embroidery File modal for the new design.
 * Returns the command's action and the modal to mount.
 */
export function useEditorEmbroidery(
  session: EditorSession,
  api: Pick<DesignsApi, 'create'> = designs,
): { embroider(): void; dialog: ReactNode } {
  const { requireAccount } = useAuthModal()
  const queryClient = useQueryClient()
  const location = useLocation()
  const navigate = useNavigate()
  // The flow outlives renders (it holds the "under way" flag); its code loads at the first Embroider.
  const flow = useRef<Promise<ReturnType<typeof createEmbroiderFlow>> | null>(null)
  const [source, setSource] = useState<EmbroiderySource | null>(null)
  const [isOpen, setOpen] = useState(false)
  const { uuid: openUuid } = useMeta(session.meta)

  const embroider = useCallback(() => {
    flow.current ??= loadEmbroiderFlow().then((m) => m.createEmbroiderFlow({ api }))
    flow.current.then(
      async (loaded) => {
        const outcome = await loaded.embroider(session, requireAccount)
        if (outcome.status !== 'ready') return
        void queryClient.invalidateQueries({ queryKey: DESIGNS_KEY })
        setSource(sourceFromDesign(outcome.design))
        setOpen(true)
      },
      () => {
        flow.current = null
        toast.error(DesignMessages.saveFailed, { id: EMBROIDER_TOAST_ID })
      },
    )
  }, [api, session, requireAccount, queryClient])

  // A design card's Embroider: once the editor holds the design the URL names, open the modal for it, then
  // take the parameter out of the URL. The codec is already loaded (it read the design), so this cannot fail.
  const params = new URLSearchParams(location.search)
  const requested = params.get('design')
  const pending =
    params.get(EMBROIDER_PARAM) === '1' && requested && requested === openUuid ? requested : null
  useEffect(() => {
    if (!pending) return
    // Not cancelled when the parameter leaves the URL (just below): the request was made.
    void loadDesignCodec().then((codec) => {
      const fromSession = session.meta.get().uuid === pending ? sourceFromSession(session, codec) : null
      if (!fromSession) return
      setSource(fromSession)
      setOpen(true)
    })
  }, [pending, session])
  useEffect(() => {
    if (!pending) return
    const next = new URLSearchParams(location.search)
    next.delete(EMBROIDER_PARAM)
    const search = next.toString()
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    )
  }, [pending, location, navigate])

  const dialog =
    source !== null ? (
      <Suspense fallback={null}>
        <EmbroideryDialog open={isOpen} onOpenChange={setOpen} source={source} />
      </Suspense>
    ) : null

  return { embroider, dialog }
}
