import {
  clampPlacement,
  CheckoutRequest,
  designDisplayTitle,
  parseDesignSizeField,
  parsePlacementField,
  type CheckoutItem,
  type CheckoutResponse,
  type Placement,
  type SnipcartProductData,
} from '@threadbit/contracts'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { NotFound, ValidationError, zodToFields } from '../../http/errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { designPolicy } from '../designs/designs.policy.ts'
import { findDesignRowByUuid, type DesignOnlyRow } from '../designs/designs.queries.ts'
import {
  findColor,
  placementErrors,
  ShopMessages,
  storedPlacement,
  UUID_PATTERN,
  type ColorEntry,
} from '../shop/shop.service.ts'
import { orderMail, type OrderMailLine } from './order-mail.ts'
import { deliverOrderMail, recordOrderMail } from './order-mails.ts'
import { artOnProductValues } from '../shop/shop.queries.ts'
import * as q from './orders.queries.ts'

export const OrderMessages = {
  skuMissing: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  skuOtherColor: 'This size does not belong to the chosen colour.',
  outOfStock: 'This item is out of stock.',
  designMissing: 'Design not found.',
} as const

type FieldErrors = Record<string, string[]>

export const snipcartProductPath = (skuId: number) => `/api/rest/snipcart/products/${skuId}/`

/**
 * The DRF shape for errors inside a list: one object per item, empty for valid ones, so the client can put
 * each message on its line. ValidationError holds flat fields, so the list travels in that slot.
 */
function itemsError(items: FieldErrors[], rest: FieldErrors = {}): ValidationError {
  return new ValidationError({ ...rest, items: items as unknown as string[] })
}

/** CheckoutRequest with errors of items reported per item. */
function parseCheckout(body: unknown): CheckoutRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ValidationError.nonField('Invalid data. Expected a dictionary.')
  }
  const result = CheckoutRequest.safeParse(body)
  if (result.success) return result.data
  const perItem = new Map<number, FieldErrors>()
  const itemIssues: z.core.$ZodIssue[] = []
  const other: z.core.$ZodIssue[] = []
  for (const issue of result.error.issues) {
    const [head, index, field] = issue.path
    if (head === 'items' && typeof index === 'number') {
      const errors = perItem.get(index) ?? {}
      const key = typeof field === 'string' ? field : 'non_field_errors'
      ;(errors[key] ??= []).push(issue.message)
      perItem.set(index, errors)
      itemIssues.push(issue)
    } else other.push(issue)
  }
  const rest = other.length ? zodToFields(new z.ZodError(other)) : {}
  if (perItem.size === 0) throw new ValidationError(rest)
  const count = Array.isArray((body as { items?: unknown }).items)
    ? (body as { items: unknown[] }).items.length
    : 0
  const items = Array.from({ length: count }, (_, i) => perItem.get(i) ?? {})
  throw itemsError(items, rest)
}

interface ResolvedLine {
  line: q.NewOrderLine
  mail: OrderMailLine
}

function describe(entry: ColorEntry, sku: q.SkuRow, title: string): string {
  const size = sku.size ? `, ${sku.size}` : ''
  return `${entry.product.product_name} (${entry.color.color_name}${size}) — ${title}`
}

/** A checked line, priced from the catalogue, as stored and as listed in the receipt. */
function resolvedLine(
  sku: q.SkuRow,
  entry: ColorEntry,
  design: DesignOnlyRow,
  placement: Placement,
  quantity: number,
): ResolvedLine {
  return {
    line: {
      skuId: sku.id,
      quantity,
      priceCents: sku.priceCents,
      values: artOnProductValues(design.id, entry.color.id, placement),
    },
    mail: {
      quantity,
      priceCents: sku.priceCents,
      description: describe(entry, sku, designDisplayTitle(design)),
    },
  }
}

