import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { ReviewMessages, type PixelArtProduct, type Product } from '@threadbit/contracts'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp } from '../../test/render.tsx'
import { makeDesign } from '../designs/test-designs.ts'
import { makeTee } from '../shop/test-products.ts'
import ReviewPage from './ReviewPage.tsx'

const ORDER = '11111111-2222-4333-8444-555555555555'
const PATH = `/api/submit-review/${ORDER}/`

const PRODUCT: Product = makeTee({
  description: '',
  colors: [
    {
      id: 10,
      color_name: 'White',
      hex_code: '#ffffff',
      image_url: '/media/tee.webp',
      skus: [{ id: 100, size: 'M', price: 32, price_cents: 3200, in_stock: true }],
    },
  ],
  placement_regions: [],
})

function item(title: string, n: number): PixelArtProduct {
  return {
    uuid: `00000000-0000-4000-9000-00000000000${n}`,
    art: makeDesign({ title }),
    product_id: 1,
    product_color_id: 10,
    image_url: `/api/pixel-art-products/${n}/image/`,
    placement_x: 0.5,
    placement_y: 0.5,
    stitch_size: 1.5,
    scale_factor: 1,
    times_ordered: 1,
    times_added_to_cart: 0,
  }
}

function renderReviewPage() {
  return renderWithApp(null, {
    path: `/review/${ORDER}`,
    routes: [
      {
        path: '/review/:uuid',
        element: (
          <>
            <ReviewPage />
            <Toaster />
          </>
        ),
      },
      { path: '/', element: <p>Home page</p> },
    ],
  })
}

function serverWith(
  items: PixelArtProduct[] | null,
  post?: NonNullable<Parameters<typeof fakeServer>[0]>[string],
) {
  return fakeServer({
    'GET /api/products/': { status: 200, body: [PRODUCT] },
    [`GET ${PATH}`]: items ? { status: 200, body: items } : { status: 204 },
    ...(post ? { [`POST ${PATH}`]: post } : {}),
  })
}

