import {
  WorkshopMessages,
  type Design,
  type DesignCreate,
  type DesignOrdering,
  type DesignUpdate,
  type Flair,
} from '@threadbit/contracts'
import { randomUUID } from 'node:crypto'
import type { ChangeFeed } from '../../db/change-feed.ts'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { Forbidden, NotAuthenticated, NotFound, ValidationError } from '../../http/errors.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { readDesignImage } from './design-image.ts'
import { designPolicy } from './designs.policy.ts'
import * as q from './designs.queries.ts'
import { TtlCache } from '../../lib/ttl-cache.ts'

export const NEEDS_USERNAME = 'Choose a username before saving designs.'
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A design's JSON, built in one place. */
export async function presentDesign(row: q.DesignRow, catalog: Catalog): Promise<Design> {
  return {
    uuid: row.uuid,
    id: row.id,
    title: row.title,
    png_data: row.pngData,
    trimmed_png_data: row.trimmedPngData,
    border: row.border,
    border_color: row.borderColor,
    is_public: row.isPublic,
    is_quick_draw: row.isQuickDraw,
    remix_of: row.remixOf,
    owner: row.ownerId,
    owner_name: row.ownerName,
    owner_is_staff: row.ownerIsStaff,
    owner_flair: row.ownerFlair as Flair,
    rows: row.rows,
    columns: row.columns,
    number_of_colors: row.numberOfColors,
    fitting_products: await catalog.fittingProducts(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // Only private designs carry it, so only their owner and staff ever see it.
    ...(row.unpublishedAt && !row.isPublic
      ? {
          moderation_notice: {
            unpublished_at: row.unpublishedAt.toISOString(),
            reason: row.unpublishReason ?? '',
          },
        }
      : {}),
  }
}

export interface ListQuery {
  search?: string | undefined
  ordering: DesignOrdering | 'homepage'
  fits?: number[] | undefined
  limit: number
  offset: number
}

/**
 * How long lists (pages and counts) and the rows renders check are reused. Every write through this service
 * drops them at once on this node and, through the change feed (PostgreSQL NOTIFY), on every other node.
 * Changes that bypass the service (the seed CLI, a username change shown in lists) show within twice this time
 * (an expired list is answered once more while it is refreshed).
 */
export const DESIGNS_CACHE_TTL_MS = 5_000

/** The change-feed channel design writes are announced on; the payload is the design's uuid, or `*`. */
export const DESIGN_CHANGES_CHANNEL = 'design_changes'

export function createDesignsService(deps: {
  db: Db
  catalog: Catalog
  cacheTtlMs?: number
  /** Other processes' writes arrive here, and this one's are sent, so every node's caches stay exact. */
  changes?: ChangeFeed
  logError?: (message: string, error: unknown) => void
}) {
  const { db, catalog } = deps
  const ttlMs = deps.cacheTtlMs ?? DESIGNS_CACHE_TTL_MS
  // Counting every match is most of a list's cost (a scan of ~20,000 rows at scale) while the total rarely
  // changes: keep it per filter. Keys come from visitors' searches, hence the bound.
  const counts = new TtlCache<string, Promise<number>>({ ttlMs, maxEntries: 2_000 })
  // Whole pages too: the first page of Discover is what nearly every visitor asks for. A page holds its
  // designs' images (a few kB each, rarely more), hence few pages.
  const pages = new TtlCache<string, Promise<{ count: number; rows: q.DesignRow[] }>>({
    ttlMs,
    maxEntries: 100,
  })
  // Renders are requested many times per design; their check needs only the row.
  const renderRows = new TtlCache<string, Promise<q.DesignOnlyRow | undefined>>({ ttlMs, maxEntries: 20_000 })

  function forget(uuid: string | null) {
    counts.clear()
    pages.clear()
    if (uuid === null) renderRows.clear()
    else if (uuid !== '*') renderRows.delete(uuid.toLowerCase())
  }
  // Messages carry this process's id, so it skips its own (it has forgotten already).
  const processId = randomUUID()
  deps.changes?.subscribe(DESIGN_CHANGES_CHANNEL, (payload) => {
    if (payload === null) return forget(null)
    const [from, uuid = '*'] = payload.split(' ')
    if (from !== processId) forget(uuid)
  })

  /**
   * After every committed change to designs: lists, and the changed design's render check, are stale here
   * and, once the notice arrives (milliseconds), on every other node.
   */
  async function changed(uuid?: string) {
    forget(uuid ?? '*')
    try {
      await deps.changes?.publish(DESIGN_CHANGES_CHANNEL, `${processId} ${uuid ?? '*'}`)
    } catch (error) {
      // The write itself stands; other nodes then catch up when their caches expire.
      deps.logError?.('announcing a design change failed', error)
    }
  }

  async function visibleDesign(user: UserRow | null, uuid: string): Promise<q.DesignRow> {
    if (!UUID_PATTERN.test(uuid)) throw new NotFound()
    const row = await q.findDesignByUuid(db, uuid)
    if (!row || !designPolicy.canView(user, row)) throw new NotFound()
    return row
  }

  async function changeableDesign(user: UserRow | null, uuid: string): Promise<q.DesignRow> {
    if (!user) throw new NotAuthenticated()
    const row = await visibleDesign(user, uuid)
    if (!designPolicy.canChange(user, row)) throw new Forbidden()
    return row
  }

  async function reload(id: number): Promise<q.DesignRow> {
    const row = await q.findDesignById(db, id)
    if (!row) throw new NotFound()
    return row
  }

  async function fitLimitsFor(productIds: number[] | undefined) {
    if (!productIds?.length) return undefined
    const { fitLimits } = await catalog.snapshot()
    // An unknown product fits nothing, so a stale link shows an empty list rather than an error.
    return productIds.map((id) => fitLimits.get(id) ?? [])
  }

  return {
    visibleDesign,

    /** After a change made outside this service (staff unpublishing a design): lists and renders are stale. */
    changedElsewhere: changed,

    /** For renders: the row alone (one small indexed read); the image is loaded only when a render is made. */
    async visibleDesignForRender(user: UserRow | null, uuid: string) {
      if (!UUID_PATTERN.test(uuid)) throw new NotFound()
      const key = uuid.toLowerCase()
      const row = await renderRows.getOrCompute(key, () => q.findDesignRowByUuid(db, key))
      if (!row) renderRows.delete(key) // unknown uuids are not remembered: visitors choose them
      if (!row || !designPolicy.canView(user, row)) throw new NotFound()
      return { ...row, loadPngData: async () => (await q.findDesignPngData(db, row.id)) ?? '' }
    },

    async list(user: UserRow | null, scope: 'public' | 'mine', query: ListQuery) {
      let ownerScope: 'public' | { ownerId: number } = 'public'
      if (scope === 'mine') {
        if (!user) throw new NotAuthenticated()
        ownerScope = { ownerId: user.id }
      }
      const where: q.ListWhere = {
        scope: ownerScope,
        search: query.search,
        fits: await fitLimitsFor(query.fits),
      }
      const whereKey = JSON.stringify(where)
      const filter = { ...where, ordering: query.ordering, limit: query.limit, offset: query.offset }
      return pages.getOrCompute(`${whereKey} ${query.ordering} ${query.limit} ${query.offset}`, async () => {
        const page = await q.listDesignPage(db, filter)
        const count = page.count ?? (await counts.getOrCompute(whereKey, () => q.countDesigns(db, where)))
        return { count, rows: page.rows }
      })
    },

    async create(user: UserRow | null, input: DesignCreate): Promise<q.DesignRow> {
      if (!user) throw new NotAuthenticated()
      if (!user.username) throw new Forbidden(NEEDS_USERNAME)
      if (input.remix_of != null) {
        const original = await q.findDesignById(db, input.remix_of)
        if (!original || !designPolicy.canView(user, original)) {
          throw ValidationError.field('remix_of', `Invalid pk "${input.remix_of}" - object does not exist.`)
        }
      }
      const image = await readDesignImage(input.png_data)
      const isQuickDraw = input.is_quick_draw ?? false
      const id = await q.insertDesign(db, {
        title: input.title || null,
        pngData: input.png_data,
        trimmedPngData: image.trimmedPngData,
        border: input.border ?? true,
        borderColor: input.border_color ?? '#000000',
        // Quick-draw designs exist only to be embroidered: always private.
        isPublic: isQuickDraw ? false : (input.is_public ?? true),
        isQuickDraw,
        remixOf: input.remix_of ?? null,
        ownerId: user.id,
        rows: image.rows,
        columns: image.columns,
        numberOfColors: image.numberOfColors,
      })
      await changed()
      return reload(id)
    },

    async update(user: UserRow | null, uuid: string, input: DesignUpdate, options: { replace: boolean }) {
      const row = await changeableDesign(user, uuid)
      if (options.replace && input.png_data === undefined)
        throw ValidationError.field('png_data', 'This field is required.')
      if (input.is_public === true && row.unpublishedAt && !row.isPublic)
        throw ValidationError.field('is_public', WorkshopMessages.republishRefused)
      const image = input.png_data === undefined ? null : await readDesignImage(input.png_data)
      await q.updateDesign(db, row.id, {
        ...(input.title !== undefined ? { title: input.title || null } : {}),
        ...(input.border !== undefined ? { border: input.border } : {}),
        ...(input.border_color !== undefined ? { borderColor: input.border_color } : {}),
        ...(input.is_public !== undefined && !row.isQuickDraw ? { isPublic: input.is_public } : {}),
        ...(image && input.png_data
          ? {
              pngData: input.png_data,
              trimmedPngData: image.trimmedPngData,
              rows: image.rows,
              columns: image.columns,
              numberOfColors: image.numberOfColors,
            }
          : {}),
      })
      await changed(row.uuid)
      return reload(row.id)
    },

    async remove(user: UserRow | null, uuid: string): Promise<void> {
      const row = await changeableDesign(user, uuid)
      await q.deleteDesign(db, row.id)
      await changed(row.uuid)
    },
  }
}

export type DesignsService = ReturnType<typeof createDesignsService>
