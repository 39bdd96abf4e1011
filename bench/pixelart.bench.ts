// Pixel-art model timings and undo-history memory, each against a naive baseline run in the same process:
// a grid of colour strings (string[][]) whose undo history deep-copies the grid per step and which
// enforces the 12-colour rule by scanning the grid, as a straightforward port of "a grid of colour strings"
// would. Run: npx tsx bench/pixelart.bench.ts (add --expose-gc through NODE_OPTIONS for heap figures).
import { MAX_ACTIVE_COLORS, UNDO_LIMIT } from '@threadbit/contracts'
import {
  DEFAULT_PALETTE,
  PixelArt,
  renderStitchedDesign,
  ToolController,
  type Color,
  type RGBAImage,
} from '@threadbit/pixelart'

const SIZE = 128
const COLORS = DEFAULT_PALETTE.slice(0, 12) as Color[]

// ---- measurement ----------------------------------------------------------------------------------------

interface Timing {
  median: number
  p95: number
}

/** Times `run` (after `setup`, untimed) `runs` times following a warm-up; results in ms. */
function measure<T>(runs: number, setup: () => T, run: (state: T) => void): Timing {
  for (let i = 0; i < Math.min(20, runs); i++) run(setup())
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const state = setup()
    const start = performance.now()
    run(state)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number
  return { median: at(0.5), p95: at(0.95) }
}

const ms = (t: number) => `${t.toFixed(3)} ms`

function report(name: string, ours: Timing, naive: Timing): void {
  const ratio = naive.median / ours.median
  console.log(
    `${name.padEnd(34)} median ${ms(ours.median).padStart(10)}  p95 ${ms(ours.p95).padStart(10)}` +
      `   naive median ${ms(naive.median).padStart(10)}  ` +
      (ratio >= 1 ? `(${ratio.toFixed(1)}x faster)` : `(${(1 / ratio).toFixed(1)}x slower)`),
  )
}

// ---- naive baseline -------------------------------------------------------------------------------------

class NaiveArt {
  grid: string[][]
  undoStack: string[][][] = []
  redoStack: string[][][] = []
  #strokeStart: string[][] | null = null

  constructor(size: number) {
    this.grid = Array.from({ length: size }, () => Array<string>(size).fill('transparent'))
  }
  #copy(): string[][] {
    return this.grid.map((row) => [...row])
  }
  #push(snapshot: string[][]): void {
    this.undoStack.push(snapshot)
    if (this.undoStack.length > UNDO_LIMIT) this.undoStack.shift()
    this.redoStack = []
  }
  activeColors(): Set<string> {
    const set = new Set<string>()
    for (const row of this.grid) for (const c of row) if (c !== 'transparent') set.add(c)
    return set
  }
  beginStroke(): void {
    this.#strokeStart = this.#copy()
  }
  endStroke(): void {
    if (this.#strokeStart) this.#push(this.#strokeStart)
    this.#strokeStart = null
  }
  setPixel(x: number, y: number, color: string): boolean {
    const active = this.activeColors()
    if (color !== 'transparent' && !active.has(color) && active.size >= MAX_ACTIVE_COLORS) return false
    const row = this.grid[y]
    if (!row || x < 0 || x >= row.length) return false
    row[x] = color
    return true
  }
  fill(x: number, y: number, color: string): void {
    const target = this.grid[y]?.[x]
    if (target === undefined || target === color) return
    this.#push(this.#copy())
    const queue: [number, number][] = [[x, y]]
    while (queue.length > 0) {
      const [cx, cy] = queue.pop() as [number, number]
      const row = this.grid[cy]
      if (!row || row[cx] !== target) continue
      row[cx] = color
      queue.push([cx + 1, cy], [cx - 1, cy], [cx, cy + 1], [cx, cy - 1])
    }
  }
  undo(): boolean {
    const snapshot = this.undoStack.pop()
    if (!snapshot) return false
    this.redoStack.push(this.#copy())
    this.grid = snapshot
    return true
  }
}

// ---- workloads ------------------------------------------------------------------------------------------

/** 500 cells of a zig-zag path across the grid, one cell per pointer move. */
const STROKE_PATH: [number, number][] = Array.from({ length: 500 }, (_, i) => {
  const row = Math.floor(i / SIZE)
  const col = row % 2 === 0 ? i % SIZE : SIZE - 1 - (i % SIZE)
  return [col, 10 + row * 3]
})

/** A 128x128 design of 12 colours in a busy pattern: the worst case for history patches. */
function busyArt(): PixelArt {
  const art = new PixelArt({ rows: SIZE, columns: SIZE })
  art.beginStroke()
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) art.setPixel(x, y, COLORS[(x * 7 + y * 3) % 12] as Color)
  art.endStroke()
  return art
}

