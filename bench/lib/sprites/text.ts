// Text sprites for the wide recovery bench: words or score counters in a 5×7 bitmap font.
import { int, palette, start, word, type Canvas, type RGB, type SpriteGenerator } from './canvas.ts'

/** Rows top to bottom, 5 bits each, most significant bit on the left. */
const FONT: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 25, 21, 19, 17, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [30, 1, 1, 14, 1, 1, 30],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  '!': [4, 4, 4, 4, 4, 0, 4],
  '?': [14, 17, 1, 2, 4, 0, 4],
}

export function drawText(canvas: Canvas, text: string, x0: number, y0: number, c: RGB, shadow: RGB | null) {
  let x = x0
  for (const ch of text) {
    const rows = FONT[ch]
    if (rows) {
      rows.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) {
          if (!((bits >> (4 - col)) & 1)) continue
          if (shadow) canvas.set(x + col + 1, y0 + row + 1, shadow)
          canvas.set(x + col, y0 + row, c)
        }
      })
    }
    x += 6
  }
}

export const LETTERS = 'ABCDEFGHIKLMNOPRSTUWXYZ'
export const DIGITS = '0123456789!?'

/** A word (or a score counter) on a label, with a drop shadow. */
export function textSprite(alphabet: string): SpriteGenerator['draw'] {
  return (random) => {
    const length = int(random, 1, 5)
    const colors = palette(random, int(random, 3, 6), 'scatter')
    const transparent = random() < 0.5
    const lines = length > 3 && random() < 0.4 ? 2 : 1
    const perLine = Math.ceil(length / lines)
    const width = perLine * 6 + 3
    const height = lines * 9 + 2
    const canvas = start(width, height, colors, transparent)
    const text = word(random, alphabet, length)
    for (let l = 0; l < lines; l++) {
      drawText(
        canvas,
        text.slice(l * perLine, (l + 1) * perLine),
        1,
        1 + l * 9,
        colors[0] as RGB,
        colors[1] as RGB,
      )
    }
    if (random() < 0.5)
      canvas.outline(colors[2] as RGB, transparent ? null : (colors[colors.length - 1] as RGB))
    return canvas.image()
  }
}
