import {
  EMBROIDERY_SCALE2_MAX_GRID,
  designDisplayTitle,
  orderNumber,
  WorkshopMessages,
  type Placement,
} from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { NotFound, ValidationError } from '../../http/errors.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { findDesignById } from '../designs/designs.queries.ts'
import type { EmbroideryRunner } from '../embroidery/embroidery-pool.ts'
import { buildProductionPack, type PackFile } from '../embroidery/production-pack.ts'
import { renderArtOnProduct } from '../shop/shop.render.ts'
import { findColor } from '../shop/shop.service.ts'
import { inArray } from 'drizzle-orm'
import { findLinesByIds, type OrderLineRow } from './orders.queries.ts'
import { placementGuide, renderPlacementGuide } from './placement-guide.ts'
import { orderSection } from './production-sheet.ts'
import { readSettings } from './settings.ts'
import { zipFiles } from './zip.ts'

export interface PackDeps {
  db: Db
  catalog: Catalog
  runner: EmbroideryRunner
  /** The garment picture of a colour (its catalogue image), or null when it cannot be had. */
  garmentPicture: (imageUrl: string) => Promise<Buffer | null>
}

/** File names an operator can sort and read: order number, line, product and design. */
function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_-]+/g, '-')
      .toLowerCase()
      .slice(0, 40) || 'design'
  )
}

const GUIDE_FILE = 'placement-guide.png'

/**
 * A line's production pack: the machine file exactly as ordered (stitch size and scale of the order line, in
 * the workshop's machine format), the thread list, the production sheet (HTML and PDF) and the placement guide.
 */
export function createProductionPacks(deps: PackDeps) {
  const { db } = deps

  async function lineFiles(
    line: OrderLineRow,
    number: string,
  ): Promise<{ folder: string; files: Record<string, Uint8Array> }> {
    if (line.designId === null || line.stitchSize === null || line.scaleFactor === null)
      throw ValidationError.nonField(WorkshopMessages.designGone)
    const design = await findDesignById(db, line.designId)
    if (!design) throw ValidationError.nonField(WorkshopMessages.designGone)
    const entry =
      line.productColorId !== null ? await findColor(deps.catalog, line.productColorId) : undefined
    if (!entry) throw ValidationError.nonField(WorkshopMessages.designGone)
    const placement: Placement = {
      placement_x: line.placementX ?? 0.5,
      placement_y: line.placementY ?? 0.5,
      stitch_size: line.stitchSize,
      scale_factor: line.scaleFactor,
    }
    // Scale 2 is only sold for small designs; an order line that says otherwise is stitched at scale 1.
    const scale =
      placement.scale_factor === 2 &&
      (design.columns > EMBROIDERY_SCALE2_MAX_GRID || design.rows > EMBROIDERY_SCALE2_MAX_GRID)
        ? 1
        : placement.scale_factor
    const { machine_format: format } = await readSettings(db)
    const title = designDisplayTitle(design)
    const folder = `${number}-line${line.id}-${slug(entry.product.slug)}-${slug(title)}`
    const picture = await renderArtOnProduct(await deps.garmentPicture(entry.color.image_url), {
      pngData: design.pngData,
      design,
      entry,
      placement,
    })
    const guide = await renderPlacementGuide(picture, design, entry, placement)
    const distances = placementGuide(design, entry, placement)
    const order = orderSection({
      orderNumber: number,
      lineId: line.id,
      productLine: [entry.product.product_name, entry.color.color_name, line.size]
        .filter(Boolean)
        .join(' · '),
      quantity: line.quantity,
      stitchSizeMm: placement.stitch_size,
      scale,
      placement: distances
        ? {
            fromTopMm: distances.from_top_mm,
            fromCentreMm: distances.from_centre_mm,
            reference: distances.top_reference,
          }
        : null,
      guideFileName: GUIDE_FILE,
    })
    // The embroidery download's pack (machine file, thread list, sheet as HTML and PDF) on the hoop table of the
    // format chosen in workshop settings (its usual machine), with the order's rows and the placement guide.
    let pack
    try {
      pack = await buildProductionPack(deps.runner, {
        design: { pngData: design.pngData, title, borderColor: design.border ? design.borderColor : null },
        stitchSizeMm: placement.stitch_size,
        scale,
        format,
        order,
      })
    } catch (err) {
      // A design larger than every hoop of the machine: the message says the size and what to change.
      if (err instanceof Error && err.name === 'HoopError') throw ValidationError.nonField(err.message)
      throw err
    }
    const [machineFile, threads, html, pdf] = pack.files as [PackFile, PackFile, PackFile, PackFile]
    return {
      folder,
      files: {
        [`${folder}.${format}`]: machineFile.bytes,
        'threads.txt': threads.bytes,
        'production-sheet.html': html.bytes,
        'production-sheet.pdf': pdf.bytes,
        [GUIDE_FILE]: new Uint8Array(guide),
      },
    }
  }

  async function numbersOf(lines: OrderLineRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(lines.map((l) => l.orderId))]
    const rows = ids.length
      ? await db.select({ id: orders.id, uuid: orders.uuid }).from(orders).where(inArray(orders.id, ids))
      : []
    return new Map(rows.map((r) => [r.id, orderNumber(r.uuid)]))
  }

  return {
    /** One line's pack as a zip of its three files; the name says which order and line it is. */
    async linePack(lineId: number): Promise<{ fileName: string; zip: Buffer }> {
      const [line] = await findLinesByIds(db, [lineId])
      if (!line) throw new NotFound()
      const number = (await numbersOf([line])).get(line.orderId) ?? ''
      const { folder, files } = await lineFiles(line, number)
      return { fileName: `${folder}.zip`, zip: zipFiles(files) }
    },

    /** The packs of several lines (of any orders) in one zip, a folder per line; unknown ids are a 400. */
    async batch(lineIds: number[]): Promise<{ fileName: string; zip: Buffer }> {
      const unique = [...new Set(lineIds)]
      const lines = await findLinesByIds(db, unique)
      const found = new Set(lines.map((l) => l.id))
      const missing = unique.filter((id) => !found.has(id))
      if (missing.length)
        throw ValidationError.field('line_ids', `Invalid pk "${missing[0]}" - object does not exist.`)
      const numbers = await numbersOf(lines)
      const all: Record<string, Uint8Array> = {}
      for (const line of lines) {
        const { folder, files } = await lineFiles(line, numbers.get(line.orderId) ?? '')
        for (const [name, bytes] of Object.entries(files)) all[`${folder}/${name}`] = bytes
      }
      const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')
      return { fileName: `production-packs-${stamp}.zip`, zip: zipFiles(all) }
    },
  }
}