export function createOrdersService(deps: {
  db: Db
  catalog: Catalog
  mailer: Mailer
  publicUrl: string
  productName: string
  logMailError: (error: unknown) => void
}) {
  const { db, catalog } = deps

  /**
   * The review link goes out after the order is stored; a mail failure is logged, never lost as an order.
   * The mail is recorded on the order, so the workshop lists it.
   */
  async function sendReceipt(
    order: { id: number; uuid: string; email: string; name: string; totalCents: number },
    lines: OrderMailLine[],
  ) {
    try {
      const message = orderMail({
        to: order.email,
        name: order.name,
        productName: deps.productName,
        reviewLink: `${deps.publicUrl}/review/${order.uuid}`,
        lines,
        totalCents: order.totalCents,
      })
      const mailId = await recordOrderMail(db, { orderId: order.id, kind: 'receipt', message })
      await deliverOrderMail(db, deps.mailer, mailId, message, deps.logMailError)
    } catch (error) {
      deps.logMailError(error)
    }
  }
  /** One checkout line, checked against the catalogue and the caller's view of designs. */
  async function resolveCheckoutItem(
    user: UserRow | null,
    item: CheckoutItem,
    skus: Map<number, q.SkuRow>,
  ): Promise<ResolvedLine | FieldErrors> {
    const sku = skus.get(item.sku_id)
    if (!sku) return { sku_id: [OrderMessages.skuMissing(item.sku_id)] }
    if (sku.productColorId !== item.product_color_id) return { sku_id: [OrderMessages.skuOtherColor] }
    if (!sku.inStock) return { sku_id: [OrderMessages.outOfStock] }
    const entry = await findColor(catalog, item.product_color_id)
    if (!entry) return { product_color_id: [ShopMessages.colorMissing(item.product_color_id)] }
    const design = UUID_PATTERN.test(item.art_uuid) ? await findDesignRowByUuid(db, item.art_uuid) : undefined
    if (!design || !designPolicy.canView(user, design)) return { art_uuid: [OrderMessages.designMissing] }
    const placement = storedPlacement(item)
    const errors = placementErrors(design, entry, placement)
    if (errors) return errors
    return resolvedLine(sku, entry, design, placement, item.quantity)
  }

  return {
    /** The built-in cart's test checkout: every line checked, prices from the catalogue, all or nothing. */
    async checkout(user: UserRow | null, body: unknown): Promise<CheckoutResponse> {
      const input = parseCheckout(body)
      const skus = await q.findSkus(db, [...new Set(input.items.map((i) => i.sku_id))])
      const resolved = await Promise.all(input.items.map((item) => resolveCheckoutItem(user, item, skus)))
      if (resolved.some((r) => !('line' in r))) {
        throw itemsError(resolved.map((r) => ('line' in r ? {} : (r as FieldErrors))))
      }
      const lines = resolved as ResolvedLine[]
      const { order, items } = await q.insertOrder(db, {
        email: input.email.toLowerCase(),
        name: input.name,
        source: 'builtin',
        lines: lines.map((l) => l.line),
      })
      await sendReceipt(
        order,
        lines.map((l) => l.mail),
      )
      return {
        uuid: order.uuid,
        total_cents: order.totalCents,
        items: items.map((i) => ({
          sku_id: i.skuId,
          pixel_art_product_uuid: i.uuid,
          quantity: i.quantity,
          price_cents: i.priceCents,
        })),
      }
    },

    /**
     * A completed Snipcart order. Snipcart has taken the money, so a line we cannot match is skipped (and
     * logged) rather than refusing the order; a placement that rounding pushed a hair outside is clamped.
     */
    async recordSnipcartOrder(
      order: SnipcartOrder,
      warn: (message: string, details: object) => void,
    ): Promise<{ uuid: string; created: boolean } | null> {
      const existing = await q.findOrderBySnipcartToken(db, order.token)
      if (existing) return { uuid: existing.uuid, created: false }
      const skuIds = order.items.map((i) => Number(i.id)).filter((n) => Number.isSafeInteger(n) && n > 0)
      const skus = await q.findSkus(db, skuIds)
      const lines: ResolvedLine[] = []
      for (const [index, item] of order.items.entries()) {
        const line = await resolveSnipcartItem(item, skus)
        if (typeof line === 'string')
          warn('Snipcart order line skipped', { token: order.token, index, reason: line })
        else lines.push(line)
      }
      if (lines.length === 0) return null
      const email = (order.email ?? order.user?.email ?? '').toLowerCase()
      const name =
        order.billingAddressName ?? order.billingAddress?.fullName ?? order.billingAddress?.name ?? ''
      let stored
      try {
        stored = await q.insertOrder(db, {
          email,
          name,
          source: 'snipcart',
          snipcartToken: order.token,
          lines: lines.map((l) => l.line),
        })
      } catch (error) {
        // Two deliveries of one order at once: the unique token lets one through; the other finds it.
        const again = await q.findOrderBySnipcartToken(db, order.token)
        if (again) return { uuid: again.uuid, created: false }
        throw error
      }
      if (email)
        await sendReceipt(
          stored.order,
          lines.map((l) => l.mail),
        )
      return { uuid: stored.order.uuid, created: true }
    },

    /** What Snipcart's crawler checks a cart line's price against: the catalogue's price in dollars. */
    async productData(skuIdText: string): Promise<SnipcartProductData> {
      const id = Number(skuIdText)
      if (!/^\d{1,10}$/.test(skuIdText) || !Number.isSafeInteger(id) || id < 1) throw new NotFound()
      const sku = (await q.findSkus(db, [id])).get(id)
      if (!sku) throw new NotFound()
      return { id: String(sku.id), price: sku.priceCents / 100, url: snipcartProductPath(sku.id) }
    },

    async findOrder(uuid: string) {
      if (!UUID_PATTERN.test(uuid)) throw new NotFound()
      const order = await q.findOrderByUuid(db, uuid)
      if (!order) throw new NotFound()
      return order
    },
  }

  async function resolveSnipcartItem(
    item: SnipcartItem,
    skus: Map<number, q.SkuRow>,
  ): Promise<ResolvedLine | string> {
    const sku = skus.get(Number(item.id))
    if (!sku) return `unknown sku ${String(item.id)}`
    const field = (name: string) => {
      const found = item.customFields?.find((f) => f.name.trim().toLowerCase() === name.toLowerCase())
      return found?.value ?? found?.displayValue ?? undefined
    }
    const artUuid = field('Design ID')?.trim() ?? ''
    const position = parsePlacementField(field('Placement') ?? '')
    const size = parseDesignSizeField(field('Design Size') ?? '')
    if (!UUID_PATTERN.test(artUuid) || !position || !size) return 'missing or unreadable custom fields'
    const design = await findDesignRowByUuid(db, artUuid)
    if (!design) return `unknown design ${artUuid}`
    const entry = await findColor(catalog, sku.productColorId)
    if (!entry?.region) return `colour ${sku.productColorId} has no placement region`
    const clamped = clampPlacement(
      design,
      entry.region,
      entry.product.px_per_mm,
      storedPlacement({ ...position, ...size }),
    )
    const placement = storedPlacement(clamped)
    if (placementErrors(design, entry, placement)) return 'placement does not fit the product'
    return resolvedLine(sku, entry, design, placement, item.quantity)
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>

// Snipcart's webhook payload: only the parts we read (https://docs.snipcart.com/v3/webhooks/order-events).
const SnipcartCustomField = z.object({
  name: z.string(),
  value: z.string().nullish(),
  displayValue: z.string().nullish(),
})
const SnipcartItem = z.object({
  id: z.union([z.string(), z.number()]),
  quantity: z.number().int().min(1).max(10_000),
  customFields: z.array(SnipcartCustomField).max(100).nullish(),
})
export const SnipcartOrder = z.object({
  token: z.string().min(1).max(200),
  email: z.string().max(254).nullish(),
  user: z.object({ email: z.string().max(254).nullish() }).nullish(),
  billingAddressName: z.string().max(200).nullish(),
  billingAddress: z
    .object({ fullName: z.string().max(200).nullish(), name: z.string().max(200).nullish() })
    .nullish(),
  items: z.array(SnipcartItem).max(500),
})
export type SnipcartOrder = z.infer<typeof SnipcartOrder>
type SnipcartItem = z.infer<typeof SnipcartItem>
export const SnipcartEvent = z.object({ eventName: z.string(), content: z.unknown() })
