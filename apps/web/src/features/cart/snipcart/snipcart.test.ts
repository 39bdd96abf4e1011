import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSharedProduct } from '@threadbit/contracts'
import { makeAddInput, makeProduct, makeSaved, PAP_UUID } from '../test-cart.ts'
import { snipcartBackend, subscribeToCount } from './snipcart-cart.ts'
import { snipcartItem } from './snipcart-item.ts'
import {
  loadSnipcart,
  resetSnipcartLoader,
  SNIPCART_CSS_URL,
  SNIPCART_READY_EVENT,
  SNIPCART_SCRIPT_URL,
  type SnipcartSDK,
} from './snipcart-sdk.ts'

const ORIGIN = 'https://shop.example'

/** A stand-in for window.Snipcart: records added items and runs store listeners on each add. */
function fakeSnipcart(initialCount = 0) {
  let count = initialCount
  const listeners = new Set<() => void>()
  const added: unknown[] = []
  const sdk: SnipcartSDK = {
    api: {
      cart: {
        items: {
          add: vi.fn(async (item) => {
            added.push(item)
            count += item.quantity
            listeners.forEach((l) => l())
            return item
          }),
        },
      },
      theme: { cart: { open: vi.fn() } },
    },
    store: {
      getState: () => ({ cart: { items: { count } } }),
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
  return { sdk, added, listeners }
}

afterEach(() => {
  delete window.Snipcart
  document.getElementById('snipcart')?.remove()
  document.querySelectorAll('script, link').forEach((el) => el.remove())
  resetSnipcartLoader()
})

describe('Snipcart item', () => {
  it('carries the fields the spec lists, with absolute image and links', () => {
    const input = makeAddInput({ quantity: 2 })
    const item = snipcartItem(input, makeSaved(input), ORIGIN)
    expect(item).toMatchObject({
      id: '302',
      name: 'Classic Tee | Cat',
      price: 32,
      url: '/api/rest/snipcart/products/302/',
      description: 'A soft cotton tee.',
      image: `${ORIGIN}/api/pixel-art-products/${PAP_UUID}/image/`,
      quantity: 2,
      taxable: true,
      weight: 180,
    })
    const fields = Object.fromEntries(item.customFields.map((f) => [f.name, f]))
    expect(fields['Size']).toEqual({
      name: 'Size',
      type: 'dropdown',
      options: 'M|L',
      value: 'M',
      required: true,
    })
    expect(fields['Number of Colors']).toEqual({ name: 'Number of Colors', type: 'readonly', value: '4' })
    expect(fields['Design ID']?.value).toBe(input.design.uuid)
    expect(fields['Border Color']?.value).toBe('#ffffff')
    expect(fields['Placement']?.value).toBe('0.50,0.25')
    expect(fields['Design Size']?.value).toBe('1.75 x2')
    expect(fields['Design url']?.value).toBe(`${ORIGIN}/api/pixel-art/${input.design.uuid}/render/`)
    const full = fields['Full product url']?.value ?? ''
    expect(full.startsWith(`${ORIGIN}/shared-product/`)).toBe(true)
    expect(decodeSharedProduct(full.split('/').pop() ?? '')).toEqual({
      artUuid: input.design.uuid,
      productColorId: 31,
      placementX: 0.5,
      placementY: 0.25,
      stitchSize: 1.75,
      scaleFactor: 2,
    })
    expect(item.customFields.filter((f) => f.name !== 'Size').every((f) => f.type === 'readonly')).toBe(true)
  })

  it('has no Size field for a product without sizes, and says None for no border', () => {
    const product = makeProduct({
      colors: [
        {
          id: 40,
          color_name: 'Natural',
          hex_code: '#eee',
          image_url: '/m.png',
          skus: [{ id: 400, size: null, price: 20, price_cents: 2000, in_stock: true }],
        },
      ],
    })
    const color = product.colors[0]
    const sku = color?.skus[0]
    if (!color || !sku) throw new Error('fixture')
    const base = makeAddInput()
    const input = { ...base, product, color, sku, design: { ...base.design, border: false } }
    const item = snipcartItem(input, makeSaved(input), ORIGIN)
    expect(item.customFields.map((f) => f.name)).not.toContain('Size')
    expect(item.customFields.find((f) => f.name === 'Border Color')?.value).toBe('None')
  })
})

describe('Snipcart loader and backend', () => {
  it('adds the element, stylesheet and script once and resolves on snipcart.ready', async () => {
    const { sdk } = fakeSnipcart()
    const loading = loadSnipcart('pk_test')
    expect(loadSnipcart('pk_test')).toBe(loading)
    const host = document.getElementById('snipcart')
    expect(host).toHaveAttribute('hidden')
    expect(host).toHaveAttribute('data-api-key', 'pk_test')
    expect(host).toHaveAttribute('data-config-modal-style', 'side')
    expect(document.querySelectorAll(`script[src="${SNIPCART_SCRIPT_URL}"]`)).toHaveLength(1)
    expect(document.querySelector(`link[href="${SNIPCART_CSS_URL}"]`)).not.toBeNull()

    window.Snipcart = sdk
    document.dispatchEvent(new Event(SNIPCART_READY_EVENT))
    await expect(loading).resolves.toBe(sdk)
    await expect(loadSnipcart('pk_test')).resolves.toBe(sdk)
  })

  it('rejects when the script cannot load, and tries again next time', async () => {
    const loading = loadSnipcart('pk_test')
    document.querySelector(`script[src="${SNIPCART_SCRIPT_URL}"]`)?.dispatchEvent(new Event('error'))
    await expect(loading).rejects.toThrow('The Snipcart script could not be loaded.')
    expect(loadSnipcart('pk_test')).not.toBe(loading)
  })

  it('adds through Snipcart.api.cart.items.add and opens the side cart', async () => {
    const { sdk, added } = fakeSnipcart()
    const backend = snipcartBackend(async () => sdk, ORIGIN)
    const input = makeAddInput()
    await backend.addItem(input, makeSaved(input))
    expect(added).toEqual([snipcartItem(input, makeSaved(input), ORIGIN)])
    backend.open()
    await vi.waitFor(() => expect(sdk.api.theme.cart.open).toHaveBeenCalledOnce())
  })

  it("follows the store's item count until unsubscribed", async () => {
    const { sdk, listeners } = fakeSnipcart(2)
    const counts: number[] = []
    const unsubscribe = subscribeToCount(sdk, (c) => counts.push(c))
    const input = makeAddInput({ quantity: 3 })
    await sdk.api.cart.items.add(snipcartItem(input, makeSaved(input), ORIGIN))
    expect(counts).toEqual([2, 5])
    unsubscribe()
    expect(listeners.size).toBe(0)
  })
})
