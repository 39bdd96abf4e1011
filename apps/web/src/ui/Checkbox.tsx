import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import styles from './Checkbox.module.css'

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A native checkbox drawn as a pixel box, with its label beside it (the whole row is clickable). */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  const id = useId()
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" className={styles.input} {...rest} />
      <label htmlFor={id} className={styles.label}>
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 8 8" width="14" height="14" shapeRendering="crispEdges">
            <path d="M6 1h1v1h1v1H7v1H6v1H5v1H4v1H3V6H2V5H1V4h1v1h1v1h1V5h1V4h1V3h1V2H6z" />
          </svg>
        </span>
        <span>{label}</span>
      </label>
    </div>
  )
}
