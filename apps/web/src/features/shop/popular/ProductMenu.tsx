import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { Product } from '@threadbit/contracts'
import { FilterTriggerContent } from './FilterTriggerContent.tsx'
import styles from './ProductFilter.module.css'

export interface ProductMenuProps {
  products: readonly Product[]
  selected: readonly number[]
  triggerText: string
  open: boolean
  onOpenChange(open: boolean): void
  onToggle(id: number, isChecked: boolean): void
  onClear(): void
}

/**
 * The menu of checkable products with their pictures (Radix keeps it keyboard accessible: arrows move,
 * Space/Enter toggles, Escape closes). Its own chunk: Radix's menu and positioning load on first use.
 */
export default function ProductMenu({
  products,
  selected,
  triggerText,
  open,
  onOpenChange,
  onToggle,
  onClear,
}: ProductMenuProps) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        aria-label={selected.length ? `Filter by product: ${triggerText}` : undefined}
        data-active={selected.length > 0 || undefined}
      >
        <FilterTriggerContent text={triggerText} count={selected.length} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={6} collisionPadding={12}>
          <DropdownMenu.Label className={styles.menuLabel}>Show picks on</DropdownMenu.Label>
          {products.map((product) => {
            const image = product.colors[0]?.image_url
            return (
              <DropdownMenu.CheckboxItem
                key={product.id}
                className={styles.option}
                checked={selected.includes(product.id)}
                onCheckedChange={(isChecked) => onToggle(product.id, isChecked)}
                // Keep the menu open so several products can be picked in a row.
                onSelect={(event) => event.preventDefault()}
              >
                <span className={styles.check} aria-hidden="true">
                  <DropdownMenu.ItemIndicator className={styles.tick}>✓</DropdownMenu.ItemIndicator>
                </span>
                {image && <img className={styles.thumb} src={image} alt="" />}
                <span className={styles.optionName}>{product.product_name}</span>
              </DropdownMenu.CheckboxItem>
            )
          })}
          {selected.length > 0 && (
            <>
              <DropdownMenu.Separator className={styles.separator} />
              <DropdownMenu.Item className={styles.clear} onSelect={onClear}>
                Clear filter
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
