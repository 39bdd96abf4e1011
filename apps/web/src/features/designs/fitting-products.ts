import type { Design, Product } from '@threadbit/contracts'

export interface ProductTypeFit {
  type: string
  productNames: string[]
}

/** The product types a design fits, in catalogue order, each with the fitting products' names. */
export function fittingProductTypes(
  design: Pick<Design, 'fitting_products'>,
  products: readonly Product[] | undefined,
): ProductTypeFit[] {
  if (!products) return []
  const ids = new Set(design.fitting_products)
  const byType = new Map<string, string[]>()
  for (const product of products) {
    if (!ids.has(product.id)) continue
    const type = product.product_type.trim() || 'Other'
    const names = byType.get(type) ?? []
    names.push(product.product_name)
    byType.set(type, names)
  }
  return [...byType].map(([type, productNames]) => ({ type, productNames }))
}
