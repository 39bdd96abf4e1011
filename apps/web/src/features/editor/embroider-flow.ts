import { AuthReasons } from '../auth/auth-reasons.ts'
import { toast } from '../../ui/toast.ts'
import { DesignMessages, MAX_ACTIVE_COLORS, type Design, type User } from '@threadbit/contracts'
import type { DesignsApi } from '../../api/designs.ts'
import { artToPngDataUrl, metaFromDesign } from '../designs/design-codec.ts'
import type { EditorSession } from './editor-session.ts'

export const EmbroiderMessages = {
  noColors: 'Draw something first: embroidery needs at least one colour.',
  tooManyColors: (count: number) =>
    `Embroidery allows at most ${MAX_ACTIVE_COLORS} thread colours; this design has ${count}. Remove ${count - MAX_ACTIVE_COLORS} to continue.`,
  saving: 'Saving a private copy for embroidery...',
} as const

const TOAST_ID = 'embroider-save'

export type EmbroiderOutcome =
  | { status: 'ready'; design: Design }
  | { status: 'busy' | 'no-colors' | 'too-many-colors' | 'cancelled' | 'failed' }

/** Embroider is allowed only with between 1 and 12 active colours. */
export function embroiderColorProblem(activeColorCount: number): string | null {
  if (activeColorCount < 1) return EmbroiderMessages.noColors
  if (activeColorCount > MAX_ACTIVE_COLORS) return EmbroiderMessages.tooManyColors(activeColorCount)
  return null
}

/**
 * The editor's Embroider, headless: checks the colours, asks for an account, then saves the drawing as a
 * new private quick-draw design (always new) and makes it the editor's design. One at a time.
 */
export function createEmbroiderFlow(deps: { api: Pick<DesignsApi, 'create'> }) {
  let isBusy = false

  async function run(
    session: EditorSession,
    requireAccount: (reason?: string) => Promise<User | null>,
  ): Promise<EmbroiderOutcome> {
    const problem = embroiderColorProblem(session.art.activeColorCount)
    if (problem) {
      toast.error(problem, { id: TOAST_ID })
      return { status: session.art.activeColorCount < 1 ? 'no-colors' : 'too-many-colors' }
    }
    const user = await requireAccount(AuthReasons.embroider)
    if (!user) return { status: 'cancelled' }
    // Read after the login: the drawing may have changed while the modal was open.
    const art = session.art
    const again = embroiderColorProblem(art.activeColorCount)
    if (again) {
      toast.error(again, { id: TOAST_ID })
      return { status: art.activeColorCount < 1 ? 'no-colors' : 'too-many-colors' }
    }
    const pngData = artToPngDataUrl(art)
    if (!pngData) {
      toast.error(DesignMessages.noImage, { id: TOAST_ID })
      return { status: 'failed' }
    }
    const id = toast.loading(EmbroiderMessages.saving, { id: TOAST_ID })
    try {
      const design = await deps.api.create({
        title: art.title.trim() === '' ? null : art.title.trim(),
        png_data: pngData,
        border: art.border,
        border_color: art.borderColor,
        is_public: false,
        is_quick_draw: true,
        remix_of: null,
      })
      if (session.art === art) session.meta.set(metaFromDesign(design))
      // The embroidery dialog opening is the confirmation; a toast here would sit over its title.
      toast.dismiss(id)
      return { status: 'ready', design }
    } catch {
      toast.error(DesignMessages.saveFailed, { id })
      return { status: 'failed' }
    }
  }

  return {
    get isBusy() {
      return isBusy
    },
    async embroider(session: EditorSession, requireAccount: () => Promise<User | null>) {
      if (isBusy) return { status: 'busy' } as const
      isBusy = true
      try {
        return await run(session, requireAccount)
      } finally {
        isBusy = false
      }
    },
  }
}
