import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

/** What a route tells the API description about itself, from the same schemas it parses with. */
export interface RouteDocs {
  summary?: string
  /** The query-string schema the route passes to `parseQuery`. */
  query?: z.ZodType
  /** The JSON body schema the route passes to `parse`. */
  body?: z.ZodType
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs
  }
}

export interface DocumentedRoute {
  method: string
  url: string
  docs?: RouteDocs | undefined
}

/** The request side of a schema (before transforms), as JSON Schema; OpenAPI 3.1 takes it as is. */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return rest
}

function queryParameters(schema: z.ZodType) {
  const json = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }))
}

/**
 * An OpenAPI 3.1 description of every `/api` route as registered: path parameters from the URL pattern, query
 * and body schemas from `config.docs`. Sorted, so the checked-in copy changes only when the API does.
 */
export function openApiDocument(routes: readonly DocumentedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  const sorted = [...routes]
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs/'))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
  for (const route of sorted) {
    const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string)
    const path = route.url.replace(/:(\w+)/g, '{$1}')
    const operation: Record<string, unknown> = {}
    if (route.docs?.summary) operation['summary'] = route.docs.summary
    const parameters = [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(route.docs?.query ? queryParameters(route.docs.query) : []),
    ]
    if (parameters.length > 0) operation['parameters'] = parameters
    if (route.docs?.body) {
      operation['requestBody'] = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.docs.body) } },
      }
    }
    operation['responses'] = {
      default: { description: 'See docs/decisions/errors-and-statuses.md for errors.' },
    }
    ;(paths[path] ??= {})[route.method.toLowerCase()] = operation
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Threadbit API', version: '1' },
    paths,
  }
}

/** Development only: the description at /api/docs/openapi.json and a plain index of it at /api/docs/. */
export function registerApiDocs(app: FastifyInstance, routes: readonly DocumentedRoute[]) {
  app.get('/api/docs/openapi.json', async () => openApiDocument(routes))
  app.get('/api/docs/', async (_request, reply) => {
    const document = openApiDocument(routes)
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
    const rows = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, op]) =>
          `<tr><td>${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${escape((op as { summary?: string }).summary ?? '')}</td></tr>`,
      ),
    )
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Threadbit API</title></head><body style="font-family:sans-serif">` +
          `<h1>Threadbit API</h1><p><a href="openapi.json">openapi.json</a> (OpenAPI 3.1)</p>` +
          `<table>${rows.join('')}</table></body></html>`,
      )
  })
}
