import type { RGBAImage } from '@threadbit/pixelart'
import { useImageCanvas } from '../../lib/use-image-canvas.ts'
import { Notice } from '../../ui/Notice.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { formatMinutes, formatMm } from './embroidery-form.ts'
import type { PreviewState } from './use-stitch-preview.ts'
import styles from './EmbroideryDialog.module.css'

interface StitchPreviewPanelProps {
  preview: PreviewState
  /** Whether the form's values are valid (otherwise no preview is planned). */
  isValid: boolean
  hoopError: string | null
}

/** The dialog's right column: the stitched picture, its figures (size, hoop, time) and the threads to load. */
export function StitchPreviewPanel({ preview, isValid, hoopError }: StitchPreviewPanelProps) {
  const stats = preview.preview
  return (
    <div className={styles.preview}>
      <figure className={styles.figure}>
        <div className={styles.fabric}>
          {stats ? (
            <PreviewCanvas image={stats.image} />
          ) : preview.status === 'error' ? (
            <p className={styles.previewNote}>The preview could not be drawn.</p>
          ) : isValid ? (
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
          <dd data-testid="embroidery-hoop">{stats?.hoop ? stats.hoop.name : stats ? 'None fits' : '–'}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd data-testid="embroidery-time" title="At 600 stitches a minute, with colour changes and trims">
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
                    {thread.hex} · ΔE {thread.deltaE.toFixed(1)} · {thread.stitches.toLocaleString('en-US')}{' '}
                    stitches
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  )
}

function PreviewCanvas({ image }: { image: RGBAImage }) {
  const ref = useImageCanvas(image)
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