describe('review page', () => {
  it('thanks the customer when nothing is left to review (204)', async () => {
    serverWith(null)
    renderReviewPage()
    expect(await screen.findByRole('heading', { name: ReviewMessages.thanks })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  it('says the review could not be loaded, with a toast', async () => {
    fakeServer({
      'GET /api/products/': { status: 200, body: [PRODUCT] },
      [`GET ${PATH}`]: { status: 404, body: { detail: 'Not found.' } },
    })
    renderReviewPage()
    expect(await screen.findByText(ReviewMessages.loadFailed)).toBeInTheDocument()
    expect(await screen.findByText(ReviewMessages.loadFailedToast)).toBeInTheDocument()
  })

  it('requires a rating, and an alias only when sharing publicly', async () => {
    const user = userEvent.setup()
    const server = serverWith([item('Heart', 1)], { status: 201, body: {} })
    renderReviewPage()
    const alias = await screen.findByLabelText(/Alias or nickname/)
    expect(alias).toBeDisabled()
    expect(alias).toHaveAttribute('placeholder', 'John D. or PixelFan123')

    await user.click(screen.getByRole('checkbox', { name: "I'm OK with this review being shared publicly" }))
    expect(alias).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByText(ReviewMessages.starsRequired)).toBeInTheDocument()
    const stars = screen.getByRole('radiogroup', { name: 'Your rating' })
    expect(stars).toHaveAttribute('aria-invalid', 'true')
    expect(stars).toHaveAccessibleDescription(ReviewMessages.starsRequired)
    expect(screen.getByText(ReviewMessages.aliasRequired)).toBeInTheDocument()
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false)

    // Not sharing after all: the alias is not needed and its error goes.
    await user.click(screen.getByRole('checkbox', { name: "I'm OK with this review being shared publicly" }))
    expect(alias).toBeDisabled()
    expect(screen.queryByText(ReviewMessages.aliasRequired)).not.toBeInTheDocument()
  })

  it('limits the comment to 1000 characters and the image to 10 MB', async () => {
    const user = userEvent.setup()
    serverWith([item('Heart', 1)], { status: 201, body: {} })
    renderReviewPage()
    await user.click(await screen.findByRole('radio', { name: '5 stars' }))
    await user.click(screen.getByLabelText('Your review'))
    await user.paste('x'.repeat(1001))
    const big = new File([new Uint8Array(10_000_001)], 'big.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText(/Add a photo/), big)
    expect(await screen.findByText(ReviewMessages.imageTooBig)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByText(ReviewMessages.commentMax)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByText(ReviewMessages.imageTooBig)).not.toBeInTheDocument()
  })

  it('offers the three fits, True to Size first chosen', async () => {
    serverWith([item('Heart', 1)])
    renderReviewPage()
    const fit = await screen.findByLabelText('How did it fit?')
    expect(fit).toHaveValue('1')
    expect(
      within(fit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Smaller than Expected', 'True to Size', 'Bigger than Expected'])
  })

  it('reviews each item in turn ("k of n"), then thanks the customer', async () => {
    const user = userEvent.setup()
    const server = serverWith([item('Heart', 1), item('Mushroom', 2)], { status: 201, body: {} })
    renderReviewPage()
    expect(await screen.findByText('1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Heart' })).toBeInTheDocument()
    expect(screen.getByText('Classic Tee · White')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: '4 stars' }))
    await user.selectOptions(screen.getByLabelText('How did it fit?'), '2')
    await user.type(screen.getByLabelText('Your review'), 'Lovely stitching')
    await user.click(screen.getByRole('button', { name: 'Submit Review' }))

    expect(await screen.findByText('2 of 2')).toBeInTheDocument()
    expect(screen.getByText(ReviewMessages.submitted)).toBeInTheDocument()
    const first = server.requests.find((r) => r.method === 'POST')?.body as FormData
    expect(first.get('pixel_art_product_uuid')).toBe(item('Heart', 1).uuid)
    expect(first.get('stars')).toBe('4')
    expect(first.get('fit')).toBe('2')
    expect(first.get('comment')).toBe('Lovely stitching')
    expect(first.get('public_consent')).toBe('false')
    expect(first.get('image')).toBeNull()

    expect(screen.getByRole('heading', { name: 'Mushroom' })).toHaveFocus()
    await user.click(screen.getByRole('radio', { name: '5 stars' }))
    await user.click(screen.getByRole('checkbox', { name: "I'm OK with this review being shared publicly" }))
    await user.type(screen.getByLabelText(/Alias or nickname/), 'PixelFan123')
    await user.click(screen.getByRole('button', { name: 'Submit Review' }))

    expect(await screen.findByRole('heading', { name: ReviewMessages.thanks })).toBeInTheDocument()
    const second = server.requests.filter((r) => r.method === 'POST')[1]?.body as FormData
    expect(second.get('public_consent')).toBe('true')
    expect(second.get('alias')).toBe('PixelFan123')
  })

  it('stays on the step and shows the server’s field errors when the submit fails', async () => {
    const user = userEvent.setup()
    serverWith([item('Heart', 1)], {
      status: 400,
      body: { alias: ['Ensure this field has no more than 50 characters.'], non_field_errors: ['Nope.'] },
    })
    renderReviewPage()
    await user.click(await screen.findByRole('radio', { name: '3 stars' }))
    await user.click(screen.getByRole('checkbox', { name: "I'm OK with this review being shared publicly" }))
    await user.type(screen.getByLabelText(/Alias or nickname/), 'Someone')
    await user.click(screen.getByRole('button', { name: 'Submit Review' }))

    expect(await screen.findByText(ReviewMessages.failed)).toBeInTheDocument()
    expect(screen.getByText('Ensure this field has no more than 50 characters.')).toBeInTheDocument()
    expect(screen.getByText('Nope.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Heart' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled())
  })
})
