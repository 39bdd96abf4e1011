import type { RGBAImage } from '@threadbit/pixelart'

/** The design as the planner sees it: one palette index per cell, -1 for an empty (transparent) cell. */
export interface PixelGrid {
  width: number
  height: number
  /** Row-major, `width × height` entries. */
  cells: ArrayLike<number>
  /** `#rrggbb` per palette index. */
  colors: readonly string[]
}

/** Cells from an RGBA image (one pixel per cell); alpha below 128 is empty. Colours in order of appearance. */
export function gridFromRGBA(image: RGBAImage): PixelGrid {
  const cells = new Int16Array(image.width * image.height)
  const colors: string[] = []
  const indexOf = new Map<number, number>()
  for (let i = 0; i < cells.length; i++) {
    const o = i * 4
    if ((image.data[o + 3] as number) < 128) {
      cells[i] = -1
      continue
    }
    const key =
      ((image.data[o] as number) << 16) | ((image.data[o + 1] as number) << 8) | (image.data[o + 2] as number)
    let index = indexOf.get(key)
    if (index === undefined) {
      index = colors.length
      indexOf.set(key, index)
      colors.push(`#${key.toString(16).padStart(6, '0')}`)
    }
    cells[i] = index
  }
  return { width: image.width, height: image.height, cells, colors }
}

/** A horizontal run of same-region cells in one grid row: columns [x0, x1). */
export interface Run {
  id: number
  y: number
  x0: number
  x1: number
  region: number
  /** Runs of the same region in the rows above and below that share at least one column. */
  up: number[]
  down: number[]
}

export interface Region {
  id: number
  color: number
  runs: number[]
  cellCount: number
}

export interface Regions {
  regions: Region[]
  runs: Run[]
  /** Region id per cell, -1 for empty cells. */
  regionOfCell: Int32Array
}

/** 4-connected same-colour regions, each split into row runs with their vertical neighbours. */
export function findRegions(grid: PixelGrid): Regions {
  const { width, height, cells } = grid
  const regionOfCell = new Int32Array(width * height).fill(-1)
  const regions: Region[] = []
  const stack: number[] = []
  for (let start = 0; start < cells.length; start++) {
    const color = cells[start] as number
    if (color < 0 || regionOfCell[start] !== -1) continue
    const region: Region = { id: regions.length, color, runs: [], cellCount: 0 }
    regions.push(region)
    regionOfCell[start] = region.id
    stack.push(start)
    while (stack.length > 0) {
      const i = stack.pop() as number
      region.cellCount++
      const x = i % width
      const y = (i - x) / width
      // Left, right, up, down.
      for (let k = 0; k < 4; k++) {
        if (k === 0 ? x === 0 : k === 1 ? x === width - 1 : k === 2 ? y === 0 : y === height - 1) continue
        const j = k === 0 ? i - 1 : k === 1 ? i + 1 : k === 2 ? i - width : i + width
        if (regionOfCell[j] === -1 && cells[j] === color) {
          regionOfCell[j] = region.id
          stack.push(j)
        }
      }
    }
  }

  const runs: Run[] = []
  const runsByRow: Run[][] = []
  for (let y = 0; y < height; y++) {
    const row: Run[] = []
    let x = 0
    while (x < width) {
      const r = regionOfCell[y * width + x] as number
      if (r < 0) {
        x++
        continue
      }
      let x1 = x + 1
      while (x1 < width && regionOfCell[y * width + x1] === r) x1++
      const run: Run = { id: runs.length, y, x0: x, x1, region: r, up: [], down: [] }
      runs.push(run)
      row.push(run)
      ;(regions[r] as Region).runs.push(run.id)
      x = x1
    }
    runsByRow.push(row)
    if (y > 0) {
      for (const above of runsByRow[y - 1] as Run[]) {
        for (const run of row) {
          if (run.region === above.region && run.x0 < above.x1 && above.x0 < run.x1) {
            above.down.push(run.id)
            run.up.push(above.id)
          }
        }
      }
    }
  }
  return { regions, runs, regionOfCell }
}
