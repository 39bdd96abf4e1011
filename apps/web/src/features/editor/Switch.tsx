import type { ComponentPropsWithRef } from 'react'

type SwitchProps = Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'role' | 'type'> & {
  checked: boolean
  onCheckedChange(checked: boolean): void
}

/**
 * An on/off switch: a native button with the switch role (Space and Enter toggle it), styled by
 * `data-state` like the rest of the editor's controls. Radix's would add its runtime to the first load.
 */
export function Switch({ checked, onCheckedChange, className, onClick, ...rest }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked'
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={`ed-switch ${className ?? ''}`.trim()}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) onCheckedChange(!checked)
      }}
    >
      <span className="ed-switch__thumb" data-state={state} />
    </button>
  )
}
