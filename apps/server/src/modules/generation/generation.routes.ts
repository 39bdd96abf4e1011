import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UPLOAD_LIMIT_BYTES } from '@threadbit/contracts'
import { NotFound, ValidationError } from '../../http/errors.ts'
import { pageOf, readPage } from '../../http/pagination.ts'
import type { SessionManager } from '../../http/sessions.ts'
import type { Caller, GenerationService } from './generation.service.ts'
import type { GenerationRow } from './generation.queries.ts'

export function presentRequest(row: GenerationRow) {
  return {
    id: row.id,
    prompt: row.prompt,
    reference_image: row.referenceImageKey ? `/media/${row.referenceImageKey}` : null,
    status: row.status,
    processed_png_data: row.processedPngData,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const callerOf = (request: FastifyRequest): Caller => ({
  user: request.user,
  sessionKey: request.sessionKey,
  ip: request.ip,
})

const TOO_BIG = 'This image is too big, please use an image less than 10MB'

/** Reads `prompt` and an optional `reference_image` from a multipart form (or a JSON body with just a prompt). */
async function readCreateForm(request: FastifyRequest): Promise<{ prompt: string; reference?: Buffer }> {
  if (!request.isMultipart()) {
    const body = request.body as { prompt?: unknown } | undefined
    if (typeof body?.prompt !== 'string') throw ValidationError.field('prompt', 'This field is required.')
    return { prompt: body.prompt }
  }
  let prompt: string | undefined
  let reference: Buffer | undefined
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'reference_image') {
          await part.toBuffer()
          continue
        }
        if (!part.mimetype.startsWith('image/')) {
          await part.toBuffer().catch(() => undefined)
          throw ValidationError.field(
            'reference_image',
            'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
          )
        }
        const bytes = await part.toBuffer()
        if (bytes.length > 0) reference = bytes
      } else if (part.fieldname === 'prompt' && typeof part.value === 'string') {
        prompt = part.value
      }
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationError.field('reference_image', TOO_BIG)
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw ValidationError.nonField('Too many parts in the form.')
    }
    throw ValidationError.nonField('The form could not be read.')
  }
  if (prompt === undefined) throw ValidationError.field('prompt', 'This field is required.')
  return reference ? { prompt, reference } : { prompt }
}

function readId(params: { id: string }): number {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id < 1) throw new NotFound()
  return id
}

export function registerGenerationRoutes(
  app: FastifyInstance,
  deps: { generation: GenerationService; sessions: SessionManager; publicUrl: string },
) {
  const { generation, sessions } = deps

  app.post('/api/image-generation/', async (request, reply) => {
    if (!generation.isConfigured) {
      return reply.code(503).send({ detail: 'AI image generation is not configured on this server.' })
    }
    const form = await readCreateForm(request)
    // Anonymous visitors get a session now: it is how their requests and quota are remembered.
    const sessionKey = await sessions.ensure(request, reply)
    const row = await generation.create({ ...callerOf(request), sessionKey }, form)
    return reply.code(201).send(presentRequest(row))
  })

  app.get('/api/image-generation/', async (request) => {
    const query = request.query as Record<string, unknown>
    const page = readPage(query)
    const ordering = query['ordering'] ?? '-created_at'
    if (ordering !== 'created_at' && ordering !== '-created_at') {
      throw ValidationError.field('ordering', 'Choose one of: -created_at, created_at.')
    }
    const search = typeof query['search'] === 'string' ? query['search'].trim().slice(0, 100) : undefined
    const { count, rows } = await generation.list(callerOf(request), {
      search,
      ordering,
      limit: page.pageSize,
      offset: page.offset,
    })
    return pageOf(request, deps.publicUrl, page, count, rows.map(presentRequest))
  })

  app.get('/api/image-generation/pending/', async (request) => ({
    results: (await generation.pending(callerOf(request))).map(presentRequest),
  }))

  app.get('/api/image-generation-quota/', async (request) => generation.quota(callerOf(request)))

  app.get<{ Params: { id: string } }>('/api/image-generation/:id/', async (request) =>
    presentRequest(await generation.get(callerOf(request), readId(request.params))),
  )

  app.get<{ Params: { id: string } }>('/api/image-generation/:id/status/', async (request) => {
    const row = await generation.get(callerOf(request), readId(request.params))
    return { id: row.id, status: row.status }
  })

  app.delete<{ Params: { id: string } }>('/api/image-generation/:id/', async (request, reply) => {
    await generation.remove(callerOf(request), readId(request.params))
    return reply.code(204).send()
  })

  // A request is a record of what was asked and answered; nothing in it is the user's to rewrite.
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/image-generation/:id/',
      handler: async (request, reply) => {
        await generation.get(callerOf(request), readId(request.params))
        return reply.code(405).send({ detail: `Method "${method}" not allowed.` })
      },
    })
  }
}
