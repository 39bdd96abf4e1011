/** CIEDE2000 colour difference, for matching design colours to threads (CIELAB from @threadbit/pixelart). */
import type { Lab } from '@threadbit/pixelart'

const deg = (rad: number) => (rad * 180) / Math.PI
const rad = (d: number) => (d * Math.PI) / 180
const POW25_7 = 25 ** 7

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000([L1, A1, B1]: Lab, [L2, A2, B2]: Lab): number {
  const x = { L: L1, a: A1, b: B1 }
  const y = { L: L2, a: A2, b: B2 }
  const C1 = Math.hypot(x.a, x.b)
  const C2 = Math.hypot(y.a, y.b)
  const Cbar7 = ((C1 + C2) / 2) ** 7
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + POW25_7)))
  const a1 = (1 + G) * x.a
  const a2 = (1 + G) * y.a
  const c1 = Math.hypot(a1, x.b)
  const c2 = Math.hypot(a2, y.b)
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0
    const h = deg(Math.atan2(b, a))
    return h < 0 ? h + 360 : h
  }
  const h1 = hue(x.b, a1)
  const h2 = hue(y.b, a2)
  const dL = y.L - x.L
  const dC = c2 - c1
  let dh = 0
  if (c1 * c2 !== 0) {
    dh = h2 - h1
    if (dh > 180) dh -= 360
    else if (dh < -180) dh += 360
  }
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin(rad(dh / 2))
  const Lbar = (x.L + y.L) / 2
  const cbar = (c1 + c2) / 2
  let hbar = h1 + h2
  if (c1 * c2 !== 0) {
    if (Math.abs(h1 - h2) <= 180) hbar = (h1 + h2) / 2
    else hbar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
  }
  const T =
    1 -
    0.17 * Math.cos(rad(hbar - 30)) +
    0.24 * Math.cos(rad(2 * hbar)) +
    0.32 * Math.cos(rad(3 * hbar + 6)) -
    0.2 * Math.cos(rad(4 * hbar - 63))
  const dTheta = 30 * Math.exp(-(((hbar - 275) / 25) ** 2))
  const cbar7 = cbar ** 7
  const Rc = 2 * Math.sqrt(cbar7 / (cbar7 + POW25_7))
  const Sl = 1 + (0.015 * (Lbar - 50) ** 2) / Math.sqrt(20 + (Lbar - 50) ** 2)
  const Sc = 1 + 0.045 * cbar
  const Sh = 1 + 0.015 * cbar * T
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc
  return Math.sqrt((dL / Sl) ** 2 + (dC / Sc) ** 2 + (dH / Sh) ** 2 + Rt * (dC / Sc) * (dH / Sh))
}
