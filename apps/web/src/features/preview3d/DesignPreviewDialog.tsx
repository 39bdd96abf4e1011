import { useState } from 'react'
import { Dialog } from '../../ui/Dialog.tsx'
import { ClothSwatches } from './ClothSwatches.tsx'
import { DEFAULT_CLOTH_COLOR } from './preview-input.ts'
import { StitchPreview } from './StitchPreview.tsx'

// Interface shared by the design cards (issue 4) and the 3D preview (issue 8).
export interface DesignPreviewDialogProps {
  design: { title: string; pngData: string; border: boolean; borderColor: string }
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** A design card's "3D preview": the same stitched view as the editor's window, for a saved design. */
export default function DesignPreviewDialog({ design, open, onOpenChange }: DesignPreviewDialogProps) {
  const [cloth, setCloth] = useState<string>(DEFAULT_CLOTH_COLOR)
  const [resetToken, setResetToken] = useState(0)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={design.title.trim() || 'Untitled Masterpiece'}
      description="3D preview: drag to turn the cloth, scroll to zoom."
    >
      {open && (
        <div className="p3d-dialog">
          <StitchPreview
            pngData={design.pngData}
            border={design.border}
            borderColor={design.borderColor}
            clothColor={cloth}
            mode="3d"
            resetToken={resetToken}
            className="p3d-dialog__view"
          />
          <div className="p3d-dialog__controls">
            <ClothSwatches value={cloth} onChange={setCloth} />
            <button type="button" className="p3d-dialog__reset" onClick={() => setResetToken((n) => n + 1)}>
              Reset view
            </button>
          </div>
        </div>
      )}
    </Dialog>
  )
}
