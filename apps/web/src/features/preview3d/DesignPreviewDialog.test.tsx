import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { encodeRGBAToPNG } from '@threadbit/pixelart'
import DesignPreviewDialog from './DesignPreviewDialog.tsx'
import { WEBGL_MISSING_TEXT } from './StitchPreview.tsx'

const png = encodeRGBAToPNG({ width: 1, height: 1, data: new Uint8ClampedArray([255, 0, 0, 255]) })
const design = {
  title: 'Heart',
  pngData: `data:image/png;base64,${btoa(String.fromCharCode(...png))}`,
  border: true,
  borderColor: '#ffffff',
}

describe('DesignPreviewDialog', () => {
  it('shows the design with cloth swatches, and explains the flat view where WebGL is missing', async () => {
    // jsdom has no WebGL: the dialog must fall back instead of crashing.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onOpenChange = vi.fn()
    render(<DesignPreviewDialog design={design} open onOpenChange={onOpenChange} />)
    expect(screen.getByRole('dialog', { name: 'Heart' })).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent(WEBGL_MISSING_TEXT)
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    expect(screen.getByRole('radio', { name: 'Tan' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Navy' }))
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
