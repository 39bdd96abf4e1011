import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as RadixDialog from '@radix-ui/react-dialog'
import {
  EMBROIDERY_SCALE_MAX,
  EMBROIDERY_SCALE_MIN,
  EMBROIDERY_STITCH_SIZE_MAX,
  EMBROIDERY_STITCH_SIZE_MIN,
  type EmbroideryFillMethod,
} from '@threadbit/contracts'
import {
  defaultMachine,
  machineById,
  MACHINES,
  THREAD_CHARTS,
  UNVERIFIED_HOOP_NOTE,
} from '@threadbit/embroidery'
import type { RGBAImage } from '@threadbit/pixelart'
import { productionSheetUrl } from '../../api/embroidery.ts'
import { Button, ButtonLink } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import dialogStyles from '../../ui/Dialog.module.css'
import { SelectField, TextField } from '../../ui/Field.tsx'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { downloadEmbroideryFile, type DownloadEmbroideryDeps } from './download-embroidery.ts'
import {
  canScaleTwice,
  EMBROIDERY_FORM_DEFAULTS,
  formatMinutes,
  formatMm,
  validateEmbroideryForm,
  type EmbroideryFormValues,
} from './embroidery-form.ts'
import type { EmbroiderySource } from './embroidery-source.ts'
import { readEmbroideryPreference, saveEmbroideryPreference } from './machine-preference.ts'
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

/**
 * Generate Embroidery File: the machine (which sets the format), hoop, stitch size, scale, fill, thread chart,
 * a live stitch preview with size, hoop, time and spools, the production sheet, Download and Cancel.
 */
