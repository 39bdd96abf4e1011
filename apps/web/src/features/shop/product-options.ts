import type { Product, ProductColor, Sku } from '@threadbit/contracts'

/** A product card's choice: a colour and a sku (the size, or the one sku of a product without sizes). */
export interface ProductChoice {
  colorId: number | null
  skuId: number | null
}

export function hasSizes(product: Pick<Product, 'colors'>): boolean {
  return product.colors.some((color) => color.skus.some((sku) => sku.size !== null))
}

export function findColor(
  product: Pick<Product, 'colors'>,
  colorId: number | null,
): ProductColor | undefined {
  return colorId === null ? undefined : product.colors.find((color) => color.id === colorId)
}

export function findSku(color: ProductColor | undefined, skuId: number | null): Sku | undefined {
  return color && skuId !== null ? color.skus.find((sku) => sku.id === skuId) : undefined
}

/** Spec: products without sizes auto-select the first in-stock sku, else the first. */
function autoSku(color: ProductColor): Sku | undefined {
  return color.skus.find((sku) => sku.in_stock) ?? color.skus[0]
}

/**
 * Choosing a colour (spec "Product card"): a chosen size carries over only if it is in stock in the new
 * colour, otherwise no size is chosen; products without sizes take their automatic sku.
 */
export function chooseColor(
  product: Pick<Product, 'colors'>,
  current: ProductChoice,
  colorId: number,
): ProductChoice {
  const color = findColor(product, colorId)
  if (!color) return current
  if (!hasSizes(product)) return { colorId, skuId: autoSku(color)?.id ?? null }
  const previousSize = findSku(findColor(product, current.colorId), current.skuId)?.size ?? null
  if (previousSize === null) return { colorId, skuId: null }
  const same = color.skus.find((sku) => sku.size === previousSize && sku.in_stock)
  return { colorId, skuId: same?.id ?? null }
}

/** Choosing a size: only an in-stock sku of the chosen colour. */
export function chooseSize(
  product: Pick<Product, 'colors'>,
  current: ProductChoice,
  skuId: number,
): ProductChoice {
  const sku = findSku(findColor(product, current.colorId), skuId)
  return sku?.in_stock ? { ...current, skuId } : current
}

/** Where a card starts: the given colour (a shared link) or the first, with its automatic sku if sizeless. */
export function initialChoice(product: Pick<Product, 'colors'>, colorId?: number): ProductChoice {
  const first = findColor(product, colorId ?? null) ?? product.colors[0]
  if (!first) return { colorId: null, skuId: null }
  return chooseColor(product, { colorId: null, skuId: null }, first.id)
}

/**
 * Spec: Add to Cart is enabled only when a colour is chosen and (the product has no sizes or a size is
 * chosen). An out-of-stock sku (a sizeless product whose every sku is sold out) cannot be bought either:
 * the checkout would refuse it.
 */
export function canAddToCart(product: Pick<Product, 'colors'>, choice: ProductChoice): boolean {
  const color = findColor(product, choice.colorId)
  if (!color) return false
  const sku = findSku(color, choice.skuId)
  if (hasSizes(product) && (!sku || sku.size === null)) return false
  return sku?.in_stock === true
}

/** The sizes to offer for a colour, in the catalogue's order (smallest first). */
export function sizeOptions(color: ProductColor | undefined): Sku[] {
  return color ? color.skus.filter((sku) => sku.size !== null) : []
}

/** Whole dollars: `$32`. */
export function formatPrice(dollars: number): string {
  return `$${Math.round(dollars)}`
}

/** The price to show: the chosen sku's, else the lowest of the colour (or product) as "From $32". */
export function priceLabel(product: Pick<Product, 'colors'>, choice: ProductChoice): string {
  const color = findColor(product, choice.colorId)
  const sku = findSku(color, choice.skuId)
  if (sku) return formatPrice(sku.price)
  const skus = (color ? [color] : product.colors).flatMap((c) => c.skus)
  if (skus.length === 0) return ''
  const prices = skus.map((s) => s.price)
  const low = Math.min(...prices)
  return Math.max(...prices) === low ? formatPrice(low) : `From ${formatPrice(low)}`
}

/** Products by product type, types in catalogue order of first appearance. */
export function groupByType<T extends Pick<Product, 'product_type'>>(
  products: readonly T[],
): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const product of products) {
    const type = product.product_type.trim() || 'Other'
    const list = groups.get(type) ?? []
    list.push(product)
    groups.set(type, list)
  }
  return [...groups]
}
