import { assignPaletteIndices, PEC_THREADS, threadFromHex } from '@threadbit/embroidery'

/** Hoops a small workshop keeps, smallest first (sewing field in mm). */
export const HOOPS = [
  { name: '100 × 100 mm', width: 100, height: 100 },
  { name: '130 × 180 mm', width: 130, height: 180 },
  { name: '160 × 260 mm', width: 160, height: 260 },
  { name: '200 × 300 mm', width: 200, height: 300 },
] as const

/** The smallest hoop whose sewing field holds the design (turned if that helps), with 5 mm to spare each side. */
export function chooseHoop(widthMm: number, heightMm: number): string {
  const margin = 10
  const fits = (w: number, h: number) => widthMm + margin <= w && heightMm + margin <= h
  const hoop = HOOPS.find((h) => fits(h.width, h.height) || fits(h.height, h.width))
  return hoop?.name ?? 'larger than 200 × 300 mm: split the design'
}

/** Machine speed the time estimate assumes, and the time a colour change with re-threading takes. */
export const STITCHES_PER_MINUTE = 650
export const MINUTES_PER_COLOUR_CHANGE = 1

export function estimateMinutes(stitchCount: number, colourChanges: number): number {
  return Math.max(
    1,
    Math.round(stitchCount / STITCHES_PER_MINUTE + colourChanges * MINUTES_PER_COLOUR_CHANGE),
  )
}

export interface SheetInput {
  orderNumber: string
  lineId: number
  productLine: string
  quantity: number
  designTitle: string
  fileName: string
  format: string
  stitchSizeMm: number
  scale: number
  widthMm: number
  heightMm: number
  stitchCount: number
  colourChanges: number
  /** #rrggbb in sewing order. */
  threads: string[]
  placement: { fromTopMm: number; fromCentreMm: number; reference: string } | null
  guideFileName: string
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The nearest thread of the Brother chart for each colour, so the operator knows which cone to load. */
function threadNames(threads: string[]): string[] {
  const indices = assignPaletteIndices(
    threads.map(threadFromHex),
    PEC_THREADS.map((t) => t.hex),
  )
  return indices.map((i) => {
    const thread = PEC_THREADS[i - 1]
    return thread ? `${thread.name} (Brother ${i})` : '—'
  })
}

/** One printable page per line: what to load, how big, which hoop, where it goes, how long it runs. */
export function productionSheetHtml(input: SheetInput): string {
  const names = threadNames(input.threads)
  const minutes = estimateMinutes(input.stitchCount, input.colourChanges)
  const hoop = chooseHoop(input.widthMm, input.heightMm)
  const sequence = input.threads
    .map(
      (hex, i) =>
        `<tr><td>${i + 1}</td><td><span class="chip" style="background:${hex}"></span>${hex}</td><td>${escapeHtml(names[i] ?? '')}</td></tr>`,
    )
    .join('')
  const placement = input.placement
    ? `${input.placement.fromTopMm} mm below the ${escapeHtml(input.placement.reference)}; centre ${
        input.placement.fromCentreMm === 0
          ? 'on the centre line'
          : `${Math.abs(input.placement.fromCentreMm)} mm ${input.placement.fromCentreMm > 0 ? 'right' : 'left'} of the centre line (seen from the front)`
      }`
    : 'No placement region on this product.'
  const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Production sheet ${escapeHtml(input.orderNumber)} line ${input.lineId}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1d1b26;margin:24px;max-width:760px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
p.sub{color:#5f5b6e;margin:0 0 16px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e3ded4;vertical-align:middle}
th{width:38%;color:#5f5b6e;font-weight:600}
.chip{display:inline-block;width:14px;height:14px;border:1px solid #1d1b26;border-radius:3px;margin-right:8px;vertical-align:-2px}
img{max-width:100%;border:1px solid #e3ded4;border-radius:8px;margin-top:8px}
@media print{body{margin:0}}
</style></head><body>
<h1>Order ${escapeHtml(input.orderNumber)} · line ${input.lineId}</h1>
<p class="sub">${escapeHtml(input.productLine)} · quantity ${input.quantity} · ${escapeHtml(input.designTitle)}</p>
<table>
${row('Machine file', `${escapeHtml(input.fileName)} (${input.format.toUpperCase()})`)}
${row('Stitched size', `${input.widthMm.toFixed(1)} × ${input.heightMm.toFixed(1)} mm`)}
${row('Stitch size', `${input.stitchSizeMm.toFixed(2)} mm${input.scale > 1 ? ` × ${input.scale}` : ''} per pixel`)}
${row('Hoop', hoop)}
${row('Stitches', input.stitchCount.toLocaleString('en-US'))}
${row('Colour changes', String(input.colourChanges))}
${row('Estimated time per piece', `about ${minutes} min (${STITCHES_PER_MINUTE} stitches/min, ${MINUTES_PER_COLOUR_CHANGE} min per colour change)`)}
${row('Placement', placement)}
</table>
<h2>Colour sequence</h2>
<table><tr><th style="width:8%">#</th><th style="width:30%">Colour</th><th>Nearest thread</th></tr>${sequence}</table>
<h2>Placement guide</h2>
<img src="${escapeHtml(input.guideFileName)}" alt="Placement guide">
</body></html>
`
}
