import { z } from 'zod'
import { TITLE_MAX } from './constants.ts'

export * from './design-model.ts'

const bool = () => z.boolean({ error: 'Must be a valid boolean.' })
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

export const DesignTitle = z
  .string({ error: 'Not a valid string.' })
  .trim()
  .max(TITLE_MAX, `Ensure this field has no more than ${TITLE_MAX} characters.`)
  .nullable()

export const BorderColor = z
  .string({ error: 'Not a valid string.' })
  .regex(HEX_COLOR, 'Enter a valid hex colour, like #000000.')
  .transform((v) => v.toLowerCase())

/** POST /api/pixel-art/ — rows, columns, colours and the trimmed image are derived by the server. */
export const DesignCreate = z.object({
  title: DesignTitle.optional(),
  png_data: z.string({
    error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.'),
  }),
  border: bool().optional(),
  border_color: BorderColor.optional(),
  is_public: bool().optional(),
  is_quick_draw: bool().optional(),
  remix_of: z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .positive()
    .nullable()
    .optional(),
})
export type DesignCreate = z.infer<typeof DesignCreate>

/** PATCH /api/pixel-art/{uuid}/ (PUT additionally requires png_data). */
export const DesignUpdate = DesignCreate.omit({ is_quick_draw: true, remix_of: true }).partial()
export type DesignUpdate = z.infer<typeof DesignUpdate>
