import { describe, expect, it } from 'vitest'
import { SCALE2_TOO_LARGE_MESSAGE, SCALE_MESSAGE, STITCH_SIZE_MESSAGE } from '@threadbit/contracts'
import { formatMinutes, STITCH_SIZE_STEP_MESSAGE, validateEmbroideryForm } from './embroidery-form.ts'

const SMALL = { columns: 24, rows: 24 }
const LARGE = { columns: 64, rows: 24 }

describe('validateEmbroideryForm', () => {
  it('accepts the defaults and sends the stitch size rounded to 2 decimals', () => {
    expect(validateEmbroideryForm({ stitchSize: '2', scale: '1' }, SMALL)).toEqual({
      errors: {},
      value: { stitchSize: 2, scale: 1 },
    })
    expect(validateEmbroideryForm({ stitchSize: '2.3', scale: '2' }, SMALL).value).toEqual({
      stitchSize: 2.3,
      scale: 2,
    })
  })

  it.each(['', 'abc', '1.4', '2.51', '-2', '1e3'])('refuses the stitch size %j', (stitchSize) => {
    const result = validateEmbroideryForm({ stitchSize, scale: '1' }, SMALL)
    expect(result.errors.stitchSize).toBe(STITCH_SIZE_MESSAGE)
    expect(result.value).toBeNull()
  })

  it.each(['2.15', '1.55', '2.01'])('refuses the stitch size %j off the 0.1 steps', (stitchSize) => {
    const result = validateEmbroideryForm({ stitchSize, scale: '1' }, SMALL)
    expect(result.errors.stitchSize).toBe(STITCH_SIZE_STEP_MESSAGE)
    expect(result.errors.stitchSize).toBe('Enter a number between 1.5 and 2.5 in steps of 0.1')
    expect(result.value).toBeNull()
  })

  it.each(['1.5', '2.5', ' 2.1 ', '1.7', '2.30'])('accepts the stitch size %j', (stitchSize) => {
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

describe('formatMinutes', () => {
  it('reads as minutes, then hours and minutes', () => {
    expect(formatMinutes(1)).toBe('1 min')
    expect(formatMinutes(59)).toBe('59 min')
    expect(formatMinutes(125)).toBe('2 h 05 min')
  })
})
