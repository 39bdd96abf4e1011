import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Snipcart's request-validation API on 127.0.0.1: `GET /api/requestvalidation/{token}` with the secret key as
 * the HTTP Basic user answers 200 and the token for tokens it issued, 401 for a wrong key, 404 otherwise.
 */
export async function startFakeSnipcart(secretKey: string) {
  const issued = new Set<string>()
  const calls: { token: string; authorization: string | undefined; accept: string | undefined }[] = []
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`
  const server = createServer((req, res) => {
    const match = /^\/api\/requestvalidation\/([^/?]+)$/.exec(req.url ?? '')
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'GET' || !match?.[1]) return json(404, { message: 'Not found' })
    const token = decodeURIComponent(match[1])
    calls.push({ token, authorization: req.headers.authorization, accept: req.headers.accept })
    if (req.headers.authorization !== expected) return json(401, { message: 'Authorization required' })
    if (!issued.has(token)) return json(404, { message: 'Token not found' })
    return json(200, { token, resource: 'webhook' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    calls,
    /** A token as Snipcart puts in X-Snipcart-RequestToken of a call it makes. */
    issueToken(): string {
      const token = randomUUID()
      issued.add(token)
      return token
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface SnipcartLine {
  skuId: number
  quantity: number
  artUuid: string
  placement: string
  designSize: string
  /** What the browser claimed; the server must ignore it. */
  price?: number
}

/** An `order.completed` webhook body shaped like Snipcart's (docs: Webhooks, order events), trimmed. */
export function orderCompletedPayload(options: {
  token?: string
  email: string
  name: string
  lines: SnipcartLine[]
}) {
  const token = options.token ?? randomUUID()
  return {
    eventName: 'order.completed',
    mode: 'Test',
    createdOn: new Date().toISOString(),
    content: {
      token,
      invoiceNumber: 'SNIP-1001',
      email: options.email,
      status: 'Processed',
      paymentStatus: 'Paid',
      currency: 'usd',
      billingAddressName: options.name,
      billingAddress: { fullName: options.name, name: options.name, country: 'US' },
      user: { email: options.email },
      finalGrandTotal: options.lines.reduce((s, l) => s + (l.price ?? 1) * l.quantity, 0),
      items: options.lines.map((line) => ({
        token: randomUUID(),
        uniqueId: randomUUID(),
        id: String(line.skuId),
        name: 'Tee | Design',
        price: line.price ?? 1,
        quantity: line.quantity,
        url: `/api/rest/snipcart/products/${line.skuId}/`,
        customFields: [
          { name: 'Size', operation: null, type: 'dropdown', options: 'S|M|L', required: false, value: 'M' },
          {
            name: 'Design ID',
            type: 'readonly',
            required: false,
            value: line.artUuid,
            displayValue: line.artUuid,
          },
          { name: 'Placement', type: 'readonly', required: false, value: line.placement },
          { name: 'Design Size', type: 'readonly', required: false, value: line.designSize },
        ],
      })),
    },
  }
}
