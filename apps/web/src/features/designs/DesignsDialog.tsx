import { AuthReasons } from '../auth/auth-reasons.ts'
import { useState } from 'react'
import { DesignMessages, PAGE_SIZE, SEARCH_DEBOUNCE_MS, type Design } from '@threadbit/contracts'
import type { DesignListScope } from '../../api/designs.ts'
import { useAuth } from '../auth/AuthProvider.tsx'
import { useAuthModal } from '../auth/AuthModalProvider.tsx'
import { DesignGrid, SearchBox } from './DesignGrid.tsx'
import { ListError } from './ListError.tsx'
import { TabbedDialog } from '../../ui/TabbedDialog.tsx'
import { EmptyDesigns } from './EmptyDesigns.tsx'
import { Pager } from './Pager.tsx'
import { useDesignPage } from './queries.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import styles from './DesignsDialog.module.css'

type Tab = 'mine' | 'discover'

interface DesignsDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The design the visitor picked; the dialog closes after handing it over. */
  onSelect(design: Design): void
  onChanged?(design: Design): void
  onDeleted?(design: Design): void
}

/** The editor's Designs modal: My Designs and Discover, each searchable and paged. */
export function DesignsDialog({ open, onOpenChange, onSelect, onChanged, onDeleted }: DesignsDialogProps) {
  const { user, status } = useAuth()
  const { requireAccount } = useAuthModal()
  const [tab, setTab] = useState<Tab>(user ? 'mine' : 'discover')
  const [wasOpen, setWasOpen] = useState(open)

  // Each opening starts on My Designs for a signed-in user, on Discover otherwise.
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setTab(user ? 'mine' : 'discover')
  }

  const handleTabChange = (next: Tab) => {
    if (next !== 'mine') {
      setTab('discover')
      return
    }
    if (user) {
      setTab('mine')
      return
    }
    // My Designs needs an account: the login opens, and the tab follows once it succeeded.
    void requireAccount(AuthReasons.myDesigns).then((signedIn) => {
      if (signedIn) setTab('mine')
    })
  }

  const browser = (scope: DesignListScope, emptyText: string) => (
    <DesignBrowser
      scope={scope}
      emptyText={emptyText}
      onSelect={onSelect}
      onChanged={onChanged}
      onDeleted={onDeleted}
      onNavigate={() => onOpenChange(false)}
    />
  )

  return (
    <TabbedDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Designs"
      tabsLabel="Design lists"
      tab={tab}
      onTabChange={handleTabChange}
      contentClassName={styles.content}
      panelClassName={styles.panel}
      tabs={[
        {
          value: 'mine',
          label: 'My Designs',
          content: user ? (
            browser('mine', DesignMessages.noOwnDesigns)
          ) : (
            <p className={styles.signedOut}>
              {status === 'loading' ? 'Checking your account…' : 'Log in to see your designs.'}
            </p>
          ),
        },
        { value: 'discover', label: 'Discover', content: browser('public', DesignMessages.noDesigns) },
      ]}
    />
  )
}

interface DesignBrowserProps {
  scope: DesignListScope
  emptyText: string
  onSelect(design: Design): void
  onNavigate(): void
  onChanged?: ((design: Design) => void) | undefined
  onDeleted?: ((design: Design) => void) | undefined
}

/** One searchable, paged list of the modal. */
export function DesignBrowser({
  scope,
  emptyText,
  onSelect,
  onNavigate,
  onChanged,
  onDeleted,
}: DesignBrowserProps) {
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)
  // The page belongs to the search it was chosen for: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search, page: 1 })
  const page = paging.search === search ? paging.page : 1
  const setPage = (next: number) => setPaging({ search, page: next })
  const query = useDesignPage(scope, { search: search || undefined, page })
  const data = query.data

  const handleDeleted = (design: Design) => {
    // The last card of the last page went: that page no longer exists on the server.
    if (page > 1 && data?.results.every((d) => d.uuid === design.uuid)) setPage(page - 1)
    onDeleted?.(design)
  }

  const isEmptyBecauseSearch = search !== '' && data?.count === 0
  // No design saved yet: nothing to search or page through, just the way to the first one.
  if (scope === 'mine' && searchText.trim() === '' && search === '' && data?.count === 0) {
    return <EmptyDesigns onStart={onNavigate} />
  }
  return (
    <div className={styles.browser}>
      <SearchBox
        value={searchText}
        onChange={setSearchText}
        label="Search designs"
        placeholder="Search by title or author"
        isPending={searchText.trim() !== search}
      />
      <div className={styles.results} aria-busy={query.isFetching || undefined}>
        {query.isError && !data ? (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <DesignGrid
            label={scope === 'mine' ? 'My designs' : 'Public designs'}
            designs={data?.results ?? []}
            isLoading={query.isPending}
            skeletonCount={6}
            density="compact"
            emptyText={isEmptyBecauseSearch ? DesignMessages.noDesigns : emptyText}
            onSelect={onSelect}
            onNavigate={onNavigate}
            onChanged={onChanged}
            onDeleted={handleDeleted}
          />
        )}
      </div>
      {data && (
        <Pager
          page={page}
          count={data.count}
          pageSize={PAGE_SIZE}
          isBusy={query.isFetching}
          onPageChange={setPage}
        />
      )}
    </div>
  )
}
