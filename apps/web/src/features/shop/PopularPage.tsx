import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DesignMessages, PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@threadbit/contracts'
import { ListError, SearchBox } from '../designs/DesignGrid.tsx'
import { DesignIcon } from '../designs/icons.tsx'
import { useProducts } from '../designs/queries.ts'
import { useDebouncedValue } from '../designs/use-debounced-value.ts'
import { useInfiniteScroll } from '../designs/use-infinite-scroll.ts'
import { ArtOnProductCard, ArtOnProductCardSkeleton } from './ArtOnProductCard.tsx'
import { ProductFilter } from './popular/ProductFilter.tsx'
import { parseProductIds, usePopularFeed } from './popular/use-popular-feed.ts'
import styles from './popular/PopularPage.module.css'

const NO_PRODUCTS = 'No products found.'

/**
 * /popular: designs on products, most ordered first (spec "Popular"). The search and the chosen products
 * live in the URL, so a filtered list can be shared and survives a reload.
 */
export default function PopularPage() {
  const [params, setParams] = useSearchParams()
  const urlSearch = params.get('search') ?? ''
  const productIds = parseProductIds(params.get('product_id'))
  const [searchText, setSearchText] = useState(urlSearch)
  const [lastUrlSearch, setLastUrlSearch] = useState(urlSearch)
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)
  const products = useProducts()

  if (urlSearch !== lastUrlSearch) {
    setLastUrlSearch(urlSearch)
    setSearchText(urlSearch)
  }
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

  const setProductIds = (ids: number[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (ids.length > 0) next.set('product_id', ids.join(','))
        else next.delete('product_id')
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  const feed = usePopularFeed({ search: search || undefined, productIds })
  const items = feed.data?.pages.flatMap((page) => page.results) ?? []
  const markerRef = useInfiniteScroll<HTMLDivElement>(
    () => {
      if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage()
    },
    { enabled: feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError, rearmKey: items.length },
  )

  return (
    <div className={styles.page}>
      <Link to="/" className={styles.back}>
        <DesignIcon name="arrowLeft" size={16} /> Back to Home
      </Link>
      <header className={styles.header}>
        <h1 className={styles.title}>Popular Picks</h1>
        <p className={styles.lede}>
          The designs our customers stitch most, on the apparel they chose. Open one to make it yours.
        </p>
      </header>

      <div className={styles.toolbar}>
        <div className={styles.searchWrap}>
          <SearchBox
            value={searchText}
            onChange={setSearchText}
            label="Search popular picks"
            placeholder="Search"
            isPending={searchText.trim() !== search}
          />
        </div>
        <ProductFilter products={products.data ?? []} selected={productIds} onChange={setProductIds} />
      </div>

      {feed.isError && items.length === 0 ? (
        <ListError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : feed.isPending ? (
        <div className={styles.grid} role="status" aria-label="Loading popular picks" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <ArtOnProductCardSkeleton key={i} />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty} role="status">
          {NO_PRODUCTS}
        </p>
      ) : (
        <ul className={styles.grid} aria-label="Popular picks">
          {items.map((item, index) => (
            <li
              key={item.uuid}
              className={styles.item}
              style={{ animationDelay: `${(index % PAGE_SIZE) * 0.05}s` }}
            >
              <ArtOnProductCard item={item} products={products.data} />
            </li>
          ))}
        </ul>
      )}

      {feed.isFetchingNextPage && (
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <ArtOnProductCardSkeleton key={i} />
          ))}
        </div>
      )}
      {feed.isError && items.length > 0 && (
        <ListError error={feed.error} onRetry={() => void feed.fetchNextPage()} />
      )}
      <div ref={markerRef} className={styles.marker} data-testid="list-end-marker" />
      {feed.data && !feed.hasNextPage && items.length > 0 && (
        <p className={styles.end}>{DesignMessages.end}</p>
      )}
    </div>
  )
}
