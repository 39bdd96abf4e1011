import type { ReactNode } from 'react'
import { Spinner } from '../../ui/Spinner.tsx'
import { Pager } from '../designs/Pager.tsx'
import shared from './workshop.module.css'

/** Moderation lists are paged by this many. */
const MODERATION_PAGE_SIZE = 24

interface ModerationSectionProps<T> {
  /** Names the heading's id (`<name>-title`). */
  name: string
  heading: ReactNode
  /** A control beside the heading (a filter). */
  aside?: ReactNode
  /** While the first page loads, a spinner with this label; without one the empty text shows meanwhile. */
  loading?: { isPending: boolean; label: string }
  items: readonly T[]
  emptyText: string
  /** The list itself, given the items (never called with none). */
  children(items: readonly T[]): ReactNode
  pager?: { page: number; count: number; onPageChange(page: number): void }
}

/** One card of the moderation panel: a heading, then a spinner, an empty note or the list, and its pager. */
export function ModerationSection<T>({
  name,
  heading,
  aside,
  loading,
  items,
  emptyText,
  children,
  pager,
}: ModerationSectionProps<T>) {
  const title = (
    <h2 id={`${name}-title`} className={shared.cardTitle}>
      {heading}
    </h2>
  )
  return (
    <section className={shared.card} aria-labelledby={`${name}-title`}>
      {aside ? (
        <div className={shared.cardHead}>
          {title}
          {aside}
        </div>
      ) : (
        title
      )}
      {loading?.isPending ? (
        <Spinner size="sm" label={loading.label} />
      ) : items.length === 0 ? (
        <p className={shared.muted}>{emptyText}</p>
      ) : (
        children(items)
      )}
      {pager && <Pager {...pager} pageSize={MODERATION_PAGE_SIZE} />}
    </section>
  )
}
