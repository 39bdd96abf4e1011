import { describe, expect, it } from 'vitest'
import { diversifyPicks } from './diversify.ts'

const pick = (design: string, product: number, colour = 1) => ({
  art: { uuid: design },
  product_id: product,
  product_color_id: colour,
  id: `${design}-${product}-${colour}`,
})
const ids = (list: { id: string }[]) => list.map((p) => p.id)

describe('diversified popular picks', () => {
  it('shows a design once per product: other colours of the same tee are left out', () => {
    const ranked = [pick('a', 1, 1), pick('a', 1, 2), pick('b', 1), pick('a', 2), pick('c', 1)]
    expect(ids(diversifyPicks(ranked, 3))).toEqual(['a-1-1', 'b-1-1', 'a-2-1'])
  })

  it('keeps the same design apart while another design can stand between', () => {
    const ranked = [pick('a', 1), pick('a', 2), pick('a', 3), pick('b', 1), pick('c', 1)]
    const chosen = diversifyPicks(ranked, 5)
    expect(ids(chosen)).toEqual(['a-1-1', 'b-1-1', 'a-2-1', 'c-1-1', 'a-3-1'])
    for (let i = 1; i < chosen.length; i++) expect(chosen[i]!.art.uuid).not.toBe(chosen[i - 1]!.art.uuid)
  })

  it('fills up with look-alikes rather than showing fewer picks than asked', () => {
    const ranked = [pick('a', 1, 1), pick('a', 1, 2), pick('a', 1, 3)]
    expect(ids(diversifyPicks(ranked, 2))).toEqual(['a-1-1', 'a-1-2'])
    expect(diversifyPicks([], 8)).toEqual([])
  })

  it('keeps popularity order when the picks are already different', () => {
    const ranked = [pick('a', 1), pick('b', 1), pick('c', 2), pick('d', 3)]
    expect(ids(diversifyPicks(ranked, 3))).toEqual(['a-1-1', 'b-1-1', 'c-2-1'])
  })
})
