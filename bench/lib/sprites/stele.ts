// The generators of the `stele` split of the wide recovery bench, written in round 18 before any method
// change and used by no other split: sheets of musical score and piano rolls, aquarium tanks with gravel,
// weed and bubbles, beach huts and shop fronts under striped awnings, tiled roofs with chimneys, shop
// shelves of jars and tins, chains and ropes, ladders and scaffolding, and constellations on a night sky.
// Half of them repeat one small motif many times on purpose (staff lines, roof tiles, links, rungs,
// shelves); the others are organic or sparse (weed, stars). Held back: scored once at the end of a round
// (bench/lib/wide/splits.ts).
import { uniform, type Random } from '../../../packages/pixelart/src/recover/testing/degrade.ts'
import {
  at,
  bar,
  bayer,
  begin,
  ellipse,
  distinctTints,
  finish,
  int,
  line,
  mix,
  nudge,
  pick,
  polygon,
  ramp,
  rect,
  ring,
  scale,
  side,
  solid,
  tint,
  trimmed,
  within,
  type RGB,
  type SpriteGenerator,
} from './canvas.ts'

/** A near-black with a slight cool or warm cast: outlines, ink, mortar. */
const dark = (random: Random): RGB => {
  const v = int(random, 12, 36)
  return [v + int(random, 0, 12), v + int(random, 0, 8), v + int(random, 0, 10)]
}

const PAINTS: RGB[] = [
  [214, 60, 56],
  [52, 110, 190],
  [238, 200, 70],
  [70, 160, 90],
  [240, 236, 226],
  [226, 120, 150],
  [90, 190, 200],
  [236, 140, 50],
  [120, 80, 160],
]

/**
 * A sheet of music or a piano roll, opaque. The score: 1 to 5 staves of five 1-px lines 2 or 3 px apart,
 * bar lines, a clef block, note heads (2×2 or 3×2) on lines and spaces with 1-px stems, some beamed in
 * pairs, on paper or parchment. The roll: a piano keyboard down the left side (white keys with black keys
 * between), a grid of beats, and coloured note bars of random lengths in the rows; 16 to 120 px.
 */
const scoreSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  if (random() < 0.6) {
    const paper = tint(random, [
      [244, 240, 226],
      [232, 218, 180],
      [250, 250, 246],
    ] as RGB[])
    const rule = mix(ink, paper, uniform(random, 0.25, 0.5))
    const gap = random() < 0.7 ? 2 : 3
    const staffH = 4 * gap + 1
    const staves = int(random, 1, 5)
    const spacing = staffH + int(random, 4, 8)
    const w = random() < 0.15 ? int(random, 16, 24) : int(random, 28, 120)
    const h = Math.min(124, staves * spacing + 4)
    const canvas = begin(w, h, paper)
    const accent = random() < 0.3 ? nudge(random, [190, 50, 44]) : ink
    for (let s = 0; s * spacing + staffH + 2 <= h; s++) {
      const top = 2 + Math.round((spacing - staffH) / 2) + s * spacing
      for (let l = 0; l < 5; l++) line(canvas, 1, top + l * gap, w - 2, top + l * gap, rule)
      rect(canvas, 2, top, 3, top + staffH - 1, ink) // the clef, a block
      const barEvery = int(random, 12, 24)
      for (let x = 4 + barEvery; x < w - 3; x += barEvery) line(canvas, x, top, x, top + staffH - 1, rule)
      line(canvas, w - 2, top, w - 2, top + staffH - 1, ink)
      for (let x = 7; x < w - 5; x += int(random, 3, 6)) {
        if (random() < 0.2) continue
        const step = int(random, -2, 9) // half-gaps from the top line
        const y = top + Math.round((step * gap) / 2)
        const head = random() < 0.15 ? accent : ink
        rect(canvas, x, y, x + (gap === 3 ? 2 : 1), y + 1, head)
        if (random() < 0.8) {
          const up = step > 4
          const sx = up ? x + (gap === 3 ? 2 : 1) : x
          line(canvas, sx, up ? y - 2 * gap - 1 : y + 1, sx, up ? y : y + 2 * gap + 2, ink)
          if (random() < 0.3 && x + 4 < w - 5) {
            const by = up ? y - 2 * gap - 1 : y + 2 * gap + 2
            line(canvas, sx, by, sx + 4, by, ink)
            line(canvas, sx + 4, by, sx + 4, by + (up ? 2 * gap : -2 * gap), ink)
            x += 1
          }
        }
      }
    }
    return trimmed(canvas)
  }
  const keys = int(random, 8, 24)
  const row = int(random, 2, 4)
  const kw = int(random, 5, 10)
  const w = random() < 0.2 ? int(random, 16, 30) : int(random, 40, 120)
  const h = Math.min(124, keys * row)
  const back = tint(random, [
    [40, 42, 56],
    [228, 226, 220],
    [30, 36, 34],
  ] as RGB[])
  const grid = mix(back, back[0] > 128 ? ink : [200, 200, 210], 0.25)
  const ivory = nudge(random, [240, 236, 228])
  const notes = distinctTints(random, PAINTS, int(random, 1, 3))
  const canvas = begin(w, h, back)
  const beat = int(random, 4, 8)
  for (let x = kw + beat; x < w; x += beat) line(canvas, x, 0, x, h - 1, grid)
  for (let k = 0; k < keys; k++) {
    const y = k * row
    const black = [1, 3, 6, 8, 10].includes(k % 12)
    rect(canvas, 0, y, kw - 1, y + row - 1, black ? ink : ivory)
    if (black) rect(canvas, kw - 2, y, kw - 1, y + row - 1, ivory)
    if (!black && k % 12 === 4) line(canvas, 0, y + row - 1, kw - 1, y + row - 1, grid)
    line(canvas, kw, y, w - 1, y, random() < 0.5 ? grid : back)
    for (let x = kw + 1; x < w; x += int(random, 2, 10)) {
      if (random() < 0.55) continue
      const len = int(random, 2, 14)
      rect(canvas, x, y + 1, Math.min(w - 1, x + len - 1), y + row - 1, pick(random, notes))
      x += len
    }
  }
  line(canvas, kw, 0, kw, h - 1, ink)
  return trimmed(canvas)
}

