// The generators of the `sepulchre` split of the wide recovery bench, written in round 31 to be held back
// after catacomb, before catacomb was scored, never looked at by any method work, and used by no other
// split: the post office (postage stamps with a head in profile, hills under a sun, a flower or a big
// value, strips and sheets of stamps, sorting frames of pigeonholes, mail vans, rubber date stamps on an
// ink pad, postmarks struck on a card), board games (backgammon and ludo boards, draughtsmen from above or
// stacked, spinners, cribbage boards, nine men's morris boards), railway signalling (semaphore signals on
// timber or lattice posts, colour-light signals alone or on a post with a junction feather, lever frames,
// signal boxes, signal box diagrams), the hairdresser (barber's poles, hood dryers, hand hair dryers, combs
// and paddle brushes, price lists, barber's chairs), the sweet shop (lollipops, candy canes, gumball
// machines, chocolate bars part unwrapped, rows of wrapped sweets, humbugs or peppermints, pick-and-mix
// trays), the gym (dumbbells with plates or hexagonal heads, kettlebells, dumbbell racks, punch bags, wall
// bars with a climbing rope, boxing gloves, workout whiteboards), the ice-cream parlour (cones, ice
// lollies, freezer counters of tubs, sundaes, menu boards) and the pet shop (dog kennels, hamster cages,
// pet bowls, scratching posts, name tags and collars, sacks of pet food on a shelf). Stamp values and
// plate numbers, pigeonhole codes, van words, postmark dates, towns and times, spinner numbers, signal box
// and diagram names, line names and signal numbers, lever and post plate numbers, salon headings,
// services and prices, gumball prices, chocolate brands, pick-and-mix prices, weights on dumbbells,
// kettlebells and racks, punch-bag words, workouts, flavours and prices, pet names and food words are
// text-like glyphs in a narrow 5-row font of this file (glyphs one to five columns wide, twice size on
// some vans, headings and wrappers), and a stamp's country line 1-px "text"; perforations, letters in
// pigeonholes, cribbage holes and inlay, the ludo grid, morris lines, diagram track and its section gaps,
// glazing bars and mortar, ladder rungs, vent slits, comb teeth, bristle tips, dotted price leaders,
// chocolate bevels and grooves, bag seams, tallies, kennel boards and shingle courses, cage bars, collar
// stitches and sack crimps are 1-px lines and dots over flat runs; postmark rings and wavy cancellation
// lines, wheel arches, draughtsman grooves, spinner rims, lamp hoods, dryer rims and shines, hair-dryer
// cables, lollipop spirals, gumball and coin-plate rims, kettlebell and glove shines and seams, scoop
// ridges, sundae glasses, awning scallops, kennel door trims, hamster wheels, cage hoops and toy strings
// are curved 1-px outlines; backgammon points, spinner wedges and arrows, semaphore arms level, raised or
// lowered, lattice braces, pulled levers, leaning letters, lollipop sticks, hair-dryer handles, bag
// chains, tally strokes, flakes, wafers and spoons, sisal winding and the cross-hatching of cones run at
// many slants, and barber's poles, price-list borders, candy canes, humbugs, van chevrons, signal-box
// stairs, diagram crossovers, junction feathers, chair tufting and the middle of a ludo board at 45° and
// at other slants. Stamp grounds, pigeonhole shadows, ink pads, board grain, signal glows, ballast, pole,
// dryer, kettlebell, glove and bag shading, tortoiseshell, gumball reflections, whiteboard ghosts, scoop
// shading, sauce swirls, frost on lollies, bedding, kibble, carpet and sugar are ordered-dithered (2×2),
// and hair-dryer grilles, dumbbell knurls, chocolate foil, wafers and pom-poms are checkered. Stamps
// (but for their perforations), postmarked cards, sorting frames, backgammon, ludo and morris boards,
// spinners on a card, signal boxes in a scene, diagrams, price lists, pick-and-mix trays, whiteboards, wall
// bars on a wall, freezer counters, menu boards and kennels on a lawn are opaque, large flat areas with few
// edges on some draws (ludo yards, big-value stamps, diagram panels, whiteboards); semaphores, colour
// lights on a post, hood dryers, barber's chairs, candy canes, punch bags, hamster cages and scratching
// posts are mostly transparent. Broad stripes two px wide carry 1-px details on some draws (barber's poles
// and candy canes with a 1-px glint, price-list borders, awnings over a scalloped edge, humbugs, van
// chevrons, lever shafts, wall-bar rungs, morris lines). Strips of stamps, cribbage boards, lever frames,
// low diagrams, combs, one-row chocolate bars, rows of sweets, dumbbell racks, one-row freezer counters,
// collars and shelves of pet food are thin strips; date stamps, semaphores, colour lights on a post,
// barber's poles, hood dryers, candy canes, gumball machines, lollipops, punch bags, wall bars, upright
// dumbbells, cones, sundaes and scratching posts are tall ones; stamps, draughtsmen, spinners, colour-light
// heads, barber's poles, hair dryers, lollipops, candy canes, dumbbells, kettlebells, boxing gloves, cones,
// ice lollies, pet bowls and name tags are tiny (8 to 15 px) on some draws. Held back: scored once at the
// end of a round (bench/lib/wide/splits.ts).
import type { RGBAImage } from '@threadbit/pixelart'
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  type Canvas,
  type RGB,
  type SpriteGenerator,
  within,
  finish,
  begin,
  hexes,
  tint,
  nudge,
  mix,
  scale,
  distinctTints,
  pick,
  int,
  mod,
  INKS,
  HUES,
  WHITES,
  line,
  linePixels,
  rect,
  frame,
  polygon,
  bar,
  ellipse,
  solid,
  ring,
  circle,
  bayer,
  dither,
  repaint,
  isColour,
  roundedBox,
  scribble,
  rotated,
} from './canvas.ts'

const WHITE: RGB = [255, 255, 255]
const pale = (c: RGB, k: number): RGB => mix(c, WHITE, k)

type Pt = [number, number]

// ---- drawing helpers of this split -------------------------------------------------------------------

/**
 * This split's narrow 5-row font: each glyph five rows of one to five cells, `#` inked and `.` blank,
 * rows parted by spaces (capitals, digits and a few signs); glyphs stand one blank column apart, so a
 * word's width depends on its letters (I is one column, M and W five).
 */
const GLYPHS: Record<string, string> = {
  A: '### #.# ### #.# #.#',
  B: '##. #.# ### #.# ##.',
  C: '### #.. #.. #.. ###',
  D: '##. #.# #.# #.# ##.',
  E: '### #.. ##. #.. ###',
  F: '### #.. ##. #.. #..',
  G: '.### #... #.## #..# .###',
  H: '#.# #.# ### #.# #.#',
  I: '# # # # #',
  J: '..# ..# ..# #.# ###',
  K: '#..# #.#. ##.. #.#. #..#',
  L: '#.. #.. #.. #.. ###',
  M: '#...# ##.## #.#.# #...# #...#',
  N: '#..# ##.# #.## #..# #..#',
  O: '.##. #..# #..# #..# .##.',
  P: '### #.# ### #.. #..',
  Q: '.##. #..# #..# #.#. .#.#',
  R: '###. #..# ###. #.#. #..#',
  S: '.### #... .##. ...# ###.',
  T: '### .#. .#. .#. .#.',
  U: '#.# #.# #.# #.# ###',
  V: '#.# #.# #.# #.# .#.',
  W: '#...# #...# #.#.# ##.## #...#',
  X: '#.# #.# .#. #.# #.#',
  Y: '#.# #.# ### .#. .#.',
  Z: '### ..# .#. #.. ###',
  '0': '### #.# #.# #.# ###',
  '1': '.# ## .# .# .#',
  '2': '### ..# ### #.. ###',
  '3': '### ..# .## ..# ###',
  '4': '#.# #.# ### ..# ..#',
  '5': '### #.. ### ..# ###',
  '6': '### #.. ### #.# ###',
  '7': '### ..# ..# .#. .#.',
  '8': '### #.# ### #.# ###',
  '9': '### #.# ### ..# ###',
  '.': '. . . . #',
  ':': '. # . # .',
  '-': '.. .. ## .. ..',
  '/': '..# ..# .#. #.. #..',
  '!': '# # # . #',
  '+': '... .#. ### .#. ...',
  ' ': '. . . . .',
}

const glyphRows = (ch: string) => (GLYPHS[ch] ?? '.. .. .. .. ..').split(' ')

/** How many columns a string takes in the font at k times size (each glyph's width, one between). */
function textWidth(text: string, k = 1): number {
  let w = 0
  for (const ch of text) w += (glyphRows(ch)[0] as string).length + 1
  return Math.max(0, w - 1) * k
}

/** A string in the font with its top left at (x, y), each cell a k × k block. */
function print(canvas: Canvas, text: string, x: number, y: number, c: RGB, k = 1) {
  let left = Math.round(x)
  const top = Math.round(y)
  for (const ch of text) {
    const rows = glyphRows(ch)
    rows.forEach((row, gy) =>
      [...row].forEach((cell, gx) => {
        if (cell === '#')
          rect(canvas, left + gx * k, top + gy * k, left + gx * k + k - 1, top + gy * k + k - 1, c)
      }),
    )
    left += ((rows[0] as string).length + 1) * k
  }
}

/** The same, centred on column cx. */
const printCentred = (canvas: Canvas, text: string, cx: number, y: number, c: RGB, k = 1) =>
  print(canvas, text, Math.round(cx - (textWidth(text, k) - 1) / 2), y, c, k)

/** The words that fit in `room` columns at k times size (the narrowest one if none does). */
function fitting(words: readonly string[], room: number, k = 1): string[] {
  const fit = words.filter((w) => textWidth(w, k) <= room)
  if (fit.length) return fit
  return [words.reduce((a, b) => (textWidth(a) <= textWidth(b) ? a : b))]
}

/** A 1-px line whose pixels take the colours in turn (null leaves a pixel): chains, stitches, leaders. */
function dotted(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, colours: (RGB | null)[]) {
  linePixels(x0, y0, x1, y1).forEach(([x, y], i) => {
    const c = colours[i % colours.length]
    if (c) canvas.set(x, y, c)
  })
}

/**
 * A 1-px elliptical arc from angle a0 to a1 (radians, y down), sampled about every 1.5 px and joined by
 * straight 1-px lines.
 */
function arc(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, c: RGB) {
  const steps = Math.max(6, Math.ceil((Math.abs(a1 - a0) * Math.max(rx, ry)) / 1.5))
  let last: Pt | null = null
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps
    const p: Pt = [Math.round(cx + rx * Math.cos(a)), Math.round(cy + ry * Math.sin(a))]
    if (last) line(canvas, last[0], last[1], p[0], p[1], c)
    else canvas.set(p[0], p[1], c)
    last = p
  }
}

/** A 1-px polyline through the points. */
function path(canvas: Canvas, points: Pt[], c: RGB) {
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1] as Pt, points[i] as Pt]
    line(canvas, a[0], a[1], b[0], b[1], c)
  }
}

/**
 * The tone of a pixel across a round upright body (a pole, a bag, a bell) from `left` to `right`: a lit
 * band a little left of the middle, plain, ordered-dithered into the shade and dark at the right edge.
 */
function across(x: number, y: number, left: number, right: number, plain: RGB, lit: RGB, dark: RGB): RGB {
  const u = (x - left) / Math.max(1, right - left)
  if (u > 0.14 && u < 0.3) return lit
  if (u > 0.84) return dark
  if (u > 0.64) return bayer(x, y) < 0.5 ? dark : plain
  return plain
}

/** A colour of the pool (nudged) with a lighter and a darker tone of it: paint, lit, shade. */
function toned(random: Random, pool: readonly RGB[], up: number, down: number): [RGB, RGB, RGB] {
  const c = tint(random, pool)
  return [c, nudge(random, pale(c, up)), nudge(random, scale(c, 1 - down))]
}

/** Paper, timber, steel and glass, shared by several themes here. */
const PAPERS = hexes(0xf4f0e2, 0xf8f2e6, 0xece6d2)
const TIMBERS = hexes(0xa8763e, 0xc09060, 0x84583a, 0xd4ac7c)
const STEELS = hexes(0x9ca4ac, 0x868c94, 0xb6bac0)
const GLASSES = hexes(0xcfe6ee, 0xd8ece4, 0xd4dcee)
const BLACKS = hexes(0x1e1e22, 0x26222a, 0x2a2626)

// ---- the post office ----------------------------------------------------------------------------------

const STAMP_INKS = hexes(0xc42a3a, 0x2a4a9a, 0x2e7a4a, 0x74308a, 0xd07a22, 0x6a4428, 0x1e7a8a)
const VALUES = ['1ST', '2ND', '5', '10', '25', '50', '1', '2', '27P', '6D', '3C', '80', '1/2']

/** Perforations: every `step`-th pixel of the box's 1-px edge made a hole, the corners too. */
function perforate(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, step: number) {
  for (let x = x0; x <= x1; x++)
    if (mod(x - x0, step) === step - 1 || x === x0 || x === x1) {
      canvas.set(x, y0, null)
      canvas.set(x, y1, null)
    }
  for (let y = y0; y <= y1; y++)
    if (mod(y - y0, step) === step - 1) {
      canvas.set(x0, y, null)
      canvas.set(x1, y, null)
    }
}

/**
 * Wavy cancellation lines and a 1-px postmark ring, drawn only on what is already opaque: the ring's
 * centre at (cx, cy), `lines` waves running off to its right.
 */
function postmark(canvas: Canvas, cx: number, cy: number, r: number, lines: number, c: RGB) {
  const onPaper = (x: number, y: number) => canvas.opaque(x, y)
  circle(canvas, cx, cy, r, c, onPaper)
  if (r >= 8) circle(canvas, cx, cy, r - 2, c, onPaper)
  for (let k = 0; k < lines; k++) {
    const y0 = cy - ((lines - 1) * 3) / 2 + k * 3
    for (let x = cx + r + 2; x < canvas.width; x++) {
      const y = Math.round(y0 + 1.4 * Math.sin(x * 0.55))
      if (onPaper(x, y)) canvas.set(x, y, c)
    }
  }
}

/**
 * A postage stamp, opaque but for its perforations: a paper margin inside a perforated edge, a picture
 * (a crowned or plain head in profile on an ordered-dithered ground, hills under a sun with 1-px birds, a
 * flower on a slanting stem, or a big value in a 1-px ring) in one ink and its tints, a value in this
 * file's font in a corner, a line of 1-px "text" on some and a postmark ring with wavy cancellation lines
 * on others; 9 to 12 px on some draws.
 */
function stamp(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const long = tiny ? int(random, 9, 12) : int(random, 20, 58)
  const short = tiny ? int(random, 9, 12) : Math.round(long * uniform(random, 0.72, 0.88))
  const [W, H] = random() < 0.65 ? [short, long] : [long, short]
  const paper = tint(random, PAPERS)
  const canvas = begin(W, H, paper)
  const main = tint(random, STAMP_INKS)
  const light = nudge(random, pale(main, 0.72))
  const mid = nudge(random, pale(main, 0.38))
  const m = tiny ? 2 : int(random, 2, 3)
  const [x0, y0, x1, y1] = [m, m, W - 1 - m, H - 1 - m]
  perforate(canvas, 0, 0, W - 1, H - 1, tiny ? 2 : pick(random, [2, 3]))
  if (tiny) {
    rect(canvas, x0, y0, x1, y1, main)
    ellipse(canvas, (x0 + x1) / 2, (y0 + y1) / 2 + 1, (x1 - x0) * 0.25, (y1 - y0) * 0.3, solid(light))
    return finish(canvas, random, ink, 0, 0)
  }
  const kind = pick(random, ['head', 'hills', 'flower', 'numeral'] as const)
  const [pw, ph] = [x1 - x0, y1 - y0]
  const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2]
  if (kind === 'head') {
    dither(canvas, x0, y0, x1, y1, light, mid, (_, y) => ((y - y0) / ph) * 0.8)
    const face = random() < 0.5 ? 1 : -1
    const [hx, hy] = [cx - face * pw * 0.04, y0 + ph * 0.42]
    const [rx, ry] = [pw * 0.2, ph * 0.2]
    ellipse(canvas, cx, y1 + ph * 0.05, pw * 0.4, ph * 0.28, solid(main))
    rect(
      canvas,
      Math.round(hx - rx * 0.5),
      Math.round(hy),
      Math.round(hx + rx * 0.5),
      Math.round(y1 - ph * 0.15),
      main,
    )
    ellipse(canvas, hx, hy, rx, ry, solid(main))
    const nose: Pt = [Math.round(hx + face * (rx + 1)), Math.round(hy + ry * 0.15)]
    canvas.set(nose[0], nose[1], main)
    canvas.set(nose[0] - face, nose[1] + 1, main)
    if (random() < 0.5)
      for (let k = -2; k <= 2; k++) {
        const x = Math.round(hx + (k * rx) / 2.5)
        line(canvas, x, Math.round(hy - ry), x, Math.round(hy - ry - 2 - (k % 2 === 0 ? 1 : 0)), main)
      }
  } else if (kind === 'hills') {
    rect(canvas, x0, y0, x1, y1, light)
    ellipse(canvas, x0 + pw * 0.7, y0 + ph * 0.3, pw * 0.13, pw * 0.13, solid(mid))
    const [f, g] = [uniform(random, 0.08, 0.2), uniform(random, 0, 6)]
    for (let x = x0; x <= x1; x++) {
      const far = Math.round(y0 + ph * 0.55 + Math.sin(x * f + g) * ph * 0.08)
      const near = Math.round(y0 + ph * 0.72 + Math.sin(x * f * 1.7 + g * 2) * ph * 0.06)
      line(canvas, x, far, x, y1, mid)
      line(canvas, x, near, x, y1, main)
    }
    for (let k = int(random, 1, 3); k > 0; k--) {
      const [bx, by] = [int(random, x0 + 2, x1 - 3), int(random, y0 + 2, Math.round(y0 + ph * 0.4))]
      canvas.set(bx, by, main)
      canvas.set(bx + 1, by + 1, main)
      canvas.set(bx + 2, by, main)
    }
  } else if (kind === 'flower') {
    rect(canvas, x0, y0, x1, y1, light)
    const [fx, fy] = [cx + uniform(random, -0.1, 0.1) * pw, y0 + ph * 0.38]
    line(canvas, cx + pw * 0.12, y1, fx, fy, mid)
    ellipse(canvas, cx + pw * 0.16, y0 + ph * 0.72, pw * 0.1, ph * 0.05, solid(mid))
    const petals = int(random, 5, 8)
    const r = Math.min(pw, ph) * 0.2
    for (let k = 0; k < petals; k++) {
      const a = (k * 2 * Math.PI) / petals
      ellipse(canvas, fx + r * Math.cos(a), fy + r * Math.sin(a), r * 0.55, r * 0.55, solid(main))
    }
    ellipse(canvas, fx, fy, r * 0.45, r * 0.45, solid(paper))
  } else {
    rect(canvas, x0, y0, x1, y1, main)
    const value = pick(random, fitting(VALUES, pw - 6, 2))
    const k = textWidth(value, 3) <= pw - 8 && ph >= 24 ? 3 : textWidth(value, 2) <= pw - 6 ? 2 : 1
    const r = Math.round(Math.min(pw, ph) / 2 - 1)
    circle(canvas, Math.round(cx), Math.round(cy), r, light)
    printCentred(canvas, value, cx, cy - (5 * k) / 2 + 0.5, light, k)
  }
  if (random() < 0.6) frame(canvas, x0, y0, x1, y1, main)
  if (kind !== 'numeral') {
    const value = pick(random, fitting(VALUES, pw * 0.6))
    const tw = textWidth(value)
    const vx = random() < 0.5 ? x0 + 1 : x1 - tw - 1
    rect(canvas, vx - 1, y0 + 1, vx + tw, y0 + 7, paper)
    print(canvas, value, vx, y0 + 2, main)
    if (ph >= 24 && random() < 0.6) scribble(canvas, random, x0 + 2, y1 - 2, pw - 3, paper, 0.25)
  }
  if (random() < 0.4) {
    const pm = tint(random, hexes(0x3a3a42, 0x2a2a30, 0x4a3a3a))
    const r = Math.round(Math.min(W, H) * uniform(random, 0.26, 0.36))
    postmark(
      canvas,
      Math.round(W * uniform(random, 0.2, 0.4)),
      Math.round(H * uniform(random, 0.3, 0.7)),
      r,
      3,
      pm,
    )
  }
  return finish(canvas, random, ink, 0, 0)
}

/**
 * A strip or a sheet of one stamp: one to three rows of three to nine alike stamps (in two inks on some:
 * a se-tenant pair) parted by perforation gutters of holes every other pixel, each a coloured panel with a
 * value in the font and a head above it where it fits, and a selvage with a plate number and colour dots
 * on some; a single row is a thin strip.
 */
function stampSheet(random: Random, ink: RGB): RGBAImage {
  const rows = random() < 0.6 ? 1 : int(random, 2, 3)
  const sw = int(random, 9, 15)
  const sh = int(random, 10, 17)
  const selvage = random() < 0.5 ? int(random, 5, 7) : 0
  const cols = Math.min(int(random, 3, 9), Math.floor((118 - selvage) / (sw + 1)))
  const W = selvage + cols * (sw + 1) + 1
  const H = rows * (sh + 1) + 1
  const paper = tint(random, PAPERS)
  const canvas = begin(W, H, paper)
  const inks = random() < 0.3 ? distinctTints(random, STAMP_INKS, 2) : [tint(random, STAMP_INKS)]
  const light = nudge(random, pale(inks[0] as RGB, 0.75))
  const value = pick(random, fitting(VALUES, sw - 4))
  const head = sh >= 14 && random() < 0.7
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x0 = selvage + c * (sw + 1) + 1
      const y0 = r * (sh + 1) + 1
      const main = inks[(r + c) % inks.length] as RGB
      rect(canvas, x0 + 1, y0 + 1, x0 + sw - 2, y0 + sh - 2, main)
      printCentred(canvas, value, x0 + (sw - 1) / 2, y0 + sh - 8, light)
      if (head) {
        const [hx, hy] = [x0 + (sw - 1) / 2, y0 + (sh - 8) / 2 + 0.5]
        ellipse(canvas, hx, hy, Math.max(1.5, sw * 0.16), Math.max(1.5, (sh - 9) * 0.3), solid(light))
      }
    }
  for (let c = 0; c <= cols; c++) {
    const x = selvage + c * (sw + 1)
    for (let y = 0; y < H; y++) if (y % 2 === 1 || y === 0 || y === H - 1) canvas.set(x, y, null)
  }
  for (let r = 0; r <= rows; r++) {
    const y = r * (sh + 1)
    for (let x = selvage; x < W; x++) if (x % 2 === 1 || x === W - 1) canvas.set(x, y, null)
  }
  if (selvage) {
    for (let y = 0; y < H; y += 2) canvas.set(0, y, null)
    print(canvas, String(int(random, 1, 9)), 1, 2, inks[0] as RGB)
    inks.forEach((c, i) => rect(canvas, 1, 9 + i * 4, 2, 10 + i * 4, c))
  }
  return finish(canvas, random, ink, 0, 0)
}

