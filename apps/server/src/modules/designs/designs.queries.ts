import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { NOT_FOUND_DESIGN_UUID, type DesignOrdering } from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import { pixelArtImages, pixelArts, users } from '../../db/schema.ts'
import type { FitLimit } from '../catalog/catalog.service.ts'

export type DesignRow = typeof pixelArts.$inferSelect & {
  pngData: string
  trimmedPngData: string
  ownerName: string
  ownerIsStaff: boolean
  ownerFlair: string
}

const selection = {
  design: pixelArts,
  pngData: pixelArtImages.pngData,
  trimmedPngData: pixelArtImages.trimmedPngData,
  ownerName: users.username,
  ownerIsStaff: users.isStaff,
  ownerFlair: users.flair,
}

type Selected = {
  design: typeof pixelArts.$inferSelect
  pngData: string
  trimmedPngData: string
  ownerName: string
  ownerIsStaff: boolean
  ownerFlair: string
}
const flatten = ({ design, ...rest }: Selected): DesignRow => ({ ...design, ...rest })

/** The design with its owner and images: every read of whole designs starts here. */
function selectDesigns(db: Db) {
  return db
    .select(selection)
    .from(pixelArts)
    .innerJoin(users, eq(users.id, pixelArts.ownerId))
    .innerJoin(pixelArtImages, eq(pixelArtImages.pixelArtId, pixelArts.id))
}

export async function findDesignByUuid(db: Db, uuid: string): Promise<DesignRow | undefined> {
  const [row] = await selectDesigns(db).where(eq(pixelArts.uuid, uuid)).limit(1)
  return row && flatten(row)
}

/** A design's row alone, without owner or images: enough to decide visibility and cache validity. */
export async function findDesignRowByUuid(
  db: Db,
  uuid: string,
): Promise<typeof pixelArts.$inferSelect | undefined> {
  const [row] = await db.select().from(pixelArts).where(eq(pixelArts.uuid, uuid)).limit(1)
  return row
}

export async function findDesignPngData(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ pngData: pixelArtImages.pngData })
    .from(pixelArtImages)
    .where(eq(pixelArtImages.pixelArtId, id))
  return row?.pngData
}

export async function findDesignById(db: Db, id: number): Promise<DesignRow | undefined> {
  const [row] = await selectDesigns(db).where(eq(pixelArts.id, id)).limit(1)
  return row && flatten(row)
}

export interface ListFilter {
  scope: 'public' | { ownerId: number }
  search?: string | undefined
  /** Per product: the regions' limits; the design must fit some region of every product listed. */
  fits?: FitLimit[][] | undefined
  ordering: DesignOrdering | 'homepage'
  limit: number
  offset: number
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function whereOf(db: Db, filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filter.scope === 'public') {
    // The "404 NOT FOUND" design is a page to land on, not something to browse.
    conditions.push(
      and(
        eq(pixelArts.isPublic, true),
        eq(pixelArts.isQuickDraw, false),
        // By id, not uuid: the id is in the list indexes, so counting can stay an index-only scan.
        sql`${pixelArts.id} is distinct from (select id from pixel_arts where uuid = ${NOT_FOUND_DESIGN_UUID})`,
      ),
    )
  } else conditions.push(eq(pixelArts.ownerId, filter.scope.ownerId))
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`
    // Owner names are matched in a subquery so each side can use its own trigram index.
    const owners = db.select({ id: users.id }).from(users).where(ilike(users.username, pattern))
    conditions.push(or(ilike(pixelArts.title, pattern), inArray(pixelArts.ownerId, owners)))
  }
  for (const regions of filter.fits ?? []) {
    if (regions.length === 0) conditions.push(sql`false`)
    else
      conditions.push(
        or(
          ...regions.map(
            (r) => sql`(${pixelArts.columns} <= ${r.maxColumns} and ${pixelArts.rows} <= ${r.maxRows})`,
          ),
        ),
      )
  }
  return and(...conditions)
}

const ORDER_BY: Record<ListFilter['ordering'], SQL[]> = {
  '-created_at': [desc(pixelArts.createdAt), desc(pixelArts.id)],
  created_at: [asc(pixelArts.createdAt), asc(pixelArts.id)],
  title: [sql`${pixelArts.title} asc nulls last`, asc(pixelArts.id)],
  '-updated_at': [desc(pixelArts.updatedAt), desc(pixelArts.id)],
  // Staff picks first, then the shop's own designs, then everyone's newest.
  homepage: [desc(pixelArts.isStaffPick), desc(users.isStaff), desc(pixelArts.createdAt), desc(pixelArts.id)],
}

export async function listDesigns(db: Db, filter: ListFilter): Promise<{ count: number; rows: DesignRow[] }> {
  const where = whereOf(db, filter)
  // Deferred join: pick the page's ids from the narrow table first (an index walk for the usual orderings),
  // then fetch owners and images for just those rows. Joining first made the planner sort the whole table.
  const ordering = ORDER_BY[filter.ordering]
  const idQuery =
    filter.ordering === 'homepage'
      ? db.select({ id: pixelArts.id }).from(pixelArts).innerJoin(users, eq(users.id, pixelArts.ownerId))
      : db.select({ id: pixelArts.id }).from(pixelArts)
  const ids = (
    await idQuery
      .where(where)
      .orderBy(...ordering)
      .limit(filter.limit)
      .offset(filter.offset)
  ).map((r) => r.id)
  const byId = new Map(
    ids.length === 0
      ? []
      : (await selectDesigns(db).where(inArray(pixelArts.id, ids))).map((r) => [r.design.id, flatten(r)]),
  )
  const rows = ids.flatMap((id) => byId.get(id) ?? [])
  // A page that is not full already tells the total; counting is the costly part of a list, so skip it then.
  if (rows.length > 0 && rows.length < filter.limit) return { count: filter.offset + rows.length, rows }
  const [total] = await db.select({ n: count() }).from(pixelArts).where(where)
  return { count: total?.n ?? 0, rows }
}

type DesignValues = typeof pixelArts.$inferInsert & { pngData: string; trimmedPngData: string }

export async function insertDesign(db: Db, values: DesignValues): Promise<number> {
  const { pngData, trimmedPngData, ...design } = values
  return db.transaction(async (tx) => {
    const { id } = firstRow(
      await tx.insert(pixelArts).values(design).returning({ id: pixelArts.id }),
      'design',
    )
    await tx.insert(pixelArtImages).values({ pixelArtId: id, pngData, trimmedPngData })
    return id
  })
}

export async function updateDesign(db: Db, id: number, values: Partial<DesignValues>): Promise<void> {
  const { pngData, trimmedPngData, ...design } = values
  await db.transaction(async (tx) => {
    await tx
      .update(pixelArts)
      .set({ ...design, updatedAt: sql`now()`, revision: sql`${pixelArts.revision} + 1` })
      .where(eq(pixelArts.id, id))
    if (pngData !== undefined && trimmedPngData !== undefined) {
      await tx
        .update(pixelArtImages)
        .set({ pngData, trimmedPngData })
        .where(eq(pixelArtImages.pixelArtId, id))
    }
  })
}

export async function deleteDesign(db: Db, id: number): Promise<void> {
  await db.delete(pixelArts).where(eq(pixelArts.id, id))
}
