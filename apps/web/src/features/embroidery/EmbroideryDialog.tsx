import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as RadixDialog from '@radix-ui/react-dialog'
import {
  EMBROIDERY_SCALE_MAX,
  EMBROIDERY_SCALE_MIN,
  EMBROIDERY_STITCH_SIZE_MAX,
  EMBROIDERY_STITCH_SIZE_MIN,
} from '@threadbit/contracts'
import type { RGBAImage } from '@threadbit/pixelart'
import { Button } from '../../ui/Button.tsx'
import dialogStyles from '../../ui/Dialog.module.css'
import { TextField } from '../../ui/Field.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { downloadEmbroideryFile, type DownloadEmbroideryDeps } from './download-embroidery.ts'
import {
  BROTHER_HOOPS,
  canScaleTwice,
  EMBROIDERY_FORM_DEFAULTS,
  formatMm,
  hoopFit,
  hoopLabel,
  hoopWarning,
  validateEmbroideryForm,
  type EmbroideryFormValues,
} from './embroidery-form.ts'
import type { EmbroiderySource } from './embroidery-source.ts'
import { useStitchPreview } from './use-stitch-preview.ts'
import styles from './EmbroideryDialog.module.css'

export interface EmbroideryDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The saved design to stitch; null shows the dialog with nothing selected. */
  source: EmbroiderySource | null
  /** Tests hand in the API and the file saver. */
  deps?: DownloadEmbroideryDeps
}

