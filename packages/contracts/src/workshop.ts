/**
 * The workshop (staff only): orders into production, production packs, moderation and reports. Users report
 * public designs and reviews through POST /api/reports/.
 */
import { z } from 'zod'
import { EMBROIDERY_FILE_FORMATS, type EmbroideryFileFormat } from './embroidery.ts'

// ---------------------------------------------------------------------------------------------
// Statuses

export const ORDER_STATUSES = ['new', 'in_production', 'stitched', 'shipped', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'New',
  in_production: 'In production',
  stitched: 'Stitched',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
}

/** The forward path; cancelled is outside it. */
export const PRODUCTION_FLOW: readonly OrderStatus[] = ['new', 'in_production', 'stitched', 'shipped']

/** Shipped and cancelled are final: a parcel that left, or an order called off, does not come back here. */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'shipped' || status === 'cancelled'
}

/** An order's status follows its lines: the least advanced of the lines still in play; all cancelled, cancelled. */
export function orderStatusFromLines(lines: readonly OrderStatus[]): OrderStatus {
  const live = lines.filter((s) => s !== 'cancelled')
  if (live.length === 0) return 'cancelled'
  return PRODUCTION_FLOW[Math.min(...live.map((s) => PRODUCTION_FLOW.indexOf(s)))] ?? 'new'
}

export const TRACKING_NUMBER_MAX = 100

export const WorkshopMessages = {
  statusFinal: (label: string) => `This is ${label.toLowerCase()}; its status can no longer change.`,
  trackingOnlyWhenShipped: 'A tracking number can only be given when shipping.',
  lineNotInOrder: 'This line is not part of the order.',
  noLines: 'Select at least one line.',
  designNotPublic: 'This design is not public.',
  reviewAlreadyHidden: 'This review is already hidden.',
  reasonRequired: 'Say why, for the audit log.',
  designGone: 'The design of this line has been deleted; its file cannot be made.',
  republishRefused:
    'Our staff unpublished this design, so it cannot be made public again. Contact us if you think this is a mistake.',
  reportTargetMissing: 'Not found.',
  reportThanks: 'Thank you. Our team will take a look.',
} as const

export const OrderStatusChange = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a valid status.' }),
  tracking_number: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(TRACKING_NUMBER_MAX, `Ensure this field has no more than ${TRACKING_NUMBER_MAX} characters.`)
    .optional(),
})
export type OrderStatusChange = z.infer<typeof OrderStatusChange>

export const PACK_BATCH_MAX_LINES = 50
export const PackBatchRequest = z.object({
  line_ids: z
    .array(z.number().int().positive(), { error: 'Expected a list of line ids.' })
    .min(1, WorkshopMessages.noLines)
    .max(PACK_BATCH_MAX_LINES, `Ensure this field has no more than ${PACK_BATCH_MAX_LINES} elements.`),
})
export type PackBatchRequest = z.infer<typeof PackBatchRequest>

export const WorkshopSettingsUpdate = z.object({
  machine_format: z.enum(EMBROIDERY_FILE_FORMATS, { error: 'Choose one of pes, dst, jef.' }),
})
export type WorkshopSettingsUpdate = z.infer<typeof WorkshopSettingsUpdate>

export interface WorkshopSettings {
  machine_format: EmbroideryFileFormat
  updated_at: string
}

// ---------------------------------------------------------------------------------------------
// Orders as the workshop sees them

export interface PlacementGuide {
  /** Distance from the garment's reference top edge (collar seam, top edge) to the design's top edge. */
  from_top_mm: number
  /** The design centre's distance from the garment's centre line; positive is the wearer's left (image right). */
  from_centre_mm: number
  /** What the top distance is measured from, e.g. 'collar seam at the centre front'. */
  top_reference: string
  region_name: string
}

