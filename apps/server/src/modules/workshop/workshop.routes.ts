import {
  ModerationReason,
  ORDER_STATUSES,
  OrderStatusChange,
  PackBatchRequest,
  ReportCreate,
  REPORTS_PER_HOUR,
  WorkshopMessages,
  WorkshopSettingsUpdate,
  type OrderStatus,
  type WorkshopSummary,
} from '@threadbit/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { NotAuthenticated, NotFound, parse, ValidationError } from '../../http/errors.ts'
import { listPage } from '../../http/pagination.ts'
import { queryFlag, readPage } from '../../http/query.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import type { EmbroideryRunner } from '../embroidery/embroidery-pool.ts'
import { deliverOrderMail } from '../orders/order-mails.ts'
import { withoutNulDeep } from '../../lib/text.ts'
import { createModeration } from './moderation.ts'
import { createOrderStatus, type StatusChangeResult } from './order-status.ts'
import { createProductionPacks } from './production-pack.ts'
import { readSettings, writeSettings } from './settings.ts'
import { createWorkshopOrders } from './workshop-orders.ts'

const MAX_INT = 2_147_483_647

export interface WorkshopDeps {
  db: Db
  catalog: Catalog
  mailer: Mailer
  runner: EmbroideryRunner
  publicUrl: string
  productName: string
  garmentPicture: (imageUrl: string) => Promise<Buffer | null>
  /** Staff changed a design outside the designs service: its lists and renders are stale. */
  onDesignChanged: (uuid: string) => Promise<void>
  logMailError: (error: unknown) => void
}

/** Anonymous: 403. Signed in but not staff: 404, so the workshop's existence is not advertised. */
function staffOnly(request: FastifyRequest): UserRow {
  if (!request.user) throw new NotAuthenticated()
  if (!request.user.isStaff) throw new NotFound()
  return request.user
}

function lineIdOf(text: string): number {
  const id = Number(text)
  if (!/^\d{1,10}$/.test(text) || !Number.isSafeInteger(id) || id < 1 || id > MAX_INT) throw new NotFound()
  return id
}

