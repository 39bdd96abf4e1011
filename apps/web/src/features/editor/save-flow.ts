import { AuthReasons } from '../auth/auth-reasons.ts'
import { toast } from '../../ui/toast.ts'
import { DesignMessages, type Design, type User } from '@threadbit/contracts'
import { isApiError } from '../../api/client.ts'
import type { DesignsApi } from '../../api/designs.ts'
import { artToPngDataUrl, metaFromDesign } from '../designs/design-codec.ts'
import { isDesignOwner } from '../designs/ownership.ts'
import type { EditorSession } from './editor-session.ts'

/** How a press of Save ended. */
export type SaveOutcome =
  | { status: 'saved'; mode: SaveMode; design: Design }
  /** Another save is still under way. */
  | { status: 'busy' }
  | { status: 'empty' }
  /** The visitor closed the login or username modal. */
  | { status: 'cancelled' }
  | { status: 'failed' }

/** New design: create; own design: update; someone else's design: a remix. */
export type SaveMode = 'create' | 'update' | 'remix'

export interface SaveFlowDeps {
  api: Pick<DesignsApi, 'create' | 'replace'>
}

/** Login, then choose-username, as needed; null when the visitor gives up. */
export type RequireAccount = (reason?: string) => Promise<User | null>

export function saveModeFor(meta: { uuid: string | null; ownerId: number | null }, user: User): SaveMode {
  if (meta.uuid === null) return 'create'
  return isDesignOwner(user, meta.ownerId) ? 'update' : 'remix'
}

/**
 * The editor's Save, headless: it reads the session, asks for an account when needed, sends the design and
 * writes the saved design's metadata back. One save at a time: a press while one is under way (including
 * while the login modal is open) does nothing.
 */
export function createSaveFlow(deps: SaveFlowDeps) {
  let isSaving = false

  async function run(session: EditorSession, requireAccount: RequireAccount): Promise<SaveOutcome> {
    // Nothing to save is refused before anyone is asked to log in for it.
    if (session.art.isEmpty()) {
      toast.error(DesignMessages.noPixels, { id: 'save-design' })
      return { status: 'empty' }
    }
    const user = await requireAccount(AuthReasons.save)
    if (!user) return { status: 'cancelled' }
    // Read after the login: the art may have changed while the modal was open.
    const art = session.art
    if (art.isEmpty()) {
      toast.error(DesignMessages.noPixels, { id: 'save-design' })
      return { status: 'empty' }
    }
    const pngData = artToPngDataUrl(art)
    if (!pngData) {
      toast.error(DesignMessages.noImage, { id: 'save-design' })
      return { status: 'failed' }
    }
    const meta = session.meta.get()
    const mode = saveModeFor(meta, user)
    const id = toast.loading(mode === 'remix' ? DesignMessages.savingRemix : DesignMessages.saving, {
      id: 'save-design',
    })
    const body = {
      title: art.title.trim() === '' ? null : art.title.trim(),
      png_data: pngData,
      border: art.border,
      border_color: art.borderColor,
    }
    try {
      let design: Design
      if (mode === 'update' && meta.uuid !== null) {
        design = await deps.api.replace(meta.uuid, { ...body, is_public: meta.isPublic })
      } else {
        // Saved designs are public by default; a remix points at the design it came from.
        design = await deps.api.create({
          ...body,
          is_public: true,
          remix_of: mode === 'remix' ? meta.id : null,
        })
      }
      // Another design may have been opened while this one was on its way; its metadata stays.
      if (session.art === art) session.meta.set(metaFromDesign(design))
      toast.success(mode === 'remix' ? DesignMessages.savedRemix : DesignMessages.saved, { id })
      return { status: 'saved', mode, design }
    } catch (error) {
      const refusedEmpty =
        isApiError(error) && error.fieldErrors?.['png_data']?.includes(DesignMessages.noPixels)
      toast.error(refusedEmpty ? DesignMessages.noPixels : DesignMessages.saveFailed, { id })
      return { status: 'failed' }
    }
  }

  return {
    get isSaving() {
      return isSaving
    },
    async save(session: EditorSession, requireAccount: RequireAccount): Promise<SaveOutcome> {
      if (isSaving) return { status: 'busy' }
      isSaving = true
      try {
        return await run(session, requireAccount)
      } finally {
        isSaving = false
      }
    },
  }
}
