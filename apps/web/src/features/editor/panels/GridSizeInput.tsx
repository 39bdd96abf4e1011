import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { Icon } from '../icons.tsx'

/** Grid inputs apply 1 s after the last keystroke. */
export const GRID_INPUT_DEBOUNCE_MS = 1000

export function clampGridSize(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.round(value)))
}

interface GridSizeInputProps {
  label: string
  value: number
  min: number
  max: number
  onCommit(value: number): void
  debounceMs?: number
}

/**
 * A numeric field for rows or columns. Typing only edits a draft; the clamped value is applied after
 * `debounceMs` without typing, on Enter or when the field loses focus. The − / + buttons and the arrow keys
 * apply ±1 at once. Escape drops the draft.
 */
export function GridSizeInput({
  label,
  value,
  min,
  max,
  onCommit,
  debounceMs = GRID_INPUT_DEBOUNCE_MS,
}: GridSizeInputProps) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => clearTimer, [])

  const apply = (next: number) => {
    clearTimer()
    setDraft(null)
    const clamped = clampGridSize(next, min, max)
    if (clamped !== value) onCommit(clamped)
  }

  const commitDraft = (text: string | null) => {
    if (text === null) return
    const parsed = Number.parseInt(text, 10)
    if (Number.isNaN(parsed)) {
      clearTimer()
      setDraft(null)
      return
    }
    apply(parsed)
  }

  const handleChange = (text: string) => {
    const digits = text.replace(/[^\d]/g, '').slice(0, 4)
    setDraft(digits)
    clearTimer()
    timer.current = setTimeout(() => commitDraft(digits), debounceMs)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commitDraft(draft)
    } else if (event.key === 'Escape') {
      clearTimer()
      setDraft(null)
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault()
      const base = draft !== null && draft !== '' ? Number.parseInt(draft, 10) : value
      apply(base + (event.key === 'ArrowUp' ? 1 : -1))
    }
  }

  return (
    <div className="ed-number">
      <label className="ed-number__label" htmlFor={id}>
        {label}
      </label>
      <div className="ed-number__field">
        <button
          type="button"
          className="ed-number__step"
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={value <= min}
          onClick={() => apply(value - 1)}
        >
          <Icon name="minus" size={14} />
        </button>
        <input
          id={id}
          className="ed-number__input"
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={() => commitDraft(draft)}
        />
        <button
          type="button"
          className="ed-number__step"
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={value >= max}
          onClick={() => apply(value + 1)}
        >
          <Icon name="plus" size={14} />
        </button>
      </div>
    </div>
  )
}