/**
 * An aquarium tank from the front: a dark or wooden frame (a stand below on some), water in two to
 * three bands of blue or green (dithered between them on half), gravel of two tones, strands of weed
 * swaying up from the gravel, a castle or rock on some, one to five small fish (an oval body, a tail, a
 * 1-px eye) and 1-px bubbles rising in a column; opaque inside the frame, 8 to 120 px wide.
 */
const aquariumSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const w = side(random, 0.12, 24, 120)
  const h = Math.max(10, Math.min(100, Math.round(w * uniform(random, 0.5, 0.85))))
  const water = ramp(
    tint(random, [
      [70, 150, 210],
      [60, 170, 170],
      [90, 130, 200],
    ] as RGB[]),
    3,
  )
  const gravel = ramp(
    tint(random, [
      [190, 160, 110],
      [150, 150, 160],
      [200, 120, 90],
    ] as RGB[]),
    2,
  )
  const weed = ramp(nudge(random, [60, 150, 70]), 2)
  const fish = distinctTints(random, PAINTS, 2)
  const bubble = nudge(random, [226, 244, 250])
  const stand = random() < 0.4
  const canvas = begin(w, h + (stand ? 3 : 0), null)
  const dither = random() < 0.5
  const bands = int(random, 2, 3)
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const t = ((y - 1) / (h - 2)) * bands
      const band = Math.floor(t)
      const c = dither && t - band > 0.5 && bayer(x, y) < t - band - 0.3 ? band + 1 : band
      canvas.set(x, y, at(water, bands - 1 - c))
    }
  const floor = h - 2 - Math.max(1, Math.round(h * uniform(random, 0.08, 0.16)))
  for (let y = floor; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++)
      canvas.set(x, y, at(gravel, (x * 7 + y * 3 + (x >> 1)) % 5 === 0 || (x + y) % 3 === 0 ? 0 : 1))
  if (w > 40 && random() < 0.5) {
    // A castle (a block with merlons and a door) or a rounded rock.
    const cx = int(random, 4, w - 14)
    const ch = int(random, 6, Math.max(6, Math.round(h * 0.4)))
    if (random() < 0.5) {
      const stone = at(gravel, 0)
      rect(canvas, cx, floor - ch, cx + 8, floor, stone)
      for (let x = cx; x <= cx + 8; x += 2) canvas.set(x, floor - ch - 1, stone)
      rect(canvas, cx + 3, floor - 3, cx + 5, floor, ink)
    } else ellipse(canvas, cx + 4, floor, 5, ch / 2, solid(at(gravel, 0)))
  }
  for (let s = int(random, 1, Math.max(2, Math.round(w / 12))); s > 0; s--) {
    const x0 = int(random, 2, w - 3)
    const tall = int(random, Math.round(h * 0.2), Math.round(h * 0.7))
    const phase = random() * 6
    for (let y = 0; y < tall; y++) {
      const x = Math.round(x0 + Math.sin(phase + y * 0.35) * 1.5)
      canvas.set(x, floor - y, at(weed, y % 3 === 0 ? 0 : 1))
      if (y % 4 === 2) canvas.set(x + (y % 8 === 2 ? 1 : -1), floor - y, at(weed, 1))
    }
  }
  for (let f = int(random, 1, Math.max(1, Math.min(5, Math.round(w / 20)))); f > 0; f--) {
    const len = int(random, 4, Math.max(4, Math.min(12, Math.round(w / 6))))
    const fx = int(random, 3, Math.max(3, w - len - 5))
    const fy = int(random, 3, Math.max(3, floor - 4))
    const body = pick(random, fish)
    const left = random() < 0.5
    ellipse(canvas, fx + len / 2, fy, len / 2, Math.max(1, len / 4), solid(body))
    const tx = left ? fx + len + 1 : fx - 1
    line(canvas, tx, fy - 1, tx, fy + 1, body)
    canvas.set(left ? fx + 1 : fx + len - 1, fy - (len > 6 ? 1 : 0), ink)
  }
  const bx = int(random, 3, w - 4)
  for (let y = floor - 2; y > 2; y -= int(random, 2, 5)) canvas.set(bx + (y % 2), y, bubble)
  const frame = nudge(random, random() < 0.5 ? [40, 44, 50] : [120, 80, 50])
  rect(canvas, 0, 0, w - 1, 0, frame)
  rect(canvas, 0, h - 1, w - 1, h - 1, frame)
  line(canvas, 0, 0, 0, h - 1, frame)
  line(canvas, w - 1, 0, w - 1, h - 1, frame)
  if (stand) {
    rect(canvas, 1, h, w - 2, h + 2, frame)
    rect(canvas, 3, h + 1, w - 4, h + 1, ink)
  }
  return trimmed(canvas)
}

