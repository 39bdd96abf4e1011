import type { RGBAImage } from '../png.ts'
import { nativeAxis, oneWayOnBothAxes, type AxisCells } from './axis-cells.ts'
import {
  countColors,
  DEFAULT_MAX_COLORS,
  OPAQUE_ALPHA,
  paletteOf,
  renderCells,
  sampleCells,
} from './cell-colours.ts'
import { unmixCells } from './cell-unmix.ts'
import { cropRGBA } from '../rgba-analysis.ts'
import { contentBox } from './content-box.ts'
import { isClean, reproduces } from './exact-upscale.ts'
import { fixedAxis, freeAxis, irregularGrid, refineAxis } from './irregular-choice.ts'
import { edgeProfiles, premultiply, smooth3 } from './edge-profiles.ts'
import { reclaimCutCells, settleEnds } from './end-cells.ts'
import { reclaimSlivers } from './end-slivers.ts'
import { halved, splitCells } from './split-cells.ts'
import { areSquare, squareCells } from './square-cells.ts'
import { exactUpscaleAxis, integerUpscaleAxis, integerUpscaleAxisAt } from './integer-upscale.ts'
import { coarserCells } from './coarser-cells.ts'
import { finerCells } from './finer-cells.ts'
import { evenerCells } from './evener-cells.ts'
import { findGrid } from './lattice-search.ts'
import { NotPixelArtError } from './not-pixel-art.ts'
import { secondOpinion } from './second-opinion.ts'
import { matchScales } from './matched-scale.ts'
import { modelResidual } from './model-redraw.ts'
import { recountAtPooledSize } from './pooled-size.ts'

export { NotPixelArtError }

export interface RecoverResult {
  /** The native grid: one pixel per cell, at most `maxSize` on each side, opaque or fully transparent. */
  image: RGBAImage
  /** Size of one cell in input pixels (1 when the input was already native). */
  scale: { x: number; y: number }
  /** Input position of the top-left corner of the output's first cell (negative if it was cut off). */
  offset: { x: number; y: number }
  /** Number of distinct opaque colours in `image`. */
  colors: number
  /**
   * The cells found, as edge positions in input pixels per axis (clamped to the image): column k of
   * `image` spans x from `grid.x[k]` to `grid.x[k + 1]`. Irregular grids have unevenly spaced edges.
   */
  grid: { x: number[]; y: number[] }
}

export interface RecoverOptions {
  /** Largest grid accepted, per side (the editor's 128). */
  maxSize?: number
  /** Most colours in the result (the editor's 12). */
  maxColors?: number
  /**
   * Exactly this many cells per axis (cells cut by the image edge included), when the automatic count
   * was wrong: the cell boundaries are fitted anew for that count. An axis left out is found as usual.
   */
  cells?: { x?: number; y?: number }
}

const DEFAULT_MAX_SIZE = 128
/** A median neighbour difference (sum over RGBA) above this marks a noisy image. */
const NOISY_FLOOR = 6
/** Pixels this close to a cell boundary may take the neighbouring cell's colour in a redraw (the 3×3
 * smoothing of a noisy image widens every boundary by one more pixel). */
const SHARP_ALLOWANCE = 1
const SMOOTHED_ALLOWANCE = 1.5

/**
 * Recovers the native pixel grid of an image that is, or was made from, pixel art: upscaled by any
 * (also non-integer) factor, shifted, blurred, noisy or JPEG-compressed. Throws NotPixelArtError when it
 * is not pixel art at any scale the editor can hold.
 */
