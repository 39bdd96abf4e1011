import { useCallback, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { DesignMessages } from '@threadbit/contracts'
import { designs, type DesignsApi } from '../../api/designs.ts'
import { toast } from '../../ui/toast.ts'
import { useAuthModal } from '../auth/AuthModalProvider.tsx'
import { DESIGNS_KEY } from '../designs/queries.ts'
import type { EditorSession } from './editor-session.ts'
import { loadSaveFlow } from './lazy-code.ts'
import type { createSaveFlow, SaveOutcome } from './save-flow.ts'

/** The editor's Save: the headless flow wired to the auth modal, the API and the cached design lists. */
export function useSaveDesign(
  session: EditorSession,
  api: Pick<DesignsApi, 'create' | 'replace'> = designs,
): () => Promise<SaveOutcome> {
  const { requireAccount } = useAuthModal()
  const queryClient = useQueryClient()
  // The flow outlives renders (it holds the "a save is under way" flag); its code loads at the first save.
  const flow = useRef<Promise<ReturnType<typeof createSaveFlow>> | null>(null)

  return useCallback(async () => {
    flow.current ??= loadSaveFlow().then((m) => m.createSaveFlow({ api }))
    const loaded = await flow.current.catch(() => {
      flow.current = null
      return null
    })
    if (!loaded) {
      toast.error(DesignMessages.saveFailed, { id: 'save-design' })
      return { status: 'failed' } as const
    }
    const outcome = await loaded.save(session, requireAccount)
    if (outcome.status === 'saved') void queryClient.invalidateQueries({ queryKey: DESIGNS_KEY })
    return outcome
  }, [api, session, requireAccount, queryClient])
}
