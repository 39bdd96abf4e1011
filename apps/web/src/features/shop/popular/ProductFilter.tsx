import { lazy, Suspense, useState } from 'react'
import type { Product } from '@threadbit/contracts'
import { FilterTriggerContent } from './FilterTriggerContent.tsx'
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

const ProductMenu = lazy(() => import('./ProductMenu.tsx'))
const loadMenu = () => void import('./ProductMenu.tsx')

/**
 * 'Filter by product…': a menu of checkable products (ProductMenu), plus removable chips for the choices.
 * Until the menu's code is wanted, a plain button of the same look stands in: pointing at it or focusing it
 * starts the download, and a click opens the menu as soon as it is there.
 */
export function ProductFilter({ products, selected, onChange }: ProductFilterProps) {
  const [isWanted, setWanted] = useState(false)
  const [isOpen, setOpen] = useState(false)
  const toggle = (id: number, isChecked: boolean) =>
    onChange(isChecked ? [...selected, id] : selected.filter((s) => s !== id))
  const chosen = products.filter((p) => selected.includes(p.id))
  const text = triggerText(products, selected)
  const label = selected.length ? `Filter by product: ${text}` : undefined

  const standIn = (
    <button
      type="button"
      className={styles.trigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-active={selected.length > 0 || undefined}
      onPointerEnter={loadMenu}
      onFocus={loadMenu}
      onClick={() => {
        setWanted(true)
        setOpen(true)
      }}
    >
      <FilterTriggerContent text={text} count={selected.length} />
    </button>
  )

  return (
    <div className={styles.filter}>
      {isWanted ? (
        <Suspense fallback={standIn}>
          <ProductMenu
            products={products}
            selected={selected}
            triggerText={text}
            open={isOpen}
            onOpenChange={setOpen}
            onToggle={toggle}
            onClear={() => onChange([])}
          />
        </Suspense>
      ) : (
        standIn
      )}
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
