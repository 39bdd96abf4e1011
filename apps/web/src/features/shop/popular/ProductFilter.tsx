import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { Product } from '@threadbit/contracts'
import styles from './ProductFilter.module.css'

interface ProductFilterProps {
  products: readonly Product[]
  selected: readonly number[]
  onChange(ids: number[]): void
}

function triggerText(products: readonly Product[], selected: readonly number[]): string {
  if (selected.length === 0) return 'Filter by product…'
  const names = products.filter((p) => selected.includes(p.id)).map((p) => p.product_name)
  return names.length === 1 ? (names[0] ?? '') : `${selected.length} products`
}

/**
 * 'Filter by product…': a menu of checkable products with their pictures (Radix keeps it keyboard
 * accessible: arrows move, Space/Enter toggles, Escape closes), plus removable chips for the choices.
 */
export function ProductFilter({ products, selected, onChange }: ProductFilterProps) {
  const toggle = (id: number, isChecked: boolean) =>
    onChange(isChecked ? [...selected, id] : selected.filter((s) => s !== id))
  const chosen = products.filter((p) => selected.includes(p.id))

  return (
    <div className={styles.filter}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={styles.trigger}
          aria-label={selected.length ? `Filter by product: ${triggerText(products, selected)}` : undefined}
          data-active={selected.length > 0 || undefined}
        >
          <span className={styles.triggerText}>{triggerText(products, selected)}</span>
          {selected.length > 0 && <span className={styles.badge}>{selected.length}</span>}
          <svg className={styles.chevron} width="12" height="8" viewBox="0 0 12 8" aria-hidden="true">
            <path
              d="M0 0h2v2H0zM2 2h2v2H2zM4 4h4v2H4zM8 2h2v2H8zM10 0h2v2h-2zM5 6h2v2H5z"
              fill="currentColor"
            />
          </svg>
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
                  onCheckedChange={(isChecked) => toggle(product.id, isChecked)}
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
                <DropdownMenu.Item className={styles.clear} onSelect={() => onChange([])}>
                  Clear filter
                </DropdownMenu.Item>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {chosen.length > 0 && (
        <ul className={styles.chips} aria-label="Selected products">
          {chosen.map((product) => (
            <li key={product.id} className={styles.chip}>
              {product.product_name}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${product.product_name}`}
                onClick={() => toggle(product.id, false)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
