import type { UseFormSetError } from 'react-hook-form'
import { z } from 'zod'
import {
  ALIAS_MAX,
  DEFAULT_FIT,
  REVIEW_COMMENT_MAX,
  REVIEW_IMAGE_MAX_BYTES,
  ReviewMessages,
} from '@threadbit/contracts'
import { ApiError } from '../../api/client.ts'

/**
 * The review form in the browser: the same rules and messages as the server's ReviewFields,
 * under the form's own field names (sharePublicly, publicAlias) plus the image.
 */
export const ReviewFormSchema = z
  .object({
    stars: z
      .number({ error: ReviewMessages.starsRequired })
      .int(ReviewMessages.starsRequired)
      .min(1, ReviewMessages.starsMin)
      .max(5, ReviewMessages.starsMax),
    fit: z
      .number({ error: ReviewMessages.fitRange })
      .int(ReviewMessages.fitRange)
      .min(0, ReviewMessages.fitRange)
      .max(2, ReviewMessages.fitRange),
    comment: z.string().max(REVIEW_COMMENT_MAX, ReviewMessages.commentMax),
    sharePublicly: z.boolean(),
    // A disabled input (not sharing) reads as undefined.
    publicAlias: z.string().trim().max(ALIAS_MAX, ReviewMessages.aliasMax).optional(),
    image: z
      .instanceof(File)
      .refine((file) => file.size <= REVIEW_IMAGE_MAX_BYTES, ReviewMessages.imageTooBig)
      .refine((file) => file.type === '' || file.type.startsWith('image/'), ReviewMessages.imageNotImage)
      .nullable(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.sharePublicly === true && !value.publicAlias?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['publicAlias'], message: ReviewMessages.aliasRequired })
      }
    },
    // Checked even when other fields are invalid, so every error shows at once.
    { when: () => true },
  )

export type ReviewFormInput = z.input<typeof ReviewFormSchema>
export type ReviewFormValues = z.output<typeof ReviewFormSchema>

export const REVIEW_FORM_DEFAULTS: Partial<ReviewFormInput> = {
  stars: undefined,
  fit: DEFAULT_FIT,
  comment: '',
  sharePublicly: false,
  publicAlias: '',
  image: null,
}

/** The multipart body of POST /api/submit-review/{order}/ (ReviewFields in contracts). */
export function reviewFormData(pixelArtProductUuid: string, values: ReviewFormValues): FormData {
  const data = new FormData()
  data.set('pixel_art_product_uuid', pixelArtProductUuid)
  data.set('stars', String(values.stars))
  data.set('fit', String(values.fit))
  data.set('comment', values.comment)
  data.set('public_consent', values.sharePublicly ? 'true' : 'false')
  data.set('alias', values.sharePublicly ? (values.publicAlias ?? '') : '')
  if (values.image) data.set('image', values.image)
  return data
}

/** Server field names -> the form's; anything else is shown for the whole form. */
const SERVER_FIELDS: Record<string, keyof ReviewFormInput> = {
  stars: 'stars',
  fit: 'fit',
  comment: 'comment',
  public_consent: 'sharePublicly',
  alias: 'publicAlias',
  image: 'image',
}

/** Puts a 400 answer's field errors on the form's fields; true when any were applied. */
export function applyReviewServerErrors(error: unknown, setError: UseFormSetError<ReviewFormInput>): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false
  const rest: string[] = []
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = SERVER_FIELDS[key]
    if (field) setError(field, { type: 'server', message: messages.join(' ') })
    else rest.push(...messages)
  }
  if (rest.length > 0) setError('root', { type: 'server', message: rest.join(' ') })
  return true
}
