import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp } from '../../test/render.tsx'
import { BuiltinCartProvider } from './BuiltinCartProvider.tsx'
import { CART_STORAGE_KEY, loadCart, serializeCart } from './cart-storage.ts'
import type { CartLine } from './cart-line.ts'
import { makeAddInput, makeLine, makeProduct, makeSaved, PAP_UUID } from './test-cart.ts'
import { useCart } from './use-cart.ts'

const ORDER_UUID = '9f3c2a10-1111-4222-8333-444444444444'
const anonymous = { 'GET /api/auth/session/': { status: 200, body: { user: null } } }
const catalogue = { 'GET /api/products/': { status: 200, body: [makeProduct()] } }

function Probe() {
  const cart = useCart()
  return (
    <div>
      <span data-testid="count">{cart.count}</span>
      <button type="button" onClick={cart.open}>
        Open cart
      </button>
      <button type="button" onClick={() => void cart.add(makeAddInput({ quantity: 2 }))}>
        Add tee
      </button>
    </div>
  )
}

function setup(routes: Parameters<typeof fakeServer>[0] = {}, lines: CartLine[] = []) {
  if (lines.length > 0) localStorage.setItem(CART_STORAGE_KEY, serializeCart(lines))
  const server = fakeServer({ ...anonymous, ...catalogue, ...routes })
  renderWithApp(
    <BuiltinCartProvider>
      <Probe />
    </BuiltinCartProvider>,
    { user: null },
  )
  return { server, user: userEvent.setup() }
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open cart' }))
  return screen.findByRole('dialog', { name: 'Your cart' }, { timeout: 5000 })
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('built-in cart', () => {
  it('saves the art-on-product, adds the line, reports it and opens the drawer', async () => {
    const input = makeAddInput()
    const { server, user } = setup({
      'POST /api/pixel-art-products/': { status: 201, body: makeSaved(input) },
    })
    await user.click(screen.getByRole('button', { name: 'Add tee' }))
    // The drawer is a lazy chunk: on a busy machine it can take longer than the default second.
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' }, { timeout: 5000 })
    expect(server.last('POST', '/api/pixel-art-products/')?.body).toEqual({
      art_uuid: input.design.uuid,
      product_color_id: 31,
      placement_x: 0.5,
      placement_y: 0.25,
      stitch_size: 1.75,
      scale_factor: 2,
    })
    expect(screen.getByTestId('count')).toHaveTextContent('2')
    const line = within(drawer).getByTestId('cart-line')
    expect(within(line).getByText('Classic Tee | Cat')).toBeInTheDocument()
    expect(within(line).getByText('Black')).toBeInTheDocument()
    // No catalogue preset sits at 0.50,0.25; a 1 × 1 design at 1.75 mm × 2 is 3.5 mm wide.
    expect(await within(line).findByText('Custom position')).toBeInTheDocument()
    expect(within(line).getByText('0.4 × 0.4 cm (0.1 × 0.1 in)')).toBeInTheDocument()
    expect(within(line).queryByText('0.50,0.25')).not.toBeInTheDocument()
    expect(line.querySelector('img')).toHaveAttribute('src', `/api/pixel-art-products/${PAP_UUID}/image/`)
    expect(await within(drawer).findByTestId('cart-subtotal')).toHaveTextContent('$64')
    expect(loadCart()).toHaveLength(1)
  })

  it('adds nothing and says so when the art-on-product cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = setup({
      'POST /api/pixel-art-products/': { status: 400, body: { placement_x: ['Must be between 0 and 1.'] } },
    })
    await user.click(screen.getByRole('button', { name: 'Add tee' }))
    expect(
      await screen.findByText('Could not add this to your cart: Must be between 0 and 1.'),
    ).toBeInTheDocument()
    expect(screen.getByTestId('count')).toHaveTextContent('0')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(loadCart()).toEqual([])
  })

  it('shows an empty cart with a way to the apparel', async () => {
    const { user } = setup()
    const drawer = await openDrawer(user)
    expect(within(drawer).getByText(/Your cart is empty/)).toBeInTheDocument()
    expect(within(drawer).getByRole('link', { name: 'Shop Apparel' })).toHaveAttribute('href', '/apparel')
  })

  it('steps the quantity between 1 and 20 and updates the subtotal', async () => {
    const { user } = setup({}, [makeLine({ quantity: 19 })])
    const drawer = await openDrawer(user)
    expect(await within(drawer).findByTestId('cart-subtotal')).toHaveTextContent('$608')
    const increase = within(drawer).getByRole('button', { name: 'Increase quantity' })
    await user.click(increase)
    expect(within(drawer).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(20)
    expect(increase).toBeDisabled()
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('$640')
    expect(screen.getByTestId('count')).toHaveTextContent('20')
  })

  it('removes a line', async () => {
    const { user } = setup({}, [makeLine()])
    const drawer = await openDrawer(user)
    await user.click(within(drawer).getByRole('button', { name: 'Remove Classic Tee | Cat' }))
    expect(within(drawer).getByText(/Your cart is empty/)).toBeInTheDocument()
    expect(loadCart()).toEqual([])
  })

  it('blocks the checkout while a line is sold out', async () => {
    const { user } = setup({}, [makeLine({ skuId: 301, size: 'S' })])
    const drawer = await openDrawer(user)
    expect(
      await within(drawer).findByText('No longer available in this colour and size.'),
    ).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: 'Place test order' })).toBeDisabled()
  })
})