/**
 * A beach hut or a shop front under a striped awning: a box of vertical planks or plain wall, a door
 * (a lintel, a 1-px knob) and a window on most, a pitched roof or a flat one, and an awning of stripes 2
 * to 5 px wide in two colours with a scalloped edge; on transparency (outlined for some) or on sand and
 * sky; 8 to 110 px.
 */
const awningSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const w = side(random, 0.1, 20, 100)
  const h = Math.max(12, Math.min(110, Math.round(w * uniform(random, 0.8, 1.3))))
  const [wall, stripe] = distinctTints(random, PAINTS, 2)
  const white = nudge(random, [244, 240, 232])
  const opaque = random() < 0.35
  const sky = nudge(random, [140, 200, 236])
  const sand = nudge(random, [232, 206, 150])
  const pad = opaque ? Math.max(2, Math.round(w * 0.15)) : 1
  const canvas = begin(w + 2 * pad, h + pad, opaque ? sky : null)
  if (opaque) rect(canvas, 0, h - 2, w + 2 * pad, h + pad, sand)
  const pitched = random() < 0.6
  const roofH = pitched ? Math.max(3, Math.round(w * 0.3)) : Math.max(2, Math.round(h * 0.08))
  const body = ramp(wall as RGB, 3)
  const x0 = pad
  const x1 = pad + w - 1
  const planks = random() < 0.6 ? int(random, 3, 5) : 0
  for (let y = roofH; y < h - 1; y++)
    for (let x = x0; x <= x1; x++)
      canvas.set(x, y, planks && (x - x0) % planks === planks - 1 ? at(body, 0) : at(body, 1))
  if (pitched) {
    const roof = scale(stripe as RGB, 0.7)
    polygon(
      canvas,
      [
        [x0 - 1, roofH + 0.5],
        [(x0 + x1 + 1) / 2, 0],
        [x1 + 2, roofH + 0.5],
      ],
      roof,
    )
  } else rect(canvas, x0 - 1, 0, x1 + 1, roofH - 1, at(body, 0))
  // The awning: stripes under the roof, scalloped at the bottom.
  const sw = int(random, 2, 5)
  const awnTop = roofH + 1
  const awnH = Math.max(3, Math.round(h * uniform(random, 0.12, 0.22)))
  for (let y = awnTop; y < awnTop + awnH; y++)
    for (let x = x0 - 1; x <= x1 + 1; x++) {
      const s = Math.floor((x - x0 + 1) / sw) % 2
      const last = y === awnTop + awnH - 1
      if (last && (x - x0 + 1) % sw === sw - 1) continue
      canvas.set(x, y, s ? white : (stripe as RGB))
    }
  const doorW = Math.max(3, Math.round(w * uniform(random, 0.25, 0.4)))
  const doorTop = awnTop + awnH + Math.max(1, Math.round(h * 0.06))
  const dx = random() < 0.5 ? Math.round((x0 + x1 - doorW) / 2) : x0 + Math.max(1, Math.round(w * 0.1))
  if (h - 2 - doorTop >= 4) {
    rect(canvas, dx, doorTop, dx + doorW - 1, h - 2, at(body, 2))
    line(canvas, dx, doorTop, dx + doorW - 1, doorTop, at(body, 0))
    canvas.set(dx + doorW - 2, Math.round((doorTop + h) / 2), ink)
    const wx = dx + doorW + 2
    if (x1 - wx >= 4 && random() < 0.7) {
      const ww = Math.min(x1 - wx - 1, Math.max(3, Math.round(w * 0.22)))
      rect(canvas, wx, doorTop + 1, wx + ww - 1, doorTop + Math.max(3, Math.round(ww * 0.8)), sky)
      line(
        canvas,
        wx + (ww >> 1),
        doorTop + 1,
        wx + (ww >> 1),
        doorTop + Math.max(3, Math.round(ww * 0.8)),
        white,
      )
    }
  }
  if (opaque) return trimmed(canvas)
  return finish(canvas, random, ink, 0.5)
}

