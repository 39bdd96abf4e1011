import type { EmbroideryFormat, FillMethod, ProductionSheet } from '@threadbit/embroidery'
import { zipSync } from 'fflate'
import type { EmbroideryRunner } from './embroidery-pool.ts'
import { productionSheetHtml } from './sheet-html.ts'
import { productionSheetPdf } from './sheet-pdf.ts'
import { threadListText } from './sheet-text.ts'

export interface PackDesign {
  /** PNG data URL, one pixel per cell. */
  pngData: string
  title: string | null
  /** Border colour, or null without a border. */
  borderColor: string | null
}

export interface ProductionPackInput {
  design: PackDesign
  stitchSizeMm: number
  scale: number
  format: EmbroideryFormat
  machine?: string | null
  hoop?: string | null
  threadChart?: string | null
  method?: FillMethod
  /** Base of the file names (default from the title). */
  baseName?: string
  /** An ordered line's extras on the sheet and the thread list (the workshop's pack). */
  order?: OrderSection
}

/** What an ordered line adds to the production sheet. */
export interface OrderSection {
  /** Above the title, e.g. "Order 1A2B3C · line 7". */
  heading: string
  /** Label/value rows shown before the design's own summary (product, quantity, placement, …). */
  rows: [string, string][]
  /** A picture that ships beside the sheet in the pack (the placement guide), shown at the end of the page. */
  picture?: { fileName: string; alt: string }
}

export interface PackFile {
  name: string
  bytes: Uint8Array
}

export interface ProductionPack {
  /** Machine file, thread list, production sheet (HTML and PDF), in that order. */
  files: PackFile[]
  sheet: ProductionSheet
}

/** A file-name stem from a title: letters, digits, dashes. */
export function fileStem(title: string | null): string {
  const stem = (title ?? '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 40)
  return stem || 'design'
}

/**
 * Everything a machine operator needs for one design: the machine file, a thread list and the production
 * sheet. The planning runs on the embroidery worker pool; a design that fits no hoop of the machine rejects
 * with a HoopError. Used for downloads and for ordered lines.
 */
export async function buildProductionPack(
  runner: EmbroideryRunner,
  input: ProductionPackInput,
): Promise<ProductionPack> {
  const title = input.design.title?.trim() || 'Design'
  const result = await runner.run({
    pngData: input.design.pngData,
    stitchSizeMm: input.stitchSizeMm,
    scale: input.scale,
    borderColor: input.design.borderColor,
    format: input.format,
    name: title,
    machine: input.machine ?? null,
    hoop: input.hoop ?? null,
    threadChart: input.threadChart ?? null,
    ...(input.method ? { method: input.method } : {}),
    preview: true,
  })
  const stem = input.baseName ?? fileStem(input.design.title)
  const encoder = new TextEncoder()
  return {
    sheet: result.sheet,
    files: [
      { name: `${stem}.${input.format}`, bytes: result.bytes },
      {
        name: `${stem}-threads.txt`,
        bytes: encoder.encode(threadListText(result.sheet, input.order?.heading)),
      },
      {
        name: `${stem}-sheet.html`,
        bytes: encoder.encode(productionSheetHtml(result.sheet, result.previewPng, input.order)),
      },
      {
        name: `${stem}-sheet.pdf`,
        bytes: await productionSheetPdf(result.sheet, result.previewPng, input.order),
      },
    ],
  }
}

/** The files as one zip (machine files are already compact; text and HTML compress well). */
export function zipFiles(files: readonly PackFile[], date = new Date()): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 | 6; mtime: Date }]> = {}
  for (const f of files)
    entries[f.name] = [f.bytes, { level: /\.(txt|html)$/.test(f.name) ? 6 : 0, mtime: date }]
  return zipSync(entries)
}
