import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeSharedProduct, type PixelArtProduct, type Product } from '@threadbit/contracts'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp } from '../../test/render.tsx'
import { makeDesign, paged } from '../designs/test-designs.ts'
import { makeTee } from '../shop/test-products.ts'
import HomePage from './HomePage.tsx'

beforeAll(() => {
  // jsdom has no canvas; the hero animation then simply draws nothing.
  HTMLCanvasElement.prototype.getContext = vi.fn(() => null) as unknown as HTMLCanvasElement['getContext']
})

const TEE: Product = makeTee({
  id: 3,
  description: '',
  colors: [
    {
      id: 30,
      color_name: 'White',
      hex_code: '#ffffff',
      image_url: '/media/tee-white.webp',
      skus: [
        { id: 300, size: 'S', price: 34, price_cents: 3400, in_stock: true },
        { id: 301, size: 'M', price: 32, price_cents: 3200, in_stock: true },
      ],
    },
  ],
  placement_regions: [],
})

function pick(n: number): PixelArtProduct {
  return {
    uuid: `00000000-0000-4000-a000-00000000000${n}`,
    art: makeDesign({ title: n === 1 ? null : `Pick ${n}` }),
    product_id: 3,
    product_color_id: 30,
    image_url: `/api/pixel-art-products/${n}/render/`,
    placement_x: 0.5,
    placement_y: 0.4,
    stitch_size: 1.5,
    scale_factor: 1,
    times_ordered: 3,
    times_added_to_cart: 5,
  }
}

const PICKS = [pick(1), pick(2)]

describe('home page', () => {
  it('shows the hero, the three carousels with their cards and the reviews', async () => {
    fakeServer({
      'GET /api/products/': { status: 200, body: [TEE] },
      'GET /api/pixel-art-products/homepage/': { status: 200, body: PICKS },
      'GET /api/pixel-art/homepage/': { status: 200, body: paged([makeDesign({ title: 'Frog' })]) },
      'GET /api/reviews/': { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
    })
    renderWithApp(<HomePage />, { user: null })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Custom pixel art embroidery')

    const picks = screen.getByRole('region', { name: 'Popular picks' })
    const cards = await within(picks).findAllByTestId('art-on-product-card')
    expect(cards).toHaveLength(2)
    // An untitled design shows its fallback name; the price is the colour's lowest, in whole dollars.
    const first = within(cards[0]!)
    expect(first.getByRole('heading')).toHaveTextContent(/^Untitled #\d+$/)
    expect(first.getByText('Classic Tee')).toBeInTheDocument()
    expect(first.getByText('From $32')).toBeInTheDocument()
    const href = first.getByRole('link').getAttribute('href') ?? ''
    expect(href).toMatch(/^\/shared-product\//)
    expect(decodeSharedProduct(href.replace('/shared-product/', ''))).toEqual({
      artUuid: PICKS[0]!.art.uuid,
      productColorId: 30,
      placementX: 0.5,
      placementY: 0.4,
      stitchSize: 1.5,
      scaleFactor: 1,
    })

    const designs = screen.getByRole('region', { name: 'Start with a design' })
    expect(await within(designs).findByRole('link', { name: 'Pick apparel for Frog' })).toHaveAttribute(
      'href',
      `/apparel/${(await within(designs).findByTestId('design-card')).dataset.uuid}`,
    )

    const apparel = screen.getByRole('region', { name: 'Start with apparel' })
    expect(
      await within(apparel).findByRole('link', { name: 'Classic Tee: pick a design for it' }),
    ).toHaveAttribute('href', '/discover?fits=3')

    expect(screen.getByTestId('marketplace-reviews')).toHaveTextContent('Example reviews')
    expect(screen.queryByTestId('shop-reviews')).not.toBeInTheDocument()
  })

  it("shows the shop's own public reviews beside the marketplace ones", async () => {
    fakeServer({
      'GET /api/products/': { status: 200, body: [TEE] },
      'GET /api/pixel-art-products/homepage/': { status: 200, body: [] },
      'GET /api/pixel-art/homepage/': { status: 200, body: paged([]) },
      'GET /api/reviews/': {
        status: 200,
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 1,
              product_id: 3,
              product_name: 'Classic Tee',
              stars: 5,
              fit: 2,
              comment: 'Love it',
              alias: 'PixelFan123',
              image_url: null,
              art_uuid: pick(1).art.uuid,
              created_at: '2026-01-02T10:00:00Z',
            },
          ],
        },
      },
    })
    renderWithApp(<HomePage />, { user: null })
    const own = await screen.findByTestId('shop-reviews')
    expect(own).toHaveTextContent('PixelFan123')
    expect(own).toHaveTextContent('Classic Tee · Bigger than Expected')
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
  })

  it('shows red error text when a carousel fails to load', async () => {
    fakeServer({
      'GET /api/products/': { status: 200, body: [TEE] },
      'GET /api/pixel-art-products/homepage/': { status: 404, body: { detail: 'Not found.' } },
      'GET /api/pixel-art/homepage/': { status: 200, body: paged([]) },
      'GET /api/reviews/': { status: 200, body: { count: 0, next: null, previous: null, results: [] } },
    })
    renderWithApp(<HomePage />, { user: null })
    expect(await screen.findByRole('alert')).toBeInTheDocument()
  })
})
