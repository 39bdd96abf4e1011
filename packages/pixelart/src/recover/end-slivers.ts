// Cut cells at the image edges that show their own detail. A cell cut by the image edge is counted when
// enough of its width shows (VISIBLE_SHARE), but on an irregular or blurred grid the boundary next to the
// edge can be read a pixel off, and a cell cut to just over half its width then reads as under the share
// and is dropped. A strip at the edge whose colour changes along the edge (one part of a sprite's outer
// column drawn, the rest background) cannot be a margin, though: a margin is one flat colour. Such a strip
// is a cell however narrow it reads; a flat strip stays judged by its width alone.
import type { AxisCells } from './axis-cells.ts'
import { channelDistance, type Premultiplied } from './edge-profiles.ts'

/** A strip narrower than this share of its neighbouring cell is a sliver of a boundary read off, not a
 * cut cell. */
const MIN_SHARE = 0.25
/** At least this many pixels must show: one pixel at the edge is where a blurred boundary fades out. */
const MIN_PIXELS = 1.5
/** A colour this far (sum over premultiplied RGBA) from the strip's typical colour is detail... */
const DETAIL_DISTANCE = 72
/** ...when it runs along the edge for at least this share of a cell on the other axis (and 2 pixels). */
const RUN_SHARE = 0.6
/** The outermost line must differ from the strip's typical colour at least this share as much as the line
 * halfway into the strip. */
const HOLDS = 0.6

/**
 * The axis with a cell added at each end where the image edge shows a strip of at least MIN_SHARE of the
 * neighbouring cell that the grid left out, and that strip holds detail along the edge (see above), up to
 * `maxCount` cells.
 */
export function reclaimSlivers(
  image: Premultiplied,
  axis: 'x' | 'y',
  cells: AxisCells,
  otherScale: number,
  length: number,
  maxCount: number,
): AxisCells {
  // A reclaimed cell is a judgement call: it never turns a grid the editor holds into one it cannot.
  if (cells.model !== 'flat' || cells.count < 2 || cells.count >= maxCount) return cells
  const edges = [...cells.edges]
  const first = edges[0] as number
  const firstWidth = (edges[1] as number) - first
  if (isDetailedSliver(image, axis, first, firstWidth, 0, 1, otherScale)) edges.unshift(first - firstWidth)
  const last = edges.at(-1) as number
  const lastWidth = last - (edges.at(-2) as number)
  if (
    edges.length - 1 < maxCount &&
    isDetailedSliver(image, axis, length - last, lastWidth, length - 1, -1, otherScale)
  )
    edges.push(last + lastWidth)
  if (edges.length === cells.edges.length) return cells
  return { ...cells, edges, count: edges.length - 1 }
}

/**
 * Whether a strip `width` pixels wide, next to a cell `cellWidth` wide, with its outermost pixel line at
 * `line` (the strip lies towards `inward` from it), is a cut cell with detail of its own: its colour
 * changes along the edge, and as much at the outermost line as halfway in. Blur and JPEG ringing from the
 * cell beyond reach a flat margin too, but fade towards the image edge, while a cell's own colour holds
 * across it.
 */
function isDetailedSliver(
  image: Premultiplied,
  axis: 'x' | 'y',
  width: number,
  cellWidth: number,
  line: number,
  inward: 1 | -1,
  otherScale: number,
): boolean {
  if (width < MIN_PIXELS || width < MIN_SHARE * cellWidth) return false
  const outer = edgeLine(image, axis, line)
  const typical = medianColour(outer)
  const inner = edgeLine(image, axis, line + inward * Math.floor(width / 2))
  inner.set(outer.subarray(typical.offset, typical.offset + 4), typical.offset)
  const run = Math.max(2, RUN_SHARE * otherScale)
  const detail = longestRun(outer.length / 4 - 1, (i) => {
    const here = channelDistance(outer, 4 * i, typical.offset)
    return here >= HOLDS * channelDistance(inner, 4 * i, typical.offset) ? here : 0
  })
  return detail >= run
}

/** The longest run of consecutive positions whose distance exceeds DETAIL_DISTANCE. */
function longestRun(n: number, distance: (i: number) => number): number {
  let longest = 0
  let current = 0
  for (let i = 0; i < n; i++) {
    current = distance(i) > DETAIL_DISTANCE ? current + 1 : 0
    longest = Math.max(longest, current)
  }
  return longest
}

/** The pixels of one line across the axis (column `line` for x, row `line` for y), as RGBA. */
function edgeLine(image: Premultiplied, axis: 'x' | 'y', line: number): Uint8ClampedArray {
  const { width, height, data } = image
  const n = axis === 'x' ? height : width
  const out = new Uint8ClampedArray(4 * n + 4)
  for (let i = 0; i < n; i++) {
    const p = 4 * (axis === 'x' ? i * width + line : line * width + i)
    out.set(data.subarray(p, p + 4), 4 * i)
  }
  return out
}

/** The per-channel median of the line's colours, stored after them (at `offset`) for channelDistance. */
function medianColour(colours: Uint8ClampedArray): { offset: number } {
  const n = colours.length / 4 - 1
  const offset = 4 * n
  for (let c = 0; c < 4; c++) {
    const values = Array.from({ length: n }, (_, i) => colours[4 * i + c] as number).sort((a, b) => a - b)
    colours[offset + c] = values[n >> 1] as number
  }
  return { offset }
}
