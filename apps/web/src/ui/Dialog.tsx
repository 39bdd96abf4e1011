import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import styles from './Dialog.module.css'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Read out when the dialog opens; visually hidden when `hideDescription` is set. */
  description?: ReactNode
  hideDescription?: boolean
  /** `sheet` slides in from the right edge (the mobile menu). */
  variant?: 'modal' | 'sheet'
  hideTitle?: boolean
  children: ReactNode
}

/** Radix dialog with the app's look: focus trap, Escape and outside click to close, a labelled close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  hideTitle,
  variant = 'modal',
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[variant]}`}
          // Radix warns about a missing description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={hideTitle ? styles.srOnly : styles.title}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={hideDescription ? styles.srOnly : styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
