import type { ReactNode } from 'react'
import { DesignMessages, PAGE_SIZE, type Design } from '@threadbit/contracts'
import { DesignCard, DesignCardSkeleton, type DesignCardProps } from './DesignCard.tsx'
import { DesignIcon } from './icons.tsx'
import { useProducts } from './queries.ts'
import styles from './DesignList.module.css'

type CardActions = Omit<DesignCardProps, 'design' | 'index' | 'products'>

interface DesignGridProps extends CardActions {
  designs: readonly Design[]
  /** Placeholder cards shown while the first page loads. */
  isLoading?: boolean
  skeletonCount?: number
  density?: 'comfortable' | 'compact'
  /** Text when the list is empty (and not loading). */
  emptyText?: ReactNode
  label: string
}

/** A responsive grid of design cards, with skeletons while loading and the empty text. */
export function DesignGrid({
  designs,
  isLoading = false,
  skeletonCount = 8,
  density = 'comfortable',
  emptyText = DesignMessages.noDesigns,
  label,
  ...actions
}: DesignGridProps) {
  const { data: products } = useProducts()
  const gridClass = `${styles.grid} ${density === 'compact' ? styles.compact : ''}`
  if (isLoading && designs.length === 0) {
    return (
      <div className={gridClass} role="status" aria-label="Loading designs" aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <DesignCardSkeleton key={i} index={i} />
        ))}
      </div>
    )
  }
  if (designs.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {emptyText}
      </p>
    )
  }
  return (
    <ul className={gridClass} aria-label={label}>
      {designs.map((design, i) => (
        <li key={design.uuid} className={styles.item}>
          {/* Stagger within each page, so a later page does not wait for the earlier ones. */}
          <DesignCard design={design} index={i % PAGE_SIZE} products={products} {...actions} />
        </li>
      ))}
    </ul>
  )
}

interface SearchBoxProps {
  value: string
  onChange(value: string): void
  label: string
  placeholder?: string
  /** Shows a small spinner-like hint while a debounced search is pending. */
  isPending?: boolean
}

export function SearchBox({ value, onChange, label, placeholder, isPending }: SearchBoxProps) {
  return (
    <div className={styles.search}>
      <DesignIcon name="search" size={18} className={styles.searchIcon} />
      <input
        type="search"
        className={styles.searchInput}
        value={value}
        placeholder={placeholder ?? label}
        aria-label={label}
        aria-busy={isPending || undefined}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && (
        <button
          type="button"
          className={styles.searchClear}
          aria-label="Clear search"
          onClick={() => onChange('')}
        >
          <DesignIcon name="close" size={16} />
        </button>
      )}
    </div>
  )
}