export interface WorkshopOrderLine {
  id: number
  status: OrderStatus
  quantity: number
  /** Recorded at checkout, never recomputed. */
  price_cents: number
  product_name: string | null
  color_name: string | null
  size: string | null
  design_uuid: string | null
  design_title: string | null
  /** Absolute path of the art-on-product picture; null when the design is gone. */
  image_url: string | null
  /** Where the design sits in that picture (centre as fractions of its size) and how far to zoom to see it. */
  image_focus: { x: number; y: number; zoom: number } | null
  pixel_art_product_uuid: string | null
  placement_x: number | null
  placement_y: number | null
  stitch_size: number | null
  scale_factor: number | null
  /** The stitched size in mm: columns (rows) × stitch size × scale, plus the border on both sides. */
  width_mm: number | null
  height_mm: number | null
  placement: PlacementGuide | null
}

export interface WorkshopOrder {
  uuid: string
  /** The number the customer sees: the uuid's first eight hex digits, upper-cased. */
  number: string
  email: string
  name: string
  source: 'builtin' | 'snipcart'
  status: OrderStatus
  tracking_number: string | null
  total_cents: number
  created_at: string
  lines: WorkshopOrderLine[]
}

export interface OrderStatusEvent {
  id: number
  line_id: number | null
  from_status: OrderStatus
  to_status: OrderStatus
  tracking_number: string | null
  actor: string
  created_at: string
}

export interface OrderMail {
  id: number
  kind: 'receipt' | 'shipped'
  to: string
  subject: string
  state: 'pending' | 'sent' | 'failed'
  created_at: string
  sent_at: string | null
}

export interface WorkshopOrderDetail extends WorkshopOrder {
  history: OrderStatusEvent[]
  mails: OrderMail[]
}

export function orderNumber(uuid: string): string {
  return uuid.slice(0, 8).toUpperCase()
}

// ---------------------------------------------------------------------------------------------
// Moderation and reports

export const REPORT_REASONS = ['spam', 'offensive', 'copyright', 'personal_info', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or hateful',
  copyright: 'Copies someone else’s work',
  personal_info: 'Shares personal information',
  other: 'Something else',
}
export const REPORT_TEXT_MAX = 500
export const MODERATION_REASON_MAX = 500
/** Reports one user (or address) may send per hour. */
export const REPORTS_PER_HOUR = 10

export const ReportCreate = z
  .object({
    design_uuid: z.uuid({ error: 'Must be a valid UUID.' }).optional(),
    review_id: z.number({ error: 'A valid integer is required.' }).int().positive().optional(),
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
    text: z
      .string({ error: 'Not a valid string.' })
      .trim()
      .max(REPORT_TEXT_MAX, `Ensure this field has no more than ${REPORT_TEXT_MAX} characters.`)
      .default(''),
  })
  .superRefine((value, ctx) => {
    if ((value.design_uuid === undefined) === (value.review_id === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Report either a design or a review.' })
    }
  })
export type ReportCreate = z.infer<typeof ReportCreate>

export const ModerationReason = z.object({
  reason: z
    .string({ error: WorkshopMessages.reasonRequired })
    .trim()
    .min(1, WorkshopMessages.reasonRequired)
    .max(MODERATION_REASON_MAX, `Ensure this field has no more than ${MODERATION_REASON_MAX} characters.`),
})
export type ModerationReason = z.infer<typeof ModerationReason>

export interface ModeratedDesign {
  uuid: string
  title: string
  owner_name: string
  is_public: boolean
  unpublished_at: string | null
  report_count: number
  created_at: string
  image_url: string
}

export interface ModeratedReview {
  id: number
  alias: string
  stars: number
  comment: string
  product_name: string
  hidden_at: string | null
  report_count: number
  created_at: string
}

export interface ContentReport {
  id: number
  kind: 'design' | 'review'
  design_uuid: string | null
  review_id: number | null
  subject: string
  reason: ReportReason
  text: string
  reporter: string
  created_at: string
  /** Reports of the same design or review so far. */
  target_report_count: number
  /** The design is no longer public / the review is hidden. */
  handled: boolean
}

export interface ModerationLogEntry {
  id: number
  action: 'unpublish_design' | 'hide_review'
  subject: string
  reason: string
  actor: string
  created_at: string
}

/** What the workshop's tabs show as badges. */
export interface WorkshopSummary {
  orders_by_status: Record<OrderStatus, number>
  open_reports: number
}
