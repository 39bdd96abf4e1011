import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SCALE2_TOO_LARGE_MESSAGE, SCALE_MESSAGE, STITCH_SIZE_MESSAGE } from '@threadbit/contracts'
import { encodeRGBAToPNG } from '@threadbit/pixelart'
import { pngBytesToDataUrl } from '../designs/design-codec.ts'
import { renderWithApp } from '../../test/render.tsx'
import type { DownloadEmbroideryDeps } from './download-embroidery.ts'
import { EmbroideryDialog } from './EmbroideryDialog.tsx'
import type { EmbroiderySource } from './embroidery-source.ts'

const UUID = '33333333-3333-4333-8333-333333333333'

// jsdom has no 2D canvas: the preview is checked through its numbers here, and by eye in Playwright.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

/** A square design: left half red, right half blue. */
function source(size: number, overrides: Partial<EmbroiderySource> = {}): EmbroiderySource {
  const data = new Uint8ClampedArray(size * size * 4)
  for (let i = 0; i < size * size; i++) {
    data.set(i % size < size / 2 ? [211, 47, 47, 255] : [21, 101, 192, 255], i * 4)
  }
  return {
    uuid: UUID,
    title: 'Flag',
    pngData: pngBytesToDataUrl(encodeRGBAToPNG({ width: size, height: size, data })),
    border: false,
    borderColor: '#000000',
    columns: size,
    rows: size,
    ...overrides,
  }
}

function renderDialog(src: EmbroiderySource | null, deps: DownloadEmbroideryDeps = {}) {
  const onOpenChange = vi.fn()
  const result = renderWithApp(<EmbroideryDialog open onOpenChange={onOpenChange} source={src} deps={deps} />)
  const dialog = screen.getByRole('dialog', { name: 'Generate Embroidery File (PES)' })
  return {
    ...result,
    dialog,
    onOpenChange,
    stitchSize: within(dialog).getByLabelText('Stitch size (mm)'),
    scale: within(dialog).getByLabelText('Scale factor'),
    download: within(dialog).getByRole('button', { name: 'Download' }),
  }
}