/** Generate Embroidery File (PES): stitch size, scale, a live stitch preview, Download and Cancel (spec §2). */
export function EmbroideryDialog({ open, onOpenChange, source, deps }: EmbroideryDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content
          className={`${dialogStyles.content} ${dialogStyles.modal} ${styles.dialog}`}
          data-testid="embroidery-dialog"
        >
          <div className={dialogStyles.header}>
            <RadixDialog.Title className={`${dialogStyles.title} ${styles.title}`}>
              Generate Embroidery File (PES)
            </RadixDialog.Title>
            <RadixDialog.Close className={dialogStyles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className={dialogStyles.description}>
            {source?.title ? <>Stitch “{source.title}” </> : 'Stitch this design '}
            as a Brother PES file: each pixel becomes a square of thread.
          </RadixDialog.Description>
          {/* Inside Content, so every opening starts from the defaults. */}
          <EmbroideryForm source={source} onClose={() => onOpenChange(false)} deps={deps} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

export default EmbroideryDialog

function EmbroideryForm({
  source,
  onClose,
  deps,
}: {
  source: EmbroiderySource | null
  onClose(): void
  deps: DownloadEmbroideryDeps | undefined
}) {
  const [values, setValues] = useState<EmbroideryFormValues>(EMBROIDERY_FORM_DEFAULTS)
  const [isDownloading, setDownloading] = useState(false)
  const grid = { columns: source?.columns ?? 0, rows: source?.rows ?? 0 }
  const { errors, value } = validateEmbroideryForm(values, grid)
  const preview = useStitchPreview(source, value)
  const scaleTwice = canScaleTwice(grid)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!value || isDownloading) return
    setDownloading(true)
    const saved = await downloadEmbroideryFile(source?.uuid ?? null, value, deps)
    setDownloading(false)
    if (saved) onClose()
  }

  const stats = preview.preview
  const warning = stats ? hoopWarning(stats.widthMm, stats.heightMm) : null
  const fit = stats ? hoopFit(stats.widthMm, stats.heightMm) : null

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className={styles.layout}>
        <div className={styles.fields}>
          <TextField
            label="Stitch size (mm)"
            name="stitch_size"
            type="number"
            inputMode="decimal"
            min={EMBROIDERY_STITCH_SIZE_MIN}
            max={EMBROIDERY_STITCH_SIZE_MAX}
            step={0.1}
            value={values.stitchSize}
            onChange={(e) => setValues((v) => ({ ...v, stitchSize: e.target.value }))}
            error={errors.stitchSize}
            hint={`${EMBROIDERY_STITCH_SIZE_MIN} to ${EMBROIDERY_STITCH_SIZE_MAX} mm per pixel`}
          />
          <TextField
            label="Scale factor"
            name="scale"
            type="number"
            inputMode="numeric"
            min={EMBROIDERY_SCALE_MIN}
            max={EMBROIDERY_SCALE_MAX}
            step={1}
            value={values.scale}
            onChange={(e) => setValues((v) => ({ ...v, scale: e.target.value }))}
            error={errors.scale}
            hint={
              scaleTwice
                ? '1 or 2: 2 doubles every pixel'
                : `1 (2 only for designs up to 32×32; this one is ${grid.columns}×${grid.rows})`
            }
          />
          <dl className={styles.stats} aria-label="Stitch summary" aria-busy={preview.status === 'loading'}>
            <div>
              <dt>Stitches</dt>
              <dd data-testid="embroidery-stitch-count">
                {stats ? stats.stitchCount.toLocaleString('en-US') : '–'}
              </dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd data-testid="embroidery-size">
                {stats ? `${formatMm(stats.widthMm)} × ${formatMm(stats.heightMm)} mm` : '–'}
              </dd>
            </div>
            <div>
              <dt>Colours</dt>
              <dd>{stats ? stats.colorCount : '–'}</dd>
            </div>
          </dl>
          {warning && (
            <Notice
              tone="warning"
              title={fit?.kind === 'too-big' ? 'Too big for common hoops' : 'Needs a larger hoop'}
            >
              <span data-testid="hoop-warning">{warning}</span>
            </Notice>
          )}
        </div>

        <div className={styles.preview}>
          <figure className={styles.figure}>
            <div className={styles.fabric}>
              {stats ? (
                <PreviewCanvas image={stats.image} />
              ) : preview.status === 'error' ? (
                <p className={styles.previewNote}>The preview could not be drawn.</p>
              ) : value ? (
                <Spinner label="Planning stitches…" />
              ) : (
                <p className={styles.previewNote}>Fix the values to see the stitches.</p>
              )}
              {stats && preview.status === 'loading' && (
                <span className={styles.updating}>
                  <Spinner size="sm" label="Updating…" />
                </span>
              )}
            </div>
            <figcaption className={styles.caption}>
              Stitch preview
              {fit?.kind === 'fits' && <> · fits the {hoopLabel(BROTHER_HOOPS[0])} hoop</>}
            </figcaption>
          </figure>
          {stats && stats.threads.length > 0 && (
            <div className={styles.threadsBlock}>
              <h3 className={styles.threadsTitle}>Thread colours, in sewing order</h3>
              <ol className={styles.threads} aria-label="Thread colours, in sewing order">
                {stats.threads.map((thread, i) => (
                  <li key={`${thread.hex}-${i}`} className={styles.thread}>
                    <span className={styles.swatch} style={{ background: thread.hex }} aria-hidden="true" />
                    <span className={styles.hex}>{thread.hex}</span>
                    <span className={styles.brother} title="Nearest Brother thread">
                      {thread.isBorder ? 'Border · ' : ''}≈ {thread.brotherName}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      </div>

      <div className={styles.actions}>
        <RadixDialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </RadixDialog.Close>
        <Button type="submit" disabled={!value} isLoading={isDownloading}>
          Download
        </Button>
      </div>
    </form>
  )
}

function PreviewCanvas({ image }: { image: RGBAImage }) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = ref.current
    if (!canvas) return
    canvas.width = image.width
    canvas.height = image.height
    let ctx: CanvasRenderingContext2D | null = null
    try {
      ctx = canvas.getContext('2d')
    } catch {
      ctx = null
    }
    if (!ctx) return
    ctx.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0)
  }, [image])
  return (
    <canvas
      ref={ref}
      className={styles.canvas}
      role="img"
      aria-label="The design as stitches"
      data-testid="embroidery-preview"
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    />
  )
}
