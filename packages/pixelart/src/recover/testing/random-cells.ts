// Sprites of random cells for the recovery's unit tests: four colours far apart, so that every
// neighbouring pair of cells that differ differs clearly.
import type { RGBAImage } from '../../png.ts'

const COLOURS = [
  [20, 20, 30],
  [230, 60, 50],
  [60, 170, 70],
  [245, 220, 80],
]

/**
 * An opaque sprite whose cells take random colours from `next` (one draw per random cell, in reading
 * order); cells outside `random` (all by default) take the plain colour.
 */
export function randomCells(
  width: number,
  height: number,
  next: () => number,
  random: (x: number, y: number) => boolean = () => true,
  plain: readonly number[] = [235, 235, 235],
): RGBAImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = random(x, y) ? (COLOURS[Math.floor(next() * COLOURS.length)] as number[]) : plain
      data.set([...colour, 255], (y * width + x) * 4)
    }
  }
  return { width, height, data }
}
