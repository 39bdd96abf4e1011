// Rendering a sprite onto a cell grid (recovery tests and the wide bench): cells of a given size whose widths may
// vary and whose first and last cells may be cut, read by nearest neighbour or a box filter (area).
import type { RGBAImage } from '../../png.ts'
import { blank, uniform, type Random } from './degrade.ts'

/**
 * Cell edges along one axis in output pixels: `count` cells of `scale` pixels each varied by up to
 * ±`jitter` (relative), the first and last cut to `cutFirst`/`cutLast` of their width (1 = whole).
 * Returns the edges and the output length.
 */
export function cellEdges(
  count: number,
  scale: number,
  jitter: number,
  cutFirst: number,
  cutLast: number,
  random: Random,
): { edges: number[]; length: number } {
  const widths = Array.from({ length: count }, () => scale * (1 + uniform(random, -jitter, jitter)))
  const edges = [-(1 - cutFirst) * (widths[0] as number)]
  for (const w of widths) edges.push((edges.at(-1) as number) + w)
  const end = (edges.at(-1) as number) - (1 - cutLast) * (widths.at(-1) as number)
  const length = Math.max(1, Math.round(end))
  // The image spans [0, end): stretch it to exactly `length` pixels.
  return { edges: edges.map((e) => (e * length) / end), length }
}

/** Weights of the cells covering output pixel span [p, p + 1): box filter (area) or nearest (centre). */
function coverage(edges: number[], length: number, box: boolean): { cell: number; weight: number }[][] {
  const out: { cell: number; weight: number }[][] = []
  let k = 0
  for (let p = 0; p < length; p++) {
    if (!box) {
      const centre = p + 0.5
      while (k + 2 < edges.length && (edges[k + 1] as number) <= centre) k++
      out.push([{ cell: k, weight: 1 }])
      continue
    }
    while (k + 2 < edges.length && (edges[k + 1] as number) <= p) k++
    const parts: { cell: number; weight: number }[] = []
    for (let j = k; j < edges.length - 1; j++) {
      const from = Math.max(p, edges[j] as number)
      const to = Math.min(p + 1, edges[j + 1] as number)
      if (to > from) parts.push({ cell: j, weight: to - from })
      if ((edges[j + 1] as number) >= p + 1) break
    }
    const total = parts.reduce((a, b) => a + b.weight, 0)
    out.push(parts.map((q) => ({ cell: q.cell, weight: q.weight / total })))
  }
  return out
}

export function render(
  sprite: RGBAImage,
  xs: ReturnType<typeof cellEdges>,
  ys: ReturnType<typeof cellEdges>,
  box: boolean,
) {
  const out = blank(xs.length, ys.length)
  const cx = coverage(xs.edges, xs.length, box)
  const cy = coverage(ys.edges, ys.length, box)
  const { data, width } = sprite
  for (let y = 0; y < ys.length; y++) {
    for (let x = 0; x < xs.length; x++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (const py of cy[y] as { cell: number; weight: number }[]) {
        for (const px of cx[x] as { cell: number; weight: number }[]) {
          const o = (py.cell * width + px.cell) * 4
          const w = py.weight * px.weight * (data[o + 3] as number)
          r += w * (data[o] as number)
          g += w * (data[o + 1] as number)
          b += w * (data[o + 2] as number)
          a += py.weight * px.weight * (data[o + 3] as number)
        }
      }
      const o = (y * xs.length + x) * 4
      out.data[o + 3] = Math.round(a)
      if (a > 0) {
        out.data[o] = Math.round(r / a)
        out.data[o + 1] = Math.round(g / a)
        out.data[o + 2] = Math.round(b / a)
      }
    }
  }
  return out
}
