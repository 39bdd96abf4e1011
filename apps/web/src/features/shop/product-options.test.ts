import { describe, expect, it } from 'vitest'
import {
  canAddToCart,
  chooseColor,
  chooseSize,
  formatPrice,
  groupByType,
  initialChoice,
  priceLabel,
} from './product-options.ts'
import { makeCap, makeTee } from './test-products.ts'

const tee = makeTee()
const [white, navy, red] = tee.colors
const skuOf = (colorIndex: number, size: string) => {
  const sku = tee.colors[colorIndex]?.skus.find((s) => s.size === size)
  if (!sku) throw new Error(`no ${size}`)
  return sku.id
}

describe('product options', () => {
  it('starts with the first colour and no size for a sized product', () => {
    expect(initialChoice(tee)).toEqual({ colorId: white?.id, skuId: null })
  })

  it('starts with the shared colour when given one', () => {
    expect(initialChoice(tee, navy?.id).colorId).toBe(navy?.id)
  })

  it('keeps the chosen size in the new colour when it is in stock there', () => {
    const choice = { colorId: white?.id ?? null, skuId: skuOf(0, 'L') }
    expect(chooseColor(tee, choice, red?.id ?? 0)).toEqual({ colorId: red?.id, skuId: skuOf(2, 'L') })
  })

  it('drops the size when the new colour has it out of stock', () => {
    const choice = { colorId: white?.id ?? null, skuId: skuOf(0, 'M') }
    expect(chooseColor(tee, choice, navy?.id ?? 0)).toEqual({ colorId: navy?.id, skuId: null })
  })

  it('chooses no size on a colour change when none was chosen', () => {
    expect(chooseColor(tee, { colorId: white?.id ?? null, skuId: null }, navy?.id ?? 0).skuId).toBeNull()
  })

  it('auto-selects the first in-stock sku of a product without sizes', () => {
    const cap = makeCap()
    const black = cap.colors[0]
    expect(initialChoice(cap)).toEqual({ colorId: black?.id, skuId: black?.skus[1]?.id })
  })

  it('auto-selects the first sku when none is in stock', () => {
    const cap = makeCap()
    const khaki = cap.colors[1]
    expect(chooseColor(cap, initialChoice(cap), khaki?.id ?? 0)).toEqual({
      colorId: khaki?.id,
      skuId: khaki?.skus[0]?.id,
    })
  })

  it('refuses an out-of-stock size', () => {
    const choice = { colorId: navy?.id ?? null, skuId: null }
    expect(chooseSize(tee, choice, skuOf(1, 'M'))).toBe(choice)
    expect(chooseSize(tee, choice, skuOf(1, 'L')).skuId).toBe(skuOf(1, 'L'))
  })

  it('allows Add to Cart only with a colour and, for sized products, a size', () => {
    expect(canAddToCart(tee, { colorId: null, skuId: null })).toBe(false)
    expect(canAddToCart(tee, { colorId: white?.id ?? null, skuId: null })).toBe(false)
    expect(canAddToCart(tee, { colorId: white?.id ?? null, skuId: skuOf(0, 'S') })).toBe(true)
    const cap = makeCap()
    expect(canAddToCart(cap, initialChoice(cap))).toBe(true)
  })

  it('does not allow a sold-out one-size sku into the cart', () => {
    const cap = makeCap()
    expect(canAddToCart(cap, chooseColor(cap, initialChoice(cap), cap.colors[1]?.id ?? 0))).toBe(false)
  })

  it('shows prices in whole dollars', () => {
    expect(formatPrice(32)).toBe('$32')
    expect(formatPrice(34.99)).toBe('$35')
    expect(priceLabel(tee, { colorId: white?.id ?? null, skuId: null })).toBe('From $32')
    expect(priceLabel(tee, { colorId: white?.id ?? null, skuId: skuOf(0, 'L') })).toBe('$35')
    const cap = makeCap()
    expect(priceLabel(cap, initialChoice(cap))).toBe('$28')
  })

  it('groups products by type in catalogue order', () => {
    const groups = groupByType([makeTee({ id: 1 }), makeCap(), makeTee({ id: 2 })])
    expect(groups.map(([type, list]) => [type, list.map((p) => p.id)])).toEqual([
      ['T-Shirts', [1, 2]],
      ['Hats', [4]],
    ])
  })
})