const CODES = ['A', 'B', 'C', 'E', 'N', 'S', 'W', 'SW', 'NE', 'E1', 'N7', 'W2', '12', '4', '9', '31', 'H']

/**
 * A sorting frame, opaque: a timber cabinet of pigeonholes in a grid, each a dark hole with its top
 * shadow ordered-dithered and letters in it (standing at slants as 1-px edges, or lying in a pile of 1-px
 * layers) or empty, and under each a card on the shelf edge with its round's code in the font.
 */
function sortingFrame(random: Random, ink: RGB): RGBAImage {
  const cw = int(random, 9, 14)
  const ch = int(random, 6, 11)
  const cols = Math.min(int(random, 3, 9), Math.floor(112 / (cw + 1)))
  const rows = int(random, 2, 5)
  const shelf = 8
  const W = cols * (cw + 1) + 3
  const H = rows * (ch + shelf) + 4
  const [wood, woodLit] = toned(random, TIMBERS, 0.3, 0)
  const canvas = begin(W, H, wood)
  const hole = tint(random, hexes(0x2a2018, 0x30261e, 0x222428))
  const shade = nudge(random, scale(hole, 0.55))
  const card = tint(random, WHITES)
  const letters = distinctTints(random, hexes(0xf4f0e2, 0xdce6f4, 0xd8b888, 0xf0d0d8), int(random, 2, 3))
  line(canvas, 0, 0, W - 1, 0, woodLit)
  for (let r = 0; r < rows; r++) {
    const top = 3 + r * (ch + shelf)
    for (let c = 0; c < cols; c++) {
      const x0 = 2 + c * (cw + 1)
      const x1 = x0 + cw - 2
      rect(canvas, x0, top, x1, top + ch - 1, hole)
      dither(canvas, x0, top, x1, top + 1, null, shade, (_, y) => (y === top ? 1 : 0.5))
      const fill = random()
      if (fill < 0.45) {
        for (let x = x0 + 1; x < x1; x += int(random, 1, 3)) {
          const lean = int(random, -3, 3)
          const h = int(random, Math.max(2, ch - 4), ch - 1)
          line(canvas, x, top + ch - 1, x + lean, top + ch - h, pick(random, letters))
        }
      } else if (fill < 0.8) {
        let y = top + ch - 1
        for (let k = int(random, 1, Math.max(1, ch - 3)); k > 0; k--, y--) {
          const inset = int(random, 0, 1)
          line(canvas, x0 + inset, y, x1 - int(random, 0, 1), y, pick(random, letters))
        }
      }
      const code = pick(random, fitting(CODES, cw - 3))
      const tw = textWidth(code)
      const cx = Math.round(x0 + (cw - 2 - tw) / 2)
      rect(canvas, cx - 1, top + ch + 1, cx + tw, top + ch + 7, card)
      print(canvas, code, cx, top + ch + 2, ink)
    }
    line(canvas, 1, top + ch, W - 2, top + ch, woodLit)
  }
  return finish(canvas, random, ink, 0, 0)
}

/**
 * A mail van from the side: a box body with a lit roof line and a dark sill, a lower cab with a
 * slanting windscreen and a side window with a 45° glint, a door seam, a livery band with a word in the
 * font (twice size where it fits) or broad 2-px chevron stripes on the back, wheels under 1-px curved
 * arches, lamps; a long one is a low strip.
 */
function postVan(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 36, 112)
  const bodyH = Math.round(W * uniform(random, 0.34, 0.42))
  const wr = Math.max(2, Math.round(W * 0.075))
  const H = bodyH + wr + 2
  const canvas = begin(W, H, null)
  const [paint, lit, dark] = toned(random, hexes(0xd02a2a, 0xc4202e, 0x2a5a9a, 0xe8b820), 0.35, 0.35)
  const glass = tint(random, GLASSES)
  const glint = nudge(random, pale(glass, 0.7))
  const tyre = tint(random, BLACKS)
  const hub = tint(random, STEELS)
  const band = tint(
    random,
    paint[0] > 200 && paint[1] > 150 ? hexes(0x1a1a22, 0xce2e2c) : hexes(0xf0c432, 0xf2f0e8),
  )
  const cab = Math.round(W * uniform(random, 0.66, 0.74))
  const roof = Math.round(bodyH * uniform(random, 0.1, 0.25))
  const screen = Math.round(W * 0.8)
  const nose = Math.round(bodyH * 0.55)
  polygon(
    canvas,
    [
      [1, 1],
      [cab + 1, 1],
      [cab + 1, roof],
      [screen, roof],
      [W - 2, nose],
      [W, nose + 1],
      [W, bodyH + 1],
      [1, bodyH + 1],
    ],
    paint,
  )
  line(canvas, 1, 1, cab, 1, lit)
  line(canvas, cab + 1, roof, screen - 1, roof, lit)
  rect(canvas, 1, bodyH - 1, W - 1, bodyH, dark)
  const slope = (W - 2 - screen) / Math.max(1, nose - roof)
  const wy0 = roof + 2
  const wy1 = nose - 1
  polygon(
    canvas,
    [
      [cab + 3, wy0],
      [screen + slope * 2 - 1, wy0],
      [screen + slope * (wy1 - roof) - 1, wy1 + 1],
      [cab + 3, wy1 + 1],
    ],
    glass,
  )
  for (let k = 0; k < 3; k++) canvas.set(cab + 4 + k, wy1 - k, glint)
  line(canvas, cab, roof + 1, cab, bodyH - 2, dark)
  canvas.set(cab + 2, nose + 2, dark)
  const words = fitting(['MAIL', 'POST', 'PARCELS', 'ROYAL MAIL', 'POST OFFICE', 'EXPRESS'], cab - 8)
  const text = pick(random, words)
  const k = textWidth(text, 2) <= cab - 8 && bodyH >= 20 ? 2 : 1
  const bandY = Math.round((bodyH - 5 * k) / 2) - 1
  if (random() < 0.7) {
    rect(canvas, 1, bandY, cab - 1, bandY + 5 * k + 1, band)
    print(canvas, text, 4, bandY + 1, paint, k)
  } else {
    print(canvas, text, 4, bandY + 1, band, k)
    for (let y = 2; y < bodyH - 1; y++)
      for (let x = 1; x <= 4; x++) if (Math.floor((x + y) / 2) % 2) canvas.set(x, y, band)
  }
  rect(canvas, W - 2, nose + 1, W - 1, nose + 2, glint)
  canvas.set(1, bodyH - 3, band)
  for (const wx of [Math.round(W * 0.2), Math.round(W * 0.82)]) {
    for (let y = bodyH - wr - 2; y <= bodyH; y++)
      for (let x = wx - wr - 2; x <= wx + wr + 2; x++)
        if (Math.hypot(x - wx, y - bodyH) <= wr + 1.5) canvas.set(x, y, null)
    arc(canvas, wx, bodyH, wr + 2, wr + 2, Math.PI, 2 * Math.PI, dark)
    ellipse(canvas, wx, bodyH, wr, wr, solid(tyre))
    ellipse(canvas, wx, bodyH, wr * 0.45, wr * 0.45, solid(hub))
    canvas.set(wx, bodyH, tyre)
  }
  return finish(canvas, random, ink, 0.3, 0)
}

const DATES = ['12 MAY', '3 JUN', '1 JAN', '24 DEC', '9 OCT', '30 APR', '7 SEP', '15 MAR']

/**
 * A rubber date stamp standing on an ink pad (a turned wooden knob, neck and grip on a mount over the
 * rubber, a steel date band with 1-px ridges; the pad a tin with its lid open at a slant and the ink
 * ordered-dithered), tall and mostly transparent; or a postmark struck on a card, opaque: a double 1-px
 * ring with a date and a town in the font and wavy 1-px cancellation lines.
 */
function rubberStamp(random: Random, ink: RGB): RGBAImage {
  if (random() < 0.45) {
    const W = int(random, 40, 84)
    const H = Math.max(28, Math.round(W * uniform(random, 0.55, 0.8)))
    const paper = tint(random, [...PAPERS, ...hexes(0xe8d8b8, 0xdce4ec)])
    const canvas = begin(W, H, paper)
    const pm = tint(random, hexes(0x2a2a3a, 0x3a2a2a, 0xa8282a, 0x2a3a6a))
    const r = Math.min(Math.round(H / 2) - 2, Math.max(12, Math.round(W * uniform(random, 0.2, 0.26))))
    const cx = r + int(random, 2, 4)
    const cy = Math.round(H / 2)
    const sw = Math.min(Math.round(H * 0.45), Math.max(9, Math.round(W * 0.2)))
    const [sx0, sy0] = [W - 3 - sw, 2]
    const main = tint(random, STAMP_INKS)
    rect(canvas, sx0, sy0, sx0 + sw, sy0 + Math.round(sw * 1.2), tint(random, WHITES))
    rect(canvas, sx0 + 2, sy0 + 2, sx0 + sw - 2, sy0 + Math.round(sw * 1.2) - 2, main)
    perforate(canvas, sx0, sy0, sx0 + sw, sy0 + Math.round(sw * 1.2), 2)
    for (let y = sy0; y <= sy0 + Math.round(sw * 1.2); y++)
      for (const x of [sx0, sx0 + sw]) if (!canvas.opaque(x, y)) canvas.set(x, y, paper)
    for (let x = sx0; x <= sx0 + sw; x++)
      for (const y of [sy0, sy0 + Math.round(sw * 1.2)]) if (!canvas.opaque(x, y)) canvas.set(x, y, paper)
    postmark(canvas, cx, cy, r, int(random, 3, 5), pm)
    const date = pick(random, fitting(DATES, 2 * r - 6))
    printCentred(canvas, date, cx, cy - 2, pm)
    if (r >= 11) {
      const town = pick(
        random,
        fitting(['LEEDS', 'BATH', 'YORK', 'ELY', 'HULL', 'RYE', 'OBAN', 'TRURO'], 2 * r - 10),
      )
      printCentred(canvas, town, cx, cy - 9, pm)
      printCentred(canvas, pick(random, ['AM', 'PM', '5PM', '10AM']), cx, cy + 5, pm)
    }
    return finish(canvas, random, ink, 0, 0)
  }
  const w = int(random, 10, 30)
  const H = Math.round(w * uniform(random, 1.8, 2.6))
  const pad = random() < 0.6
  const padW = pad ? w + int(random, 6, 14) : 0
  const W = Math.max(w + 2, padW + 2)
  const canvas = begin(W, H + 2, null)
  const [wood, woodLit, woodDark] = toned(random, TIMBERS, 0.3, 0.4)
  const steel = tint(random, STEELS)
  const rubber = tint(random, BLACKS)
  const cx = (W - 1) / 2
  const floor = H + 1
  if (pad) {
    const [tin, tinLit] = toned(random, hexes(0x3a5a8a, 0x8a2a2a, 0x2a5a3a, 0x5a5a62), 0.35, 0)
    const inkC = tint(random, hexes(0x1a1a4a, 0x4a1a1a, 0x1a1a1a))
    const px0 = Math.round(cx - padW / 2)
    const px1 = px0 + padW - 1
    const lidH = Math.round(padW * 0.35)
    polygon(
      canvas,
      [
        [px0 + 0.5, floor - 3.5],
        [px1 + 0.5, floor - 3.5],
        [px1 + 3.5, floor - 3.5 - lidH],
        [px0 + 3.5, floor - 3.5 - lidH],
      ],
      tin,
    )
    rect(canvas, px0, floor - 3, px1, floor, tin)
    line(canvas, px0, floor - 3, px1, floor - 3, tinLit)
    dither(canvas, px0 + 1, floor - 3, px1 - 1, floor - 3, null, inkC, (x) => (x % 3 ? 1 : 0.5))
  }
  const base = pad ? floor - 4 : floor
  const mountH = Math.max(3, Math.round(w * 0.3))
  const x0 = Math.round(cx - w / 2)
  const x1 = x0 + w - 1
  rect(canvas, x0, base - 1, x1, base, rubber)
  rect(canvas, x0 + 1, base - 3, x1 - 1, base - 2, steel)
  for (let x = x0 + 2; x < x1 - 1; x += 2) canvas.set(x, base - 3, woodDark)
  rect(canvas, x0, base - 3 - mountH, x1, base - 4, wood)
  line(canvas, x0, base - 3 - mountH, x1, base - 3 - mountH, woodLit)
  const gw = Math.max(2, Math.round(w * 0.22))
  const top = Math.max(3, Math.round(H * 0.12))
  const grip = Math.round((base - 3 - mountH + top) / 2)
  polygon(
    canvas,
    [
      [cx - gw * 0.6 + 0.5, grip],
      [cx + gw * 0.6 + 0.5, grip],
      [cx + gw * 1.1 + 0.5, base - 3 - mountH],
      [cx - gw * 1.1 + 0.5, base - 3 - mountH],
    ],
    wood,
  )
  rect(canvas, Math.round(cx - gw * 0.35), top, Math.round(cx + gw * 0.35), grip, wood)
  ellipse(canvas, cx, top, gw * 0.9, Math.max(1.5, gw * 0.7), solid(wood))
  line(canvas, Math.round(cx - gw * 0.35) + 1, top + 1, Math.round(cx - gw * 0.35) + 1, grip, woodLit)
  canvas.set(Math.round(cx - gw * 0.4), top - 1, woodLit)
  return finish(canvas, random, ink, 0.3, 0.5)
}

/** The post office: a stamp, a strip or sheet of stamps, a sorting frame, a mail van or a date stamp. */
const postSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [stamp, stamp, stampSheet, sortingFrame, postVan, rubberStamp])(random, tint(random, INKS))

// ---- board games --------------------------------------------------------------------------------------

const FELTS = hexes(0x2e6a3a, 0xd8c8a0, 0x1e3a6a, 0x6a2a2a, 0x2a5a5a)
const POINTS = hexes(0xe8dcc0, 0xb8302a, 0x1a1a1a, 0xf0f0e8, 0x8a5a2a, 0x2a4a8a)
const MEN = hexes(0xf2ece0, 0x1e1e22, 0xc8282a, 0x8a5a30)

/**
 * A backgammon board from above, opaque: a timber frame with a lit edge and a bar down the middle, a
 * felt in each half, twenty-four long points (triangles running at steep slants) in two alternating
 * colours, and stacks of round men on some points, each inside a 1-px ring on the bigger boards.
 */
