import type { PixelGrid } from './grid.ts'
import type { Point, StitchBuilder } from './stitch-builder.ts'

/**
 * Outer outlines of the design's filled cells, as closed loops of corner points (units), clockwise on screen
 * (filled cells on the right). Holes are left out: a border inside a small hole would spill over the pixels
 * around it.
 */
export function outerOutlines(grid: PixelGrid, pixel: number): Point[][] {
  const { width, height, cells } = grid
  const filled = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && (cells[y * width + x] as number) >= 0
  const W = width + 1
  // Directed unit edges with the filled cell on their right.
  const edgeFrom: number[] = []
  const edgeTo: number[] = []
  const outgoing = new Map<number, number[]>()
  const add = (x0: number, y0: number, x1: number, y1: number) => {
    const from = y0 * W + x0
    edgeFrom.push(from)
    edgeTo.push(y1 * W + x1)
    const list = outgoing.get(from)
    if (list) list.push(edgeFrom.length - 1)
    else outgoing.set(from, [edgeFrom.length - 1])
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!filled(x, y)) continue
      if (!filled(x, y - 1)) add(x, y, x + 1, y)
      if (!filled(x + 1, y)) add(x + 1, y, x + 1, y + 1)
      if (!filled(x, y + 1)) add(x + 1, y + 1, x, y + 1)
      if (!filled(x - 1, y)) add(x, y + 1, x, y)
    }
  }
  const used = new Uint8Array(edgeFrom.length)
  const loops: Point[][] = []
  const dirOf = (e: number) => {
    const f = edgeFrom[e] as number
    const t = edgeTo[e] as number
    return { dx: (t % W) - (f % W), dy: Math.floor(t / W) - Math.floor(f / W) }
  }
  for (let start = 0; start < edgeFrom.length; start++) {
    if (used[start]) continue
    const vertices: number[] = []
    let e = start
    while (!used[e]) {
      used[e] = 1
      vertices.push(edgeFrom[e] as number)
      const d = dirOf(e)
      const next = (outgoing.get(edgeTo[e] as number) ?? []).filter((n) => !used[n])
      if (next.length === 0) break
      // At a pinch point (two cells touching at a corner) turn right, keeping each loop around its own cells.
      e =
        next.find((n) => {
          const nd = dirOf(n)
          return nd.dx === -d.dy && nd.dy === d.dx
        }) ?? (next[0] as number)
    }
    // Keep corners only.
    const corners: Point[] = []
    const n = vertices.length
    for (let i = 0; i < n; i++) {
      const a = vertices[(i + n - 1) % n] as number
      const v = vertices[i] as number
      const c = vertices[(i + 1) % n] as number
      const ax = a % W
      const ay = Math.floor(a / W)
      const vx = v % W
      const vy = Math.floor(v / W)
      const cx = c % W
      const cy = Math.floor(c / W)
      if ((vx - ax) * (cy - vy) - (vy - ay) * (cx - vx) !== 0) corners.push({ x: vx * pixel, y: vy * pixel })
    }
    let twiceArea = 0
    for (let i = 0; i < corners.length; i++) {
      const p = corners[i] as Point
      const q = corners[(i + 1) % corners.length] as Point
      twiceArea += p.x * q.y - q.x * p.y
    }
    if (twiceArea > 0) loops.push(corners)
  }
  return loops
}

export interface BorderRails {
  inner: Point[]
  outer: Point[]
}

/**
 * Satin rails along a loop: the inner rail follows the outline (`overlap` inside it, over the fill, so no fabric
 * shows between fill and border), the outer one is offset by `width` from the outline along
 * the outward normal averaged over ±`width` of outline, which rounds convex corners and turns pixel staircases
 * into a smooth diagonal. Rungs are placed so that neither rail advances more than `spacing` between them.
 */
export function borderRails(
  loop: readonly Point[],
  width: number,
  spacing: number,
  overlap: number,
): BorderRails {
  const step = 1 // sample every 0.1 mm
  const px: number[] = []
  const py: number[] = []
  const nx: number[] = []
  const ny: number[] = []
  for (let i = 0; i < loop.length; i++) {
    const a = loop[i] as Point
    const c = loop[(i + 1) % loop.length] as Point
    const length = Math.hypot(c.x - a.x, c.y - a.y)
    const count = Math.max(1, Math.round(length / step))
    const ux = (c.x - a.x) / length
    const uy = (c.y - a.y) / length
    for (let k = 0; k < count; k++) {
      px.push(a.x + ((c.x - a.x) * k) / count)
      py.push(a.y + ((c.y - a.y) * k) / count)
      // Outward = left of the direction of travel (filled cells are on the right).
      nx.push(uy)
      ny.push(-ux)
    }
  }
  const n = px.length
  const window = Math.max(1, Math.round(width / step))
  // Circular moving average of the normals via prefix sums over three laps.
  const sumX = new Float64Array(3 * n + 1)
  const sumY = new Float64Array(3 * n + 1)
  for (let i = 0; i < 3 * n; i++) {
    sumX[i + 1] = (sumX[i] as number) + (nx[i % n] as number)
    sumY[i + 1] = (sumY[i] as number) + (ny[i % n] as number)
  }
  const w = Math.min(window, Math.floor((n - 1) / 2))
  const ox: number[] = []
  const oy: number[] = []
  for (let i = 0; i < n; i++) {
    const lo = n + i - w
    const hi = n + i + w + 1
    let sx = (sumX[hi] as number) - (sumX[lo] as number)
    let sy = (sumY[hi] as number) - (sumY[lo] as number)
    const len = Math.hypot(sx, sy)
    if (len < 1e-9) {
      sx = nx[i] as number
      sy = ny[i] as number
    } else {
      sx /= len
      sy /= len
    }
    ox.push((px[i] as number) + width * sx)
    oy.push((py[i] as number) + width * sy)
    px[i] = (px[i] as number) - overlap * sx
    py[i] = (py[i] as number) - overlap * sy
  }
  const inner: Point[] = []
  const outer: Point[] = []
  let innerRun = 0
  let outerRun = 0
  for (let i = 0; i <= n; i++) {
    const k = i % n
    if (i > 0) {
      const j = (i - 1) % n
      innerRun += Math.hypot((px[k] as number) - (px[j] as number), (py[k] as number) - (py[j] as number))
      outerRun += Math.hypot((ox[k] as number) - (ox[j] as number), (oy[k] as number) - (oy[j] as number))
    }
    if (i === 0 || i === n || innerRun >= spacing - 1e-9 || outerRun >= spacing - 1e-9) {
      inner.push({ x: px[k] as number, y: py[k] as number })
      outer.push({ x: ox[k] as number, y: oy[k] as number })
      innerRun = 0
      outerRun = 0
    }
  }
  return { inner, outer }
}

