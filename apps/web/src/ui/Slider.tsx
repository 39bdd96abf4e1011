import * as RadixSlider from '@radix-ui/react-slider'
import styles from './Slider.module.css'

interface SliderProps {
  value: number
  min: number
  max: number
  step: number
  onValueChange(value: number): void
  /** The accessible name of the thumb. */
  label: string
  /** Read out instead of the bare number, e.g. "2.25 mm per pixel". */
  valueText?: string
  disabled?: boolean
  className?: string
}

/** A single-thumb slider (Radix): keyboard, pointer and touch, with the app's look. */
export function Slider({
  value,
  min,
  max,
  step,
  onValueChange,
  label,
  valueText,
  disabled,
  className,
}: SliderProps) {
  return (
    <RadixSlider.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(values) => {
        const next = values[0]
        if (next !== undefined) onValueChange(next)
      }}
    >
      <RadixSlider.Track className={styles.track}>
        <RadixSlider.Range className={styles.range} />
      </RadixSlider.Track>
      <RadixSlider.Thumb className={styles.thumb} aria-label={label} aria-valuetext={valueText} />
    </RadixSlider.Root>
  )
}
