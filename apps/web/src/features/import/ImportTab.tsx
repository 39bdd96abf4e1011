import { UPLOAD_IMAGE_TYPES } from '@threadbit/contracts'
import { useId, useState, type DragEvent } from 'react'
import type { RGBAImage } from '@threadbit/pixelart'
import type { ImagingApi } from '../../api/imaging.ts'
import { GridPreview } from './GridPreview.tsx'
import { prepareImportWithGrid, type PreparedImport } from './prepare.ts'
import { useGridNudge } from './useGridNudge.ts'
import { RefinePanel } from './RefinePanel.tsx'
import styles from './import.module.css'

interface FilePickerProps {
  label: string
  /** compact: a slimmer zone for the optional reference image. */
  compact?: boolean
  hint?: string
  disabled?: boolean
  busy?: boolean
  onFile(file: File): void
}

/** A drop zone with a real file input behind its label (keyboard and screen readers use the input). */
export function FilePicker({ label, hint, compact, disabled, busy, onFile }: FilePickerProps) {
  const id = useId()
  const [isOver, setOver] = useState(false)
  const handleDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled && !busy) onFile(file)
  }
  return (
    <div
      className={`${styles.drop} ${compact ? styles.dropCompact : ''} ${isOver ? styles.dropOver : ''} ${disabled ? styles.dropDisabled : ''}`}
      onDragOver={(e) => {
        e.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      aria-busy={busy || undefined}
    >
      <input
        id={id}
        type="file"
        accept={UPLOAD_IMAGE_TYPES}
        className={styles.fileInput}
        disabled={disabled || busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0]
          // Cleared so choosing the same file again still fires a change.
          e.target.value = ''
          if (file) onFile(file)
        }}
      />
      <label htmlFor={id} className={styles.fileButton}>
        {busy ? 'Processing…' : label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint ? `${hint} ` : ''}Or drop a file here.
      </p>
    </div>
  )
}

interface ImportTabProps {
  onImport(image: RGBAImage): void
  imaging?: ImagingApi
}

/** Tab 'Import (Advanced)': choose a file, process it, refine, import. */
export function ImportTab({ onImport, imaging }: ImportTabProps) {
  const [prepared, setPrepared] = useState<PreparedImport | null>(null)
  const [busy, setBusy] = useState(false)
  const grid = useGridNudge(prepared, setPrepared, imaging)

  const handleFile = async (file: File) => {
    setBusy(true)
    try {
      const result = await prepareImportWithGrid(file, imaging)
      if (result) {
        setPrepared(result)
        grid.reset()
      }
    } finally {
      setBusy(false)
    }
  }

  if (prepared) {
    return (
      <div className={styles.importing}>
        {prepared.recovery && <GridPreview recovery={prepared.recovery} nudge={grid} />}
        <RefinePanel
          source={prepared.image}
          confirmLabel="Import"
          cancelLabel="Choose another"
          onCancel={() => {
            grid.reset()
            setPrepared(null)
          }}
          onConfirm={onImport}
        />
      </div>
    )
  }
  return (
    <div className={styles.choose}>
      <p className={styles.intro}>
        Turn an image into an editable design. Pixel art works best: small images (up to 96 × 96) are used as
        they are, larger ones are converted back to their pixel grid.
      </p>
      <FilePicker
        label="Choose an image"
        hint="PNG, JPEG, GIF or WebP, up to 10 MB."
        busy={busy}
        onFile={(file) => void handleFile(file)}
      />
    </div>
  )
}
