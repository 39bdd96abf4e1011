import { describe, expect, it } from 'vitest'
import { planEmbroidery, productionSheet, type PixelGrid } from '@threadbit/embroidery'
import { summaryRows, threadListText } from './sheet-text.ts'

const grid: PixelGrid = { width: 4, height: 4, colors: ['#d32f2f'], cells: new Int16Array(16) }
const plan = planEmbroidery(grid, { stitchSizeMm: 2, scale: 1 })
const sheet = (hoop: string) =>
  productionSheet(plan, { title: 'Square', format: 'exp', machine: 'bernina', hoop })
const hoopRow = (hoop: string) => summaryRows(sheet(hoop)).find(([label]) => label === 'Hoop')?.[1]

describe('the sheet names a hoop of unconfirmed size as such', () => {
  it('adds the note to an unconfirmed hoop, on the summary and the thread list', () => {
    const note = "size not confirmed by the maker — measure your hoop's sewing field"
    expect(hoopRow('bernina-small')).toBe(`Bernina small 7.2×5 cm (72 × 50 mm): ${note}`)
    expect(threadListText(sheet('bernina-small'))).toContain(note)
  })

  it('says nothing more of a documented hoop', () => {
    expect(hoopRow('bernina-large-oval')).toBe('Bernina large oval 14.5×25.5 cm (145 × 255 mm)')
  })
})