/** 25 full-grid steps: each repaints every cell (so every snapshot covers 128x128). */
function withFullHistory(): PixelArt {
  const art = busyArt()
  for (let step = 0; step < UNDO_LIMIT; step++) {
    art.beginStroke()
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) art.setPixel(x, y, COLORS[(x * 7 + y * 3 + step + 1) % 12] as Color)
    }
    art.endStroke()
  }
  return art
}

function naiveWithFullHistory(): NaiveArt {
  const art = new NaiveArt(SIZE)
  for (let step = 0; step <= UNDO_LIMIT; step++) {
    art.beginStroke()
    for (let y = 0; y < SIZE; y++) {
      const row = art.grid[y] as string[]
      // Direct writes: the naive per-pixel colour scan would make building this take minutes.
      for (let x = 0; x < SIZE; x++) row[x] = COLORS[(x * 7 + y * 3 + step) % 12] as Color
    }
    art.endStroke()
  }
  return art
}

// ---- run ------------------------------------------------------------------------------------------------

console.log(`pixelart bench (Node ${process.version}, ${SIZE}x${SIZE})`)

report(
  'flood fill, empty 128x128 grid',
  measure(
    300,
    () => new PixelArt({ rows: SIZE, columns: SIZE }),
    (art) => art.fill(64, 64, '#ff0000'),
  ),
  measure(
    100,
    () => new NaiveArt(SIZE),
    (art) => art.fill(64, 64, '#ff0000'),
  ),
)

report(
  '500-pixel stroke (ToolController)',
  measure(
    300,
    () => {
      const art = busyArt()
      const tools = new ToolController(art)
      tools.color = COLORS[0] as Color
      return tools
    },
    (tools) => {
      const [first, ...rest] = STROKE_PATH
      tools.pointerDown({ col: first?.[0] ?? 0, row: first?.[1] ?? 0, screenX: 0, screenY: 0 })
      for (const [col, row] of rest) tools.pointerMove({ col, row, screenX: 0, screenY: 0 })
      tools.pointerUp()
    },
  ),
  measure(
    30,
    () => {
      const art = new NaiveArt(SIZE)
      for (let y = 0; y < SIZE; y++)
        for (let x = 0; x < SIZE; x++) (art.grid[y] as string[])[x] = COLORS[(x * 7 + y * 3) % 12] as Color
      return art
    },
    (art) => {
      art.beginStroke()
      for (const [x, y] of STROKE_PATH) art.setPixel(x, y, COLORS[0] as Color)
      art.endStroke()
    },
  ),
)

report(
  '25 undos of full-grid steps',
  measure(60, withFullHistory, (art) => {
    for (let i = 0; i < UNDO_LIMIT; i++) art.undo()
  }),
  measure(60, naiveWithFullHistory, (art) => {
    for (let i = 0; i < UNDO_LIMIT; i++) art.undo()
  }),
)

