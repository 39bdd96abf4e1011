// Cells half the true size: on a small sprite with large cells whose widths vary, a lattice of half cells
// meets more of the wandering boundaries than one of whole cells, so the grid search can settle on it, and
// its irregular refits keep its count. Half cells draw the image no better than whole ones (each true cell
// is two flat halves), so parsimony decides: a free fit of twice the found size replaces them when it draws
// the image (drawn the way the image was made, model-redraw.ts) about as well, and no boundary it drops
// separates colours that differ by more than noise on any line. That last test is what keeps real cells
// of a sprite whose rows or columns mostly come in pairs: merging the pairs redraws it almost as well
// (the few lines that differ hardly move an average), but on those lines the dropped boundary is a clear
// colour step, where between the halves of one cell there is only noise.
import { sameBoundaryReach, type AxisCells } from './axis-cells.ts'
import { channelDistance, type Premultiplied, type Profile } from './edge-profiles.ts'
import { freeAxis } from './irregular-choice.ts'
import { lineNoise, sampledLines } from './lattice-misfit.ts'
import { DRAWN_RESIDUAL, modelResidual } from './model-redraw.ts'

/** The coarser fit must draw the image (DRAWN_RESIDUAL) and leave at most this many times the found
 * cells' residual, plus this: blur and noise draw a little better with any finer partition. */
const AS_WELL_RATIO = 1.3
const AS_WELL_SLACK = 0.5
/** A fit of twice the size counts as coarser with at most this share of the found count. */
const MOST_COUNT = 0.7
/** A dropped boundary is a real colour step when the cell centres on either side differ, on some sampled
 * line, by more than this many times the typical difference between neighbouring pixels (lineNoise; at
 * least NOISE_FLOOR, as clean and smooth images have none): across 64 lines, noise alone stays within
 * about a dozen times it. */
const STEP_OVER_NOISE = 20
const NOISE_FLOOR = 2

/** The found cells, or a fit of cells twice their size when that draws the axis about as well and drops
 * no real colour step. */
export function coarserCells(
  image: Premultiplied,
  axis: 'x' | 'y',
  gradient: Profile,
  found: AxisCells,
): AxisCells {
  // Ramps (a smooth upscale) are judged by their own model, not by flat cells.
  if (found.model !== 'flat') return found
  const length = axis === 'x' ? image.width : image.height
  const coarse = freeAxis(gradient, length, 2 * found.scale)
  if (!coarse || coarse.count > MOST_COUNT * found.count) return found
  const coarser = modelResidual(image, axis, coarse.edges)
  if (!(coarser <= DRAWN_RESIDUAL)) return found
  if (coarser > AS_WELL_RATIO * modelResidual(image, axis, found.edges) + AS_WELL_SLACK) return found
  const noise = Math.max(NOISE_FLOOR, lineNoise(image, axis))
  return largestDroppedStep(image, axis, found, coarse) > STEP_OVER_NOISE * noise ? found : coarse
}

/** The largest colour difference, over the sampled lines, between the centres of the two found cells on
 * either side of a boundary the coarser cells drop. */
function largestDroppedStep(
  image: Premultiplied,
  axis: 'x' | 'y',
  found: AxisCells,
  coarse: AxisCells,
): number {
  const { data, along, lines } = sampledLines(image, axis)
  const edges = found.edges
  const near = sameBoundaryReach(found.scale)
  const centre = (from: number, to: number) =>
    Math.min(along - 1, Math.max(0, Math.floor((Math.max(0, from) + Math.min(along, to)) / 2)))
  let largest = 0
  for (let i = 1; i + 1 < edges.length; i++) {
    const boundary = edges[i] as number
    if (coarse.edges.some((e) => Math.abs(e - boundary) <= near)) continue
    const left = centre(edges[i - 1] as number, boundary) * 4
    const right = centre(boundary, edges[i + 1] as number) * 4
    for (let j = 0; j < lines; j++) {
      const base = j * along * 4
      largest = Math.max(largest, channelDistance(data, base + left, base + right))
    }
  }
  return largest
}
