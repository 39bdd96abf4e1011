import { hexToRgb, OPAQUE_ALPHA, type RGBAImage } from '@threadbit/pixelart'

/** The texture canvas is 4 times the source size (4 x 4 texels per design pixel). */
export const TEXTURE_SCALE = 4
/** The preview draws the border 1.5 design pixels wide (6 texels at TEXTURE_SCALE). */
export const PREVIEW_BORDER_CELLS = 1.5
/** A colour run this short or shorter is sewn as a satin column across it; longer areas get a tatami fill. */
export const SATIN_MAX_SPAN = 2
/** Tatami stitches are this many texels long (1.5 pixels, about 3 mm at a 2 mm stitch size). */
const TATAMI_STITCH_TEXELS = 6

export type StitchKind = 'satin' | 'tatami'
/** Thread direction in the image plane: 0 runs along x (rightwards), 1 at 45°, 2 along y, 3 at 135°. */
export type StitchAngle = 0 | 1 | 2 | 3

export interface CellStitch {
  kind: StitchKind
  angle: StitchAngle
}

/**
 * Generated maps for one design, TEXTURE_SCALE texels per pixel, rows top to bottom:
 * - color: thread colour with baked shading in RGB, coverage in A (255 thread, 0 bare cloth);
 * - normal: tangent-space normal in RGB (x right, y down, z out of the cloth, each as 0..255), and the
 *   stitch in A: kind * 128 + angle * 32 (see encodeStitch), which the shader reads for thread lines and
 *   the direction of the thread highlight.
 */
export interface StitchMaps {
  width: number
  height: number
  /** Design pixels between the texture edge and the design (the border ring), 0 without a border. */
  marginCells: number
  color: Uint8ClampedArray
  normal: Uint8ClampedArray
  /** Thread height 0..1 per texel (0 is bare cloth); kept for the flat 2D render and tests. */
  height01: Float32Array
}

export interface StitchOptions {
  border: boolean
  /** '#rrggbb' */
  borderColor: string
}

const EMPTY = -1

export function encodeStitch(stitch: CellStitch): number {
  return (stitch.kind === 'tatami' ? 128 : 0) + stitch.angle * 32
}

export function decodeStitch(alpha: number): CellStitch {
  return { kind: alpha >= 128 ? 'tatami' : 'satin', angle: ((alpha % 128) >> 5) as StitchAngle }
}

/** Packed 0xRRGGBB per pixel, EMPTY where alpha < OPAQUE_ALPHA (the editor's own transparency rule). */
function readCells(image: RGBAImage): Int32Array {
  const cells = new Int32Array(image.width * image.height)
  for (let i = 0; i < cells.length; i++) {
    const o = i * 4
    const d = image.data
    cells[i] =
      (d[o + 3] as number) < OPAQUE_ALPHA
        ? EMPTY
        : ((d[o] as number) << 16) | ((d[o + 1] as number) << 8) | (d[o + 2] as number)
  }
  return cells
}

