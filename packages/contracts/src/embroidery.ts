import { z } from 'zod'

/** Embroidery request limits (spec section 9, DECISIONS.md "Embroidery"). */
export const EMBROIDERY_STITCH_SIZE_MIN = 1.5
export const EMBROIDERY_STITCH_SIZE_MAX = 2.5
export const EMBROIDERY_STITCH_SIZE_DEFAULT = 2
export const EMBROIDERY_SCALE_MIN = 1
export const EMBROIDERY_SCALE_MAX = 2
export const EMBROIDERY_SCALE_DEFAULT = 1
/** Scale 2 doubles the pixel: only for designs up to this many pixels on each side. */
export const EMBROIDERY_SCALE2_MAX_GRID = 32
export const EMBROIDERY_FILE_FORMATS = ['pes', 'dst', 'jef'] as const
export type EmbroideryFileFormat = (typeof EMBROIDERY_FILE_FORMATS)[number]

export const STITCH_SIZE_MESSAGE = 'Enter a number between 1.5 and 2.5'
export const SCALE_MESSAGE = 'Enter an integer between 1 and 2'
export const SCALE2_TOO_LARGE_MESSAGE = `Scale 2 is only available for designs up to ${EMBROIDERY_SCALE2_MAX_GRID}×${EMBROIDERY_SCALE2_MAX_GRID} pixels.`

/** A number, or a numeric string such as "2.00" (the client sends the stitch size with 2 decimals). */
const numeric = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
    z.number({ error: message }),
  )

/** POST /api/pixel-art/generate-embroidery-file/ */
export const EmbroideryRequest = z.object({
  pixel_art_uuid: z.string({
    error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.'),
  }),
  stitch_size: numeric(STITCH_SIZE_MESSAGE).pipe(
    z
      .number()
      .min(EMBROIDERY_STITCH_SIZE_MIN, STITCH_SIZE_MESSAGE)
      .max(EMBROIDERY_STITCH_SIZE_MAX, STITCH_SIZE_MESSAGE),
  ),
  scale: numeric(SCALE_MESSAGE).pipe(
    z
      .number()
      .int(SCALE_MESSAGE)
      .min(EMBROIDERY_SCALE_MIN, SCALE_MESSAGE)
      .max(EMBROIDERY_SCALE_MAX, SCALE_MESSAGE),
  ),
  format: z
    .enum(EMBROIDERY_FILE_FORMATS, { error: (i) => `"${String(i.input)}" is not a valid choice.` })
    .optional(),
})
export type EmbroideryRequest = z.infer<typeof EmbroideryRequest>

export interface EmbroideryFileResponse {
  /** Base64 of the file. */
  data: string
  file_name: string
  format: EmbroideryFileFormat
  stitch_count: number
  color_count: number
  width_mm: number
  height_mm: number
}
