import { describe, expect, it } from 'vitest'
import { onBlockGrid, withoutBlocks, withoutBlocksOnBothAxes } from './jpeg-blocks.ts'

/** A profile over positions 1..length-1: `base` everywhere, plus `block` on every 8th position. */
function profile(length: number, base: (x: number) => number, block: number) {
  const values = Float64Array.from(
    { length: length - 1 },
    (_, i) => base(i + 1) + ((i + 1) % 8 === 0 ? block : 0),
  )
  return { values, first: 1 }
}

describe('JPEG block borders in an edge profile', () => {
  // Picture edges every 9.6 px (cells of 9.6), spread evenly over the positions within a block.
  const picture = (x: number) => (Math.floor(x / 9.6) !== Math.floor((x - 1) / 9.6) ? 100 : 10)

  it('removes the blocks’ excess and keeps the picture’s edges', () => {
    const { profile: out, blocky } = withoutBlocks(profile(600, picture, 30), 600)
    expect(blocky).toBe(true)
    // A block border that is no picture edge falls back to about the picture's level there...
    expect(picture(8)).toBe(10)
    expect(out.values[8 - 1]).toBeLessThan(15)
    // ...and picture edges keep about their own energy, on a block border or off it.
    expect(picture(48)).toBe(100)
    expect(out.values[48 - 1]).toBeGreaterThan(90)
    expect(out.values[58 - 1]).toBeGreaterThan(95)
  })

  it('leaves a grid aligned with the blocks alone: cells of 8 px are no blocks', () => {
    const aligned = profile(600, () => 1, 100)
    const { profile: out, blocky } = withoutBlocks(aligned, 600)
    expect(blocky).toBe(false)
    expect(out).toBe(aligned)
  })

  it('says nothing about an axis too short for a reliable block pattern', () => {
    expect(withoutBlocks(profile(300, picture, 30), 300).blocky).toBe(false)
  })

  it('counts the pattern on a smaller image only when both axes show it', () => {
    const both = withoutBlocksOnBothAxes(profile(200, picture, 30), 200, profile(160, picture, 30), 160)
    expect([both.x.blocky, both.y.blocky]).toEqual([true, true])
    expect(both.x.profile.values[8 - 1]).toBeLessThan(15)
    const one = withoutBlocksOnBothAxes(profile(200, picture, 30), 200, profile(160, picture, 0), 160)
    expect([one.x.blocky, one.y.blocky]).toEqual([false, false])
    // Cells of 4 px from the origin, blurred: they step halfway between block borders as much.
    const fourPx = (x: number) => ([0, 3, 4, 5].includes(x % 8) || x % 8 === 7 || x % 8 === 1 ? 60 : 5)
    const four = withoutBlocksOnBothAxes(profile(128, fourPx, 0), 128, profile(128, fourPx, 0), 128)
    expect([four.x.blocky, four.y.blocky]).toEqual([false, false])
    // Below 12 blocks (96 px) even both axes say nothing.
    const tiny = withoutBlocksOnBothAxes(profile(90, picture, 30), 90, profile(90, picture, 30), 90)
    expect([tiny.x.blocky, tiny.y.blocky]).toEqual([false, false])
  })

  it('leaves a profile without block excess alone', () => {
    expect(withoutBlocks(profile(600, picture, 0), 600).blocky).toBe(false)
  })

  it('names the lattices that coincide with the block grid', () => {
    expect(onBlockGrid({ scale: 4, phase: 0 })).toBe(true)
    expect(onBlockGrid({ scale: 8.01, phase: 7.8 })).toBe(true)
    expect(onBlockGrid({ scale: 8, phase: 3 })).toBe(false)
    expect(onBlockGrid({ scale: 9.6, phase: 0 })).toBe(false)
  })
})
