import { useEffect, useMemo } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import {
  decodeSharedProduct,
  designDisplayTitle,
  NOT_FOUND_DESIGN_UUID,
  type Product,
} from '@threadbit/contracts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { PageSpinner } from '../../ui/Spinner.tsx'
import { ListError } from '../designs/ListError.tsx'
import { useProducts } from '../designs/queries.ts'
import { ShopIcon } from './icons.tsx'
import { sanitizePlacement } from './placement.ts'
import { ProductCard } from './ProductCard.tsx'
import { isNotFound, useDesign } from './queries.ts'
import { designSharePath } from './share.ts'
import { ShopHeader } from './ShopHeader.tsx'
import styles from './SharedProductPage.module.css'
import page from './ShopPage.module.css'

const NOT_FOUND_PATH = `/apparel/${NOT_FOUND_DESIGN_UUID}`

function productOfColor(products: readonly Product[], colorId: number): Product | undefined {
  return products.find((product) => product.colors.some((color) => color.id === colorId))
}

/**
 * /shared-product/{payload} (spec "Shared product"): the configured product someone shared. An invalid payload,
 * a missing design or an unknown colour lead to the not-found design.
 */
export default function SharedProductPage() {
  const { payload = '' } = useParams()
  const navigate = useNavigate()
  const shared = useMemo(() => decodeSharedProduct(payload), [payload])
  const designQuery = useDesign(shared?.artUuid)
  const products = useProducts()
  const design = designQuery.data
  const product = shared && products.data ? productOfColor(products.data, shared.productColorId) : undefined
  const isBroken =
    !shared || isNotFound(designQuery.error) || (products.data !== undefined && product === undefined)

  useDocumentTitle(
    design && product ? `${designDisplayTitle(design)} on the ${product.product_name}` : undefined,
  )

  useEffect(() => {
    if (isBroken) void navigate(NOT_FOUND_PATH, { replace: true })
    else if (designQuery.error) console.error('Could not load the shared design', designQuery.error)
  }, [isBroken, designQuery.error, navigate])

  const placement =
    shared && design && product
      ? sanitizePlacement(design, product, {
          placement_x: shared.placementX,
          placement_y: shared.placementY,
          stitch_size: shared.stitchSize,
          scale_factor: shared.scaleFactor,
        })
      : undefined

  return (
    <div className={page.page}>
      <ShopHeader back={{ to: '/apparel', label: 'Shop Apparel' }} title="Shared Product">
        Someone put this together for you. Pick your size and it&apos;s yours, or make it your own.
      </ShopHeader>
      {isBroken || designQuery.isPending || products.isPending ? (
        <PageSpinner label="Loading the product…" />
      ) : designQuery.isError ? (
        <p className={page.error} role="alert">
          {designQuery.error.message || 'Failed to load'}
        </p>
      ) : products.isError ? (
        <ListError error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        design &&
        product &&
        placement && (
          <div className={styles.layout}>
            <div className={styles.card}>
              <ProductCard
                product={product}
                design={design}
                initialColorId={shared?.productColorId}
                initialPlacement={placement}
                showReviews
              />
            </div>
            <aside className={styles.aside}>
              <h2 className={styles.asideTitle}>{product.product_name}</h2>
              {product.description && <p className={styles.description}>{product.description}</p>}
              <p className={styles.design}>
                Design: <strong>{designDisplayTitle(design)}</strong> by {design.owner_name || 'unknown'}
              </p>
              <Link to={designSharePath(design.uuid)} className={styles.more}>
                See this design on other apparel <ShopIcon name="arrowRight" size={16} />
              </Link>
            </aside>
          </div>
        )
      )}
    </div>
  )
}
