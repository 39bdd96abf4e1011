import { useDeferredValue, useEffect, type CSSProperties, type ReactNode } from 'react'
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { designDisplayTitle, NOT_FOUND_DESIGN_UUID, type Design, type Product } from '@threadbit/contracts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { PageSpinner } from '../../ui/Spinner.tsx'
import { ListError } from '../designs/ListError.tsx'
import { useProducts } from '../designs/queries.ts'
import { ApparelTile } from './ApparelTile.tsx'
import { groupByType } from './product-options.ts'
import { ProductCard } from './ProductCard.tsx'
import { isNotFound, useDesign } from './queries.ts'
import { SelectedDesignPanel } from './SelectedDesignPanel.tsx'
import { toSelectedApparel, toSelectedDesign, useSelection } from './selection-store.ts'
import { ShopHeader } from './ShopHeader.tsx'
import styles from './ShopPage.module.css'

/** /apparel and /apparel/:artUuid (spec "Apparel" and "Apparel for a design"). */
export default function ApparelPage() {
  const { artUuid } = useParams()
  return artUuid ? <ApparelForDesign key={artUuid} uuid={artUuid} /> : <ApparelList />
}

/**
 * Products grouped by type, in catalogue order. The groups flow side by side (a type with one product does
 * not take a whole row on a wide screen); each group's grid is as wide as its products.
 */
function ProductSections({
  products,
  variant,
  render,
  shown = products.length,
}: {
  products: readonly Product[]
  variant: 'tiles' | 'cards'
  render(product: Product): ReactNode
  /** Only the first `shown` products (in the order shown) are rendered; sections keep their full width. */
  shown?: number
}) {
  return (
    <div className={`${styles.sections} ${styles[variant]}`}>
      {firstOfGroups(groupByType(products), shown).map(({ type, list, visible }) => (
        <section
          key={type}
          className={styles.section}
          aria-label={type}
          style={{ '--count': list.length } as CSSProperties}
        >
          <h2 className={styles.sectionTitle}>{type}</h2>
          <ul className={styles.grid}>
            {visible.map((product) => (
              <li key={product.id}>{render(product)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** The groups holding the first `count` items (in group order), each with its items among them. */
function firstOfGroups<T>(groups: [string, T[]][], count: number) {
  const result: { type: string; list: T[]; visible: T[] }[] = []
  let left = count
  for (const [type, list] of groups) {
    if (left <= 0) break
    result.push({ type, list, visible: list.slice(0, left) })
    left -= list.length
  }
  return result
}

/** /apparel with no design chosen: the whole catalogue; picking a product leads to designs that fit it. */
function ApparelList() {
  const { design, apparel, selectApparel } = useSelection()
  const navigate = useNavigate()
  const products = useProducts()

  // Spec: a selected design and no uuid in the route -> the route becomes /apparel/{uuid}.
  if (design) return <Navigate to={`/apparel/${encodeURIComponent(design.uuid)}`} replace />

  const handlePick = (product: Product) => {
    selectApparel(toSelectedApparel(product))
    void navigate(`/discover?fits=${product.id}`)
  }

  return (
    <div className={styles.page}>
      <ShopHeader back={{ to: '/', label: 'Back to Home' }} kicker="Step 1 of 2" title="Apparel First">
        Choose what to wear, then pick a design that fits it. Every piece is embroidered to order.
      </ShopHeader>
      <ProductListBody query={products}>
        {(list) => (
          <ProductSections
            products={list}
            variant="tiles"
            render={(product) => (
              <ApparelTile
                product={product}
                isSelected={apparel?.productId === product.id}
                onPick={handlePick}
              />
            )}
          />
        )}
      </ProductListBody>
    </div>
  )
}

function ProductListBody({
  query,
  children,
}: {
  query: ReturnType<typeof useProducts>
  children(products: Product[]): ReactNode
}) {
  if (query.isPending) return <PageSpinner label="Loading apparel…" />
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <p className={styles.status}>No apparel in the shop yet.</p>
  return children(query.data)
}

/** /apparel/{uuid}: the design's fitting products, each a configurable product card. */
function ApparelForDesign({ uuid }: { uuid: string }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const focusedProductId = Number(params.get('product')) || null
  const { selectDesign } = useSelection()
  const designQuery = useDesign(uuid)
  const products = useProducts()
  const design = designQuery.data
  const error = designQuery.error
  const isMissing = isNotFound(error) && uuid !== NOT_FOUND_DESIGN_UUID

  useDocumentTitle(design ? `${designDisplayTitle(design)} on Apparel` : undefined)

  useEffect(() => {
    if (isMissing) void navigate(`/apparel/${NOT_FOUND_DESIGN_UUID}`, { replace: true })
    else if (error) console.error('Could not load the design', error)
  }, [isMissing, error, navigate])

  // Landing here (a design card, a shared link) selects the design; the not-found stand-in is never kept.
  useEffect(() => {
    if (design && design.uuid !== NOT_FOUND_DESIGN_UUID) selectDesign(toSelectedDesign(design))
  }, [design, selectDesign])

  const handleRemove = () => {
    selectDesign(null)
    void navigate('/apparel')
  }

  return (
    <div className={styles.page}>
      <ShopHeader
        back={{ to: '/discover', label: 'Back to Designs' }}
        kicker="Step 2 of 2"
        title="Now Pick Apparel"
      >
        Choose a colour and size, move the design where you want it, and add it to your cart.
      </ShopHeader>
      {designQuery.isPending || isMissing ? (
        <PageSpinner label="Loading the design…" />
      ) : error || !design ? (
        <p className={styles.error} role="alert">
          {error instanceof Error ? error.message : 'Failed to load'}
        </p>
      ) : (
        <>
          <SelectedDesignPanel design={design} onRemove={handleRemove} />
          <ProductListBody query={products}>
            {(list) => (
              <FittingProducts design={design} products={list} focusedProductId={focusedProductId} />
            )}
          </ProductListBody>
        </>
      )}
    </div>
  )
}

function FittingProducts({
  design,
  products,
  focusedProductId,
}: {
  design: Design
  products: Product[]
  focusedProductId: number | null
}) {
  const fitting = products.filter((product) => design.fitting_products.includes(product.id))
  // The first card (its garment photo is the page's largest paint) renders and paints on its own; the others
  // follow in a background render that yields to the browser, instead of all of them in one long task.
  // Later cards only ever appear after it and sections keep their width, so nothing moves.
  const shown = useDeferredValue(fitting.length, 1)
  if (fitting.length === 0) {
    return (
      <p className={styles.status} role="status">
        This design is too large for any of our apparel. Make it smaller in the editor and it will fit.
      </p>
    )
  }
  const firstShown = groupByType(fitting)[0]?.[1][0]
  return (
    <ProductSections
      products={fitting}
      variant="cards"
      shown={shown}
      render={(product) => (
        <ProductCard
          product={product}
          design={design}
          isHighlighted={product.id === focusedProductId}
          isFirst={product === firstShown}
          showReviews
        />
      )}
    />
  )
}
