import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { DesignOrdering } from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { pixelArts, users } from '../../db/schema.ts'
import type { FitLimit } from '../catalog/catalog.service.ts'

export type DesignRow = typeof pixelArts.$inferSelect & {
  ownerName: string
  ownerIsStaff: boolean
  ownerFlair: string
}

const selection = {
  design: pixelArts,
  ownerName: users.username,
  ownerIsStaff: users.isStaff,
  ownerFlair: users.flair,
}

type Selected = {
  design: typeof pixelArts.$inferSelect
  ownerName: string
  ownerIsStaff: boolean
  ownerFlair: string
}
const flatten = (r: Selected): DesignRow => ({
  ...r.design,
  ownerName: r.ownerName,
  ownerIsStaff: r.ownerIsStaff,
  ownerFlair: r.ownerFlair,
})

export async function findDesignByUuid(db: Db, uuid: string): Promise<DesignRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(pixelArts)
    .innerJoin(users, eq(users.id, pixelArts.ownerId))
    .where(eq(pixelArts.uuid, uuid))
    .limit(1)
  return row && flatten(row)
}

export async function findDesignById(db: Db, id: number): Promise<DesignRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(pixelArts)
    .innerJoin(users, eq(users.id, pixelArts.ownerId))
    .where(eq(pixelArts.id, id))
    .limit(1)
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

function whereOf(filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (filter.scope === 'public')
    conditions.push(and(eq(pixelArts.isPublic, true), eq(pixelArts.isQuickDraw, false)))
  else conditions.push(eq(pixelArts.ownerId, filter.scope.ownerId))
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`
    conditions.push(or(ilike(pixelArts.title, pattern), ilike(users.username, pattern)))
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
  const where = whereOf(filter)
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(pixelArts)
      .innerJoin(users, eq(users.id, pixelArts.ownerId))
      .where(where)
      .orderBy(...ORDER_BY[filter.ordering])
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(pixelArts).innerJoin(users, eq(users.id, pixelArts.ownerId)).where(where),
  ])
  return { count: total?.n ?? 0, rows: rows.map(flatten) }
}

export async function insertDesign(db: Db, values: typeof pixelArts.$inferInsert): Promise<number> {
  const [row] = await db.insert(pixelArts).values(values).returning({ id: pixelArts.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}

export async function updateDesign(
  db: Db,
  id: number,
  values: Partial<typeof pixelArts.$inferInsert>,
): Promise<void> {
  await db
    .update(pixelArts)
    .set({ ...values, updatedAt: sql`now()`, revision: sql`${pixelArts.revision} + 1` })
    .where(eq(pixelArts.id, id))
}

export async function deleteDesign(db: Db, id: number): Promise<void> {
  await db.delete(pixelArts).where(eq(pixelArts.id, id))
}
