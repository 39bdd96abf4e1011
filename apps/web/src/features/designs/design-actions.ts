import { toast } from '../../ui/toast.ts'
import { DesignMessages, type Design } from '@threadbit/contracts'
import { designs, type DesignsApi } from '../../api/designs.ts'

interface PrivacyChange {
  uuid: string
  isPublic: boolean
  /** Shows a value on screen: called with the new value at once, and with the old one if the call fails. */
  apply(isPublic: boolean): void
  api?: Pick<DesignsApi, 'setPublic'>
}

/**
 * The privacy toggle: the switch flips at once, the change is sent, and on failure it flips back.
 * Resolves with the server's design, or null after a failure.
 */
export async function changePrivacy({
  uuid,
  isPublic,
  apply,
  api = designs,
}: PrivacyChange): Promise<Design | null> {
  apply(isPublic)
  const id = toast.loading(DesignMessages.privacyUpdating)
  try {
    const saved = await api.setPublic(uuid, isPublic)
    toast.success(isPublic ? DesignMessages.nowPublic : DesignMessages.nowPrivate, { id })
    return saved
  } catch {
    apply(!isPublic)
    toast.error(DesignMessages.privacyFailed, { id, description: DesignMessages.privacyOops })
    return null
  }
}

/** Deletes after the confirmation; true when the design is gone. */
export async function deleteDesign(
  uuid: string,
  api: Pick<DesignsApi, 'remove'> = designs,
): Promise<boolean> {
  try {
    await api.remove(uuid)
    toast.success(DesignMessages.deleted)
    return true
  } catch {
    toast.error('Could not delete the design.', { description: DesignMessages.privacyOops })
    return false
  }
}
