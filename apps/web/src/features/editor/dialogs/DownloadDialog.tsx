import { encodeRGBAToPNG } from '@threadbit/pixelart/png'
import { downloadBytes } from '../../../lib/download-bytes.ts'
import { DOWNLOAD_FILE_NAME, DOWNLOAD_SIZES } from '../download.ts'
import { useArt, useArtValue } from '../use-editor.ts'
import { EditorDialog } from './EditorDialog.tsx'

/** Download as pixel-art.png at 1x, 10x or 20x. */
export function DownloadDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const art = useArt()
  const rows = useArtValue((a) => a.rows)
  const columns = useArtValue((a) => a.columns)
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
              downloadBytes(encodeRGBAToPNG(art.toRGBA(scale)), DOWNLOAD_FILE_NAME, 'image/png')
              onOpenChange(false)
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
