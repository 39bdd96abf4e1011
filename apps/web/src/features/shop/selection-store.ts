import { createContext, useContext, useSyncExternalStore } from 'react'
import type { Design, Product } from '@threadbit/contracts'

/** What the apparel and discover pages need without reloading it. */
export interface SelectedDesign {
  uuid: string
  id: number
  title: string | null
  png: string
  ownerName: string
  ownerId: number
  isRemix: boolean
  isPublic: boolean
  border: boolean
  borderColor: string
}

/** The apparel item picked first (apparel-first journey): /discover?fits={productId}. */
export interface SelectedApparel {
  productId: number
  productName: string
  imageUrl: string
}

export interface Selection {
  design: SelectedDesign | null
  apparel: SelectedApparel | null
}

export interface SelectionStore {
  get(): Selection
  subscribe(listener: () => void): () => void
  selectDesign(design: SelectedDesign | null): void
  selectApparel(apparel: SelectedApparel | null): void
}

const EMPTY: Selection = { design: null, apparel: null }
export const SELECTION_STORAGE_KEY = 'threadbit:selection'

export function toSelectedDesign(design: Design): SelectedDesign {
  return {
    uuid: design.uuid,
    id: design.id,
    title: design.title,
    png: design.png_data,
    ownerName: design.owner_name,
    ownerId: design.owner,
    isRemix: design.remix_of !== null,
    isPublic: design.is_public,
    border: design.border,
    borderColor: design.border_color,
  }
}

export function toSelectedApparel(product: Product): SelectedApparel {
  return {
    productId: product.id,
    productName: product.product_name,
    imageUrl: product.colors[0]?.image_url ?? '',
  }
}

function isSelection(value: unknown): value is Selection {
  if (typeof value !== 'object' || value === null) return false
  const { design, apparel } = value as Record<string, unknown>
  const designOk =
    design === null || (typeof design === 'object' && typeof (design as SelectedDesign).uuid === 'string')
  const apparelOk =
    apparel === null ||
    (typeof apparel === 'object' && typeof (apparel as SelectedApparel).productId === 'number')
  return designOk && apparelOk
}

function read(storage: Storage | null): Selection {
  try {
    const raw = storage?.getItem(SELECTION_STORAGE_KEY)
    if (!raw) return EMPTY
    const parsed: unknown = JSON.parse(raw)
    return isSelection(parsed) ? parsed : EMPTY
  } catch {
    return EMPTY
  }
}

/**
 * The visitor's selection (a design, an apparel item), kept per tab in sessionStorage so a reload keeps it
 * and another tab starts its own journey. A tiny external store: pages read it with useSelection().
 */
export function createSelectionStore(storage: Storage | null): SelectionStore {
  let state = read(storage)
  const listeners = new Set<() => void>()
  const set = (next: Selection) => {
    state = next
    try {
      if (next.design || next.apparel) storage?.setItem(SELECTION_STORAGE_KEY, JSON.stringify(next))
      else storage?.removeItem(SELECTION_STORAGE_KEY)
    } catch {
      // Storage full or blocked (private mode): the selection still lives for this page view.
    }
    listeners.forEach((listener) => listener())
  }
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    selectDesign(design) {
      if (JSON.stringify(state.design) === JSON.stringify(design)) return
      set({ ...state, design })
    },
    selectApparel(apparel) {
      if (state.apparel?.productId === apparel?.productId) return
      set({ ...state, apparel })
    },
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

let tabStore: SelectionStore | null = null
/** The tab's store, created on first use; tests provide their own through SelectionContext. */
function defaultStore(): SelectionStore {
  tabStore ??= createSelectionStore(sessionStorageOrNull())
  return tabStore
}

export const SelectionContext = createContext<SelectionStore | null>(null)

export function useSelectionStore(): SelectionStore {
  return useContext(SelectionContext) ?? defaultStore()
}

export function useSelection(): Selection & Omit<SelectionStore, 'get' | 'subscribe'> {
  const store = useSelectionStore()
  const selection = useSyncExternalStore(store.subscribe, store.get, store.get)
  return { ...selection, selectDesign: store.selectDesign, selectApparel: store.selectApparel }
}
