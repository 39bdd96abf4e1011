import {
  designRectInImage,
  placementDistancesMm,
  type Placement,
  type PlacementGuide,
} from '@threadbit/contracts'
import sharp from 'sharp'
import { findSeedProduct } from '../catalog/seed/catalog-data.ts'
import type { ColorEntry } from '../shop/shop.service.ts'

/**
 * The garment's reference top edge and centre line in image pixels. Seeded products carry them; a product
 * added later without one is measured from its placement region's top edge, and says so.
 */
export function garmentReference(entry: ColorEntry): { topY: number; centreX: number; label: string } {
  const seeded = findSeedProduct(entry.product.slug)?.garment_top
  const centreX = entry.product.img_width / 2
  if (seeded) return { topY: seeded.y, centreX, label: seeded.label }
  return { topY: entry.region?.y_min ?? 0, centreX, label: 'top of the placement region' }
}

/** The distances an operator hoops by; null when the product has no placement region. */
export function placementGuide(
  design: { rows: number; columns: number },
  entry: ColorEntry,
  placement: Placement,
): PlacementGuide | null {
  if (!entry.region) return null
  const reference = garmentReference(entry)
  const d = placementDistancesMm(design, entry.region, entry.product.px_per_mm, placement, reference)
  return {
    from_top_mm: d.fromTopMm,
    from_centre_mm: d.fromCentreMm,
    top_reference: reference.label,
    region_name: entry.region.name,
  }
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The art-on-product picture with the hooping measurements drawn over it: the centre line, the reference top
 * edge, the design's frame, and the two distances in mm. PNG, so it prints and opens anywhere.
 */
export async function renderPlacementGuide(
  artOnProduct: Buffer,
  design: { rows: number; columns: number },
  entry: ColorEntry,
  placement: Placement,
): Promise<Buffer> {
  const base = sharp(artOnProduct)
  const { width = entry.product.img_width, height = entry.product.img_width } = await base.metadata()
  const region = entry.region
  const guide = placementGuide(design, entry, placement)
  if (!region || !guide) return base.png().toBuffer()
  // The picture may be drawn at another size than the catalogue's image pixels.
  const k = width / entry.product.img_width
  const ref = garmentReference(entry)
  const rect = designRectInImage(design, region, entry.product.px_per_mm, placement)
  const r = { left: rect.left * k, top: rect.top * k, width: rect.width * k, height: rect.height * k }
  const cx = ref.centreX * k
  const topY = ref.topY * k
  const designCx = r.left + r.width / 2
  const font = Math.max(14, Math.round(width / 42))
  const accent = '#e4572e'
  const label = (x: number, y: number, text: string, anchor = 'start') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${font}" font-weight="700" text-anchor="${anchor}" fill="#1d1b26" stroke="#ffffff" stroke-width="${font / 4}" paint-order="stroke">${escapeXml(text)}</text>`
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <line x1="${cx}" y1="0" x2="${cx}" y2="${height}" stroke="${accent}" stroke-width="2" stroke-dasharray="10 8"/>
  <line x1="0" y1="${topY}" x2="${width}" y2="${topY}" stroke="${accent}" stroke-width="2" stroke-dasharray="10 8"/>
  <rect x="${r.left}" y="${r.top}" width="${r.width}" height="${r.height}" fill="none" stroke="${accent}" stroke-width="3"/>
  <line x1="${designCx}" y1="${topY}" x2="${designCx}" y2="${r.top}" stroke="#1d1b26" stroke-width="2.5"/>
  <line x1="${cx}" y1="${r.top + r.height + font}" x2="${designCx}" y2="${r.top + r.height + font}" stroke="#1d1b26" stroke-width="2.5"/>
  ${label(designCx + 8, (topY + r.top) / 2 + font / 3, `${guide.from_top_mm} mm from ${ref.label}`)}
  ${label((cx + designCx) / 2, r.top + r.height + font * 2.4, `${Math.abs(guide.from_centre_mm)} mm ${guide.from_centre_mm === 0 ? 'on the centre line' : guide.from_centre_mm > 0 ? 'right of centre, seen from the front' : 'left of centre, seen from the front'}`, 'middle')}
  ${label(16, height - 16, `Design ${Math.round(rect.width / entry.product.px_per_mm)} × ${Math.round(rect.height / entry.product.px_per_mm)} mm`)}
</svg>`
  return base
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    .png({ compressionLevel: 6 })
    .toBuffer()
}