/** Small, stable hash: the same colour always gets the same fill angle. */
function hash(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

interface Runs {
  start: Int32Array
  length: Int32Array
}

/** For each cell, the run of equal cells containing it along x (`step` 1) or y (`step` width). */
function measureRuns(cells: Int32Array, width: number, height: number, vertical: boolean): Runs {
  const start = new Int32Array(cells.length)
  const length = new Int32Array(cells.length)
  const lines = vertical ? width : height
  const along = vertical ? height : width
  const index = (line: number, k: number) => (vertical ? k * width + line : line * width + k)
  for (let line = 0; line < lines; line++) {
    let k = 0
    while (k < along) {
      const value = cells[index(line, k)] as number
      let end = k + 1
      while (end < along && cells[index(line, end)] === value) end++
      for (let j = k; j < end; j++) {
        start[index(line, j)] = k
        length[index(line, j)] = end - k
      }
      k = end
    }
  }
  return { start, length }
}

/**
 * How each pixel is sewn, the way a digitiser would: a pixel in a run of at most SATIN_MAX_SPAN along one
 * axis is a satin column whose threads span that short run; pixels inside larger areas are tatami fill,
 * rows along x or y depending on the colour so that neighbouring regions catch the light differently.
 * Returns null for transparent pixels.
 */
export function classifyStitches(image: RGBAImage): (CellStitch | null)[] {
  const { width, height } = image
  const cells = readCells(image)
  const across = measureRuns(cells, width, height, false)
  const down = measureRuns(cells, width, height, true)
  return Array.from(cells, (value, i) => {
    if (value === EMPTY) return null
    const h = across.length[i] as number
    const v = down.length[i] as number
    if (Math.min(h, v) <= SATIN_MAX_SPAN) return { kind: 'satin', angle: h <= v ? 0 : 2 }
    return { kind: 'tatami', angle: hash(value) & 1 ? 0 : 2 }
  })
}

/** A dome across a satin column: low where the needle enters the cloth, highest in the middle. */
function satinProfile(s: number): number {
  return 0.5 + 0.5 * Math.sin(Math.PI * s)
}

/**
 * Builds the colour and normal maps for a design (see StitchMaps). Pure: the same image gives the same
 * bytes, so it runs in tests and, in the browser, straight into WebGL data textures or a 2D canvas.
 */
export function generateStitchMaps(image: RGBAImage, options: StitchOptions): StitchMaps {
  const S = TEXTURE_SCALE
  const marginCells = options.border ? PREVIEW_BORDER_CELLS : 0
  const M = Math.round(marginCells * S)
  const width = image.width * S + 2 * M
  const height = image.height * S + 2 * M
  const cells = readCells(image)
  const stitches = classifyStitches(image)
  const across = measureRuns(cells, image.width, image.height, false)
  const down = measureRuns(cells, image.width, image.height, true)
  const border = hexToRgb(options.borderColor) ?? [0, 0, 0]

  const heights = new Float32Array(width * height)
  const color = new Uint8ClampedArray(width * height * 4)
  const normal = new Uint8ClampedArray(width * height * 4)
  const stitchCode = new Uint8Array(width * height)

  const cellAt = (x: number, y: number) =>
    x < 0 || y < 0 || x >= image.width || y >= image.height ? EMPTY : (cells[y * image.width + x] as number)

  for (let ty = 0; ty < height; ty++) {
    for (let tx = 0; tx < width; tx++) {
      const t = ty * width + tx
      const dx = tx - M
      const dy = ty - M
      let h = 0
      let rgb: readonly [number, number, number] | null = null
      let code = 0
      // Thread index across the thread direction: neighbouring threads get slightly different shades.
      let thread = 0
      if (dx < 0 || dy < 0 || dx >= image.width * S || dy >= image.height * S) {
        // The border ring: a satin edge whose threads cross the ring, mitred at the corners.
        const fromLeft = tx
        const fromRight = width - 1 - tx
        const fromTop = ty
        const fromBottom = height - 1 - ty
        const inX = Math.min(fromLeft, fromRight) < M
        const inY = Math.min(fromTop, fromBottom) < M
        let s: number
        let angle: StitchAngle
        if (inX && inY) {
          const a = Math.min(fromLeft, fromRight)
          const b = Math.min(fromTop, fromBottom)
          s = (Math.max(a, b) + 0.5) / M
          angle = fromLeft < fromRight === fromTop < fromBottom ? 1 : 3
          thread = Math.abs(a - b)
        } else if (inX) {
          s = (Math.min(fromLeft, fromRight) + 0.5) / M
          angle = 0
          thread = ty
        } else {
          s = (Math.min(fromTop, fromBottom) + 0.5) / M
          angle = 2
          thread = tx
        }
        h = 0.15 + 0.95 * satinProfile(s)
        rgb = border
        code = encodeStitch({ kind: 'satin', angle })
      } else {
        const cx = dx >> 2
        const cy = dy >> 2
        const i = cy * image.width + cx
        const stitch = stitches[i]
        if (stitch) {
          const value = cells[i] as number
          rgb = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
          code = encodeStitch(stitch)
          if (stitch.kind === 'satin') {
            // Threads run along the short run: the dome goes from one end of the run to the other.
            const runs = stitch.angle === 0 ? across : down
            const runStart = (runs.start[i] as number) * S
            const runTexels = (runs.length[i] as number) * S
            const along = stitch.angle === 0 ? dx : dy
            h = 0.2 + 0.8 * satinProfile((along - runStart + 0.5) / runTexels)
            thread = stitch.angle === 0 ? dy : dx
          } else {
            // Rows two texels apart with staggered needle holes: the brick look of a tatami fill.
            const rowAxis = stitch.angle === 0 ? dy : dx
            const alongAxis = stitch.angle === 0 ? dx : dy
            const row = rowAxis >> 1
            const inRow = ((rowAxis & 1) + 0.5) / 2
            h = 0.62 + 0.3 * Math.sin(Math.PI * inRow)
            const hole = (alongAxis + (row % 3) * 2) % TATAMI_STITCH_TEXELS === 0
            if (hole) h -= 0.22
            thread = row
          }
          // A small gap where a region meets another colour or bare cloth.
          const sx = dx & 3
          const sy = dy & 3
          const differs = (ox: number, oy: number) => cellAt(cx + ox, cy + oy) !== value
          if ((sx === 0 && differs(-1, 0)) || (sx === 3 && differs(1, 0))) h *= 0.62
          if ((sy === 0 && differs(0, -1)) || (sy === 3 && differs(0, 1))) h *= 0.62
        }
      }
      heights[t] = h
      stitchCode[t] = code
      const o = t * 4
      if (rgb) {
        // Baked occlusion in the valleys and a slight shade difference between neighbouring threads.
        const shade = (0.7 + 0.3 * Math.min(1, h)) * (0.965 + 0.07 * ((hash(thread * 7 + 3) & 255) / 255))
        color[o] = rgb[0] * shade
        color[o + 1] = rgb[1] * shade
        color[o + 2] = rgb[2] * shade
        color[o + 3] = 255
      }
    }
  }

  dilateColors(color, width, height)

  // Normals from the height field: central differences, with bare cloth as height 0.
  const STRENGTH = 1.6
  for (let ty = 0; ty < height; ty++) {
    for (let tx = 0; tx < width; tx++) {
      const t = ty * width + tx
      const at = (x: number, y: number) =>
        x < 0 || y < 0 || x >= width || y >= height ? 0 : (heights[y * width + x] as number)
      const covered = (heights[t] as number) > 0
      // Outside the thread the normal stays flat; inside, a missing neighbour counts as the same height so
      // the outline does not get a cliff (the side walls of the mesh show the thickness).
      const h0 = heights[t] as number
      const pick = (x: number, y: number) => {
        const v = at(x, y)
        return covered && v === 0 ? h0 : v
      }
      let nx = covered ? -(pick(tx + 1, ty) - pick(tx - 1, ty)) * STRENGTH : 0
      let ny = covered ? -(pick(tx, ty + 1) - pick(tx, ty - 1)) * STRENGTH : 0
      let nz = 1
      const len = Math.hypot(nx, ny, nz)
      nx /= len
      ny /= len
      nz /= len
      const o = t * 4
      normal[o] = Math.round((nx * 0.5 + 0.5) * 255)
      normal[o + 1] = Math.round((ny * 0.5 + 0.5) * 255)
      normal[o + 2] = Math.round((nz * 0.5 + 0.5) * 255)
      normal[o + 3] = stitchCode[t] as number
    }
  }

  return { width, height, marginCells, color, normal, height01: heights }
}

/**
 * Gives bare texels next to thread the thread's colour (alpha stays 0), so linear filtering at an
 * outline blends towards the thread colour rather than towards black.
 */
function dilateColors(color: Uint8ClampedArray, width: number, height: number): void {
  const source = color.slice()
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      if ((source[o + 3] as number) > 0) continue
      for (const [ox, oy] of NEIGHBOURS) {
        const nx = x + ox
        const ny = y + oy
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
        const n = (ny * width + nx) * 4
        if ((source[n + 3] as number) === 0) continue
        color[o] = source[n] as number
        color[o + 1] = source[n + 1] as number
        color[o + 2] = source[n + 2] as number
        break
      }
    }
  }
}

