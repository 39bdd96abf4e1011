import { describe, expect, it } from 'vitest'
import { formatDollars, priceLines, subtotalDollars } from './cart-totals.ts'
import { makeLine, makeProduct } from './test-cart.ts'

describe('cart totals', () => {
  it('prices lines from the catalogue and sums whole dollars', () => {
    const priced = priceLines(
      [makeLine({ quantity: 2 }), makeLine({ skuId: 303, size: 'L', quantity: 1 })],
      [makeProduct()],
    )
    expect(priced.map((p) => p.unitPrice)).toEqual([32, 34])
    expect(subtotalDollars(priced)).toBe(98)
    expect(formatDollars(98)).toBe('$98')
    expect(formatDollars(1234)).toBe('$1,234')
  })

  it('marks a sold-out or vanished sku unavailable and leaves it out of the subtotal', () => {
    const priced = priceLines(
      [makeLine({ skuId: 301, size: 'S' }), makeLine({ skuId: 999 }), makeLine()],
      [makeProduct()],
    )
    expect(priced.map((p) => p.isAvailable)).toEqual([false, false, true])
    expect(subtotalDollars(priced)).toBe(32)
  })

  it('has no prices yet while the catalogue loads', () => {
    const priced = priceLines([makeLine()], undefined)
    expect(priced[0]).toMatchObject({ unitPrice: null, isAvailable: true })
    expect(subtotalDollars(priced)).toBe(0)
  })
})
