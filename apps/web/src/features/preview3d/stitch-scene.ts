// The three.js part of the preview: loaded only through a dynamic import (see StitchPreview), so the
// editor's first load does not pay for three.
import {
  BufferAttribute,
  BufferGeometry,
  DataTexture,
  DoubleSide,
  LinearFilter,
  LinearMipmapLinearFilter,
  Mesh,
  PerspectiveCamera,
  PlaneGeometry,
  RepeatWrapping,
  RGBAFormat,
  Scene,
  ShaderMaterial,
  UnsignedByteType,
  Vector2,
  Vector3,
  Vector4,
  WebGLRenderer,
} from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import { generateClothWeave, TEXTURE_SCALE } from './stitch-texture.ts'
import type { StitchMaps } from './stitch-texture.ts'

/** Zoom between 0.5x and 3x of the start distance; rotation at most 45° each way. */
export const ZOOM_MIN_FACTOR = 0.5
export const ZOOM_MAX_FACTOR = 3
export const ROTATION_LIMIT_RAD = Math.PI / 4
/** Thread thickness in design pixels (about 0.45 mm on a 2 mm stitch). */
const THREAD_HEIGHT = 0.22
const FOV_DEG = 30
/**
 * While the user turns or zooms, frames are drawn with at most this many pixels and scaled up by the
 * browser; the full resolution comes back when the gesture ends. Software WebGL (SwiftShader) shades
 * about this many pixels at 30+ fps on two cores; a large window would otherwise drop well below that.
 */
const INTERACTIVE_PIXEL_BUDGET = 90_000
/** Weave tiles per design pixel: 8 threads a tile makes about 5 threads per 2 mm. */
const WEAVE_TILES_PER_CELL = 0.65

// Shared lighting: one warm key light from the upper left, a cool sky fill and an ambient floor. Colours are
// converted to linear for the maths and back to sRGB at the end (the canvas shows sRGB).
const LIGHTING = /* glsl */ `
uniform vec3 uLightDir;
// Gamma 2 instead of 2.2: visually the same here, and far cheaper than pow() in software rendering.
vec3 toLinear(vec3 c) { return c * c; }
vec3 toSRGB(vec3 c) { return sqrt(max(c, 0.0)); }
vec3 lightDiffuse(vec3 n) {
  float key = max(dot(n, uLightDir), 0.0);
  float sky = 0.5 + 0.5 * n.z;
  // Weighted so that cloth facing the viewer comes out close to its own colour.
  return vec3(1.0, 0.97, 0.92) * key * 0.9 + vec3(0.82, 0.86, 0.95) * sky * 0.32 + 0.05;
}
`

const EMBROIDERY_VERTEX = /* glsl */ `
attribute vec3 wallNormal;
varying vec2 vUv;
varying vec3 vWorldPos;
varying vec3 vWallNormal;
varying float vHeight;
uniform float uThreadHeight;
void main() {
  vUv = uv;
  vWallNormal = wallNormal;
  vHeight = position.z / uThreadHeight;
  vec4 world = modelMatrix * vec4(position, 1.0);
  vWorldPos = world.xyz;
  gl_Position = projectionMatrix * viewMatrix * world;
}
`

