import {
  designDisplayTitle,
  WorkshopMessages,
  type ContentReport,
  type ModeratedDesign,
  type ModeratedReview,
  type ModerationLogEntry,
  type ReportCreate,
} from '@threadbit/contracts'
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  contentReports,
  moderationActions,
  pixelArtProducts,
  pixelArts,
  reviews,
  users,
  type UserRow,
} from '../../db/schema.ts'
import { NotFound, ValidationError } from '../../http/errors.ts'
import { pageOfReviews } from '../reviews/reviews.queries.ts'
import { UUID_PATTERN } from '../shop/shop.service.ts'

const MAX_INT = 2_147_483_647

const designImage = (uuid: string, updatedAt: Date) =>
  `/api/pixel-art/${uuid}/render/?v=${updatedAt.getTime()}`

/** Reports per design / per review, for the rows of one page. */
async function reportCounts(
  db: Db,
  column: 'designId' | 'reviewId',
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const col = contentReports[column]
  const rows = await db
    .select({ id: col, n: count() })
    .from(contentReports)
    .where(inArray(col, ids))
    .groupBy(col)
  return new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, r.n] as const])))
}

/** A design anyone may see in public lists (what users may report and staff may unpublish). */
const publicDesign = and(eq(pixelArts.isPublic, true), eq(pixelArts.isQuickDraw, false))

/** A review shown in public lists. */
const publicReview = and(
  eq(reviews.publicConsent, true),
  isNull(reviews.hiddenAt),
  eq(pixelArts.isPublic, true),
)

function actorName(user: UserRow): string {
  return user.username || user.email
}

