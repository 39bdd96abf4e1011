import { useEffect } from 'react'
import { downloadBytes } from '../../../lib/download-bytes.ts'
import { toast } from '../../../ui/toast.ts'
import { DOWNLOAD_FILE_NAME, DOWNLOAD_SIZES } from '../download.ts'
import { useArt, useArtValue } from '../use-editor.ts'
import { EditorDialog } from './EditorDialog.tsx'

const loadPngCodec = () => import('@threadbit/pixelart/png')

/** Download as pixel-art.png at 1x, 10x or 20x. */
export function DownloadDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const art = useArt()
  const rows = useArtValue((a) => a.rows)
  const columns = useArtValue((a) => a.columns)
  // The PNG encoder is not in the editor's first load: it starts loading when the dialog opens.
  useEffect(() => {
    // A failure here shows at the click, which tries again.
    if (open) loadPngCodec().catch(() => undefined)
  }, [open])
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Download"
      description="Save your design as a PNG image."
    >
      <div className="ed-download">
        {DOWNLOAD_SIZES.map(({ scale, label }) => (
          <button
            key={scale}
            type="button"
            className="ed-download__option"
            onClick={() => {
              const rgba = art.toRGBA(scale)
              onOpenChange(false)
              void loadPngCodec().then(
                ({ encodeRGBAToPNG }) =>
                  downloadBytes(encodeRGBAToPNG(rgba), DOWNLOAD_FILE_NAME, 'image/png'),
                () => toast.error('Could not make the PNG. Check your connection and try again.'),
              )
            }}
          >
            <span className="ed-download__preview" aria-hidden="true">
              <span style={{ width: `${30 + (scale === 1 ? 0 : scale === 10 ? 12 : 24)}px` }} />
            </span>
            <span className="ed-download__label">{label}</span>
            <span className="ed-download__dims">
              {columns * scale} × {rows * scale} px
            </span>
            <span className="ed-download__scale">{scale}×</span>
          </button>
        ))}
      </div>
    </EditorDialog>
  )
}
