import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../../test/fake-server.ts'
import { renderWithApp } from '../../../test/render.tsx'
import { CartProvider } from '../CartProvider.tsx'
import { makeAddInput, makeSaved } from '../test-cart.ts'
import { useCart } from '../use-cart.ts'
import {
  resetSnipcartLoader,
  SNIPCART_READY_EVENT,
  SNIPCART_SCRIPT_URL,
  type SnipcartSDK,
} from './snipcart-sdk.ts'

function Probe() {
  const cart = useCart()
  return (
    <div>
      <span data-testid="kind">{cart.kind}</span>
      <span data-testid="count">{cart.count}</span>
      <span data-testid="ready">{String(cart.ready)}</span>
      <button type="button" onClick={cart.open}>
        Open cart
      </button>
      <button type="button" onClick={() => void cart.add(makeAddInput())}>
        Add tee
      </button>
    </div>
  )
}

function fakeSdk() {
  let count = 1
  const listeners = new Set<() => void>()
  const sdk: SnipcartSDK = {
    api: {
      cart: {
        items: {
          add: vi.fn(async (item) => {
            count += item.quantity
            listeners.forEach((l) => l())
          }),
        },
      },
      theme: { cart: { open: vi.fn() } },
    },
    store: {
      getState: () => ({ cart: { items: { count } } }),
      subscribe: (l) => {
        listeners.add(l)
        return () => listeners.delete(l)
      },
    },
  }
  return sdk
}

/** What the real script does once loaded: attach window.Snipcart and announce it. */
function snipcartBecomesReady(sdk: SnipcartSDK) {
  act(() => {
    window.Snipcart = sdk
    document.dispatchEvent(new Event(SNIPCART_READY_EVENT))
  })
}

afterEach(() => {
  delete window.Snipcart
  document.getElementById('snipcart')?.remove()
  document.querySelectorAll('script').forEach((el) => el.remove())
  resetSnipcartLoader()
})

describe('Snipcart cart', () => {
  it('loads Snipcart on first use, then shows its count and opens its side cart', async () => {
    fakeServer()
    renderWithApp(
      <CartProvider>
        <Probe />
      </CartProvider>,
      { user: null, settings: { snipcartPublicKey: 'pk_test_123' } },
    )
    expect(screen.getByTestId('kind')).toHaveTextContent('snipcart')
    expect(screen.getByTestId('ready')).toHaveTextContent('false')
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }))
    expect(document.querySelector(`script[src="${SNIPCART_SCRIPT_URL}"]`)).not.toBeNull()
    expect(document.getElementById('snipcart')).toHaveAttribute('data-api-key', 'pk_test_123')

    const sdk = fakeSdk()
    snipcartBecomesReady(sdk)
    await waitFor(() => expect(screen.getByTestId('ready')).toHaveTextContent('true'))
    expect(screen.getByTestId('count')).toHaveTextContent('1')
    expect(sdk.api.theme.cart.open).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('adds through Snipcart after saving the art-on-product', async () => {
    const input = makeAddInput()
    const server = fakeServer({ 'POST /api/pixel-art-products/': { status: 201, body: makeSaved(input) } })
    renderWithApp(
      <CartProvider>
        <Probe />
      </CartProvider>,
      { user: null, settings: { snipcartPublicKey: 'pk_test_123' } },
    )
    const sdk = fakeSdk()
    await userEvent.click(screen.getByRole('button', { name: 'Add tee' }))
    await waitFor(() => expect(server.last('POST', '/api/pixel-art-products/')).toBeDefined())
    snipcartBecomesReady(sdk)
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'))
    expect(sdk.api.cart.items.add).toHaveBeenCalledWith(
      expect.objectContaining({
        id: '302',
        name: 'Classic Tee | Cat',
        url: '/api/rest/snipcart/products/302/',
      }),
    )
    await waitFor(() => expect(sdk.api.theme.cart.open).toHaveBeenCalled())
  })
})
