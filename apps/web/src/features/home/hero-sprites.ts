import type { PixelSprite } from '../../ui/PixelArt.tsx'
import { SPRITE_PALETTE } from '../../ui/sprites.ts'

const { ink: INK, red: RED, gold: GOLD, green: GREEN } = SPRITE_PALETTE
const DEEP_RED = '#b83a1a'
const CREAM = '#fff6e5'
const BLUE = '#2e86ab'

/** What the hero stitches, one after another. Same format as ui/sprites.ts ('.' is bare fabric). */
export const HERO_SPRITES: readonly PixelSprite[] = [
  {
    rows: [
      '................',
      '................',
      '..KKKK....KKKK..',
      '.KRRRRK..KRRRRK.',
      'KRRWWRRKKRRRRRRK',
      'KRWWRRRRRRRRRRRK',
      'KRWRRRRRRRRRRRRK',
      'KRRRRRRRRRRRRDRK',
      '.KRRRRRRRRRRDRK.',
      '..KRRRRRRRRDRK..',
      '...KRRRRRRDRK...',
      '....KRRRRRRK....',
      '.....KRRRRK.....',
      '......KRRK......',
      '.......KK.......',
      '................',
    ],
    colors: { K: INK, R: RED, D: DEEP_RED, W: CREAM },
  },
  {
    rows: [
      '................',
      '.....KKKKKK.....',
      '...KKRRRRWWKK...',
      '..KRRRRRRWWWRK..',
      '.KRWWRRRRRRRRRK.',
      '.KWWWWRRRRWWRRK.',
      'KRWWWWRRRWWWWRRK',
      'KRRWWRRRRWWWWRRK',
      'KRRRRRRRRRWWRRRK',
      '.KKKKKKKKKKKKKK.',
      '....KCCCCCCK....',
      '....KCCKKCCK....',
      '....KCCCCCCK....',
      '....KCCCCCCK....',
      '.....KKKKKK.....',
      '................',
    ],
    colors: { K: INK, R: RED, W: CREAM, C: GOLD },
  },
  {
    rows: [
      '................',
      '................',
      '................',
      '....G......G....',
      '.....G....G.....',
      '....GGGGGGGG....',
      '...GGKGGGGKGG...',
      '..GGGGGGGGGGGG..',
      '..GBGGGGGGGGBG..',
      '..G.GGGGGGGG.G..',
      '..G.G......G.G..',
      '.....GG..GG.....',
      '................',
      '................',
      '................',
      '................',
    ],
    colors: { G: GREEN, K: INK, B: BLUE },
  },
]
