import { writeDst } from './dst.ts'
import { writeExp } from './exp.ts'
import type { Hoop } from './hoops.ts'
import { writeJef } from './jef.ts'
import { writePes } from './pes.ts'
import type { ThreadMatch } from './thread-charts.ts'
import type { StitchPattern } from './types.ts'
import { writeVp3 } from './vp3.ts'
import { writeXxx } from './xxx.ts'

export const EMBROIDERY_FORMATS = ['pes', 'dst', 'jef', 'exp', 'vp3', 'xxx'] as const
export type EmbroideryFormat = (typeof EMBROIDERY_FORMATS)[number]

export interface EmbroideryWriteOptions {
  name?: string
  date?: string
  /** The hoop the design is sewn in (PES and JEF record it and centre the design in it). */
  hoop?: Hoop
  /** The spool chosen for each colour block (PES and VP3 write catalogue number, name and brand). */
  threads?: readonly ThreadMatch[]
}

/** One entry point for the machine formats. */
export function writeEmbroidery(
  pattern: StitchPattern,
  format: EmbroideryFormat,
  options: EmbroideryWriteOptions = {},
): Uint8Array {
  switch (format) {
    case 'pes':
      return writePes(pattern, options)
    case 'dst':
      return writeDst(pattern, options)
    case 'jef':
      return writeJef(pattern, options)
    case 'exp':
      return writeExp(pattern)
    case 'vp3':
      return writeVp3(pattern, options)
    case 'xxx':
      return writeXxx(pattern)
  }
}
