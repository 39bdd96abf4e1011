import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
afterEach(() => localStorage.clear())

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

// Each preview plans both fill methods; on a busy machine that takes a few seconds in jsdom.
describe('EmbroideryDialog', { timeout: 20_000 }, () => {
  it('starts at stitch size 2 and scale 1 with Download and Cancel', async () => {
    const { stitchSize, scale, download, dialog, onOpenChange } = renderDialog(source(8))
    expect(stitchSize).toHaveValue(2)
    expect(stitchSize).toHaveAttribute('step', '0.1')
    expect(stitchSize).toHaveAttribute('min', '1.5')
    expect(stitchSize).toHaveAttribute('max', '2.5')
    expect(scale).toHaveValue(1)
    expect(download).toBeEnabled()
    // The live preview: stitch count, stitched size, hoop, time and the spools in sewing order.
    await waitFor(
      () =>
        expect(within(dialog).getByTestId('embroidery-size')).toHaveTextContent(
          /^1[56](\.\d)? × 1[56](\.\d)? mm/,
        ),
      {
        timeout: 5000,
      },
    )
    expect(within(dialog).getByTestId('embroidery-stitch-count').textContent).toMatch(/^[\d,]+$/)
    expect(within(dialog).getByTestId('embroidery-hoop')).toHaveTextContent('Brother 10×10 cm')
    expect(within(dialog).getByTestId('embroidery-time')).toHaveTextContent(/≈ \d+ min/)
    const threads = within(dialog).getByRole('list', { name: 'Threads, in sewing order' })
    expect(within(threads).getAllByRole('listitem')).toHaveLength(2)
    expect(threads).toHaveTextContent('#d32f2f')
    expect(threads).toHaveTextContent('#1565c0')
    expect(threads).toHaveTextContent(/ΔE \d+\.\d/)
    // Both fills with their figures, to choose between.
    expect(within(dialog).getByTestId('method-satin-blocks')).toHaveTextContent(/[\d,]+ stitches · \d+ min/)
    expect(within(dialog).getByTestId('method-tatami')).toHaveTextContent(/[\d,]+ stitches · \d+ min/)
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

  it('names the smallest hoop that fits, and refuses a design larger than the largest hoop', async () => {
    const { stitchSize, dialog, download } = renderDialog(source(48))
    // 48 × 2 = 96 mm: the 10×10 cm hoop.
    await waitFor(
      () => expect(within(dialog).getByTestId('embroidery-hoop')).toHaveTextContent('Brother 10×10 cm'),
      {
        timeout: 5000,
      },
    )
    expect(within(dialog).queryByTestId('hoop-warning')).not.toBeInTheDocument()

    await userEvent.clear(stitchSize)
    await userEvent.type(stitchSize, '2.5')
    await waitFor(() =>
      expect(within(dialog).getByTestId('embroidery-hoop')).toHaveTextContent('Brother 13×18 cm'),
    )
    expect(download).toBeEnabled()
  })

  it('says what to change when the design is too big for every hoop of the machine', async () => {
    const { dialog, download } = renderDialog(source(128))
    await waitFor(
      () =>
        expect(within(dialog).getByTestId('hoop-warning')).toHaveTextContent(
          /stitches out at 25\d(\.\d)? × 25\d(\.\d)? mm, larger than the largest Brother hoop \(200 × 300 mm\)\. Use a smaller stitch size or scale 1\./,
        ),
      { timeout: 5000 },
    )
    expect(download).toBeDisabled()
  })

  it('marks hoops of unconfirmed size, and chooses a confirmed one when one fits', async () => {
    const { dialog } = renderDialog(source(8))
    await userEvent.selectOptions(within(dialog).getByLabelText('My machine is a …'), 'bernina')
    // 16 mm fits Bernina's small hoop, but its size is unconfirmed: the documented large oval is chosen.
    await waitFor(
      () => expect(within(dialog).getByTestId('embroidery-hoop')).toHaveTextContent('Bernina large oval'),
      { timeout: 5000 },
    )
    expect(within(dialog).queryByTestId('hoop-unverified')).not.toBeInTheDocument()
    const small = within(dialog).getByRole('option', { name: /Bernina small/ })
    expect(small).toHaveTextContent('(size unconfirmed)')
    expect(within(dialog).getByRole('option', { name: /large oval/ })).not.toHaveTextContent('unconfirmed')

    await userEvent.selectOptions(within(dialog).getByLabelText('Hoop'), 'bernina-small')
    expect(within(dialog).getByTestId('hoop-unverified')).toHaveTextContent(
      "Bernina small 7.2×5 cm: size not confirmed by the maker — measure your hoop's sewing field.",
    )
  })

  it('takes the format from the machine, remembers the machine, and sends the choices', async () => {
    const generate = vi
      .fn()
      .mockResolvedValue({ data: btoa('JEF'), file_name: 'design_1.jef', format: 'jef' })
    const save = vi.fn()
    const first = renderDialog(source(8), { api: { generate }, save })
    await userEvent.selectOptions(within(first.dialog).getByLabelText('My machine is a …'), 'janome')
    expect(screen.getByRole('dialog', { name: 'Generate Embroidery File (JEF)' })).toBeInTheDocument()
    await userEvent.selectOptions(within(first.dialog).getByLabelText('Hoop'), 'janome-sq14')
    await userEvent.click(within(first.dialog).getByRole('radio', { name: /Tatami fill/ }))
    await userEvent.click(within(first.dialog).getByRole('checkbox', { name: /Zip with thread list/ }))
    await waitFor(
      () => expect(within(first.dialog).getByTestId('embroidery-hoop')).toHaveTextContent('SQ14'),
      {
        timeout: 5000,
      },
    )
    const link = within(first.dialog).getByTestId('production-sheet-link')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('href')).toBe(
      `/api/pixel-art/${UUID}/embroidery-sheet/?stitch_size=2.00&scale=1&format=jef&machine=janome&hoop=janome-sq14&thread_chart=brother&method=tatami`,
    )
    await userEvent.click(first.download)
    await screen.findByText('Embroidery file generated successfully!')
    expect(generate).toHaveBeenCalledWith({
      pixelArtUuid: UUID,
      stitchSize: 2,
      scale: 1,
      format: 'jef',
      machine: 'janome',
      hoop: 'janome-sq14',
      threadChart: 'brother',
      method: 'tatami',
      package: 'zip',
    })
    expect(save.mock.calls[0]?.[2]).toBe('application/zip')
    first.unmount()

    // Opened again: the machine and the zip choice are remembered; the hoop starts at "smallest that fits".
    renderWithApp(<EmbroideryDialog open onOpenChange={vi.fn()} source={source(8)} />)
    const again = screen.getByRole('dialog', { name: 'Generate Embroidery File (JEF)' })
    expect(within(again).getByLabelText('My machine is a …')).toHaveValue('janome')
    expect(within(again).getByLabelText('Hoop')).toHaveValue('')
    expect(within(again).getByRole('checkbox', { name: /Zip with thread list/ })).toBeChecked()
  })

  it('refuses a stitch size off the 0.1 steps', async () => {
    const { stitchSize, dialog, download } = renderDialog(source(8))
    await userEvent.clear(stitchSize)
    await userEvent.type(stitchSize, '2.15')
    expect(within(dialog).getByText('Enter a number between 1.5 and 2.5 in steps of 0.1')).toBeInTheDocument()
    expect(download).toBeDisabled()
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
    expect(generate).toHaveBeenCalledWith(
      expect.objectContaining({
        pixelArtUuid: UUID,
        stitchSize: 2.3,
        scale: 1,
        format: 'pes',
        package: 'file',
      }),
    )
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
