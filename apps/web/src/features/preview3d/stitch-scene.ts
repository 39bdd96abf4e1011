// The three.js part of the preview: loaded only through a dynamic import (see StitchPreview), so the
// editor's first load does not pay for three.
import {
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
import { buildEmbroideryGeometry, makeDataTexture, THREAD_HEIGHT } from './stitch-geometry.ts'
import { CLOTH_FRAGMENT, CLOTH_VERTEX, EMBROIDERY_FRAGMENT, EMBROIDERY_VERTEX } from './stitch-shaders.ts'
import { generateClothWeave, TEXTURE_SCALE } from './stitch-texture.ts'
import type { StitchMaps } from './stitch-texture.ts'

/** Zoom between 0.5x and 3x of the start distance; rotation at most 45° each way. */
export const ZOOM_MIN_FACTOR = 0.5
export const ZOOM_MAX_FACTOR = 3
export const ROTATION_LIMIT_RAD = Math.PI / 4
const FOV_DEG = 30
/**
 * While the user turns or zooms, frames are drawn with at most this many pixels and scaled up by the
 * browser; the full resolution comes back when the gesture ends. Software WebGL (SwiftShader) shades
 * about this many pixels at 30+ fps on two cores; a large window would otherwise drop well below that.
 */
const INTERACTIVE_PIXEL_BUDGET = 90_000
/** Weave tiles per design pixel: 8 threads a tile makes about 5 threads per 2 mm. */
const WEAVE_TILES_PER_CELL = 0.65

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
