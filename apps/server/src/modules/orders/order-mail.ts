import type { MailMessage } from '../../mail/mailer.ts'

export interface OrderMailLine {
  quantity: number
  description: string
  priceCents: number
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`
}

/** The buyer's receipt with the link to review what they bought (the order uuid is the key to that page). */
export function orderMail(options: {
  to: string
  name: string
  productName: string
  reviewLink: string
  lines: OrderMailLine[]
  totalCents: number
}): MailMessage {
  const { productName, reviewLink, lines } = options
  const summary = lines.map((l) => `${l.quantity} × ${l.description} — ${dollars(l.priceCents * l.quantity)}`)
  const greeting = options.name ? `Hi ${options.name},` : 'Hi,'
  const intro = `thank you for your order at ${productName}! Here is what you ordered:`
  const outro = 'Once it has arrived, tell us how you like it:'
  const text = [
    greeting,
    '',
    intro,
    '',
    ...summary,
    `Total: ${dollars(options.totalCents)}`,
    '',
    outro,
    reviewLink,
    '',
    `— ${productName}`,
    '',
  ].join('\n')
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 8px">${l.quantity} ×</td><td style="padding:4px 8px">${escapeHtml(l.description)}</td>` +
        `<td style="padding:4px 8px;text-align:right">${dollars(l.priceCents * l.quantity)}</td></tr>`,
    )
    .join('')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#fbf7f0;padding:24px;color:#1d1b26">
<div style="max-width:560px;margin:auto;background:#fff;border:2px solid #1d1b26;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin-top:0">Thank you for your order!</h1>
<p>${escapeHtml(greeting)} ${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;width:100%">${rows}
<tr><td></td><td style="padding:4px 8px;font-weight:bold">Total</td><td style="padding:4px 8px;text-align:right;font-weight:bold">${dollars(options.totalCents)}</td></tr></table>
<p>${escapeHtml(outro)}</p>
<p><a href="${escapeHtml(reviewLink)}" style="display:inline-block;background:#e4572e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Review your order</a></p>
<p style="font-size:13px;color:#5f5b6e">Or paste this link into your browser: ${escapeHtml(reviewLink)}</p>
<p style="font-size:13px;color:#5f5b6e">— ${escapeHtml(productName)}</p></div></body></html>`
  return { to: options.to, subject: `Your ${productName} order`, text, html }
}