function backgammon(random: Random, ink: RGB): RGBAImage {
  const pw = int(random, 3, 8)
  const f = int(random, 2, 4)
  const barW = int(random, 2, 5)
  const half = 6 * pw
  const W = 2 * half + barW + 2 * f
  const H = Math.round(W * uniform(random, 0.62, 0.8))
  const [wood, woodLit] = toned(random, TIMBERS, 0.3, 0)
  const canvas = begin(W, H, wood)
  const felt = tint(random, FELTS)
  const [pa, pb] = distinctTints(random, POINTS, 2) as [RGB, RGB]
  const [ma, mb] = distinctTints(random, MEN, 2) as [RGB, RGB]
  const rim = nudge(random, mix(ma, mb, 0.5))
  line(canvas, 0, 0, W - 1, 0, woodLit)
  line(canvas, 0, 0, 0, H - 1, woodLit)
  const ph = Math.round((H - 2 * f) * uniform(random, 0.36, 0.44))
  const r = (pw - 1) / 2
  for (let h = 0; h < 2; h++) {
    const base = f + h * (half + barW)
    rect(canvas, base, f, base + half - 1, H - 1 - f, felt)
    for (let i = 0; i < 6; i++) {
      const xl = base + i * pw
      polygon(
        canvas,
        [
          [xl, f],
          [xl + pw, f],
          [xl + pw / 2, f + ph],
        ],
        i % 2 ? pa : pb,
      )
      polygon(
        canvas,
        [
          [xl, H - f],
          [xl + pw, H - f],
          [xl + pw / 2, H - f - ph],
        ],
        i % 2 ? pb : pa,
      )
    }
  }
  line(canvas, f + half, f, f + half, H - 1 - f, woodLit)
  for (let k = int(random, 3, 8); k > 0; k--) {
    const h = int(random, 0, 1)
    const i = int(random, 0, 5)
    const top = random() < 0.5
    const cx = f + h * (half + barW) + i * pw + r
    const man = random() < 0.5 ? ma : mb
    const n = int(random, 1, Math.max(1, Math.min(5, Math.floor((H / 2 - f) / pw))))
    for (let j = 0; j < n; j++) {
      const cy = top ? f + r + j * pw : H - 1 - f - r - j * pw
      ellipse(canvas, cx, cy, r + 0.3, r + 0.3, solid(man))
      if (pw >= 6) circle(canvas, Math.round(cx), Math.round(cy), Math.floor(r) - 1, rim)
    }
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/**
 * A ludo board, opaque: fifteen cells a side with a 1-px grid on the cross of tracks, four yards in four
 * colours (large flat squares with a white inner square and four spots), each colour's home column and
 * start cell, four triangles meeting in the middle on two 45° diagonals, and a few counters on the track.
 */
function ludo(random: Random, ink: RGB): RGBAImage {
  const c = int(random, 3, 7)
  const S = 15 * c + 1
  const board = tint(random, WHITES)
  const canvas = begin(S, S, board)
  const grid = tint(random, hexes(0x3a3a40, 0x5a5048, 0x2a2a38))
  const colours = distinctTints(random, hexes(0xd8322c, 0x2e9a48, 0xf0c420, 0x2a62c0, 0x8a3aa8, 0xe87824), 4)
  const rot = (i: number, j: number, k: number): Pt =>
    k === 0 ? [i, j] : k === 1 ? [14 - j, i] : k === 2 ? [14 - i, 14 - j] : [j, 14 - i]
  const cell = (i: number, j: number, col: RGB) =>
    rect(canvas, i * c + 1, j * c + 1, i * c + c - 1, j * c + c - 1, col)
  for (let i = 0; i < 15; i++)
    for (let j = 0; j < 15; j++)
      if (i >= 6 && i <= 8 && j >= 6 && j <= 8) continue
      else if ((i >= 6 && i <= 8) || (j >= 6 && j <= 8))
        frame(canvas, i * c, j * c, i * c + c, j * c + c, grid)
  const m = 7.5 * c + 0.5
  const mids: Pt[] = [
    [6 * c + 0.5, 6 * c + 0.5],
    [9 * c + 0.5, 6 * c + 0.5],
    [9 * c + 0.5, 9 * c + 0.5],
    [6 * c + 0.5, 9 * c + 0.5],
  ]
  colours.forEach((col, k) => {
    const [a, b] = rot(0, 0, k)
    const [a2, b2] = rot(5, 5, k)
    const [x0, y0] = [Math.min(a, a2) * c, Math.min(b, b2) * c]
    rect(canvas, x0, y0, x0 + 6 * c, y0 + 6 * c, col)
    rect(canvas, x0 + c, y0 + c, x0 + 5 * c, y0 + 5 * c, board)
    for (const [sx, sy] of [
      [2, 2],
      [4, 2],
      [2, 4],
      [4, 4],
    ] as Pt[])
      ellipse(canvas, x0 + sx * c, y0 + sy * c, c * 0.7, c * 0.7, solid(col))
    frame(canvas, x0, y0, x0 + 6 * c, y0 + 6 * c, grid)
    for (let i = 1; i <= 5; i++) cell(...rot(i, 7, k), col)
    cell(...rot(1, 6, k), col)
    const [p, q] = [mids[(k + 3) % 4] as Pt, mids[k] as Pt]
    polygon(canvas, [p, q, [m, m]], col)
  })
  line(canvas, 6 * c, 6 * c, 9 * c, 9 * c, grid)
  line(canvas, 9 * c, 6 * c, 6 * c, 9 * c, grid)
  frame(canvas, 6 * c, 6 * c, 9 * c, 9 * c, grid)
  frame(canvas, 0, 0, S - 1, S - 1, grid)
  if (c >= 4)
    for (let k = int(random, 1, 4); k > 0; k--) {
      const [i, j] = rot(int(random, 0, 5), pick(random, [6, 8]), int(random, 0, 3))
      const col = pick(random, colours)
      ellipse(canvas, i * c + c / 2, j * c + c / 2, c * 0.38, c * 0.38, solid(col))
      canvas.set(i * c + Math.floor(c / 2), j * c + Math.floor(c / 2), board)
    }
  return finish(canvas, random, ink, 0, 0)
}

/**
 * Draughtsmen: one seen from above (a disc with two 1-px grooves round it and a curved 1-px shine,
 * 9 or 11 px on some draws) or a stack of one to five seen from the side (each with a lit top line and
 * 1-px ridges round its edge, the top a flat ellipse in a 1-px ring, a crown on a king).
 */
function draughts(random: Random, ink: RGB): RGBAImage {
  const [man, lit, dark] = toned(random, MEN, 0.35, 0.4)
  if (random() < 0.5) {
    const tiny = random() < 0.5
    const d = 2 * (tiny ? int(random, 4, 5) : int(random, 7, 20)) + 1
    const canvas = begin(d, d, null)
    const c = (d - 1) / 2
    const R = d / 2
    ellipse(canvas, c, c, R, R, (x, y) => (x - c + (y - c) > R * 0.95 ? dark : man))
    circle(canvas, c, c, Math.round(R - 2), dark)
    if (d >= 15) circle(canvas, c, c, Math.round(R * 0.55), dark)
    if (!tiny) arc(canvas, c, c, R * 0.75, R * 0.75, Math.PI * 1.08, Math.PI * 1.42, lit)
    else canvas.set(c - 2, c - 2, lit)
    return finish(canvas, random, ink, tiny ? 0.5 : 0.4, 0.5)
  }
  const tiny = random() < 0.3
  const w = tiny ? int(random, 8, 11) : int(random, 12, 36)
  const t = Math.max(2, Math.round(w * 0.18))
  const n = tiny ? int(random, 1, 2) : int(random, 1, 5)
  const ry = Math.max(1, Math.round(w * 0.14))
  const king = n === 2 && !tiny && random() < 0.6
  const crownH = king ? Math.max(3, Math.round(w * 0.2)) : 0
  const H = n * t + ry + 2 + crownH
  const canvas = begin(w, H, null)
  const cx = (w - 1) / 2
  for (let k = 0; k < n; k++) {
    const y1 = H - 1 - ry - k * t
    const y0 = y1 - t + 1
    ellipse(canvas, cx, y1, w / 2 - 0.5, ry, (x, y) => (y >= y1 ? (x > cx + w * 0.3 ? dark : man) : null))
    for (let y = y0; y <= y1; y++)
      for (let x = 0; x < w; x++) canvas.set(x, y, x > cx + w * 0.3 && bayer(x, y) < 0.5 ? dark : man)
    if (t >= 3 && w >= 12) for (let x = 1; x < w - 1; x += 2) canvas.set(x, y0 + Math.floor(t / 2), dark)
    if (k > 0) arc(canvas, cx, y1 + 1, w / 2 - 0.5, ry, 0, Math.PI, dark)
  }
  const topY = H - 1 - ry - n * t
  ellipse(canvas, cx, topY, w / 2 - 0.5, ry, solid(lit))
  if (w >= 12) ring(canvas, cx, topY, w / 2 - 2, Math.max(1, ry - 1), 1, man)
  if (king) {
    const gold = tint(random, hexes(0xf0c432, 0xe8a830))
    const cw = w * 0.3
    polygon(
      canvas,
      [
        [cx - cw + 0.5, topY + 0.5],
        [cx + cw + 1.5, topY + 0.5],
        [cx + cw + 1.5, topY - crownH + 0.5],
        [cx + cw / 3 + 1, topY - crownH / 2],
        [cx + 1, topY - crownH + 0.5],
        [cx - cw / 3, topY - crownH / 2],
        [cx - cw + 0.5, topY - crownH + 0.5],
      ],
      gold,
    )
  }
  return finish(canvas, random, ink, 0.4, 0.5)
}

/**
 * A game spinner: a disc of three to eight wedges in two or three colours, the wedge borders 1-px lines
 * at many slants from the middle, a 1-px rim, numbers in the font in the wedges of big ones, and an arrow
 * pointing anywhere from a pivot; on a square card on some, 9 to 11 px on some.
 */
function spinner(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const R = tiny ? int(random, 4, 5) : int(random, 8, 40)
  const card = !tiny && random() < 0.5
  const S = 2 * R + 1 + (card ? 4 : 0)
  const cardC = tint(random, WHITES)
  const canvas = begin(S, S, card ? cardC : null)
  const c = (S - 1) / 2
  const n = pick(random, tiny ? [3, 4] : [3, 4, 6, 8])
  const m = n === 3 ? 3 : n === 6 ? pick(random, [2, 3]) : 2
  const colours = distinctTints(random, HUES, m)
  const rim = tint(random, BLACKS)
  const phase = uniform(random, 0, 2 * Math.PI)
  const slice = (2 * Math.PI) / n
  ellipse(canvas, c, c, R, R, (x, y) => {
    const k = Math.floor(mod(Math.atan2(y - c, x - c) - phase, 2 * Math.PI) / slice)
    return colours[k % m] as RGB
  })
  for (let k = 0; k < n; k++) {
    const a = phase + k * slice
    line(canvas, c, c, c + R * Math.cos(a), c + R * Math.sin(a), rim)
  }
  circle(canvas, c, c, R, rim)
  if (R >= 14)
    for (let k = 0; k < n; k++) {
      const a = phase + (k + 0.5) * slice
      const label = String(k + 1)
      printCentred(canvas, label, c + R * 0.66 * Math.cos(a), c + R * 0.66 * Math.sin(a) - 2, cardC)
    }
  const arrow = tint(random, hexes(0xf2f0e8, 0xd0d4d8, 0x1e1e22))
  const b = uniform(random, 0, 2 * Math.PI)
  const L = R * 0.78
  const [tx, ty] = [c + L * Math.cos(b), c + L * Math.sin(b)]
  if (R >= 16) bar(canvas, c - 0.3 * L * Math.cos(b), c - 0.3 * L * Math.sin(b), tx, ty, 2, arrow)
  else line(canvas, c - 0.3 * L * Math.cos(b), c - 0.3 * L * Math.sin(b), tx, ty, arrow)
  if (R >= 8) {
    const [ux, uy] = [Math.cos(b), Math.sin(b)]
    const hs = Math.max(2, R * 0.14)
    polygon(
      canvas,
      [
        [tx + ux * 1.5 + 0.5, ty + uy * 1.5 + 0.5],
        [tx - ux * hs - uy * hs * 0.7 + 0.5, ty - uy * hs + ux * hs * 0.7 + 0.5],
        [tx - ux * hs + uy * hs * 0.7 + 0.5, ty - uy * hs - ux * hs * 0.7 + 0.5],
      ],
      arrow,
    )
  }
  ellipse(canvas, c, c, tiny ? 0.6 : 1.5, tiny ? 0.6 : 1.5, solid(rim))
  return finish(canvas, random, ink, card ? 0 : 0.4, R >= 14 ? 0 : 0.5)
}

/**
 * A cribbage board, a thin strip: a rounded timber board with a lit top edge, two to four rows of 1-px
 * holes two pixels apart in groups of five, brass inlay lines between the groups and between the
 * players' tracks, and two to four pegs standing in holes.
 */
function cribbage(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 60, 120)
  const H = int(random, 9, 16)
  const [wood, woodLit, woodDark] = toned(random, TIMBERS, 0.3, 0.5)
  const inlay = tint(random, hexes(0xe8c060, 0xf2f0e8))
  const pegs = distinctTints(random, hexes(0xd8322c, 0x2a62c0, 0xf2f0e8, 0x2e9a48), 2)
  const canvas = begin(W, H, null)
  roundedBox(canvas, 0, 0, W - 1, H - 1, Math.min(3, Math.floor(H / 3)), wood)
  line(canvas, 2, 0, W - 3, 0, woodLit)
  const nr = H >= 14 ? 4 : H >= 11 ? 3 : 2
  const y0 = Math.round((H - 1 - (nr - 1) * 2) / 2)
  const holes: Pt[] = []
  let x = 4
  while (x + 8 < W - 3) {
    for (let h = 0; h < 5; h++, x += 2)
      for (let r = 0; r < nr; r++) {
        const y = y0 + r * 2 + (nr >= 4 && r >= 2 ? 1 : 0)
        if (y < H - 1) {
          canvas.set(x, y, woodDark)
          holes.push([x, y])
        }
      }
    line(canvas, x, y0, x, Math.min(H - 2, y0 + nr * 2 - 1), inlay)
    x += 2
  }
  if (nr >= 3) line(canvas, 3, y0 + 3, x - 2, y0 + 3, inlay)
  for (let k = int(random, 2, 4); k > 0 && holes.length; k--) {
    const [hx, hy] = pick(random, holes)
    const peg = pick(random, pegs)
    line(canvas, hx, hy - 1, hx, hy, peg)
  }
  return finish(canvas, random, ink, 0.2, 0.5)
}

/**
 * A nine men's morris board, opaque: timber ordered-dithered with grain on some, three nested squares of
 * 1-px (or broad 2-px) lines joined at their middles, with 45° diagonals on some, a dot at each of the
 * twenty-four points and round men in two colours on some of them, each with a lit dot.
 */
function morris(random: Random, ink: RGB): RGBAImage {
  const S = int(random, 28, 100)
  const board = tint(random, [...TIMBERS, ...hexes(0xe8d8b0, 0x2e5a3a)])
  const canvas = begin(S, S, board)
  if (random() < 0.5) {
    const grain = nudge(random, scale(board, 0.86))
    const f = uniform(random, 0.2, 0.5)
    dither(canvas, 0, 0, S - 1, S - 1, null, grain, (x, y) =>
      Math.sin(y * f + Math.sin(x * 0.08) * 2) > 0.6 ? 0.5 : 0,
    )
  }
  const lineC = tint(random, INKS)
  const thick = S >= 60 && random() < 0.4 ? 2 : 1
  const m = Math.round(S * 0.1)
  const step = Math.round((S / 2 - m) / 3)
  const mid = Math.round((S - 1) / 2)
  const sq = (k: number) => [m + k * step, S - 1 - m - k * step] as [number, number]
  const stroke = (x0: number, y0: number, x1: number, y1: number) => {
    for (let t = 0; t < thick; t++)
      line(
        canvas,
        x0 + (x0 === x1 ? t : 0),
        y0 + (y0 === y1 ? t : 0),
        x1 + (x0 === x1 ? t : 0),
        y1 + (y0 === y1 ? t : 0),
        lineC,
      )
  }
  for (let k = 0; k < 3; k++) {
    const [a, b] = sq(k)
    stroke(a, a, b, a)
    stroke(a, b, b + thick - 1, b)
    stroke(a, a, a, b)
    stroke(b, a, b, b)
  }
  const [o0, o1] = sq(0)
  const [i0, i1] = sq(2)
  stroke(mid, o0, mid, i0)
  stroke(mid, i1, mid, o1)
  stroke(o0, mid, i0, mid)
  stroke(i1, mid, o1, mid)
  if (random() < 0.3) {
    line(canvas, o0, o0, i0, i0, lineC)
    line(canvas, o1, o0, i1, i0, lineC)
    line(canvas, o0, o1, i0, i1, lineC)
    line(canvas, o1, o1, i1, i1, lineC)
  }
  const points: Pt[] = []
  for (let k = 0; k < 3; k++) {
    const [a, b] = sq(k)
    for (const px of [a, mid, b])
      for (const py of [a, mid, b]) if (px !== mid || py !== mid) points.push([px, py])
  }
  const dot = Math.max(1, S * 0.022)
  for (const [px, py] of points)
    ellipse(canvas, px + (thick - 1) / 2, py + (thick - 1) / 2, dot, dot, solid(lineC))
  const men = distinctTints(random, MEN, 2)
  const lit = tint(random, WHITES)
  const r = Math.max(2, S * 0.045)
  for (let k = int(random, 3, 9); k > 0; k--) {
    const [px, py] = pick(random, points)
    ellipse(canvas, px, py, r, r, solid(pick(random, men)))
    canvas.set(Math.round(px - r * 0.4), Math.round(py - r * 0.4), lit)
  }
  return finish(canvas, random, ink, 0, 0.5)
}

/** Board games: backgammon, ludo, draughtsmen, a spinner, a cribbage board or nine men's morris. */
const gamesSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [backgammon, ludo, draughts, draughts, spinner, cribbage, morris])(random, tint(random, INKS))

// ---- railway signalling -------------------------------------------------------------------------------

const SIGNAL_REDS = hexes(0xc8282a, 0xd23030)
const SIGNAL_YELLOWS = hexes(0xf0c020, 0xe8b418)
const LENS_GREENS = hexes(0x2eb860, 0x38c070)

/**
 * A semaphore signal, tall and mostly transparent: a white timber post or a lattice post (1-px uprights
 * and zigzag braces) with a pointed finial, a ladder of 1-px rails and rungs, a home arm (red with a
 * white band) or a distant arm (yellow with a black chevron and a fishtail) on a pivot, level or raised
 * or lowered to a slant, its spectacle plate with a red and a green glass, a lamp, a second arm lower
 * down on some, and a balance weight on a lever near the foot.
 */
function semaphore(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 40, 120)
  const W = Math.max(22, Math.round(H * uniform(random, 0.42, 0.6)))
  const canvas = begin(W, H, null)
  const white = tint(random, WHITES)
  const grey = tint(random, hexes(0x5a5e66, 0x4a4e56, 0x6a6a62))
  const red = tint(random, SIGNAL_REDS)
  const yellow = tint(random, SIGNAL_YELLOWS)
  const green = tint(random, LENS_GREENS)
  const lattice = random() < 0.4
  const pw = lattice ? int(random, 4, 5) : int(random, 2, 3)
  const px = Math.round(W * 0.58)
  const top = 4
  if (lattice) {
    line(canvas, px, top, px, H - 1, grey)
    line(canvas, px + pw - 1, top, px + pw - 1, H - 1, grey)
    for (let y = top, k = 0; y < H - 1; y += pw - 1, k++)
      line(canvas, k % 2 ? px : px + pw - 1, y, k % 2 ? px + pw - 1 : px, Math.min(H - 1, y + pw - 1), grey)
  } else {
    rect(canvas, px, top, px + pw - 1, H - 1, white)
    line(canvas, px + pw - 1, top, px + pw - 1, H - 1, grey)
  }
  polygon(
    canvas,
    [
      [px - 0.5, top + 0.5],
      [px + pw + 0.5, top + 0.5],
      [px + pw / 2, top - 3.5],
    ],
    lattice ? grey : red,
  )
  rect(canvas, px - 1, top, px + pw, top, grey)
  const lx = px + pw + 1
  const armY = top + 3 + Math.round(H * 0.06)
  line(canvas, lx, armY + 3, lx, H - 1, grey)
  line(canvas, lx + 3, armY + 3, lx + 3, H - 1, grey)
  for (let y = armY + 5; y < H - 1; y += 3) line(canvas, lx, y, lx + 3, y, grey)
  const arm = (y: number, distant: boolean) => {
    const L = Math.round((px - 1) * uniform(random, 0.8, 0.95))
    const a = pick(random, [0, 0, 0.7, 0.78, -0.55, -0.7])
    const [ox, oy] = [px + pw / 2, y]
    const [ux, uy] = [-Math.cos(a), -Math.sin(a)]
    const at = (t: number): Pt => [ox + ux * L * t, oy + uy * L * t]
    const thick = H > 80 ? 4 : 3
    const colour = distant ? yellow : red
    bar(canvas, ...at(0.05), ...at(distant ? 0.92 : 1), thick, colour)
    if (distant) {
      const [nx, ny] = [-uy, ux]
      const [ex, ey] = at(0.92)
      for (const s of [1, -1])
        line(
          canvas,
          ex + nx * s * (thick / 2 - 0.5),
          ey + ny * s * (thick / 2 - 0.5),
          ex + ux * 3 + nx * s * (thick / 2 + 0.5),
          ey + uy * 3 + ny * s * (thick / 2 + 0.5),
          yellow,
        )
      const [cx, cy] = at(0.72)
      const [bx, by] = at(0.8)
      line(canvas, cx + nx * (thick / 2 - 0.5), cy + ny * (thick / 2 - 0.5), bx, by, ink)
      line(canvas, cx - nx * (thick / 2 - 0.5), cy - ny * (thick / 2 - 0.5), bx, by, ink)
    } else bar(canvas, ...at(0.72), ...at(0.82), thick, white)
    const [sx, sy] = [ox - ux * L * 0.3, oy - uy * L * 0.3]
    bar(canvas, ox, oy, sx, sy, thick, grey)
    const r = thick >= 4 ? 1.6 : 1.1
    ellipse(canvas, ox - ux * L * 0.12, oy - uy * L * 0.12, r, r, solid(distant ? yellow : red))
    ellipse(canvas, ox - ux * L * 0.24, oy - uy * L * 0.24, r, r, solid(green))
    canvas.set(Math.round(ox), Math.round(oy), ink)
    rect(canvas, px + pw, y + 2, px + pw + 1, y + 3, grey)
  }
  arm(armY, random() < 0.3)
  if (H > 60 && random() < 0.4) arm(armY + Math.round(H * uniform(random, 0.25, 0.35)), true)
  const wy = H - 2 - Math.round(H * 0.1)
  line(canvas, px - 1, wy, Math.max(1, px - 7), wy + 2, grey)
  rect(canvas, Math.max(0, px - 8), wy + 2, Math.max(1, px - 6), wy + 4, ink)
  rect(canvas, px - 2, H - 2, px + pw + 1, H - 1, grey)
  return finish(canvas, random, ink, 0.15, 0.5)
}

/**
 * A colour-light signal: a black backplate (with a white 1-px rim on some) of two to four lamps, each
 * under a 1-px curved hood, one lit with a lighter middle and an ordered-dithered glow round it; alone
 * (9 to 15 px on some draws) or up a grey post with a ladder, a number plate in the font, and a
 * junction feather of white lamps in a row at 45° on some: tall.
 */
function colourLight(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.35
  const n = int(random, 2, tiny ? 3 : 4)
  const r = tiny ? 1 : int(random, 2, 4)
  const gap = tiny ? 1 : int(random, 1, 2)
  const hw = Math.max(tiny ? 8 : 9, 2 * r + 6)
  const hh = n * (2 * r + 1) + (n - 1) * gap + (tiny ? 4 : 6)
  const post = !tiny && random() < 0.6
  const feather = post && random() < 0.4
  const fw = feather ? 2 + 3 * int(random, 3, 5) : 0
  const postH = post ? Math.min(118 - hh - fw, Math.round(hh * uniform(random, 1.4, 2.6))) : 0
  const W = hw + (post ? 6 : 0) + fw
  const H = hh + postH + (feather ? fw : 0) + 1
  const canvas = begin(W, H, null)
  const plate = tint(random, BLACKS)
  const hood = tint(random, hexes(0x5a5e66, 0x6a6e76))
  const off = tint(random, hexes(0x3a3e3a, 0x3a3a44))
  const aspect = pick(random, [...SIGNAL_REDS, ...SIGNAL_YELLOWS, ...LENS_GREENS])
  const lit = nudge(random, pale(aspect, 0.6))
  const glow = nudge(random, mix(aspect, plate, 0.45))
  const white = tint(random, WHITES)
  const hx0 = fw
  const hy0 = feather ? fw : 0
  roundedBox(canvas, hx0, hy0, hx0 + hw - 1, hy0 + hh - 1, tiny ? 1 : 2, plate)
  if (!tiny && random() < 0.4) {
    roundedBox(canvas, hx0, hy0, hx0 + hw - 1, hy0 + hh - 1, 2, white)
    roundedBox(canvas, hx0 + 1, hy0 + 1, hx0 + hw - 2, hy0 + hh - 2, 2, plate)
  }
  const cx = hx0 + (hw - 1) / 2
  const on = int(random, 0, n - 1)
  for (let k = 0; k < n; k++) {
    const cy = hy0 + (tiny ? 2 : 3) + r + k * (2 * r + 1 + gap)
    if (k === on && !tiny)
      dither(
        canvas,
        Math.round(cx - r - 2),
        Math.round(cy - r - 2),
        Math.round(cx + r + 2),
        Math.round(cy + r + 2),
        null,
        glow,
        (x, y) => (isColour(canvas, x, y, plate) && Math.hypot(x - cx, y - cy) <= r + 2.2 ? 0.5 : 0),
      )
    ellipse(canvas, cx, cy, r + 0.3, r + 0.3, solid(k === on ? aspect : off))
    if (k === on && r >= 2) canvas.set(Math.round(cx - 0.5), Math.round(cy - 0.5), lit)
    if (!tiny) arc(canvas, cx, cy, r + 1.5, r + 1.5, Math.PI * 1.05, Math.PI * 1.95, hood)
  }
  if (post) {
    const px = Math.round(cx) - 1
    rect(canvas, px, hy0 + hh, px + 2, H - 1, hood)
    const lx = hx0 + hw + 1
    line(canvas, lx, hy0 + 4, lx, H - 1, hood)
    line(canvas, lx + 3, hy0 + 4, lx + 3, H - 1, hood)
    for (let y = hy0 + 6; y < H; y += 3) line(canvas, lx, y, lx + 3, y, hood)
    const label = pick(random, fitting(['12', 'K24', 'S7', 'WM3', '108', 'A9', 'T41'], hw - 2))
    const tw = textWidth(label)
    const ly = hy0 + hh + 2
    rect(canvas, Math.round(cx - tw / 2) - 1, ly, Math.round(cx - tw / 2) + tw, ly + 6, white)
    print(canvas, label, Math.round(cx - tw / 2), ly + 1, ink)
    rect(canvas, px - 2, H - 2, px + 4, H - 1, hood)
  }
  if (feather) {
    line(canvas, hx0 + 1, hy0 + 1, hx0 - fw + 2, hy0 - fw + 2, plate)
    for (let k = 1; k <= (fw - 2) / 3; k++) {
      const d = 3 * k - 1
      ellipse(canvas, hx0 - d + 1, hy0 - d + 1, 1.1, 1.1, solid(plate))
      canvas.set(hx0 - d + 1, hy0 - d + 1, white)
    }
  }
  return finish(canvas, random, ink, tiny ? 0.3 : 0.2, post ? 0 : 0.5)
}

/**
 * A signal box's lever frame, a thin strip: six to eighteen levers on broad 2-px shafts in the colours
 * of their work (red, yellow, black, blue, brown), upright or pulled over to a slant, each with a
 * polished steel handle and a 1-px catch rod behind it, over an iron floor frame with a lit edge and a
 * 1-px slot, and brass plates with the levers' numbers in the font on most.
 */
function leverFrame(random: Random, ink: RGB): RGBAImage {
  const tall = int(random, 10, 36)
  const label = random() < 0.7
  const n0 = int(random, 6, 18)
  const pitch = label ? Math.max(int(random, 4, 8), textWidth(String(n0)) + 2) : int(random, 4, 8)
  const n = Math.min(n0, Math.floor(116 / pitch))
  const frameH = label ? 9 : 4
  const W = n * pitch + 4
  const H = tall + frameH + 2
  const canvas = begin(W, H, null)
  const [iron, ironLit] = toned(random, hexes(0x3a3a40, 0x4a4440, 0x2e3a34), 0.3, 0)
  const brass = tint(random, hexes(0xd8b048, 0xe0bc5a))
  const steel = tint(random, hexes(0xd0d4d8, 0xc0c8cc))
  const works = distinctTints(
    random,
    hexes(0xc8282a, 0xf0c020, 0x1e1e22, 0x2a5ab8, 0x7a4a2a),
    int(random, 2, 4),
  )
  const floor = H - frameH
  for (let k = 0; k < n; k++) {
    const x = 2 + k * pitch + Math.floor(pitch / 2) - 1
    const pulled = random() < 0.4
    const a = pulled ? uniform(random, 0.3, 0.45) : uniform(random, -0.14, -0.06)
    const [tx, ty] = [x + 1 + Math.sin(a) * tall, floor - Math.cos(a) * tall]
    const colour = k % 5 === 4 ? (works[0] as RGB) : pick(random, works)
    bar(canvas, x + 1, floor, tx, ty, 2, colour)
    bar(canvas, x + 1 + Math.sin(a) * (tall - 3), floor - Math.cos(a) * (tall - 3), tx, ty, 2, steel)
    if (tall >= 16) {
      const [qx, qy] = [Math.cos(a) * 2, Math.sin(a) * 2]
      line(
        canvas,
        x + 1 + Math.sin(a) * tall * 0.55 - qx,
        floor - Math.cos(a) * tall * 0.55 - qy,
        x + 1 + Math.sin(a) * tall * 0.85 - qx,
        floor - Math.cos(a) * tall * 0.85 - qy,
        steel,
      )
    }
  }
  rect(canvas, 0, floor, W - 1, H - 1, iron)
  line(canvas, 0, floor, W - 1, floor, ironLit)
  line(canvas, 1, floor + 2, W - 2, floor + 2, ink)
  if (label)
    for (let k = 0; k < n; k++) {
      const text = String(k + 1)
      const tw = textWidth(text)
      const x = 2 + k * pitch + Math.round((pitch - tw) / 2)
      rect(canvas, x - 1, floor + 3, x + tw - 1 + 1, floor + 8, brass)
      print(canvas, text, x, floor + 4, ink)
    }
  return finish(canvas, random, ink, 0, 0)
}

const BOXES = ['HAWES JN', 'ELM PARK', 'SIDINGS', 'NORTH', 'MILL LANE', 'ASH', 'BANK TOP', 'WEST BOX', 'CROW']