describe('EmbroideryDialog', () => {
  it('starts at stitch size 2 and scale 1 with Download and Cancel', async () => {
    const { stitchSize, scale, download, dialog, onOpenChange } = renderDialog(source(8))
    expect(stitchSize).toHaveValue(2)
    expect(stitchSize).toHaveAttribute('step', '0.1')
    expect(stitchSize).toHaveAttribute('min', '1.5')
    expect(stitchSize).toHaveAttribute('max', '2.5')
    expect(scale).toHaveValue(1)
    expect(download).toBeEnabled()
    // The live preview: stitch count, size and the threads in sewing order.
    await waitFor(
      () => expect(within(dialog).getByTestId('embroidery-size')).toHaveTextContent('16 × 16 mm'),
      {
        timeout: 5000,
      },
    )
    expect(within(dialog).getByTestId('embroidery-stitch-count').textContent).toMatch(/^[\d,]+$/)
    const threads = within(dialog).getByRole('list', { name: 'Thread colours, in sewing order' })
    expect(within(threads).getAllByRole('listitem')).toHaveLength(2)
    expect(threads).toHaveTextContent('#d32f2f')
    expect(threads).toHaveTextContent('#1565c0')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('shows the stitch size message and disables Download while the value is out of range', async () => {
    const { stitchSize, download, dialog } = renderDialog(source(8))
    for (const bad of ['1.4', '2.6', '']) {
      await userEvent.clear(stitchSize)
      if (bad) await userEvent.type(stitchSize, bad)
      expect(within(dialog).getByText(STITCH_SIZE_MESSAGE)).toBeInTheDocument()
      expect(stitchSize).toHaveAttribute('aria-invalid', 'true')
      expect(download).toBeDisabled()
    }
    await userEvent.clear(stitchSize)
    await userEvent.type(stitchSize, '1.5')
    expect(within(dialog).queryByText(STITCH_SIZE_MESSAGE)).not.toBeInTheDocument()
    expect(download).toBeEnabled()
  })

  it('shows the scale message for anything but 1 or 2, and refuses 2 above 32×32', async () => {
    const small = renderDialog(source(8))
    for (const bad of ['3', '0', '1.5']) {
      await userEvent.clear(small.scale)
      await userEvent.type(small.scale, bad)
      expect(within(small.dialog).getByText(SCALE_MESSAGE)).toBeInTheDocument()
      expect(small.download).toBeDisabled()
    }
    await userEvent.clear(small.scale)
    await userEvent.type(small.scale, '2')
    expect(within(small.dialog).queryByText(SCALE_MESSAGE)).not.toBeInTheDocument()
    expect(small.download).toBeEnabled()
    small.unmount()

    const large = renderDialog(source(40))
    await userEvent.clear(large.scale)
    await userEvent.type(large.scale, '2')
    expect(within(large.dialog).getByText(SCALE2_TOO_LARGE_MESSAGE)).toBeInTheDocument()
    expect(large.download).toBeDisabled()
  })

  it('warns with the hoop the design needs, or that it is too big for all', async () => {
    const { stitchSize, dialog } = renderDialog(source(48))
    // 48 × 2 = 96 mm: fits the 100×100 hoop.
    await waitFor(
      () => expect(within(dialog).getByTestId('embroidery-size')).toHaveTextContent('96 × 96 mm'),
      {
        timeout: 5000,
      },
    )
    expect(within(dialog).queryByTestId('hoop-warning')).not.toBeInTheDocument()
    expect(within(dialog).getByText(/fits the 100×100 mm hoop/)).toBeInTheDocument()

    await userEvent.clear(stitchSize)
    await userEvent.type(stitchSize, '2.5')
    await waitFor(() =>
      expect(within(dialog).getByTestId('embroidery-size')).toHaveTextContent('120 × 120 mm'),
    )
    expect(within(dialog).getByTestId('hoop-warning')).toHaveTextContent(
      'larger than the 100×100 mm hoop: it needs a 130×180 mm hoop or larger',
    )
  })

  it('says when the design is too big for every common Brother hoop', async () => {
    const { dialog } = renderDialog(source(128))
    await waitFor(
      () =>
        expect(within(dialog).getByTestId('hoop-warning')).toHaveTextContent(
          'too big for all common Brother hoops',
        ),
      { timeout: 5000 },
    )
    expect(within(dialog).getByTestId('embroidery-size')).toHaveTextContent('256 × 256 mm')
  })

  it('downloads the file under the server name with the spec toasts, then closes', async () => {
    const generate = vi.fn().mockResolvedValue({
      data: btoa('#PES0060rest'),
      file_name: 'design_1700000000000.pes',
      format: 'pes',
      stitch_count: 10,
      color_count: 2,
      width_mm: 16,
      height_mm: 16,
    })
    const save = vi.fn()
    const { stitchSize, download, onOpenChange } = renderDialog(source(8), { api: { generate }, save })
    await userEvent.clear(stitchSize)
    await userEvent.type(stitchSize, '2.3')
    await userEvent.click(download)
    expect(await screen.findByText('Embroidery file generated successfully!')).toBeInTheDocument()
    expect(generate).toHaveBeenCalledWith({ pixelArtUuid: UUID, stitchSize: 2.3, scale: 1 })
    const [bytes, name] = save.mock.calls[0] as [Uint8Array, string]
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe('#PES0060')
    expect(name).toBe('design_1700000000000.pes')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('reports an answer without data, a failure and a missing design', async () => {
    const generate = vi.fn().mockResolvedValueOnce({ data: '', file_name: 'x.pes' })
    const save = vi.fn()
    const first = renderDialog(source(8), { api: { generate }, save })
    await userEvent.click(first.download)
    expect(await screen.findByText('No data received from server.')).toBeInTheDocument()
    generate.mockRejectedValueOnce(new Error('boom'))
    await userEvent.click(first.download)
    expect(await screen.findByText('Failed to generate embroidery file.')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
    expect(first.onOpenChange).not.toHaveBeenCalled()
    first.unmount()

    const none = renderDialog(source(8, { uuid: null }), { api: { generate }, save })
    await userEvent.click(none.download)
    expect(await screen.findByText('No art selected for embroidery generation.')).toBeInTheDocument()
    expect(generate).toHaveBeenCalledTimes(2)
  })
})
