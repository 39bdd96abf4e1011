import { lazy, Suspense } from 'react'
import { useHasOpened } from '../hooks.ts'
import { loadDialogFrame } from '../lazy-code.ts'
import type { EditorDialogProps } from './RadixEditorDialog.tsx'

// Radix Dialog (and its focus trap and scroll lock) loads when the first of the editor's dialogs opens.
const RadixEditorDialog = lazy(loadDialogFrame)

/** The editor's modal, rendered (and its code loaded) from the first time it opens. */
export function EditorDialog(props: EditorDialogProps) {
  if (!useHasOpened(props.open)) return null
  return (
    <Suspense fallback={null}>
      <RadixEditorDialog {...props} />
    </Suspense>
  )
}
