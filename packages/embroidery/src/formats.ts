import { writeDst } from './dst.ts'
import { writeJef } from './jef.ts'
import { writePes } from './pes.ts'
import type { StitchPattern } from './types.ts'

export const EMBROIDERY_FORMATS = ['pes', 'dst', 'jef'] as const
export type EmbroideryFormat = (typeof EMBROIDERY_FORMATS)[number]

/** One entry point for the machine formats. */
export function writeEmbroidery(
  pattern: StitchPattern,
  format: EmbroideryFormat,
  options: { name?: string; date?: string } = {},
): Uint8Array {
  switch (format) {
    case 'pes':
      return writePes(pattern, options)
    case 'dst':
      return writeDst(pattern, options)
    case 'jef':
      return writeJef(pattern, options)
  }
}