/**
 * A stretch of tiled roof, an opaque tile, or a house's roof on transparency: rows of clay tiles
 * (rounded pantiles, each with a dark lower edge and a highlight, offset half a tile every row), flat
 * slates in a brick bond, or shingles with a notched edge; one or two chimneys of bricks with a cap and
 * smoke puffs on some; 8 to 120 px.
 */
const roofSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const kind = pick(random, ['pantile', 'slate', 'shingle'] as const)
  const tiles = ramp(
    kind === 'slate'
      ? tint(random, [
          [90, 100, 120],
          [110, 110, 116],
        ] as RGB[])
      : tint(random, [
          [190, 90, 60],
          [170, 110, 70],
          [140, 70, 60],
          [120, 120, 70],
        ] as RGB[]),
    3,
  )
  const tw = int(random, 3, 8)
  const th = int(random, 3, 6)
  const w = side(random, 0.12, 20, 120)
  const house = random() < 0.45
  const h = house
    ? Math.max(10, Math.round(w * uniform(random, 0.4, 0.6)))
    : Math.max(12, int(random, 12, 100))
  const chimneyH = random() < 0.6 ? int(random, 4, Math.max(5, Math.round(h * 0.5))) : 0
  const top = chimneyH + (chimneyH && random() < 0.5 ? 4 : 1)
  const canvas = begin(w, h + top, null)
  const roofAt = (x: number, y: number) => {
    if (!house) return true
    const inset = Math.round(((h - 1 - y) / h) * w * 0.3)
    return x >= inset && x < w - inset
  }
  for (let y = 0; y < h; y++) {
    const rowN = Math.floor(y / th)
    const inRow = y % th
    const off = rowN % 2 ? Math.floor(tw / 2) : 0
    for (let x = 0; x < w; x++) {
      if (!roofAt(x, y)) continue
      const inTile = (x + off) % tw
      let c: RGB
      if (kind === 'pantile') {
        const edge = inRow === th - 1
        c = edge
          ? at(tiles, 0)
          : inTile === 0
            ? at(tiles, 0)
            : inTile === 1 && inRow < th - 2
              ? at(tiles, 2)
              : at(tiles, 1)
      } else if (kind === 'slate') {
        c =
          inRow === th - 1 || inTile === tw - 1
            ? ink
            : (rowN + Math.floor((x + off) / tw)) % 3 === 0
              ? at(tiles, 2)
              : at(tiles, 1)
      } else {
        const notch = inRow === th - 1 && inTile === Math.floor(tw / 2)
        c =
          inRow === th - 1 || notch
            ? at(tiles, 0)
            : at(tiles, (rowN + Math.floor((x + off) / tw)) % 2 ? 1 : 2)
      }
      canvas.set(x, y + top, c)
    }
  }
  if (house) {
    for (let x = 0; x < w; x++) if (roofAt(x, 0)) canvas.set(x, top, at(tiles, 2))
    rect(canvas, 0, h + top - 1, w - 1, h + top - 1, ink)
  }
  const brick = nudge(random, [170, 80, 60])
  const mortar = nudge(random, [200, 190, 170])
  for (let c = 0; c < (w > 60 && random() < 0.5 ? 2 : chimneyH ? 1 : 0); c++) {
    const cw = int(random, 4, Math.max(4, Math.min(12, Math.round(w * 0.15))))
    const cx =
      c === 0
        ? int(random, Math.round(w * 0.3), Math.max(Math.round(w * 0.3), w - cw - Math.round(w * 0.3)))
        : w - cw - int(random, 3, 8)
    const ctop = top - chimneyH
    for (let y = ctop; y < top + Math.round(h * 0.3); y++)
      for (let x = cx; x < cx + cw; x++) {
        const r = y - ctop
        const joint = r % 3 === 2 || (x - cx + (Math.floor(r / 3) % 2 ? 2 : 0)) % 4 === 3
        canvas.set(x, y, joint ? mortar : brick)
      }
    rect(canvas, cx - 1, ctop, cx + cw, ctop, ink)
    if (ctop >= 3) {
      const smoke = nudge(random, [210, 210, 214])
      ellipse(canvas, cx + cw / 2 + 1, ctop - 2, 1.5, 1, solid(smoke))
    }
  }
  return house ? finish(canvas, random, ink, 0.5) : trimmed(canvas)
}

