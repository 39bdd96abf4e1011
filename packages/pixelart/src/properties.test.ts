import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_ACTIVE_COLORS, UNDO_LIMIT } from '@threadbit/contracts'
import { DEFAULT_PALETTE, PixelArt, TRANSPARENT, decodePNGToRGBA, toHex, type Color } from './index.ts'
import { fromPNG, gridOf, toPNG } from './test-helpers.ts'

/** Everything undo and redo must restore. */
function stateOf(art: PixelArt) {
  return {
    rows: art.rows,
    columns: art.columns,
    title: art.title,
    author: art.author,
    palette: [...art.palette],
    grid: gridOf(art),
    activeColors: art.activeColors(),
  }
}

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => toHex({ r, g, b }))

/** A small pool so that sequences both reuse colours and run into the 12-colour limit. */
const color = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Color>(TRANSPARENT) },
  { weight: 6, arbitrary: fc.constantFrom(...(DEFAULT_PALETTE.slice(0, 20) as Color[])) },
  { weight: 1, arbitrary: hexColor },
)
const coord = fc.integer({ min: -1, max: 13 })

type Command = (art: PixelArt) => void
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.tuple(coord, coord, color).map(
    ([x, y, c]): Command =>
      (art) =>
        void art.setPixel(x, y, c),
  ),
  fc.tuple(coord, coord, color).map(
    ([x, y, c]): Command =>
      (art) =>
        void art.fill(x, y, c),
  ),
  fc.array(fc.tuple(coord, coord, color), { minLength: 1, maxLength: 8 }).map((cells): Command => (art) => {
    art.beginStroke()
    for (const [x, y, c] of cells) art.setPixel(x, y, c)
    art.endStroke()
  }),
  fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 })).map(
    ([r, c]): Command =>
      (art) =>
        art.resize(r, c),
  ),
  fc.tuple(fc.integer({ min: 0, max: 31 }), hexColor).map(
    ([slot, c]): Command =>
      (art) =>
        art.setPaletteColor(slot, c),
  ),
  fc.string({ maxLength: 24 }).map(
    (t): Command =>
      (art) =>
        void (art.title = t),
  ),
  fc.string({ maxLength: 55 }).map(
    (a): Command =>
      (art) =>
        void (art.author = a),
  ),
  fc.constant<Command>((art) => art.trim()),
)

/** A starting design: random size up to 12x12, some pixels, loaded without history. */
const startingArt = fc
  .record({
    rows: fc.integer({ min: 0, max: 12 }),
    columns: fc.integer({ min: 0, max: 12 }),
    cells: fc.array(fc.tuple(coord, coord, color), { maxLength: 20 }),
  })
  .map(({ rows, columns, cells }) => () => {
    const art = new PixelArt({ rows, columns })
    art.beginStroke()
    for (const [x, y, c] of cells) art.setPixel(x, y, c)
    art.endStroke()
    return PixelArt.fromJSON(art.toJSON())
  })

describe('properties', () => {
  it(`undoing every step of a sequence of up to ${UNDO_LIMIT} edits restores the start`, () => {
    fc.assert(
      fc.property(startingArt, fc.array(command, { maxLength: UNDO_LIMIT }), (make, commands) => {
        const art = make()
        const start = stateOf(art)
        for (const run of commands) run(art)
        while (art.undo());
        expect(stateOf(art)).toEqual(start)
      }),
      { numRuns: 300 },
    )
  })

  it('redoing every undone step restores the end', () => {
    fc.assert(
      fc.property(startingArt, fc.array(command, { maxLength: 40 }), (make, commands) => {
        const art = make()
        for (const run of commands) run(art)
        const end = stateOf(art)
        while (art.undo());
        while (art.redo());
        expect(stateOf(art)).toEqual(end)
        expect(art.canRedo).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  it('never holds more than 12 active colours, and the count matches the grid', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            command,
            fc.constant<Command>((art) => void art.undo()),
          ),
          { maxLength: 60 },
        ),
        (commands) => {
          const art = new PixelArt({ rows: 12, columns: 12 })
          for (const run of commands) {
            run(art)
            const distinct = new Set(
              gridOf(art)
                .flat()
                .filter((c) => c !== TRANSPARENT),
            )
            expect(art.activeColorCount).toBeLessThanOrEqual(MAX_ACTIVE_COLORS)
            expect(art.activeColorCount).toBe(distinct.size)
            expect(new Set(art.activeColors())).toEqual(distinct)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  /** A grid of any size up to 128x128 using up to 12 colours (or transparent), from a seed. */
  const anyGrid = fc.record({
    rows: fc.integer({ min: 1, max: 128 }),
    columns: fc.integer({ min: 1, max: 128 }),
    colors: fc.uniqueArray(hexColor, { minLength: 1, maxLength: 12 }),
    seed: fc.integer(),
  })

  function draw(art: PixelArt, colors: Color[], seed: number): void {
    let s = seed >>> 0 || 1
    art.beginStroke()
    for (let y = 0; y < art.rows; y++) {
      for (let x = 0; x < art.columns; x++) {
        s ^= s << 13
        s ^= s >>> 17
        s ^= s << 5
        const pick = (s >>> 0) % (colors.length + 1)
        art.setPixel(x, y, colors[pick] ?? TRANSPARENT)
      }
    }
    art.endStroke()
  }

  it('exporting a PNG and loading it back is the identity on any grid', () => {
    fc.assert(
      fc.property(anyGrid, ({ rows, columns, colors, seed }) => {
        const art = new PixelArt({ rows, columns })
        // The palette holds the grid's colours, so each matches itself exactly on load.
        colors.forEach((c, slot) => art.setPaletteColor(slot, c))
        draw(art, colors, seed)
        const before = stateOf(art)
        art.loadRGBA(decodePNGToRGBA(toPNG(art)))
        expect(stateOf(art)).toEqual(before)
      }),
      { numRuns: 40 },
    )
  })

  it('a PNG of preset colours loads into a new design unchanged', () => {
    fc.assert(
      fc.property(
        anyGrid,
        fc.uniqueArray(fc.constantFrom(...(DEFAULT_PALETTE.slice(0, 24) as Color[])), {
          minLength: 1,
          maxLength: 12,
        }),
        ({ rows, columns, seed }, colors) => {
          const art = new PixelArt({ rows, columns })
          draw(art, colors, seed)
          const copy = fromPNG(toPNG(art))
          expect(gridOf(copy)).toEqual(gridOf(art))
          expect(copy.palette).toEqual(DEFAULT_PALETTE)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('toJSON then fromJSON is the identity on any grid', () => {
    fc.assert(
      fc.property(anyGrid, ({ rows, columns, colors, seed }) => {
        const art = new PixelArt({ rows, columns })
        draw(art, colors, seed)
        const copy = PixelArt.fromJSON(JSON.parse(JSON.stringify(art)))
        expect(stateOf(copy)).toEqual(stateOf(art))
      }),
      { numRuns: 40 },
    )
  })
})
