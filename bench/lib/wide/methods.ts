// The methods the wide recovery bench compares with the current recovery: the recovery as it was before
// the irregular grid (read from git) and a simple autocorrelation baseline.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { RGBAImage } from '@threadbit/pixelart'
import { blank } from '../../../packages/pixelart/src/recover/testing/degrade.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
/** The last commit before the irregular grid: the recovery it had is the "previous" column. */
const PREVIOUS_REF = '5d8895cb7a076d6420f3f7cc008b04d66a228699'

export type Method = (image: RGBAImage) => RGBAImage

/** The recovery as it was at `ref`, extracted from git into a temporary folder and imported. */
export async function previousRecovery(ref = PREVIOUS_REF): Promise<Method | null> {
  const commit = execFileSync('git', ['rev-parse', ref], { cwd: root }).toString().trim()
  const folder = join(tmpdir(), `threadbit-recover-${commit.slice(0, 12)}`)
  const entry = join(folder, 'packages/pixelart/src/recover/recover.ts')
  try {
    if (!existsSync(entry)) {
      // Extracted beside the folder and renamed into place, so that two processes started together
      // never import a half-written copy (the second one's rename fails harmlessly).
      const partial = `${folder}.partial-${process.pid}`
      mkdirSync(partial, { recursive: true })
      const tar = execFileSync('git', ['archive', commit, 'packages/pixelart/src'], { cwd: root })
      execFileSync('tar', ['-x', '-C', partial], { input: tar })
      try {
        renameSync(partial, folder)
      } catch {
        rmSync(partial, { recursive: true, force: true })
      }
    }
    const module = (await import(pathToFileURL(entry).href)) as {
      recoverNativePixelArt: (image: RGBAImage) => { image: RGBAImage }
    }
    return (image) => module.recoverNativePixelArt(image).image
  } catch (error) {
    console.warn(`the previous recovery could not be loaded from git (${String(error)}): not compared`)
    return null
  }
}

/**
 * A simple baseline: per axis, the lag with the strongest autocorrelation of the edge profile is the cell
 * size; cells are read at their centres. No palette, no checks.
 */
export const baseline: Method = (image) => {
  const { width, height, data } = image
  const profile = (axis: 'x' | 'y') => {
    const along = axis === 'x' ? width : height
    const across = axis === 'x' ? height : width
    const out = new Float64Array(along)
    for (let j = 0; j < across; j++) {
      for (let i = 1; i < along; i++) {
        const p = axis === 'x' ? (j * width + i) * 4 : (i * width + j) * 4
        const q = axis === 'x' ? p - 4 : p - width * 4
        let d = 0
        for (let c = 0; c < 4; c++) d += Math.abs((data[p + c] as number) - (data[q + c] as number))
        out[i] = (out[i] as number) + d
      }
    }
    return out
  }
  const cells = (axis: 'x' | 'y') => {
    const p = profile(axis)
    const n = p.length
    const mean = p.reduce((a, b) => a + b, 0) / n
    let best = 1
    let bestValue = -Infinity
    for (let lag = 2; lag <= Math.max(2, Math.floor(n / 4)); lag++) {
      let sum = 0
      for (let i = 0; i + lag < n; i++) sum += ((p[i] as number) - mean) * ((p[i + lag] as number) - mean)
      const value = sum / (n - lag)
      if (value > bestValue * 1.05) {
        bestValue = value
        best = lag
      }
    }
    return Math.max(1, Math.min(128, Math.round(n / best)))
  }
  const cw = cells('x')
  const ch = cells('y')
  const out = blank(cw, ch)
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const sx = Math.min(width - 1, Math.floor(((x + 0.5) * width) / cw))
      const sy = Math.min(height - 1, Math.floor(((y + 0.5) * height) / ch))
      const o = (sy * width + sx) * 4
      const a = (data[o + 3] as number) >= 128
      out.data.set(
        a ? [data[o] as number, data[o + 1] as number, data[o + 2] as number, 255] : [0, 0, 0, 0],
        (y * cw + x) * 4,
      )
    }
  }
  return out
}
