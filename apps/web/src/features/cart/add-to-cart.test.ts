import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { addToCart, lineFromAdd, type AddToCartDeps } from './add-to-cart.ts'
import { makeAddInput, makeSaved, PAP_UUID } from './test-cart.ts'

function deps(overrides: Partial<AddToCartDeps> = {}) {
  const input = makeAddInput()
  return {
    saveProduct: vi.fn(async () => makeSaved(input)),
    backend: { addItem: vi.fn(async () => undefined), open: vi.fn() },
    track: vi.fn(),
    notifyError: vi.fn(),
    ...overrides,
  }
}

describe('addToCart', () => {
  it('saves, adds, sends add_to_cart with the ids and opens the cart, in that order', async () => {
    const d = deps()
    const input = makeAddInput({ quantity: 3 })
    expect(await addToCart(input, d)).toBe(true)
    expect(d.backend.addItem).toHaveBeenCalledWith(input, expect.objectContaining({ uuid: PAP_UUID }))
    expect(d.track).toHaveBeenCalledWith('add_to_cart', {
      productId: 3,
      colorId: 31,
      skuId: 302,
      artUuid: input.design.uuid,
      currency: 'USD',
      value: 96,
    })
    expect(d.backend.open).toHaveBeenCalledOnce()
    expect(d.notifyError).not.toHaveBeenCalled()
  })

  it('adds nothing, reports nothing and shows a message when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const d = deps({ saveProduct: vi.fn(async () => Promise.reject(new ApiError(0, 'Network error', null))) })
    expect(await addToCart(makeAddInput(), d)).toBe(false)
    expect(d.backend.addItem).not.toHaveBeenCalled()
    expect(d.track).not.toHaveBeenCalled()
    expect(d.backend.open).not.toHaveBeenCalled()
    expect(d.notifyError).toHaveBeenCalledWith(
      'Could not reach the shop. Check your connection and try again.',
    )
  })

  it('does not report or open when the cart refuses the item', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const addItem = vi.fn(async () => Promise.reject(new Error('Snipcart did not become ready in time.')))
    const d = deps({ backend: { addItem, open: vi.fn() } })
    expect(await addToCart(makeAddInput(), d)).toBe(false)
    expect(d.track).not.toHaveBeenCalled()
    expect(d.notifyError).toHaveBeenCalledWith('Could not add this to your cart. Please try again.')
  })

  it("builds the line from the server's (possibly rounded) placement", () => {
    const input = makeAddInput()
    const line = lineFromAdd(input, makeSaved(input, { placement_x: 0.4567 }))
    expect(line).toMatchObject({
      placement_x: 0.4567,
      title: 'Cat',
      size: 'M',
      colorName: 'Black',
      quantity: 1,
    })
  })
})