/**
 * A shop shelf of jars and tins, opaque or on transparency: 1 to 4 wooden shelves with a dark back,
 * each holding a row of containers of varied widths and heights (glass jars with a lid and contents of
 * a colour, tins with a label band, bottles with a neck), a gap here and there, a price tag on some
 * shelves' edges; 14 to 110 px.
 */
const shelfSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const wood = ramp(
    tint(random, [
      [160, 110, 64],
      [120, 80, 50],
      [200, 170, 120],
    ] as RGB[]),
    3,
  )
  const back = mix(at(wood, 0), ink, 0.5)
  const goods = distinctTints(random, PAINTS, int(random, 2, 3))
  const glass = nudge(random, [200, 226, 230])
  const metal = nudge(random, [176, 180, 186])
  const tag = nudge(random, [246, 242, 220])
  const shelves = int(random, 1, 4)
  const shelfH = int(random, 9, shelves > 2 ? 20 : 28)
  const w = random() < 0.15 ? int(random, 14, 22) : int(random, 26, 110)
  const h = Math.min(124, shelves * (shelfH + 2) + 2)
  const opaque = random() < 0.5
  const canvas = begin(w, h, null)
  rect(canvas, 0, 0, w - 1, h - 1, at(wood, 1))
  for (let s = 0; s < shelves; s++) {
    const top = 2 + s * (shelfH + 2)
    const bottom = top + shelfH - 1
    rect(canvas, 2, top, w - 3, bottom, opaque ? back : null)
    rect(canvas, 0, bottom + 1, w - 1, bottom + 2, at(wood, 2))
    line(canvas, 0, bottom + 2, w - 1, bottom + 2, at(wood, 0))
    let x = 3
    while (x < w - 5) {
      const kind = pick(random, ['jar', 'tin', 'bottle', 'gap'] as const)
      const cw = kind === 'bottle' ? int(random, 3, 5) : int(random, 4, 8)
      if (x + cw > w - 3) break
      const ch = Math.min(
        shelfH - 1,
        kind === 'bottle' ? int(random, 7, shelfH) : int(random, 5, Math.max(5, shelfH - 2)),
      )
      const y0 = bottom - ch + 1
      const fill = pick(random, goods)
      if (kind === 'jar') {
        rect(canvas, x, y0 + 2, x + cw - 1, bottom, glass)
        rect(canvas, x + 1, y0 + 2 + Math.round(ch * 0.3), x + cw - 2, bottom, fill)
        rect(canvas, x, y0, x + cw - 1, y0 + 1, metal)
        line(canvas, x + 1, y0 + 3, x + 1, bottom - 1, tag)
      } else if (kind === 'tin') {
        rect(canvas, x, y0, x + cw - 1, bottom, metal)
        rect(canvas, x, y0 + 1 + Math.round(ch * 0.2), x + cw - 1, bottom - 1 - Math.round(ch * 0.2), fill)
        line(canvas, x, y0, x + cw - 1, y0, back)
      } else if (kind === 'bottle') {
        const neck = Math.round(ch * 0.4)
        rect(canvas, x, y0 + neck, x + cw - 1, bottom, fill)
        rect(canvas, x + (cw >> 1) - (cw > 3 ? 1 : 0), y0, x + (cw >> 1), y0 + neck, metal)
        line(canvas, x + cw - 1, y0 + neck + 1, x + cw - 1, bottom - 1, tag)
      }
      x += cw + int(random, 1, 2)
    }
    if (random() < 0.4) {
      const px = int(random, 3, Math.max(3, w - 8))
      rect(canvas, px, bottom + 1, px + 3, bottom + 2, tag)
    }
  }
  rect(canvas, 0, 0, w - 1, 1, at(wood, 2))
  return opaque ? trimmed(canvas) : finish(canvas, random, ink, 0.4, 0)
}