/**
 * A signal box: a brick locking room (running bond of 1-px mortar lines, small windows), a glazed
 * operating floor (1-px glazing bars and a transom, 45° glints), a hipped slate roof with a 1-px ridge
 * and a stove pipe, a nameboard in the font, and an outside stair climbing at 45° (1-px stringer and
 * handrail, treads, balusters); standing alone, or opaque in a scene under a sky over dithered ballast.
 */
function signalBox(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 40, 110)
  const H = Math.round(W * uniform(random, 0.7, 0.92))
  const scene = random() < 0.5
  const sky = tint(random, hexes(0x9ccbe8, 0xb8d8ec, 0xd0dce8))
  const canvas = begin(W, H, scene ? sky : null)
  const brick = tint(random, hexes(0xa84a32, 0x9a5a3a, 0xb86a48))
  const mortar = tint(random, hexes(0xc8c0b0, 0xb8b4a8))
  const roof = tint(random, hexes(0x3a4048, 0x4a4a52, 0x5a3a32))
  const trim = tint(random, [...WHITES, ...hexes(0xe8d8a0, 0x2e5a3a)])
  const glass = tint(random, hexes(0x5a7080, 0x4a6070, 0x7a8c98))
  const glint = nudge(random, pale(glass, 0.6))
  const groundY = scene ? H - 4 : H - 1
  if (scene) {
    const ground = tint(random, hexes(0x6a6460, 0x7a7068))
    rect(canvas, 0, groundY + 1, W - 1, H - 1, ground)
    dither(canvas, 0, groundY + 1, W - 1, H - 1, null, mortar, (x, y) =>
      (x * 7 + y * 3) % 5 === 0 ? 1 : 0.25,
    )
  }
  const bx0 = Math.round(W * 0.14)
  const bx1 = W - 1 - Math.round(W * 0.05)
  const roofTop = Math.round(H * 0.06)
  const eave = roofTop + Math.round(H * 0.14)
  const gy0 = eave + 1
  const gy1 = gy0 + Math.round(H * 0.26)
  const nameY = gy1 + 1
  const by0 = nameY + 8
  const stack = Math.round(bx0 + (bx1 - bx0) * uniform(random, 0.55, 0.8))
  rect(canvas, stack, Math.max(0, roofTop - 3), stack + 1, eave, ink)
  polygon(
    canvas,
    [
      [bx0 - 2, eave + 1],
      [bx0 + (bx1 - bx0) * 0.22, roofTop],
      [bx1 - (bx1 - bx0) * 0.22 + 1, roofTop],
      [bx1 + 3, eave + 1],
    ],
    roof,
  )
  line(
    canvas,
    Math.round(bx0 + (bx1 - bx0) * 0.22),
    roofTop,
    Math.round(bx1 - (bx1 - bx0) * 0.22),
    roofTop,
    mortar,
  )
  line(canvas, bx0 - 2, eave, bx1 + 2, eave, trim)
  rect(canvas, bx0, gy0, bx1, gy1, trim)
  rect(canvas, bx0 + 1, gy0 + 1, bx1 - 1, gy1 - 1, glass)
  const pane = int(random, 3, 5)
  const transom = gy0 + Math.round((gy1 - gy0) * 0.35)
  line(canvas, bx0 + 1, transom, bx1 - 1, transom, trim)
  for (let x = bx0 + pane; x < bx1; x += pane) line(canvas, x, gy0 + 1, x, gy1 - 1, trim)
  for (let x = bx0 + 1; x < bx1 - 3; x += pane * int(random, 2, 3)) {
    const y = int(random, transom + 2, gy1 - 2)
    canvas.set(x, y, glint)
    canvas.set(x + 1, y - 1, glint)
  }
  rect(canvas, bx0, nameY, bx1, by0 - 1, brick)
  const name = pick(random, fitting(BOXES, bx1 - bx0 - 4))
  const tw = textWidth(name)
  const nx = Math.round((bx0 + bx1 - tw) / 2)
  rect(canvas, nx - 2, nameY, nx + tw + 1, nameY + 6, trim)
  print(canvas, name, nx, nameY + 1, ink)
  for (let y = by0; y <= groundY; y++)
    for (let x = bx0; x <= bx1; x++) {
      const row = Math.floor((y - by0) / 3)
      const joint = (y - by0) % 3 === 2 || mod(x - bx0 + (row % 2) * 3, 6) === 0
      canvas.set(x, y, joint ? mortar : brick)
    }
  for (let k = 0; k < 3; k++) {
    const wx = Math.round(bx0 + (bx1 - bx0) * (0.35 + k * 0.22))
    const wy = by0 + 3
    if (wx + 4 > bx1 || wy + 5 > groundY - 1) continue
    rect(canvas, wx, wy, wx + 3, wy + 4, glass)
    line(canvas, wx - 1, wy + 5, wx + 4, wy + 5, trim)
  }
  const land = gy1
  const run = Math.min(groundY - land, bx1 - bx0 - 2)
  const sx = bx0 + run
  line(canvas, sx, groundY, sx - run, groundY - run, trim)
  line(canvas, sx, groundY - 4, sx - run, groundY - run - 4, trim)
  for (let k = 0; k < run; k += 2) {
    line(canvas, sx - k - 1, groundY - k - 1, sx - k + 1, groundY - k - 1, trim)
    if (k % 4 === 0) line(canvas, sx - k, groundY - k - 1, sx - k, groundY - k - 3, trim)
  }
  rect(canvas, bx0 - 2, land + 1, bx0 + 2, land + 1, trim)
  return finish(canvas, random, ink, scene ? 0 : 0.25, 0)
}

/**
 * A signal box diagram, opaque: a dark panel with white 1-px track lines (or a pale one with black
 * ones), cut into sections by 1-px gaps, crossovers and sidings at 45° ending at a buffer stop, occupied
 * sections lit red or amber, platforms as flat bars, small signal stems with red or green lamps and
 * numbers, and the box's name and line names in the font on the taller panels; a low one is a thin strip.
 */
function diagram(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 56, 120)
  const strip = random() < 0.45
  const H = strip ? int(random, 14, 22) : int(random, 30, 64)
  const dark = random() < 0.6
  const panel = dark
    ? tint(random, hexes(0x1e2a26, 0x22262e, 0x2a2a2a))
    : tint(random, hexes(0xe8e4d8, 0xd8dcd0))
  const track = dark ? tint(random, hexes(0xd8d8d0, 0xe8e8e0)) : tint(random, INKS)
  const busy = tint(random, hexes(0xe83a2a, 0xf0a020))
  const platform = tint(random, dark ? hexes(0x5a6a66, 0x6a6a72) : hexes(0xa8a8a0, 0xb8b0a0))
  const red = tint(random, SIGNAL_REDS)
  const green = tint(random, LENS_GREENS)
  const canvas = begin(W, H, panel)
  frame(canvas, 0, 0, W - 1, H - 1, track)
  const head = strip ? 0 : 9
  if (!strip) {
    const name = pick(random, fitting(BOXES, W - 8))
    print(canvas, name, 3, 2, track)
  }
  const lines = strip ? 2 : int(random, 2, 3)
  const span = H - head - 4
  const gapY = Math.max(5, Math.floor(span / (lines + (strip ? 0.2 : 1))))
  const ys = Array.from({ length: lines }, (_, i) => head + 3 + Math.round(gapY * (i + (strip ? 0.4 : 0.6))))
  ys.forEach((y, i) => {
    line(canvas, 1, y, W - 2, y, track)
    for (let x = int(random, 8, 20); x < W - 4; x += int(random, 14, 30)) canvas.set(x, y, panel)
    if (random() < 0.6) {
      const xa = int(random, 3, W - 20)
      line(canvas, xa, y, Math.min(W - 2, xa + int(random, 8, 24)), y, busy)
    }
    if (!strip && i === 1) {
      const label = pick(random, ['UP MAIN', 'DN MAIN', 'UP', 'DOWN', 'GOODS'])
      if (textWidth(label) + 4 < W / 3) print(canvas, label, 3, y - 7, track)
    }
  })
  for (let i = 0; i + 1 < lines; i++) {
    const [ya, yb] = [ys[i] as number, ys[i + 1] as number]
    const d = yb - ya
    const x = int(random, 6, Math.max(7, W - d - 6))
    if (random() < 0.5) line(canvas, x, ya, x + d, yb, track)
    else line(canvas, x + d, ya, x, yb, track)
  }
  const low = ys[lines - 1] as number
  if (low + 4 < H - 2 && random() < 0.7) {
    const x = int(random, 4, Math.round(W * 0.5))
    const d = Math.min(H - 3 - low, int(random, 3, 6))
    line(canvas, x, low, x + d, low + d, track)
    const end = Math.min(W - 4, x + d + int(random, 6, 24))
    line(canvas, x + d, low + d, end, low + d, track)
    line(canvas, end + 1, low + d - 1, end + 1, low + d + 1, busy)
  }
  const top = ys[0] as number
  if (top - head >= 6) {
    const px = int(random, 3, Math.round(W * 0.5))
    const len = Math.round(W * uniform(random, 0.2, 0.35))
    rect(canvas, px, top - 4, px + len, top - 2, platform)
  }
  for (let k = int(random, 3, 6); k > 0; k--) {
    const y = pick(random, ys)
    const x = int(random, 4, W - 6)
    const up = y - 3 > head + 1
    const ly = up ? y - 3 : y + 3
    line(canvas, x, y + (up ? -1 : 1), x, ly, track)
    canvas.set(x + 1, ly, random() < 0.6 ? red : green)
    if (!strip && up && ly - 6 > head && x + 8 < W - 2)
      print(canvas, String(int(random, 1, 60)), x + 3, ly - 5, platform)
  }
  return finish(canvas, random, ink, 0, 0)
}

/** Railway signalling: a semaphore, a colour-light signal, a lever frame, a signal box or a diagram. */
const signalSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [semaphore, semaphore, colourLight, colourLight, leverFrame, signalBox, diagram])(
    random,
    tint(random, INKS),
  )

// ---- the hairdresser ----------------------------------------------------------------------------------

const SALON_PLASTICS = hexes(0xe8e4dc, 0xd84a7a, 0x3a8ac8, 0xe8b830, 0x9a5ac8, 0x2aa8a0, 0x1e1e24)
const CHROMES = hexes(0xc8ccd4, 0xb4bcc4)

/**
 * A barber's pole: a glass cylinder of red and white (and blue) stripes running round it at 45° or at
 * other slants, two px wide (broad) on some draws, shaded dark at its right by an ordered dither, with a
 * 1-px white glint down its left, between chrome caps (a dome with a lit dot on top, a band and a ball
 * below); tall, and 10 to 12 px on some draws.
 */
function barberPole(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.25
  const w = tiny ? 4 : int(random, 5, 14)
  const h = tiny ? int(random, 4, 6) : Math.min(100, Math.round(w * uniform(random, 3, 7)))
  const capH = tiny ? 1 : Math.max(2, Math.round(w * 0.45))
  const canvas = begin(w + 4, h + 2 * capH + 3, null)
  const red = tint(random, hexes(0xd02a2a, 0xc8202e))
  const white = tint(random, WHITES)
  const blue = tint(random, hexes(0x2a4ab0, 0x2a3a8a))
  const bands = random() < 0.5 ? [red, white, blue, white] : [red, white]
  const darks = bands.map((c) => nudge(random, scale(c, 0.66)))
  const [chrome, chromeLit] = toned(random, CHROMES, 0.6, 0)
  const sw = tiny ? 2 : random() < 0.4 ? 2 : int(random, 3, 4)
  const slope = pick(random, [1, 1, 2, 0.5])
  const x0 = 2
  const x1 = x0 + w - 1
  const y0 = capH + 1
  const y1 = y0 + h - 1
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const k = mod(Math.floor((x * slope + y) / sw), bands.length)
      const u = (x - x0) / Math.max(1, w - 1)
      const shaded = u > 0.8 || (u > 0.6 && bayer(x, y) < 0.5)
      canvas.set(x, y, shaded ? (darks[k] as RGB) : (bands[k] as RGB))
    }
  if (!tiny) line(canvas, x0 + 1, y0, x0 + 1, y1, white)
  rect(canvas, x0 - 1, y0 - 1, x1 + 1, y0 - 1, chrome)
  ellipse(canvas, (x0 + x1) / 2, y0 - 1, w / 2 + 0.5, capH, (_, y) => (y < y0 - 1 ? chrome : null))
  canvas.set(Math.round(x0 + w * 0.3), Math.max(0, y0 - 1 - Math.round(capH * 0.6)), chromeLit)
  rect(canvas, x0 - 1, y1 + 1, x1 + 1, y1 + 1 + Math.max(1, capH - 1), chrome)
  line(canvas, x0 - 1, y1 + 1, x1 + 1, y1 + 1, chromeLit)
  ellipse(canvas, (x0 + x1) / 2, y1 + capH + 1.5, Math.max(1, w * 0.2), 1, solid(chrome))
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, 0.5)
}

/**
 * A salon hood dryer: a tilted dome lit at its top with a 1-px curved shine and dithered dark at its
 * back, its open face a dark ellipse in a lit 1-px rim, 1-px vent slits at a slant, a small dial; an arm
 * at a slant to a telescopic pole and a five-legged base on castors; tall and mostly transparent.
 */
function hoodDryer(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 40, 110)
  const W = Math.round(H * uniform(random, 0.55, 0.72))
  const canvas = begin(W, H, null)
  const [shell, lit, dark] = toned(random, SALON_PLASTICS.slice(0, 6), 0.45, 0.4)
  const hollow = tint(random, BLACKS)
  const [steel, steelLit] = toned(random, CHROMES, 0.5, 0)
  const [hx, hy] = [W * 0.42, H * 0.2]
  const [rx, ry] = [W * 0.4, H * 0.15]
  ellipse(canvas, hx, hy, rx, ry, (x, y) => {
    const u = (x - hx) / rx + (y - hy) / ry
    if (u > 0.95) return dark
    if (u > 0.55) return bayer(x, y) < 0.5 ? dark : shell
    return shell
  })
  arc(canvas, hx, hy, rx - 2, ry - 2, Math.PI * 1.1, Math.PI * 1.45, lit)
  const [ox, oy] = [hx - rx * 0.22, hy + ry * 0.45]
  ellipse(canvas, ox, oy, rx * 0.72, ry * 0.5, solid(hollow))
  arc(canvas, ox, oy, rx * 0.72 + 1, ry * 0.5 + 1, 0, 2 * Math.PI, lit)
  for (let k = 0; k < 4; k++) {
    const vx = hx + rx * 0.1 + k * 3
    line(canvas, vx, hy - ry * 0.62 + k, vx + 2, hy - ry * 0.62 + k + 2, dark)
  }
  if (rx >= 12) {
    const [dx, dy] = [Math.round(hx + rx * 0.62), Math.round(hy + ry * 0.1)]
    circle(canvas, dx, dy, 2, steelLit)
    canvas.set(dx + 1, dy - 1, ink)
  }
  const px = Math.round(W * 0.68)
  const top = Math.round(hy + ry * 0.6)
  bar(canvas, hx + rx * 0.75, hy + ry * 0.35, px, top, 2, steel)
  const baseY = H - 3
  rect(canvas, px, top, px + 1, baseY, steel)
  line(canvas, px, top, px, baseY, steelLit)
  const joint = Math.round((top + baseY) / 2)
  rect(canvas, px - 1, joint, px + 2, joint + 2, steel)
  canvas.set(px + 3, joint + 1, ink)
  for (const fx of [2, W * 0.3, px, W - 3 - W * 0.1, W - 3]) {
    line(canvas, px, baseY, fx, H - 2, steel)
    rect(canvas, Math.round(fx) - 1, H - 1, Math.round(fx), H - 1, hollow)
  }
  return finish(canvas, random, ink, 0.2, 0.5)
}

/**
 * A hand hair dryer from the side: a rounded barrel lit along its top, a tapering nozzle, a round back
 * grille in a checkered mesh, a handle at a slant with two buttons, and a cable in 1-px curls; 9 to 12
 * px long on some draws.
 */
function hairdryer(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const L = tiny ? int(random, 8, 11) : int(random, 18, 64)
  const bh = Math.max(4, Math.round(L * uniform(random, 0.32, 0.42)))
  const handle = Math.max(3, Math.round(L * uniform(random, 0.42, 0.62)))
  const cable = !tiny && random() < 0.6
  const curl = cable ? Math.round(L * 0.35) + 3 : 0
  const canvas = begin(L + 4, bh + handle + curl + 2, null)
  const [body, lit, dark] = toned(random, SALON_PLASTICS, 0.4, 0.4)
  const nozzle = tint(random, BLACKS)
  const buttons = distinctTints(random, HUES, 2)
  const barrel = Math.round(L * 0.72)
  const cy = (bh + 1) / 2
  polygon(
    canvas,
    [
      [barrel, cy - bh * 0.36 + 0.5],
      [L + 3.5, cy - bh * 0.26 + 0.5],
      [L + 3.5, cy + bh * 0.26 + 0.5],
      [barrel, cy + bh * 0.36 + 0.5],
    ],
    nozzle,
  )
  roundedBox(canvas, 1, 1, barrel, bh, Math.min(3, Math.floor(bh / 2)), body)
  line(canvas, 3, 2, barrel - 2, 2, lit)
  if (!tiny) {
    line(canvas, 3, bh, barrel - 1, bh, dark)
    for (let y = 3; y <= bh - 2; y++) for (let x = 0; x <= 1; x++) canvas.set(x, y, (x + y) % 2 ? dark : lit)
  }
  const a = uniform(random, 0.15, 0.45)
  const hx = Math.round(L * uniform(random, 0.3, 0.42))
  const hw = Math.max(tiny ? 2 : 3, Math.round(bh * 0.55))
  const [ex, ey] = [hx - Math.sin(a) * handle, bh + Math.cos(a) * handle]
  bar(canvas, hx, bh - 1, ex, ey, hw, body)
  if (!tiny) {
    const mx = hx - Math.sin(a) * handle * 0.3
    const my = bh + Math.cos(a) * handle * 0.3
    canvas.set(Math.round(mx), Math.round(my), buttons[0] as RGB)
    canvas.set(Math.round(mx - Math.sin(a) * 3), Math.round(my + Math.cos(a) * 3), buttons[1] as RGB)
  }
  if (cable) {
    const pts: Pt[] = []
    for (let t = 0; t <= curl * 3; t++) {
      const s = t / 3
      pts.push([ex + 2.5 * Math.sin(s * 1.1) + s * 0.4, ey + s * 0.9 + 2 * Math.cos(s * 1.1) - 2])
    }
    path(canvas, pts, nozzle)
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, 0.5)
}

/**
 * A comb, a thin strip: a spine lit along its top over 1-px teeth, fine ones a pixel apart at one end
 * and coarse two-pixel ones at the other, in plain plastic or tortoiseshell ordered-dithered in two
 * browns; or a paddle brush from above: a cushion full of 1-px bristle tips in staggered rows on an oval
 * head, a handle with a hanging hole and a 1-px shine.
 */
function combs(random: Random, ink: RGB): RGBAImage {
  if (random() < 0.6) {
    const W = int(random, 30, 116)
    const H = int(random, 7, 14)
    const spine = Math.max(2, Math.round(H * 0.3))
    const tortoise = random() < 0.35
    const [plastic, lit] = tortoise
      ? toned(random, hexes(0x8a4a1e, 0x7a3a1a), 0.3, 0)
      : toned(random, hexes(0x1e1e22, 0xe87aa0, 0x3a6ac8, 0xf2f0e8, 0x8a5a2a), 0.35, 0)
    const canvas = begin(W, H, null)
    roundedBox(canvas, 0, 0, W - 1, spine, 1, plastic)
    line(canvas, 1, 0, W - 2, 0, lit)
    line(canvas, 2, spine, W - 3, spine, nudge(random, scale(plastic, tortoise ? 0.7 : 0.6)))
    const split = Math.round(W * uniform(random, 0.4, 0.6))
    for (let x = 0; x < W; x++) {
      const end = x <= 1 || x >= W - 2
      const tooth = end || (x < split ? x % 2 === 1 : x % 3 !== 0)
      if (tooth) line(canvas, x, spine, x, H - 1 - (end ? 0 : x < split ? 1 : 0), plastic)
    }
    if (tortoise) {
      const spot = nudge(random, pale(plastic, 0.45))
      const [f, g] = [uniform(random, 0.2, 0.4), uniform(random, 0.5, 0.9)]
      repaint(canvas, 0, 1, W - 1, H - 1, plastic, (x, y) =>
        bayer(x, y) < Math.max(0, Math.sin(x * f + Math.sin(y * g) * 2)) * 0.8 ? spot : null,
      )
    }
    return finish(canvas, random, ink, 0, 0.5)
  }
  const rx = int(random, 6, 20)
  const ry = Math.round(rx * uniform(random, 1.15, 1.4))
  const handle = Math.round(ry * uniform(random, 1.3, 1.9))
  const hw = Math.max(3, Math.round(rx * 0.5))
  const W = 2 * rx + 3
  const H = 2 * ry + handle + 2
  const canvas = begin(W, H, null)
  const [body, lit] = toned(random, SALON_PLASTICS, 0.4, 0)
  const cushion = tint(random, BLACKS)
  const tip = tint(random, hexes(0xf2f0e8, 0xd8d0c0, 0xe8c0d0))
  const cx = rx + 1
  const cy = ry + 1
  roundedBox(
    canvas,
    cx - Math.floor(hw / 2),
    cy + ry - 2,
    cx - Math.floor(hw / 2) + hw - 1,
    H - 1,
    Math.floor(hw / 2),
    body,
  )
  rect(canvas, cx, H - 1 - Math.round(hw * 0.8), cx, H - 1 - Math.round(hw * 0.6), null)
  line(canvas, cx - Math.floor(hw / 2) + 1, cy + ry, cx - Math.floor(hw / 2) + 1, H - 3 - hw, lit)
  ellipse(canvas, cx, cy, rx, ry, solid(body))
  ellipse(canvas, cx, cy, rx - 2, ry - 2, solid(cushion))
  for (let y = Math.round(cy - ry + 3); y <= cy + ry - 3; y += 2)
    for (let x = Math.round(cx - rx + 3) + ((y / 2) % 2 ? 1 : 0); x <= cx + rx - 3; x += 2)
      if (((x - cx) / (rx - 2.5)) ** 2 + ((y - cy) / (ry - 2.5)) ** 2 <= 1) canvas.set(x, y, tip)
  arc(canvas, cx, cy, rx - 1, ry - 1, Math.PI * 1.1, Math.PI * 1.4, lit)
  return finish(canvas, random, ink, 0.3, 0.5)
}

const SERVICES = [
  'CUT',
  'TRIM',
  'WASH',
  'SHAVE',
  'BEARD',
  'DRY',
  'COLOUR',
  'PERM',
  'KIDS',
  'FRINGE',
  'STYLE',
  'CURL',
]