describe('test checkout', () => {
  it('asks for a name and a valid e-mail with the contract messages', async () => {
    const { user, server } = setup({}, [makeLine()])
    const drawer = await openDrawer(user)
    expect(within(drawer).getByText(/no payment is taken/)).toBeInTheDocument()
    await user.type(within(drawer).getByLabelText('Email'), 'not-an-email')
    await user.click(within(drawer).getByRole('button', { name: 'Place test order' }))
    expect(await within(drawer).findByText('This field may not be blank.')).toBeInTheDocument()
    expect(within(drawer).getByText('Enter a valid email address.')).toBeInTheDocument()
    expect(server.last('POST', '/api/orders/checkout/')).toBeUndefined()
  })

  it('places the order, empties the cart and shows the confirmation', async () => {
    const { user, server } = setup(
      {
        'POST /api/orders/checkout/': {
          status: 201,
          body: { uuid: ORDER_UUID, total_cents: 6400, items: [] },
        },
      },
      [makeLine({ quantity: 2 })],
    )
    const drawer = await openDrawer(user)
    await user.type(within(drawer).getByLabelText('Name'), 'Ada Lovelace')
    await user.type(within(drawer).getByLabelText('Email'), 'ada@example.com')
    await user.click(within(drawer).getByRole('button', { name: 'Place test order' }))
    const confirmation = await screen.findByTestId('order-confirmation')
    expect(server.last('POST', '/api/orders/checkout/')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      items: [
        {
          sku_id: 302,
          art_uuid: '00000000-0000-4000-8000-000000000001',
          product_color_id: 31,
          placement_x: 0.5,
          placement_y: 0.25,
          stitch_size: 1.75,
          scale_factor: 2,
          quantity: 2,
        },
      ],
    })
    expect(within(confirmation).getByTestId('order-number')).toHaveTextContent('9F3C2A10')
    expect(within(confirmation).getByTestId('order-total')).toHaveTextContent('$64')
    expect(
      within(confirmation).getByText('We sent a link to review your order to ada@example.com'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Order placed' })).toBeInTheDocument()
    expect(screen.getByTestId('count')).toHaveTextContent('0')
    expect(loadCart()).toEqual([])

    await user.click(within(confirmation).getByRole('button', { name: 'Continue shopping' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await openDrawer(user)).toHaveTextContent(/Your cart is empty/)
  })

  it("shows the server's field messages and keeps the cart", async () => {
    const { user } = setup(
      {
        'POST /api/orders/checkout/': {
          status: 400,
          body: {
            email: ['Enter a valid email address.'],
            items: ['This size is out of stock.'],
          },
        },
      },
      [makeLine()],
    )
    const drawer = await openDrawer(user)
    await user.type(within(drawer).getByLabelText('Name'), 'Ada')
    await user.type(within(drawer).getByLabelText('Email'), 'ada@example.com')
    await user.click(within(drawer).getByRole('button', { name: 'Place test order' }))
    const emailError = await within(drawer).findByText('Enter a valid email address.')
    expect(within(drawer).getByLabelText('Email')).toHaveAttribute('aria-describedby', emailError.id)
    expect(within(drawer).getByText('This size is out of stock.')).toBeInTheDocument()
    expect(loadCart()).toHaveLength(1)
  })

  it('says when the server cannot be reached', async () => {
    const { user } = setup({ 'POST /api/orders/checkout/': { status: 502 } }, [makeLine()])
    const drawer = await openDrawer(user)
    await user.type(within(drawer).getByLabelText('Name'), 'Ada')
    await user.type(within(drawer).getByLabelText('Email'), 'ada@example.com')
    await user.click(within(drawer).getByRole('button', { name: 'Place test order' }))
    expect(
      await within(drawer).findByText('Your order could not be placed. Please try again.'),
    ).toBeInTheDocument()
  })
})
