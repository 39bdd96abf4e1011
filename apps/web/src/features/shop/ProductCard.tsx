import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { toast } from '../../ui/toast.ts'
import {
  designDisplayTitle,
  designRectInImage,
  primaryRegion,
  type Design,
  type Placement,
  type Product,
} from '@threadbit/contracts'
import { Button } from '../../ui/Button.tsx'
import { useCart } from '../cart/use-cart.ts'
import { ColorSwatches } from './ColorSwatches.tsx'
import { ShopIcon } from './icons.tsx'
import { focusView, fullView, regionView, startPlacement } from './placement.ts'
import {
  canAddToCart,
  chooseColor,
  chooseSize,
  findColor,
  findSku,
  hasSizes,
  initialChoice,
  priceLabel,
  sizeOptions,
  type ProductChoice,
} from './product-options.ts'
import { ProductPreview } from './ProductPreview.tsx'
import { ProductReviews } from './ProductReviews.tsx'
import { sharedProductPath, useShare } from './share.ts'
import { SizePicker } from './SizePicker.tsx'
import styles from './ProductCard.module.css'

// The size slider (Radix) and the placement panel load when a visitor first edits a placement.
const loadPlacementEditor = () => import('./PlacementEditor.tsx')
const PlacementEditor = lazy(() => loadPlacementEditor().then((m) => ({ default: m.PlacementEditor })))

/** The loupe's close-up spans at least this many product-image pixels. */
const LOUPE_MIN_PX = 90
/** The loupe shows while the design spans less than this fraction of the picture's width. */
const LOUPE_BELOW = 0.12

export interface ProductCardProps {
  product: Product
  design: Design
  /** A shared link's colour and placement; otherwise the first colour at the region's default. */
  initialColorId?: number | undefined
  initialPlacement?: Placement | undefined
  /** The card the visitor came for (apparel-first journey): outlined and scrolled into view. */
  isHighlighted?: boolean
  /** Public reviews of the product under the card. */
  showReviews?: boolean
  /** The first card on the page: its garment photo is the largest thing painted, so it is fetched first. */
  isFirst?: boolean
}

/**
 * One product configured with the design (spec "Product card"): the garment in the chosen colour with the
 * design stitched on at its placement, colour and size choice, the price, Edit Size & Placement, Add to Cart
 * and a share link to exactly this configuration.
 */
