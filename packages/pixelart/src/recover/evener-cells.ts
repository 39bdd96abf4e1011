// Cells of a repeat's size: bricks, panels and blinds repeat every few cells, and a lattice or fit of
// three or four cells to every four or five of the true ones can hold all their edges, each of its cells
// flat inside, so neither the edges nor the redraw tell it from the true cells. How evenly the cells fill
// the spans between those edges does (width-spread.ts): a finer fit that fills them clearly more evenly
// has the true size.
import type { AxisCells } from './axis-cells.ts'
import type { Profile } from './edge-profiles.ts'
import { freeAxis } from './irregular-choice.ts'
import { unevener, widthSpread } from './width-spread.ts'

/** Cells filling their spans at least this unevenly are looked at (the true cells of an irregular grid
 * spread 0.001–0.005, more at 3–4 px where a pixel is a good part of a cell)... */
const LOOKED_AT = 0.006
/** ...against fits at these shares of their size: a repeat of n cells read as n - 1 (⅞ … ½)... */
const SHARES = [0.88, 0.8, 0.75, 0.67, 0.6, 0.5]
/** ...down to cells this small. */
const SMALLEST = 2.5
/** A fit of cells at least this many times the evenest fit's size is a whole multiple of it. */
const MULTIPLE = 1.5

/** The found cells, or a finer fit (the evenest, or a whole multiple of it as even) when the found cells
 * fill the spans between edges clearly less evenly than it. */
export function evenerCells(gradient: Profile, length: number, found: AxisCells): AxisCells {
  if (found.model !== 'flat') return found
  // Judged as fitted, like the finer fits: a lattice's widths are all alike by construction.
  const alike = freeAxis(gradient, length, found.scale) ?? found
  const own = widthSpread(gradient, length, alike)
  if (own === null || own < LOOKED_AT) return found
  const fits: { cells: AxisCells; spread: number }[] = []
  for (const share of SHARES) {
    const scale = found.scale * share
    if (scale < SMALLEST) break
    const cells = freeAxis(gradient, length, scale)
    if (!cells || cells.count <= found.count) continue
    const spread = widthSpread(gradient, length, cells)
    if (spread !== null) fits.push({ cells, spread })
  }
  if (fits.length === 0) return found
  // Half cells fill the spans as evenly as the true ones: cells at least MULTIPLE times the evenest
  // fit's size that fill them about as evenly are the true ones.
  const evenest = fits.reduce((best, f) => (f.spread < best.spread ? f : best))
  const chosen =
    fits.find(
      (f) =>
        f.cells.scale >= MULTIPLE * evenest.cells.scale &&
        !unevener(f.spread, evenest.spread, evenest.cells.scale),
    ) ?? evenest
  return unevener(own, chosen.spread, chosen.cells.scale) ? chosen.cells : found
}
