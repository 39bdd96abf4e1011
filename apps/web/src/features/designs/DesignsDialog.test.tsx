import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { DesignsDialog } from './DesignsDialog.tsx'
import { DRAW_FIRST, EMPTY_DESIGNS_TEXT } from './EmptyDesigns.tsx'
import { Pager } from './Pager.tsx'
import { makeDesign, paged } from './test-designs.ts'

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

describe('pager', () => {
  it('stays hidden while everything fits on one page', () => {
    render(<Pager page={1} count={24} pageSize={24} onPageChange={() => undefined} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it("shows 'Page x / y' and moves with Previous and Next", async () => {
    const onPageChange = vi.fn()
    const { rerender } = render(<Pager page={1} count={50} pageSize={24} onPageChange={onPageChange} />)
    expect(screen.getByText('Page 1 / 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPageChange).toHaveBeenCalledWith(2)
    rerender(<Pager page={3} count={50} pageSize={24} onPageChange={onPageChange} />)
    expect(screen.getByText('Page 3 / 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPageChange).toHaveBeenLastCalledWith(2)
  })
})

describe('designs modal', () => {
  it('pages through My Designs', async () => {
    // The pager follows the count; the fake pages need not be full.
    const first = [makeDesign(), makeDesign()]
    const second = [makeDesign({ title: 'Last one' })]
    const server = fakeServer({
      'GET /api/pixel-art/my-art/': (req) => ({
        status: 200,
        body: req.path.includes('page=2') ? paged(second, 25) : paged(first, 25),
      }),
    })
    renderWithApp(<DesignsDialog open onOpenChange={() => undefined} onSelect={() => undefined} />, {
      user: SAMPLE_USER,
    })
    expect(await screen.findByText('Page 1 / 2')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('article', { name: 'Last one' })).toBeInTheDocument()
    expect(screen.getByText('Page 2 / 2')).toBeInTheDocument()
    expect(server.requests.some((r) => r.path === '/api/pixel-art/my-art/?page=2')).toBe(true)
  })

  it('searches after the typing settles and starts at page 1 again', async () => {
    const server = fakeServer({
      'GET /api/pixel-art/my-art/': (req) => ({
        status: 200,
        body: req.path.includes('search=zzz') ? paged([]) : paged([makeDesign()]),
      }),
    })
    renderWithApp(<DesignsDialog open onOpenChange={() => undefined} onSelect={() => undefined} />, {
      user: SAMPLE_USER,
    })
    await screen.findByRole('article')
    await userEvent.type(screen.getByLabelText('Search designs'), 'zzz')
    expect(await screen.findByText('No designs found.', {}, { timeout: 2000 })).toBeInTheDocument()
    const searches = server.requests.filter((r) => r.path.includes('search='))
    // Debounced: one request for the whole word, not one per letter.
    expect(searches.map((r) => r.path)).toEqual(['/api/pixel-art/my-art/?search=zzz'])
  })

  it('shows an empty My Designs as one sentence and the way to a first design, which closes the modal', async () => {
    fakeServer({ 'GET /api/pixel-art/my-art/': { status: 200, body: paged([]) } })
    const onOpenChange = vi.fn()
    renderWithApp(<DesignsDialog open onOpenChange={onOpenChange} onSelect={() => undefined} />, {
      user: SAMPLE_USER,
    })
    expect(await screen.findByText(EMPTY_DESIGNS_TEXT)).toBeInTheDocument()
    // Nothing to search yet.
    expect(screen.queryByLabelText('Search designs')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: DRAW_FIRST }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('shows a list error as red text with its message', async () => {
    fakeServer({ 'GET /api/pixel-art/my-art/': { status: 500, body: { detail: 'boom' } } })
    renderWithApp(<DesignsDialog open onOpenChange={() => undefined} onSelect={() => undefined} />, {
      user: SAMPLE_USER,
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error')
  })

  it('hands the selected design over', async () => {
    const design = makeDesign({ title: 'Pick me' })
    fakeServer({ 'GET /api/pixel-art/my-art/': { status: 200, body: paged([design]) } })
    const onSelect = vi.fn()
    renderWithApp(<DesignsDialog open onOpenChange={() => undefined} onSelect={onSelect} />, {
      user: SAMPLE_USER,
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Open Pick me' }))
    expect(onSelect).toHaveBeenCalledWith(design)
  })

  it('opens the login when an anonymous visitor asks for My Designs', async () => {
    fakeServer({ 'GET /api/pixel-art/': { status: 200, body: paged([makeDesign({ owner: 99 })]) } })
    renderWithApp(<DesignsDialog open onOpenChange={() => undefined} onSelect={() => undefined} />, {
      user: null,
    })
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true')
    await screen.findByRole('article')
    await userEvent.click(screen.getByRole('tab', { name: 'My Designs' }))
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument()
    // Until the login succeeds, the modal below stays on Discover (hidden from the tree behind the login).
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Discover', hidden: true })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    )
  })
})
