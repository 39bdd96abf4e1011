import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { workshop } from '../../api/workshop.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { ModerationPanel } from './ModerationPanel.tsx'
import { OrderQueue } from './OrderQueue.tsx'
import { SettingsPanel } from './SettingsPanel.tsx'
import { StaffOnly } from './StaffOnly.tsx'
import styles from './workshop.module.css'

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'moderation', label: 'Moderation' },
  { id: 'settings', label: 'Settings' },
] as const
type TabId = (typeof TABS)[number]['id']

function Workshop() {
  const [params] = useSearchParams()
  useDocumentTitle('Workshop')
  const tab: TabId = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'orders'
  const summary = useQuery({
    queryKey: ['workshop', 'summary'],
    queryFn: ({ signal }) => workshop.summary(signal),
  })
  const badges: Partial<Record<TabId, number>> = {
    orders: summary.data?.orders_by_status.new,
    moderation: summary.data?.open_reports,
  }
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Workshop</h1>
        <p className={styles.muted}>Orders into production, and a clean shop.</p>
      </header>
      <nav className={styles.tabs} aria-label="Workshop sections">
        {TABS.map((t) => (
          <Link
            key={t.id}
            to={t.id === 'orders' ? '/workshop' : `/workshop?tab=${t.id}`}
            className={styles.tab}
            aria-current={tab === t.id ? 'page' : undefined}
          >
            {t.label}
            {badges[t.id] ? (
              <span
                className={styles.tabBadge}
                aria-label={`${badges[t.id]} ${t.id === 'orders' ? 'new' : 'open'}`}
              >
                {badges[t.id]}
              </span>
            ) : null}
          </Link>
        ))}
      </nav>
      {tab === 'orders' && <OrderQueue />}
      {tab === 'moderation' && <ModerationPanel />}
      {tab === 'settings' && <SettingsPanel />}
    </div>
  )
}

/** /workshop: staff only; everyone else sees the not-found page. */
export default function WorkshopPage() {
  return (
    <StaffOnly>
      <Workshop />
    </StaffOnly>
  )
}
