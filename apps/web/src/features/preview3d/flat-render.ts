import { generateClothWeave } from './stitch-texture.ts'
import type { StitchMaps } from './stitch-texture.ts'

/** Light from the upper left, in the maps' space (x right, y down, z out of the cloth). */
const LIGHT = (() => {
  const v = [-0.45, -0.55, 0.75]
  const len = Math.hypot(...v)
  return v.map((c) => c / len) as [number, number, number]
})()

/** The maps lit once with a fixed light: thread shading without WebGL. Transparent where there is no thread. */
export function shadeStitchMaps(maps: StitchMaps): ImageData {
  const out = new ImageData(maps.width, maps.height)
  const { color, normal } = maps
  for (let o = 0; o < color.length; o += 4) {
    if ((color[o + 3] as number) === 0) continue
    const nx = (normal[o] as number) / 127.5 - 1
    const ny = (normal[o + 1] as number) / 127.5 - 1
    const nz = (normal[o + 2] as number) / 127.5 - 1
    const light = 0.55 + 0.6 * Math.max(0, nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2])
    out.data[o] = (color[o] as number) * light
    out.data[o + 1] = (color[o + 1] as number) * light
    out.data[o + 2] = (color[o + 2] as number) * light
    out.data[o + 3] = 255
  }
  return out
}

let weaveTile: HTMLCanvasElement | null = null

/** A small grey weave tile drawn with `multiply` over the cloth colour. */
function getWeaveTile(): HTMLCanvasElement {
  if (weaveTile) return weaveTile
  const weave = generateClothWeave(16, 4)
  const tile = document.createElement('canvas')
  tile.width = tile.height = weave.size
  const image = new ImageData(weave.size, weave.size)
  for (let o = 0; o < weave.data.length; o += 4) {
    const v = weave.data[o + 3] as number
    image.data[o] = image.data[o + 1] = image.data[o + 2] = v
    image.data[o + 3] = 255
  }
  tile.getContext('2d')?.putImageData(image, 0, 0)
  weaveTile = tile
  return tile
}

/**
 * The 2D preview: the stitched design flat on woven cloth, fitted into the canvas. Uses only the 2D canvas
 * API, so it also serves where WebGL is unavailable.
 */
export function renderFlatPreview(
  canvas: HTMLCanvasElement,
  shaded: ImageData,
  clothColor: string,
  cssWidth: number,
  cssHeight: number,
): void {
  const dpr = Math.min(window.devicePixelRatio || 1, 2)
  const width = Math.max(1, Math.round(cssWidth * dpr))
  const height = Math.max(1, Math.round(cssHeight * dpr))
  if (canvas.width !== width) canvas.width = width
  if (canvas.height !== height) canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  ctx.save()
  ctx.clearRect(0, 0, width, height)
  // Cloth: the whole canvas, with a weave pattern multiplied over its colour.
  ctx.fillStyle = clothColor
  ctx.fillRect(0, 0, width, height)
  const pattern = ctx.createPattern(getWeaveTile(), 'repeat')
  if (pattern) {
    ctx.globalCompositeOperation = 'multiply'
    ctx.fillStyle = pattern
    ctx.fillRect(0, 0, width, height)
    ctx.globalCompositeOperation = 'source-over'
  }
  const art = document.createElement('canvas')
  art.width = shaded.width
  art.height = shaded.height
  art.getContext('2d')?.putImageData(shaded, 0, 0)
  const margin = 0.1
  const scale = Math.min(
    (width * (1 - 2 * margin)) / shaded.width,
    (height * (1 - 2 * margin)) / shaded.height,
  )
  // Whole device pixels per texel when there is room: the stitches stay crisp.
  const crisp = scale >= 1 ? Math.floor(scale) : scale
  const w = shaded.width * crisp
  const h = shaded.height * crisp
  ctx.imageSmoothingEnabled = crisp < 1
  ctx.shadowColor = 'rgb(0 0 0 / 35%)'
  ctx.shadowBlur = 3 * dpr
  ctx.shadowOffsetX = 1.5 * dpr
  ctx.shadowOffsetY = 2 * dpr
  ctx.drawImage(art, Math.round((width - w) / 2), Math.round((height - h) / 2), w, h)
  ctx.restore()
}
