import type { MailMessage } from '../../mail/mailer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The customer's "your order is on its way" mail, with the tracking number when the workshop gave one. */
export function shippedMail(options: {
  to: string
  name: string
  productName: string
  orderNumber: string
  trackingNumber: string | null
  lines: { quantity: number; description: string }[]
}): MailMessage {
  const greeting = options.name ? `Hi ${options.name},` : 'Hi,'
  const intro = `your order ${options.orderNumber} has been stitched and is on its way.`
  const tracking = options.trackingNumber
    ? `Tracking number: ${options.trackingNumber}`
    : 'The parcel has no tracking number.'
  const summary = options.lines.map((l) => `${l.quantity} × ${l.description}`)
  const text = [greeting, '', intro, '', ...summary, '', tracking, '', `— ${options.productName}`, ''].join(
    '\n',
  )
  const rows = options.lines
    .map((l) => `<li style="margin:4px 0">${l.quantity} × ${escapeHtml(l.description)}</li>`)
    .join('')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#fbf7f0;padding:24px;color:#1d1b26">
<div style="max-width:560px;margin:auto;background:#fff;border:2px solid #1d1b26;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin-top:0">Your order is on its way</h1>
<p>${escapeHtml(greeting)} ${escapeHtml(intro)}</p>
<ul style="padding-left:18px">${rows}</ul>
<p style="font-weight:bold">${escapeHtml(tracking)}</p>
<p style="font-size:13px;color:#5f5b6e">— ${escapeHtml(options.productName)}</p></div></body></html>`
  return {
    to: options.to,
    subject: `Your ${options.productName} order ${options.orderNumber} has shipped`,
    text,
    html,
  }
}