export function EmbroideryDialog({ open, onOpenChange, source, deps }: EmbroideryDialogProps) {
  const [machine, setMachine] = useState(() => readEmbroideryPreference().machine)
  const format = machineOf(machine).format.toUpperCase()
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
              Generate Embroidery File ({format})
            </RadixDialog.Title>
            <RadixDialog.Close className={dialogStyles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className={dialogStyles.description}>
            {source?.title ? <>Stitch “{source.title}” </> : 'Stitch this design '}
            for your machine: each pixel becomes a square of thread.
          </RadixDialog.Description>
          {/* Inside Content, so every opening starts from the defaults. */}
          <EmbroideryForm
            source={source}
            onClose={() => onOpenChange(false)}
            deps={deps}
            machine={machine}
            onMachineChange={setMachine}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

export default EmbroideryDialog

/** The machine by id (the saved one may be gone after an update: then Brother). */
const machineOf = (id: string) => machineById(id) ?? defaultMachine('pes')

const METHOD_LABELS: Record<EmbroideryFillMethod, { title: string; detail: string }> = {
  'satin-blocks': { title: 'Pixel look', detail: 'Satin blocks, crisp squares' },
  tatami: { title: 'Tatami fill', detail: 'Flat rows over underlay' },
}

function EmbroideryForm({
  source,
  onClose,
  deps,
  machine,
  onMachineChange,
}: {
  source: EmbroiderySource | null
  onClose(): void
  deps: DownloadEmbroideryDeps | undefined
  machine: string
  onMachineChange(machine: string): void
}) {
  const [values, setValues] = useState<EmbroideryFormValues>(EMBROIDERY_FORM_DEFAULTS)
  const [preference, setPreference] = useState(readEmbroideryPreference)
  const [hoop, setHoop] = useState('')
  const [method, setMethod] = useState<EmbroideryFillMethod>('satin-blocks')
  const [isDownloading, setDownloading] = useState(false)
  const grid = { columns: source?.columns ?? 0, rows: source?.rows ?? 0 }
  const { errors, value } = validateEmbroideryForm(values, grid)
  const machineInfo = machineOf(machine)
  const choice = { machine, hoop, threadChart: preference.threadChart, method }
  const preview = useStitchPreview(source, value ? { ...value, ...choice } : null)
  const scaleTwice = canScaleTwice(grid)
  const stats = preview.preview
  const hoopError = stats?.hoopError ?? null
  // The hoop asked for, else the one the preview chose: its size may be one no maker's document confirmed.
  const sewnHoop = hoop ? machineInfo.hoops.find((h) => h.id === hoop) : stats?.hoop

  const remember = (next: Partial<typeof preference>) => {
    const updated = { ...preference, ...next }
    setPreference(updated)
    saveEmbroideryPreference(updated)
  }
  const request = value ? { ...value, format: machineInfo.format, ...choice, hoop: hoop || undefined } : null

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!request || hoopError || isDownloading) return
    setDownloading(true)
    const saved = await downloadEmbroideryFile(
      source?.uuid ?? null,
      { ...request, package: preference.zip ? 'zip' : 'file' },
      deps,
    )
    setDownloading(false)
    if (saved) onClose()
  }

  const sheetHref = source?.uuid && request && !hoopError ? productionSheetUrl(source.uuid, request) : null

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className={styles.layout}>
        <div className={styles.fields}>
          <SelectField
            label="My machine is a …"
            name="machine"
            value={machine}
            onChange={(e) => {
              onMachineChange(e.target.value)
              setHoop('')
              remember({ machine: e.target.value })
            }}
            hint={`Saves a ${machineInfo.format.toUpperCase()} file`}
          >
            {MACHINES.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label} ({m.format.toUpperCase()})
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Hoop"
            name="hoop"
            value={hoop}
            onChange={(e) => setHoop(e.target.value)}
            hint={
              sewnHoop?.unverified ? (
                <span data-testid="hoop-unverified">
                  {sewnHoop.name}: {UNVERIFIED_HOOP_NOTE}.
                </span>
              ) : undefined
            }
          >
            <option value="">Smallest that fits</option>
            {machineInfo.hoops.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
                {h.unverified ? ' (size unconfirmed)' : ''}
              </option>
            ))}
          </SelectField>
          <div className={styles.pair}>
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
                  : `1 (2 only up to 32×32; this is ${grid.columns}×${grid.rows})`
              }
            />
          </div>
          <fieldset className={styles.methods}>
            <legend>Fill</legend>
            {(Object.keys(METHOD_LABELS) as EmbroideryFillMethod[]).map((m) => {
              const figures = stats?.methods[m]
              return (
                <label key={m} className={styles.method} data-checked={method === m || undefined}>
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    checked={method === m}
                    onChange={() => setMethod(m)}
                  />
                  <span className={styles.methodText}>
                    <strong>{METHOD_LABELS[m].title}</strong>
                    <span>{METHOD_LABELS[m].detail}</span>
                    <span className={styles.methodFigures} data-testid={`method-${m}`}>
                      {figures
                        ? `${figures.stitchCount.toLocaleString('en-US')} stitches · ${formatMinutes(figures.estimatedMinutes)}`
                        : '…'}
                    </span>
                  </span>
                </label>
              )
            })}
          </fieldset>
          <SelectField
            label="Thread chart"
            name="thread_chart"
            value={preference.threadChart}
            onChange={(e) => remember({ threadChart: e.target.value })}
          >
            {THREAD_CHARTS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
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
            <figcaption className={styles.caption}>Stitch preview</figcaption>
          </figure>
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
                {stats
                  ? `${formatMm(stats.widthMm)} × ${formatMm(stats.heightMm)} mm (${(stats.widthMm / 25.4).toFixed(2)} × ${(stats.heightMm / 25.4).toFixed(2)} in)`
                  : '–'}
              </dd>
            </div>
            <div>
              <dt>Hoop</dt>
              <dd data-testid="embroidery-hoop">
                {stats?.hoop ? stats.hoop.name : stats ? 'None fits' : '–'}
              </dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd
                data-testid="embroidery-time"
                title="At 600 stitches a minute, with colour changes and trims"
              >
                {stats ? `≈ ${formatMinutes(stats.estimatedMinutes)}` : '–'}
              </dd>
            </div>
            <div>
              <dt>Colours · trims</dt>
              <dd>{stats ? `${stats.colorCount} · ${stats.trimCount}` : '–'}</dd>
            </div>
          </dl>
          {hoopError && (
            <Notice tone="warning" title="Too big for this machine's hoops">
              <span data-testid="hoop-warning">{hoopError}</span>
            </Notice>
          )}
          {stats && stats.threads.length > 0 && (
            <div className={styles.threadsBlock}>
              <h3 className={styles.threadsTitle}>Threads, in sewing order</h3>
              <ol className={styles.threads} aria-label="Threads, in sewing order">
                {stats.threads.map((thread, i) => (
                  <li key={`${thread.hex}-${i}`} className={styles.thread}>
                    <span className={styles.swatches} aria-hidden="true">
                      <span className={styles.swatch} style={{ background: thread.hex }} />
                      <span className={styles.spool} style={{ background: thread.spoolHex }} />
                    </span>
                    <span className={styles.threadText}>
                      <span className={styles.spoolName}>
                        {thread.isBorder ? 'Border · ' : ''}
                        {thread.code} {thread.name}
                      </span>
                      <span className={styles.threadMeta}>
                        {thread.hex} · ΔE {thread.deltaE.toFixed(1)} ·{' '}
                        {thread.stitches.toLocaleString('en-US')} stitches
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      </div>

      <div className={styles.actions}>
        <Checkbox
          label="Zip with thread list and production sheet"
          checked={preference.zip}
          onChange={(e) => remember({ zip: e.target.checked })}
        />
        <div className={styles.buttons}>
          {sheetHref ? (
            <ButtonLink
              variant="ghost"
              to={sheetHref}
              target="_blank"
              rel="noopener"
              reloadDocument
              data-testid="production-sheet-link"
            >
              Production sheet
            </ButtonLink>
          ) : null}
          <RadixDialog.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </RadixDialog.Close>
          <Button type="submit" disabled={!value || !!hoopError} isLoading={isDownloading}>
            Download
          </Button>
        </div>
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