report(
  'one undo of a 500-pixel stroke',
  measure(
    300,
    () => {
      const art = busyArt()
      art.beginStroke()
      for (const [x, y] of STROKE_PATH) art.setPixel(x, y, COLORS[0] as Color)
      art.endStroke()
      return art
    },
    (art) => art.undo(),
  ),
  measure(
    100,
    () => {
      const art = naiveWithFullHistory()
      return art
    },
    (art) => art.undo(),
  ),
)

// ---- memory ---------------------------------------------------------------------------------------------

const full = withFullHistory()
const strokes = busyArt()
for (let step = 0; step < UNDO_LIMIT; step++) {
  strokes.beginStroke()
  for (const [x, y] of STROKE_PATH) strokes.setPixel(x, (y + step) % SIZE, COLORS[step % 12] as Color)
  strokes.endStroke()
}
const naiveCells = UNDO_LIMIT * SIZE * SIZE
console.log(
  `\nundo history, 25 full-grid steps on 128x128: ${full.historyBytes().toLocaleString('en')} bytes in patches ` +
    `(${(full.historyBytes() / UNDO_LIMIT / 1024).toFixed(1)} KiB a step)`,
)
console.log(
  `undo history, 25 strokes of 500 pixels:       ${strokes.historyBytes().toLocaleString('en')} bytes in patches`,
)
console.log(
  `naive string[][] history: ${naiveCells.toLocaleString('en')} array slots = ` +
    `${(naiveCells * 8).toLocaleString('en')} bytes of pointers alone (8 B a slot)`,
)

// The stitched preview of a full 128x128 design at 6 px a cell, against a flat nearest-neighbour upscale of the
// same grid (the least any renderer at that size must do). Kept here, not as a time limit in a unit test.
const STITCH_CELL_PX = 6
function busyImage(): RGBAImage {
  const data = new Uint8ClampedArray(SIZE * SIZE * 4)
  for (let i = 0; i < SIZE * SIZE; i++) data.set([(i * 7) % 256, (i * 13) % 256, 90, 255], i * 4)
  return { width: SIZE, height: SIZE, data }
}
function flatUpscale(image: RGBAImage, cell: number): RGBAImage {
  const width = image.width * cell
  const out = new Uint8ClampedArray(width * image.height * cell * 4)
  for (let y = 0; y < image.height * cell; y++)
    for (let x = 0; x < width; x++) {
      const from = ((Math.floor(y / cell) * image.width + Math.floor(x / cell)) * 4) | 0
      out.set(image.data.subarray(from, from + 4), (y * width + x) * 4)
    }
  return { width, height: image.height * cell, data: out }
}
report(
  'stitched render 128x128 at 6 px',
  measure(20, busyImage, (image) =>
    renderStitchedDesign(image, { cellPx: STITCH_CELL_PX, border: true, borderColor: '#ffffff' }),
  ),
  measure(20, busyImage, (image) => flatUpscale(image, STITCH_CELL_PX)),
)

const gc = (globalThis as { gc?: () => void }).gc
if (gc) {
  // Typed arrays live outside the JS heap, so count `arrayBuffers` as well as `heapUsed`.
  const used = () => {
    const m = process.memoryUsage()
    return m.heapUsed + m.arrayBuffers
  }
  const heapAfter = (build: () => unknown): number => {
    build() // warm-up: module scratch buffers and compiled code are not part of a design's cost
    gc()
    const before = used()
    const kept = build()
    gc()
    const after = used()
    if (kept === null) console.log('unreachable') // keeps `kept` alive until after the second measurement
    return after - before
  }
  const ours = heapAfter(withFullHistory)
  const naive = heapAfter(naiveWithFullHistory)
  console.log(
    `measured heap + array buffers (--expose-gc), 128x128 design + full history: ours ${ours.toLocaleString('en')} bytes, ` +
      `naive ${naive.toLocaleString('en')} bytes (${(naive / ours).toFixed(1)}x)`,
  )
} else {
  console.log('(run with NODE_OPTIONS=--expose-gc for measured heap figures)')
}
