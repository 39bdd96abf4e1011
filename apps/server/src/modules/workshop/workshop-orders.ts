import {
  designRectInImage,
  ORDER_STATUSES,
  type Placement,
  orderNumber,
  type OrderStatus,
  type WorkshopOrder,
  type WorkshopOrderDetail,
  type WorkshopOrderLine,
} from '@threadbit/contracts'
import { PLAN_DEFAULTS } from '@threadbit/embroidery'
import type { Db } from '../../db/client.ts'
import type { OrderRow } from '../../db/schema.ts'
import { NotFound } from '../../http/errors.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { findColor, UUID_PATTERN, type ColorEntry } from '../shop/shop.service.ts'
import * as q from './orders.queries.ts'
import { placementGuide } from './placement-guide.ts'

/** The design's centre in the art-on-product picture and a zoom that makes it about a third of the view. */
function imageFocus(
  design: { rows: number; columns: number },
  entry: ColorEntry,
  placement: Placement,
): { x: number; y: number; zoom: number } | null {
  if (!entry.region) return null
  const side = entry.product.img_width
  const rect = designRectInImage(design, entry.region, entry.product.px_per_mm, placement)
  const round3 = (value: number) => Math.round(value * 1000) / 1000
  const zoom = Math.min(4, Math.max(1, side / (3 * Math.max(rect.width, rect.height, 1))))
  return {
    x: round3((rect.left + rect.width / 2) / side),
    y: round3((rect.top + rect.height / 2) / side),
    zoom: round3(zoom),
  }
}

/** The orders as the workshop reads them: the queue, one order with its history and mails, the counts. */
export function createWorkshopOrders(deps: { db: Db; catalog: Catalog }) {
  const { db, catalog } = deps

  async function presentLine(line: q.OrderLineRow): Promise<WorkshopOrderLine> {
    const placement =
      line.stitchSize !== null && line.scaleFactor !== null
        ? {
            placement_x: line.placementX ?? 0.5,
            placement_y: line.placementY ?? 0.5,
            stitch_size: line.stitchSize,
            scale_factor: line.scaleFactor,
          }
        : null
    const pixelMm = placement && line.rows !== null ? placement.stitch_size * placement.scale_factor : null
    const entry = line.productColorId !== null ? await findColor(catalog, line.productColorId) : undefined
    const design = { rows: line.rows ?? 0, columns: line.columns ?? 0 }
    // The machine file's size: the border is stitched around the design, on both sides.
    const frame = line.border ? 2 * PLAN_DEFAULTS.borderWidthMm : 0
    return {
      id: line.id,
      status: line.status,
      quantity: line.quantity,
      price_cents: line.priceCents,
      product_name: line.productName,
      color_name: line.colorName,
      size: line.size,
      design_uuid: line.designUuid,
      design_title: line.designId !== null ? line.designTitle?.trim() || `Untitled #${line.designId}` : null,
      image_url:
        line.artOnProductUuid && line.designRevision !== null
          ? `/api/pixel-art-products/${line.artOnProductUuid}/render/?v=${line.designRevision}`
          : null,
      pixel_art_product_uuid: line.artOnProductUuid,
      placement_x: line.placementX,
      placement_y: line.placementY,
      stitch_size: line.stitchSize,
      scale_factor: line.scaleFactor,
      width_mm: pixelMm !== null ? Math.round((design.columns * pixelMm + frame) * 10) / 10 : null,
      height_mm: pixelMm !== null ? Math.round((design.rows * pixelMm + frame) * 10) / 10 : null,
      placement: placement && pixelMm !== null && entry ? placementGuide(design, entry, placement) : null,
      image_focus: placement && entry?.region ? imageFocus(design, entry, placement) : null,
    }
  }

  async function present(orders: OrderRow[]): Promise<WorkshopOrder[]> {
    const lines = await q.findOrderLines(
      db,
      orders.map((o) => o.id),
    )
    const byOrder = new Map<number, WorkshopOrderLine[]>()
    for (const line of lines) {
      const list = byOrder.get(line.orderId) ?? []
      list.push(await presentLine(line))
      byOrder.set(line.orderId, list)
    }
    return orders.map((o) => ({
      uuid: o.uuid,
      number: orderNumber(o.uuid),
      email: o.email,
      name: o.name,
      source: o.source,
      status: o.status,
      tracking_number: o.trackingNumber,
      total_cents: o.totalCents,
      created_at: o.createdAt.toISOString(),
      lines: byOrder.get(o.id) ?? [],
    }))
  }

  return {
    async list(filter: q.OrderFilter & { limit: number; offset: number }) {
      const { count, rows } = await q.listOrders(db, filter)
      return { count, results: await present(rows) }
    },

    async detail(uuid: string): Promise<WorkshopOrderDetail> {
      if (!UUID_PATTERN.test(uuid)) throw new NotFound()
      const order = await q.findOrder(db, uuid.toLowerCase())
      if (!order) throw new NotFound()
      const [presented] = await present([order])
      if (!presented) throw new NotFound()
      const [history, mails] = await Promise.all([q.findHistory(db, order.id), q.findMails(db, order.id)])
      return {
        ...presented,
        history: history.map((e) => ({
          id: e.id,
          line_id: e.orderItemId,
          from_status: e.fromStatus,
          to_status: e.toStatus,
          tracking_number: e.trackingNumber,
          actor: e.actorName,
          created_at: e.createdAt.toISOString(),
        })),
        mails: mails.map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.toAddress,
          subject: m.subject,
          state: m.state,
          created_at: m.createdAt.toISOString(),
          sent_at: m.sentAt?.toISOString() ?? null,
        })),
      }
    },

    async countsByStatus(): Promise<Record<OrderStatus, number>> {
      const counts = await q.countOrdersByStatus(db)
      return Object.fromEntries(ORDER_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
        OrderStatus,
        number
      >
    },
  }
}
