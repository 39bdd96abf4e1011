import type { PixelSprite } from './PixelArt.tsx'

/** The brand's colours as the sprites draw them (the logo here, the hero's sprites on the home page). */
export const SPRITE_PALETTE = { ink: '#1d1b26', red: '#e4572e', gold: '#f2c14e', green: '#2f9e6b' }

const { ink: INK, red: RED, gold: GOLD, green: GREEN } = SPRITE_PALETTE
const CREAM = '#fbf7f0'
const PINK = '#f08a9c'

/** The logo: a needle threading a pixel heart. */
export const LOGO: PixelSprite = {
  rows: [
    '..........II',
    '.RR..RR..IWI',
    'RRRRRRRRIWI.',
    'RRRRRRRIWI..',
    'RRRRRRIWRR..',
    '.RRRRIWRRR..',
    '..RRIWRRR...',
    '...IWRRR....',
    '..IWI.RR....',
    '.I.I...T....',
    'TTT...T.....',
    '..TTTT......',
  ],
  colors: { R: RED, I: INK, W: '#c8c3d4', T: GOLD },
}

/** A spool of thread, for "coming soon" placeholders. */
export const SPOOL: PixelSprite = {
  rows: [
    '.KKKKKKKKKK.',
    'KWWWWWWWWWWK',
    '.KKKKKKKKKK.',
    '..KRRRRRRK..',
    '..KRrRRrRK..',
    '..KRRRRRRK..',
    '..KRrRRrRK..',
    '..KRRRRRRK..',
    '..KRrRRrRK..',
    '.KKKKKKKKKK.',
    'KWWWWWWWWWWK',
    '.KKKKKKKKKK.',
  ],
  colors: { K: INK, W: '#d9b98b', R: RED, r: '#c9461f' },
}

/** A broken thread, for the error screen. */
export const SNAPPED: PixelSprite = {
  rows: [
    '............',
    '.GG.........',
    'G..G........',
    '....G..P....',
    '.....G.PP...',
    '......G..P..',
    '.........P..',
    '..P.....G...',
    '..PP...G....',
    '...P..G.....',
    '....GG......',
    '............',
  ],
  colors: { G: GREEN, P: PINK, C: CREAM },
}

/** A shopping bag, for the cart button. */
export const BAG: PixelSprite = {
  rows: [
    '....KKKK....',
    '...K....K...',
    '...K....K...',
    '.KKKKKKKKKK.',
    '.KYYYYYYYYK.',
    '.KYYKYYKYYK.',
    '.KYYYYYYYYK.',
    '.KYYYYYYYYK.',
    '.KYYYYYYYYK.',
    '.KYYYYYYYYK.',
    '.KKKKKKKKKK.',
  ],
  colors: { K: INK, Y: GOLD },
}
