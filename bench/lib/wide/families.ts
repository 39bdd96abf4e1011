// The ten degradation families of the wide recovery bench, each with randomised parameters: nearest and
// box-filtered upscales, blur, flattening and JPEG, cut end cells, colour noise, irregular cells, AI size.
import type { RGBAImage } from '@threadbit/pixelart'
import {
  addNoise,
  blur,
  flatten,
  uniform,
  type Random,
} from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import { jpeg } from '../degrade.ts'
import { cellEdges, render } from '../../../packages/pixelart/src/recover/testing/render-cells.ts'

export interface Case {
  input: RGBAImage
  truth: RGBAImage
  /** The true cell edges in input pixels (for diagnostics). */
  edges: { x: number[]; y: number[] }
}

export interface Recipe {
  box: boolean
  scale: (random: Random, sprite: RGBAImage) => number
  blur?: [number, number]
  jpeg?: boolean
  cut?: boolean
  noise?: boolean
  jitter?: [number, number]
}

const longSide = (s: RGBAImage) => Math.max(s.width, s.height)
/** Cell sizes for the small families: as given, with the long side kept to at most 1100 px. */
const capped = (lo: number, hi: number) => (random: Random, s: RGBAImage) =>
  Math.min(uniform(random, lo, hi), 1100 / longSide(s))
/** AI-image size: the long side 750–1000 px, cells at most 64 px. */
const aiSize = (random: Random, s: RGBAImage) => Math.min(64, uniform(random, 750, 1000) / longSide(s))

// Below 3 px per cell a blur of σ 1 mixes whole cells: no method can tell such cells apart.
const small: Recipe = { box: true, scale: capped(3, 12) }
const blurred: Recipe = { ...small, blur: [0.6, 1] }
const compressed: Recipe = { ...blurred, jpeg: true }
const offset: Recipe = { ...compressed, cut: true }
const noisy: Recipe = { ...offset, noise: true }
const irregular: Recipe = { ...noisy, jitter: [0.08, 0.12] }

export const FAMILIES: Record<string, Recipe> = {
  'nearest ×k': {
    box: false,
    scale: (random, s) => Math.min(2 + Math.floor(random() * 9), 1100 / longSide(s)),
  },
  'nearest non-integer': { box: false, scale: capped(2, 12) },
  'box non-integer': small,
  '+ blur': blurred,
  '+ flatten, JPEG q75': compressed,
  '+ offset, cut cells': offset,
  '+ colour noise': noisy,
  '+ irregular cells': irregular,
  'noise at AI size': { ...noisy, scale: aiSize },
  'irregular at AI size': { ...irregular, scale: aiSize },
}

const background = (random: Random): [number, number, number] => {
  const light = random() < 0.7
  const v = () => Math.round(light ? uniform(random, 200, 255) : uniform(random, 0, 60))
  return [v(), v(), v()]
}

export async function degrade(sprite: RGBAImage, recipe: Recipe, random: Random): Promise<Case> {
  const scale = recipe.scale(random, sprite)
  const jitter = recipe.jitter ? uniform(random, ...recipe.jitter) : 0
  const cut = () => (recipe.cut ? uniform(random, 0.55, 0.8) : 1)
  const truth = recipe.jpeg ? flatten(sprite, background(random)) : sprite
  const xs = cellEdges(sprite.width, scale, jitter, cut(), cut(), random)
  const ys = cellEdges(sprite.height, scale, jitter, cut(), cut(), random)
  let input = render(truth, xs, ys, recipe.box)
  if (recipe.blur) input = blur(input, uniform(random, ...recipe.blur))
  if (recipe.noise) input = addNoise(input, 255 * uniform(random, 0.02, 0.03), random)
  if (recipe.jpeg) input = await jpeg(input, Math.round(uniform(random, 70, 80)))
  return { input, truth, edges: { x: xs.edges, y: ys.edges } }
}
