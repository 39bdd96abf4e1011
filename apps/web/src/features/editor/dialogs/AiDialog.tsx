import { Icon } from '../icons.tsx'
import { EditorDialog } from './EditorDialog.tsx'

/**
 * /editor/ai opens this over the editor; closing it returns to /editor.
 * Interim: the AI and Import flows arrive with their own issue; until then it says so.
 */
export function AiDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <EditorDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      title="Use AI"
      description="Generate pixel art from a prompt, or import an image."
      footer={
        <button type="button" className="ed-btn ed-btn--primary" onClick={onClose}>
          Back to the editor
        </button>
      }
    >
      <div className="ed-coming-soon">
        <Icon name="sparkles" size={36} />
        <p>
          <strong>Coming soon.</strong> AI generation and image import are on their way.
        </p>
      </div>
    </EditorDialog>
  )
}