const EMBROIDERY_FRAGMENT = /* glsl */ `
uniform sampler2D uColorMap;
uniform sampler2D uNormalMap;
uniform vec2 uTexSize;
uniform float uThreadsPerCell;
varying vec2 vUv;
varying vec3 vWorldPos;
varying vec3 vWallNormal;
varying float vHeight;
${LIGHTING}
vec2 threadDirection(float angle) {
  if (angle < 0.5) return vec2(1.0, 0.0);
  if (angle < 1.5) return vec2(0.70710678, 0.70710678);
  if (angle < 2.5) return vec2(0.0, 1.0);
  return vec2(-0.70710678, 0.70710678);
}
void main() {
  vec4 base = texture2D(uColorMap, vUv);
  bool isWall = dot(vWallNormal, vWallNormal) > 0.5;
  if (!isWall && base.a < 0.5) discard;
  vec3 albedo = toLinear(base.rgb);
  vec3 viewDir = normalize(cameraPosition - vWorldPos);
  vec3 n;
  vec3 tangent;
  float occlusion = 1.0;
  if (isWall) {
    n = vWallNormal;
    tangent = vec3(0.0, 0.0, 1.0);
    occlusion = 0.45 + 0.5 * vHeight;
  } else {
    ivec2 texel = clamp(ivec2(vUv * uTexSize), ivec2(0), ivec2(uTexSize) - 1);
    float code = texelFetch(uNormalMap, texel, 0).a * 255.0 + 0.5;
    float isTatami = step(128.0, code);
    vec2 dir = threadDirection(floor(mod(code, 128.0) / 32.0));
    vec2 across = vec2(-dir.y, dir.x);
    vec2 cell = vUv * uTexSize / ${TEXTURE_SCALE.toFixed(1)};
    // Individual threads: a rounded ridge every 1/uThreadsPerCell pixel across the thread direction,
    // faded out where a thread would be thinner than a screen pixel (no moire when zoomed out).
    float t = dot(cell, across) * uThreadsPerCell;
    float f = fract(t) - 0.5;
    float fade = clamp(1.6 - fwidth(t) * 2.2, 0.0, 1.0);
    // Tatami stitches end every 1.5 pixels; each row's ends are offset, like a brick wall.
    float along = dot(cell, dir) / 1.5 + floor(t) * 0.37;
    float g = fract(along) - 0.5;
    float stitchEnd = isTatami * smoothstep(0.38, 0.5, abs(g)) * fade;
    vec3 tn = texture2D(uNormalMap, vUv).xyz * 2.0 - 1.0;
    tn.xy += across * f * 1.5 * fade + dir * sign(g) * stitchEnd * 0.9;
    tn = normalize(tn);
    n = normalize(vec3(tn.x, -tn.y, tn.z));
    tangent = normalize(vec3(dir.x, -dir.y, 0.0));
    float edge = abs(f) * 2.0;
    occlusion = 1.0 - fade * (0.32 * edge * edge * edge + 0.25 * stitchEnd);
  }
  vec3 light = lightDiffuse(n);
  // Thread sheen (Kajiya-Kay): a highlight across the thread, strongest where the half vector is
  // perpendicular to it, which is what makes satin look like satin.
  vec3 h = normalize(uLightDir + viewDir);
  float th = dot(tangent, h);
  // sin^36 as (1 - cos^2)^18, squared out by hand.
  float s2 = max(0.0, 1.0 - th * th);
  float s4 = s2 * s2;
  float s16 = s4 * s4 * s4 * s4;
  float sheen = s16 * s2 * max(dot(n, uLightDir), 0.0);
  vec3 color = albedo * light * occlusion + sheen * occlusion * (0.05 + 0.3 * albedo);
  gl_FragColor = vec4(toSRGB(color), 1.0);
}
`

const CLOTH_VERTEX = /* glsl */ `
varying vec3 vWorldPos;
void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vWorldPos = world.xyz;
  gl_Position = projectionMatrix * viewMatrix * world;
}
`

const CLOTH_FRAGMENT = /* glsl */ `
uniform sampler2D uWeave;
uniform sampler2D uColorMap;
uniform vec3 uClothColor;
uniform float uWeaveRepeat;
uniform vec4 uDesignRect;
uniform vec2 uShadowOffset;
varying vec3 vWorldPos;
${LIGHTING}
void main() {
  vec4 weave = texture2D(uWeave, vWorldPos.xy * uWeaveRepeat);
  vec3 tn = weave.xyz * 2.0 - 1.0;
  vec3 n = normalize(vec3(tn.x, -tn.y, tn.z));
  vec3 viewDir = normalize(cameraPosition - vWorldPos);
  // A soft shadow of the raised thread, from the colour map's coverage blurred through its mipmaps.
  vec2 designUv = (vec2(vWorldPos.x, -vWorldPos.y) - uDesignRect.xy + uShadowOffset) / uDesignRect.zw;
  float inside = step(0.0, designUv.x) * step(designUv.x, 1.0) * step(0.0, designUv.y) * step(designUv.y, 1.0);
  float cover = texture2D(uColorMap, clamp(designUv, 0.0, 1.0), 2.5).a * inside;
  float shadow = 1.0 - 0.42 * cover;
  vec3 albedo = toLinear(uClothColor * (0.8 + 0.2 * weave.a));
  vec3 h = normalize(uLightDir + viewDir);
  float spec = pow(max(dot(n, h), 0.0), 24.0) * 0.05;
  vec3 color = (albedo * lightDiffuse(n) + spec) * shadow;
  gl_FragColor = vec4(toSRGB(color), 1.0);
}
`

export interface CameraState {
  distance: number
  startDistance: number
  /** Degrees; 0 is straight on. */
  azimuthDeg: number
  /** Degrees from straight on (positive looks from below the horizon line, negative from above). */
  elevationDeg: number
}

/**
 * The embroidery scene: a cloth plane and the design as raised thread over it, lit by a fixed light while
 * the camera orbits within the spec's limits. Renders on demand (controls, data or size changes) rather
 * than in a loop, so an idle preview costs nothing.
 */
