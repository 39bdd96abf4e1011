import type { EmbroideryFormat } from './formats.ts'

/**
 * Embroidery hoops (frames) of common home machines, by sewing field: the area the needle can reach, which is
 * what a design must fit. Sizes are the makers' own names for them:
 * - Brother / Baby Lock: the 10×10, 13×18, 16×26, 20×20 and 20×30 cm frames of the PE/NQ/Innov-is and Baby
 *   Lock lines (Brother's embroidery-frame accessory pages; the same five sizes as PE-Design's hoop list).
 * - Janome: the MC-series hoops A (126×110), B (50×50), C (140×200) and the SQ14 / RE20 / SQ20 / RE28 hoops
 *   (Janome accessory catalogue). JEF files name A, B, C and the 110×110 / 200×200 hoops by code (pyembroidery's
 *   JEF writer: 0 = 110×110, 1 = 50×50, 2 = 140×200, 3 = 126×110, 4 = 200×200).
 * - Bernina: small (72×50), medium (100×130), large oval (145×255), jumbo (260×400) (Bernina hoop guide).
 * - Husqvarna Viking / Pfaff: 100×100, 120×120, 170×100, 240×150, 260×200, 360×200 (Viking "Designer" and
 *   Pfaff "creative" hoop lists).
 * - Singer: 100×100, 170×100, 260×150 (Futura / Legacy SE hoops).
 * - Tajima / Melco (commercial, DST / EXP): tubular frames by sewing field, 90×90 up to 360×360.
 * Width is the horizontal axis as the hoop sits on the machine; a design may not be rotated into a hoop.
 */
export interface Hoop {
  id: string
  name: string
  widthMm: number
  heightMm: number
  /** JEF header hoop code, for the hoops the format names. */
  jefCode?: number
}

export interface Machine {
  id: string
  /** "My machine is a …" */
  label: string
  format: EmbroideryFormat
  hoops: readonly Hoop[]
}

const hoop = (id: string, name: string, widthMm: number, heightMm: number, jefCode?: number): Hoop =>
  jefCode === undefined ? { id, name, widthMm, heightMm } : { id, name, widthMm, heightMm, jefCode }

const BROTHER_HOOPS = [
  hoop('brother-100x100', 'Brother 10×10 cm (4×4")', 100, 100),
  hoop('brother-130x180', 'Brother 13×18 cm (5×7")', 130, 180),
  hoop('brother-160x260', 'Brother 16×26 cm (6×10")', 160, 260),
  hoop('brother-200x200', 'Brother 20×20 cm (8×8")', 200, 200),
  hoop('brother-200x300', 'Brother 20×30 cm (8×12")', 200, 300),
]
const BABYLOCK_HOOPS = BROTHER_HOOPS.map((h) => ({
  ...h,
  id: h.id.replace('brother', 'babylock'),
  name: h.name.replace('Brother', 'Baby Lock'),
}))
const JANOME_HOOPS = [
  hoop('janome-b', 'Janome hoop B 5×5 cm', 50, 50, 1),
  hoop('janome-110x110', 'Janome 11×11 cm', 110, 110, 0),
  hoop('janome-a', 'Janome hoop A 12.6×11 cm', 126, 110, 3),
  hoop('janome-sq14', 'Janome SQ14 14×14 cm', 140, 140),
  hoop('janome-c', 'Janome hoop C / RE20 14×20 cm', 140, 200, 2),
  hoop('janome-sq20', 'Janome SQ20 20×20 cm', 200, 200, 4),
  hoop('janome-re28', 'Janome RE28 20×28 cm', 200, 280),
]
const BERNINA_HOOPS = [
  hoop('bernina-small', 'Bernina small 7.2×5 cm', 72, 50),
  hoop('bernina-medium', 'Bernina medium 10×13 cm', 100, 130),
  hoop('bernina-large-oval', 'Bernina large oval 14.5×25.5 cm', 145, 255),
  hoop('bernina-jumbo', 'Bernina jumbo 26×40 cm', 260, 400),
]
const VIKING_PFAFF = (brand: string, id: string) => [
  hoop(`${id}-100x100`, `${brand} 10×10 cm`, 100, 100),
  hoop(`${id}-120x120`, `${brand} 12×12 cm`, 120, 120),
  hoop(`${id}-170x100`, `${brand} 17×10 cm`, 170, 100),
  hoop(`${id}-240x150`, `${brand} 24×15 cm`, 240, 150),
  hoop(`${id}-260x200`, `${brand} 26×20 cm`, 260, 200),
  hoop(`${id}-360x200`, `${brand} 36×20 cm`, 360, 200),
]
const SINGER_HOOPS = [
  hoop('singer-100x100', 'Singer 10×10 cm', 100, 100),
  hoop('singer-170x100', 'Singer 17×10 cm', 170, 100),
  hoop('singer-260x150', 'Singer 26×15 cm', 260, 150),
]
const COMMERCIAL = (brand: string, id: string) => [
  hoop(`${id}-90x90`, `${brand} 12 cm round (9×9 cm field)`, 90, 90),
  hoop(`${id}-120x120`, `${brand} 15 cm round (12×12 cm field)`, 120, 120),
  hoop(`${id}-150x150`, `${brand} 18 cm round (15×15 cm field)`, 150, 150),
  hoop(`${id}-200x200`, `${brand} 21 cm square (20×20 cm field)`, 200, 200),
  hoop(`${id}-300x300`, `${brand} 30 cm square (30×30 cm field)`, 300, 300),
  hoop(`${id}-360x360`, `${brand} 36 cm square (36×36 cm field)`, 360, 360),
]

