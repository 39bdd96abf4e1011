export {
  TRANSPARENT,
  parseColor,
  hexToRgb,
  toHex,
  labDistance,
  normalizeColor,
  rgbToLab,
  deltaE76,
  type Color,
  type RGBA,
  type Lab,
} from './color.ts'
export { DEFAULT_PALETTE, TRANSPARENT_SLOT } from './palette.ts'
export type { Rect } from './patch.ts'
export { decodePNGToRGBA, encodeRGBAToPNG, type RGBAImage } from './png.ts'
export { PixelArt } from './pixel-art.ts'
export type { ChangeEvent, ChangeKind } from './change-feed.ts'
export type { SerializedPixelArt } from './serialize.ts'
export { ToolController, type Tool, type PointerInput, type ControllerEvent } from './tool-controller.ts'
export { analyzeRGBA, cropRGBA, type RGBAAnalysis } from './rgba-analysis.ts'
export { upscaleNearest } from './upscale.ts'
export { base64ToBytes, bytesToBase64 } from './base64.ts'
export { OPAQUE_ALPHA } from './alpha.ts'
export { renderStitchedDesign, stitchedBorderPx, type StitchedOptions } from './stitched.ts'
export {
  recoverNativePixelArt,
  NotPixelArtError,
  type RecoverResult,
  type RecoverOptions,
} from './recover/recover.ts'
export { refinePixelArt, trimWithMargin, REFINE_LIMITS, type RefineOptions } from './refine/refine.ts'
