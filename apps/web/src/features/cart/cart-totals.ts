import type { Product, Sku } from '@threadbit/contracts'
import type { CartLine } from './cart-line.ts'
import { placementName } from './line-labels.ts'
import { thumbnailFocus, type ThumbnailFocus } from './thumbnail-focus.ts'

export interface PricedLine {
  line: CartLine
  /** The catalogue's sku, or null when the product, colour or size is gone from the catalogue. */
  sku: Sku | null
  /** Whole dollars for one item; null while unknown or unavailable. */
  unitPrice: number | null
  isAvailable: boolean
  /** Where the thumbnail zooms to (the placement region); null when the product is unknown. */
  focus: ThumbnailFocus | null
  /** The placement's name ("Left chest"); null when the product is unknown. */
  placement: string | null
}

/** Looks every line up in the catalogue: the price shown is the catalogue's, never one kept in storage. */
export function priceLines(
  lines: readonly CartLine[],
  products: readonly Product[] | undefined,
): PricedLine[] {
  return lines.map((line) => {
    const product = products?.find((p) => p.id === line.productId)
    const color = product?.colors.find((c) => c.id === line.colorId)
    const sku = color?.skus.find((s) => s.id === line.skuId) ?? null
    return {
      line,
      sku,
      unitPrice: sku ? sku.price : null,
      isAvailable: sku ? sku.in_stock : !products,
      focus: product ? thumbnailFocus(product) : null,
      placement: placementName(product, line),
    }
  })
}

/** The sum of what is priced and available, in whole dollars (what the server will charge for it). */
export function subtotalDollars(priced: readonly PricedLine[]): number {
  return priced.reduce(
    (sum, p) => (p.isAvailable && p.unitPrice !== null ? sum + p.unitPrice * p.line.quantity : sum),
    0,
  )
}

/** Whole dollars, as the shop shows every price (docs/decisions/cart-never-stores-prices.md). */
export function formatDollars(dollars: number): string {
  return `$${Math.round(dollars).toLocaleString('en-US')}`
}
