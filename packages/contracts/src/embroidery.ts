import { z } from 'zod'

import {
  EMBROIDERY_SCALE_MAX,
  EMBROIDERY_SCALE_MIN,
  EMBROIDERY_STITCH_SIZE_MAX,
  EMBROIDERY_STITCH_SIZE_MIN,
} from './constants.ts'
export const EMBROIDERY_SCALE_DEFAULT = 1
/** Scale 2 doubles the pixel: only for designs up to this many pixels on each side. */
export const EMBROIDERY_SCALE2_MAX_GRID = 32
export const EMBROIDERY_FILE_FORMATS = ['pes', 'dst', 'jef', 'exp', 'vp3', 'xxx'] as const
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

/** What a refused choice was, for its message: short text as sent, anything else only by its kind (never stringified). */
function choiceInput(input: unknown): string {
  if (typeof input === 'string') return input.length > 40 ? `${input.slice(0, 40)}…` : input
  if (typeof input === 'number' || typeof input === 'boolean') return String(input)
  if (input === null) return 'null'
  return Array.isArray(input) ? 'a list' : 'an object'
}

export const EMBROIDERY_FILL_METHODS = ['satin-blocks', 'tatami'] as const
export type EmbroideryFillMethod = (typeof EMBROIDERY_FILL_METHODS)[number]
export const EMBROIDERY_PACKAGES = ['file', 'zip'] as const

const optionalId = z
  .string({ error: 'Not a valid string.' })
  .max(40, 'Ensure this field has no more than 40 characters.')
  .nullish()

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
    .enum(EMBROIDERY_FILE_FORMATS, { error: (i) => `"${choiceInput(i.input)}" is not a valid choice.` })
    .optional(),
  /** "My machine is a …" id (brother, janome, …); default the format's usual machine. */
  machine: optionalId,
  /** Hoop id of the machine; default the smallest hoop that holds the stitches. */
  hoop: optionalId,
  /** Thread chart id; default Brother Embroidery. */
  thread_chart: optionalId,
  method: z
    .enum(EMBROIDERY_FILL_METHODS, { error: (i) => `"${choiceInput(i.input)}" is not a valid choice.` })
    .optional(),
  /** `zip`: the machine file, a thread list and the production sheet (HTML and PDF) in one zip. */
  package: z
    .enum(EMBROIDERY_PACKAGES, { error: (i) => `"${choiceInput(i.input)}" is not a valid choice.` })
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
  /** Stitched extents (needle points), not the canvas. */
  width_mm: number
  height_mm: number
  machine: string
  hoop: { id: string; name: string; width_mm: number; height_mm: number }
  trims: number
  jumps: number
  color_changes: number
  /** See the sewing-time model in @threadbit/embroidery (estimate.ts). */
  estimated_minutes: number
  machine_speed_spm: number
  thread_chart: string
  /** Sewing order: each colour's nearest spool of the chart. */
  threads: EmbroideryThread[]
}

export interface EmbroideryThread {
  hex: string
  code: string
  name: string
  brand: string
  delta_e: number
  stitches: number
}
