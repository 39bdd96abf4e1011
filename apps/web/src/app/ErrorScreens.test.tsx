import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppErrorBoundary, PageErrorBoundary } from './ErrorScreens.tsx'

function Broken(): never {
  throw new Error('boom')
}

describe('error screens', () => {
  it("shows 'An error has occurred' when a page crashes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <PageErrorBoundary resetKey="/">
        <Broken />
      </PageErrorBoundary>,
    )
    // The words the user reads, not the constant they come from.
    expect(await screen.findByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument()
  })

  it('shows the next page after a crash once the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { rerender } = render(
      <PageErrorBoundary resetKey="/broken">
        <Broken />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument()
    rerender(
      <PageErrorBoundary resetKey="/faqs">
        <p>FAQs</p>
      </PageErrorBoundary>,
    )
    expect(screen.getByText('FAQs')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'An error has occurred' })).not.toBeInTheDocument()
  })

  it('catches errors outside the router too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument()
  })
})
