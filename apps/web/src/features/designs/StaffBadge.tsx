import * as Tooltip from '@radix-ui/react-tooltip'
import { usePageSettings } from '../../lib/settings.tsx'
import { DesignIcon } from './icons.tsx'
import styles from './StaffBadge.module.css'

/** Marks an author who is staff; the tooltip reads '{product} Staff'. */
export function StaffBadge() {
  const { productName } = usePageSettings()
  const label = `${productName} Staff`
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span className={styles.staff} role="img" aria-label={label} tabIndex={0} data-testid="staff-badge">
            <DesignIcon name="star" size={12} />
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.tooltip} side="top" sideOffset={4}>
            {label}
            <Tooltip.Arrow className={styles.tooltipArrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
