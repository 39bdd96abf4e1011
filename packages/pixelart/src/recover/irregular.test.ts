import { describe, expect, it } from 'vitest'
import type { RGBAImage } from '../png.ts'
import { cellsFromEdges } from './axis-cells.ts'
import { edgeProfiles, premultiply } from './edge-profiles.ts'
import { anchoredDrift, followsEdgesBetter, freeAxis } from './irregular-choice.ts'
import { edgesReconstructionError, fitIrregularAxis } from './irregular.ts'
import { recoverNativePixelArt } from './recover.ts'
import { addNoise, blank, blur, rng, uniform } from './testing/degrade.ts'
import { cellEdges, render as renderCells } from './testing/render-cells.ts'
import { randomCells } from './testing/random-cells.ts'

function random(seed: number): () => number {
  let s = seed >>> 0 || 1
  return () => {
    s = (s * 16807) % 2147483647
    return s / 2147483647
  }
}

/** Edges of `count` cells of `scale` px varied by up to ±`jitter`, rounded to whole pixels. */
function irregularEdges(count: number, scale: number, jitter: number, seed: number): number[] {
  const next = random(seed)
  const edges = [0]
  for (let k = 0; k < count; k++)
    edges.push((edges.at(-1) as number) + scale * (1 + jitter * (2 * next() - 1)))
  return edges.map(Math.round)
}

/** A sprite of random cells from a few colours: every neighbouring pair differs somewhere. */
const checkerSprite = (width: number, height: number, seed: number) =>
  randomCells(width, height, random(seed))

/** Draws the sprite with the given whole-pixel cell edges per axis (nearest neighbour). */
const render = (sprite: RGBAImage, xs: number[], ys: number[]) =>
  renderCells(
    sprite,
    { edges: xs, length: xs.at(-1) as number },
    { edges: ys, length: ys.at(-1) as number },
    false,
  )

describe('fitting an irregular grid', () => {
  it.each([
    [16, 9.5, 0.12, 1],
    [24, 14, 0.12, 2],
    [10, 31, 0.1, 3],
    [40, 6.2, 0.12, 4],
  ])('finds every boundary of %i cells of %f px varied by ±%f', (count, scale, jitter, seed) => {
    const xs = irregularEdges(count, scale, jitter, seed)
    const ys = irregularEdges(8, scale, 0, seed + 10)
    const image = render(checkerSprite(count, 8, seed), xs, ys)
    const { gradientX } = edgeProfiles(premultiply(image))
    const edges = fitIrregularAxis(gradientX, image.width, { scale })
    expect(edges).toEqual(xs)
  })

  it('fits exactly the number of cells asked for', () => {
    const xs = irregularEdges(20, 10, 0.12, 5)
    const image = render(checkerSprite(20, 6, 5), xs, irregularEdges(6, 10, 0, 6))
    const { gradientX } = edgeProfiles(premultiply(image))
    for (const count of [19, 20, 21]) {
      const edges = fitIrregularAxis(gradientX, image.width, { scale: image.width / count, count })
      expect(edges).toHaveLength(count + 1)
      expect(edges?.[0]).toBe(0)
      expect(edges?.at(-1)).toBe(image.width)
    }
    expect(fitIrregularAxis(gradientX, image.width, { scale: 10, count: 20 })).toEqual(xs)
  })

  it('refuses impossible counts', () => {
    const image = render(checkerSprite(4, 4, 7), [0, 8, 16, 24, 32], [0, 8, 16, 24, 32])
    const { gradientX } = edgeProfiles(premultiply(image))
    expect(fitIrregularAxis(gradientX, 32, { scale: 8, count: 0 })).toBeNull()
    expect(fitIrregularAxis(gradientX, 32, { scale: 8, count: 33 })).toBeNull()
  })

  it('judges a grid that misses a boundary worse than the true one', () => {
    const xs = irregularEdges(12, 11, 0.12, 8)
    const image = premultiply(render(checkerSprite(12, 5, 8), xs, irregularEdges(5, 11, 0, 9)))
    const merged = xs.filter((_, i) => i !== 6)
    expect(edgesReconstructionError(image, 'x', xs)).toBe(0)
    expect(edgesReconstructionError(image, 'x', merged)).toBeGreaterThan(0.02)
  })
})