/**
 * A price list, opaque: a board inside a border of barber stripes at 45° (two or three colours, broad
 * 2-px ones on some), a header band with a word in the font (twice size where it fits), and three to
 * seven services with their prices, joined by dotted 1-px leaders.
 */
function priceList(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 46, 104)
  const rows = int(random, 3, 7)
  const b = int(random, 2, 4)
  const head = pick(random, ['BARBER', 'PRICES', 'SALON', 'HAIR', 'GENTS', 'LADIES'])
  const k = textWidth(head, 2) <= W - 2 * b - 6 ? 2 : 1
  const headH = 5 * k + 4
  const H = 2 * b + headH + rows * 7 + 4
  const board = tint(random, [...WHITES, ...hexes(0x1e1e24, 0x2a3a2e)])
  const darkBoard = board[0] < 100
  const text = darkBoard ? tint(random, WHITES) : ink
  const canvas = begin(W, H, board)
  const stripes = [tint(random, hexes(0xd02a2a, 0xc8202e)), tint(random, WHITES)]
  if (random() < 0.5) stripes.push(tint(random, hexes(0x2a4ab0, 0x2a3a8a)))
  const sw = random() < 0.5 ? 2 : 3
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (x < b || y < b || x >= W - b || y >= H - b)
        canvas.set(x, y, stripes[mod(Math.floor((x + y) / sw), stripes.length)] as RGB)
  const band = stripes[0] as RGB
  rect(canvas, b, b, W - 1 - b, b + headH - 1, band)
  printCentred(canvas, head, (W - 1) / 2, b + 2, stripes[1] as RGB, k)
  const leader = darkBoard ? nudge(random, scale(text, 0.6)) : nudge(random, pale(text, 0.5))
  const left = b + 3
  const right = W - 1 - b - 3
  const names = [...SERVICES]
  for (let r = 0; r < rows; r++) {
    const y = b + headH + 3 + r * 7
    const price = random() < 0.3 ? `${int(random, 2, 19)}.50` : String(int(random, 3, 45))
    const room = right - left - textWidth(price) - 6
    const choices = names.filter((n) => textWidth(n) <= room)
    if (!choices.length) continue
    const name = pick(random, choices)
    names.splice(names.indexOf(name), 1)
    print(canvas, name, left, y, text)
    print(canvas, price, right - textWidth(price) + 1, y, text)
    for (let x = left + textWidth(name) + 2; x < right - textWidth(price) - 1; x += 2)
      canvas.set(x, y + 4, leader)
  }
  return finish(canvas, random, ink, 0, 0)
}

/**
 * A barber's chair from the side: a chrome pedestal base and column lit on one side with a pump pedal
 * at a slant, a padded seat and reclined back with diamond tufting (1-px lines at 45° between 1-px
 * buttons), an armrest on a chrome strut, a headrest on some and a footrest plate at a slant; mostly
 * transparent.
 */
function salonChair(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 24, 72)
  const H = Math.round(W * uniform(random, 1.15, 1.45))
  const canvas = begin(W, H, null)
  const [seat, seatLit, seatDark] = toned(
    random,
    hexes(0xb8242a, 0x1e1e24, 0x2a8a8a, 0xe8dcc0, 0x6a2a4a),
    0.35,
    0.45,
  )
  const [chrome, chromeLit, chromeDark] = toned(random, CHROMES, 0.55, 0.4)
  const cx = Math.round(W * 0.5)
  const seatY = Math.round(H * 0.52)
  const seatH = Math.max(3, Math.round(H * 0.1))
  const x0 = Math.round(W * 0.2)
  const x1 = Math.round(W * 0.82)
  ellipse(canvas, cx, H - 2, W * 0.3, Math.max(1.5, H * 0.025), solid(chromeDark))
  rect(canvas, cx - 1, seatY + seatH, cx + 1, H - 3, chrome)
  line(canvas, cx - 1, seatY + seatH, cx - 1, H - 3, chromeLit)
  line(canvas, cx + 2, H - 4, cx + Math.round(W * 0.2), H - 7, chromeDark)
  rect(canvas, cx + Math.round(W * 0.2), H - 8, cx + Math.round(W * 0.2) + 2, H - 7, chromeDark)
  const lean = Math.max(2, Math.round(W * 0.08))
  const backW = Math.max(4, Math.round(W * 0.16))
  const backTop = Math.round(H * 0.14)
  polygon(
    canvas,
    [
      [x0, seatY + seatH],
      [x0 + backW, seatY + seatH],
      [x0 + backW - lean, backTop],
      [x0 - lean, backTop],
    ],
    seat,
  )
  if (random() < 0.5) {
    const hy = Math.max(1, backTop - Math.round(H * 0.08))
    line(canvas, x0 - lean + backW / 2, backTop, x0 - lean + backW / 2 - 1, hy + 2, chrome)
    roundedBox(canvas, Math.round(x0 - lean - 1), hy - 1, Math.round(x0 - lean + backW), hy + 2, 1, seat)
  }
  roundedBox(canvas, x0, seatY, x1, seatY + seatH, 1, seat)
  line(canvas, x0 + 1, seatY, x1 - 1, seatY, seatLit)
  line(canvas, x0 + 1, seatY + seatH, x1 - 1, seatY + seatH, seatDark)
  const step = W >= 40 ? 4 : 3
  for (let y = backTop + 2; y < seatY - 1; y += step) {
    const shift = ((seatY + seatH - y) / (seatY + seatH - backTop)) * lean
    const bx = Math.round(x0 - shift + backW / 2)
    canvas.set(bx, y, seatDark)
    if (y + step < seatY - 1) {
      line(canvas, bx - 1, y + 1, Math.max(Math.round(x0 - shift) + 1, bx - step + 2), y + step - 1, seatDark)
      line(
        canvas,
        bx + 1,
        y + 1,
        Math.min(Math.round(x0 - shift + backW) - 1, bx + step - 2),
        y + step - 1,
        seatDark,
      )
    }
  }
  const armY = seatY - Math.max(3, Math.round(H * 0.08))
  rect(canvas, x0 + backW - 1, armY, x1 - 2, armY + 1, seatDark)
  line(canvas, x1 - 4, armY + 2, x1 - 4, seatY - 1, chrome)
  line(canvas, x1, seatY + seatH, x1 + Math.round(W * 0.12), H - Math.round(H * 0.2), chrome)
  line(
    canvas,
    x1 + Math.round(W * 0.12) - 2,
    H - Math.round(H * 0.2),
    x1 + Math.round(W * 0.12) + 2,
    H - Math.round(H * 0.2) - 1,
    chromeLit,
  )
  return finish(canvas, random, ink, 0.3, 0.5)
}

/** The hairdresser: a barber's pole, a hood dryer, a hair dryer, a comb or brush, prices or a chair. */
const salonSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [barberPole, barberPole, hoodDryer, hairdryer, combs, priceList, salonChair])(
    random,
    tint(random, INKS),
  )

// ---- the sweet shop -----------------------------------------------------------------------------------

const CANDIES = hexes(0xe83a5a, 0xf0c020, 0x3ab0e0, 0x58c040, 0xf07820, 0xa050d0, 0xf2f0e8, 0xf48ab0)

/**
 * A lollipop: a round head with a spiral in a second colour (in bands, or as a 1-px curve), rings or a
 * twisted swirl, dark round its lower right, a curved 1-px shine, on a stick standing or leaning at a
 * slant; 8 to 12 px on some draws.
 */
function lollipop(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const d = tiny ? int(random, 6, 8) : int(random, 13, 56)
  const R = d / 2
  const stick = tiny ? int(random, 3, 4) : Math.min(114 - d, Math.round(d * uniform(random, 0.7, 1.4)))
  const lean = tiny ? 0 : uniform(random, -0.5, 0.5)
  const reach = Math.abs(Math.sin(lean)) * (R + stick)
  const W = Math.ceil(d + 2 + reach + 1)
  const H = Math.ceil(d + 2 + Math.cos(lean) * stick + 1)
  const canvas = begin(W, H, null)
  const [base, second] = distinctTints(random, CANDIES, 2) as [RGB, RGB]
  const dark = nudge(random, scale(base, 0.72))
  const shine = tint(random, WHITES)
  const stickC = tint(random, hexes(0xf2f0e8, 0xe8e0c8))
  const cx = R + 1 + (lean < 0 ? reach : 0)
  const cy = R + 1
  const [ex, ey] = [cx + Math.sin(lean) * (R + stick), cy + Math.cos(lean) * (R + stick)]
  if (tiny) line(canvas, cx, cy, ex, ey, stickC)
  else bar(canvas, cx, cy, ex, ey, Math.max(2, Math.round(d * 0.08)), stickC)
  const style = tiny
    ? pick(random, ['bands', 'rings'] as const)
    : pick(random, ['bands', 'curve', 'rings', 'swirl'] as const)
  const pitch = Math.max(2.5, d * uniform(random, 0.12, 0.2))
  const arms = int(random, 1, 3)
  ellipse(canvas, cx, cy, R, R, (x, y) => {
    const [dx, dy] = [x - cx, y - cy]
    const r = Math.hypot(dx, dy)
    if (r > R - 1.2 && dx + dy > R * 0.5) return dark
    const a = Math.atan2(dy, dx)
    if (style === 'bands')
      return mod(Math.floor((r / pitch - (a / (2 * Math.PI)) * arms) * 2), 2) ? second : base
    if (style === 'rings') return Math.floor(r / (pitch * 0.6)) % 2 ? second : base
    if (style === 'swirl')
      return mod(Math.floor(((a + r * 0.18) / (2 * Math.PI)) * 2 * arms * 2), 2) ? second : base
    return base
  })
  if (style === 'curve') {
    const turns = (R - 1) / pitch
    const pts: Pt[] = []
    for (let t = 0; t <= turns * 24; t++) {
      const s = t / 24
      const a = s * 2 * Math.PI
      pts.push([cx + s * pitch * Math.cos(a), cy + s * pitch * Math.sin(a)])
    }
    path(canvas, pts, second)
  }
  if (!tiny) arc(canvas, cx, cy, R * 0.72, R * 0.72, Math.PI * 1.1, Math.PI * 1.42, shine)
  else canvas.set(Math.round(cx - R * 0.4), Math.round(cy - R * 0.4), shine)
  return finish(canvas, random, ink, tiny ? 0.5 : 0.4, 0.5)
}

/**
 * A candy cane, tall and thin: a shaft and a hooked top, striped at 45° or another slant in red and
 * white (two px wide on some, with a 1-px green stripe between on others), a 1-px shine down the shaft
 * and a dark right edge; 10 to 12 px on some draws.
 */
function candyCane(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.2
  const t = tiny ? 2 : int(random, 3, 7)
  const R = tiny ? 2.5 : int(random, Math.max(4, t + 1), Math.max(6, 2 * t + 2))
  const L = tiny ? int(random, 4, 5) : Math.min(116 - R - t, int(random, 22, 96))
  const W = Math.ceil(2 * R + t + 2)
  const H = Math.ceil(R + t / 2 + 1 + L)
  const canvas = begin(W, H, null)
  const red = tint(random, hexes(0xd82a2a, 0xc82030))
  const white = tint(random, WHITES)
  const redDark = nudge(random, scale(red, 0.7))
  const whiteDark = nudge(random, scale(white, 0.8))
  const accent = !tiny && random() < 0.4 ? tint(random, hexes(0x2e9a48, 0x2a8a3a)) : null
  const sw = tiny ? 2 : accent ? int(random, 3, 4) : pick(random, [2, 2, 3, 4])
  const slope = pick(random, [1, 1, 2])
  const hx = 1 + t / 2 + R - 0.5
  const hy = t / 2 + R
  const sx0 = Math.round(hx + R - t / 2)
  const tail = Math.round(R * 0.7)
  const inCane = (x: number, y: number) => {
    const [px, py] = [x + 0.5, y + 0.5]
    if (py <= hy + 0.5 && Math.abs(Math.hypot(px - hx - 0.5, py - hy - 0.5) - R) <= t / 2) return true
    if (y >= hy && x >= sx0 && x < sx0 + t) return true
    return y >= hy && y <= hy + tail && x >= Math.round(hx - R - t / 2) && x < Math.round(hx - R - t / 2) + t
  }
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (!inCane(x, y)) continue
      const s = Math.floor((x * slope + y) / sw)
      const edge = !inCane(x + 1, y)
      let c = s % 2 ? red : white
      if (accent && s % 2 === 0 && mod(x * slope + y, sw) === Math.floor(sw / 2)) c = accent
      if (edge) c = c === red ? redDark : c === white ? whiteDark : c
      canvas.set(x, y, c)
    }
  if (t >= 4) line(canvas, sx0 + 1, Math.ceil(hy) + 1, sx0 + 1, H - 2, white)
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, 0.5)
}

/**
 * A gumball machine, tall: a glass globe in a 1-px chrome rim filled part way with gumballs in three
 * colours, an ordered-dithered reflection and a curved 1-px shine on the glass, a lid and knob, a
 * tapering painted body dark on one side, a coin plate (a 1-px ring with a handle at a slant), a price in
 * the font and a chute with its flap.
 */
function gumball(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 18, 56)
  const R = Math.floor((W - 2) / 2)
  const bodyH = Math.round(W * uniform(random, 0.7, 1.1))
  const H = 2 * R + 4 + bodyH
  const canvas = begin(2 * R + 3, H, null)
  const glass = tint(random, GLASSES)
  const glint = tint(random, WHITES)
  const balls = distinctTints(random, CANDIES.slice(0, 6), 3)
  const [body, , bodyDark] = toned(random, hexes(0xc8202a, 0x2a5ab8, 0xe8b820, 0x2e8a48), 0, 0.4)
  const steel = tint(random, CHROMES)
  const cx = R + 1
  const cy = R + 3
  ellipse(canvas, cx, 2.5, Math.max(2, R * 0.45), 2.5, (_, y) => (y <= 3 ? body : null))
  canvas.set(cx, 0, steel)
  ellipse(canvas, cx, cy, R, R, solid(glass))
  const br = W >= 40 ? 2.5 : W >= 26 ? 1.8 : 1.2
  const level = cy - R * uniform(random, -0.3, 0.5)
  for (let y = cy + R - br - 0.5, row = 0; y >= level; y -= br * 1.8, row++)
    for (let x = cx - R + br + (row % 2) * br; x <= cx + R - br; x += br * 2.1) {
      if (Math.hypot(x - cx, y - cy) > R - br - 0.8) continue
      ellipse(canvas, x, y, br, br, solid(pick(random, balls)))
    }
  dither(canvas, cx - R, cy - R, cx, cy, null, glint, (x, y) => {
    const dd = Math.hypot(x - cx + R * 0.3, y - cy + R * 0.3)
    return dd > R * 0.32 && dd < R * 0.48 && canvas.opaque(x, y) ? 0.5 : 0
  })
  arc(canvas, cx, cy, R * 0.8, R * 0.8, Math.PI * 1.08, Math.PI * 1.38, glint)
  circle(canvas, cx, cy, R, steel)
  const y0 = cy + R
  const neck = Math.max(2, Math.round(R * 0.5))
  rect(canvas, cx - neck, y0, cx + neck, y0 + 1, body)
  polygon(
    canvas,
    [
      [cx - R * 0.7, y0 + 2],
      [cx + R * 0.7 + 1, y0 + 2],
      [cx + R + 1.5, H],
      [cx - R - 0.5, H],
    ],
    body,
  )
  repaint(canvas, cx + 1, y0 + 2, 2 * R + 2, H - 1, body, (x, y) => {
    const u = (x - cx) / (R + 1)
    return u > 0.7 || (u > 0.45 && bayer(x, y) < 0.5) ? bodyDark : null
  })
  const mr = Math.max(2, Math.round(R * 0.32))
  const my = y0 + 3 + mr + (R >= 14 ? 7 : 0)
  if (R >= 14) {
    const price = pick(random, ['1C', '5P', '10', '25C', '2P', '1P'])
    const tw = textWidth(price)
    rect(canvas, cx - Math.ceil(tw / 2) - 1, y0 + 3, cx - Math.ceil(tw / 2) + tw, y0 + 9, glint)
    print(canvas, price, cx - Math.ceil(tw / 2), y0 + 4, ink)
  }
  ellipse(canvas, cx, my, mr, mr, solid(steel))
  circle(canvas, cx, my, mr, bodyDark)
  const a = uniform(random, -0.8, 0.8)
  line(
    canvas,
    cx - Math.cos(a) * mr,
    my - Math.sin(a) * mr,
    cx + Math.cos(a) * mr,
    my + Math.sin(a) * mr,
    bodyDark,
  )
  const chuteY = Math.min(H - 3, my + mr + 2)
  if (chuteY + 1 < H - 1) {
    rect(
      canvas,
      cx - Math.max(1, Math.round(R * 0.3)),
      chuteY,
      cx + Math.max(1, Math.round(R * 0.3)),
      H - 2,
      ink,
    )
    line(
      canvas,
      cx - Math.max(1, Math.round(R * 0.3)),
      chuteY,
      cx + Math.max(1, Math.round(R * 0.3)),
      chuteY,
      steel,
    )
  }
  return finish(canvas, random, ink, 0.3, 0)
}

const BRANDS = ['CHOC', 'MILK', 'DARK', 'COCOA', 'NUTTY', 'CRUNCH', 'BAR', 'TOFFEE', 'MINT']

/**
 * A chocolate bar part unwrapped: a grid of squares, each bevelled (1-px lit top and left edges, dark
 * bottom and right ones) with 1-px grooves between and a snapped end on some, a strip of torn foil
 * checkered in two greys, and a paper wrapper with a band and its brand in the font and a crimped end; a
 * long one-row bar is a thin strip.
 */
function chocolate(random: Random, ink: RGB): RGBAImage {
  const q = int(random, 4, 10)
  const stick = random() < 0.4
  const rows = stick ? 1 : int(random, 2, 4)
  const cols = Math.min(stick ? int(random, 6, 12) : int(random, 3, 8), Math.floor(104 / q))
  const bare = int(random, Math.max(1, Math.ceil(cols / 3)), cols)
  const barH = rows * q + 1
  const wrapW = (cols - bare) * q + (cols > bare ? 2 : 0)
  const foilW = int(random, 2, 4)
  const W = bare * q + 1 + foilW + wrapW
  const H = barH + 2
  const canvas = begin(W, H, null)
  const [choc, chocLit, chocDark] = toned(random, hexes(0x5a3420, 0x6e4228, 0x3e2418, 0x8a5a34), 0.25, 0.35)
  const foilA = tint(random, hexes(0xc8ccd4, 0xd8c070))
  const foilB = nudge(random, scale(foilA, 0.78))
  for (let y = 1; y < 1 + barH; y++)
    for (let x = 0; x <= bare * q; x++) {
      const [u, v] = [x % q, (y - 1) % q]
      const c =
        u === 0 || v === 0
          ? chocDark
          : u === 1 || v === 1
            ? chocLit
            : u === q - 1 || v === q - 1
              ? chocDark
              : choc
      canvas.set(x, y, c)
    }
  if (random() < 0.4) for (let y = 1; y < 1 + barH; y++) rect(canvas, 0, y, int(random, 0, 2) - 1, y, null)
  const fx = bare * q + 1
  for (let y = 0; y < H; y++)
    for (let x = fx - int(random, 0, 1); x < fx + foilW; x++) canvas.set(x, y, (x + y) % 2 ? foilA : foilB)
  if (wrapW > 0) {
    const paper = tint(random, [...HUES, ...hexes(0x6a2a8a)])
    const band = tint(random, paper[0] * 0.3 + paper[1] * 0.59 + paper[2] * 0.11 > 140 ? BLACKS : WHITES)
    const wx = fx + foilW
    rect(canvas, wx, 0, W - 1, H - 1, paper)
    for (let y = 0; y < H; y += 2) canvas.set(W - 1, y, null)
    const word = fitting(BRANDS, wrapW - 5)
    const text = pick(random, word)
    const k = textWidth(text, 2) <= wrapW - 5 && H >= 14 ? 2 : 1
    if (textWidth(text, k) <= wrapW - 4 && H >= 5 * k + 2) {
      const by = Math.round((H - 5 * k) / 2)
      rect(canvas, wx, by - 1, W - 2, by + 5 * k, band)
      printCentred(canvas, text, wx + (wrapW - 2) / 2, by, paper, k)
    } else line(canvas, wx, Math.floor(H / 2), W - 2, Math.floor(H / 2), band)
  }
  return finish(canvas, random, ink, 0.2, 0)
}

/**
 * A row of three to eight sweets, a thin strip: wrapped sweets (an oval with twisted ends, 1-px creases
 * fanning out at slants and a lit dot), humbugs (pillows striped at 45°, two px wide on some) or
 * peppermints (discs of red and white wedges round a dot), in two or three colours.
 */
function sweetsRow(random: Random, ink: RGB): RGBAImage {
  const kind = pick(random, ['wrapped', 'humbug', 'mint'] as const)
  const s = int(random, 6, 14)
  const tw = kind === 'wrapped' ? Math.max(2, Math.round(s * 0.35)) : 0
  const pitch = kind === 'wrapped' ? s + 2 * tw : s + int(random, 1, 3)
  const n = Math.min(int(random, 3, 8), Math.floor(116 / pitch))
  const W = n * pitch + 2
  const H = s + 2
  const canvas = begin(W, H, null)
  const colours = distinctTints(random, CANDIES, kind === 'mint' ? 2 : int(random, 2, 3))
  const darks = colours.map((c) => nudge(random, scale(c, 0.7)))
  const shine = tint(random, WHITES)
  const cy = (H - 1) / 2
  for (let k = 0; k < n; k++) {
    const x0 = 1 + k * pitch
    const i = k % colours.length
    const [c, dk] = [colours[i] as RGB, darks[i] as RGB]
    if (kind === 'wrapped') {
      const cx = x0 + tw + (s - 1) / 2
      for (const side of [-1, 1]) {
        const tip = cx + side * (s / 2 + tw - 0.5)
        const root = cx + side * (s / 2 - 1)
        polygon(
          canvas,
          [
            [root + 0.5, cy - s * 0.2 + 0.5],
            [tip + 0.5, cy - s * 0.42 + 0.5],
            [tip + 0.5, cy + s * 0.42 + 0.5],
            [root + 0.5, cy + s * 0.2 + 0.5],
          ],
          c,
        )
        line(canvas, root, cy, tip, cy - s * 0.3, dk)
        line(canvas, root, cy, tip, cy + s * 0.3, dk)
      }
      ellipse(canvas, cx, cy, s / 2 - 0.3, s * 0.38, solid(c))
      canvas.set(Math.round(cx - s * 0.2), Math.round(cy - s * 0.15), shine)
    } else if (kind === 'humbug') {
      const sw = random() < 0.5 ? 2 : 1
      roundedBox(canvas, x0, 1, x0 + s - 1, s, Math.max(1, Math.floor(s / 4)), c)
      repaint(canvas, x0, 1, x0 + s - 1, s, c, (x, y) =>
        Math.floor((x + y) / sw) % 2 ? (colours[(i + 1) % colours.length] as RGB) : null,
      )
      canvas.set(x0 + 2, 2, shine)
    } else {
      const cx = x0 + (s - 1) / 2
      const wedges = 2 * int(random, 3, 5)
      ellipse(canvas, cx, cy, s / 2, s / 2, (x, y) => {
        const a = Math.atan2(y - cy, x - cx)
        return Math.floor(((a + Math.PI) / (2 * Math.PI)) * wedges) % 2 ? c : shine
      })
      ellipse(canvas, cx, cy, Math.max(0.6, s * 0.12), Math.max(0.6, s * 0.12), solid(dk))
    }
  }
  return finish(canvas, random, ink, 0.35, 0.5)
}

