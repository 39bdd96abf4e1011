// A synthetic sprite for recovery tests: opaque round blobs in four colours on a plain ground (clean art
// with few colours, large flat areas and curved outlines).
import type { RGBAImage } from '../../png.ts'
import { blank, rng } from './degrade.ts'

export function blobs(width: number, height: number, seed: number): RGBAImage {
  const random = rng(seed)
  const image = blank(width, height)
  const colours = [
    [200, 60, 50],
    [60, 160, 80],
    [240, 220, 90],
    [90, 110, 220],
  ]
  const shapes = Array.from({ length: 7 }, () => ({
    x: random() * width,
    y: random() * height,
    r: 1 + (random() * width) / 5,
    c: colours[Math.floor(random() * 4)] as number[],
  }))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = [235, 235, 225]
      for (const s of shapes) if ((x + 0.5 - s.x) ** 2 + (y + 0.5 - s.y) ** 2 < s.r ** 2) c = s.c
      image.data.set([...c, 255], (y * width + x) * 4)
    }
  }
  return image
}
