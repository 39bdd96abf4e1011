import { useId, useState } from 'react'
import styles from './StarRating.module.css'

const STARS = [1, 2, 3, 4, 5] as const

const STAR_ROWS = [
  '....#....',
  '...###...',
  '...###...',
  '#########',
  '.#######.',
  '..#####..',
  '..#####..',
  '.###.###.',
  '.##...##.',
]
/** The pixel star as one path of unit squares. */
const STAR_PATH = STAR_ROWS.flatMap((row, y) =>
  Array.from(row).flatMap((cell, x) => (cell === '#' ? [`M${x} ${y}h1v1h-1z`] : [])),
).join('')

function Star({ isFilled, size }: { isFilled: boolean; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 9 9"
      shapeRendering="crispEdges"
      aria-hidden="true"
      className={isFilled ? styles.filled : styles.empty}
    >
      <path d={STAR_PATH} />
    </svg>
  )
}

/** Read-only stars, e.g. '4 out of 5 stars'. */
export function StarDisplay({ value, size = 16 }: { value: number; size?: number }) {
  const rounded = Math.round(value)
  return (
    <span className={styles.display} role="img" aria-label={`${rounded} out of 5 stars`}>
      {STARS.map((n) => (
        <Star key={n} isFilled={n <= rounded} size={size} />
      ))}
    </span>
  )
}

interface StarPickerProps {
  name: string
  label: string
  value: number | undefined
  onChange(value: number): void
  onBlur?(): void
  /** id of the element that describes the error, when there is one. */
  errorId?: string | undefined
  disabled?: boolean
}

/**
 * A 1–5 star picker: a group of native radio buttons (arrow keys move between them, Space picks), drawn
 * as stars. Hovering previews a rating.
 */
export function StarPicker({ name, label, value, onChange, onBlur, errorId, disabled }: StarPickerProps) {
  const groupId = useId()
  const [hovered, setHovered] = useState<number | null>(null)
  const shown = hovered ?? value ?? 0
  return (
    <fieldset
      className={styles.picker}
      role="radiogroup"
      aria-labelledby={`${groupId}-legend`}
      aria-required="true"
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
      disabled={disabled}
      onMouseLeave={() => setHovered(null)}
    >
      <legend id={`${groupId}-legend`} className={styles.legend}>
        {label}
      </legend>
      <div className={styles.row}>
        {STARS.map((n) => {
          const id = `${groupId}-${n}`
          return (
            <span key={n} className={styles.option}>
              <input
                id={id}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                className={styles.input}
                onChange={() => onChange(n)}
                onBlur={onBlur}
              />
              <label htmlFor={id} className={styles.star} onMouseEnter={() => setHovered(n)}>
                <Star isFilled={n <= shown} size={30} />
                <span className={styles.visuallyHidden}>{n === 1 ? '1 star' : `${n} stars`}</span>
              </label>
            </span>
          )
        })}
        <span className={styles.caption} aria-hidden="true">
          {shown > 0 ? `${shown} / 5` : 'Tap a star'}
        </span>
      </div>
    </fieldset>
  )
}
