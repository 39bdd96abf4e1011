import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RequestCard } from './RequestCard.tsx'
import { makeRequest } from './test-requests.ts'

function renderCard(overrides: Parameters<typeof makeRequest>[0]) {
  const onImport = vi.fn()
  render(
    <ul>
      <RequestCard request={makeRequest(overrides)} onImport={onImport} />
    </ul>,
  )
  return { card: screen.getByTestId('generation-card'), onImport }
}

describe('RequestCard', () => {
  it.each(['PENDING', 'PROCESSING'])('%s shows a spinner and the two-minute note, no image', (status) => {
    const { card } = renderCard({ status, processed_png_data: null })
    expect(within(card).getByText('(This could take up to 2 minutes...)')).toBeInTheDocument()
    expect(within(card).getByRole('status')).toHaveTextContent(status === 'PENDING' ? 'Queued' : 'Generating')
    expect(within(card).queryByRole('button', { name: /Import/ })).not.toBeInTheDocument()
    expect(within(card).queryByRole('img')).not.toBeInTheDocument()
  })

  it('DONE shows the image and an Import button', async () => {
    const { card, onImport } = renderCard({ status: 'DONE' })
    expect(within(card).getByRole('img', { name: 'Generated: a pixel-art sun' })).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: /^Import/ }))
    expect(onImport).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }))
  })

  it('FAILED shows an error icon and the message', () => {
    const { card } = renderCard({ status: 'FAILED', processed_png_data: null })
    expect(within(card).getByRole('img', { name: 'Failed' })).toBeInTheDocument()
    expect(
      within(card).getByText('Something went wrong with this request, please try a different prompt'),
    ).toBeInTheDocument()
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })

  it('treats an unknown status as finished', () => {
    const { card } = renderCard({ status: 'CANCELLED', processed_png_data: null })
    expect(within(card).queryByText('(This could take up to 2 minutes...)')).not.toBeInTheDocument()
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })
})
