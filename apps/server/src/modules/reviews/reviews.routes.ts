import { REVIEW_IMAGE_MAX_BYTES, ReviewMessages } from '@threadbit/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ValidationError } from '../../http/errors.ts'
import { pageOf, readPage } from '../../http/pagination.ts'
import { readProductIds } from '../shop/shop.routes.ts'
import type { ReviewForm, ReviewsService } from './reviews.service.ts'

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
  const fields: Record<string, unknown> = {}
  let image: Buffer | undefined
  try {
    for await (const part of request.parts({
      limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1, fields: 12, fieldSize: FIELD_MAX_BYTES },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.fieldname === 'image' && bytes.length > 0) image = bytes
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationError.field('image', ReviewMessages.imageTooBig)
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw ValidationError.nonField('Too many parts in the form.')
    }
    throw ValidationError.nonField('The form could not be read.')
  }
  return { fields, image }
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

  app.get('/api/reviews/', async (request) => {
    const query = request.query as Record<string, unknown>
    const page = readPage(query)
    const { count, results } = await reviews.listPublic({
      productIds: readProductIds(query['product_id']),
      limit: page.pageSize,
      offset: page.offset,
    })
    return pageOf(request, deps.publicUrl, page, count, results)
  })
}