describe('judging a grid along an axis where most neighbouring cells repeat', () => {
  // Vertical stripes: along y, neighbouring cells are the same colour except at the dark border rows, so
  // the typical neighbouring difference must not be taken from the noise between equal cells.
  function stripes(noise: number, seed: number): RGBAImage {
    const next = random(seed)
    const width = 40
    const height = 120
    const data = new Uint8ClampedArray(width * height * 4)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const border = y < 6 || y >= 114
        const base = border ? [20, 20, 30] : Math.floor(x / 4) % 2 ? [230, 60, 50] : [60, 170, 70]
        const jitter = () => Math.round(noise * (2 * next() - 1))
        data.set([...base.map((v) => v + jitter()), 255], (y * width + x) * 4)
      }
    }
    return { width, height, data }
  }
  const cells = Array.from({ length: 21 }, (_, k) => 6 * k)

  it('finds noisy cells of one colour flat, and a grid off the border still worse', () => {
    const image = premultiply(stripes(16, 5))
    const error = edgesReconstructionError(image, 'y', cells)
    expect(error).toBeLessThan(0.05)
    // Its first boundary 3 px late: the first cell's middle straddles the border.
    const late = [0, 9, ...cells.slice(2)]
    expect(edgesReconstructionError(image, 'y', late)).toBeGreaterThan(error + 0.01)
  })
})

describe('recovering irregular grids', () => {
  // Seed 1 (not listed) is a known miss: on clean art a lattice of a quarter of the cell size also redraws
  // the image exactly, and the irregular grid must beat the lattice by a margin to replace it.
  it.each([2, 3, 4])('recovers a sprite drawn with cells varying ±12%, seed %i', (seed) => {
    const sprite = checkerSprite(18, 14, seed)
    const image = render(sprite, irregularEdges(18, 12, 0.12, seed), irregularEdges(14, 12, 0.12, seed + 50))
    const result = recoverNativePixelArt(image)
    expect([result.image.width, result.image.height]).toEqual([18, 14])
    expect(Array.from(result.image.data)).toEqual(Array.from(sprite.data))
    // The grid is exposed for drawing: one edge more than cells, spanning the image.
    expect(result.grid.x).toHaveLength(19)
    expect(result.grid.x[0]).toBe(0)
    expect(result.grid.y.at(-1)).toBeLessThanOrEqual(image.height)
  })

  it('fits the cell counts the user asks for', () => {
    const sprite = checkerSprite(16, 16, 4)
    const image = render(sprite, irregularEdges(16, 8, 0, 1), irregularEdges(16, 8, 0, 2))
    const result = recoverNativePixelArt(image, { cells: { x: 15, y: 17 } })
    expect([result.image.width, result.image.height]).toEqual([15, 17])
    expect(result.grid.x).toHaveLength(16)
    expect(result.grid.y).toHaveLength(18)
  })
})

