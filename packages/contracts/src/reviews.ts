/** Reviews: the multipart fields of `POST /api/submit-review/{order_uuid}/`, their messages, and a public review. */
import { z } from 'zod'

import { ALIAS_MAX, DEFAULT_FIT, REVIEW_COMMENT_MAX, ReviewMessages } from './review-constants.ts'

// The limits and messages live apart from zod, so pages that only show them do not download the schemas.
export * from './review-constants.ts'

/** The text fields of the review form (the image is checked separately, by size and by decoding). */
export const ReviewFields = z
  .object({
    pixel_art_product_uuid: z.uuid({ error: 'Must be a valid UUID.' }),
    stars: z.coerce
      .number({ error: ReviewMessages.starsRequired })
      .int(ReviewMessages.starsRequired)
      .min(1, ReviewMessages.starsMin)
      .max(5, ReviewMessages.starsMax),
    fit: z.coerce
      .number({ error: ReviewMessages.fitRange })
      .int(ReviewMessages.fitRange)
      .min(0, ReviewMessages.fitRange)
      .max(2, ReviewMessages.fitRange)
      .default(DEFAULT_FIT),
    comment: z.string().max(REVIEW_COMMENT_MAX, ReviewMessages.commentMax).default(''),
    public_consent: z
      .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
      .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
      .default(false),
    alias: z.string().trim().max(ALIAS_MAX, ReviewMessages.aliasMax).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.public_consent && !value.alias) {
      ctx.addIssue({ code: 'custom', path: ['alias'], message: ReviewMessages.aliasRequired })
    }
  })
export type ReviewFields = z.infer<typeof ReviewFields>

/** A review shown publicly (consent given): on the product's cards and on the home page. */
export interface PublicReview {
  id: number
  product_id: number
  product_name: string
  stars: number
  fit: number
  comment: string
  alias: string
  image_url: string | null
  art_uuid: string
  created_at: string
}
