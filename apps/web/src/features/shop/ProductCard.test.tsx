import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp } from '../../test/render.tsx'
import type { Cart } from '../cart/cart-types.ts'
import { CartContext } from '../cart/use-cart.ts'
import { makeDesign } from '../designs/test-designs.ts'
import { ProductCard } from './ProductCard.tsx'
import { makeCap, makeTee } from './test-products.ts'

function fakeCart(): Cart {
  return { kind: 'builtin', count: 0, ready: true, add: vi.fn(async () => undefined), open: vi.fn() }
}

function renderCard(product = makeTee(), cart = fakeCart(), isFirst = false) {
  const design = makeDesign({ rows: 16, columns: 16, title: 'Pixel Heart' })
  renderWithApp(
    <CartContext value={cart}>
      <ProductCard product={product} design={design} isFirst={isFirst} />
    </CartContext>,
    { user: null },
  )
  return { cart, design, product }
}

const addButton = () => screen.getByRole('button', { name: /Add to Cart/ })
const placed = () => screen.getByTestId('placed-design')

beforeEach(() => {
  fakeServer({
    'GET /api/reviews/': { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
  })
  // jsdom draws nothing (and says so on every canvas); the placement is read from the design's data attributes.
  HTMLCanvasElement.prototype.getContext = () => null
  // jsdom does not scroll; the card scrolls itself into view when editing starts.
  Element.prototype.scrollIntoView = () => undefined
  // Radix's slider measures its thumb; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

describe('ProductCard', () => {
  it('shows the product with its price in whole dollars', () => {
    renderCard()
    expect(screen.getByRole('heading', { name: 'Classic Tee' })).toBeInTheDocument()
    expect(screen.getByTestId('price')).toHaveTextContent('From $32')
  })

  it('shows the first card garment photo at once (it is preloaded); others fade in once loaded', () => {
    const photo = () => document.querySelector<HTMLImageElement>('img[draggable="false"]')!
    renderCard(makeTee(), fakeCart(), true)
    expect(photo().getAttribute('fetchpriority')).toBe('high')
    expect(photo().className).toMatch(/loaded/)
    document.body.innerHTML = ''
    renderCard()
    expect(photo().className).not.toMatch(/loaded/)
    fireEvent.load(photo())
    expect(photo().className).toMatch(/loaded/)
  })

  it('enables Add to Cart only once a size is chosen', async () => {
    const user = userEvent.setup()
    renderCard()
    expect(addButton()).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'L' }))
    expect(addButton()).toBeEnabled()
    expect(screen.getByTestId('price')).toHaveTextContent('$35')
  })

  it('keeps the size on a colour change only when it is in stock there', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(screen.getByRole('radio', { name: 'M' }))
    await user.click(screen.getByRole('radio', { name: 'Red' }))
    expect(screen.getByRole('radio', { name: 'L' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'M, out of stock' })).toBeDisabled()
    expect(addButton()).toBeDisabled()

    await user.click(screen.getByRole('radio', { name: 'L' }))
    await user.click(screen.getByRole('radio', { name: 'White' }))
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked()
    expect(addButton()).toBeEnabled()
  })

  it('selects the in-stock sku of a product without sizes by itself', () => {
    renderCard(makeCap())
    expect(screen.queryByRole('group', { name: /Size/ })).not.toBeInTheDocument()
    expect(addButton()).toBeEnabled()
  })

  it('hands the configured product to the cart', async () => {
    const user = userEvent.setup()
    const { cart, design, product } = renderCard()
    await user.click(screen.getByRole('radio', { name: 'Navy' }))
    await user.click(screen.getByRole('radio', { name: 'S' }))
    await user.click(addButton())
    const navy = product.colors[1]
    expect(cart.add).toHaveBeenCalledWith({
      product,
      color: navy,
      sku: navy?.skus[0],
      design,
      placement: { placement_x: 0.5, placement_y: 0.3, stitch_size: 1.5, scale_factor: 1 },
    })
  })

  it('keeps placement changes on Accept', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(screen.getByRole('button', { name: /Edit Size & Placement/ }))
    const panel = await screen.findByTestId('placement-editor')
    await user.click(within(panel).getByRole('button', { name: 'Preset 3' }))
    expect(placed()).toHaveAttribute('data-y', '0.5000')
    await user.click(within(panel).getByRole('button', { name: 'Accept' }))
    expect(screen.queryByTestId('placement-editor')).not.toBeInTheDocument()
    expect(placed()).toHaveAttribute('data-y', '0.5000')
  })

  it('reverts placement and size on Close', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(screen.getByRole('button', { name: /Edit Size & Placement/ }))
    const panel = await screen.findByTestId('placement-editor')
    await user.click(within(panel).getByRole('button', { name: 'Preset 2' }))
    screen.getByRole('slider', { name: 'Design size' }).focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(within(panel).getByTestId('pixel-size')).toHaveTextContent('1.52 mm / pixel')
    expect(placed()).not.toHaveAttribute('data-x', '0.5000')
    await user.click(within(panel).getByRole('button', { name: 'Close' }))
    expect(placed()).toHaveAttribute('data-x', '0.5000')
    expect(placed()).toHaveAttribute('data-y', '0.3000')
    await user.click(screen.getByRole('button', { name: /Edit Size & Placement/ }))
    expect(screen.getByTestId('pixel-size')).toHaveTextContent('1.50 mm / pixel')
  })

  it('moves the design with the arrow keys only in edit mode', async () => {
    const user = userEvent.setup()
    renderCard()
    expect(placed()).toHaveAttribute('aria-hidden', 'true')
    await user.click(screen.getByRole('button', { name: /Edit Size & Placement/ }))
    const handle = screen.getByRole('button', { name: /Design position/ })
    handle.focus()
    await user.keyboard('{ArrowRight}')
    expect(handle).toHaveAttribute('data-x', '0.5100')
  })

  it('shows how large the design is stitched', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(screen.getByRole('button', { name: /Edit Size & Placement/ }))
    expect(await screen.findByTestId('stitched-size')).toHaveTextContent('24 × 24 mm (0.9 × 0.9 in)')
  })
})
