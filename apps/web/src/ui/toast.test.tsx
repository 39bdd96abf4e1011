import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toast } from './toast.ts'
import { Toasts } from './Toasts.tsx'

describe('toasts that load sonner on first use', () => {
  it('renders nothing until the first toast, then shows it (and later ones) in the host', async () => {
    const { container } = render(<Toasts />)
    expect(container).toBeEmptyDOMElement()

    let id: string | number = ''
    await act(async () => {
      id = toast.loading('Saving your design...')
    })
    // The id is known at once, so the loading toast can be replaced before sonner has even loaded.
    expect(id).toMatch(/^toast-/)
    expect(await screen.findByText('Saving your design...')).toBeInTheDocument()

    await act(async () => {
      toast.success('Design saved successfully!', { id })
    })
    expect(await screen.findByText('Design saved successfully!')).toBeInTheDocument()
    expect(screen.queryByText('Saving your design...')).not.toBeInTheDocument()

    await act(async () => {
      toast.dismiss(id)
    })
  })

  it('keeps the given id', () => {
    expect(toast.error('Nope', { id: 'save-design' })).toBe('save-design')
  })
})
