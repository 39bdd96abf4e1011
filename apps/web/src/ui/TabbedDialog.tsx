import type { ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import * as Tabs from '@radix-ui/react-tabs'
import { createLineIcon } from './LineIcon.tsx'
import { sharedIconPaths } from './shared-icon-paths.tsx'
import styles from './TabbedDialog.module.css'

const CloseIcon = createLineIcon({ close: sharedIconPaths.close }, 20)

export interface DialogTab<T extends string> {
  value: T
  label: ReactNode
  content: ReactNode
}

interface TabbedDialogProps<T extends string> {
  open: boolean
  onOpenChange(open: boolean): void
  title: ReactNode
  /** Names the tab list for screen readers. */
  tabsLabel: string
  tabs: DialogTab<T>[]
  tab: T
  onTabChange(tab: T): void
  /** The dialog's own size: a class that composes `content` from TabbedDialog.module.css. */
  contentClassName: string | undefined
  panelClassName: string | undefined
  closeIconSize?: number
  'data-testid'?: string
}

/** A large modal with a title, a close button and tabs, each tab one panel (the editor's Designs and AI). */
export function TabbedDialog<T extends string>({
  open,
  onOpenChange,
  title,
  tabsLabel,
  tabs,
  tab,
  onTabChange,
  contentClassName,
  panelClassName,
  closeIconSize,
  'data-testid': testId,
}: TabbedDialogProps<T>) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={contentClassName} aria-describedby={undefined} data-testid={testId}>
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon name="close" size={closeIconSize} />
            </Dialog.Close>
          </header>
          <Tabs.Root value={tab} onValueChange={(next) => onTabChange(next as T)} className={styles.tabs}>
            <Tabs.List className={styles.tabList} aria-label={tabsLabel}>
              {tabs.map(({ value, label }) => (
                <Tabs.Trigger key={value} value={value} className={styles.tab}>
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map(({ value, content }) => (
              <Tabs.Content key={value} value={value} className={panelClassName}>
                {content}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
