import type { OrderSection } from '../embroidery/production-pack.ts'

export interface OrderSheetInput {
  orderNumber: string
  lineId: number
  /** Product, colour and size in one line. */
  productLine: string
  quantity: number
  stitchSizeMm: number
  scale: number
  placement: { fromTopMm: number; fromCentreMm: number; reference: string } | null
  guideFileName: string
}

/** Where the design goes on the garment, in words an operator can measure with a ruler. */
export function placementText(placement: OrderSheetInput['placement']): string {
  if (!placement) return 'No placement region on this product.'
  const across =
    placement.fromCentreMm === 0
      ? 'on the centre line'
      : `${Math.abs(placement.fromCentreMm)} mm ${placement.fromCentreMm > 0 ? 'right' : 'left'} of the centre line (seen from the front)`
  return `${placement.fromTopMm} mm below the ${placement.reference}; centre ${across}`
}

/**
 * What an order line adds to the embroidery production sheet (built by the embroidery module's pack, with its
 * hoop, time and thread chart): which order and line, the product, how many, the stitch size as ordered, where
 * the design goes, and the placement guide beside it.
 */
export function orderSection(input: OrderSheetInput): OrderSection {
  return {
    heading: `Order ${input.orderNumber} · line ${input.lineId}`,
    rows: [
      ['Product', input.productLine],
      ['Quantity', String(input.quantity)],
      [
        'Stitch size',
        `${input.stitchSizeMm.toFixed(2)} mm${input.scale > 1 ? ` × ${input.scale}` : ''} per pixel`,
      ],
      ['Placement', placementText(input.placement)],
    ],
    picture: { fileName: input.guideFileName, alt: 'Placement guide' },
  }
}
