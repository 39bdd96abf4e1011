import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DesignMessages, SEARCH_DEBOUNCE_MS } from '@threadbit/contracts'
import { DesignCardSkeleton } from '../designs/DesignCard.tsx'
import { DesignGrid, ListError, SearchBox } from '../designs/DesignGrid.tsx'
import { DesignIcon } from '../designs/icons.tsx'
import { useDesignFeed } from '../designs/queries.ts'
import { useDebouncedValue } from '../designs/use-debounced-value.ts'
import { useInfiniteScroll } from '../designs/use-infinite-scroll.ts'
import styles from './DiscoverPage.module.css'

/**
 * /discover: every public design, searchable, loading more as the visitor scrolls (shop spec "Discover").
 * `search` lives in the URL, so a search can be shared and survives a reload; `fits` is passed to the API.
 */
export default function DiscoverPage() {
  const [params, setParams] = useSearchParams()
  const urlSearch = params.get('search') ?? ''
  const fits = params.get('fits')?.trim() || undefined
  const [searchText, setSearchText] = useState(urlSearch)
  const [lastUrlSearch, setLastUrlSearch] = useState(urlSearch)
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)

  // Back/forward (or a link) changed the URL's search: the box shows it.
  if (urlSearch !== lastUrlSearch) {
    setLastUrlSearch(urlSearch)
    setSearchText(urlSearch)
  }
  // The typed search, once settled, goes into the URL (replacing the entry, so Back leaves the page).
  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('search') ?? '') === search) return current
        const next = new URLSearchParams(current)
        if (search) next.set('search', search)
        else next.delete('search')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [search, setParams])

  const feed = useDesignFeed({ search: search || undefined, fits })
  const designs = feed.data?.pages.flatMap((page) => page.results) ?? []
  const count = feed.data?.pages[0]?.count ?? 0
  const markerRef = useInfiniteScroll<HTMLDivElement>(
    () => {
      if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage()
    },
    { enabled: feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError, rearmKey: designs.length },
  )

  return (
    <div className={styles.page}>
      <Link to="/" className={styles.back}>
        <DesignIcon name="arrowLeft" size={16} /> Back to Home
      </Link>
      <header className={styles.header}>
        <p className={styles.kicker}>Step 1 of 2</p>
        <h1 className={styles.title}>Design First</h1>
        <p className={styles.lede}>
          Pick a design you love, then choose the apparel to stitch it on. Or open one in the editor and make
          it yours.
        </p>
      </header>
      <div className={styles.toolbar}>
        <div className={styles.searchWrap}>
          <SearchBox
            value={searchText}
            onChange={setSearchText}
            label="Search Designs"
            isPending={searchText.trim() !== search}
          />
        </div>
        {feed.data && (
          <p className={styles.count} aria-live="polite">
            {count === 1 ? '1 design' : `${count} designs`}
          </p>
        )}
      </div>

      {feed.isError && designs.length === 0 ? (
        <ListError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <DesignGrid
          label="Designs"
          designs={designs}
          isLoading={feed.isPending}
          skeletonCount={8}
          emptyText={DesignMessages.noDesigns}
        />
      )}

      {feed.isFetchingNextPage && (
        <div className={styles.more} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <DesignCardSkeleton key={i} index={i} />
          ))}
        </div>
      )}
      {feed.isError && designs.length > 0 && (
        <ListError error={feed.error} onRetry={() => void feed.fetchNextPage()} />
      )}
      <div ref={markerRef} className={styles.marker} data-testid="list-end-marker" />
      {feed.data && !feed.hasNextPage && designs.length > 0 && (
        <p className={styles.end}>{DesignMessages.end}</p>
      )}
    </div>
  )
}
