import { useSearchParams } from 'react-router'
import { PAGE_SIZE } from '@threadbit/contracts'
import { SearchBox } from '../designs/DesignGrid.tsx'
import { ListError } from '../designs/ListError.tsx'
import { useProducts } from '../designs/queries.ts'
import { ArtOnProductCard, ArtOnProductCardSkeleton } from './ArtOnProductCard.tsx'
import { FeedFooter } from './FeedFooter.tsx'
import { ProductFilter } from './popular/ProductFilter.tsx'
import { parseProductIds, usePopularFeed } from './popular/use-popular-feed.ts'
import { ShopHeader } from './ShopHeader.tsx'
import { useUrlSearch } from './use-url-search.ts'
import styles from './popular/PopularPage.module.css'

const NO_PRODUCTS = 'No products found.'

/**
 * /popular: designs on products, most ordered first (spec "Popular"). The search and the chosen products
 * live in the URL, so a filtered list can be shared and survives a reload.
 */
export default function PopularPage() {
  const [params, setParams] = useSearchParams()
  const productIds = parseProductIds(params.get('product_id'))
  const { searchText, setSearchText, search, isPending } = useUrlSearch()
  const products = useProducts()

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

  return (
    <div className={styles.page}>
      <ShopHeader back={{ to: '/', label: 'Back to Home' }} title="Popular Picks">
        The designs our customers stitch most, on the apparel they chose. Open one to make it yours.
      </ShopHeader>

      <div className={styles.toolbar}>
        <div className={styles.searchWrap}>
          <SearchBox
            value={searchText}
            onChange={setSearchText}
            label="Search popular picks"
            placeholder="Search"
            isPending={isPending}
          />
        </div>
        <ProductFilter products={products.data ?? []} selected={productIds} onChange={setProductIds} />
      </div>

      {/* The cards' titles are h3s: this gives them their place under the page's h1. */}
      <h2 className="sr-only">Picks</h2>
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
              className={index < PAGE_SIZE ? styles.item : `${styles.item} ${styles.appear}`}
              style={index < PAGE_SIZE ? undefined : { animationDelay: `${(index % PAGE_SIZE) * 0.05}s` }}
            >
              {/* The unfiltered list's first picture is preloaded by the server (modules/seo/page-head.ts). */}
              <ArtOnProductCard
                item={item}
                products={products.data}
                isPreloaded={index === 0 && !search && productIds.length === 0}
              />
            </li>
          ))}
        </ul>
      )}

      <FeedFooter
        feed={feed}
        itemCount={items.length}
        loadingMore={
          <div className={styles.grid} aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <ArtOnProductCardSkeleton key={i} />
            ))}
          </div>
        }
      />
    </div>
  )
}
