// The ideal observer of the wide bench's cell counts: it knows every boundary between two cells that
// differ (exactly where it is) and the true mean cell size, and counts the cells of flat runs as their
// length over that size, and those of flat margins as many as show by a share of a cell. Where even it
// miscounts, the count is not in the image. Used by recover-ceiling.bench.ts and recover-misses.ts.
import type { RGBAImage } from '@threadbit/pixelart'

/** Whether cells k - 1 and k of the sprite differ anywhere along the axis. */
function differs(truth: RGBAImage, axis: 'x' | 'y', k: number): boolean {
  const { width, height, data } = truth
  for (let j = 0; j < (axis === 'x' ? height : width); j++) {
    const a = axis === 'x' ? (j * width + k - 1) * 4 : ((k - 1) * width + j) * 4
    const b = axis === 'x' ? (j * width + k) * 4 : (k * width + j) * 4
    for (let c = 0; c < 4; c++) if (data[a + c] !== data[b + c]) return true
  }
  return false
}

/** The indices k (1 ≤ k < cells) of the boundaries that show: cells k - 1 and k differ. */
export function visibleBoundaries(truth: RGBAImage, axis: 'x' | 'y'): number[] {
  const n = axis === 'x' ? truth.width : truth.height
  const out: number[] = []
  for (let k = 1; k < n; k++) if (differs(truth, axis, k)) out.push(k)
  return out
}

/** The ideal observer's count along one axis, or null when no boundary shows at all. */
export function observedCount(
  truth: RGBAImage,
  axis: 'x' | 'y',
  cells: { edges: number[]; length: number },
  share: number,
): number | null {
  const n = cells.edges.length - 1
  const visible = visibleBoundaries(truth, axis).map((k) => cells.edges[k] as number)
  if (visible.length === 0) return null
  const size = ((cells.edges[n] as number) - (cells.edges[0] as number)) / n
  let count = 0
  for (let v = 1; v < visible.length; v++)
    count += Math.max(1, Math.round(((visible[v] as number) - (visible[v - 1] as number)) / size))
  const margin = (m: number) => (m <= 0 ? 0 : Math.max(0, Math.floor(m / size - share) + 1))
  return count + margin(visible[0] as number) + margin(cells.length - (visible.at(-1) as number))
}
