import { describe, expect, it } from 'vitest'
import { COLOR_MATCH_TOLERANCE, PALETTE_SLOTS, PRESET_COLOR_COUNT } from '@threadbit/contracts'
import { DEFAULT_PALETTE, TRANSPARENT, labDistance, normalizeColor, parseColor, toHex } from './index.ts'

describe('parseColor', () => {
  it('reads #rrggbb in any case', () => {
    expect(parseColor('#FF8000')).toEqual({ r: 255, g: 128, b: 0, a: 1 })
  })

  it('reads #rgb and #rgba shorthands', () => {
    expect(parseColor('#f80')).toEqual({ r: 255, g: 136, b: 0, a: 1 })
    expect(parseColor('#f808')).toEqual({ r: 255, g: 136, b: 0, a: 136 / 255 })
  })

  it('reads #rrggbbaa and a 6-digit hex without #', () => {
    expect(parseColor('#ff000080')).toEqual({ r: 255, g: 0, b: 0, a: 128 / 255 })
    expect(parseColor('00ff00')).toEqual({ r: 0, g: 255, b: 0, a: 1 })
  })

  it('reads named colours and transparent', () => {
    expect(parseColor('RebeccaPurple')).toEqual({ r: 0x66, g: 0x33, b: 0x99, a: 1 })
    expect(parseColor(' transparent ')).toEqual({ r: 0, g: 0, b: 0, a: 0 })
  })

  it('reads rgb() and rgba() in comma and space syntax', () => {
    expect(parseColor('rgb(255, 0, 10)')).toEqual({ r: 255, g: 0, b: 10, a: 1 })
    expect(parseColor('rgba(100%, 50%, 0%, 0.5)')).toEqual({ r: 255, g: 128, b: 0, a: 0.5 })
    expect(parseColor('rgb(1 2 3 / 25%)')).toEqual({ r: 1, g: 2, b: 3, a: 0.25 })
  })

  it('reads hsl() and hsla()', () => {
    expect(parseColor('hsl(120, 100%, 50%)')).toEqual({ r: 0, g: 255, b: 0, a: 1 })
    expect(parseColor('hsla(0.5turn 100% 25% / 1)')).toEqual({ r: 0, g: 128, b: 128, a: 1 })
  })

  it('returns null for anything it cannot read', () => {
    for (const bad of [
      '',
      'nope',
      '#12',
      '#12345',
      '#gggggg',
      'rgb(1,2)',
      'rgb(a,b,c)',
      'hsl(1 2)',
      'red blue',
    ]) {
      expect(parseColor(bad)).toBeNull()
    }
  })
})

describe('toHex', () => {
  it('writes lower-case #rrggbb, rounding and clamping channels', () => {
    expect(toHex({ r: 255, g: 10.4, b: -3 })).toBe('#ff0a00')
    expect(toHex({ r: 300, g: 171, b: 205 })).toBe('#ffabcd')
  })
})

describe('normalizeColor', () => {
  it('turns any readable colour into #rrggbb and low alpha into transparent', () => {
    expect(normalizeColor('Red')).toBe('#ff0000')
    expect(normalizeColor('rgba(0,0,0,0.2)')).toBe(TRANSPARENT)
    expect(normalizeColor('bogus')).toBeNull()
  })
})

describe('labDistance', () => {
  it('is 0 for equal colours written differently', () => {
    expect(labDistance('#ff0000', 'red')).toBe(0)
  })

  it('is the CIE76 distance: black to white is 100', () => {
    expect(labDistance('#000000', '#ffffff')).toBeCloseTo(100, 3)
  })

  it('is symmetric', () => {
    expect(labDistance('#123456', '#abcdef')).toBeCloseTo(labDistance('#abcdef', '#123456'), 10)
  })

  it('puts transparent infinitely far from any colour', () => {
    expect(labDistance(TRANSPARENT, '#000000')).toBe(Infinity)
    expect(labDistance(TRANSPARENT, TRANSPARENT)).toBe(0)
  })
})

describe('DEFAULT_PALETTE', () => {
  it('has 24 presets, then 7 empty slots, then transparent in slot 31', () => {
    expect(DEFAULT_PALETTE).toHaveLength(PALETTE_SLOTS)
    expect(DEFAULT_PALETTE.slice(0, PRESET_COLOR_COUNT).every((c) => typeof c === 'string')).toBe(true)
    expect(DEFAULT_PALETTE.slice(PRESET_COLOR_COUNT, 31)).toEqual(Array(7).fill(null))
    expect(DEFAULT_PALETTE[31]).toBe(TRANSPARENT)
  })

  it('holds distinct normalised colours further apart than the match tolerance', () => {
    const presets = DEFAULT_PALETTE.slice(0, PRESET_COLOR_COUNT) as string[]
    for (const c of presets) expect(normalizeColor(c)).toBe(c)
    for (let i = 0; i < presets.length; i++) {
      for (let j = i + 1; j < presets.length; j++) {
        expect(labDistance(presets[i] as string, presets[j] as string)).toBeGreaterThan(COLOR_MATCH_TOLERANCE)
      }
    }
  })
})
