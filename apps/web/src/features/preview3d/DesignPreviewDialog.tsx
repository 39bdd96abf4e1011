// Interface shared by the design cards (issue 4) and the 3D preview (issue 8); the preview helper replaces the body.
export interface DesignPreviewDialogProps {
  design: { title: string; pngData: string; border: boolean; borderColor: string }
  open: boolean
  onOpenChange: (open: boolean) => void
}

export default function DesignPreviewDialog({ open }: DesignPreviewDialogProps) {
  return open ? <p role="status">The 3D preview is on its way.</p> : null
}