describe('an irregular grid against the lattice that averages it', () => {
  // Cells of 24 px varied by up to ±12 %: edges on some of their boundaries (a sprite's colours change
  // only here and there).
  const truth = irregularEdges(30, 24, 0.12, 9)
  const length = truth.at(-1) as number
  const values = new Float64Array(length - 1)
  truth.slice(1, -1).forEach((e, k) => {
    if (k % 3 !== 2) values[e - 1] = 1
  })
  const gradient = { values, first: 1 }
  const lattice = cellsFromEdges(
    Array.from({ length: 30 }, (_, k) => (k * length) / 29),
    'flat',
  )

  it('prefers boundaries that follow the edges over a lattice one cell short', () => {
    expect(followsEdgesBetter(gradient, cellsFromEdges(truth, 'flat'), lattice)).toBe(true)
  })

  it('keeps a lattice that holds the edges itself', () => {
    const regular = cellsFromEdges(
      Array.from({ length: 31 }, (_, k) => Math.round(k * 24)),
      'flat',
    )
    const onLattice = new Float64Array(30 * 24 - 1)
    regular.edges.slice(1, -1).forEach((e) => (onLattice[e - 1] = 1))
    const wobbly = cellsFromEdges(
      regular.edges.map((e, k) => (k === 0 || k === 30 ? e : e + (k % 2 === 0 ? 4 : -4))),
      'flat',
    )
    expect(followsEdgesBetter({ values: onLattice, first: 1 }, wobbly, regular)).toBe(false)
  })

  it('measures the drift off the lattice at the boundaries that sit on real edges', () => {
    // The irregular cells' edges wander off the lattice of their mean size by most of half a cell.
    expect(anchoredDrift(gradient, cellsFromEdges(truth, 'flat'), lattice, length)).toBeGreaterThan(
      0.4 * lattice.scale,
    )
  })

  it('does not count boundaries in flat runs, which nothing places', () => {
    const regular = cellsFromEdges(
      Array.from({ length: 31 }, (_, k) => Math.round(k * 24)),
      'flat',
    )
    // Edges on every boundary but those of cells 10 to 20 (a flat run), where the fit's boundaries wander.
    const values = new Float64Array(30 * 24 - 1)
    regular.edges.slice(1, -1).forEach((e, k) => {
      if (k < 9 || k > 19) values[e - 1] = 1
    })
    const wandering = cellsFromEdges(
      regular.edges.map((e, k) => (k >= 10 && k <= 20 ? e + (k % 2 === 0 ? 6 : -6) : e)),
      'flat',
    )
    expect(anchoredDrift({ values, first: 1 }, wandering, regular, 30 * 24)).toBeLessThan(1)
  })
})

describe('choosing a count near the lattice by redrawing the cells as the image was made', () => {
  // Detail in the middle third, plain margins of eight cells on both sides: the lattice's period is the
  // mean width of the middle cells, and over the margins it drifts by a cell. Seeds 10, 94 and 119 were
  // found one or two cells short before the model redraw decided between the counts (and stay so with
  // that rule switched off); on 399 seeds of this kind the rule takes 303 right counts to 311.
  const marginSprite = (seed: number) =>
    randomCells(30, 10, rng(seed), (x, y) => x >= 8 && x < 22 && y >= 1 && y < 9)

  it.each([10, 94, 119])(
    'counts all 30 columns of cells varying by up to 12 per cent, blurred and noisy, seed %i',
    (seed) => {
      const next = rng(seed * 7 + 1)
      const xs = cellEdges(30, 9, 0.12, 0.7, 0.7, next)
      const ys = cellEdges(10, 9, 0, 1, 1, next)
      const image = addNoise(blur(renderCells(marginSprite(seed), xs, ys, true), 0.8), 6, next)
      expect(recoverNativePixelArt(image).image.width).toBe(30)
    },
  )
})

describe('a count one cell off the lattice on a long axis', () => {
  // Strips of 30–70 columns of 8–18 px cells varying by up to 12 per cent, detail in scattered columns
  // with plain runs between, cut end cells, blurred and noisy. One cell more or fewer over that many
  // changes the cell size by under 3 per cent, so the fits one cell off were never tried (the same size as
  // the lattice's); the fit of the right count, drawn as the image was made, draws it clearly better than
  // the fit of the lattice's count. Seeds 140 and 160 were a column short without it; on seeds 1–500 of
  // this kind it changes these two counts and no other.
  const strip = (seed: number) => {
    const p = rng(seed * 31 + 7)
    const width = Math.round(uniform(p, 30, 70))
    const height = Math.round(uniform(p, 8, 20))
    const size = uniform(p, 8, 18)
    const density = uniform(p, 0.1, 0.5)
    const detail = new Set<number>()
    for (let x = 0; x < width; x++) if (p() < density) detail.add(x)
    const next = rng(seed * 7 + 1)
    const sprite = randomCells(width, height, rng(seed), (x, y) => detail.has(x) && y >= 1 && y < height - 1)
    const xs = cellEdges(width, size, 0.12, uniform(p, 0.55, 0.8), uniform(p, 0.55, 0.8), next)
    const ys = cellEdges(height, size, 0.12, 1, 1, next)
    return { width, image: addNoise(blur(renderCells(sprite, xs, ys, true), 0.8), 6, next) }
  }

  it.each([140, 160])('counts every column of the strip, seed %i', (seed) => {
    const { width, image } = strip(seed)
    expect(recoverNativePixelArt(image).image.width).toBe(width)
  })
})

