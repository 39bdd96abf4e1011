import { describe, expect, it } from 'vitest'
import { SCALE2_TOO_LARGE_MESSAGE, SCALE_MESSAGE, STITCH_SIZE_MESSAGE } from '@threadbit/contracts'
import { hoopFit, hoopWarning, validateEmbroideryForm } from './embroidery-form.ts'

const SMALL = { columns: 24, rows: 24 }
const LARGE = { columns: 64, rows: 24 }

describe('validateEmbroideryForm', () => {
  it('accepts the defaults and sends the stitch size rounded to 2 decimals', () => {
    expect(validateEmbroideryForm({ stitchSize: '2', scale: '1' }, SMALL)).toEqual({
      errors: {},
      value: { stitchSize: 2, scale: 1 },
    })
    expect(validateEmbroideryForm({ stitchSize: '1.555', scale: '2' }, SMALL).value).toEqual({
      stitchSize: 1.56,
      scale: 2,
    })
  })

  it.each(['', 'abc', '1.4', '2.51', '-2', '1e3'])('refuses the stitch size %j', (stitchSize) => {
    const result = validateEmbroideryForm({ stitchSize, scale: '1' }, SMALL)
    expect(result.errors.stitchSize).toBe(STITCH_SIZE_MESSAGE)
    expect(result.value).toBeNull()
  })

  it.each(['1.5', '2.5', ' 2.1 '])('accepts the stitch size %j', (stitchSize) => {
    expect(validateEmbroideryForm({ stitchSize, scale: '1' }, SMALL).errors).toEqual({})
  })

  it.each(['', '0', '3', '1.5', 'x'])('refuses the scale %j', (scale) => {
    const result = validateEmbroideryForm({ stitchSize: '2', scale }, SMALL)
    expect(result.errors.scale).toBe(SCALE_MESSAGE)
    expect(result.value).toBeNull()
  })

  it('allows scale 2 only for designs up to 32×32', () => {
    expect(validateEmbroideryForm({ stitchSize: '2', scale: '2' }, { columns: 32, rows: 32 }).errors).toEqual(
      {},
    )
    expect(validateEmbroideryForm({ stitchSize: '2', scale: '2' }, LARGE).errors.scale).toBe(
      SCALE2_TOO_LARGE_MESSAGE,
    )
    expect(validateEmbroideryForm({ stitchSize: '2', scale: '1' }, LARGE).errors).toEqual({})
  })
})

describe('hoops', () => {
  it('says nothing when the design fits the 100×100 hoop', () => {
    expect(hoopFit(100, 100)).toMatchObject({ kind: 'fits' })
    expect(hoopWarning(48, 100)).toBeNull()
  })

  it('names the smallest common hoop that holds the design, turned if that helps', () => {
    expect(hoopFit(120, 120)).toEqual({ kind: 'needs', hoop: { width: 130, height: 180 } })
    expect(hoopFit(180, 130)).toEqual({ kind: 'needs', hoop: { width: 130, height: 180 } })
    expect(hoopFit(190, 190)).toEqual({ kind: 'needs', hoop: { width: 200, height: 200 } })
    expect(hoopFit(150, 250)).toEqual({ kind: 'needs', hoop: { width: 160, height: 260 } })
    expect(hoopFit(290, 170)).toEqual({ kind: 'needs', hoop: { width: 200, height: 300 } })
    expect(hoopWarning(120, 60)).toBe(
      '120 × 60 mm is larger than the 100×100 mm hoop: it needs a 130×180 mm hoop or larger.',
    )
  })

  it('says when the design is too big for every common hoop', () => {
    expect(hoopFit(320, 320)).toEqual({ kind: 'too-big' })
    expect(hoopWarning(320, 40)).toContain('too big for all common Brother hoops (the largest is 200×300 mm)')
  })
})