const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
] as const

/**
 * A tileable plain-weave cloth: `threads` warp and weft threads over `size` texels. RGB is the normal
 * (as in StitchMaps), A the brightness of the weave (255 on top of a thread, darker in the gaps).
 */
export function generateClothWeave(size = 32, threads = 8): { size: number; data: Uint8ClampedArray } {
  const data = new Uint8ClampedArray(size * size * 4)
  const period = size / threads
  const heightAt = (x: number, y: number) => {
    const wx = ((x % size) + size) % size
    const wy = ((y % size) + size) % size
    const col = Math.floor(wx / period)
    const row = Math.floor(wy / period)
    const fx = (wx % period) / period
    const fy = (wy % period) / period
    // Plain weave: the warp (vertical) lies on top where row + col is even, the weft elsewhere.
    const warpOnTop = (row + col) % 2 === 0
    const warp = Math.sin(Math.PI * (fx * 0.9 + 0.05)) * (warpOnTop ? 1 : 0.45)
    const weft = Math.sin(Math.PI * (fy * 0.9 + 0.05)) * (warpOnTop ? 0.45 : 1)
    // Each thread also bends up and down as it passes over and under.
    const arch = warpOnTop ? Math.sin(Math.PI * fy) : Math.sin(Math.PI * fx)
    return Math.max(warp, weft) * (0.75 + 0.25 * arch)
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const h = heightAt(x, y)
      let nx = -(heightAt(x + 1, y) - heightAt(x - 1, y)) * 1.2
      let ny = -(heightAt(x, y + 1) - heightAt(x, y - 1)) * 1.2
      let nz = 1
      const len = Math.hypot(nx, ny, nz)
      nx /= len
      ny /= len
      nz /= len
      const o = (y * size + x) * 4
      data[o] = Math.round((nx * 0.5 + 0.5) * 255)
      data[o + 1] = Math.round((ny * 0.5 + 0.5) * 255)
      data[o + 2] = Math.round((nz * 0.5 + 0.5) * 255)
      data[o + 3] = Math.round(255 * (0.68 + 0.32 * h))
    }
  }
  return { size, data }
}
