import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UPLOAD_LIMIT_BYTES } from '@threadbit/contracts'
import { z } from 'zod'
import { NotFound, ValidationError } from '../../http/errors.ts'
import { readMultipart } from '../../http/multipart.ts'
import { pageOf } from '../../http/pagination.ts'
import { choiceParam, pageParams, pageRequest, parseQuery, searchParam } from '../../http/query.ts'
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
    // The provider's image and the grid found in it, for showing the grid and refitting it with other
    // counts through POST /api/recover-native-image/ (null for requests made before they were kept).
    raw_image: row.rawImageKey ? `/media/${row.rawImageKey}` : null,
    grid: row.recoveredGrid ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const callerOf = (request: FastifyRequest): Caller => ({
  user: request.user,
  sessionKey: request.sessionKey,
  ip: request.ip,
})

/** The history list's query string. */
export const GenerationListQuery = z.object({
  ...pageParams,
  search: searchParam(100),
  ordering: choiceParam(['-created_at', 'created_at']),
})

const TOO_BIG = 'This image is too big, please use an image less than 10MB'

/** Reads `prompt` and an optional `reference_image` from a multipart form (or a JSON body with just a prompt). */
async function readCreateForm(request: FastifyRequest): Promise<{ prompt: string; reference?: Buffer }> {
  if (!request.isMultipart()) {
    const body = request.body as { prompt?: unknown } | undefined
    if (typeof body?.prompt !== 'string') throw ValidationError.field('prompt', 'This field is required.')
    return { prompt: body.prompt }
  }
  const form = await readMultipart(request, {
    fields: new Set(['prompt']),
    files: new Set(['reference_image']),
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 },
    rejectFile: (_field, mimetype) =>
      mimetype.startsWith('image/')
        ? undefined
        : ValidationError.field(
            'reference_image',
            'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
          ),
    errors: {
      fileTooLarge: () => ValidationError.field('reference_image', TOO_BIG),
      tooManyParts: () => ValidationError.nonField('Too many parts in the form.'),
      unreadable: () => ValidationError.nonField('The form could not be read.'),
    },
  })
  const prompt = form.fields['prompt']
  const reference = form.files['reference_image']?.bytes
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
    // An anonymous visitor gets a session once the request is accepted: it is how their requests are remembered.
    const row = await generation.create(callerOf(request), form, () => sessions.ensure(request, reply))
    return reply.code(201).send(presentRequest(row))
  })

  app.get(
    '/api/image-generation/',
    { config: { docs: { summary: "The caller's AI requests", query: GenerationListQuery } } },
    async (request) => {
      const query = parseQuery(GenerationListQuery, request.query)
      const page = pageRequest(query)
      const { count, rows } = await generation.list(callerOf(request), {
        search: query.search,
        ordering: query.ordering ?? '-created_at',
        limit: page.pageSize,
        offset: page.offset,
      })
      return pageOf(request, deps.publicUrl, page, count, rows.map(presentRequest))
    },
  )

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
