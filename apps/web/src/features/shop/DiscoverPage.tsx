import { lazy, Suspense, useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { DesignMessages, PAGE_SIZE, type Design, type Product } from '@threadbit/contracts'
import { DesignCardSkeleton } from '../designs/DesignCard.tsx'
import { DesignGrid, SearchBox } from '../designs/DesignGrid.tsx'
import { ListError } from '../designs/ListError.tsx'
import { useDesignFeed, useProducts } from '../designs/queries.ts'
import { FeedFooter } from './FeedFooter.tsx'
import { toSelectedApparel, toSelectedDesign, useSelection } from './selection-store.ts'
import { ShopHeader } from './ShopHeader.tsx'
import { useUrlSearch } from './use-url-search.ts'
import list from '../designs/DesignList.module.css'
import styles from './DiscoverPage.module.css'

// Only the apparel-first journey (?fits=) shows the chosen apparel and draws designs on it (with the PNG
// decoder behind it): plain Discover does not download them.
const DesignOnProductCard = lazy(() =>
  import('./DesignOnProductCard.tsx').then((m) => ({ default: m.DesignOnProductCard })),
)
const SelectedApparelPanel = lazy(() =>
  import('./SelectedApparelPanel.tsx').then((m) => ({ default: m.SelectedApparelPanel })),
)

/**
 * The apparel-first journey's state on Discover: `fits={productId}` in the URL is the selected apparel item.
 * Without it a leftover apparel selection is cleared (spec "Discover"); with it, the selection follows the URL.
 */
function useFitsSelection(fits: string | undefined): Product | undefined {
  const { apparel, selectApparel } = useSelection()
  const { data: products } = useProducts()
  const navigate = useNavigate()
  const productId = fits ? Number(fits) : null
  const product = productId === null ? undefined : products?.find((p) => p.id === productId)
  const isUnknown = productId !== null && products !== undefined && !product

  useEffect(() => {
    if (!fits && apparel) selectApparel(null)
  }, [fits, apparel, selectApparel])
  useEffect(() => {
    if (product) selectApparel(toSelectedApparel(product))
  }, [product, selectApparel])
  // A link to a product the shop no longer sells: plain Discover.
  useEffect(() => {
    if (isUnknown) void navigate('/discover', { replace: true })
  }, [isUnknown, navigate])
  return product
}

/**
 * /discover: every public design, searchable, loading more as the visitor scrolls (shop spec "Discover").
 * `search` lives in the URL, so a search can be shared and survives a reload; `fits` is passed to the API.
 */
export default function DiscoverPage() {
  const [params] = useSearchParams()
  const fits = params.get('fits')?.trim() || undefined
  const product = useFitsSelection(fits)
  const { selectDesign, selectApparel } = useSelection()
  const navigate = useNavigate()
  const { searchText, setSearchText, search, isPending } = useUrlSearch()

  const feed = useDesignFeed({ search: search || undefined, fits })
  const designs = feed.data?.pages.flatMap((page) => page.results) ?? []
  const count = feed.data?.pages[0]?.count ?? 0

  // Picking a design for the chosen apparel leads to that product's card, configured and highlighted.
  const handlePick = (design: Design) => {
    if (!product) return
    selectDesign(toSelectedDesign(design))
    selectApparel(null)
    void navigate(`/apparel/${encodeURIComponent(design.uuid)}?product=${product.id}`)
  }
  const handleRemoveApparel = () => {
    selectApparel(null)
    void navigate('/discover', { replace: true })
  }

  return (
    <div className={styles.page}>
      {fits ? (
        <ShopHeader
          back={{ to: '/apparel', label: 'Back to Apparel' }}
          kicker="Step 2 of 2"
          title="Now Pick Design"
        >
          Every design here fits your pick. Choose one to see it stitched on, then set colour, size and
          placement.
        </ShopHeader>
      ) : (
        <ShopHeader back={{ to: '/', label: 'Back to Home' }} kicker="Step 1 of 2" title="Design First">
          Pick a design you love, then choose the apparel to stitch it on. Or open one in the editor and make
          it yours.
        </ShopHeader>
      )}
      {product && (
        <Suspense fallback={null}>
          <SelectedApparelPanel product={product} onRemove={handleRemoveApparel} />
        </Suspense>
      )}
      <div className={styles.toolbar}>
        <div className={styles.searchWrap}>
          <SearchBox
            value={searchText}
            onChange={setSearchText}
            label="Search Designs"
            isPending={isPending}
          />
        </div>
        {feed.data && (
          <p className={styles.count} aria-live="polite">
            {count === 1 ? '1 design' : `${count} designs`}
          </p>
        )}
      </div>

      {/* The cards' titles are h3s: this gives them their place under the page's h1. */}
      <h2 className="sr-only">Designs</h2>
      {feed.isError && designs.length === 0 ? (
        <ListError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : fits ? (
        <DesignsOnProduct
          designs={designs}
          product={product}
          isLoading={feed.isPending}
          onPick={handlePick}
        />
      ) : (
        <DesignGrid
          label="Designs"
          designs={designs}
          isLoading={feed.isPending}
          skeletonCount={8}
          emptyText={DesignMessages.noDesigns}
        />
      )}

      <FeedFooter
        feed={feed}
        itemCount={designs.length}
        loadingMore={
          <div className={styles.more} aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <DesignCardSkeleton key={i} index={i} />
            ))}
          </div>
        }
      />
    </div>
  )
}

interface DesignsOnProductProps {
  designs: readonly Design[]
  product: Product | undefined
  isLoading: boolean
  onPick(design: Design): void
}

/** The fits mode's grid: each design shown as art on the chosen product. */
function DesignsOnProduct({ designs, product, isLoading, onPick }: DesignsOnProductProps) {
  const loading = (
    <div className={styles.more} role="status" aria-label="Loading designs" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <DesignCardSkeleton key={i} index={i} />
      ))}
    </div>
  )
  if ((isLoading && designs.length === 0) || !product) return loading
  if (designs.length === 0) {
    return (
      <p className={list.empty} role="status">
        {DesignMessages.noDesigns}
      </p>
    )
  }
  return (
    <Suspense fallback={loading}>
      <ul className={list.grid} aria-label={`Designs on the ${product.product_name}`}>
        {designs.map((design, i) => (
          <li key={design.uuid} className={list.item}>
            <DesignOnProductCard design={design} product={product} index={i % PAGE_SIZE} onPick={onPick} />
          </li>
        ))}
      </ul>
    </Suspense>
  )
}