export class StitchScene {
  private readonly renderer: WebGLRenderer
  private readonly scene = new Scene()
  private readonly camera = new PerspectiveCamera(FOV_DEG, 1, 0.1, 1000)
  private readonly controls: OrbitControls
  private readonly embroideryMaterial: ShaderMaterial
  private readonly clothMaterial: ShaderMaterial
  private readonly embroidery: Mesh
  private readonly cloth: Mesh
  private readonly weave: DataTexture
  private colorMap: DataTexture | null = null
  private normalMap: DataTexture | null = null
  private designSize = { width: 1, height: 1 }
  private startDistance = 10
  private frameRequest = 0
  private viewport = { width: 1, height: 1 }
  private isInteracting = false
  /** Frames drawn so far (tests and the benchmark read it). */
  frames = 0

  constructor(
    canvas: HTMLCanvasElement,
    private readonly onRender?: (state: CameraState) => void,
  ) {
    this.renderer = new WebGLRenderer({ canvas, antialias: false, alpha: true })
    this.renderer.setClearColor(0x000000, 0)

    const lightDir = new Vector3(-0.45, 0.55, 0.75).normalize()
    const weave = generateClothWeave()
    this.weave = new DataTexture(weave.data, weave.size, weave.size, RGBAFormat, UnsignedByteType)
    this.weave.wrapS = this.weave.wrapT = RepeatWrapping
    this.weave.magFilter = LinearFilter
    this.weave.minFilter = LinearMipmapLinearFilter
    this.weave.generateMipmaps = true
    this.weave.needsUpdate = true

    this.embroideryMaterial = new ShaderMaterial({
      vertexShader: EMBROIDERY_VERTEX,
      fragmentShader: EMBROIDERY_FRAGMENT,
      side: DoubleSide,
      uniforms: {
        uColorMap: { value: null },
        uNormalMap: { value: null },
        uTexSize: { value: new Vector2(1, 1) },
        uThreadsPerCell: { value: 5 },
        uThreadHeight: { value: THREAD_HEIGHT },
        uLightDir: { value: lightDir },
      },
    })
    this.clothMaterial = new ShaderMaterial({
      vertexShader: CLOTH_VERTEX,
      fragmentShader: CLOTH_FRAGMENT,
      uniforms: {
        uWeave: { value: this.weave },
        uColorMap: { value: null },
        uClothColor: { value: new Vector3(0.82, 0.71, 0.55) },
        uWeaveRepeat: { value: WEAVE_TILES_PER_CELL },
        uDesignRect: { value: new Vector4(0, 0, 1, 1) },
        uShadowOffset: {
          value: new Vector2(lightDir.x, -lightDir.y).multiplyScalar((THREAD_HEIGHT * 1.6) / lightDir.z),
        },
        uLightDir: { value: lightDir },
      },
    })
    this.cloth = new Mesh(new PlaneGeometry(1, 1), this.clothMaterial)
    this.embroidery = new Mesh(new BufferGeometry(), this.embroideryMaterial)
    // Thread first: the cloth under it then fails the depth test instead of being shaded and overdrawn.
    this.embroidery.renderOrder = 0
    this.cloth.renderOrder = 1
    this.scene.add(this.cloth, this.embroidery)

    this.controls = new OrbitControls(this.camera, canvas)
    this.controls.enablePan = false
    this.controls.minPolarAngle = Math.PI / 2 - ROTATION_LIMIT_RAD
    this.controls.maxPolarAngle = Math.PI / 2 + ROTATION_LIMIT_RAD
    this.controls.minAzimuthAngle = -ROTATION_LIMIT_RAD
    this.controls.maxAzimuthAngle = ROTATION_LIMIT_RAD
    this.controls.zoomSpeed = 0.8
    this.controls.addEventListener('change', this.requestRender)
    this.controls.addEventListener('start', this.handleGestureStart)
    this.controls.addEventListener('end', this.handleGestureEnd)
  }

  /**
   * Shows new maps. Textures are updated in place while the size stays the same (a stroke); the camera
   * goes back to its start when `resetCamera` is set (the caller does it when the design's size changed).
   */
  setDesign(maps: StitchMaps, options: { resetCamera: boolean }): void {
    const sameSize = this.colorMap?.image.width === maps.width && this.colorMap.image.height === maps.height
    if (sameSize && this.colorMap && this.normalMap) {
      ;(this.colorMap.image.data as Uint8ClampedArray).set(maps.color)
      ;(this.normalMap.image.data as Uint8ClampedArray).set(maps.normal)
      this.colorMap.needsUpdate = true
      this.normalMap.needsUpdate = true
    } else {
      this.colorMap?.dispose()
      this.normalMap?.dispose()
      this.colorMap = makeDataTexture(maps.color.slice(), maps.width, maps.height, true)
      this.normalMap = makeDataTexture(maps.normal.slice(), maps.width, maps.height, false)
    }
    const widthCells = maps.width / TEXTURE_SCALE
    const heightCells = maps.height / TEXTURE_SCALE
    this.designSize = { width: widthCells, height: heightCells }
    const u = this.embroideryMaterial.uniforms
    ;(u['uColorMap'] as { value: unknown }).value = this.colorMap
    ;(u['uNormalMap'] as { value: unknown }).value = this.normalMap
    ;(u['uTexSize'] as { value: Vector2 }).value.set(maps.width, maps.height)
    const c = this.clothMaterial.uniforms
    ;(c['uColorMap'] as { value: unknown }).value = this.colorMap
    ;(c['uDesignRect'] as { value: Vector4 }).value.set(
      -widthCells / 2,
      -heightCells / 2,
      widthCells,
      heightCells,
    )
    this.embroidery.geometry.dispose()
    this.embroidery.geometry = buildEmbroideryGeometry(maps)
    const margin = Math.max(2.5, 0.14 * Math.max(widthCells, heightCells))
    this.cloth.scale.set(widthCells + 2 * margin, heightCells + 2 * margin, 1)
    if (options.resetCamera || this.frames === 0) this.resetCamera()
    else this.requestRender()
  }