export function createModeration(deps: { db: Db; onDesignChanged: (uuid: string) => Promise<void> }) {
  const { db } = deps

  async function log(
    tx: Db,
    actor: UserRow,
    entry: {
      action: 'unpublish_design' | 'hide_review'
      designId?: number
      reviewId?: number
      subject: string
      reason: string
    },
  ) {
    await tx.insert(moderationActions).values({ ...entry, actorId: actor.id, actorName: actorName(actor) })
  }

  return {
    /** Public designs, newest first (or only reported ones, most reported first). */
    async listDesigns(filter: { reported: boolean; limit: number; offset: number }) {
      const reported = sql<number>`(select count(*) from ${contentReports} where ${contentReports.designId} = ${pixelArts.id})::int`
      const where = filter.reported ? and(publicDesign, sql`${reported} > 0`) : publicDesign
      const rows = await db
        .select({ design: pixelArts, ownerName: users.username, reports: reported })
        .from(pixelArts)
        .innerJoin(users, eq(users.id, pixelArts.ownerId))
        .where(where)
        .orderBy(...(filter.reported ? [desc(reported)] : []), desc(pixelArts.createdAt), desc(pixelArts.id))
        .limit(filter.limit)
        .offset(filter.offset)
      const [total] = await db.select({ n: count() }).from(pixelArts).where(where)
      const results: ModeratedDesign[] = rows.map(({ design, ownerName, reports }) => ({
        uuid: design.uuid,
        title: designDisplayTitle(design),
        owner_name: ownerName,
        is_public: design.isPublic,
        unpublished_at: design.unpublishedAt?.toISOString() ?? null,
        report_count: Number(reports),
        created_at: design.createdAt.toISOString(),
        image_url: designImage(design.uuid, design.updatedAt),
      }))
      return { count: total?.n ?? 0, results }
    },

    /** Staff take a public design out of public lists: it becomes private, the owner sees why. Repeats are no-ops. */
    async unpublishDesign(actor: UserRow, uuid: string, reason: string): Promise<{ changed: boolean }> {
      if (!UUID_PATTERN.test(uuid)) throw new NotFound()
      const result = await db.transaction(async (tx) => {
        const [design] = await tx
          .select()
          .from(pixelArts)
          .where(eq(pixelArts.uuid, uuid))
          .for('update')
          .limit(1)
        if (!design) throw new NotFound()
        if (!design.isPublic && design.unpublishedAt) return { changed: false }
        if (!design.isPublic || design.isQuickDraw)
          throw ValidationError.nonField(WorkshopMessages.designNotPublic)
        await tx
          .update(pixelArts)
          .set({ isPublic: false, unpublishedAt: new Date(), unpublishReason: reason })
          .where(eq(pixelArts.id, design.id))
        await log(tx, actor, {
          action: 'unpublish_design',
          designId: design.id,
          subject: `Design “${designDisplayTitle(design)}” (${design.uuid})`,
          reason,
        })
        return { changed: true }
      })
      if (result.changed) await deps.onDesignChanged(uuid)
      return result
    },

    /** Reviews shared publicly (and those staff hid), newest first. */
    async listReviews(filter: { limit: number; offset: number }) {
      const { rows, count: total } = await pageOfReviews(
        db,
        and(eq(reviews.publicConsent, true), eq(pixelArts.isPublic, true)),
        filter,
      )
      const counts = await reportCounts(
        db,
        'reviewId',
        rows.map((r) => r.review.id),
      )
      const results: ModeratedReview[] = rows.map(({ review, productName }) => ({
        id: review.id,
        alias: review.alias,
        stars: review.stars,
        comment: review.comment,
        product_name: productName,
        hidden_at: review.hiddenAt?.toISOString() ?? null,
        report_count: counts.get(review.id) ?? 0,
        created_at: review.createdAt.toISOString(),
      }))
      return { count: total, results }
    },

    /** Staff hide a review from public lists. Repeats are no-ops. */
    async hideReview(actor: UserRow, id: number, reason: string): Promise<{ changed: boolean }> {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT) throw new NotFound()
      return db.transaction(async (tx) => {
        const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update').limit(1)
        if (!review || !review.publicConsent) throw new NotFound()
        if (review.hiddenAt) return { changed: false }
        await tx.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, id))
        const excerpt = review.comment.length > 60 ? `${review.comment.slice(0, 60)}…` : review.comment
        await log(tx, actor, {
          action: 'hide_review',
          reviewId: review.id,
          subject: `Review #${review.id} by ${review.alias || 'anonymous'}${excerpt ? `: “${excerpt}”` : ''}`,
          reason,
        })
        return { changed: true }
      })
    },

    async auditLog(filter: { limit: number; offset: number }) {
      const rows = await db
        .select()
        .from(moderationActions)
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(filter.limit)
        .offset(filter.offset)
      const [total] = await db.select({ n: count() }).from(moderationActions)
      const results: ModerationLogEntry[] = rows.map((r) => ({
        id: r.id,
        action: r.action,
        subject: r.subject,
        reason: r.reason,
        actor: r.actorName,
        created_at: r.createdAt.toISOString(),
      }))
      return { count: total?.n ?? 0, results }
    },

    /** A user's report of a public design or review; what is not public is not found. */
    async report(user: UserRow | null, ip: string, input: ReportCreate): Promise<void> {
      let target: { designId: number } | { reviewId: number }
      if (input.design_uuid !== undefined) {
        const [design] = await db
          .select({ id: pixelArts.id })
          .from(pixelArts)
          .where(and(eq(pixelArts.uuid, input.design_uuid), publicDesign))
          .limit(1)
        if (!design) throw new NotFound(WorkshopMessages.reportTargetMissing)
        target = { designId: design.id }
      } else {
        const id = input.review_id ?? 0
        const [review] =
          id <= MAX_INT
            ? await db
                .select({ id: reviews.id })
                .from(reviews)
                .innerJoin(pixelArtProducts, eq(pixelArtProducts.id, reviews.pixelArtProductId))
                .innerJoin(pixelArts, eq(pixelArts.id, pixelArtProducts.artId))
                .where(and(eq(reviews.id, id), publicReview))
                .limit(1)
            : []
        if (!review) throw new NotFound(WorkshopMessages.reportTargetMissing)
        target = { reviewId: review.id }
      }
      await db.insert(contentReports).values({
        ...target,
        reason: input.reason,
        text: input.text,
        reporterId: user?.id ?? null,
        reporterIp: ip,
      })
    },

    /** Reports, newest first, each with how many reports its design or review has and whether it was handled. */
    async listReports(filter: { open: boolean; limit: number; offset: number }) {
      const designOpen = and(isNotNull(contentReports.designId), eq(pixelArts.isPublic, true))
      const reviewOpen = and(isNotNull(contentReports.reviewId), isNull(reviews.hiddenAt))
      const openCondition = sql`(${designOpen} or ${reviewOpen})`
      const base = () =>
        db
          .select({
            report: contentReports,
            designUuid: pixelArts.uuid,
            designTitle: pixelArts.title,
            designIsPublic: pixelArts.isPublic,
            reviewAlias: reviews.alias,
            reviewHiddenAt: reviews.hiddenAt,
            reporterName: users.username,
          })
          .from(contentReports)
          .leftJoin(pixelArts, eq(pixelArts.id, contentReports.designId))
          .leftJoin(reviews, eq(reviews.id, contentReports.reviewId))
          .leftJoin(users, eq(users.id, contentReports.reporterId))
      const where = filter.open ? openCondition : undefined
      const rows = await base()
        .where(where)
        .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
        .limit(filter.limit)
        .offset(filter.offset)
      const [total] = await db
        .select({ n: count() })
        .from(contentReports)
        .leftJoin(pixelArts, eq(pixelArts.id, contentReports.designId))
        .leftJoin(reviews, eq(reviews.id, contentReports.reviewId))
        .where(where)
      const designCounts = await reportCounts(
        db,
        'designId',
        rows.flatMap((r) => (r.report.designId ? [r.report.designId] : [])),
      )
      const reviewCounts = await reportCounts(
        db,
        'reviewId',
        rows.flatMap((r) => (r.report.reviewId ? [r.report.reviewId] : [])),
      )
      const results: ContentReport[] = rows.map((r) => {
        const isDesign = r.report.designId !== null
        return {
          id: r.report.id,
          kind: isDesign ? 'design' : 'review',
          design_uuid: r.designUuid,
          review_id: r.report.reviewId,
          subject: isDesign
            ? designDisplayTitle({ id: r.report.designId ?? 0, title: r.designTitle })
            : `Review #${r.report.reviewId} by ${r.reviewAlias || 'anonymous'}`,
          reason: r.report.reason,
          text: r.report.text,
          reporter: r.reporterName || (r.report.reporterId ? 'a user' : 'a visitor'),
          created_at: r.report.createdAt.toISOString(),
          target_report_count: isDesign
            ? (designCounts.get(r.report.designId ?? 0) ?? 0)
            : (reviewCounts.get(r.report.reviewId ?? 0) ?? 0),
          handled: isDesign ? r.designIsPublic === false : r.reviewHiddenAt !== null,
        }
      })
      return { count: total?.n ?? 0, results }
    },

    async openReportCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contentReports)
        .leftJoin(pixelArts, eq(pixelArts.id, contentReports.designId))
        .leftJoin(reviews, eq(reviews.id, contentReports.reviewId))
        .where(
          sql`((${contentReports.designId} is not null and ${pixelArts.isPublic}) or (${contentReports.reviewId} is not null and ${reviews.hiddenAt} is null))`,
        )
      return row?.n ?? 0
    },
  }
}