function sendZip(reply: FastifyReply, pack: { fileName: string; zip: Buffer }) {
  return reply
    .type('application/zip')
    .header('Content-Disposition', `attachment; filename="${pack.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(pack.zip)
}

export function registerWorkshopRoutes(app: FastifyInstance, deps: WorkshopDeps) {
  const { db } = deps
  const orders = createWorkshopOrders({ db, catalog: deps.catalog })
  const statuses = createOrderStatus({ db, productName: deps.productName })
  const packs = createProductionPacks({
    db,
    catalog: deps.catalog,
    runner: deps.runner,
    garmentPicture: deps.garmentPicture,
  })
  const moderation = createModeration({ db, onDesignChanged: deps.onDesignChanged })

  /** The mail a status change wrote down goes out after the commit; the answer is the order as it now is. */
  async function afterChange(uuid: string, result: StatusChangeResult) {
    if (result.mail)
      await deliverOrderMail(db, deps.mailer, result.mail.id, result.mail.message, deps.logMailError)
    return orders.detail(uuid)
  }

  // Every workshop route checks staff before anything else, so denials never depend on the input.
  app.register(async (workshop) => {
    workshop.addHook('preHandler', async (request) => {
      staffOnly(request)
    })

    workshop.get('/api/workshop/summary/', async (): Promise<WorkshopSummary> => ({
      orders_by_status: await orders.countsByStatus(),
      open_reports: await moderation.openReportCount(),
    }))

    workshop.get('/api/workshop/orders/', async (request) => {
      const query = request.query as Record<string, unknown>
      const page = readPage(query)
      const status = query['status']
      if (status !== undefined && status !== '' && !ORDER_STATUSES.includes(status as OrderStatus))
        throw ValidationError.field(
          'status',
          `Select a valid choice. ${String(status)} is not one of the available choices.`,
        )
      const search =
        typeof query['search'] === 'string' ? query['search'].replace(/\0/g, '').trim().slice(0, 200) : ''
      return listPage(request, deps.publicUrl, page, (slice) =>
        orders.list({
          status: status ? (status as OrderStatus) : undefined,
          search: search || undefined,
          ...slice,
        }),
      )
    })

    workshop.get<{ Params: { uuid: string } }>('/api/workshop/orders/:uuid/', async (request) =>
      orders.detail(request.params.uuid),
    )

    workshop.post<{ Params: { uuid: string } }>('/api/workshop/orders/:uuid/status/', async (request) => {
      const user = staffOnly(request)
      await orders.detail(request.params.uuid) // 404 for an unknown order before the body is judged
      const input = parse(OrderStatusChange, withoutNulDeep(request.body))
      const uuid = request.params.uuid.toLowerCase()
      return afterChange(uuid, await statuses.changeOrder(user, uuid, input))
    })

    workshop.post<{ Params: { uuid: string; lineId: string } }>(
      '/api/workshop/orders/:uuid/lines/:lineId/status/',
      async (request) => {
        const user = staffOnly(request)
        const uuid = request.params.uuid.toLowerCase()
        const lineId = lineIdOf(request.params.lineId)
        await orders.detail(uuid)
        const input = parse(OrderStatusChange, withoutNulDeep(request.body))
        return afterChange(uuid, await statuses.changeLine(user, uuid, lineId, input))
      },
    )

    workshop.get<{ Params: { uuid: string; lineId: string } }>(
      '/api/workshop/orders/:uuid/lines/:lineId/pack/',
      async (request, reply) => {
        const uuid = request.params.uuid.toLowerCase()
        const lineId = lineIdOf(request.params.lineId)
        if (!/^[0-9a-f-]{36}$/.test(uuid) || !(await statuses.lineOfOrder(uuid, lineId))) throw new NotFound()
        return sendZip(reply, await packs.linePack(lineId))
      },
    )

    workshop.post('/api/workshop/packs/', async (request, reply) => {
      const input = parse(PackBatchRequest, request.body)
      const ids = input.line_ids
      const tooBig = ids.find((id) => id > MAX_INT)
      if (tooBig !== undefined)
        throw ValidationError.field('line_ids', `Invalid pk "${tooBig}" - object does not exist.`)
      return sendZip(reply, await packs.batch(ids))
    })

    workshop.get('/api/workshop/settings/', async () => readSettings(db))
    workshop.put('/api/workshop/settings/', async (request) =>
      writeSettings(db, staffOnly(request), parse(WorkshopSettingsUpdate, request.body)),
    )

    workshop.get('/api/workshop/designs/', async (request) => {
      const reported = queryFlag(request.query, 'reported')
      return listPage(request, deps.publicUrl, readPage(request.query), (slice) =>
        moderation.listDesigns({ reported, ...slice }),
      )
    })

    workshop.post<{ Params: { uuid: string } }>('/api/workshop/designs/:uuid/unpublish/', async (request) => {
      const user = staffOnly(request)
      const { reason } = parse(ModerationReason, withoutNulDeep(request.body))
      return moderation.unpublishDesign(user, request.params.uuid.toLowerCase(), reason)
    })

    workshop.get('/api/workshop/reviews/', async (request) => {
      return listPage(request, deps.publicUrl, readPage(request.query), (slice) =>
        moderation.listReviews(slice),
      )
    })

    workshop.post<{ Params: { id: string } }>('/api/workshop/reviews/:id/hide/', async (request) => {
      const user = staffOnly(request)
      const id = lineIdOf(request.params.id)
      const { reason } = parse(ModerationReason, withoutNulDeep(request.body))
      return moderation.hideReview(user, id, reason)
    })

    workshop.get('/api/workshop/reports/', async (request) => {
      const open = queryFlag(request.query, 'open')
      return listPage(request, deps.publicUrl, readPage(request.query), (slice) =>
        moderation.listReports({ open, ...slice }),
      )
    })

    workshop.get('/api/workshop/audit-log/', async (request) => {
      return listPage(request, deps.publicUrl, readPage(request.query), (slice) => moderation.auditLog(slice))
    })
  })

  // Anyone may report what is public; per signed-in user, else per address, a few an hour.
  app.post(
    '/api/reports/',
    {
      config: {
        rateLimit: {
          max: REPORTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request: FastifyRequest) =>
            request.user ? `report-user-${request.user.id}` : `report-ip-${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const input = parse(ReportCreate, withoutNulDeep(request.body))
      await moderation.report(request.user, request.ip, input)
      return reply.code(201).send({ detail: WorkshopMessages.reportThanks })
    },
  )
}