/**
 * A chain or a rope, on transparency: a chain of oval links seen alternately face on (a ring) and edge
 * on (a bar), in metal with a highlight, straight or sagging in a shallow curve between two ends; or a
 * twisted rope (diagonal strands of two tones, a frayed or knotted end), straight or sagging; 8 to 122
 * px long, 3 to 10 px thick (outlined on some).
 */
const chainSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const metal = ramp(
    tint(random, [
      [170, 174, 184],
      [200, 170, 90],
      [150, 110, 80],
    ] as RGB[]),
    3,
  )
  const rope = ramp(
    tint(random, [
      [200, 170, 110],
      [170, 130, 80],
      [220, 210, 190],
    ] as RGB[]),
    3,
  )
  const isRope = random() < 0.35
  const thick = isRope ? int(random, 3, 8) : int(random, 4, 10)
  const linkL = Math.max(4, Math.round(thick * uniform(random, 1.3, 1.8)))
  const len = Math.max(isRope ? 8 : 3 * linkL + 2, side(random, 0.1, 20, 120))
  const sag = random() < 0.4 ? uniform(random, 0.05, isRope ? 0.3 : 0.15) : 0
  const canvas = begin(len + 4, Math.round(len * sag) + thick + 6, null)
  const yAt = (x: number) => 2 + thick / 2 + Math.round(Math.sin((x / len) * Math.PI) * len * sag)
  if (isRope) {
    const period = Math.max(3, Math.round(thick * 0.8))
    for (let x = 0; x < len; x++) {
      const cy = yAt(x)
      for (let k = 0; k < thick; k++) {
        const y = Math.round(cy - thick / 2 + k)
        const band = Math.floor((x + k) / period) % 2
        const edge = k === 0 || k === thick - 1
        canvas.set(x + 2, y, edge ? at(rope, 0) : band ? at(rope, 1) : at(rope, 2))
      }
    }
    if (random() < 0.5)
      for (let k = 0; k < thick; k += 2)
        line(canvas, len + 1, yAt(len) - thick / 2 + k, len + 3, yAt(len) - thick / 2 + k + 1, at(rope, 1))
    else ellipse(canvas, len - thick / 2, yAt(len - thick / 2), thick * 0.7, thick * 0.7, solid(at(rope, 0)))
    return finish(canvas, random, ink, 0.6)
  }
  // Face-on links (hollow rings), joined by edge-on links (short bars) whose ends reach into the rings'
  // holes.
  const pitch = Math.round(linkL * uniform(random, 1.5, 1.8))
  const bh = Math.max(1, Math.round(thick / 4))
  const centres: [number, number][] = []
  for (let x = linkL / 2 + 1.5; x + linkL / 2 <= len + 2; x += pitch) centres.push([x, yAt(x)])
  for (const [cx, cy] of centres) {
    ring(canvas, cx, cy, linkL / 2, thick / 2, bh, at(metal, 1))
    canvas.set(Math.round(cx - linkL / 4), Math.round(cy - thick / 2 + 1), at(metal, 2))
  }
  centres.slice(1).forEach(([bx, by], i) => {
    const [ax, ay] = centres[i] as [number, number]
    const [x0, x1] = [ax + linkL / 2 - bh - 1, bx - linkL / 2 + bh + 1]
    bar(canvas, x0, ay, x1, by, bh + 1, at(metal, 0))
    if (bh > 1) line(canvas, x0 + 1, ay - 1, x1 - 1, by - 1, at(metal, 2))
  })
  return finish(canvas, random, ink, 0.5)
}

/**
 * A ladder or a run of scaffolding, on transparency or against a wall: a ladder of two rails and rungs 3
 * to 6 px apart (wood or metal, upright or leaning), a step ladder seen from the side (an A with rungs
 * on one leg), or scaffolding (poles in a grid with cross braces in every other bay and planks with
 * planks on some levels); 8 to 120 px tall.
 */
