import {
  BufferAttribute,
  BufferGeometry,
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  RGBAFormat,
  UnsignedByteType,
} from 'three'
import { TEXTURE_SCALE, type StitchMaps } from './stitch-texture.ts'

// The thread's shape for the stitch preview: the top as one textured quad, walls where it meets bare cloth.

/** Thread thickness in design pixels (about 0.45 mm on a 2 mm stitch). */
export const THREAD_HEIGHT = 0.22

/** A texture from RGBA bytes, with mipmaps when it is seen shrunk (colours) and without (normals). */
export function makeDataTexture(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  mipmaps: boolean,
): DataTexture {
  const texture = new DataTexture(data, width, height, RGBAFormat, UnsignedByteType)
  texture.magFilter = LinearFilter
  texture.minFilter = mipmaps ? LinearMipmapLinearFilter : LinearFilter
  texture.generateMipmaps = mipmaps
  texture.needsUpdate = true
  return texture
}

/**
 * The top of the thread as one quad (the shader drops bare texels), plus side walls along every outline
 * between thread and bare cloth, merged into runs, so the thread has a visible thickness when tilted.
 */
export function buildEmbroideryGeometry(maps: StitchMaps): BufferGeometry {
  const { width, height, color } = maps
  const s = 1 / TEXTURE_SCALE
  const left = -width * s * 0.5
  const top = height * s * 0.5
  const positions: number[] = []
  const uvs: number[] = []
  const wallNormals: number[] = []
  const indices: number[] = []
  const quad = (corners: number[][], uv: number[][], normal: number[]) => {
    const base = positions.length / 3
    for (let k = 0; k < 4; k++) {
      positions.push(...(corners[k] as number[]))
      uvs.push(...(uv[k] as number[]))
      wallNormals.push(...normal)
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3)
  }
  const H = THREAD_HEIGHT
  quad(
    [
      [left, top, H],
      [left, top - height * s, H],
      [left + width * s, top - height * s, H],
      [left + width * s, top, H],
    ],
    [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ],
    [0, 0, 0],
  )
  const covered = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && (color[(y * width + x) * 4 + 3] as number) > 0
  // Vertical walls: between texel columns x - 1 and x; +1 faces right (thread on the left).
  for (let x = 0; x <= width; x++) {
    let runStart = -1
    let runSide = 0
    for (let y = 0; y <= height; y++) {
      const a = y < height && covered(x - 1, y)
      const b = y < height && covered(x, y)
      const side = a === b ? 0 : a ? 1 : -1
      if (side !== runSide) {
        if (runSide !== 0) {
          const wx = left + x * s
          const u = (x - (runSide === 1 ? 0.5 : -0.5)) / width
          const y0 = top - runStart * s
          const y1 = top - y * s
          const v0 = runStart / height
          const v1 = y / height
          const corners =
            runSide === 1
              ? [
                  [wx, y0, H],
                  [wx, y1, H],
                  [wx, y1, 0],
                  [wx, y0, 0],
                ]
              : [
                  [wx, y0, 0],
                  [wx, y1, 0],
                  [wx, y1, H],
                  [wx, y0, H],
                ]
          const uv = [
            [u, v0],
            [u, v1],
            [u, v1],
            [u, v0],
          ]
          quad(corners, uv, [runSide, 0, 0])
        }
        runStart = y
        runSide = side
      }
    }
  }
  // Horizontal walls: between texel rows y - 1 and y; +1 faces down the image (thread above), i.e. -y.
  for (let y = 0; y <= height; y++) {
    let runStart = -1
    let runSide = 0
    for (let x = 0; x <= width; x++) {
      const a = x < width && covered(x, y - 1)
      const b = x < width && covered(x, y)
      const side = a === b ? 0 : a ? 1 : -1
      if (side !== runSide) {
        if (runSide !== 0) {
          const wy = top - y * s
          const v = (y - (runSide === 1 ? 0.5 : -0.5)) / height
          const x0 = left + runStart * s
          const x1 = left + x * s
          const u0 = runStart / width
          const u1 = x / width
          const corners =
            runSide === 1
              ? [
                  [x0, wy, 0],
                  [x1, wy, 0],
                  [x1, wy, H],
                  [x0, wy, H],
                ]
              : [
                  [x0, wy, H],
                  [x1, wy, H],
                  [x1, wy, 0],
                  [x0, wy, 0],
                ]
          const uv = [
            [u0, v],
            [u1, v],
            [u1, v],
            [u0, v],
          ]
          quad(corners, uv, [0, -runSide, 0])
        }
        runStart = x
        runSide = side
      }
    }
  }
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3))
  geometry.setAttribute('uv', new BufferAttribute(new Float32Array(uvs), 2))
  geometry.setAttribute('wallNormal', new BufferAttribute(new Float32Array(wallNormals), 3))
  geometry.setIndex(indices)
  return geometry
}
