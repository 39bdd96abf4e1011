/** Path geometry for the drawings: mirroring, rib lines between two curves, offset lines. */

export type Pt = [number, number]

/** A coordinate rounded to a tenth of a unit, as the paths print it. */
export const f = (n: number) => (Math.round(n * 10) / 10).toString()

/** Mirrors every "x,y" pair of an absolute path across the vertical centre line. */
export function mirror(d: string): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${f(1000 - Number(x))},${y}`,
  )
}

/** The four points of a one-segment cubic path. */
export type Cubic = [Pt, Pt, Pt, Pt]

/** The points of a path 'Mx,y Cx,y x,y x,y', so an edge is written the way the drawing writes it. */
export function cubic(d: string): Cubic {
  const n = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? []
  if (n.length !== 8) throw new Error(`Expected one cubic segment, got '${d}'`)
  const [x0, y0, x1, y1, x2, y2, x3, y3] = n as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return [
    [x0, y0],
    [x1, y1],
    [x2, y2],
    [x3, y3],
  ]
}

function cubicAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t
  const a = u * u * u
  const b = 3 * u * u * t
  const c = 3 * u * t * t
  const d = t * t * t
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]
}

/**
 * Short rib lines across a band whose two edges are cubic curves: line k joins the point at
 * parameter t on the first edge to the point at t on the second.
 */
export function ribLinesBetween(a: Cubic, b: Cubic, count: number, t0 = 0.02, t1 = 0.98): string {
  let d = ''
  for (let i = 0; i <= count; i++) {
    const t = t0 + ((t1 - t0) * i) / count
    const p = cubicAt(...a, t)
    const q = cubicAt(...b, t)
    d += `M${f(p[0])},${f(p[1])}L${f(q[0])},${f(q[1])}`
  }
  return d
}

/** Line from p to q moved `by` units along its left-hand normal and trimmed at both ends. */
export function offsetLine(p: Pt, q: Pt, by: number, trim = 0): string {
  const dx = q[0] - p[0]
  const dy = q[1] - p[1]
  const len = Math.hypot(dx, dy)
  const nx = (-dy / len) * by
  const ny = (dx / len) * by
  const tx = (dx / len) * trim
  const ty = (dy / len) * trim
  return `M${f(p[0] + nx + tx)},${f(p[1] + ny + ty)}L${f(q[0] + nx - tx)},${f(q[1] + ny - ty)}`
}