const ladderSprite: SpriteGenerator['draw'] = (random) => {
  const ink = dark(random)
  const woodOrMetal = random() < 0.5
  const pole = ramp(woodOrMetal ? nudge(random, [170, 120, 70]) : nudge(random, [160, 166, 176]), 3)
  const kind = pick(random, ['ladder', 'step', 'scaffold'] as const)
  const h = side(random, 0.12, 24, 120)
  if (kind === 'scaffold') {
    const bayW = int(random, 8, 18)
    const bayH = int(random, 8, 16)
    const bays = int(random, 1, Math.max(1, Math.floor(110 / bayW)))
    const levels = Math.max(1, Math.min(7, Math.floor(h / bayH)))
    const w = bays * bayW + 1
    const wall = random() < 0.35 ? nudge(random, [200, 190, 170]) : null
    const canvas = begin(w, levels * bayH + 1, wall)
    if (wall)
      for (let y = 0; y < levels * bayH; y += 4)
        for (let x = (y / 4) % 2 ? 4 : 0; x < w; x += 8) line(canvas, x, y, x, y + 3, scale(wall, 0.85))
    const plank = nudge(random, [190, 150, 90])
    for (let l = 0; l < levels; l++)
      for (let b = 0; b < bays; b++) {
        const [x0, y0] = [b * bayW, l * bayH]
        if ((l + b) % 2 === 0) line(canvas, x0, y0 + bayH, x0 + bayW, y0, at(pole, 0))
        if (random() < 0.5) {
          rect(canvas, x0, y0 + bayH - 2, x0 + bayW, y0 + bayH - 1, plank)
          line(canvas, x0, y0 + bayH - 2, x0 + bayW, y0 + bayH - 2, scale(plank, 1.15))
        }
      }
    for (let b = 0; b <= bays; b++) line(canvas, b * bayW, 0, b * bayW, levels * bayH, at(pole, 1))
    for (let l = 0; l <= levels; l++) line(canvas, 0, l * bayH, w - 1, l * bayH, at(pole, 2))
    for (let b = 0; b <= bays; b++) for (let l = 0; l <= levels; l++) canvas.set(b * bayW, l * bayH, ink)
    return wall ? trimmed(canvas) : finish(canvas, random, ink, 0.3, 0)
  }
  const railW = h > 60 ? 2 : 1
  const width = Math.max(4, Math.round(h * uniform(random, 0.2, 0.35)))
  const gap = int(random, 3, 6)
  const lean = kind === 'ladder' && random() < 0.4 ? uniform(random, 0.15, 0.35) : 0
  // A step ladder's legs spread apart at the foot; the canvas holds both.
  const spread = Math.round(h * uniform(random, 0.3, 0.45))
  const canvas = begin((kind === 'step' ? 2 * spread + railW : width + Math.round(h * lean)) + 4, h + 2, null)
  const xAt = (y: number) => 1 + Math.round((h - y) * lean)
  if (kind === 'step') {
    for (let k = 0; k < railW; k++) {
      line(canvas, 1 + spread + k, 0, 1 + k, h, at(pole, 1))
      line(canvas, 1 + spread + k, 0, 1 + spread * 2 + k, h, at(pole, 0))
    }
    for (let y = gap; y < h - 1; y += gap) {
      // A step runs from the front leg towards the back one, no deeper than the gap between them.
      const xl = 1 + Math.round(spread * (1 - y / h))
      const xBack = 1 + spread + Math.round(spread * (y / h))
      const xr = Math.min(xl + railW + Math.max(2, Math.round(width * 0.5)), xBack - 1)
      if (xr > xl + railW) line(canvas, xl + railW, y, xr, y, at(pole, 2))
    }
    rect(canvas, 1 + spread - 1, 0, 1 + spread + railW + 1, 1, at(pole, 0))
    const brace = Math.round(h * 0.55)
    line(
      canvas,
      1 + Math.round(spread * (1 - brace / h)),
      brace,
      1 + spread + Math.round(spread * (brace / h)),
      brace,
      ink,
    )
    return finish(canvas, random, ink, 0.5)
  }
  for (let y = 0; y <= h; y++) {
    const x = xAt(y)
    for (let k = 0; k < railW; k++) {
      canvas.set(x + k, y, at(pole, 1))
      canvas.set(x + width - 1 - k, y, at(pole, 0))
    }
  }
  for (let y = gap; y < h; y += gap) {
    const x = xAt(y)
    line(canvas, x + railW, y, x + width - 1 - railW, y, at(pole, 2))
    if (!woodOrMetal) canvas.set(x + railW, y, ink)
  }
  return finish(canvas, random, ink, 0.6)
}

