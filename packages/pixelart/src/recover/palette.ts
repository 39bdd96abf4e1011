import { rgbToLab, type Lab } from '../color.ts'

/**
 * Colour clustering in CIELAB for pixel art: a few flat colours, each smeared by resampling, blur, noise or
 * JPEG into a small cloud. Shared by the recovery (≤ 12 colours from the cells' robust colours) and by the
 * refinement (the user's 1 to 12 colours).
 */

/** Colours closer than this (CIE76 ΔE) are one colour: the editor's own "same colour" distance. */
export const MERGE_DISTANCE = 10

/** Above this many clusters agglomerative merging gets slow; k-means takes over (photos, gradients). */
const AGGLOMERATIVE_LIMIT = 64

export interface PaletteEntry {
  r: number
  g: number
  b: number
  lab: Lab
  /** How many input samples this colour stands for. */
  weight: number
}

export interface Palette {
  entries: PaletteEntry[]
  /** For each input colour (by index), the palette entry it maps to. */
  assignment: Int32Array
  /** For each input colour, its ΔE to the entry it maps to. */
  error: Float64Array
}

interface Cluster {
  sumL: number
  sumA: number
  sumB: number
  sumR: number
  sumG: number
  sumBl: number
  weight: number
  lab: [number, number, number]
}

function newCluster(): Cluster {
  return { sumL: 0, sumA: 0, sumB: 0, sumR: 0, sumG: 0, sumBl: 0, weight: 0, lab: [0, 0, 0] }
}

function addTo(c: Cluster, lab: Lab, r: number, g: number, b: number, w: number): void {
  c.sumL += lab[0] * w
  c.sumA += lab[1] * w
  c.sumB += lab[2] * w
  c.sumR += r * w
  c.sumG += g * w
  c.sumBl += b * w
  c.weight += w
  c.lab = [c.sumL / c.weight, c.sumA / c.weight, c.sumB / c.weight]
}

function absorb(into: Cluster, from: Cluster): void {
  into.sumL += from.sumL
  into.sumA += from.sumA
  into.sumB += from.sumB
  into.sumR += from.sumR
  into.sumG += from.sumG
  into.sumBl += from.sumBl
  into.weight += from.weight
  into.lab = [into.sumL / into.weight, into.sumA / into.weight, into.sumB / into.weight]
}

/** CIE76 ΔE without Math.hypot, which is several times slower and this runs in the inner loops. */
export function fastDeltaE(p: Lab, q: Lab): number {
  const dl = p[0] - q[0]
  const da = p[1] - q[1]
  const db = p[2] - q[2]
  return Math.sqrt(dl * dl + da * da + db * db)
}

/** Ward's cost of merging two clusters: how much the summed squared error grows. */
function wardCost(p: Cluster, q: Cluster): number {
  const d = fastDeltaE(p.lab, q.lab)
  return ((p.weight * q.weight) / (p.weight + q.weight)) * d * d
}

/**
 * Builds a palette of at most `maxColors` colours for `count` RGB colours (`rgb[3i..3i+2]`, with
 * `weights[i]` samples each). Colours within `mergeDistance` of each other always end up as one entry.
 */
export function buildPalette(
  rgb: ArrayLike<number>,
  weights: ArrayLike<number>,
  count: number,
  maxColors: number,
  mergeDistance = MERGE_DISTANCE,
): Palette {
  const labs: Lab[] = new Array<Lab>(count)
  const labCache = new Map<number, Lab>()
  for (let i = 0; i < count; i++) {
    const r = rgb[3 * i] as number
    const g = rgb[3 * i + 1] as number
    const b = rgb[3 * i + 2] as number
    const key = (r << 16) | (g << 8) | b
    let lab = labCache.get(key)
    if (lab === undefined) {
      lab = rgbToLab(r, g, b)
      labCache.set(key, lab)
    }
    labs[i] = lab
  }

  // Seeds from the densest places first: a coarse Lab histogram ranks the colour clouds by mass, so each
  // cloud's centre, not a stray noisy sample, starts a cluster.
  const binSize = mergeDistance / 2
  const bins = new Map<string, Cluster>()
  for (let i = 0; i < count; i++) {
    const lab = labs[i] as Lab
    const key = `${Math.round(lab[0] / binSize)},${Math.round(lab[1] / binSize)},${Math.round(lab[2] / binSize)}`
    let bin = bins.get(key)
    if (!bin) {
      bin = newCluster()
      bins.set(key, bin)
    }
    addTo(
      bin,
      lab,
      rgb[3 * i] as number,
      rgb[3 * i + 1] as number,
      rgb[3 * i + 2] as number,
      weights[i] as number,
    )
  }
  const ranked = [...bins.values()].sort((p, q) => q.weight - p.weight)
  let clusters: Cluster[] = []
  for (const bin of ranked) {
    let best: Cluster | null = null
    let bestDistance = mergeDistance
    for (const c of clusters) {
      const d = fastDeltaE(c.lab, bin.lab)
      if (d < bestDistance) {
        bestDistance = d
        best = c
      }
    }
    if (best) absorb(best, bin)
    else {
      const c = newCluster()
      absorb(c, bin)
      clusters.push(c)
    }
  }

  if (clusters.length > AGGLOMERATIVE_LIMIT) clusters = kMeans(clusters, AGGLOMERATIVE_LIMIT)
  clusters = refine(clusters, labs, rgb, weights, count, 2)
  clusters = mergeClose(clusters, maxColors, mergeDistance)
  clusters = refine(clusters, labs, rgb, weights, count, 2)
  clusters = mergeClose(clusters, maxColors, mergeDistance)

  const entries: PaletteEntry[] = clusters.map((c) => {
    const r = Math.round(c.sumR / c.weight)
    const g = Math.round(c.sumG / c.weight)
    const b = Math.round(c.sumBl / c.weight)
    return { r, g, b, lab: rgbToLab(r, g, b), weight: c.weight }
  })
  const assignment = new Int32Array(count)
  const error = new Float64Array(count)
  for (let i = 0; i < count; i++) {
    const { index, distance } = nearest(entries, labs[i] as Lab)
    assignment[i] = index
    error[i] = distance
  }
  return { entries, assignment, error }
}

