import * as Dialog from '@radix-ui/react-dialog'
import { DesignMessages } from '@threadbit/contracts'
import { Button } from '../../ui/Button.tsx'
import styles from './ConfirmDeleteDialog.module.css'

interface ConfirmDeleteDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The design's display title, named in the dialog so the visitor knows which one goes. */
  title: string
  isDeleting: boolean
  onConfirm(): void
}

export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  isDeleting,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} role="alertdialog">
          <Dialog.Title className={styles.title}>Delete design</Dialog.Title>
          <Dialog.Description className={styles.text}>
            {DesignMessages.confirmDelete}
            <span className={styles.name}>“{title}” will be gone for good.</span>
          </Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" size="sm" isLoading={isDeleting} onClick={onConfirm}>
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
