// Scoring a recovered sprite against the truth, shared by the recovery tests and benches.
import { deltaE76, rgbToLab } from '../../color.ts'
import type { RGBAImage } from '../../png.ts'

/** Share of the truth's pixels the result got right: same opacity, and Lab ΔE ≤ 10 when opaque. */
export function pixelsRight(result: RGBAImage, truth: RGBAImage): number {
  let right = 0
  for (let i = 0; i < truth.width * truth.height; i++) {
    const o = i * 4
    const truthOpaque = (truth.data[o + 3] as number) >= 128
    const resultOpaque = (result.data[o + 3] as number) >= 128
    if (truthOpaque !== resultOpaque) continue
    if (!truthOpaque) {
      right++
      continue
    }
    const a = rgbToLab(truth.data[o] as number, truth.data[o + 1] as number, truth.data[o + 2] as number)
    const b = rgbToLab(result.data[o] as number, result.data[o + 1] as number, result.data[o + 2] as number)
    if (deltaE76(a, b) <= 10) right++
  }
  return right / (truth.width * truth.height)
}