export function ProductCard({
  product,
  design,
  initialColorId,
  initialPlacement,
  isHighlighted = false,
  showReviews = false,
  isFirst = false,
}: ProductCardProps) {
  const cart = useCart()
  const titleId = useId()
  const cardRef = useRef<HTMLElement>(null)
  const [choice, setChoice] = useState<ProductChoice>(() => initialChoice(product, initialColorId))
  const [placement, setPlacement] = useState<Placement>(
    () => initialPlacement ?? startPlacement(design, product),
  )
  const [isEditing, setEditing] = useState(false)
  const [isZoomed, setZoomed] = useState(false)
  const [isAdding, setAdding] = useState(false)
  const { share, isCopied } = useShare()

  useEffect(() => {
    if (!isHighlighted) return
    // After the layout's scroll-to-top for the new route (a parent's effect runs after this one).
    const frame = requestAnimationFrame(() =>
      cardRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    )
    return () => cancelAnimationFrame(frame)
  }, [isHighlighted])

  // The picture is the editing surface: bring it and the panel into view together.
  const startEditing = () => {
    setEditing(true)
    cardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }

  const color = findColor(product, choice.colorId)
  const sku = findSku(color, choice.skuId)
  const region = primaryRegion(product)
  const title = designDisplayTitle(design)
  const isReady = canAddToCart(product, choice)
  const view = (isEditing || isZoomed) && region ? regionView(product, region) : fullView(product)
  const look = { ...design, png: design.png_data, borderColor: design.border_color }
  // On the whole garment a small design is a few pixels: a loupe in the corner shows its stitches.
  const rect = region ? designRectInImage(design, region, product.px_per_mm, placement) : null
  const loupeView =
    rect && !isEditing && !isZoomed && rect.width < product.img_width * LOUPE_BELOW
      ? focusView(product, rect, LOUPE_MIN_PX)
      : null

  const handleAdd = async () => {
    if (!color || !sku || !isReady) return
    setAdding(true)
    try {
      await cart.add({ product, color, sku, design, placement })
    } catch (error) {
      console.error('Add to cart failed', error)
      toast.error('Could not add this to your cart. Please try again.')
    } finally {
      setAdding(false)
    }
  }

  return (
    <article
      ref={cardRef}
      className={`${styles.card} ${isHighlighted ? styles.highlighted : ''}`}
      aria-labelledby={titleId}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <div className={styles.media}>
        <ProductPreview
          product={product}
          imageUrl={color?.image_url ?? ''}
          fetchPriority={isFirst ? 'high' : undefined}
          colorHex={color?.hex_code}
          design={look}
          placement={placement}
          view={view}
          isEditable={isEditing}
          showRegion={isEditing}
          onMove={setPlacement}
          label={`${title} on the ${product.product_name}${color ? ` in ${color.color_name}` : ''}`}
        />
        {loupeView && color && rect && (
          // The garment is drawn true to scale, so a small design is a few pixels there: the close-up says
          // so, with the stitched width, and the Zoom button beside it gives the big picture.
          <figure className={styles.loupeBox}>
            <ProductPreview
              product={product}
              imageUrl={color.image_url}
              colorHex={color.hex_code}
              design={look}
              placement={placement}
              view={loupeView}
              className={styles.loupe}
            />
            <figcaption className={styles.loupeCaption}>
              Close-up · {(rect.width / product.px_per_mm / 10).toFixed(1)} cm wide
            </figcaption>
          </figure>
        )}
        {!isEditing && region && (
          <button
            type="button"
            className={styles.zoom}
            aria-pressed={isZoomed}
            aria-label={isZoomed ? 'Show the whole product' : 'Zoom in on the design'}
            title={isZoomed ? 'Show the whole product' : 'Zoom in'}
            onClick={() => setZoomed((z) => !z)}
          >
            <ShopIcon name={isZoomed ? 'zoomOut' : 'zoomIn'} />
            <span aria-hidden="true">{isZoomed ? 'Whole' : 'Zoom'}</span>
          </button>
        )}
        {isHighlighted && <span className={styles.flag}>Your pick</span>}
      </div>

      <div className={styles.body}>
        <header className={styles.header}>
          <h3 id={titleId} className={styles.name}>
            {product.product_name}
          </h3>
          <p className={styles.price} data-testid="price">
            {priceLabel(product, choice)}
          </p>
        </header>

        {isEditing ? (
          // While the panel is open the picture is the editing surface; the rest of the card waits.
          <Suspense fallback={null}>
            <PlacementEditor
              design={design}
              product={product}
              placement={placement}
              onChange={setPlacement}
              onDone={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          <>
            <ColorSwatches
              colors={product.colors}
              selectedId={choice.colorId}
              onSelect={(colorId) => setChoice((c) => chooseColor(product, c, colorId))}
            />
            {hasSizes(product) && (
              <SizePicker
                sizes={sizeOptions(color)}
                selectedSkuId={choice.skuId}
                onSelect={(skuId) => setChoice((c) => chooseSize(product, c, skuId))}
              />
            )}
            {!hasSizes(product) && sku && !sku.in_stock && (
              <p className={styles.soldOut}>Out of stock in this colour</p>
            )}

            {region && (
              <button
                type="button"
                className={styles.editButton}
                onClick={startEditing}
                onPointerEnter={() => void loadPlacementEditor()}
                onFocus={() => void loadPlacementEditor()}
              >
                <ShopIcon name="move" size={16} />
                Edit Size &amp; Placement
              </button>
            )}
            <div className={styles.actions}>
              <Button
                className={styles.add}
                disabled={!isReady}
                isLoading={isAdding}
                onClick={() => void handleAdd()}
                aria-describedby={isReady ? undefined : `${titleId}-why`}
              >
                <ShopIcon name="bag" />
                Add to Cart
              </Button>
              <Button
                variant="secondary"
                className={styles.share}
                disabled={!color}
                aria-label={isCopied ? 'Link copied' : `Share this ${product.product_name}`}
                onClick={() => {
                  if (color)
                    void share(
                      sharedProductPath(design.uuid, color.id, placement),
                      `${title} on a ${product.product_name}`,
                    )
                }}
              >
                <ShopIcon name={isCopied ? 'check' : 'share'} />
                <span aria-live="polite">{isCopied ? 'Copied!' : 'Share'}</span>
              </Button>
            </div>
            {!isReady && (
              <p id={`${titleId}-why`} className={styles.why}>
                {!color
                  ? 'Choose a colour first.'
                  : hasSizes(product) && !sku
                    ? 'Choose a size to add it to your cart.'
                    : 'Out of stock.'}
              </p>
            )}
            {showReviews && <ProductReviews productId={product.id} />}
          </>
        )}
      </div>
    </article>
  )
}
