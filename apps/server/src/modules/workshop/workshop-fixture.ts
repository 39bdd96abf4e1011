import type { CheckoutResponse, WorkshopOrderDetail } from '@threadbit/contracts'
import { beforeAll, expect } from 'vitest'
import { makeStaff } from '../../testing/fixtures.ts'
import { startSmtpServer } from '../../testing/smtp.ts'
import { TestClient } from '../../testing/test-app.ts'
import { appPerFile } from '../../testing/app-per-file.ts'
import { centre, insertDesign, insertOwner, insertShopProduct } from '../../testing/shop-fixtures.ts'

/*
 * What the workshop tests share: one app per test file with a shop product, a design owner and a mail catcher,
 * and three signed-in clients (staff, a plain user, a customer). `workshopPerFile` makes them before the
 * file's first test; they are live bindings: a test file imports this module as a namespace and reads
 * the ones made for it.
 */
export let smtp: Awaited<ReturnType<typeof startSmtpServer>>
export let tee: Awaited<ReturnType<typeof insertShopProduct>>
export let designOwner: number
export let staff: TestClient
export let user: TestClient
export let customer: TestClient
export let customerEmail: string

export const tag = Math.random().toString(36).slice(2, 8)
export const uniqueEmail = () => `ws${tag}${Math.random().toString(36).slice(2, 8)}@example.com`

let server: ReturnType<typeof appPerFile>

export function workshopPerFile() {
  server = appPerFile(async (database, closeLater) => {
    tee = await insertShopProduct(database.db)
    designOwner = await insertOwner(database.db)
    smtp = closeLater(await startSmtpServer())
    return { env: { SMTP_URL: smtp.url } }
  })
  beforeAll(async () => {
    staff = new TestClient(server.app)
    const staffUser = await staff.register()
    await makeStaff(server.database.db, staffUser.pk)
    user = new TestClient(server.app)
    await user.register()
    customer = new TestClient(server.app)
    customerEmail = (await customer.register()).email
  })
  return server
}

/** A checkout of a fresh 12×10 design on the tee: one line, or `lines` at growing stitch sizes. */
export async function placeOrder(
  options: { email?: string; title?: string; lines?: number; client?: TestClient; border?: boolean } = {},
) {
  const design = await insertDesign(server.database.db, {
    ownerId: designOwner,
    title: options.title ?? `Workshop art ${tag}`,
    size: [12, 10],
    border: options.border ?? false,
    paint: (x) => (x < 6 ? [255, 0, 0, 255] : [0, 0, 255, 255]),
  })
  const email = options.email ?? uniqueEmail()
  const items = Array.from({ length: options.lines ?? 1 }, (_, i) => ({
    sku_id: tee.skuId,
    art_uuid: design.uuid,
    product_color_id: tee.colorId,
    ...centre,
    stitch_size: 1.5 + i * 0.5,
    quantity: i + 1,
  }))
  const res = await (options.client ?? new TestClient(server.app)).post('/api/orders/checkout/', {
    email,
    name: 'Grace Buyer',
    items,
  })
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`)
  return { ...(res.json() as CheckoutResponse), email, design }
}

/** The order as staff see it. */
export async function detail(uuid: string) {
  const res = await staff.get(`/api/workshop/orders/${uuid}/`)
  expect(res.statusCode).toBe(200)
  return res.json() as WorkshopOrderDetail
}
