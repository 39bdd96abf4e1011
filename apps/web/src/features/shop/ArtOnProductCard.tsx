import type { PixelArtProduct, Product } from '@threadbit/contracts'
import { designRenderUrl } from '../../api/designs.ts'
import { ProductTile, ProductTileSkeleton } from '../../ui/ProductTile.tsx'
import { describeArtOnProduct, sharedProductPath } from './art-on-product.ts'

interface ArtOnProductCardProps {
  item: PixelArtProduct
  products: readonly Product[] | undefined
  /** The first tile of /popular, whose picture the page's HTML preloads (see ProductTile). */
  isPreloaded?: boolean
}

/** A design stitched on a product (the server's composited image), linking to its shared-product page. */
export function ArtOnProductCard({ item, products, isPreloaded = false }: ArtOnProductCardProps) {
  const { title, productName, price } = describeArtOnProduct(item, products)
  return (
    <ProductTile
      to={sharedProductPath(item)}
      imageUrl={item.image_url}
      badgeUrl={designRenderUrl(item.art)}
      title={title}
      subtitle={productName}
      price={price}
      linkLabel={productName ? `${title} on ${productName}` : undefined}
      testId="art-on-product-card"
      isPreloaded={isPreloaded}
    />
  )
}

export function ArtOnProductCardSkeleton() {
  return <ProductTileSkeleton testId="art-on-product-skeleton" />
}
