// A sprite whose only one-cell detail is on a few lines (recovery tests): repeats of two-cell tiles that
// cells twice the true size draw everywhere else.
import type { RGBAImage } from '../../png.ts'
import { blank } from './degrade.ts'

/**
 * A tiled roof: courses of tiles two cells wide (so cells twice the true size draw every course), and a
 * chimney four cells wide on the top sixth of the rows, whose bricks and joints are one cell wide.
 */
export function roof(width: number, height: number, chimneyAt: number): RGBAImage {
  const tiles: [number, number, number][] = [
    [178, 64, 44],
    [132, 42, 30],
  ]
  const brick: [number, number, number] = [214, 206, 190]
  const joint: [number, number, number] = [86, 80, 78]
  const sprite = blank(width, height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inChimney = y < height / 6 && x >= chimneyAt && x < chimneyAt + 4
      const course = Math.floor(y / 2) % 2
      const colour = inChimney
        ? (x + y) % 2 === 0
          ? brick
          : joint
        : (tiles[(Math.floor(x / 2) + course) % 2] as [number, number, number])
      sprite.data.set([...colour, 255], (y * width + x) * 4)
    }
  }
  return sprite
}