describe('a noisy image whose lattice reads as ramps', () => {
  // Cells of 3.6 px varying by up to 12 per cent, box-filtered, blurred and noisy, on plain margins of
  // three cells: the lattice fits best as ramps, which kept it unrefined and one cell short at an end.
  // Seeds 46, 48 and 127 miscount without refining such lattices; on seeds 1–150 of this kind the rule
  // takes 116 right counts to 148.
  it.each([46, 48, 127])('counts all 40 columns, seed %i', (seed) => {
    const next = rng(seed * 7 + 1)
    const sprite = randomCells(40, 12, rng(seed), (x, y) => x >= 3 && x < 37 && y >= 1 && y < 11)
    const xs = cellEdges(40, 3.6, 0.12, 0.7, 0.7, next)
    const ys = cellEdges(12, 3.6, 0, 1, 1, next)
    const image = addNoise(blur(renderCells(sprite, xs, ys, true), 0.8), 6, next)
    expect(recoverNativePixelArt(image).image.width).toBe(40)
  })
})

/** A wind chime, 48 × 66: a hook and a bar, six tubes on strings, a bob on a long string, on a wall. */
function windChime(): RGBAImage {
  const width = 48
  const height = 66
  const sprite = blank(width, height)
  const put = (x: number, y: number, c: readonly number[]) =>
    sprite.data.set([...c, 255], (y * width + x) * 4)
  for (let i = 0; i < sprite.data.length; i += 4) sprite.data.set([230, 226, 214, 255], i)
  const string = [191, 64, 43]
  for (let y = 0; y < 7; y++) put(23, y, string)
  for (let x = 0; x < width; x++) {
    put(x, 7, [119, 60, 37])
    put(x, 8, [83, 42, 26])
  }
  for (const [x0, length] of [
    [2, 32],
    [10, 28],
    [18, 24],
    [26, 24],
    [34, 28],
    [42, 32],
  ] as const) {
    for (let y = 9; y < 14; y++) put(x0 + 1, y, string)
    for (let y = 14; y < 14 + length; y++) {
      for (const [dx, c] of [
        [0, [136, 108, 48]],
        [1, [206, 164, 72]],
        [2, [206, 164, 72]],
        [3, [228, 205, 154]],
      ] as const)
        put(x0 + dx, y, c)
    }
  }
  for (let y = 9; y < 52; y++) put(23, y, string)
  for (let y = 52; y < height; y++) {
    for (let x = 18; x < 29; x++) if (Math.abs(x - 23) < 5 - Math.abs(y - 58) / 3) put(x, y, [235, 101, 148])
  }
  return sprite
}

describe('an axis refitted at a known cell size', () => {
  it('counts an axis of long flat runs at that size, not at the nearest whole width', () => {
    // Cells of about 3.42 px (±10 %), box-filtered, blurred and noisy. Along y the tubes and strings show
    // no edge for dozens of rows, and noise peaks split those runs, so the fit keeps its 3 px cells there:
    // 70 rows where 226 px hold 67 cells of 3.37 px (66 drawn).
    const draw = rng(1)
    const xs = cellEdges(48, 3.42, 0.1, 1, 1, draw)
    const ys = cellEdges(66, 3.42, 0.1, 1, 1, draw)
    const image = addNoise(blur(renderCells(windChime(), xs, ys, true), 0.8), 6.5, draw)
    const { gradientY } = edgeProfiles(premultiply(image))
    const rows = freeAxis(gradientY, image.height, 3.37, 3.37)
    expect(Math.abs((rows?.count ?? 0) - 66)).toBeLessThanOrEqual(1)
  })
})
