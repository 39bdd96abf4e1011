import {
  allowsScaleTwo,
  designSizeInImage,
  placementFitsRegion,
  primaryRegion,
  type Placement,
  type PixelArtProduct,
  type PixelArtProductCreate,
  type PlacementRegion,
  type Product,
  type ProductColor,
} from '@threadbit/contracts'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema.ts'
import { NotFound, ValidationError } from '../../http/errors.ts'
import type { Catalog } from '../catalog/catalog.service.ts'
import { findDesignRowByUuid } from '../designs/designs.queries.ts'
import { designPolicy } from '../designs/designs.policy.ts'
import { presentDesign } from '../designs/designs.service.ts'
import * as q from './shop.queries.ts'

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const ShopMessages = {
  colorMissing: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  noRegion: 'This product has no placement region.',
  scaleTwo: 'Scale 2 is only for designs up to 32×32 pixels.',
  tooLarge: 'The design is too large for this product at this size; choose a smaller size.',
  outside: "The design must lie inside the product's placement region.",
} as const

/** A product colour with its product and the region designs are placed in. */
export interface ColorEntry {
  product: Product
  color: ProductColor
  region: PlacementRegion | undefined
}

export async function findColor(catalog: Catalog, colorId: number): Promise<ColorEntry | undefined> {
  const { products } = await catalog.snapshot()
  for (const product of products) {
    const color = product.colors.find((c) => c.id === colorId)
    if (color) return { product, color, region: primaryRegion(product) }
  }
  return undefined
}

/** Why a placement cannot be stitched, as field errors (DRF shape); null when it fits. */
export function placementErrors(
  design: { rows: number; columns: number },
  entry: ColorEntry,
  placement: Placement,
): Record<string, string[]> | null {
  const { region, product } = entry
  if (!region) return { product_color_id: [ShopMessages.noRegion] }
  if (placement.scale_factor === 2 && !allowsScaleTwo(design))
    return { scale_factor: [ShopMessages.scaleTwo] }
  const size = designSizeInImage(design, product.px_per_mm, placement)
  const slack = 0.5
  if (size.width > region.x_max - region.x_min + slack || size.height > region.y_max - region.y_min + slack) {
    return { stitch_size: [ShopMessages.tooLarge] }
  }
  if (!placementFitsRegion(design, region, product.px_per_mm, placement))
    return { non_field_errors: [ShopMessages.outside] }
  return null
}

/** Placement values as stored: rounding first, so the check and the saved row agree. */
export function storedPlacement(input: Placement): Placement {
  const r = q.roundValues(q.artOnProductValues(0, 0, input))
  return {
    placement_x: r.placementX,
    placement_y: r.placementY,
    stitch_size: r.stitchSize,
    scale_factor: r.scaleFactor,
  }
}

/** The design a caller may put on a product: public, their own, or any for staff. Others are 404. */
export async function visibleDesignRow(db: Db, user: UserRow | null, uuid: string) {
  if (!UUID_PATTERN.test(uuid)) throw new NotFound()
  const row = await findDesignRowByUuid(db, uuid)
  if (!row || !designPolicy.canView(user, row)) throw new NotFound()
  return row
}

export function renderPath(row: q.ArtOnProductRow): string {
  // The design's revision names one version of the picture, so the URL may be cached for a year.
  return `/api/pixel-art-products/${row.product.uuid}/render/?v=${row.design.revision}`
}

export async function presentArtOnProduct(
  row: q.ArtOnProductRow,
  catalog: Catalog,
): Promise<PixelArtProduct> {
  const entry = await findColor(catalog, row.product.productColorId)
  return {
    uuid: row.product.uuid,
    art: await presentDesign(row.design, catalog),
    product_id: entry?.product.id ?? 0,
    product_color_id: row.product.productColorId,
    placement_x: row.product.placementX,
    placement_y: row.product.placementY,
    stitch_size: row.product.stitchSize,
    scale_factor: row.product.scaleFactor,
    image_url: renderPath(row),
    times_ordered: row.product.timesOrdered,
    times_added_to_cart: row.product.timesAddedToCart,
  }
}

export function createShopService(deps: { db: Db; catalog: Catalog }) {
  const { db, catalog } = deps

  return {
    /** Find or create by values (201 when new); every call counts as an add to cart. */
    async save(user: UserRow | null, input: PixelArtProductCreate) {
      const design = await visibleDesignRow(db, user, input.art_uuid)
      const entry = await findColor(catalog, input.product_color_id)
      if (!entry)
        throw ValidationError.field('product_color_id', ShopMessages.colorMissing(input.product_color_id))
      const placement = storedPlacement(input)
      const errors = placementErrors(design, entry, placement)
      if (errors) throw new ValidationError(errors)
      const saved = await q.upsertArtOnProduct(
        db,
        q.artOnProductValues(design.id, entry.color.id, placement),
        { addedToCart: 1 },
      )
      const row = await q.findArtOnProductByUuid(db, saved.uuid)
      if (!row) throw new NotFound()
      return { created: saved.created, item: await presentArtOnProduct(row, catalog) }
    },

    async list(filter: q.PopularFilter) {
      const { count, rows } = await q.listPopular(db, filter)
      return { count, results: await Promise.all(rows.map((row) => presentArtOnProduct(row, catalog))) }
    },

    /** One art-on-product, visible when its design is (private designs: owner and staff). */
    async visible(user: UserRow | null, uuid: string): Promise<q.ArtOnProductRow> {
      if (!UUID_PATTERN.test(uuid)) throw new NotFound()
      const row = await q.findArtOnProductByUuid(db, uuid)
      if (!row || !designPolicy.canView(user, row.design)) throw new NotFound()
      return row
    },

    present: (row: q.ArtOnProductRow) => presentArtOnProduct(row, catalog),
  }
}

export type ShopService = ReturnType<typeof createShopService>
