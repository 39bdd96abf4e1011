import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useAuth } from '../auth/AuthProvider.tsx'
import { changePrivacy } from '../designs/design-actions.ts'
import { updateCachedDesign } from '../designs/queries.ts'
import { isDesignOwner } from '../designs/ownership.ts'
import { useMeta } from './editor-meta.ts'
import { Switch } from './Switch.tsx'
import { useEditorSession } from './use-editor.ts'
import './designs.css'

/** Discoverable / Private, for the owner of the saved design in the editor only. */
export function PrivacySwitch({ compact = false }: { compact?: boolean }) {
  const session = useEditorSession()
  const meta = useMeta(session.meta)
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const [isPending, setPending] = useState(false)
  const id = useId()
  if (meta.uuid === null || !isDesignOwner(user, meta.ownerId)) return null
  const uuid = meta.uuid
  if (meta.moderationReason !== undefined && !meta.isPublic) {
    return (
      <p className="ed-moderated" role="note" data-testid="moderation-notice">
        <strong>Unpublished by our team.</strong> {meta.moderationReason}
      </p>
    )
  }

  const handleChange = async (isPublic: boolean) => {
    setPending(true)
    const saved = await changePrivacy({
      uuid,
      isPublic,
      // Only while the same design is open: another one may have been loaded in the meantime.
      apply: (value) => {
        if (session.meta.get().uuid === uuid) session.meta.update({ isPublic: value })
      },
    })
    setPending(false)
    if (saved) updateCachedDesign(queryClient, uuid, () => saved)
  }

  return (
    <div className={`ed-privacy ${compact ? 'ed-privacy--compact' : ''}`}>
      <Switch
        id={id}
        className="ed-switch--sm"
        checked={meta.isPublic}
        disabled={isPending}
        // The name stays put while the visible text says which state the design is in.
        aria-label="Discoverable"
        data-testid="privacy-switch"
        onCheckedChange={(checked) => void handleChange(checked)}
      />
      <label htmlFor={id} className={`ed-privacy__label ${meta.isPublic ? 'is-public' : 'is-private'}`}>
        {meta.isPublic ? 'Discoverable' : 'Private'}
      </label>
    </div>
  )
}
