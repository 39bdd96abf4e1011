import { useState, type ChangeEvent, type FormEvent } from 'react'
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
import { productionSheetUrl } from '../../api/embroidery.ts'
import { Button, ButtonLink } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import dialogStyles from '../../ui/Dialog.module.css'
import { SelectField, TextField } from '../../ui/Field.tsx'
import { downloadEmbroideryFile, type DownloadEmbroideryDeps } from './download-embroidery.ts'
import {
  canScaleTwice,
  EMBROIDERY_FORM_DEFAULTS,
  formatMinutes,
  validateEmbroideryForm,
  type EmbroideryFormValues,
} from './embroidery-form.ts'
import type { EmbroiderySource } from './embroidery-source.ts'
import { readEmbroideryPreference, saveEmbroideryPreference } from './machine-preference.ts'
import { StitchPreviewPanel } from './StitchPreviewPanel.tsx'
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

  /** The props a number input bound to one form value takes: limits, keyboard, value, change and error. */
  const numberInput = (field: 'stitchSize' | 'scale', min: number, max: number, step: number) => ({
    type: 'number',
    inputMode: Number.isInteger(step) ? ('numeric' as const) : ('decimal' as const),
    min,
    max,
    step,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  })

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
              {...numberInput('stitchSize', EMBROIDERY_STITCH_SIZE_MIN, EMBROIDERY_STITCH_SIZE_MAX, 0.1)}
              hint={`${EMBROIDERY_STITCH_SIZE_MIN} to ${EMBROIDERY_STITCH_SIZE_MAX} mm per pixel`}
            />
            <TextField
              label="Scale factor"
              name="scale"
              {...numberInput('scale', EMBROIDERY_SCALE_MIN, EMBROIDERY_SCALE_MAX, 1)}
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

        <StitchPreviewPanel preview={preview} isValid={value !== null} hoopError={hoopError} />
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