/** The "My machine is a …" list: brand → file format and hoops. */
export const MACHINES: readonly Machine[] = [
  { id: 'brother', label: 'Brother', format: 'pes', hoops: BROTHER_HOOPS },
  { id: 'babylock', label: 'Baby Lock', format: 'pes', hoops: BABYLOCK_HOOPS },
  { id: 'janome', label: 'Janome', format: 'jef', hoops: JANOME_HOOPS },
  { id: 'bernina', label: 'Bernina', format: 'exp', hoops: BERNINA_HOOPS },
  {
    id: 'husqvarna',
    label: 'Husqvarna Viking',
    format: 'vp3',
    hoops: VIKING_PFAFF('Husqvarna Viking', 'viking'),
  },
  { id: 'pfaff', label: 'Pfaff', format: 'vp3', hoops: VIKING_PFAFF('Pfaff', 'pfaff') },
  { id: 'singer', label: 'Singer', format: 'xxx', hoops: SINGER_HOOPS },
  {
    id: 'tajima',
    label: 'Tajima (or another commercial machine)',
    format: 'dst',
    hoops: COMMERCIAL('Tajima', 'tajima'),
  },
  { id: 'melco', label: 'Melco', format: 'exp', hoops: COMMERCIAL('Melco', 'melco') },
]

/** The machine each format is written for when only the format is known. */
const DEFAULT_MACHINE: Record<EmbroideryFormat, string> = {
  pes: 'brother',
  jef: 'janome',
  dst: 'tajima',
  exp: 'bernina',
  vp3: 'husqvarna',
  xxx: 'singer',
}

export function machineById(id: string): Machine | undefined {
  return MACHINES.find((m) => m.id === id)
}

export function defaultMachine(format: EmbroideryFormat): Machine {
  return machineById(DEFAULT_MACHINE[format]) as Machine
}

export function hoopById(id: string): Hoop | undefined {
  for (const m of MACHINES) {
    const found = m.hoops.find((h) => h.id === id)
    if (found) return found
  }
  return undefined
}

export function hoopFits(h: Hoop, widthMm: number, heightMm: number): boolean {
  return widthMm <= h.widthMm && heightMm <= h.heightMm
}

/** Hoops ordered by area, smallest first (ties: the narrower first). */
function bySize(hoops: readonly Hoop[]): Hoop[] {
  return [...hoops].sort((a, b) => a.widthMm * a.heightMm - b.widthMm * b.heightMm || a.widthMm - b.widthMm)
}

/** A design that cannot be sewn as asked; `field` is the request field to change. */
export class HoopError extends Error {
  override name = 'HoopError'
  constructor(
    message: string,
    readonly field: 'hoop' | 'machine' | 'thread_chart' | 'non_field_errors' = 'non_field_errors',
  ) {
    super(message)
  }
}

const mm = (v: number) => (Math.round(v * 10) / 10).toString()

/**
 * The hoop a design is sewn in: the one asked for (it must fit), else the smallest of the machine's hoops that
 * holds the stitched extents. Throws a HoopError whose message says the size and what to change.
 */
export function chooseHoop(
  machine: Machine,
  widthMm: number,
  heightMm: number,
  hoopId?: string | null,
): Hoop {
  const size = `${mm(widthMm)} × ${mm(heightMm)} mm`
  if (hoopId) {
    const asked = machine.hoops.find((h) => h.id === hoopId)
    if (!asked) throw new HoopError(`"${hoopId}" is not a ${machine.label} hoop.`, 'hoop')
    if (!hoopFits(asked, widthMm, heightMm))
      throw new HoopError(
        `The design stitches out at ${size}, larger than the ${asked.name} hoop ` +
          `(${asked.widthMm} × ${asked.heightMm} mm). Choose a larger hoop, a smaller stitch size or scale 1.`,
        'hoop',
      )
    return asked
  }
  const fit = bySize(machine.hoops).find((h) => hoopFits(h, widthMm, heightMm))
  if (fit) return fit
  const largest = bySize(machine.hoops).at(-1) as Hoop
  throw new HoopError(
    `The design stitches out at ${size}, larger than the largest ${machine.label} hoop ` +
      `(${largest.widthMm} × ${largest.heightMm} mm). Use a smaller stitch size or scale 1.`,
  )
}
