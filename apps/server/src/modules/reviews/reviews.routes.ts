import { REVIEW_IMAGE_MAX_BYTES, ReviewMessages } from '@threadbit/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ValidationError } from '../../http/errors.ts'
import { readMultipart } from '../../http/multipart.ts'
import { listPage } from '../../http/pagination.ts'
import { idListParam, pageParams, pageRequest, parseQuery } from '../../http/query.ts'
import type { ReviewForm, ReviewsService } from './reviews.service.ts'

/** The public review list's query string. */
export const ReviewListQuery = z.object({ ...pageParams, product_id: idListParam })

const TEXT_FIELDS = new Set(['pixel_art_product_uuid', 'stars', 'fit', 'comment', 'public_consent', 'alias'])
/** A comment is at most 1000 characters; a field far beyond that is not a review form. */
const FIELD_MAX_BYTES = 16 * 1024

/** The review form: multipart as the page sends it (a JSON body is accepted too, without a photo). */
async function readReviewForm(request: FastifyRequest): Promise<ReviewForm> {
  if (!request.isMultipart()) {
    const body = request.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw ValidationError.nonField('Invalid data. Expected a dictionary.')
    }
    return { fields: body as Record<string, unknown> }
  }
  const form = await readMultipart(request, {
    fields: TEXT_FIELDS,
    files: new Set(['image']),
    limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 12, fieldSize: FIELD_MAX_BYTES },
    errors: {
      fileTooLarge: () => ValidationError.field('image', ReviewMessages.imageTooBig),
      tooManyParts: () => ValidationError.nonField('Too many parts in the form.'),
      unreadable: () => ValidationError.nonField('The form could not be read.'),
    },
  })
  const image = form.files['image']?.bytes
  return image ? { fields: form.fields, image } : { fields: form.fields }
}

export function registerReviewRoutes(
  app: FastifyInstance,
  deps: { reviews: ReviewsService; publicUrl: string },
) {
  const { reviews } = deps

  app.get<{ Params: { uuid: string } }>('/api/submit-review/:uuid/', async (request, reply) => {
    const items = await reviews.reviewable(request.params.uuid)
    if (items.length === 0) return reply.code(204).send()
    return items
  })

  app.post<{ Params: { uuid: string } }>('/api/submit-review/:uuid/', async (request, reply) => {
    const form = await readReviewForm(request)
    return reply.code(201).send(await reviews.submit(request.params.uuid, form))
  })

  app.get(
    '/api/reviews/',
    { config: { docs: { summary: 'Public reviews', query: ReviewListQuery } } },
    async (request) => {
      const query = parseQuery(ReviewListQuery, request.query)
      return listPage(request, deps.publicUrl, pageRequest(query), (slice) =>
        reviews.listPublic({ productIds: query.product_id, ...slice }),
      )
    },
  )
}
