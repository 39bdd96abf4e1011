import type { ProductionSheet } from '@threadbit/embroidery'
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import type { OrderSection } from './production-pack.ts'
import { summaryRows } from './sheet-text.ts'

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 42
const INK = rgb(0.11, 0.11, 0.12)
const MUTED = rgb(0.4, 0.4, 0.42)
const RULE = rgb(0.85, 0.85, 0.87)

/** The standard PDF fonts speak WinAnsi: keep what it has, spell out the rest. */
const winAnsi = (text: string) =>
  text
    .replace(/Δ/g, 'd')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '')

const hexColor = (hex: string) => {
  const v = parseInt(hex.slice(1), 16)
  return rgb(((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255)
}

/** Splits `text` at the last space that lets the first part fit `width` points; the rest may still need `fit`. */
function wrapOnce(raw: string, font: PDFFont, size: number, width: number): [string, string | null] {
  const text = winAnsi(raw)
  if (font.widthOfTextAtSize(text, size) <= width) return [text, null]
  const words = text.split(' ')
  for (let n = words.length - 1; n > 0; n--) {
    const head = words.slice(0, n).join(' ')
    if (font.widthOfTextAtSize(head, size) <= width) return [head, words.slice(n).join(' ')]
  }
  return [fit(text, font, size, width), null]
}

/** Shortens `text` with an ellipsis until it fits `width` points. */
function fit(text: string, font: PDFFont, size: number, width: number) {
  let t = winAnsi(text)
  if (font.widthOfTextAtSize(t, size) <= width) return t
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1)
  return `${t}...`
}

/** The production sheet as a one-page A4 PDF (the same content as the HTML page, an order's picture aside). */
export async function productionSheetPdf(
  sheet: ProductionSheet,
  previewPng: Uint8Array | undefined,
  order?: OrderSection,
) {
  const title = order ? `${order.heading} · ${sheet.title}` : sheet.title
  const pdf = await PDFDocument.create()
  pdf.setTitle(winAnsi(`${title} - production sheet`))
  pdf.setCreator('Threadbit')
  const page = pdf.addPage([PAGE.width, PAGE.height])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const text = (p: PDFPage, t: string, x: number, y: number, size: number, font = regular, color = INK) =>
    p.drawText(winAnsi(t), { x, y, size, font, color })

  let y = PAGE.height - MARGIN - 20
  text(page, fit(title, bold, 20, 300), MARGIN, y, 20, bold)
  const subtitle = `Production sheet · ${sheet.format.toUpperCase()} for ${sheet.machine.label}`
  text(
    page,
    subtitle,
    PAGE.width - MARGIN - regular.widthOfTextAtSize(winAnsi(subtitle), 10),
    y + 4,
    10,
    regular,
    MUTED,
  )
  y -= 12
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 1.5, color: INK })

  // Preview on the left, summary on the right.
  const top = y - 18
  const box = 240
  if (previewPng) {
    const image = await pdf.embedPng(previewPng)
    const scale = Math.min(box / image.width, box / image.height)
    const w = image.width * scale
    const h = image.height * scale
    page.drawImage(image, { x: MARGIN + (box - w) / 2, y: top - h, width: w, height: h })
    page.drawRectangle({
      x: MARGIN,
      y: top - box,
      width: box,
      height: box,
      borderColor: RULE,
      borderWidth: 1,
    })
  }
  const labelX = MARGIN + box + 24
  const valueX = labelX + 88
  const valueWidth = PAGE.width - MARGIN - valueX
  let rowY = top - 12
  for (const [label, value] of summaryRows(sheet, order?.rows)) {
    text(page, label, labelX, rowY, 9.5, bold, MUTED)
    // A long value (a hoop's full name) wraps onto a second line instead of losing its end.
    const [first, rest] = wrapOnce(value, regular, 9.5, valueWidth)
    text(page, first, valueX, rowY, 9.5)
    if (rest) {
      rowY -= 12
      text(page, fit(rest, regular, 9.5, valueWidth), valueX, rowY, 9.5)
    }
    rowY -= 19
  }

  // Colour sequence.
  y = Math.min(top - box, rowY) - 30
  text(page, 'Colour sequence', MARGIN, y, 13, bold)
  y -= 20
  const cols = {
    step: MARGIN,
    swatch: MARGIN + 24,
    thread: MARGIN + 66,
    design: MARGIN + 330,
    delta: MARGIN + 420,
    stitches: PAGE.width - MARGIN,
  }
  const header = (t: string, x: number, right = false) =>
    text(page, t, right ? x - bold.widthOfTextAtSize(t, 8) : x, y, 8, bold, MUTED)
  header('#', cols.step)
  header(sheet.chart.name.toUpperCase(), cols.thread)
  header('DESIGN', cols.design)
  header('dE', cols.delta)
  header('STITCHES', cols.stitches, true)
  y -= 6
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE.width - MARGIN, y }, thickness: 0.75, color: RULE })
  const rowHeight = Math.min(26, (y - MARGIN - 30) / Math.max(1, sheet.colors.length))
  for (const c of sheet.colors) {
    y -= rowHeight
    const mid = y + rowHeight / 2 - 3.5
    text(page, String(c.step), cols.step, mid, 10)
    page.drawRectangle({
      x: cols.swatch,
      y: y + 4,
      width: 30,
      height: rowHeight - 8,
      color: hexColor(c.thread.hex),
      borderColor: MUTED,
      borderWidth: 0.5,
    })
    const label = `${c.thread.code}  ${c.thread.name}${c.isBorder ? '  (border)' : ''}`
    text(page, fit(label, regular, 10, cols.design - cols.thread - 10), cols.thread, mid, 10)
    page.drawRectangle({
      x: cols.design,
      y: mid - 1,
      width: 10,
      height: 10,
      color: hexColor(c.hex),
      borderColor: MUTED,
      borderWidth: 0.5,
    })
    text(page, c.hex, cols.design + 15, mid, 9, regular, MUTED)
    text(page, c.thread.deltaE.toFixed(1), cols.delta, mid, 10)
    const stitches = c.stitches.toLocaleString('en-US')
    text(page, stitches, cols.stitches - regular.widthOfTextAtSize(stitches, 10), mid, 10)
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.5,
      color: RULE,
    })
  }
  text(
    page,
    'Sew the colours in this order. dE: CIEDE2000 difference between design colour and spool (under 2 hard to tell apart).',
    MARGIN,
    MARGIN - 10,
    8,
    regular,
    MUTED,
  )
  return pdf.save()
}
