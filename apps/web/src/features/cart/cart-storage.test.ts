import { afterEach, describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart, serializeCart } from './cart-storage.ts'
import { createCartStore, countItems } from './cart-store.ts'
import { lineKey, mergeLine } from './cart-line.ts'
import { makeLine } from './test-cart.ts'

afterEach(() => localStorage.clear())

describe('stored cart', () => {
  it('reads back what it wrote', () => {
    const lines = [makeLine(), makeLine({ skuId: 303, size: 'L', quantity: 3 })]
    expect(parseStoredCart(serializeCart(lines))).toEqual(lines)
  })

  it.each([
    ['nothing', null],
    ['bad JSON', '{not json'],
    ['another version', JSON.stringify({ version: 2, lines: [makeLine()] })],
    ['a bare array', JSON.stringify([makeLine()])],
    ['lines that are not a list', JSON.stringify({ version: 1, lines: 'x' })],
  ])('reads %s as an empty cart', (_, raw) => {
    expect(parseStoredCart(raw)).toEqual([])
  })

  it('drops a tampered line and keeps the valid ones', () => {
    const good = makeLine()
    const raw = JSON.stringify({
      version: 1,
      lines: [good, { ...makeLine({ skuId: 303 }), quantity: 500 }, { ...makeLine(), skuId: 'x' }, null],
    })
    expect(parseStoredCart(raw)).toEqual([good])
  })

  it.each([
    ['a placement outside the garment', { placement_x: 1.5 }],
    ['a fractional sku', { skuId: 2.5 }],
    ['a scale factor of 3', { scale_factor: 3 }],
    ['an empty design uuid', { artUuid: '' }],
    ['a size that is not text', { size: 42 }],
    ['a grid of zero columns', { designColumns: 0 }],
  ])('drops a line with %s', (_, change) => {
    const raw = JSON.stringify({ version: 1, lines: [{ ...makeLine(), ...change }] })
    expect(parseStoredCart(raw)).toEqual([])
  })

  it('keeps only the known fields of a stored line', () => {
    const raw = JSON.stringify({ version: 1, lines: [{ ...makeLine(), price: 1 }] })
    expect(parseStoredCart(raw)).toEqual([makeLine()])
  })

  it('merges duplicate lines found in storage', () => {
    const raw = serializeCart([makeLine({ quantity: 2 }), makeLine({ quantity: 3 })])
    expect(parseStoredCart(raw)).toEqual([makeLine({ quantity: 5 })])
  })

  it('survives corrupt storage on load and removes the key when the cart empties', () => {
    localStorage.setItem(CART_STORAGE_KEY, '\u0000garbage')
    expect(loadCart()).toEqual([])
    saveCart([makeLine()])
    expect(loadCart()).toEqual([makeLine()])
    saveCart([])
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
  })
})

describe('merging', () => {
  it('adds the quantity of the same configured product in the same size', () => {
    const lines = mergeLine([makeLine({ quantity: 2 })], makeLine({ quantity: 3 }))
    expect(lines).toEqual([makeLine({ quantity: 5 })])
  })

  it('keeps another size of the same product on its own line', () => {
    const lines = mergeLine([makeLine()], makeLine({ skuId: 303, size: 'L' }))
    expect(lines.map(lineKey)).toHaveLength(2)
  })

  it('keeps another placement (another art-on-product) on its own line', () => {
    const lines = mergeLine([makeLine()], makeLine({ pixelArtProductUuid: 'other' }))
    expect(lines).toHaveLength(2)
  })

  it('caps a merged quantity at 20', () => {
    expect(mergeLine([makeLine({ quantity: 15 })], makeLine({ quantity: 9 }))[0]?.quantity).toBe(20)
  })
})

describe('cart store', () => {
  it('writes every change through to storage and notifies subscribers', () => {
    const store = createCartStore()
    let notified = 0
    const unsubscribe = store.subscribe(() => notified++)
    store.add(makeLine())
    store.add(makeLine({ quantity: 2 }))
    const key = lineKey(makeLine())
    store.setQuantity(key, 25)
    expect(store.getLines()[0]?.quantity).toBe(20)
    store.setQuantity(key, 0)
    expect(store.getLines()[0]?.quantity).toBe(1)
    expect(loadCart()).toEqual(store.getLines())
    store.remove(key)
    expect(countItems(store.getLines())).toBe(0)
    expect(notified).toBe(5)
    unsubscribe()
  })

  it('picks up a change another tab made', () => {
    const store = createCartStore()
    let notified = 0
    store.subscribe(() => notified++)
    localStorage.setItem(CART_STORAGE_KEY, serializeCart([makeLine({ quantity: 4 })]))
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }))
    expect(countItems(store.getLines())).toBe(4)
    expect(notified).toBe(1)
  })
})
