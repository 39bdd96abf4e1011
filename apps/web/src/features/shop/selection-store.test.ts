import { describe, expect, it, vi } from 'vitest'
import { makeDesign } from '../designs/test-designs.ts'
import { createSelectionStore, SELECTION_STORAGE_KEY, toSelectedDesign } from './selection-store.ts'

describe('selection store', () => {
  it('keeps the selection in the given storage, so a reload restores it', () => {
    const storage = window.sessionStorage
    storage.clear()
    const design = toSelectedDesign(makeDesign({ title: 'Heart' }))
    createSelectionStore(storage).selectDesign(design)
    expect(createSelectionStore(storage).get()).toEqual({ design, apparel: null })
  })

  it('tells subscribers about changes and forgets an empty selection', () => {
    const storage = window.sessionStorage
    storage.clear()
    const store = createSelectionStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.selectApparel({ productId: 1, productName: 'Classic Tee', imageUrl: '/x.webp' })
    store.selectApparel(null)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(storage.getItem(SELECTION_STORAGE_KEY)).toBeNull()
  })

  it('ignores unreadable stored data', () => {
    window.sessionStorage.setItem(SELECTION_STORAGE_KEY, '{"design": 3')
    expect(createSelectionStore(window.sessionStorage).get()).toEqual({ design: null, apparel: null })
  })
})
