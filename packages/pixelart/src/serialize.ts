import { AUTHOR_MAX, GRID_STORAGE_SIZE, PALETTE_SLOTS, TITLE_MAX } from '@threadbit/contracts'
import { base64ToBytes, bytesToBase64 } from './base64.ts'
import { TRANSPARENT, normalizeColor, requireCell, type Cell, type Color } from './color.ts'

export const SERIALIZED_FORMAT = 'threadbit-pixelart'
export const SERIALIZED_VERSION = 1

/**
 * A design as kept in localStorage. The grid is a table of its distinct colours plus one index per visible
 * cell, base64-encoded: 0 is transparent, k is colors[k - 1]; one byte per cell, or two (little-endian)
 * when the grid holds more than 255 colours. A full 128x128 design is about 22 kB of JSON.
 */
/** A design's fields besides its cells, the same in the saved JSON and once decoded. */
interface PixelArtFields {
  id: string
  title: string
  author: string
  rows: number
  columns: number
  border: boolean
  borderColor: Color
  palette: (Color | null)[]
}

export interface SerializedPixelArt extends PixelArtFields {
  format: typeof SERIALIZED_FORMAT
  version: typeof SERIALIZED_VERSION
  colors: Color[]
  pixels: string
}

export interface DecodedPixelArt extends PixelArtFields {
  /** rows * columns cells, row-major. */
  cells: Uint32Array
}

export function encodeCells(
  cells: Uint32Array,
  colorOf: (cell: Cell) => Color,
): { colors: Color[]; pixels: string } {
  const indexByCell = new Map<Cell, number>()
  const colors: Color[] = []
  for (const cell of cells) {
    if (cell !== 0 && !indexByCell.has(cell)) {
      colors.push(colorOf(cell))
      indexByCell.set(cell, colors.length)
    }
  }
  const wide = colors.length > 255
  const bytes = new Uint8Array(cells.length * (wide ? 2 : 1))
  cells.forEach((cell, i) => {
    const index = cell === 0 ? 0 : (indexByCell.get(cell) as number)
    if (wide) {
      bytes[2 * i] = index & 255
      bytes[2 * i + 1] = index >> 8
    } else bytes[i] = index
  })
  return { colors, pixels: bytesToBase64(bytes) }
}

class InvalidPixelArt extends TypeError {
  constructor(reason: string) {
    super(`Invalid pixel art data: ${reason}`)
    this.name = 'InvalidPixelArt'
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function gridSize(v: unknown, name: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > GRID_STORAGE_SIZE) {
    throw new InvalidPixelArt(`${name} must be an integer from 0 to ${GRID_STORAGE_SIZE}`)
  }
  return v
}

function hexColor(v: unknown, name: string): Color {
  const normalized = typeof v === 'string' ? normalizeColor(v) : null
  if (normalized === null || normalized === TRANSPARENT) throw new InvalidPixelArt(`${name} must be a colour`)
  return normalized
}

/** Validates everything; throws a TypeError naming the first problem. */
export function decodeSerialized(json: unknown): DecodedPixelArt {
  if (!isRecord(json)) throw new InvalidPixelArt('expected an object')
  if (json.format !== SERIALIZED_FORMAT || json.version !== SERIALIZED_VERSION) {
    throw new InvalidPixelArt(`expected format ${SERIALIZED_FORMAT} version ${SERIALIZED_VERSION}`)
  }
  const { id, title, author, border } = json
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) throw new InvalidPixelArt('bad id')
  if (typeof title !== 'string' || title.length > TITLE_MAX) throw new InvalidPixelArt('bad title')
  if (typeof author !== 'string' || author.length > AUTHOR_MAX) throw new InvalidPixelArt('bad author')
  if (typeof border !== 'boolean') throw new InvalidPixelArt('border must be a boolean')
  const rows = gridSize(json.rows, 'rows')
  const columns = gridSize(json.columns, 'columns')
  const borderColor = hexColor(json.borderColor, 'borderColor')

  if (!Array.isArray(json.palette) || json.palette.length !== PALETTE_SLOTS) {
    throw new InvalidPixelArt(`palette must have ${PALETTE_SLOTS} slots`)
  }
  const palette = json.palette.map((slot: unknown, i) => {
    if (i === PALETTE_SLOTS - 1) {
      if (slot !== TRANSPARENT) throw new InvalidPixelArt('the last palette slot must be transparent')
      return TRANSPARENT
    }
    return slot === null ? null : hexColor(slot, `palette[${i}]`)
  })

  if (!Array.isArray(json.colors)) throw new InvalidPixelArt('colors must be an array')
  const table = json.colors.map((c: unknown, i) => requireCellOrThrow(c, i))
  if (new Set(table).size !== table.length) throw new InvalidPixelArt('colors must be distinct')
  if (typeof json.pixels !== 'string') throw new InvalidPixelArt('pixels must be a string')
  const bytes = base64ToBytes(json.pixels)
  const wide = table.length > 255
  const area = rows * columns
  if (bytes === null || bytes.length !== area * (wide ? 2 : 1)) {
    throw new InvalidPixelArt(`pixels must hold ${area} cells`)
  }
  const cells = new Uint32Array(area)
  for (let i = 0; i < area; i++) {
    const index = wide ? (bytes[2 * i] as number) | ((bytes[2 * i + 1] as number) << 8) : (bytes[i] as number)
    if (index > table.length) throw new InvalidPixelArt('a pixel refers to a missing colour')
    cells[i] = index === 0 ? 0 : (table[index - 1] as number)
  }
  return { id, title, author, rows, columns, border, borderColor, palette, cells }
}

function requireCellOrThrow(v: unknown, i: number): Cell {
  try {
    const cell = requireCell(v)
    if (cell !== 0) return cell
  } catch {
    // reported below with the field's name
  }
  throw new InvalidPixelArt(`colors[${i}] must be an opaque colour`)
}
