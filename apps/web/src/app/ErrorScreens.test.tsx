import { render, screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it, vi } from 'vitest'
import { AppErrorBoundary, RouteErrorScreen } from './ErrorScreens.tsx'

function Broken(): never {
  throw new Error('boom')
}

describe('error screens', () => {
  it("shows 'An error has occurred' when a page crashes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteErrorScreen /> },
    ])
    render(<RouterProvider router={router} />)
    // The words the user reads, not the constant they come from.
    expect(await screen.findByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument()
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