/** In a smeared image, colours closer than this many times the typical colour's ΔE to its entry merge. */
const SPREAD_MERGE = 4

/**
 * buildPalette for colours read from a smeared image (blur, JPEG, noise), where each colour of the art is a
 * cloud whose size the image tells: colours closer than a few times the cloud's typical spread (the
 * weighted median ΔE of a colour to its entry) are one colour's variants, not colours of their own.
 */
export function buildSmearedPalette(
  rgb: ArrayLike<number>,
  weights: ArrayLike<number>,
  count: number,
  maxColors: number,
): Palette {
  const first = buildPalette(rgb, weights, count, maxColors)
  const distance = SPREAD_MERGE * weightedMedian(first.error, weights, count)
  return distance > MERGE_DISTANCE ? buildPalette(rgb, weights, count, maxColors, distance) : first
}

function weightedMedian(values: ArrayLike<number>, weights: ArrayLike<number>, count: number): number {
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (p, q) => (values[p] as number) - (values[q] as number),
  )
  let total = 0
  for (let i = 0; i < count; i++) total += weights[i] as number
  let seen = 0
  for (const i of order) {
    seen += weights[i] as number
    if (2 * seen >= total) return values[i] as number
  }
  return 0
}

function nearest(entries: readonly { lab: Lab }[], lab: Lab): { index: number; distance: number } {
  let index = 0
  let distance = Infinity
  for (let k = 0; k < entries.length; k++) {
    const d = fastDeltaE((entries[k] as { lab: Lab }).lab, lab)
    if (d < distance) {
      distance = d
      index = k
    }
  }
  return { index, distance }
}

/** Lloyd iterations over the input colours: centres move to the mean of what they attract. */
function refine(
  clusters: Cluster[],
  labs: Lab[],
  rgb: ArrayLike<number>,
  weights: ArrayLike<number>,
  count: number,
  iterations: number,
): Cluster[] {
  let current = clusters
  for (let it = 0; it < iterations; it++) {
    const next = current.map(() => newCluster())
    for (let i = 0; i < count; i++) {
      const lab = labs[i] as Lab
      const { index } = nearest(current, lab)
      addTo(
        next[index] as Cluster,
        lab,
        rgb[3 * i] as number,
        rgb[3 * i + 1] as number,
        rgb[3 * i + 2] as number,
        weights[i] as number,
      )
    }
    current = next.filter((c) => c.weight > 0)
  }
  return current
}

/** Weighted k-means over many clusters down to k, seeded by farthest-point (k-means++ without chance). */
function kMeans(clusters: Cluster[], k: number): Cluster[] {
  const sorted = [...clusters].sort((p, q) => q.weight - p.weight)
  const centres: Lab[] = [(sorted[0] as Cluster).lab]
  const distance = sorted.map((c) => fastDeltaE(c.lab, centres[0] as Lab))
  while (centres.length < k) {
    let best = -1
    let bestScore = 0
    for (let i = 0; i < sorted.length; i++) {
      const score = (distance[i] as number) ** 2 * Math.sqrt((sorted[i] as Cluster).weight)
      if (score > bestScore) {
        bestScore = score
        best = i
      }
    }
    if (best < 0) break
    const lab = (sorted[best] as Cluster).lab
    centres.push(lab)
    for (let i = 0; i < sorted.length; i++) {
      distance[i] = Math.min(distance[i] as number, fastDeltaE((sorted[i] as Cluster).lab, lab))
    }
  }
  let groups: Cluster[] = []
  for (let it = 0; it < 6; it++) {
    groups = centres.map(() => newCluster())
    const targets = centres.map((lab) => ({ lab }))
    for (const c of sorted) absorb(groups[nearest(targets, c.lab).index] as Cluster, c)
    groups = groups.filter((g) => g.weight > 0)
    centres.length = 0
    for (const g of groups) centres.push(g.lab)
  }
  return groups
}

/**
 * Agglomerative merging: first every pair closer than `mergeDistance`, then the cheapest pairs (Ward)
 * until at most `maxColors` remain.
 */
function mergeClose(clusters: Cluster[], maxColors: number, mergeDistance: number): Cluster[] {
  const list = [...clusters]
  for (;;) {
    let bestI = -1
    let bestJ = -1
    let bestCost = Infinity
    let closeFound = false
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const p = list[i] as Cluster
        const q = list[j] as Cluster
        const d = fastDeltaE(p.lab, q.lab)
        const isClose = d < mergeDistance
        // A pair within the merge distance always goes before a pair that is merged only to save colours.
        const cost = isClose ? d - 1e9 : wardCost(p, q)
        if (cost < bestCost) {
          bestCost = cost
          bestI = i
          bestJ = j
          closeFound = isClose
        }
      }
    }
    if (bestI < 0 || (!closeFound && list.length <= maxColors)) return list
    absorb(list[bestI] as Cluster, list[bestJ] as Cluster)
    list.splice(bestJ, 1)
  }
}
