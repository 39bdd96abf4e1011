import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { NOT_FOUND_DESIGN_UUID, type DesignOrdering } from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import { pixelArtImages, pixelArts, users } from '../../db/schema.ts'
import type { FitLimit } from '../catalog/catalog.service.ts'

/** A design's own row: no owner, no images. */
export type DesignOnlyRow = typeof pixelArts.$inferSelect

export type DesignRow = DesignOnlyRow & {
  pngData: string
  trimmedPngData: string
  ownerName: string
  ownerIsStaff: boolean
  ownerFlair: string
}

/** A design with its images and its owner's public facts, as lists and the shop read it. */
export const designSelection = {
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
    .select(designSelection)
    .from(pixelArts)
    .innerJoin(users, eq(users.id, pixelArts.ownerId))
    .innerJoin(pixelArtImages, eq(pixelArtImages.pixelArtId, pixelArts.id))
}

export async function findDesignByUuid(db: Db, uuid: string): Promise<DesignRow | undefined> {
  const [row] = await selectDesigns(db).where(eq(pixelArts.uuid, uuid)).limit(1)
  return row && flatten(row)
}

/** A design's row alone, without owner or images: enough to decide visibility and cache validity. */
export async function findDesignRowByUuid(db: Db, uuid: string): Promise<DesignOnlyRow | undefined> {
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

/** Which designs a list shows (its count depends on nothing else). */
export interface ListWhere {
  scope: 'public' | { ownerId: number }
  search?: string | undefined
  /** Per product: the regions' limits; the design must fit some region of every product listed. */
  fits?: FitLimit[][] | undefined
}

export interface ListFilter extends ListWhere {
  ordering: DesignOrdering | 'homepage'
  limit: number
  offset: number
  /** Tests lower it to take both ways through a search; see `probeSearch`. */
  probeLimit?: number
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

function searchPattern(search: string): string {
  return `%${escapeLike(search)}%`
}

/** `matching` replaces the search condition with ids already known to match it (see `probeSearch`). */
function whereOf(db: Db, filter: ListWhere, matching?: number[]): SQL | undefined {
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
  if (matching) conditions.push(inArray(pixelArts.id, matching))
  else if (filter.search) {
    const pattern = searchPattern(filter.search)
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

/** Above this many designs matching a search, a list walks its ordering's index instead (see `probeSearch`). */
export const SEARCH_PROBE_LIMIT = 500

/**
 * The ids of every design (of any visibility) whose title or owner name contains `search`, when there are at
 * most SEARCH_PROBE_LIMIT of them; null when there are more, or when the trigram indexes cannot help.
 *
 * A search is either rare or common. Walking the ordering's index and testing each row finds a page of a
 * common word at once, but for a rare one it tests every design (~35 ms for 20,000 on PostgreSQL, and the
 * count again as much). The trigram indexes find a rare word's designs in well under a millisecond, but a
 * common word's thousands of candidates would all be rechecked and sorted. So ask the indexes first, and
 * stop as soon as there are too many: then the word is common and the walk is cheap.
 */
async function probeSearch(db: Db, search: string, limit: number): Promise<number[] | null> {
  // pg_trgm draws no trigram from words under three letters: the index would return every row.
  if (!/[\p{L}\p{N}]{3}/u.test(search)) return null
  const pattern = searchPattern(search)
  const owners = db.select({ id: users.id }).from(users).where(ilike(users.username, pattern))
  const rows = await db
    .select({ id: pixelArts.id })
    .from(pixelArts)
    .where(ilike(pixelArts.title, pattern))
    .limit(limit + 1)
    .union(
      db
        .select({ id: pixelArts.id })
        .from(pixelArts)
        .where(inArray(pixelArts.ownerId, owners))
        .limit(limit + 1),
    )
  return rows.length > limit ? null : rows.map((r) => r.id)
}

const ORDER_BY: Record<ListFilter['ordering'], SQL[]> = {
  '-created_at': [desc(pixelArts.createdAt), desc(pixelArts.id)],
  created_at: [asc(pixelArts.createdAt), asc(pixelArts.id)],
  title: [sql`${pixelArts.title} asc nulls last`, asc(pixelArts.id)],
  '-updated_at': [desc(pixelArts.updatedAt), desc(pixelArts.id)],
  // Staff picks first, then the shop's own designs, then everyone's newest.
  homepage: [desc(pixelArts.isStaffPick), desc(users.isStaff), desc(pixelArts.createdAt), desc(pixelArts.id)],
}

/**
 * One page of designs, and their total when it comes for free (a page that is not full, a rare search);
 * otherwise the caller counts (see `countDesigns`).
 */
export async function listDesignPage(
  db: Db,
  filter: ListFilter,
): Promise<{ rows: DesignRow[]; count: number | undefined }> {
  const matching = filter.search
    ? await probeSearch(db, filter.search, filter.probeLimit ?? SEARCH_PROBE_LIMIT)
    : null
  if (matching?.length === 0) return { rows: [], count: 0 }
  const where = whereOf(db, filter, matching ?? undefined)
  // Deferred join, in one statement: the subquery picks the page's ids from the narrow table (an index walk
  // for the usual orderings), then only those rows are joined to owners and images. Joining first made the
  // planner sort the whole table.
  const ordering = ORDER_BY[filter.ordering]
  const pageColumns = {
    pageId: sql<number>`${pixelArts.id}`.as('page_id'),
    position: sql<number>`row_number() over (order by ${sql.join(ordering, sql`, `)})`.as('position'),
    // Among a rare search's few matches the total costs nothing more: count them in the same query.
    total: (matching ? sql<number>`count(*) over ()` : sql<number>`0`).as('total'),
  }
  const pageQuery =
    filter.ordering === 'homepage'
      ? db.select(pageColumns).from(pixelArts).innerJoin(users, eq(users.id, pixelArts.ownerId))
      : db.select(pageColumns).from(pixelArts)
  const page = pageQuery
    .where(where)
    .orderBy(...ordering)
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page')
  const found = await db
    .select({ ...designSelection, total: page.total })
    .from(page)
    .innerJoin(pixelArts, eq(pixelArts.id, page.pageId))
    .innerJoin(users, eq(users.id, pixelArts.ownerId))
    .innerJoin(pixelArtImages, eq(pixelArtImages.pixelArtId, pixelArts.id))
    .orderBy(page.position)
  let count: number | undefined
  if (found.length > 0 && found.length < filter.limit) count = filter.offset + found.length
  else if (matching && found[0]) count = Number(found[0].total)
  else if (matching) count = await countDesigns(db, filter, matching)
  return { rows: found.map(({ total: _, ...row }) => flatten(row)), count }
}

/** How many designs the filter matches, whatever the page: a scan of every match, the costly part of a list. */
export async function countDesigns(db: Db, filter: ListWhere, matching?: number[]): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(pixelArts)
    .where(whereOf(db, filter, matching))
  return total?.n ?? 0
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