export function recoverNativePixelArt(input: RGBAImage, options: RecoverOptions = {}): RecoverResult {
  const maxSize = Math.max(1, Math.floor(options.maxSize ?? DEFAULT_MAX_SIZE))
  const maxColors = Math.min(256, Math.max(1, Math.floor(options.maxColors ?? DEFAULT_MAX_COLORS)))
  const { width, height } = input
  if (width < 1 || height < 1) throw new NotPixelArtError('The image is empty.')
  if (!hasOpaquePixel(input)) throw new NotPixelArtError('The image is fully transparent.')

  const premultiplied = premultiply(input)
  const fitsAsIs = width <= maxSize && height <= maxSize
  const profiles = edgeProfiles(premultiplied)
  // Lattices are checked on a denoised copy when neighbouring pixels typically differ (noise, JPEG grain),
  // but not when they differ along straight ramps (a smooth upscale), which smoothing would only blur.
  const noisy = Math.min(profiles.noiseFloor, profiles.grain) > NOISY_FLOOR
  const checked = noisy ? smooth3(premultiplied) : premultiplied
  const allowance = noisy ? SMOOTHED_ALLOWANCE : SHARP_ALLOWANCE
  const forced = forcedCounts(options.cells, width, height)
  let grid = findGrid(checked, profiles, allowance)
  // Clean art that fits as it is stays native unless it is an exact upscale: a wall of 2-pixel bricks is
  // not the same wall at half the size.
  const clean = isClean(input)
  if (grid && !forced.x && !forced.y && clean && !reproduces(input, grid.x, grid.y)) grid = null
  if (grid) {
    grid = {
      x: refineAxis(checked, 'x', profiles.gradientX, grid.x, grid.y, width, { clean, noisy }),
      y: refineAxis(checked, 'y', profiles.gradientY, grid.y, grid.x, height, { clean, noisy }),
    }
  }
  if (!grid && !forced.x && !forced.y) grid = irregularGrid(input, checked, profiles)
  let axisX = grid?.x ?? null
  let axisY = grid?.y ?? null
  // Clean art keeps a changed grid only when it redraws it exactly, as any grid it gets.
  const cleanKeeps = (x: AxisCells, y: AxisCells) =>
    (x === axisX && y === axisY) || !clean || reproduces(input, x, y)
  if (!forced.x && !forced.y) {
    const x = secondOpinion(checked, 'x', profiles.gradientX, axisX, clean)
    const y = secondOpinion(checked, 'y', profiles.gradientY, axisY, clean)
    if (x && y && cleanKeeps(x, y)) [axisX, axisY] = [x, y]
  }
  // A noisy image read as ramps on one axis only is judged as flat cells on both from here on
  // (axis-cells.ts).
  const mixed = axisX && axisY && !forced.x && !forced.y ? oneWayOnBothAxes(axisX, axisY, noisy) : null
  if (mixed) [axisX, axisY] = [mixed.x, mixed.y]
  // Half cells, where cells twice their size draw the image as well and drop no colour step
  // (coarser-cells.ts). Square cells stay square: merging the flat runs of one axis only (a domino's
  // columns of one, two and three cells) is a repeat of the image, not its cells.
  if (axisX && axisY && !forced.x && !forced.y) {
    const x = coarserCells(premultiplied, 'x', profiles.gradientX, axisX)
    const y = coarserCells(premultiplied, 'y', profiles.gradientY, axisY)
    if (cleanKeeps(x, y) && (areSquare(x, y) || !areSquare(axisX, axisY))) [axisX, axisY] = [x, y]
  }
  // Cells far too coarse for what the image shows (finer-cells.ts), after the second opinion: it settles
  // the exact count where the edges' period is clear.
  if (axisX && axisY && !forced.x && !forced.y) {
    const x = finerCells(premultiplied, 'x', profiles.gradientX, axisX)
    const y = finerCells(premultiplied, 'y', profiles.gradientY, axisY)
    if (cleanKeeps(x, y)) [axisX, axisY] = [x, y]
  }
  // Cells twice too large: two-cell blocks whose few one-cell details show as pairs of edges half a found
  // cell apart (split-cells.ts).
  if (axisX && axisY && !forced.x && !forced.y) {
    let x = splitCells(profiles.gradientX, axisX, maxSize)
    let y = splitCells(profiles.gradientY, axisY, maxSize)
    // Square cells stay square: the detail on one axis splits the other's cells too.
    if (areSquare(axisX, axisY) && (x === axisX) !== (y === axisY)) {
      if (x === axisX) x = halved(axisX, maxSize) ?? axisX
      else y = halved(axisY, maxSize) ?? axisY
    }
    if (cleanKeeps(x, y) && (areSquare(x, y) || !areSquare(axisX, axisY))) [axisX, axisY] = [x, y]
  }
  // Cells of a repeat's size that fill the spans between edges unevenly (evener-cells.ts).
  if (axisX && axisY && !forced.x && !forced.y) {
    const x = evenerCells(profiles.gradientX, width, axisX)
    const y = evenerCells(profiles.gradientY, height, axisY)
    if (cleanKeeps(x, y)) [axisX, axisY] = [x, y]
  }
  // Cells clearly wider on one axis than on the other, made square on the axis the image's strong edges
  // and its redraw say (square-cells.ts).
  if (axisX && axisY && !forced.x && !forced.y) {
    const square = squareCells(
      {
        gradient: profiles.gradientX,
        length: width,
        cells: axisX,
        redraw: (e) => modelResidual(premultiplied, 'x', e),
      },
      {
        gradient: profiles.gradientY,
        length: height,
        cells: axisY,
        redraw: (e) => modelResidual(premultiplied, 'y', e),
      },
    )
    if (cleanKeeps(square.x, square.y)) [axisX, axisY] = [square.x, square.y]
  }
  // Near-square cells of two sizes: the axis whose own measure of the size is the weaker takes the other's
  // (matched-scale.ts).
  if (axisX && axisY && !forced.x && !forced.y) {
    const m = matchScales(
      premultiplied,
      { gradient: profiles.gradientX, length: width, cells: axisX },
      { gradient: profiles.gradientY, length: height, cells: axisY },
    )
    if (cleanKeeps(m.x, m.y)) [axisX, axisY] = [m.x, m.y]
  }
  // Flat runs counted at the cell size both axes' measured edges agree on (pooled-size.ts). Not on clean
  // art: its edges fall on whole pixels, where a lattice through them is exact and a measure of their
  // blurred peaks is not, and any count of a flat run redraws it exactly.
  if (axisX && axisY && !forced.x && !forced.y && !clean) {
    const pooled = recountAtPooledSize(
      { gradient: profiles.gradientX, length: width, cells: axisX },
      { gradient: profiles.gradientY, length: height, cells: axisY },
    )
    axisX = pooled.x
    axisY = pooled.y
  }
  if (axisX && axisY && !forced.x && !forced.y) {
    const x = settleEnds(checked, 'x', profiles.gradientX, axisX, width)
    const y = settleEnds(checked, 'y', profiles.gradientY, axisY, height)
    if (cleanKeeps(x, y)) [axisX, axisY] = [x, y]
  }
  // A cut cell whose boundary was read a pixel off can look too narrow to count; one that shows detail of
  // its own along the image edge is a cell however narrow it reads (end-slivers.ts). Judged on the image
  // itself: the 3×3 smoothing carries the neighbouring cell's colour onto the edge line.
  if (axisX && axisY && !forced.x && !forced.y) {
    const x = reclaimSlivers(premultiplied, 'x', axisX, axisY.scale, width, maxSize)
    const y = reclaimSlivers(premultiplied, 'y', axisY, axisX.scale, height, maxSize)
    if (cleanKeeps(x, y)) [axisX, axisY] = [x, y]
  }
  // A cut cell dropped as a sliver whose boundary, placed to a fraction of a pixel, leaves about half a
  // cell showing (end-cells.ts).
  if (axisX && axisY && !forced.x && !forced.y) {
    const x = reclaimCutCells(profiles.gradientX, axisX, width, maxSize)
    const y = reclaimCutCells(profiles.gradientY, axisY, height, maxSize)
    if (cleanKeeps(x, y)) [axisX, axisY] = [x, y]
  }
  // Clean art that is an exact integer upscale along an axis takes that lattice: it redraws every pixel,
  // where a grid one cell off can redraw all but a few (integer-upscale.ts). An axis the user fixed keeps
  // their count; the other gets the same lattice as without the nudge.
  if (!(forced.x && forced.y) && clean) {
    let x = forced.x ? null : integerUpscaleAxis(input, 'x')
    let y = forced.y ? null : integerUpscaleAxis(input, 'y')
    // An axis too short to judge alone takes the other's whole factor when its changes fall on it.
    if (x && !y && !forced.y) y = integerUpscaleAxisAt(input, 'y', x.scale)
    if (y && !x && !forced.x) x = integerUpscaleAxisAt(input, 'x', y.scale)
    // No grid found and neither axis a whole-number upscale: a non-integer nearest upscale of a sprite too
    // small for the grid search still puts every change on one lattice, the same size both ways. Only
    // then: where a grid was found, coarser lattices that fit every change are no rarer than the true one.
    if (!x && !y && !forced.x && !forced.y && !(axisX && axisY)) {
      const exactX = exactUpscaleAxis(input, 'x')
      const exactY = exactUpscaleAxis(input, 'y')
      if (exactX && exactY && areSquare(exactX, exactY)) [x, y] = [exactX, exactY]
    }
    if (x && y) [axisX, axisY] = [x, y]
    else if (axisX && axisY) [axisX, axisY] = [x ?? axisX, y ?? axisY]
  }
  if (forced.x) axisX = fixedAxis(profiles.gradientX, width, forced.x)
  if (forced.y) axisY = fixedAxis(profiles.gradientY, height, forced.y)
  // One axis fixed by the user and the other without a grid of its own: square cells are the rule.
  if (axisX && !axisY && forced.x) axisY = freeAxis(profiles.gradientY, height, axisX.scale)
  if (axisY && !axisX && forced.y) axisX = freeAxis(profiles.gradientX, width, axisY.scale)
  if (!axisX || !axisY) {
    if (!fitsAsIs) {
      throw new NotPixelArtError(
        `No pixel grid was found in this ${width}×${height} image, so it is not pixel art that can be ` +
          `reduced to at most ${maxSize}×${maxSize} pixels.`,
      )
    }
    axisX = nativeAxis(width)
    axisY = nativeAxis(height)
  }

  const ramps = (axis: AxisCells, read: boolean | undefined): AxisCells =>
    read ? { ...axis, model: 'linear' } : axis
  const cells = sampleCells(input, ramps(axisX, mixed?.rampsX), ramps(axisY, mixed?.rampsY))
  const unmixed = unmixCells(cells, axisX.count, axisY.count, maxColors)
  const palette = paletteOf(unmixed, maxColors, cells, unmixed !== cells)
  let image = renderCells(cells, palette, axisX.count, axisY.count)
  let edgesX = axisX.edges
  let edgesY = axisY.edges
  if (image.width > maxSize || image.height > maxSize) {
    // A sprite on a large plain canvas: keep the sprite, drop the canvas.
    const box = contentBox(image)
    image = cropRGBA(image, box)
    edgesX = edgesX.slice(box.x, box.x + box.width + 1)
    edgesY = edgesY.slice(box.y, box.y + box.height + 1)
    if (image.width > maxSize || image.height > maxSize) {
      throw new NotPixelArtError(
        `This image's pixel grid is ${image.width}×${image.height}, larger than the ${maxSize}×${maxSize} ` +
          'the editor holds, or the image is not pixel art.',
      )
    }
  }
  return {
    image,
    scale: { x: axisX.scale, y: axisY.scale },
    offset: { x: edgesX[0] as number, y: edgesY[0] as number },
    colors: countColors(image),
    grid: { x: edgesX.map((e) => clamp(e, 0, width)), y: edgesY.map((e) => clamp(e, 0, height)) },
  }
}

function hasOpaquePixel(image: RGBAImage): boolean {
  const { data } = image
  for (let i = 3; i < data.length; i += 4) if ((data[i] as number) >= OPAQUE_ALPHA) return true
  return false
}

/** The user's cell counts, each at least 1 and at most the axis length. */
function forcedCounts(cells: RecoverOptions['cells'], width: number, height: number) {
  const valid = (n: number | undefined, length: number) =>
    n === undefined || !Number.isFinite(n) ? undefined : Math.min(length, Math.max(1, Math.round(n)))
  return { x: valid(cells?.x, width), y: valid(cells?.y, height) }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
