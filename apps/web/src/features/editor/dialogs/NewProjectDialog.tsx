import { EditorDialog } from './EditorDialog.tsx'

export const NEW_PROJECT_QUESTION =
  'Are you sure you want to create a new project? This will clear your current design.'

export function NewProjectDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  onConfirm(): void
}) {
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="New project"
      description={NEW_PROJECT_QUESTION}
      footer={
        <>
          <button type="button" className="ed-btn ed-btn--label" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="ed-btn ed-btn--danger"
            onClick={() => {
              onConfirm()
              onOpenChange(false)
            }}
          >
            Create new project
          </button>
        </>
      }
    />
  )
}
