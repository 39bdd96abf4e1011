import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { firstRow } from '../../db/first-row.ts'
import { orderMails, type OrderMailKind } from '../../db/schema.ts'
import type { MailMessage, Mailer } from '../../mail/mailer.ts'

/**
 * Every mail to an order's customer is written down before it is sent, so the workshop lists it on the order
 * (with whether it went out). Inside a status change the row is written in the same transaction; the
 * status event's unique key makes a repeated change unable to add a second mail.
 */
export async function recordOrderMail(
  db: Db,
  values: { orderId: number; kind: OrderMailKind; statusEventId?: number | null; message: MailMessage },
): Promise<number> {
  const row = firstRow(
    await db
      .insert(orderMails)
      .values({
        orderId: values.orderId,
        kind: values.kind,
        statusEventId: values.statusEventId ?? null,
        toAddress: values.message.to,
        subject: values.message.subject,
        body: values.message.text,
      })
      .returning({ id: orderMails.id }),
    'order mail',
  )
  return row.id
}

/** Sends a recorded mail and notes the outcome; a mailer failure is reported, never thrown. */
export async function deliverOrderMail(
  db: Db,
  mailer: Mailer,
  mailId: number,
  message: MailMessage,
  onError: (error: unknown) => void,
): Promise<void> {
  try {
    await mailer.send(message)
    await db.update(orderMails).set({ state: 'sent', sentAt: new Date() }).where(eq(orderMails.id, mailId))
  } catch (error) {
    onError(error)
    await db.update(orderMails).set({ state: 'failed' }).where(eq(orderMails.id, mailId)).catch(onError)
  }
}
