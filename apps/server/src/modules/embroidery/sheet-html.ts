import type { ProductionSheet } from '@threadbit/embroidery'
import type { OrderSection } from './production-pack.ts'
import { summaryRows } from './sheet-text.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The production sheet as one printable HTML page (A4/Letter), self-contained: the stitch preview is
 * embedded, no scripts, no outside assets (but for an order's picture, which ships beside the page in the pack).
 */
export function productionSheetHtml(
  sheet: ProductionSheet,
  previewPng: Uint8Array | undefined,
  order?: OrderSection,
): string {
  const preview = previewPng
    ? `<img class="preview" alt="Stitch preview" src="data:image/png;base64,${Buffer.from(previewPng).toString('base64')}">`
    : ''
  const rows = summaryRows(sheet, order?.rows)
    .map(([label, value]) => `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`)
    .join('')
  const colors = sheet.colors
    .map(
      (c) => `<tr>
<td class="num">${c.step}</td>
<td class="spool"><span class="swatch" style="background:${c.thread.hex}"></span><span><strong>${escape(c.thread.code)}</strong> ${escape(c.thread.name)}${c.isBorder ? ' <em>(border)</em>' : ''}</span></td>
<td class="design"><span class="swatch small" style="background:${c.hex}"></span> <code>${c.hex}</code></td>
<td class="num">${c.thread.deltaE.toFixed(1)}</td>
<td class="num">${c.stitches.toLocaleString('en-US')}</td>
</tr>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(order ? `${order.heading} · ${sheet.title}` : sheet.title)} · production sheet</title>
<style>
@page { size: auto; margin: 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d1d1f; background: #f4f4f6; }
main { max-width: 820px; margin: 24px auto; background: #fff; padding: 32px 36px; border-radius: 14px; box-shadow: 0 2px 14px rgba(0,0,0,.08); }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 16px; border-bottom: 2px solid #1d1d1f; padding-bottom: 10px; margin-bottom: 20px; flex-wrap: wrap; }
h1 { font-size: 24px; margin: 0; }
header p { margin: 0; color: #555; }
.top { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 28px; align-items: start; }
.preview { width: 100%; height: auto; border: 1px solid #ddd; border-radius: 8px; background: #fff; image-rendering: auto; }
table { border-collapse: collapse; width: 100%; }
.summary th { text-align: left; font-weight: 600; color: #555; padding: 5px 12px 5px 0; white-space: nowrap; vertical-align: top; }
.summary td { padding: 5px 0; }
h2 { font-size: 16px; margin: 28px 0 8px; }
.colors th { text-align: left; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: #666; border-bottom: 1px solid #ccc; padding: 6px 8px; }
.colors td { border-bottom: 1px solid #eee; padding: 7px 8px; vertical-align: middle; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.spool { display: flex; align-items: center; gap: 10px; }
.swatch { flex: none; display: inline-block; width: 28px; height: 20px; border-radius: 4px; border: 1px solid rgba(0,0,0,.25); vertical-align: middle; }
.swatch.small { width: 14px; height: 14px; }
code { font-size: 12px; }
footer { margin-top: 24px; color: #777; font-size: 12px; }
@media (max-width: 640px) { main { margin: 0; border-radius: 0; padding: 20px 16px; } .top { grid-template-columns: 1fr; } .colors .design { display: none; } .colors th, .colors td { padding: 7px 4px; } }
@media print { body { background: #fff; } main { box-shadow: none; margin: 0; padding: 0; max-width: none; } .swatch { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
</style>
</head>
<body>
<main>
<header><h1>${order ? `${escape(order.heading)} · ` : ''}${escape(sheet.title)}</h1><p>Production sheet · ${escape(sheet.format.toUpperCase())} for ${escape(sheet.machine.label)}</p></header>
<section class="top">
${preview}
<table class="summary"><tbody>${rows}</tbody></table>
</section>
<h2>Colour sequence</h2>
<table class="colors">
<thead><tr><th class="num">#</th><th>${escape(sheet.chart.name)}</th><th class="design">Design colour</th><th class="num">ΔE</th><th class="num">Stitches</th></tr></thead>
<tbody>${colors}</tbody>
</table>
${order?.picture ? `<h2>${escape(order.picture.alt)}</h2>\n<img class="preview" src="${escape(order.picture.fileName)}" alt="${escape(order.picture.alt)}">\n` : ''}<footer>Sew the colours in this order; the machine stops for each change. ΔE is the CIEDE2000 difference between the design colour and the spool (under 2: hard to tell apart; over 5: clearly different).</footer>
</main>
</body>
</html>
`
}