/**
 * A pick-and-mix tray from above, opaque: two to twelve compartments between walls with a lit 1-px edge,
 * each full of one sweet (jelly beans as 2-px dashes at four slants, liquorice allsorts striped in 1-px
 * layers, gobstoppers with a lit dot, or sugared jellies ordered-dithered with sugar), with a price card
 * in the font.
 */
function pickMix(random: Random, ink: RGB): RGBAImage {
  const cols = int(random, 2, 4)
  const rows = int(random, 1, 3)
  const cw = int(random, 14, 26)
  const ch = int(random, 13, 24)
  const W = cols * (cw + 2) + 2
  const H = rows * (ch + 2) + 2
  const [tray, trayLit] = toned(random, hexes(0xd8dce0, 0xe8e0d0, 0xc8d8e8), 0.5, 0)
  const canvas = begin(W, H, tray)
  const floor = nudge(random, scale(tray, 0.9))
  const card = tint(random, WHITES)
  const sweets = distinctTints(random, CANDIES.slice(0, 6), 4)
  const black = tint(random, BLACKS)
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x0 = 2 + c * (cw + 2)
      const y0 = 2 + r * (ch + 2)
      const [x1, y1] = [x0 + cw - 1, y0 + ch - 1]
      rect(canvas, x0, y0, x1, y1, floor)
      line(canvas, x0 - 1, y0 - 1, x1, y0 - 1, trayLit)
      const kind = pick(random, ['beans', 'allsorts', 'balls', 'sugared'] as const)
      const count = Math.round((cw * ch) / (kind === 'beans' ? 5 : 14))
      for (let k = 0; k < count; k++) {
        const [x, y] = [int(random, x0, x1), int(random, y0, y1)]
        if (kind === 'beans') {
          const [dx, dy] = pick(random, [
            [1, 0],
            [0, 1],
            [1, 1],
            [1, -1],
          ] as Pt[])
          const col = pick(random, sweets)
          if (x + dx <= x1 && y + dy >= y0 && y + dy <= y1) {
            canvas.set(x, y, col)
            canvas.set(x + dx, y + dy, col)
          }
        } else if (kind === 'allsorts') {
          const qq = int(random, 3, 4)
          if (x + qq - 1 > x1 || y + qq - 1 > y1) continue
          const layer = [black, pick(random, sweets), card]
          for (let j = 0; j < qq; j++) line(canvas, x, y + j, x + qq - 1, y + j, layer[j % 3] as RGB)
        } else if (kind === 'balls') {
          const rr = uniform(random, 1.2, 2.2)
          if (x - rr < x0 || x + rr > x1 || y - rr < y0 || y + rr > y1) continue
          ellipse(canvas, x, y, rr, rr, solid(pick(random, sweets)))
          canvas.set(Math.round(x - rr * 0.4), Math.round(y - rr * 0.4), card)
        } else {
          const [w, h] = [int(random, 3, 5), int(random, 2, 4)]
          if (x + w - 1 > x1 || y + h - 1 > y1) continue
          roundedBox(canvas, x, y, x + w - 1, y + h - 1, 1, pick(random, sweets))
        }
      }
      if (kind === 'sugared')
        for (const col of sweets)
          repaint(canvas, x0, y0, x1, y1, col, (x, y) => (bayer(x, y) < 0.25 ? card : null))
      const price = pick(random, fitting(['2P', '5P', '10P', '1P', '3P', '20', '4 1P'], cw - 4))
      const tw = textWidth(price)
      rect(canvas, x0, y0, x0 + tw + 1, y0 + 6, card)
      print(canvas, price, x0 + 1, y0 + 1, ink)
    }
  return finish(canvas, random, ink, 0, 0)
}

/** The sweet shop: a lollipop, a candy cane, a gumball machine, chocolate, sweets or pick-and-mix. */
const sweetSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [lollipop, lollipop, candyCane, gumball, chocolate, sweetsRow, pickMix])(
    random,
    tint(random, INKS),
  )

// ---- the gym ------------------------------------------------------------------------------------------

const BUMPERS = hexes(0xc8282a, 0x2a5ab8, 0xe8b820, 0x2e8a48, 0x1e1e22)
const LEATHERS = hexes(0xb8242a, 0x1e1e24, 0x2a3a8a, 0x6a3a22, 0xe8e0d0)

/**
 * A dumbbell from the side: a bar with a checkered knurl between chrome collars and one to three plates
 * a side (rounded slabs, smaller outwards, colour-coded with a 1-px lit edge), or hexagonal rubber heads
 * with the weight in the font on big ones; lying, or stood on end (tall) on some; 8 to 12 px on some.
 */
function dumbbell(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const L = tiny ? int(random, 8, 12) : int(random, 18, 64)
  const hex = !tiny && random() < 0.35
  const ph = tiny ? Math.max(4, Math.round(L * 0.5)) : Math.round(L * uniform(random, 0.3, 0.5))
  const canvas = begin(L, ph + 2, null)
  const [steel, steelLit, steelDark] = toned(random, CHROMES, 0.5, 0.35)
  const plates = distinctTints(random, BUMPERS, tiny ? 1 : int(random, 1, 3))
  const plateLit = nudge(random, pale(plates[0] as RGB, 0.35))
  const cy = (ph + 1) / 2
  const hh = Math.max(1, Math.round(ph * 0.09))
  rect(canvas, 0, Math.round(cy - hh), L - 1, Math.round(cy + hh), steel)
  if (!tiny) line(canvas, 0, Math.round(cy - hh), L - 1, Math.round(cy - hh), steelLit)
  const upright = !tiny && !hex && random() < 0.3
  if (hex) {
    const hw = Math.round(L * 0.28)
    const head = tint(random, BLACKS)
    const headLit = nudge(random, pale(head, 0.3))
    for (const x0 of [0, L - hw]) {
      const q = Math.max(1, hw * 0.28)
      polygon(
        canvas,
        [
          [x0 + q, 1],
          [x0 + hw - q, 1],
          [x0 + hw, 1 + ph / 2],
          [x0 + hw - q, ph + 1],
          [x0 + q, ph + 1],
          [x0, 1 + ph / 2],
        ],
        head,
      )
      line(canvas, Math.round(x0 + q), 1, Math.round(x0 + hw - q) - 1, 1, headLit)
    }
    const label = pick(random, ['10', '15', '20', '25', '30', '5', '40'])
    if (hw >= textWidth(label) + 4 && ph >= 9)
      for (const x0 of [0, L - hw]) printCentred(canvas, label, x0 + (hw - 1) / 2, cy - 2, plates[0] as RGB)
  } else {
    const pw = Math.max(1, Math.round(L * 0.06))
    const np = Math.min(plates.length, tiny ? 1 : 3)
    for (const sgn of [1, -1]) {
      let x = sgn > 0 ? Math.round(L * 0.18) : L - 1 - Math.round(L * 0.18)
      rect(
        canvas,
        Math.min(x, x + sgn),
        Math.round(cy - hh - 1),
        Math.max(x, x + sgn),
        Math.round(cy + hh + 1),
        steelDark,
      )
      x -= sgn
      for (let k = 0; k < np; k++) {
        const h = ph * (1 - k * 0.2)
        const [a, b] = sgn > 0 ? [x - pw + 1, x] : [x, x + pw - 1]
        roundedBox(
          canvas,
          a,
          Math.round(cy - h / 2),
          b,
          Math.round(cy + h / 2),
          pw >= 3 ? 1 : 0,
          plates[k] as RGB,
        )
        line(canvas, a, Math.round(cy - h / 2) + 1, b, Math.round(cy - h / 2) + 1, plateLit)
        x -= sgn * (pw + (pw >= 3 ? 1 : 0))
      }
    }
    if (!tiny)
      for (let x = Math.round(L * 0.3); x <= L - 1 - Math.round(L * 0.3); x++)
        for (let y = Math.round(cy - hh); y <= Math.round(cy + hh); y++)
          if ((x + y) % 2) canvas.set(x, y, steelDark)
  }
  return finish(upright ? rotated(canvas) : canvas, random, ink, tiny ? 0.5 : 0.35, hex ? 0 : 0.5)
}

/**
 * A kettlebell: a round bell flat at its foot, lit by a curved 1-px shine at its upper left and
 * ordered-dithered dark at its lower right, a thick handle making a transparent window over it, and the
 * weight in the font on its face on big ones (on a colour band on some); 8 to 12 px on some draws.
 */
function kettlebell(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.35
  const d = tiny ? int(random, 7, 9) : int(random, 16, 56)
  const th = Math.max(1, Math.round(d * 0.11))
  const hr = d * 0.34
  const W = d + 2
  const H = Math.round(d * 0.95 + hr * 1.3) + 2
  const canvas = begin(W, H, null)
  const [iron, lit, dark] = toned(random, [...BLACKS, ...BUMPERS.slice(0, 4)], 0.4, 0.45)
  const cx = (W - 1) / 2
  const by = H - 1 - d * 0.45
  ring(canvas, cx, by - d * 0.45 + 0.5, hr + th / 2, hr * 0.95 + th / 2, th, iron)
  ellipse(canvas, cx, by, d / 2, d * 0.48, (x, y) => {
    if (y > H - 2) return null
    const u = (x - cx) / (d / 2) + (y - by) / (d * 0.48)
    if (u > 1) return dark
    if (u > 0.55) return bayer(x, y) < 0.5 ? dark : iron
    return iron
  })
  line(canvas, Math.round(cx - d * 0.22), H - 2, Math.round(cx + d * 0.22), H - 2, dark)
  if (!tiny) arc(canvas, cx, by, d * 0.38, d * 0.36, Math.PI * 1.05, Math.PI * 1.45, lit)
  else canvas.set(Math.round(cx - d * 0.2), Math.round(by - d * 0.2), lit)
  if (d >= 20) {
    const weight = pick(random, ['8', '12', '16', '20', '24', '32'])
    const label = textWidth(`${weight}KG`) <= d * 0.6 ? `${weight}KG` : weight
    const band = random() < 0.4 ? tint(random, BUMPERS.slice(0, 4)) : null
    const ly = Math.round(by - 1)
    if (band) rect(canvas, Math.round(cx - d * 0.36), ly - 1, Math.round(cx + d * 0.36), ly + 5, band)
    printCentred(canvas, label, cx, ly, band ? iron : lit)
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, d >= 20 ? 0 : 0.5)
}

/**
 * A dumbbell rack from the front, a thin strip: one or two tiers of steel rails lit along their tops,
 * holding dumbbells end on (hexagons or discs growing along the rack, each with a 1-px lit edge), their
 * weights in the font on the rail fronts, on legs splayed at a slant.
 */
function dumbbellRack(random: Random, ink: RGB): RGBAImage {
  const tiers = random() < 0.6 ? 1 : 2
  const n = int(random, 4, 9)
  const s0 = int(random, 5, 8)
  const grow = uniform(random, 0.4, 1)
  const sizes = Array.from({ length: n }, (_, i) => Math.round(s0 + i * grow))
  const pitch = Math.max(...sizes) + 2
  const W = Math.min(120, n * pitch + 6)
  const count = Math.floor((W - 6) / pitch)
  const tierH = Math.max(...sizes) + 8
  const H = tiers * tierH + 4
  const canvas = begin(W, H, null)
  const [steel, steelLit] = toned(random, hexes(0x3a3a42, 0x5a5e66, 0x2a2e36), 0.4, 0)
  const rubber = tint(random, BLACKS)
  const rubberLit = nudge(random, pale(rubber, 0.3))
  const figures = tint(random, WHITES)
  const round = random() < 0.4
  for (const lx of [1, W - 3]) {
    line(canvas, lx, 2, lx - 1, H - 1, steel)
    line(canvas, lx + 1, 2, lx + 2, H - 1, steel)
  }
  for (let t = 0; t < tiers; t++) {
    const railY = 2 + (t + 1) * tierH - 7
    for (let i = 0; i < count; i++) {
      const s = sizes[i] as number
      const cx = 3 + i * pitch + (pitch - 1) / 2
      const cy = railY - s / 2
      if (round) ellipse(canvas, cx, cy, s / 2, s / 2, solid(rubber))
      else {
        const q = s / 2
        polygon(
          canvas,
          Array.from(
            { length: 6 },
            (_, k) =>
              [cx + 0.5 + q * Math.cos((k * Math.PI) / 3), cy + 0.5 + q * Math.sin((k * Math.PI) / 3)] as Pt,
          ),
          rubber,
        )
      }
      arc(canvas, cx, cy, s / 2 - 1, s / 2 - 1, Math.PI * 1.1, Math.PI * 1.5, rubberLit)
      ellipse(canvas, cx, cy, Math.max(0.6, s * 0.12), Math.max(0.6, s * 0.12), solid(steelLit))
    }
    rect(canvas, 0, railY, W - 1, railY + 6, steel)
    line(canvas, 0, railY, W - 1, railY, steelLit)
    for (let i = 0; i < count; i++) {
      const cx = 3 + i * pitch + (pitch - 1) / 2
      printCentred(canvas, String((i + 1) * 2 + t * 10), cx, railY + 1, figures)
    }
  }
  return finish(canvas, random, ink, 0.2, 0)
}

/**
 * A punch bag hung from a ceiling bracket, tall and mostly transparent: a swivel ring (a 1-px circle),
 * three or four chains at slants in links of two tones, a leather cylinder lit and ordered-dithered into
 * shade with 1-px stitched seams down it, a band with a word in the font and a strap at the foot.
 */
function punchBag(random: Random, ink: RGB): RGBAImage {
  const bw = int(random, 10, 32)
  const chain = Math.round(bw * uniform(random, 0.6, 1))
  const bh = Math.min(110 - chain, Math.round(bw * uniform(random, 2.4, 3.8)))
  const W = bw + 4
  const H = bh + chain + 8
  const canvas = begin(W, H, null)
  const [leather, lit, dark] = toned(random, LEATHERS, 0.35, 0.45)
  const [steel, , steelDark] = toned(random, STEELS, 0, 0.4)
  const band = tint(random, leather[0] + leather[1] + leather[2] > 400 ? hexes(0xc8282a, 0x1e1e24) : WHITES)
  const cx = (W - 1) / 2
  rect(canvas, Math.round(cx - 3), 0, Math.round(cx + 3), 1, steelDark)
  circle(canvas, Math.round(cx), 4, 2, steel)
  const top = chain + 6
  const x0 = 2
  const x1 = x0 + bw - 1
  const anchors = bw >= 16 ? [x0 + 1, x0 + bw / 3, x1 - bw / 3, x1 - 1] : [x0 + 1, cx, x1 - 1]
  for (const ax of anchors) dotted(canvas, Math.round(cx), 6, ax, top, [steel, steel, steelDark])
  roundedBox(canvas, x0, top, x1, H - 1, Math.min(3, Math.floor(bw / 5)), leather)
  repaint(canvas, x0, top, x1, H - 1, leather, (x, y) => across(x, y, x0, x1, leather, lit, dark))
  rect(canvas, x0 + 1, top - 1, x1 - 1, top, dark)
  for (const sx of [x0 + Math.round(bw / 3), x0 + Math.round((2 * bw) / 3)])
    for (let y = top + 2; y < H - 2; y += 2) canvas.set(sx, y, dark)
  const text = pick(random, fitting(['BOX', 'PRO', 'GYM', 'HIT', 'KO', 'FIGHT', 'TITLE'], bw - 4))
  const by = top + Math.round(bh * uniform(random, 0.2, 0.4))
  rect(canvas, x0, by - 1, x1, by + 5, band)
  printCentred(
    canvas,
    text,
    (x0 + x1) / 2,
    by,
    band[0] + band[1] + band[2] > 400 ? ink : tint(random, WHITES),
  )
  rect(canvas, x0, H - 4, x1, H - 3, dark)
  return finish(canvas, random, ink, 0.25, 0)
}

/**
 * Wall bars, tall: two timber uprights with a lit 1-px edge and rungs every few pixels (round: a lit top
 * line and a dark under-side, broad 2-px ones on some), bare or fixed to a painted wall over a skirting
 * and a planked floor (opaque), with a twisted climbing rope (45° twists in two tones) beside them on some.
 */
function wallBars(random: Random, ink: RGB): RGBAImage {
  const H = int(random, 40, 120)
  const bw = int(random, 14, 44)
  const rope = random() < 0.4
  const W = bw + (rope ? 10 : 0) + 4
  const wall = random() < 0.5
  const paint = tint(random, hexes(0xd8d0b8, 0xb8c8d0, 0xd8c0a8, 0xc0d0b0))
  const canvas = begin(W, H, wall ? paint : null)
  const [wood, woodLit, woodDark] = toned(random, TIMBERS, 0.3, 0.4)
  if (wall) {
    const floorY = H - Math.max(4, Math.round(H * 0.08))
    rect(canvas, 0, floorY, W - 1, H - 1, woodDark)
    for (let y = floorY + 2; y < H; y += 2) line(canvas, 0, y, W - 1, y, wood)
    rect(canvas, 0, floorY - 3, W - 1, floorY - 1, woodLit)
    line(canvas, 0, Math.round(H * 0.45), W - 1, Math.round(H * 0.45), woodLit)
  }
  const x0 = 2
  const x1 = x0 + bw - 1
  const uw = Math.max(2, Math.round(bw * 0.1))
  const step = int(random, 4, 7)
  const thick = random() < 0.4 ? 2 : 1
  for (let y = 3; y < H - 6; y += step) {
    line(canvas, x0 + uw, y, x1 - uw, y, woodLit)
    if (thick === 2) line(canvas, x0 + uw, y + 1, x1 - uw, y + 1, wood)
    line(canvas, x0 + uw, y + thick, x1 - uw, y + thick, woodDark)
  }
  for (const ux of [x0, x1 - uw + 1]) {
    rect(canvas, ux, 0, ux + uw - 1, H - 1, wood)
    line(canvas, ux, 0, ux, H - 1, woodLit)
  }
  if (rope) {
    const [hemp, hempDark] = [
      tint(random, hexes(0xd8c090, 0xc8b080)),
      tint(random, hexes(0x9a8050, 0x8a7048)),
    ]
    const rx = x1 + 5
    line(canvas, x1 + 1, 1, W - 1, 1, woodDark)
    for (let y = 2; y < H - int(random, 6, 14); y++)
      for (let x = rx; x < rx + 3; x++) canvas.set(x, y, mod(x + y, 3) === 0 ? hempDark : hemp)
  }
  return finish(canvas, random, ink, wall ? 0 : 0.2, 0.5)
}

/**
 * A boxing glove from the side: a padded fist and thumb lit by a curved 1-px shine and
 * ordered-dithered dark beneath, a curved 1-px seam, and a cuff with a white band and laces crossing in
 * 1-px zigzags at 45° or a strap; 9 to 12 px on some draws.
 */
function boxingGlove(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const s = tiny ? int(random, 8, 11) : int(random, 16, 56)
  const W = s + 2
  const H = Math.round(s * 1.2) + 2
  const canvas = begin(W, H, null)
  const [leather, lit, dark] = toned(random, LEATHERS.slice(0, 4), 0.4, 0.45)
  const band = tint(random, WHITES)
  const lace = tint(random, leather[0] > 150 ? WHITES : hexes(0xd8322c, 0xf2f0e8))
  const cx = W * 0.52
  const fy = s * 0.42
  const shade = (x: number, y: number) => {
    const u = (y - fy) / (s * 0.42) + (x - cx) / (s * 1.2)
    return u > 0.75 ? dark : u > 0.45 && bayer(x, y) < 0.5 ? dark : leather
  }
  const cuffTop = Math.round(fy + s * 0.32)
  const cw = s * 0.36
  rect(canvas, Math.round(cx - cw), cuffTop, Math.round(cx + cw * 0.9), H - 1, leather)
  ellipse(canvas, cx, fy, s * 0.48, s * 0.42, shade)
  ellipse(canvas, cx - s * 0.36, fy + s * 0.18, s * 0.14, s * 0.22, shade)
  if (!tiny) {
    arc(canvas, cx, fy, s * 0.36, s * 0.3, Math.PI * 1.1, Math.PI * 1.5, lit)
    arc(canvas, cx, fy + s * 0.05, s * 0.42, s * 0.32, Math.PI * 0.25, Math.PI * 0.75, dark)
    const bandY = cuffTop + Math.round(s * 0.1)
    rect(
      canvas,
      Math.round(cx - cw),
      bandY,
      Math.round(cx + cw * 0.9),
      bandY + Math.max(1, Math.round(s * 0.06)),
      band,
    )
    if (random() < 0.6) {
      const [lx, y0] = [Math.round(cx - cw * 0.1), bandY + Math.max(2, Math.round(s * 0.06)) + 1]
      for (let y = y0; y + 2 < H; y += 3) {
        line(canvas, lx - 2, y, lx + 1, y + 3, lace)
        line(canvas, lx + 1, y, lx - 2, y + 3, lace)
      }
    } else rect(canvas, Math.round(cx - cw), H - 4, Math.round(cx + cw * 0.9), H - 3, dark)
  } else canvas.set(Math.round(cx - s * 0.15), Math.round(fy - s * 0.2), lit)
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, 0.5)
}

const WORKOUTS = [
  'SQUAT 5X5',
  'ROW 500M',
  'PUSH 20',
  'RUN 1K',
  'REST 60',
  'PULL 10',
  'LUNGE 12',
  'PLANK 1M',
  'BIKE 2K',
  'SKIP 100',
]

/**
 * A gym whiteboard, opaque: a wide white board in a grey 2-px frame with erased ghosts ordered-dithered
 * on it, a heading in the font (twice size where it fits), three to six exercises in one or two marker
 * colours with tallies of 1-px strokes (four upright and one across at a slant), and a tray with markers.
 */
