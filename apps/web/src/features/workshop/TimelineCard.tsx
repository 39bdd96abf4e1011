import type { ReactNode } from 'react'
import shared from './workshop.module.css'

interface TimelineEntry {
  key: number
  what: ReactNode
  detail: ReactNode
}

/** A side card listing what happened to the order, newest last (mails) or first (history). */
export function TimelineCard({
  name,
  title,
  emptyText,
  entries,
}: {
  /** Names the heading's id and the list's test id (`order-<name>`). */
  name: string
  title: string
  emptyText: string
  entries: TimelineEntry[]
}) {
  return (
    <section className={shared.card} aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className={shared.cardTitle}>
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className={shared.muted}>{emptyText}</p>
      ) : (
        <ol className={shared.timeline} data-testid={`order-${name}`}>
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.what}
              <span className={shared.muted}>{entry.detail}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
