import { UNVERIFIED_HOOP_NOTE, type ProductionSheet } from '@threadbit/embroidery'

/** Shared wording of the production sheet (HTML, PDF and the thread list say the same). */
export const minutesText = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`

export const sizeText = (sheet: ProductionSheet) =>
  `${sheet.widthMm.toFixed(1)} × ${sheet.heightMm.toFixed(1)} mm (${sheet.widthIn.toFixed(2)} × ${sheet.heightIn.toFixed(2)} in)`

export const hoopText = (sheet: ProductionSheet) =>
  `${sheet.hoop.name} (${sheet.hoop.widthMm} × ${sheet.hoop.heightMm} mm)` +
  (sheet.hoop.unverified ? `: ${UNVERIFIED_HOOP_NOTE}` : '')

export const methodText = (sheet: ProductionSheet) =>
  sheet.method === 'tatami' ? 'Tatami fill with underlay' : 'Satin blocks (pixel look)'

export const threadText = (c: ProductionSheet['colors'][number]) =>
  `${c.thread.brand} ${c.thread.code} ${c.thread.name}`

/** Label/value rows of the sheet's summary; `first` (an order's rows) come before the design's own. */
export function summaryRows(
  sheet: ProductionSheet,
  first: readonly [string, string][] = [],
): [string, string][] {
  return [
    ...first,
    ['Machine', `${sheet.machine.label} (${sheet.format.toUpperCase()})`],
    ['Size', sizeText(sheet)],
    ['Hoop', hoopText(sheet)],
    ['Stitches', sheet.stitchCount.toLocaleString('en-US')],
    ['Colours', `${sheet.colors.length} (${sheet.colorChangeCount} changes)`],
    ['Trims', String(sheet.trimCount)],
    ['Estimated time', `${minutesText(sheet.estimatedMinutes)} at ${sheet.machineSpeed} stitches/min`],
    ['Pixel size', `${sheet.pixelSizeMm} mm`],
    ['Fill', methodText(sheet)],
    ['Thread chart', sheet.chart.name],
  ]
}

/** The thread list: one line per colour in sewing order; `heading` (an order and line) above the title. */
export function threadListText(sheet: ProductionSheet, heading?: string): string {
  const lines = [
    ...(heading ? [heading] : []),
    `${sheet.title}: thread list (${sheet.chart.name})`,
    `${sizeText(sheet)}, ${hoopText(sheet)}, ${sheet.stitchCount} stitches, about ${minutesText(sheet.estimatedMinutes)}`,
    '',
    ...sheet.colors.map(
      (c) =>
        `${String(c.step).padStart(2, ' ')}. ${threadText(c).padEnd(36, ' ')} design ${c.hex}  ΔE ${c.thread.deltaE.toFixed(1).padStart(4, ' ')}  ${String(c.stitches).padStart(7, ' ')} stitches${c.isBorder ? '  (border)' : ''}`,
    ),
    '',
  ]
  return lines.join('\r\n')
}
