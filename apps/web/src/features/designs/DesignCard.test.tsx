import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@threadbit/contracts'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { DesignCard } from './DesignCard.tsx'
import { makeDesign } from './test-designs.ts'

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const PRODUCTS = [
  { id: 1, product_name: 'Classic Tee', product_type: 'T-Shirts' },
  { id: 2, product_name: 'Heavy Tee', product_type: 'T-Shirts' },
  { id: 3, product_name: 'Dad Cap', product_type: 'Hats' },
] as Product[]

describe('design card', () => {
  it('shows the fallback title, author, staff badge and fitting product types', () => {
    fakeServer()
    const design = makeDesign({
      id: 512,
      title: null,
      owner: 1,
      owner_name: 'Threadbit',
      owner_is_staff: true,
      fitting_products: [1, 2, 3],
    })
    renderWithApp(<DesignCard design={design} products={PRODUCTS} />, { user: null })
    const card = screen.getByRole('article', { name: 'Untitled #512' })
    expect(within(card).getByText('Threadbit')).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'Threadbit Staff' })).toBeInTheDocument()
    const fits = within(card).getByRole('list', { name: 'Fits' })
    expect(
      within(fits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['T-Shirts', 'Hats'])
    // Not the owner, not staff: no privacy, delete or embroider.
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    expect(within(card).queryByTitle('Generate Embroidery File')).not.toBeInTheDocument()
  })

  it('offers staff the Embroider action, which opens the editor with the design', () => {
    fakeServer()
    const design = makeDesign({ owner: 99 })
    renderWithApp(<DesignCard design={design} />, { user: { ...SAMPLE_USER, is_staff: true } })
    const embroider = screen.getByTitle('Generate Embroidery File')
    expect(embroider).toHaveAttribute('href', `/editor?design=${design.uuid}&embroider=1`)
  })

  it('flips privacy at once and flips it back when the server refuses', async () => {
    let answer: () => void = () => undefined
    const server = fakeServer()
    const design = makeDesign()
    server.fetch.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify({ detail: 'boom' }), { status: 500 }))
        }),
    )
    renderWithApp(<DesignCard design={design} />, { user: SAMPLE_USER })
    const toggle = screen.getByRole('switch', { name: `Public: ${design.title}` })
    expect(toggle).toBeChecked()
    await userEvent.click(toggle)
    expect(toggle).not.toBeChecked()
    expect(await screen.findByText('Updating privacy...')).toBeInTheDocument()
    answer()
    expect(await screen.findByText('Failed to update privacy')).toBeInTheDocument()
    expect(screen.getByText('Oops! Something went wrong. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(toggle).toBeChecked())
  })

  it('announces the new privacy when the server accepts it', async () => {
    const design = makeDesign()
    const server = fakeServer({
      [`PATCH /api/pixel-art/${design.uuid}/`]: { status: 200, body: { ...design, is_public: false } },
    })
    renderWithApp(<DesignCard design={design} />, { user: SAMPLE_USER })
    await userEvent.click(screen.getByRole('switch'))
    expect(await screen.findByText('Your design is now private')).toBeInTheDocument()
    expect(server.last('PATCH', `/api/pixel-art/${design.uuid}/`)?.body).toEqual({ is_public: false })
    expect(screen.getByRole('switch')).not.toBeChecked()
  })

  it('deletes after the confirmation', async () => {
    const design = makeDesign()
    const server = fakeServer({ [`DELETE /api/pixel-art/${design.uuid}/`]: { status: 204 } })
    let deleted = ''
    renderWithApp(<DesignCard design={design} onDeleted={(d) => (deleted = d.uuid)} />, {
      user: SAMPLE_USER,
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: `Delete ${design.title}` }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('Are you sure you want to delete this design?')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Design deleted successfully.')).toBeInTheDocument()
    expect(server.last('DELETE', `/api/pixel-art/${design.uuid}/`)).toBeDefined()
    expect(deleted).toBe(design.uuid)
  })
})
