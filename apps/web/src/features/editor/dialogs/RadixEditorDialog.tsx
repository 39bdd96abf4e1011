import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { Icon } from '../icons.tsx'

export interface EditorDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  description?: ReactNode
  /** dialog: centred card; sheet: slides up from the bottom on phones. */
  variant?: 'dialog' | 'sheet'
  role?: 'dialog' | 'alertdialog'
  className?: string
  children?: ReactNode
  footer?: ReactNode
}

/** The editor's modal: Radix Dialog (focus trap, Escape, aria wiring) with the editor's look. */
export default function RadixEditorDialog({
  open,
  onOpenChange,
  title,
  description,
  variant = 'dialog',
  role = 'dialog',
  className,
  children,
  footer,
}: EditorDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ed-dialog__overlay" />
        <Dialog.Content
          className={`ed-dialog ed-dialog--${variant} ${className ?? ''}`}
          role={role}
          // Radix warns about a missing description unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ed-dialog__head">
            <Dialog.Title className="ed-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="ed-icon-btn" aria-label="Close">
              <Icon name="close" size={18} />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="ed-dialog__desc">{description}</Dialog.Description>}
          {children && <div className="ed-dialog__body">{children}</div>}
          {footer && <div className="ed-dialog__foot">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