/** Satin column outside the outline of every outer loop: centre-walk underlay, then the satin. */
export function stitchBorder(
  grid: PixelGrid,
  o: {
    pixel: number
    width: number
    spacing: number
    /** How far the inner rail lies inside the outline, over the fill. */
    overlap: number
    threadHalfWidth: number
    travelStitch: number
    builder: StitchBuilder
    arriveAt: (p: Point, toward: Point | undefined) => void
  },
) {
  const b = o.builder
  const filledAt = (x: number, y: number) => {
    const cx = Math.floor(x / o.pixel)
    const cy = Math.floor(y / o.pixel)
    return (
      cx >= 0 &&
      cy >= 0 &&
      cx < grid.width &&
      cy < grid.height &&
      (grid.cells[cy * grid.width + cx] as number) >= 0
    )
  }
  const pending = outerOutlines(grid, o.pixel).map((loop) => {
    const rails = borderRails(loop, o.width, o.spacing, o.overlap)
    // Where another part of the design lies within the border's width (pixels touching at a corner, narrow
    // gaps), shorten the rung so the satin stops half a thread before those pixels instead of covering them.
    const half = o.threadHalfWidth
    rails.outer = rails.outer.map((e, k) => {
      const i = rails.inner[k] as Point
      const length = Math.hypot(e.x - i.x, e.y - i.y)
      const steps = Math.ceil(length / 0.5)
      // Skip the first stretch: there the thread lies on and against the pixels it borders.
      const skip = Math.max(1, Math.ceil(((o.overlap + half + 1) / Math.max(length, 1e-9)) * steps))
      for (let j = skip; j <= steps; j++) {
        const t = j / steps
        const x = i.x + (e.x - i.x) * t
        const y = i.y + (e.y - i.y) * t
        if (
          filledAt(x - half, y - half) ||
          filledAt(x + half, y - half) ||
          filledAt(x - half, y + half) ||
          filledAt(x + half, y + half)
        ) {
          const back = Math.max(0, (j - 1) / steps)
          return { x: i.x + (e.x - i.x) * back, y: i.y + (e.y - i.y) * back }
        }
      }
      return e
    })
    return rails
  })
  while (pending.length > 0) {
    // Nearest loop first, entered at the rung nearest the needle.
    let bestLoop = 0
    let bestRung = 0
    let bestDistance = Infinity
    pending.forEach((rails, li) => {
      rails.inner.forEach((p, ri) => {
        const d = Math.hypot(p.x - b.x, p.y - b.y)
        if (d < bestDistance) {
          bestDistance = d
          bestLoop = li
          bestRung = ri
        }
      })
    })
    const rails = pending.splice(bestLoop, 1)[0] as BorderRails
    // Rails are closed (last rung = first rung): rotate to start at the chosen rung.
    const count = rails.inner.length - 1
    const at = (k: number) => (k + bestRung) % count
    const mid = (k: number): Point => {
      const i = rails.inner[at(k)] as Point
      const e = rails.outer[at(k)] as Point
      return { x: (i.x + e.x) / 2, y: (i.y + e.y) / 2 }
    }
    o.arriveAt(mid(0), mid(1))
    // Centre walk under the column: it holds the fabric and lifts the satin a little.
    let walked = 0
    let last = mid(0)
    for (let k = 1; k <= count; k++) {
      const p = mid(k)
      walked += Math.hypot(p.x - last.x, p.y - last.y)
      last = p
      if (walked >= o.travelStitch || k === count) {
        b.stitch(p.x, p.y)
        walked = 0
      }
    }
    for (let k = 0; k <= count; k++) {
      const i = rails.inner[at(k)] as Point
      const e = rails.outer[at(k)] as Point
      b.stitch(i.x, i.y)
      b.stitch(e.x, e.y)
    }
  }
}