function gymBoard(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 50, 112)
  const rows = int(random, 3, 6)
  const head = pick(random, ['WOD', 'TODAY', 'CIRCUIT', 'LEGS', 'CORE', 'CARDIO'])
  const k = textWidth(head, 2) <= W - 10 && random() < 0.7 ? 2 : 1
  const H = 5 * k + 6 + rows * 7 + 8
  const board = tint(random, WHITES)
  const canvas = begin(W, H, board)
  const [alu, aluLit] = toned(random, STEELS, 0.4, 0)
  const markers = distinctTints(random, hexes(0x2a4ab0, 0x1e1e24, 0xc8282a, 0x2e8a48), 2)
  if (random() < 0.6) {
    const ghost = nudge(random, scale(board, 0.9))
    const [gx, gy] = [int(random, 4, W - 20), int(random, 4, H - 12)]
    dither(canvas, gx, gy, gx + int(random, 10, 30), gy + int(random, 4, 8), null, ghost, (x, y) =>
      Math.sin(x * 0.7 + y) > 0 ? 0.25 : 0,
    )
  }
  frame(canvas, 0, 0, W - 1, H - 1, alu)
  frame(canvas, 1, 1, W - 2, H - 2, aluLit)
  printCentred(canvas, head, (W - 1) / 2, 4, markers[0] as RGB, k)
  const top = 5 * k + 7
  const used = new Set<string>()
  for (let r = 0; r < rows; r++) {
    const y = top + r * 7
    const text = pick(
      random,
      fitting(
        WORKOUTS.filter((w) => !used.has(w)),
        W - 14,
      ),
    )
    used.add(text)
    const c = markers[r % 2 === 0 || markers.length < 2 ? 1 : 0] as RGB
    print(canvas, text, 4, y, c)
    for (let g = int(random, 0, 3), x = 4 + textWidth(text) + 4; g > 0 && x + 8 < W - 3; g--, x += 11) {
      for (let i = 0; i < 4; i++) line(canvas, x + i * 2, y, x + i * 2, y + 4, c)
      if (g > 1 || random() < 0.5) line(canvas, x - 1, y + 4, x + 7, y, c)
    }
  }
  rect(canvas, 3, H - 3, W - 4, H - 2, alu)
  rect(canvas, 6, H - 4, 6 + Math.round(W * 0.1), H - 4, markers[0] as RGB)
  return finish(canvas, random, ink, 0, 0)
}

/** The gym: a dumbbell, a kettlebell, a rack, a punch bag, wall bars, a boxing glove or a whiteboard. */
const gymSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [dumbbell, dumbbell, kettlebell, dumbbellRack, punchBag, wallBars, boxingGlove, gymBoard])(
    random,
    tint(random, INKS),
  )

// ---- the ice-cream parlour ----------------------------------------------------------------------------

const FLAVOURS = hexes(0xf6ecd0, 0x7a4428, 0xf4b8c8, 0xb8e8c0, 0xf0e080, 0xd8a0e0, 0xf0b070, 0xa8d8f0)
const SAUCES = hexes(0xb8202c, 0x5a2e18, 0xd89a30)
const WAFERS = hexes(0xd8a860, 0xe0b470, 0xc89450)

/**
 * An ice-cream cone, tall: a waffle cone cross-hatched in 1-px lines at two slants under a lit rim, one
 * to three scoops stacked on it (lumpy rounds with short drips at their foot, ordered-dithered into shade
 * and lit by a curved 1-px shine), topped with sprinkles at slants, a flake with 1-px ridges or a
 * cherry on a curved stalk; 9 to 12 px high on some draws.
 */
function cone(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.3
  const cw = tiny ? int(random, 5, 6) : int(random, 8, 30)
  const coneH = Math.round(cw * (tiny ? 1 : uniform(random, 1.3, 1.8)))
  const sr = cw * (tiny ? 0.55 : 0.58)
  const W = Math.ceil(2 * sr + 4)
  const topping = tiny ? 'none' : pick(random, ['sprinkles', 'flake', 'cherry', 'none'] as const)
  const extra = topping === 'flake' ? Math.round(cw * 0.5) : topping === 'cherry' ? 4 : 1
  const room = Math.max(1, Math.floor((116 - coneH - extra - 2) / (sr * 1.45)))
  const scoops = tiny ? 1 : Math.min(room, int(random, 1, 3))
  const H = Math.ceil(coneH + scoops * sr * 1.45 + extra + 2)
  const canvas = begin(W, H, null)
  const [wafer, waferLit, waferDark] = toned(random, WAFERS, 0.3, 0.35)
  const flavours = distinctTints(random, FLAVOURS, Math.min(scoops, 2))
  const shades = flavours.map((f) => nudge(random, scale(f, 0.8)))
  const shine = tint(random, WHITES)
  const cx = (W - 1) / 2
  const rimY = H - 1 - coneH
  polygon(
    canvas,
    [
      [cx - cw / 2 + 0.5, rimY],
      [cx + cw / 2 + 0.5, rimY],
      [cx + 1, H],
      [cx, H],
    ],
    wafer,
  )
  if (!tiny) {
    const g = int(random, 3, 4)
    repaint(canvas, 0, rimY, W - 1, H - 1, wafer, (x, y) =>
      mod(x + y, g) === 0 || mod(x - y, g) === 0 ? waferDark : null,
    )
  }
  rect(canvas, Math.round(cx - cw / 2), rimY - 1, Math.round(cx + cw / 2), rimY, waferLit)
  for (let k = 0; k < scoops; k++) {
    const i = k % flavours.length
    const [f, sh] = [flavours[i] as RGB, shades[i] as RGB]
    const sy = rimY - 1 - sr * 0.55 - k * sr * 1.3
    const rx = sr * (1 - k * 0.1)
    ellipse(canvas, cx, sy, rx, sr * 0.82, (x, y) => {
      const u = (x - cx) / rx + (y - sy) / sr
      return u > 0.85 || (u > 0.45 && bayer(x, y) < 0.5) ? sh : f
    })
    if (!tiny) {
      for (let x = Math.round(cx - rx) + 1; x < cx + rx - 1; x += int(random, 2, 4))
        line(canvas, x, Math.round(sy + sr * 0.6), x, Math.round(sy + sr * 0.6) + int(random, 1, 2), f)
      arc(canvas, cx, sy, rx * 0.68, sr * 0.55, Math.PI * 1.1, Math.PI * 1.45, shine)
    }
  }
  const topY = rimY - 1 - sr * 0.55 - (scoops - 1) * sr * 1.3 - sr * 0.82
  if (topping === 'sprinkles') {
    const cols = [tint(random, CANDIES.slice(0, 6)), shine]
    for (let k = Math.round(cw * 0.8); k > 0; k--) {
      const [x, y] = [
        Math.round(cx + uniform(random, -0.55, 0.55) * sr),
        Math.round(topY + uniform(random, 1, sr)),
      ]
      const [dx, dy] = pick(random, [
        [1, 0],
        [0, 1],
        [1, 1],
        [1, -1],
      ] as Pt[])
      if (!canvas.opaque(x, y) || !canvas.opaque(x + dx, y + dy)) continue
      const c = pick(random, cols)
      canvas.set(x, y, c)
      canvas.set(x + dx, y + dy, c)
    }
  } else if (topping === 'flake') {
    const flake = tint(random, hexes(0x6a3a1e, 0x7a4424))
    const fx = cx + sr * 0.3
    const fl = Math.round(cw * 0.7)
    bar(canvas, fx, topY + sr * 0.5, fx + fl * 0.35, topY + sr * 0.5 - fl, 3, flake)
    for (let t = 2; t < fl; t += 2) {
      const [x, y] = [fx + (fl * 0.35 * t) / fl, topY + sr * 0.5 - t]
      canvas.set(Math.round(x), Math.round(y), waferDark)
    }
  } else if (topping === 'cherry') {
    const cherry = tint(random, hexes(0xc8102a, 0xd01e30))
    ellipse(canvas, cx, topY + 1, 1.8, 1.8, solid(cherry))
    arc(canvas, cx + 3, topY - 1, 3, 3, Math.PI, Math.PI * 1.5, waferDark)
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, 0.5)
}

/**
 * An ice lolly on a wooden stick: a rocket (three bands, the top tapering), a chocolate-coated bar with
 * a bite out of it (the ice cream showing in a 1-px curved rim round the bite), or a fruit bar frosted
 * with an ordered dither; a lit 1-px edge, and a 1-px groove on the stick; 8 to 12 px on some draws.
 */
function lolly(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.35
  const w = tiny ? int(random, 4, 5) : int(random, 8, 26)
  const h = tiny ? int(random, 6, 8) : Math.round(w * uniform(random, 1.4, 2))
  const sl = tiny ? 3 : Math.round(h * uniform(random, 0.35, 0.5))
  const W = w + 4
  const H = h + sl + 1
  const canvas = begin(W, H, null)
  const stick = tint(random, hexes(0xe0c08a, 0xd8b478))
  const groove = nudge(random, scale(stick, 0.75))
  const sw = Math.max(1, Math.round(w * 0.28))
  const sx = Math.round(W / 2 - sw / 2)
  roundedBox(canvas, sx, h - 2, sx + sw - 1, H - 1, Math.floor(sw / 2), stick)
  if (sw >= 3) line(canvas, sx + 1, h + 1, sx + 1, H - 3, groove)
  const kind = tiny
    ? pick(random, ['rocket', 'fruit'] as const)
    : pick(random, ['rocket', 'choc', 'fruit'] as const)
  const [x0, x1] = [2, 2 + w - 1]
  if (kind === 'rocket') {
    const bands = distinctTints(random, hexes(0xd8282a, 0xf0e060, 0xf08020, 0x3a8ae0, 0xf2f0e8), 3)
    for (let y = 0; y < h; y++) {
      const t = y / h
      const inset = t < 0.3 ? Math.round(((0.3 - t) / 0.3) * (w / 2 - 1)) : 0
      const c = bands[t < 0.33 ? 0 : t < 0.66 ? 1 : 2] as RGB
      line(canvas, x0 + inset, y, x1 - inset, y, c)
    }
    if (!tiny) line(canvas, x0 + 1, Math.round(h * 0.35), x0 + 1, h - 2, pale(bands[1] as RGB, 0.5))
  } else {
    const [coat, lit, dark] =
      kind === 'choc'
        ? toned(random, hexes(0x5a3220, 0x6e4228), 0.3, 0.3)
        : toned(random, CANDIES.slice(0, 6), 0.45, 0.25)
    roundedBox(canvas, x0, 0, x1, h - 1, Math.min(3, Math.floor(w / 3)), coat)
    line(canvas, x0 + 1, 2, x0 + 1, h - 3, lit)
    line(canvas, x1, 2, x1, h - 3, dark)
    if (kind === 'fruit')
      dither(canvas, x0, 0, x1, h - 1, null, lit, (x, y) => (canvas.opaque(x, y) && y < h * 0.4 ? 0.3 : 0))
    else {
      const cream = tint(random, FLAVOURS.slice(0, 1))
      const [bx, by] = [x1 + 1, int(random, 2, Math.round(h * 0.4))]
      const br = Math.max(2, w * 0.28)
      ellipse(canvas, bx, by, br + 1, br + 1, solid(cream))
      for (let y = Math.floor(by - br - 1); y <= by + br + 1; y++)
        for (let x = Math.floor(bx - br); x <= bx + br + 1; x++)
          if (Math.hypot(x - bx, y - by) <= br) canvas.set(x, y, null)
      for (let y = 0; y < H; y++) for (let x = x1 + 1; x < W; x++) canvas.set(x, y, null)
    }
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, 0.5)
}

const TUB_NAMES = [
  'MINT',
  'VAN',
  'CHOC',
  'RUM',
  'LEMON',
  'NUT',
  'BERRY',
  'TOFFEE',
  'COCO',
  'MANGO',
  'FIG',
  'LIME',
  'TEA',
  'ICE',
  'JAM',
  'KIWI',
]

/**
 * The freezer counter from above, opaque: a steel frame lit along its edges round one or two rows of
 * three to six tubs, each scooped into curved 1-px ridges, with chips or a sauce ripple (a wavy 1-px line
 * or an ordered-dithered swirl) in some, and a card in the font naming each; one row is a thin strip.
 */
function tubs(random: Random, ink: RGB): RGBAImage {
  const rows = random() < 0.55 ? 1 : 2
  const tw = int(random, 15, 24)
  const th = int(random, 9, rows === 1 ? 14 : 18)
  const n = Math.min(int(random, 3, 6), Math.floor(114 / (tw + 2)))
  const W = n * (tw + 2) + 4
  const H = rows * (th + 9) + 3
  const steel = tint(random, STEELS)
  const canvas = begin(W, H, steel)
  const card = tint(random, WHITES)
  const steelLit = card
  const flavours = distinctTints(random, FLAVOURS, 3)
  const shades = flavours.map((f) => nudge(random, scale(f, 0.82)))
  const sauce = tint(random, SAUCES)
  frame(canvas, 0, 0, W - 1, H - 1, steelLit)
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < n; c++) {
      const x0 = 3 + c * (tw + 2)
      const y0 = 2 + r * (th + 9)
      const [x1, y1] = [x0 + tw - 1, y0 + th - 1]
      const i = int(random, 0, flavours.length - 1)
      const [f, sh] = [flavours[i] as RGB, shades[i] as RGB]
      rect(canvas, x0, y0, x1, y1, f)
      line(canvas, x0, y1, x1, y1, sh)
      for (let k = int(random, 2, 4); k > 0; k--) {
        const [ax, ay] = [int(random, x0 + 3, x1 - 3), int(random, y0 + 2, y1 - 2)]
        const rr = int(random, 2, 4)
        arc(canvas, ax, ay, rr, rr * 0.7, Math.PI * 0.15, Math.PI * 0.85, sh)
      }
      const extra = random()
      if (extra < 0.3)
        for (let k = Math.round((tw * th) / 14); k > 0; k--)
          canvas.set(int(random, x0 + 1, x1 - 1), int(random, y0 + 1, y1 - 1), sauce)
      else if (extra < 0.55) {
        const phase = uniform(random, 0, 6)
        for (let x = x0 + 1; x < x1; x++)
          canvas.set(x, Math.round((y0 + y1) / 2 + Math.sin(x * 0.6 + phase) * (th / 4)), sauce)
      } else if (extra < 0.75)
        dither(canvas, x0, y0, x1, y1 - 1, null, sauce, (x, y) =>
          Math.sin(x * 0.5 + y * 0.8) > 0.55 ? 0.5 : 0,
        )
      const name = pick(random, fitting(TUB_NAMES, tw - 2))
      const nw = textWidth(name)
      const nx = Math.round(x0 + (tw - nw) / 2)
      rect(canvas, nx - 1, y1 + 2, nx + nw, y1 + 8, card)
      print(canvas, name, nx, y1 + 3, ink)
    }
  return finish(canvas, random, ink, 0, 0)
}

/**
 * A sundae, tall: a tulip glass (curved 1-px sides, a stem and a foot) layered with ice cream and sauce
 * parted by wavy lines, a whipped-cream swirl of stacked rounds with curved 1-px shading, a cherry on a
 * 1-px stalk, a checkered wafer fan stuck in at a slant and a long spoon at another.
 */
function sundae(random: Random, ink: RGB): RGBAImage {
  const gw = int(random, 14, 40)
  const bowl = Math.round(gw * uniform(random, 1, 1.5))
  const stem = Math.round(gw * uniform(random, 0.25, 0.5))
  const cream = Math.round(gw * 0.45)
  const W = gw + 6
  const H = cream + bowl + stem + 4
  const canvas = begin(W, H, null)
  const edge = nudge(random, scale(tint(random, GLASSES), 0.6))
  const layers = distinctTints(random, FLAVOURS, 2)
  const sauce = tint(random, SAUCES)
  const whip = tint(random, WHITES)
  const whipShade = nudge(random, scale(whip, 0.82))
  const cherry = tint(random, hexes(0xc8102a, 0xd01e30))
  const [wafer, , waferDark] = toned(random, WAFERS, 0, 0.3)
  const cx = (W - 1) / 2
  const top = cream + 2
  const foot = H - 1
  const half = (y: number) => {
    const t = (y - top) / bowl
    return (gw / 2) * Math.max(0.12, Math.sqrt(Math.max(0, 1 - t * t * 0.9)) * (1 - 0.25 * t))
  }
  const bands = [top + bowl * 0.28, top + bowl * 0.45, top + bowl * 0.72]
  const phase = uniform(random, 0, 6)
  for (let y = top; y < top + bowl; y++) {
    const hw = half(y)
    for (let x = Math.round(cx - hw); x <= Math.round(cx + hw); x++) {
      const wave = Math.sin(x * 0.7 + phase)
      const c =
        y + wave < (bands[0] as number)
          ? (layers[0] as RGB)
          : y + wave < (bands[1] as number)
            ? sauce
            : y + wave < (bands[2] as number)
              ? (layers[1] as RGB)
              : (layers[0] as RGB)
      canvas.set(x, y, c)
    }
    canvas.set(Math.round(cx - hw), y, edge)
    canvas.set(Math.round(cx + hw), y, edge)
  }
  rect(canvas, Math.round(cx) - 1, top + bowl, Math.round(cx) + 1, foot - 1, edge)
  line(canvas, Math.round(cx) + 1, top + bowl, Math.round(cx) + 1, foot - 1, edge)
  ellipse(canvas, cx, foot - 0.5, gw * 0.32, 1.2, solid(edge))
  const swirl = 3
  for (let k = 0; k < swirl; k++) {
    const r = (gw / 2) * (0.85 - k * 0.22)
    const sy = top - 1 - k * (cream / swirl)
    ellipse(canvas, cx, sy, r, Math.max(1.5, cream / swirl), solid(whip))
    arc(canvas, cx, sy, r * 0.9, Math.max(1, cream / swirl - 1), Math.PI * 0.15, Math.PI * 0.85, whipShade)
  }
  line(canvas, Math.round(cx - gw / 2), top, Math.round(cx + gw / 2), top, edge)
  const wx = cx + gw * 0.22
  const wl = Math.round(cream * 1.1)
  polygon(
    canvas,
    [
      [wx, top - 1],
      [wx + 3, top - 1],
      [wx + 3 + wl * 0.5, top - 1 - wl],
      [wx + wl * 0.5 - 3, top - 1 - wl],
    ],
    wafer,
  )
  repaint(canvas, 0, 0, W - 1, top, wafer, (x, y) =>
    (x + y) % 2 && (x % 3 === 0 || y % 3 === 0) ? waferDark : null,
  )
  const [chx, chy] = [cx - gw * 0.05, top - cream + 0.5]
  line(canvas, chx, chy - 1, chx + 2, Math.max(0, chy - 4), waferDark)
  ellipse(canvas, chx, chy + 0.5, 1.8, 1.8, solid(cherry))
  line(canvas, cx - gw * 0.3, top + 2, cx - gw * 0.55 - 2, top - cream, edge)
  ellipse(canvas, cx - gw * 0.55 - 2, top - cream, 1.2, 1.6, solid(edge))
  return finish(canvas, random, ink, 0.3, 0.5)
}

/**
 * A parlour menu board, opaque: a striped awning across the top (broad 2-px stripes on some, 3 or 4
 * px on others) with a scalloped edge of 1-px curves, a heading in the font, and rows of flavours, each
 * a round swatch with a lit dot, its name and price in the font.
 */
function menuBoard(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 44, 100)
  const rows = int(random, 3, 6)
  const awn = int(random, 6, 10)
  const H = awn + 10 + rows * 8 + 3
  const board = tint(random, [...WHITES, ...hexes(0x2a2a3a, 0x2e4a3a)])
  const darkBoard = board[0] < 100
  const text = darkBoard ? tint(random, WHITES) : ink
  const canvas = begin(W, H, board)
  const [sa, sb] = [tint(random, hexes(0xe84a7a, 0x3ab0e0, 0xd8282a, 0x58b048)), tint(random, WHITES)]
  const sw = random() < 0.5 ? 2 : int(random, 3, 4)
  const scallop = 2 * sw
  for (let y = 0; y < awn; y++) for (let x = 0; x < W; x++) canvas.set(x, y, Math.floor(x / sw) % 2 ? sb : sa)
  for (let x0 = 0; x0 < W; x0 += scallop) {
    ellipse(canvas, x0 + (scallop - 1) / 2, awn, scallop / 2 - 0.2, 2, (x, y) =>
      y >= awn ? (Math.floor(x / sw) % 2 ? sb : sa) : null,
    )
    arc(canvas, x0 + (scallop - 1) / 2, awn, scallop / 2 - 0.2, 2, 0, Math.PI, sa)
  }
  const head = pick(random, fitting(['ICES', 'GELATO', 'SCOOPS', 'ICE CREAM', 'SUNDAES', '99S'], W - 6))
  printCentred(canvas, head, (W - 1) / 2, awn + 4, sa)
  const swatches = distinctTints(random, FLAVOURS, Math.min(rows, 4))
  const used = new Set<string>()
  for (let r = 0; r < rows; r++) {
    const y = awn + 11 + r * 8
    const sc = swatches[r % swatches.length] as RGB
    ellipse(canvas, 5, y + 2, 2.6, 2.6, solid(sc))
    canvas.set(4, y + 1, sb)
    const price =
      random() < 0.5
        ? `${int(random, 1, 4)}.${pick(random, ['00', '50', '20', '80'])}`
        : String(int(random, 1, 5))
    const room = W - 12 - textWidth(price) - 4
    const name = pick(
      random,
      fitting(
        TUB_NAMES.filter((t) => !used.has(t)),
        room,
      ),
    )
    used.add(name)
    print(canvas, name, 10, y, text)
    print(canvas, price, W - 3 - textWidth(price), y, text)
  }
  line(canvas, 0, awn, 0, H - 1, sa)
  line(canvas, W - 1, awn, W - 1, H - 1, sa)
  line(canvas, 0, H - 1, W - 1, H - 1, sa)
  return finish(canvas, random, ink, 0, 0)
}

/** The ice-cream parlour: a cone, a lolly, the freezer counter, a sundae or a menu board. */
const iceSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [cone, cone, lolly, tubs, sundae, menuBoard])(random, tint(random, INKS))

// ---- the pet shop -------------------------------------------------------------------------------------

const PET_NAMES = ['REX', 'FIDO', 'MAX', 'BELLA', 'BUSTER', 'SAM', 'DOG', 'TOBY', 'MOLLY', 'SPOT']
const PET_PAINTS = hexes(0xc8282a, 0x2a5ab8, 0x2e8a48, 0xe8b820, 0xe87aa0, 0x8a4ab8)

/** A paw print: a round pad and four toes, centred on (cx, cy), the pad `s` px wide. */
function paw(canvas: Canvas, cx: number, cy: number, s: number, c: RGB) {
  ellipse(canvas, cx, cy + s * 0.25, s * 0.45, s * 0.35, solid(c))
  for (const [dx, dy] of [
    [-0.55, -0.2],
    [-0.2, -0.55],
    [0.2, -0.55],
    [0.55, -0.2],
  ] as Pt[])
    ellipse(canvas, cx + dx * s, cy + dy * s, Math.max(0.6, s * 0.16), Math.max(0.6, s * 0.2), solid(c))
}

/**
 * A dog kennel from the front: upright or level boards parted by 1-px lines, a pitched roof of shingle
 * rows (1-px courses and staggered joints) or plain felt with a lit ridge, an arched doorway dark inside a
 * curved 1-px trim, a nameboard in the font over it, and a bowl on some; alone, or opaque on a lawn of
 * 1-px blades under a flat sky.
 */
