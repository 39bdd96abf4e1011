import { createHash } from 'node:crypto'
import { designFitsRegion, maxCellsInRegion, type Product } from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { loadCatalog } from './catalog.queries.ts'

/** Largest grid (in cells) that fits somewhere on a product, one entry per placement region. */
export interface FitLimit {
  maxColumns: number
  maxRows: number
}

export interface CatalogSnapshot {
  products: Product[]
  etag: string
  fitLimits: Map<number, FitLimit[]>
}

/**
 * The catalogue changes only when the shop edits it, so it is read once and kept for a minute: every design
 * in every list needs it to compute `fitting_products`.
 */
export function createCatalog(db: Db, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 60_000
  const now = options.now ?? Date.now
  let cached: { at: number; snapshot: Promise<CatalogSnapshot> } | null = null

  async function build(): Promise<CatalogSnapshot> {
    const products = await loadCatalog(db)
    const fitLimits = new Map<number, FitLimit[]>()
    for (const p of products) {
      fitLimits.set(
        p.id,
        p.placement_regions.map((r) => {
          const max = maxCellsInRegion(r, p.px_per_mm)
          return { maxColumns: max.columns, maxRows: max.rows }
        }),
      )
    }
    const etag = `"${createHash('sha256').update(JSON.stringify(products)).digest('base64url').slice(0, 27)}"`
    return { products, etag, fitLimits }
  }

  const catalog = {
    snapshot(): Promise<CatalogSnapshot> {
      if (!cached || now() - cached.at > ttlMs) {
        const snapshot = build()
        cached = { at: now(), snapshot }
        snapshot.catch(() => (cached = null))
      }
      return cached.snapshot
    },
    invalidate() {
      cached = null
    },
    /** Ids of the products where the design fits at the minimum stitch size (docs/decisions/placement-geometry.md). */
    async fittingProducts(design: { rows: number; columns: number }): Promise<number[]> {
      const { products } = await catalog.snapshot()
      return products
        .filter((p) => p.placement_regions.some((r) => designFitsRegion(design, r, p.px_per_mm)))
        .map((p) => p.id)
    },
  }
  return catalog
}

export type Catalog = ReturnType<typeof createCatalog>
