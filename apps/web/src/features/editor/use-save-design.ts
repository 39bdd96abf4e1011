import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { designs, type DesignsApi } from '../../api/designs.ts'
import { useAuthModal } from '../auth/AuthModalProvider.tsx'
import { DESIGNS_KEY } from '../designs/queries.ts'
import type { EditorSession } from './editor-session.ts'
import { createSaveFlow, type SaveOutcome } from './save-flow.ts'

/** The editor's Save: the headless flow wired to the auth modal, the API and the cached design lists. */
export function useSaveDesign(
  session: EditorSession,
  api: Pick<DesignsApi, 'create' | 'replace'> = designs,
): () => Promise<SaveOutcome> {
  const { requireAccount } = useAuthModal()
  const queryClient = useQueryClient()
  // The flow outlives renders: it holds the "a save is under way" flag.
  const [flow] = useState(() => createSaveFlow({ api }))

  return useCallback(async () => {
    const outcome = await flow.save(session, requireAccount)
    if (outcome.status === 'saved') void queryClient.invalidateQueries({ queryKey: DESIGNS_KEY })
    return outcome
  }, [flow, session, requireAccount, queryClient])
}