  setClothColor(hex: string): void {
    // Raw sRGB components: the shader does its own linear conversion (three's Color would convert too).
    const value = parseInt(hex.slice(1), 16)
    ;(this.clothMaterial.uniforms['uClothColor'] as { value: Vector3 }).value.set(
      (value >> 16) / 255,
      ((value >> 8) & 0xff) / 255,
      (value & 0xff) / 255,
    )
    this.requestRender()
  }

  /** Straight on, at a distance where the cloth fills the view. */
  resetCamera(): void {
    const { x: width, y: height } = this.cloth.scale
    const aspect = this.viewport.width / this.viewport.height
    const tan = Math.tan(((FOV_DEG / 2) * Math.PI) / 180)
    const fit = Math.max(height / 2 / tan, width / 2 / (tan * aspect)) * 0.92
    this.startDistance = fit + THREAD_HEIGHT
    this.camera.near = this.startDistance * 0.02
    this.camera.far = this.startDistance * 10
    this.camera.position.set(0, 0, this.startDistance)
    this.camera.up.set(0, 1, 0)
    this.controls.target.set(0, 0, 0)
    this.controls.minDistance = this.startDistance * ZOOM_MIN_FACTOR
    this.controls.maxDistance = this.startDistance * ZOOM_MAX_FACTOR
    this.camera.updateProjectionMatrix()
    this.controls.update()
    this.requestRender()
  }

  setSize(width: number, height: number): void {
    if (width < 1 || height < 1) return
    const first = this.viewport.width === 1 && this.viewport.height === 1
    this.viewport = { width, height }
    this.applyResolution()
    this.camera.aspect = width / height
    this.camera.updateProjectionMatrix()
    if (first) this.resetCamera()
    else this.requestRender()
  }

  private readonly handleGestureStart = (): void => {
    this.isInteracting = true
    this.applyResolution()
  }

  private readonly handleGestureEnd = (): void => {
    this.isInteracting = false
    this.applyResolution()
    this.requestRender()
  }

  private applyResolution(): void {
    const { width, height } = this.viewport
    const full = Math.min(window.devicePixelRatio || 1, 2)
    const ratio = this.isInteracting
      ? Math.min(full, Math.sqrt(INTERACTIVE_PIXEL_BUDGET / (width * height)))
      : full
    this.renderer.setPixelRatio(ratio)
    this.renderer.setSize(width, height, false)
  }

  getCameraState(): CameraState {
    return {
      distance: this.controls.getDistance(),
      startDistance: this.startDistance,
      azimuthDeg: (this.controls.getAzimuthalAngle() * 180) / Math.PI,
      elevationDeg: ((this.controls.getPolarAngle() - Math.PI / 2) * 180) / Math.PI,
    }
  }

  get designCells(): { width: number; height: number } {
    return this.designSize
  }

  requestRender = (): void => {
    if (this.frameRequest !== 0) return
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0
      this.renderNow()
    })
  }

  renderNow(): void {
    this.renderer.render(this.scene, this.camera)
    this.frames++
    this.onRender?.(this.getCameraState())
  }

  dispose(): void {
    cancelAnimationFrame(this.frameRequest)
    this.controls.removeEventListener('change', this.requestRender)
    this.controls.removeEventListener('start', this.handleGestureStart)
    this.controls.removeEventListener('end', this.handleGestureEnd)
    this.controls.dispose()
    this.embroidery.geometry.dispose()
    this.cloth.geometry.dispose()
    this.embroideryMaterial.dispose()
    this.clothMaterial.dispose()
    this.colorMap?.dispose()
    this.normalMap?.dispose()
    this.weave.dispose()
    this.renderer.dispose()
    // Frees the context now: browsers allow only a few at once, and the window may open and close often.
    this.renderer.forceContextLoss()
  }
}

function makeDataTexture(
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
