import type { FastifyInstance } from 'fastify'
import { AppError, NotFound, ServiceUnavailable, ValidationError, zodToFields } from '../../http/errors.ts'
import { checkRequestToken } from './snipcart.ts'
import { SnipcartEvent, SnipcartOrder, type OrdersService } from './orders.service.ts'

class Unauthenticated extends AppError {
  constructor(message: string) {
    super(401, message)
  }
}

export const WEBHOOK_PATH = '/api/orders/snipcart-webhook/'

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: {
    orders: OrdersService
    snipcart: { publicKey: string | undefined; secretKey: string | undefined; apiUrl: string }
  },
) {
  const { orders, snipcart } = deps

  // The built-in cart's checkout exists only while Snipcart is not the cart (docs/decisions/builtin-cart-or-snipcart.md).
  app.post('/api/orders/checkout/', async (request, reply) => {
    if (snipcart.publicKey) throw new NotFound()
    return reply.code(201).send(await orders.checkout(request.user, request.body))
  })

  // Snipcart's JSON crawler: the content type tells it to read JSON rather than scrape HTML.
  app.get<{ Params: { skuId: string } }>('/api/rest/snipcart/products/:skuId/', async (request, reply) =>
    reply.type('application/json').send(await orders.productData(request.params.skuId)),
  )

  // Server to server: Snipcart proves itself with a token we check back with Snipcart, not with a CSRF cookie.
  app.post(WEBHOOK_PATH, { config: { csrfExempt: true } }, async (request, reply) => {
    if (!snipcart.secretKey) throw new NotFound()
    const token = request.headers['x-snipcart-requesttoken']
    if (typeof token !== 'string' || token.trim() === '' || token.length > 500) {
      throw new Unauthenticated('Missing X-Snipcart-RequestToken header.')
    }
    const check = await checkRequestToken({ apiUrl: snipcart.apiUrl, secretKey: snipcart.secretKey, token })
    if (check === 'unreachable')
      throw new ServiceUnavailable('Could not reach Snipcart to validate the request.')
    if (check === 'invalid') throw new Unauthenticated('Invalid Snipcart request token.')

    const event = SnipcartEvent.safeParse(request.body)
    if (!event.success) throw new ValidationError(zodToFields(event.error))
    if (event.data.eventName !== 'order.completed') return reply.code(200).send({ detail: 'Ignored.' })
    const content = SnipcartOrder.safeParse(event.data.content)
    if (!content.success)
      throw new ValidationError({ content: Object.values(zodToFields(content.error)).flat() })
    const result = await orders.recordSnipcartOrder(content.data, (message, details) =>
      request.log.warn(details, message),
    )
    if (!result) {
      request.log.error({ token: content.data.token }, 'Snipcart order has no line we can make')
      return reply.code(200).send({ detail: 'No items could be matched.' })
    }
    return reply.code(result.created ? 201 : 200).send({ uuid: result.uuid, created: result.created })
  })
}
