import type { PixelGrid, Region } from './grid.ts'
import { threadFromHex } from './threads.ts'

/**
 * Colour order: each colour once (colour changes = colours - 1); large areas first so details sit on top and
 * pull compensation reaches under them. A border in one of the design's colours makes that colour last.
 */
export function colorOrder(grid: PixelGrid, regions: readonly Region[], borderHex: string | null): number[] {
  const area = new Map<number, number>()
  for (const r of regions) area.set(r.color, (area.get(r.color) ?? 0) + r.cellCount)
  const isBorder = (color: number) =>
    borderHex !== null && threadFromHex(grid.colors[color] as string).hex === borderHex
  return [...area.keys()].sort((a, b) => {
    const aBorder = isBorder(a)
    const bBorder = isBorder(b)
    if (aBorder !== bBorder) return aBorder ? 1 : -1
    return (area.get(b) as number) - (area.get(a) as number) || a - b
  })
}
