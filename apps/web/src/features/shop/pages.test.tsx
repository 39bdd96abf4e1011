import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NOT_FOUND_DESIGN_UUID } from '@threadbit/contracts'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp } from '../../test/render.tsx'
import { makeDesign, paged } from '../designs/test-designs.ts'
import ApparelPage from './ApparelPage.tsx'
import DiscoverPage from './DiscoverPage.tsx'
import {
  createSelectionStore,
  SelectionContext,
  toSelectedDesign,
  type SelectionStore,
} from './selection-store.ts'
import SharedProductPage from './SharedProductPage.tsx'
import { makeTee } from './test-products.ts'

const MISSING = '11111111-1111-4111-8111-111111111111'

function renderAt(path: string, store: SelectionStore = createSelectionStore(null)) {
  const wrap = (element: React.ReactNode) => <SelectionContext value={store}>{element}</SelectionContext>
  return {
    store,
    ...renderWithApp(null, {
      path,
      user: null,
      routes: [
        { path: '/apparel', element: wrap(<ApparelPage />) },
        { path: '/apparel/:artUuid', element: wrap(<ApparelPage />) },
        { path: '/discover', element: wrap(<DiscoverPage />) },
        { path: '/shared-product/:payload', element: wrap(<SharedProductPage />) },
      ],
    }),
  }
}

beforeEach(() => {
  fakeServer({
    'GET /api/products/': { status: 200, body: [makeTee()] },
    [`GET /api/pixel-art/${MISSING}/`]: { status: 404, body: { detail: 'Not found.' } },
    [`GET /api/pixel-art/${NOT_FOUND_DESIGN_UUID}/`]: {
      status: 200,
      body: makeDesign({ uuid: NOT_FOUND_DESIGN_UUID, title: '404 NOT FOUND' }),
    },
    'GET /api/pixel-art/': { status: 200, body: paged([]) },
  })
})

describe('shop pages', () => {
  it('sends an invalid shared payload to the not-found design', async () => {
    const { router } = renderAt('/shared-product/not*base64!')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apparel/${NOT_FOUND_DESIGN_UUID}`))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('sends a missing design to the not-found design', async () => {
    const { router } = renderAt(`/apparel/${MISSING}`)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apparel/${NOT_FOUND_DESIGN_UUID}`))
    expect(await screen.findByRole('heading', { name: '404 NOT FOUND' })).toBeInTheDocument()
  })

  it('logs other load errors and stops loading with red text', { timeout: 10_000 }, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fakeServer({ [`GET /api/pixel-art/${MISSING}/`]: { status: 500, body: 'boom' } })
    renderAt(`/apparel/${MISSING}`)
    // Server errors are retried twice (about 3 s) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(/.+/)
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('takes /apparel to the selected design', async () => {
    const store = createSelectionStore(null)
    const design = makeDesign({ title: 'Heart' })
    store.selectDesign(toSelectedDesign(design))
    const { router } = renderAt('/apparel', store)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apparel/${design.uuid}`))
  })

  it('clears the apparel selection on Discover without fits', async () => {
    const store = createSelectionStore(null)
    store.selectApparel({ productId: 1, productName: 'Classic Tee', imageUrl: '' })
    renderAt('/discover', store)
    await waitFor(() => expect(store.get().apparel).toBeNull())
    expect(screen.getByRole('heading', { name: 'Design First' })).toBeInTheDocument()
  })

  it('selects the apparel of the fits parameter and shows Now Pick Design', async () => {
    const { store } = renderAt('/discover?fits=1')
    expect(await screen.findByRole('heading', { name: 'Now Pick Design' })).toBeInTheDocument()
    await waitFor(() => expect(store.get().apparel?.productId).toBe(1))
    expect(screen.getByRole('link', { name: /Back to Apparel/ })).toHaveAttribute('href', '/apparel')
  })
})
