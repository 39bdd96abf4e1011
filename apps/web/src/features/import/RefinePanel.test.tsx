import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RGBAImage } from '@threadbit/pixelart'
import { RefinePanel } from './RefinePanel.tsx'

const source: RGBAImage = {
  width: 3,
  height: 2,
  data: new Uint8ClampedArray([
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 0, 255, 0, 0, 0, 0, 20, 20, 20, 255,
  ]),
}

describe('RefinePanel', () => {
  beforeEach(() => {
    // jsdom has no 2D canvas; the preview draws nothing here.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  })

  it('starts at 12 colours, 100% contrast and saturation, and clamps what is typed', async () => {
    const user = userEvent.setup()
    render(<RefinePanel source={source} confirmLabel="Import" onConfirm={vi.fn()} onCancel={vi.fn()} />)
    const colours = screen.getByRole('spinbutton', { name: 'Colours' })
    const contrast = screen.getByRole('spinbutton', { name: 'Contrast' })
    const saturation = screen.getByRole('spinbutton', { name: 'Saturation' })
    expect(colours).toHaveValue(12)
    expect(contrast).toHaveValue(100)
    expect(saturation).toHaveValue(100)

    await user.clear(colours)
    await user.type(colours, '40')
    await user.tab()
    expect(colours).toHaveValue(12)

    await user.clear(colours)
    await user.type(colours, '0')
    await user.tab()
    expect(colours).toHaveValue(1)

    await user.clear(contrast)
    await user.type(contrast, '999')
    await user.tab()
    expect(contrast).toHaveValue(200)
    expect(screen.getByRole('slider', { name: 'Contrast slider' })).toHaveValue('200')

    await user.clear(saturation)
    await user.type(saturation, '-7')
    await user.tab()
    expect(saturation).toHaveValue(0)
  })

  it('shows the preview size and colour count, and hands over the refined image', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<RefinePanel source={source} confirmLabel="Import" onConfirm={onConfirm} onCancel={vi.fn()} />)
    expect(screen.getByText('3 × 2 px · 5 colours')).toBeInTheDocument()
    const preview = screen.getByRole('img', { name: 'Refined preview' })
    expect(preview).toHaveAttribute('data-width', '3')
    expect(preview.parentElement).toHaveStyle({ width: '300px', height: '300px' })

    const colours = screen.getByRole('spinbutton', { name: 'Colours' })
    await user.clear(colours)
    await user.type(colours, '2')
    await user.tab()
    expect(await screen.findByText('3 × 2 px · 2 colours')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Import' }))
    const refined = onConfirm.mock.calls[0]?.[0] as RGBAImage
    expect([refined.width, refined.height]).toEqual([3, 2])
    // The transparent pixel stays transparent.
    expect(refined.data[4 * 4 + 3]).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(colours).toHaveValue(12)
  })
})
