import { ReviewFields, ReviewMessages, type PixelArtProduct, type PublicReview } from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { Conflict, NotFound, ValidationError, zodToFields } from '../../http/errors.ts'
import type { BlobStore } from '../../storage/blob-store.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import type { OrdersService } from '../orders/orders.service.ts'
import { findArtOnProductsByIds } from '../shop/shop.queries.ts'
import { presentArtOnProduct } from '../shop/shop.service.ts'
import { normaliseReviewImage } from './review-image.ts'
import * as q from './reviews.queries.ts'

/** A submitted review form: its text fields as sent, and the photo's bytes when one came. */
export interface ReviewForm {
  fields: Record<string, unknown>
  image?: Buffer | undefined
}

export function presentPublicReview(row: q.PublicReviewRow): PublicReview {
  const { review } = row
  return {
    id: review.id,
    product_id: row.productId,
    product_name: row.productName,
    stars: review.stars,
    fit: review.fit,
    comment: review.comment,
    alias: review.alias,
    image_url: review.imageKey ? `/media/${review.imageKey}` : null,
    art_uuid: row.artUuid,
    created_at: review.createdAt.toISOString(),
  }
}

/** Empty form values count as missing, so an empty rating reads 'Rating is required', not 'Min 1 star'. */
function withoutEmpty(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => !(value === '' && (key === 'stars' || key === 'fit'))),
  )
}

export function createReviewsService(deps: {
  db: Db
  catalog: Catalog
  blobs: BlobStore
  orders: OrdersService
}) {
  const { db, catalog } = deps

  return {
    /** The order's items still waiting for a review (the order uuid from the e-mail is the key). */
    async reviewable(orderUuid: string): Promise<PixelArtProduct[]> {
      const order = await deps.orders.findOrder(orderUuid)
      const rows = await findArtOnProductsByIds(db, await q.unreviewedProductIds(db, order.id))
      return Promise.all(rows.map((row) => presentArtOnProduct(row, catalog)))
    },

    async submit(orderUuid: string, form: ReviewForm): Promise<{ id: number }> {
      const order = await deps.orders.findOrder(orderUuid)
      const parsed = ReviewFields.safeParse(withoutEmpty(form.fields as Record<string, unknown>))
      if (!parsed.success) throw new ValidationError(zodToFields(parsed.error))
      const input = parsed.data
      const productId = await q.findOrderedProduct(db, order.id, input.pixel_art_product_uuid)
      if (productId === undefined) throw new NotFound(ReviewMessages.notInOrder)
      // Checked before the photo is processed; the insert below settles a race between two submits.
      if (await q.hasReview(db, order.id, productId)) throw new Conflict(ReviewMessages.alreadyReviewed)
      const image = form.image ? await normaliseReviewImage(form.image) : null
      if (image) await deps.blobs.put(image.key, image.bytes, 'image/webp')
      const review = await q.insertReview(db, {
        orderId: order.id,
        pixelArtProductId: productId,
        stars: input.stars,
        fit: input.fit,
        comment: input.comment,
        imageKey: image?.key ?? null,
        publicConsent: input.public_consent,
        // An alias only means something when the review may be shown.
        alias: input.public_consent ? input.alias : '',
      })
      if (!review) throw new Conflict(ReviewMessages.alreadyReviewed)
      return { id: review.id }
    },

    async listPublic(filter: { productIds?: number[] | undefined; limit: number; offset: number }) {
      const { count, rows } = await q.listPublicReviews(db, filter)
      return { count, results: rows.map(presentPublicReview) }
    },
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>