/**
 * A patch of night sky, opaque: a near-black to dark blue gradient (in bands, dithered on half), a scatter of
 * 1-px faint stars, brighter stars joined into one to three constellations by 1-px lines of a dim
 * colour, the brightest as a plus of five pixels, a crescent or full moon on some, a strip of hills or
 * treeline along the bottom on some; 8 to 120 px.
 */
const skySprite: SpriteGenerator['draw'] = (random) => {
  const w = side(random, 0.1, 24, 120)
  const h = Math.max(12, Math.min(110, Math.round(w * uniform(random, 0.5, 1.1))))
  const night = ramp(
    tint(random, [
      [34, 40, 90],
      [24, 30, 60],
      [50, 36, 80],
    ] as RGB[]),
    3,
  )
  const star = nudge(random, [250, 246, 220])
  const faint = mix(star, at(night, 1), 0.45)
  const link = mix(star, at(night, 2), 0.65)
  const canvas = begin(w, h, at(night, 0))
  const dither = random() < 0.5
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const t = (y / h) * 2.2
      const band = Math.min(2, Math.floor(t))
      const up = dither && band < 2 && t - band > 0.6 && bayer(x, y) < (t - band - 0.6) * 2.5
      canvas.set(x, y, at(night, up ? band + 1 : band))
    }
  for (let k = Math.round((w * h) / int(random, 40, 90)); k > 0; k--)
    canvas.set(int(random, 0, w - 1), int(random, 0, h - 1), faint)
  if (random() < 0.4) {
    const r = int(random, 2, Math.max(2, Math.round(Math.min(w, h) * 0.12)))
    const [mx, my] = [int(random, r + 1, w - r - 2), int(random, r + 1, Math.max(r + 1, Math.round(h * 0.4)))]
    const moon = nudge(random, [240, 236, 200])
    ellipse(canvas, mx, my, r, r, solid(moon))
    if (random() < 0.6) ellipse(canvas, mx + r * 0.6, my - r * 0.3, r, r, solid(at(night, 0)))
  }
  for (let c = int(random, 1, w > 60 ? 3 : 1); c > 0; c--) {
    const n = int(random, 3, 7)
    let [x, y] = [int(random, 2, w - 3), int(random, 2, Math.max(2, Math.round(h * 0.7)))]
    const points: [number, number][] = [[x, y]]
    for (let i = 1; i < n; i++) {
      const reach = Math.max(4, Math.round(Math.min(w, h) * 0.25))
      x = Math.max(1, Math.min(w - 2, x + int(random, -reach, reach)))
      y = Math.max(1, Math.min(h - 2, y + int(random, -reach, reach)))
      points.push([x, y])
    }
    for (let i = 1; i < n; i++) {
      const [a, b] = [points[i - 1] as [number, number], points[i] as [number, number]]
      line(canvas, a[0], a[1], b[0], b[1], link)
    }
    for (const [px, py] of points) {
      canvas.set(px, py, star)
      if (random() < 0.35)
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const)
          canvas.set(px + dx, py + dy, mix(star, link, 0.4))
    }
  }
  if (random() < 0.45) {
    const land = nudge(random, [14, 20, 24])
    const base = h - Math.max(2, Math.round(h * uniform(random, 0.08, 0.2)))
    const trees = random() < 0.5
    for (let x = 0; x < w; x++) {
      const top = trees ? base - ((x * 5) % 7 < 3 ? x % 4 : 0) : Math.round(base + Math.sin(x * 0.08) * 2)
      line(canvas, x, top, x, h - 1, land)
    }
  }
  return trimmed(canvas)
}

export const STELE_GENERATORS: SpriteGenerator[] = [
  { name: 'stele-score', draw: within(scoreSprite) },
  { name: 'stele-aquarium', draw: within(aquariumSprite) },
  { name: 'stele-awning', draw: within(awningSprite) },
  { name: 'stele-roof', draw: within(roofSprite) },
  { name: 'stele-shelf', draw: within(shelfSprite) },
  { name: 'stele-chain', draw: within(chainSprite, 4) },
  { name: 'stele-ladder', draw: within(ladderSprite, 4) },
  { name: 'stele-sky', draw: within(skySprite) },
]