function kennel(random: Random, ink: RGB): RGBAImage {
  const w = int(random, 22, 84)
  const scene = random() < 0.35
  const pad = scene ? Math.round(w * 0.12) : 0
  const roofH = Math.round(w * uniform(random, 0.32, 0.45))
  const bodyH = Math.round(w * uniform(random, 0.5, 0.7))
  const W = w + 4 + 2 * pad
  const H = roofH + bodyH + 2 + (scene ? Math.round(w * 0.15) : 0)
  const sky = tint(random, hexes(0xa8d0ec, 0xc0dcf0))
  const canvas = begin(W, H, scene ? sky : null)
  const [wood, woodLit, woodDark] = toned(random, [...TIMBERS, ...PET_PAINTS.slice(0, 3)], 0.3, 0.35)
  const [roof, , roofDark] = toned(random, hexes(0x5a3a2a, 0x3a4a5a, 0x8a2a2a, 0x4a5a3a), 0, 0.35)
  const hollow = tint(random, BLACKS)
  const x0 = 2 + pad
  const x1 = x0 + w - 1
  const groundY = roofH + bodyH + 1
  if (scene) {
    const grass = tint(random, hexes(0x4a9a3a, 0x5aa842))
    const blade = nudge(random, scale(grass, 0.7))
    rect(canvas, 0, groundY - 1, W - 1, H - 1, grass)
    for (let x = 0; x < W; x += int(random, 2, 4)) {
      const y = int(random, groundY, H - 1)
      line(canvas, x, y, x + pick(random, [-1, 0, 1]), y - 2, blade)
    }
  }
  const cx = (x0 + x1) / 2
  const bodyTop = roofH + 1
  rect(canvas, x0 + 1, bodyTop, x1 - 1, groundY, wood)
  const upright = random() < 0.5
  const bs = int(random, 3, 5)
  if (upright) for (let x = x0 + bs; x < x1 - 1; x += bs) line(canvas, x, bodyTop, x, groundY, woodDark)
  else for (let y = bodyTop + bs; y < groundY; y += bs) line(canvas, x0 + 1, y, x1 - 1, y, woodDark)
  const dw = Math.round(w * uniform(random, 0.32, 0.42))
  const dh = Math.round(bodyH * uniform(random, 0.6, 0.75))
  const dTop = groundY - dh
  for (let y = dTop; y <= groundY; y++)
    for (let x = Math.round(cx - dw / 2); x <= Math.round(cx + dw / 2); x++) {
      const arch = y < dTop + dw / 2 ? Math.hypot(x - cx, y - (dTop + dw / 2)) <= dw / 2 : true
      if (arch) canvas.set(x, y, hollow)
    }
  arc(canvas, cx, dTop + dw / 2, dw / 2 + 1, dw / 2 + 1, Math.PI, 2 * Math.PI, woodLit)
  line(canvas, Math.round(cx - dw / 2) - 1, dTop + dw / 2, Math.round(cx - dw / 2) - 1, groundY, woodLit)
  line(canvas, Math.round(cx + dw / 2) + 1, dTop + dw / 2, Math.round(cx + dw / 2) + 1, groundY, woodLit)
  polygon(
    canvas,
    [
      [x0 - 2, bodyTop + 1],
      [cx + 0.5, 0],
      [x1 + 3, bodyTop + 1],
    ],
    roof,
  )
  if (random() < 0.6) {
    for (let y = 3; y <= bodyTop; y += 3) {
      repaint(canvas, 0, y, W - 1, y, roof, () => roofDark)
      for (let x = Math.round(cx) + ((y / 3) % 2 ? 2 : 0); x < W; x += 4)
        if (isColour(canvas, x, y + 1, roof)) canvas.set(x, y + 1, roofDark)
      for (let x = Math.round(cx) - 4 + ((y / 3) % 2 ? 2 : 0); x >= 0; x -= 4)
        if (isColour(canvas, x, y + 1, roof)) canvas.set(x, y + 1, roofDark)
    }
  }
  line(canvas, cx, 0, x0 - 2, bodyTop, woodLit)
  const name = pick(random, fitting(PET_NAMES, dw + 4))
  const tw = textWidth(name)
  const ny = Math.max(bodyTop + 1, dTop - 8)
  if (dTop - 8 >= bodyTop) {
    rect(canvas, Math.round(cx - tw / 2) - 1, ny, Math.round(cx - tw / 2) + tw, ny + 6, woodLit)
    print(canvas, name, Math.round(cx - tw / 2), ny + 1, ink)
  }
  if (random() < 0.5 && w >= 30) {
    const bowl = roof
    const bx = Math.round(x1 - w * 0.15)
    polygon(
      canvas,
      [
        [bx - 4, groundY - 2],
        [bx + 5, groundY - 2],
        [bx + 4, groundY + 1],
        [bx - 3, groundY + 1],
      ],
      bowl,
    )
  }
  return finish(canvas, random, ink, scene ? 0 : 0.3, 0)
}

/**
 * A hamster cage: a plastic tray lit along its rim holding ordered-dithered bedding, a wire top of 1-px
 * bars (straight, or arched with curved 1-px hoops) with a door, and inside an exercise wheel (a 1-px
 * rim and spokes on a stand), a water bottle hung at a slant and a hamster; mostly transparent through
 * the bars.
 */
function hamsterCage(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 30, 104)
  const H = Math.round(W * uniform(random, 0.62, 0.85))
  const canvas = begin(W, H, null)
  const [tray, trayLit] = toned(random, PET_PAINTS, 0.4, 0)
  const wire = tint(random, STEELS)
  const bedding = tint(random, hexes(0xe8d8a8, 0xd8c090))
  const beddingDark = nudge(random, scale(bedding, 0.8))
  const fur = tint(random, hexes(0xd89a58, 0xe8c8a0, 0xa86a38, 0xf0e8dc))
  const wheelC = tint(random, PET_PAINTS)
  const trayH = Math.round(H * uniform(random, 0.25, 0.35))
  const trayY = H - trayH
  const arched = random() < 0.4
  const top = arched ? Math.round(H * 0.08) : 0
  const bars = int(random, 2, 3)
  for (let x = 1; x < W - 1; x += bars) {
    const y0 = arched ? Math.round(top + (H * 0.14 * ((x - W / 2) / (W / 2))) ** 2 / (H * 0.14)) : top
    line(canvas, x, Math.max(0, y0), x, trayY - 1, wire)
  }
  if (arched) arc(canvas, (W - 1) / 2, top + H * 0.14, (W - 1) / 2, H * 0.14, Math.PI, 2 * Math.PI, wire)
  else line(canvas, 0, 0, W - 1, 0, wire)
  line(canvas, 0, Math.round((trayY + top) * 0.5), W - 1, Math.round((trayY + top) * 0.5), wire)
  const dx = Math.round(W * uniform(random, 0.55, 0.7))
  const dw = Math.max(5, Math.round(W * 0.16))
  frame(canvas, dx, Math.round(trayY - (trayY - top) * 0.45), dx + dw, trayY - 1, wire)
  const wr = Math.max(3, Math.round(Math.min(W * 0.16, (trayY - top) * 0.4)))
  const [wx, wy] = [Math.round(W * 0.25), trayY - wr - 2]
  circle(canvas, wx, wy, wr, wheelC)
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3 + 0.3
    line(canvas, wx, wy, wx + (wr - 1) * Math.cos(a), wy + (wr - 1) * Math.sin(a), wheelC)
  }
  line(canvas, wx, wy, wx + wr * 0.6, trayY, wheelC)
  const hx = Math.round(W * uniform(random, 0.42, 0.58))
  const hs = Math.max(2, W * 0.05)
  ellipse(canvas, hx, trayY - hs * 0.7, hs * 1.4, hs, solid(fur))
  canvas.set(Math.round(hx + hs), Math.round(trayY - hs * 1.2), ink)
  canvas.set(Math.round(hx + hs * 0.4), Math.round(trayY - hs * 1.7), fur)
  const bx = W - 3
  const bottleTop = Math.round(top + (trayY - top) * 0.15)
  const water = tint(random, hexes(0x7ac0e8, 0x8ad0f0))
  rect(canvas, bx - 2, bottleTop, bx, bottleTop + Math.round((trayY - top) * 0.4), water)
  rect(canvas, bx - 2, bottleTop, bx, bottleTop + 2, trayLit)
  line(
    canvas,
    bx - 1,
    bottleTop + Math.round((trayY - top) * 0.4) + 1,
    bx - 3,
    bottleTop + Math.round((trayY - top) * 0.4) + 3,
    wire,
  )
  roundedBox(canvas, 0, trayY, W - 1, H - 1, 2, tray)
  line(canvas, 1, trayY, W - 2, trayY, trayLit)
  if (trayH >= 6) {
    rect(canvas, 2, trayY + 1, W - 3, trayY + 2, bedding)
    dither(canvas, 2, trayY + 1, W - 3, trayY + 2, null, beddingDark, (x) => (x % 5 < 2 ? 0.5 : 0.25))
  }
  return finish(canvas, random, ink, 0.2, 0.5)
}

/**
 * A pet bowl from the side: a flared bowl lit along one side, its rim an ellipse full of kibble
 * (ordered-dithered in two browns) or water with a 1-px shine, a name in the font or a paw print on the
 * side of bigger ones; 8 to 12 px wide on some draws.
 */
function petBowl(random: Random, ink: RGB): RGBAImage {
  const tiny = random() < 0.35
  const w = tiny ? int(random, 8, 10) : int(random, 16, 56)
  const h = Math.max(4, Math.round(w * uniform(random, 0.35, 0.5)))
  const ry = Math.max(1, Math.round(w * 0.12))
  const canvas = begin(w, h + ry + 1, null)
  const [bowl, bowlLit, bowlDark] = toned(random, [...PET_PAINTS, ...hexes(0xc0c4cc)], 0.4, 0.35)
  const water = random() < 0.3
  const food = water ? tint(random, hexes(0x7ac0e8, 0x8ad0f0)) : tint(random, hexes(0xa8683a, 0x8a5a30))
  const foodB = water ? tint(random, WHITES) : nudge(random, scale(food, 0.7))
  const cx = (w - 1) / 2
  const inset = Math.max(1, Math.round(w * 0.1))
  polygon(
    canvas,
    [
      [0, ry + 0.5],
      [w, ry + 0.5],
      [w - inset, h + ry + 1],
      [inset, h + ry + 1],
    ],
    bowl,
  )
  repaint(canvas, 0, ry, w - 1, h + ry, bowl, (x, y) => across(x, y, 0, w - 1, bowl, bowlLit, bowlDark))
  ellipse(canvas, cx, ry, w / 2 - 0.3, ry, solid(bowlLit))
  ellipse(canvas, cx, ry, w / 2 - 1.5, Math.max(0.6, ry - 1), (x, y) =>
    water ? food : bayer(x, y) < 0.5 ? foodB : food,
  )
  if (water && w >= 12) line(canvas, Math.round(cx - w * 0.2), ry, Math.round(cx - w * 0.05), ry, foodB)
  if (!tiny) {
    const name = pick(
      random,
      fitting(['DOG', 'CAT', 'REX', 'PUSS', 'MEOW', 'WOOF', 'FIDO'], w - 2 * inset - 4),
    )
    if (textWidth(name) <= w - 2 * inset - 2 && h >= 8 && random() < 0.6)
      printCentred(canvas, name, cx, ry + Math.round((h - 5) / 2) + 1, tint(random, WHITES))
    else if (h >= 8) paw(canvas, cx, ry + h / 2 + 1, Math.min(h * 0.5, w * 0.2), bowlDark)
  }
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, tiny ? 0.5 : 0)
}

/**
 * A cat's scratching post, tall: a carpeted base and one or two shelves (their carpet ordered-dithered
 * in two tones, edges lit), one or two posts wound with sisal in 1-px lines at a slant, and a toy on a
 * curved 1-px string (a pom-pom checkered in two colours); mostly transparent.
 */
function scratchPost(random: Random, ink: RGB): RGBAImage {
  const W = int(random, 24, 70)
  const H = Math.round(W * uniform(random, 1.3, 1.9))
  const canvas = begin(W, H, null)
  const [carpet, carpetLit, carpetDark] = toned(
    random,
    hexes(0xc8b8a8, 0x8a8a9a, 0xb88a6a, 0xd8a0b8),
    0.3,
    0.25,
  )
  const [sisal, , sisalDark] = toned(random, hexes(0xd8c090, 0xc8b080), 0, 0.3)
  const [toyA, toyB] = distinctTints(random, HUES, 2) as [RGB, RGB]
  const pad = (x0: number, y0: number, x1: number, y1: number) => {
    roundedBox(canvas, x0, y0, x1, y1, 1, carpet)
    dither(canvas, x0, y0 + 1, x1, y1, null, carpetDark, (x, y) => (canvas.opaque(x, y) ? 0.25 : 0))
    line(canvas, x0 + 1, y0, x1 - 1, y0, carpetLit)
  }
  const pw = Math.max(3, Math.round(W * 0.16))
  const slope = pick(random, [2, 3, 0.5])
  const post = (x0: number, y0: number, y1: number) => {
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x < x0 + pw; x++)
        canvas.set(x, y, mod(Math.round(y - x / slope), 2) === 0 ? sisalDark : sisal)
  }
  const baseH = Math.max(3, Math.round(H * 0.06))
  const shelfH = Math.max(2, Math.round(H * 0.05))
  const twin = W >= 40 && random() < 0.5
  const px = Math.round(W * 0.3)
  const topShelf = Math.round(H * 0.1)
  post(px, topShelf + shelfH, H - baseH)
  if (twin) {
    const midShelf = Math.round(H * 0.5)
    post(W - 1 - Math.round(W * 0.18) - pw, midShelf + shelfH, H - baseH)
    pad(Math.round(W * 0.45), midShelf, W - 1, midShelf + shelfH)
  }
  pad(0, H - baseH, W - 1, H - 1)
  pad(
    Math.max(0, px - Math.round(W * 0.18)),
    topShelf,
    Math.min(W - 1, px + pw + Math.round(W * 0.18)),
    topShelf + shelfH,
  )
  const sx = Math.min(W - 3, px + pw + Math.round(W * 0.15))
  const len = Math.round(H * uniform(random, 0.2, 0.35))
  const pts: Pt[] = []
  for (let t = 0; t <= len; t++) pts.push([sx + 1.5 * Math.sin(t * 0.35), topShelf + shelfH + 1 + t])
  path(canvas, pts, ink)
  const [tx, ty] = pts[pts.length - 1] as Pt
  const tr = Math.max(1.5, W * 0.05)
  ellipse(canvas, tx, ty + tr, tr, tr, (x, y) => ((x + y) % 2 ? toyA : toyB))
  return finish(canvas, random, ink, 0.2, 0.5)
}

/**
 * A name tag (a bone, a disc or a heart of coloured metal on a 1-px split ring, lit at one edge, its
 * name engraved in the font on the bigger ones; 8 to 12 px on most draws) or a collar, a thin strip: a
 * band with stitched 1-px dashes along both edges, a row of holes, a buckle frame and a D-ring.
 */
function petTag(random: Random, ink: RGB): RGBAImage {
  const [metal, lit, dark] = toned(random, [...PET_PAINTS, ...hexes(0xd8b048, 0xc0c4cc)], 0.45, 0.4)
  if (random() < 0.4) {
    const W = int(random, 56, 116)
    const H = int(random, 7, 12)
    const canvas = begin(W, H, null)
    const [band, bandLit] = toned(random, [...LEATHERS, ...PET_PAINTS], 0.35, 0)
    const steel = tint(random, CHROMES)
    const bh = H - 2
    roundedBox(canvas, 0, 1, W - 8, bh, 1, band)
    if (bh >= 6) {
      dotted(canvas, 2, 2, W - 10, 2, [bandLit, bandLit, null])
      dotted(canvas, 2, bh - 1, W - 10, bh - 1, [bandLit, bandLit, null])
    }
    for (let x = 6; x < W * 0.35; x += 5) canvas.set(x, Math.round(bh / 2 + 0.5), ink)
    frame(canvas, Math.round(W * 0.45), 0, Math.round(W * 0.45) + 4, H - 1, steel)
    line(canvas, Math.round(W * 0.45) + 2, 1, Math.round(W * 0.45) + 2, H - 2, steel)
    circle(canvas, W - 5, Math.round(H / 2), Math.max(2, Math.round(H / 2) - 1), steel, (x) => x >= W - 7)
    return finish(canvas, random, ink, 0.2, 0.5)
  }
  const tiny = random() < 0.6
  const shape = pick(random, ['bone', 'disc', 'heart'] as const)
  const s = tiny ? (shape === 'bone' ? int(random, 5, 6) : int(random, 7, 10)) : int(random, 16, 44)
  const W = shape === 'bone' ? Math.round(s * 1.6) + 2 : s + 2
  const H = s + (shape === 'bone' ? -Math.round(s * 0.2) : 0) + 4
  const canvas = begin(W, H, null)
  const steel = tint(random, CHROMES)
  const cx = (W - 1) / 2
  const cy = (H + 2) / 2
  const paint = (x: number, y: number) => (x - cx + (y - cy) > s * 0.4 ? dark : metal)
  if (shape === 'bone') {
    const r = s * 0.22
    for (const ex of [1 + r, W - 2 - r])
      for (const ey of [cy - r * 0.9, cy + r * 0.9]) ellipse(canvas, ex, ey, r, r, paint)
    rect(
      canvas,
      Math.round(1 + r),
      Math.round(cy - r * 0.9),
      Math.round(W - 2 - r),
      Math.round(cy + r * 0.9),
      metal,
    )
  } else if (shape === 'disc') ellipse(canvas, cx, cy, s / 2, s / 2, paint)
  else {
    const r = s * 0.27
    ellipse(canvas, cx - r * 0.85, cy - r * 0.5, r, r, paint)
    ellipse(canvas, cx + r * 0.85, cy - r * 0.5, r, r, paint)
    polygon(
      canvas,
      [
        [cx - r * 1.8 + 0.5, cy - r * 0.3],
        [cx + r * 1.8 + 0.5, cy - r * 0.3],
        [cx + 0.5, cy + s * 0.48],
      ],
      metal,
    )
  }
  circle(canvas, Math.round(cx), 1, 1, steel)
  if (!tiny) {
    arc(canvas, cx, cy, s * 0.34, s * 0.34, Math.PI * 1.1, Math.PI * 1.4, lit)
    const name = pick(random, fitting(PET_NAMES, W - 8))
    if (textWidth(name) <= W - 6) printCentred(canvas, name, cx, cy - 2, dark)
  } else canvas.set(Math.round(cx - s * 0.2), Math.round(cy - s * 0.15), lit)
  return finish(canvas, random, ink, tiny ? 0.5 : 0.35, tiny ? 0.5 : 0)
}

/**
 * Sacks of pet food on a shelf, a thin strip: three to six bags of two or three heights, each with a
 * crimped top (a 1-px zigzag edge), a panel with a paw print, a fish or a bone, a word and a weight in
 * the font, and a lit left edge.
 */
function foodBags(random: Random, ink: RGB): RGBAImage {
  const bw = int(random, 14, 26)
  const n = Math.min(int(random, 3, 6), Math.floor(118 / (bw + 2)))
  const tall = int(random, 20, 36)
  const W = n * (bw + 2) + 2
  const H = tall + 4
  const canvas = begin(W, H, null)
  const colours = distinctTints(random, PET_PAINTS, int(random, 2, 3))
  const lits = colours.map((c) => nudge(random, pale(c, 0.35)))
  const panel = tint(random, WHITES)
  const shelf = tint(random, TIMBERS)
  rect(canvas, 0, H - 2, W - 1, H - 1, shelf)
  for (let k = 0; k < n; k++) {
    const i = k % colours.length
    const [c, l] = [colours[i] as RGB, lits[i] as RGB]
    const x0 = 1 + k * (bw + 2)
    const x1 = x0 + bw - 1
    const h = tall - int(random, 0, Math.round(tall * 0.3))
    const top = H - 2 - h
    rect(canvas, x0, top, x1, H - 3, c)
    for (let x = x0; x <= x1; x += 2) canvas.set(x, top, null)
    line(canvas, x0, top + 3, x1, top + 3, l)
    line(canvas, x0, top + 4, x0, H - 3, l)
    const word = pick(random, fitting(['DOG', 'CAT', 'MEOW', 'WOOF', 'FISH', 'SEED', 'PUP', 'KIT'], bw - 4))
    const py = top + 6
    rect(canvas, x0 + 2, py, x1 - 2, Math.min(H - 5, py + 12), panel)
    printCentred(canvas, word, (x0 + x1) / 2, py + 1, c)
    const icon = py + 9
    if (icon + 4 < H - 4) {
      const kind = pick(random, ['paw', 'fish', 'bone'] as const)
      if (kind === 'paw') paw(canvas, (x0 + x1) / 2, icon + 2, 4, c)
      else if (kind === 'fish') {
        ellipse(canvas, (x0 + x1) / 2 - 1, icon + 2, 3, 1.6, solid(c))
        polygon(
          canvas,
          [
            [(x0 + x1) / 2 + 2, icon + 2.5],
            [(x0 + x1) / 2 + 5, icon + 0.5],
            [(x0 + x1) / 2 + 5, icon + 4.5],
          ],
          c,
        )
      } else {
        line(canvas, (x0 + x1) / 2 - 3, icon + 2, (x0 + x1) / 2 + 3, icon + 2, c)
        for (const ex of [-4, 4]) {
          canvas.set(Math.round((x0 + x1) / 2 + ex), icon + 1, c)
          canvas.set(Math.round((x0 + x1) / 2 + ex), icon + 3, c)
        }
      }
      if (icon + 12 < H - 3) print(canvas, pick(random, ['2KG', '5KG', '1KG', '10KG']), x0 + 2, H - 9, panel)
    }
  }
  return finish(canvas, random, ink, 0.25, 0)
}

/** The pet shop: a kennel, a hamster cage, a bowl, a scratching post, a tag or collar, or food sacks. */
const petSprite: SpriteGenerator['draw'] = (random) =>
  pick(random, [kennel, kennel, hamsterCage, petBowl, scratchPost, petTag, foodBags])(
    random,
    tint(random, INKS),
  )

export const SEPULCHRE_GENERATORS: SpriteGenerator[] = [
  { name: 'sepulchre-post', draw: within(postSprite) },
  { name: 'sepulchre-games', draw: within(gamesSprite) },
  { name: 'sepulchre-signals', draw: within(signalSprite) },
  { name: 'sepulchre-salon', draw: within(salonSprite) },
  { name: 'sepulchre-sweets', draw: within(sweetSprite) },
  { name: 'sepulchre-gym', draw: within(gymSprite) },
  { name: 'sepulchre-ices', draw: within(iceSprite) },
  { name: 'sepulchre-pets', draw: within(petSprite) },
]
