import {
  isFinalStatus,
  ORDER_STATUS_LABELS,
  orderNumber,
  orderStatusFromLines,
  PRODUCTION_FLOW,
  WorkshopMessages,
  type OrderStatus,
  type OrderStatusChange,
} from '@threadbit/contracts'
import { designDisplayTitle } from '@threadbit/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import { orderItems, orders, orderStatusEvents, type OrderRow, type UserRow } from '../../db/schema.ts'
import { Conflict, NotFound, ValidationError } from '../../http/errors.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import { recordOrderMail } from '../orders/order-mails.ts'
import { findOrderLines, type OrderLineRow } from './orders.queries.ts'
import { shippedMail } from './shipped-mail.ts'

export const StatusMessages = {
  backwards: 'Statuses only move forward: new, in production, stitched, shipped.',
} as const

/** A mail the change wrote down, to send once the transaction has committed. */
export interface PendingMail {
  id: number
  message: MailMessage
}

export interface StatusChangeResult {
  changed: boolean
  mail: PendingMail | null
}

function flowIndex(status: OrderStatus): number {
  return PRODUCTION_FLOW.indexOf(status)
}

/** Whether `from` may become `to`: forward along the flow, or cancelled from anything not yet final. */
function checkTransition(from: OrderStatus, to: OrderStatus): void {
  if (isFinalStatus(from)) throw new Conflict(WorkshopMessages.statusFinal(ORDER_STATUS_LABELS[from]))
  if (to !== 'cancelled' && flowIndex(to) < flowIndex(from)) throw new Conflict(StatusMessages.backwards)
}

/** Whether a line follows its order to `to`: lines already further along, shipped or cancelled stay put. */
function lineFollows(line: OrderStatus, to: OrderStatus): boolean {
  if (isFinalStatus(line) || line === to) return false
  return to === 'cancelled' || flowIndex(line) < flowIndex(to)
}

function lineDescription(line: OrderLineRow): string {
  const detail = [line.colorName, line.size].filter(Boolean).join(', ')
  const product = `${line.productName ?? 'Item'}${detail ? ` (${detail})` : ''}`
  const title =
    line.designId !== null ? designDisplayTitle({ id: line.designId, title: line.designTitle }) : null
  return title ? `${product} — ${title}` : product
}

export function createOrderStatus(deps: { db: Db; productName: string }) {
  const { db } = deps

  async function lockOrder(tx: Db, uuid: string): Promise<OrderRow> {
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update').limit(1)
    if (!order) throw new NotFound()
    return order
  }

  /** The order's lines, oldest first, locked for the status change. */
  function lockLines(tx: Db, orderId: number) {
    return tx
      .select({ id: orderItems.id, status: orderItems.status })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id)
      .for('update')
  }

  /**
   * The order's new status, its history row and, on shipping, the customer's mail row: written together or
   * not at all. Runs inside the caller's transaction with the order row locked.
   */
  async function setOrderStatus(
    tx: Db,
    actor: UserRow,
    order: OrderRow,
    to: OrderStatus,
    trackingNumber: string | null,
  ): Promise<PendingMail | null> {
    await tx
      .update(orders)
      .set({ status: to, ...(to === 'shipped' ? { trackingNumber } : {}) })
      .where(eq(orders.id, order.id))
    const event = firstRow(
      await tx
        .insert(orderStatusEvents)
        .values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: to,
          trackingNumber: to === 'shipped' ? trackingNumber : null,
          actorId: actor.id,
          actorName: actor.username || actor.email,
        })
        .returning({ id: orderStatusEvents.id }),
      'status event',
    )
    if (to !== 'shipped' || !order.email) return null
    const lines = await findOrderLines(tx, [order.id])
    const message = shippedMail({
      to: order.email,
      name: order.name,
      productName: deps.productName,
      orderNumber: orderNumber(order.uuid),
      trackingNumber,
      lines: lines
        .filter((l) => l.status !== 'cancelled')
        .map((l) => ({ quantity: l.quantity, description: lineDescription(l) })),
    })
    const id = await recordOrderMail(tx, {
      orderId: order.id,
      kind: 'shipped',
      statusEventId: event.id,
      message,
    })
    return { id, message }
  }

  async function moveLines(
    tx: Db,
    actor: UserRow,
    order: OrderRow,
    lines: { id: number; status: OrderStatus }[],
    to: OrderStatus,
  ) {
    for (const line of lines) {
      await tx.update(orderItems).set({ status: to }).where(eq(orderItems.id, line.id))
      await tx.insert(orderStatusEvents).values({
        orderId: order.id,
        orderItemId: line.id,
        fromStatus: line.status,
        toStatus: to,
        actorId: actor.id,
        actorName: actor.username || actor.email,
      })
    }
  }

  function trackingFor(to: OrderStatus, input: OrderStatusChange): string | null {
    const tracking = input.tracking_number?.trim() || null
    if (tracking && to !== 'shipped')
      throw ValidationError.field('tracking_number', WorkshopMessages.trackingOnlyWhenShipped)
    return tracking
  }

  return {
    /**
     * The whole order moves, and its lines with it (those not already further along). A request for the
     * status the order already has changes nothing: no history row, no mail.
     */
    async changeOrder(actor: UserRow, uuid: string, input: OrderStatusChange): Promise<StatusChangeResult> {
      const to = input.status
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, uuid)
        const tracking = trackingFor(to, input)
        if (order.status === to) return { changed: false, mail: null }
        checkTransition(order.status, to)
        const lines = await lockLines(tx, order.id)
        await moveLines(
          tx,
          actor,
          order,
          lines.filter((l) => lineFollows(l.status, to)),
          to,
        )
        const mail = await setOrderStatus(tx, actor, order, to, tracking)
        return { changed: true, mail }
      })
    },

    /** One line moves; the order follows when its least advanced live line does (and mails when it ships). */
    async changeLine(
      actor: UserRow,
      uuid: string,
      lineId: number,
      input: OrderStatusChange,
    ): Promise<StatusChangeResult> {
      const to = input.status
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, uuid)
        const tracking = trackingFor(to, input)
        const lines = await lockLines(tx, order.id)
        const line = lines.find((l) => l.id === lineId)
        if (!line) throw new NotFound(WorkshopMessages.lineNotInOrder)
        if (line.status === to) return { changed: false, mail: null }
        checkTransition(line.status, to)
        await moveLines(tx, actor, order, [line], to)
        const next = orderStatusFromLines(lines.map((l) => (l.id === lineId ? to : l.status)))
        const mail =
          next !== order.status && !isFinalStatus(order.status)
            ? await setOrderStatus(tx, actor, order, next, next === 'shipped' ? tracking : null)
            : null
        return { changed: true, mail }
      })
    },

    /** Whether the line belongs to the order (for the pack routes). */
    async lineOfOrder(uuid: string, lineId: number) {
      const [row] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.uuid, uuid), eq(orderItems.id, lineId)))
        .limit(1)
      return row?.id
    },
  }
}
