import type { RGBAImage } from '@threadbit/pixelart'
import type { DetectedGrid } from '../../api/imaging.ts'
import styles from './import.module.css'
import { useImageCanvas } from '../../lib/use-image-canvas.ts'
import type { GridNudge } from './useGridNudge.ts'

/** Largest side of the uploaded image as shown under its grid. */
export const GRID_PREVIEW_PX = 300

interface GridPreviewProps {
  /** The uploaded image, decoded, and the grid the recovery found in it. */
  recovery: { decoded: RGBAImage; grid: DetectedGrid }
  /** The cell counts shown (they change at once on a nudge, before the grid is fitted anew) and the nudges. */
  nudge: Pick<GridNudge, 'columns' | 'rows' | 'refitting' | 'nudge'>
  /** What the image is, for the overlay's label ("uploaded image" unless told). */
  subject?: string
}

/**
 * The uploaded (or generated) image with the pixel grid found in it drawn over it (irregular grids have unevenly spaced
 * lines), and buttons to add or remove a column or a row when the count is wrong.
 */
export function GridPreview({ recovery, nudge, subject = 'uploaded image' }: GridPreviewProps) {
  const { decoded: image, grid } = recovery
  const { columns, rows, refitting: busy } = nudge
  const onNudge = nudge.nudge
  const ref = useImageCanvas(image)
  const scale = GRID_PREVIEW_PX / Math.max(image.width, image.height)
  const width = Math.round(image.width * scale)
  // Inner lines only: the outer ones would sit on the image's own border.
  const vertical = grid.x.filter((x) => x > 0 && x < image.width)
  const horizontal = grid.y.filter((y) => y > 0 && y < image.height)
  return (
    <section className={styles.grid} aria-label="Detected pixel grid">
      <div
        className={styles.gridImage}
        style={{ width, aspectRatio: `${image.width} / ${image.height}` }}
        aria-busy={busy || undefined}
      >
        <canvas ref={ref} className={styles.gridCanvas} aria-hidden="true" />
        <svg
          className={styles.gridLines}
          viewBox={`0 0 ${image.width} ${image.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Grid of ${columns} × ${rows} cells over the ${subject}`}
          data-testid="grid-overlay"
          data-columns={grid.x.length - 1}
          data-rows={grid.y.length - 1}
        >
          {vertical.map((x, i) => (
            <line key={`x${i}`} x1={x} x2={x} y1={0} y2={image.height} />
          ))}
          {horizontal.map((y, i) => (
            <line key={`y${i}`} x1={0} x2={image.width} y1={y} y2={y} />
          ))}
        </svg>
      </div>
      <div className={styles.gridControls}>
        <p className={styles.gridTitle}>Pixel grid found</p>
        <p className={styles.muted}>If the lines miss the pixels, add or remove a column or a row.</p>
        <Stepper label="Columns" value={columns} busy={busy} onNudge={(d) => onNudge('x', d)} />
        <Stepper label="Rows" value={rows} busy={busy} onNudge={(d) => onNudge('y', d)} />
      </div>
    </section>
  )
}

function Stepper({
  label,
  value,
  busy,
  onNudge,
}: {
  label: string
  value: number
  busy?: boolean | undefined
  onNudge(delta: 1 | -1): void
}) {
  return (
    <div className={styles.stepper}>
      <span className={styles.settingLabel}>{label}</span>
      <button
        type="button"
        className="ed-btn ed-btn--label"
        aria-label={`One ${label.toLowerCase().slice(0, -1)} fewer`}
        disabled={value <= 1}
        onClick={() => onNudge(-1)}
      >
        −
      </button>
      <output className={styles.stepperValue} aria-live="polite" aria-busy={busy || undefined}>
        {value}
      </output>
      <button
        type="button"
        className="ed-btn ed-btn--label"
        aria-label={`One ${label.toLowerCase().slice(0, -1)} more`}
        disabled={value >= 128}
        onClick={() => onNudge(1)}
      >
        +
      </button>
    </div>
  )
}
