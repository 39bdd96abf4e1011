import type { EmbroideryFormat } from './formats.ts'

/**
 * Embroidery hoops (frames) of common home machines, by sewing field: the area the needle can reach, which is
 * what a design must fit. Width is the horizontal axis as the hoop sits on the machine; a design may not be
 * rotated into a hoop. Each brand's sources are named beside its list; a size no reachable document confirmed
 * carries `unverified: true` (still offered: it is the maker's usual size as far as we know, but nobody checked
 * it against a manual).
 */
export interface Hoop {
  id: string
  name: string
  widthMm: number
  heightMm: number
  /** JEF header hoop code, for the hoops the format names. */
  jefCode?: number
  /** No document we could reach confirms this size. */
  unverified?: true
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
const unverified = (h: Hoop): Hoop => ({ ...h, unverified: true })

// Brother / Baby Lock: the 10×10, 13×18, 16×26, 20×20 and 20×30 cm frames of the PE/NQ/Innov-is and Baby Lock
// lines (Brother's embroidery-frame accessory pages; the same five sizes in PE-Design's hoop list; the sewing
// fields 100×100, 127×178, 145×240, 200×200, 200×298 mm in Kimberbell's "Hoop sizes vs. sewing fields").
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
// Janome: the five sizes the JEF format names by code (pyembroidery's JEF writer: 0 = 110×110, 1 = 50×50,
// 2 = 140×200, 3 = 126×110, 4 = 200×200); SQ14 140×140 (Janome MC550E / MC15000 hoop lists), SQ23 230×230 and
// GR 230×300 (MC15000 hoop list). Janome's "Ask Jan" hoop chart names the small free-arm hoop C and the large
// rectangular one B on the MC9500-era machines; the ids below keep their old letters so saved settings still
// resolve. RE28 (200×280) was not found in any document reached.
const JANOME_HOOPS = [
  hoop('janome-b', 'Janome 5×5 cm (free-arm hoop)', 50, 50, 1),
  hoop('janome-110x110', 'Janome 11×11 cm', 110, 110, 0),
  hoop('janome-a', 'Janome 12.6×11 cm (standard hoop A)', 126, 110, 3),
  hoop('janome-sq14', 'Janome SQ14 14×14 cm', 140, 140),
  hoop('janome-c', 'Janome 14×20 cm (RE20 / large hoop)', 140, 200, 2),
  hoop('janome-sq20', 'Janome SQ20 20×20 cm', 200, 200, 4),
  hoop('janome-sq23', 'Janome SQ23 23×23 cm', 230, 230),
  unverified(hoop('janome-re28', 'Janome RE28 20×28 cm', 200, 280)),
  hoop('janome-gr', 'Janome GR 23×30 cm', 230, 300),
]
// Bernina: large oval 145×255 and jumbo 260×400 (a Bernina dealer's hoop labels, embroideryhooping.com, "Stop
// guessing hoop sizes"). The small (72×50) and medium (100×130) hoops were not found in any document reached.
const BERNINA_HOOPS = [
  unverified(hoop('bernina-small', 'Bernina small 7.2×5 cm', 72, 50)),
  unverified(hoop('bernina-medium', 'Bernina medium 10×13 cm', 100, 130)),
  hoop('bernina-large-oval', 'Bernina large oval 14.5×25.5 cm', 145, 255),
  hoop('bernina-jumbo', 'Bernina jumbo 26×40 cm', 260, 400),
]
// Husqvarna Viking: DESIGNER Splendid Square 120×120, Crown 260×200 and Imperial 360×260 (the DESIGNER EPIC 2's
// hoops, quiltsocial.com "The anatomy of a machine embroidery hoop"); 240×150 (a Designer Ruby Royale owner's
// hoop, annthegran.com "Hoopla about hoop sizes"); 360×200 (the Designer Ruby's 7.87×14.17" hoop,
// sdbev.wordpress.com "Multi hoop heaven"); the 150×150 texture hoop and the 200×200 quilter's hoop, made by
// Husqvarna Viking and Pfaff alike (bonnysews.com "Specialty embroidery hoops and quilting, part 2").
// 100×100 and 170×100 were not found in any document reached, nor any Pfaff size but the two shared ones.
const VIKING_PFAFF = (brand: string, id: string, viking: boolean) => {
  const own = (h: Hoop) => (viking ? h : unverified(h))
  return [
    unverified(hoop(`${id}-100x100`, `${brand} 10×10 cm`, 100, 100)),
    own(hoop(`${id}-120x120`, `${brand} 12×12 cm`, 120, 120)),
    hoop(`${id}-150x150`, `${brand} 15×15 cm (texture hoop)`, 150, 150),
    unverified(hoop(`${id}-170x100`, `${brand} 17×10 cm`, 170, 100)),
    hoop(`${id}-200x200`, `${brand} 20×20 cm (quilter's hoop)`, 200, 200),
    own(hoop(`${id}-240x150`, `${brand} 24×15 cm`, 240, 150)),
    own(hoop(`${id}-260x200`, `${brand} 26×20 cm`, 260, 200)),
    own(hoop(`${id}-360x200`, `${brand} 36×20 cm`, 360, 200)),
    ...(viking ? [hoop(`${id}-360x260`, `${brand} 36×26 cm`, 360, 260)] : []),
  ]
}
// Singer: no maker's document reached; one open-source hoop table (code search) lists 100×100, 170×100 and
// 260×160, which disagrees with the 260×150 below. All unverified.
const SINGER_HOOPS = [
  unverified(hoop('singer-100x100', 'Singer 10×10 cm', 100, 100)),
  unverified(hoop('singer-170x100', 'Singer 17×10 cm', 170, 100)),
  unverified(hoop('singer-260x150', 'Singer 26×15 cm', 260, 150)),
]
// Tajima / Melco (commercial, DST / EXP): tubular frames by sewing field. No document reached; all unverified.
const COMMERCIAL = (brand: string, id: string) =>
  [
    hoop(`${id}-90x90`, `${brand} 12 cm round (9×9 cm field)`, 90, 90),
    hoop(`${id}-120x120`, `${brand} 15 cm round (12×12 cm field)`, 120, 120),
    hoop(`${id}-150x150`, `${brand} 18 cm round (15×15 cm field)`, 150, 150),
    hoop(`${id}-200x200`, `${brand} 21 cm square (20×20 cm field)`, 200, 200),
    hoop(`${id}-300x300`, `${brand} 30 cm square (30×30 cm field)`, 300, 300),
    hoop(`${id}-360x360`, `${brand} 36 cm square (36×36 cm field)`, 360, 360),
  ].map(unverified)

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
    hoops: VIKING_PFAFF('Husqvarna Viking', 'viking', true),
  },
  { id: 'pfaff', label: 'Pfaff', format: 'vp3', hoops: VIKING_PFAFF('Pfaff', 'pfaff', false) },
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

/** What the product says next to a hoop whose size no maker's document confirmed (`unverified`). */
export const UNVERIFIED_HOOP_NOTE = "size not confirmed by the maker — measure your hoop's sewing field"

/**
 * The hoop a design is sewn in: the one asked for (it must fit), else the smallest of the machine's hoops with a
 * confirmed size that holds the stitched extents, else the smallest unconfirmed one that does (a size we only
 * believe is a worse first offer than a larger one the maker documents). Throws a HoopError whose message says the size and what to change.
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
  const fits = bySize(machine.hoops).filter((h) => hoopFits(h, widthMm, heightMm))
  const fit = fits.find((h) => !h.unverified) ?? fits[0]
  if (fit) return fit
  const largest = bySize(machine.hoops).at(-1) as Hoop
  throw new HoopError(
    `The design stitches out at ${size}, larger than the largest ${machine.label} hoop ` +
      `(${largest.widthMm} × ${largest.heightMm} mm). Use a smaller stitch size or scale 1.`,
  )
}
