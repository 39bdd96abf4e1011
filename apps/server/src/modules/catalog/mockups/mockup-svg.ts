/**
 * Garment mockups for the seed catalogue, drawn as flat-illustration SVG and tinted per colour.
 *
 * Every drawing is a 1000 × 1000 user-unit scene (scaled to the product's `img_width`), at the same
 * scale as the product's `px_per_mm`, so its placement regions sit on the right part of the garment.
 * Shading uses both black shadows and white highlights at low opacity, and line colours are derived
 * from the garment colour (darker on light garments, lighter on dark ones), so black and white
 * garments both keep their form and details.
 *
 * One file per garment scene (`tee.ts`, `hoodie.ts`, …); what they share is in `tones.ts` (colours),
 * `geometry.ts` (paths) and `svg.ts` (strokes, blurs, shading, the document). `render-mockup.ts` turns the SVG
 * into an image.
 */
import { findSeedProduct } from '../seed/catalog-data.ts'
import { beanieScene } from './beanie.ts'
import { capScene } from './cap.ts'
import { hoodieScene } from './hoodie.ts'
import { patchScene } from './patch.ts'
import { svgDocument, type Scene } from './document.ts'
import { sweatshirtScene } from './sweatshirt.ts'
import { teeScene } from './tee.ts'
import { parseHex, toHex, tones, type Tones } from './tones.ts'
import { toteScene } from './tote.ts'

const SCENES: Record<string, (t: Tones, id: string) => Scene> = {
  'classic-tee': teeScene,
  'pullover-hoodie': hoodieScene,
  'crewneck-sweatshirt': sweatshirtScene,
  'dad-cap': capScene,
  'cuffed-beanie': beanieScene,
  'canvas-tote': toteScene,
  'iron-on-patch': patchScene,
}

/** Slugs that have a mockup drawing. */
export const MOCKUP_SLUGS: readonly string[] = Object.keys(SCENES)

/**
 * A square `img_width` × `img_width` SVG of the product in the given colour. Throws for an unknown
 * product slug or a colour that is not `#RRGGBB`.
 */
export function mockupSvg(productSlug: string, hexColor: string): string {
  const scene = SCENES[productSlug]
  if (!scene) throw new Error(`No mockup for product '${productSlug}'`)
  const size = findSeedProduct(productSlug)?.img_width ?? 1000
  const base = toHex(parseHex(hexColor))
  const id = `m${productSlug.replace(/[^a-z0-9]/gi, '')}`
  return svgDocument(size, id, scene(tones(base), id))
}
