import type { MailMessage } from './mailer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function layout(productName: string, heading: string, body: string, link: string, action: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#fbf7f0;padding:24px;color:#1d1b26">
<div style="max-width:520px;margin:auto;background:#fff;border:2px solid #1d1b26;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin-top:0">${escapeHtml(heading)}</h1>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#e4572e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#5f5b6e">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#5f5b6e">— ${escapeHtml(productName)}</p></div></body></html>`
}

export function verificationMail(to: string, link: string, productName: string): MailMessage {
  const body = `Welcome to ${productName}! Please confirm your e-mail address so we can reach you about your designs and orders.`
  return {
    to,
    subject: `Confirm your e-mail address for ${productName}`,
    text: `${body}\n\n${link}\n\nIf you did not sign up, you can ignore this e-mail.\n`,
    html: layout(productName, 'Confirm your e-mail', body, link, 'Confirm e-mail'),
  }
}

export function passwordResetMail(to: string, link: string, productName: string): MailMessage {
  const body = `Someone asked to reset the password of your ${productName} account. The link works once and expires in one hour.`
  return {
    to,
    subject: `Reset your ${productName} password`,
    text: `${body}\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: layout(productName, 'Reset your password', body, link, 'Choose a new password'),
  }
}
