import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeRGBAToPNG, upscaleNearest } from '@threadbit/pixelart'
import type { User } from '@threadbit/contracts'
import type { GenerationQuota } from '../../api/generation.ts'
import { rgbaToDataUrl } from '../../api/imaging.ts'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { GenerateTab } from './GenerateTab.tsx'
import { makeRequest, paged } from './test-requests.ts'

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

/** The tab as this visitor sees it (signed in unless told otherwise). */
function renderTab(user: User | null = SAMPLE_USER) {
  return renderWithApp(<GenerateTab onImport={vi.fn()} />, { user })
}

function server(quota: GenerationQuota, extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/image-generation-quota/': { status: 200, body: quota },
    'GET /api/image-generation/pending/': { status: 200, body: { results: [] } },
    'GET /api/image-generation/': { status: 200, body: paged([]) },
    ...extra,
  })
}

const prompt = () => screen.getByRole('textbox', { name: 'Prompt' })

describe('GenerateTab quota', () => {
  it('shows how many are left for a signed-in user, without the sign-up offer', async () => {
    server({ used: 1, limit: 3, remaining: 2 })
    renderTab()
    expect(await screen.findByText('2 of 3 left today')).toBeInTheDocument()
    expect(screen.queryByText('Create an account for more credits!')).not.toBeInTheDocument()
    expect(prompt()).toBeEnabled()
  })

  it('offers anonymous visitors an account, opening sign-up', async () => {
    server({ used: 0, limit: 3, remaining: 3 })
    renderTab(null)
    expect(await screen.findByText('3 of 3 left today')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create an account for more credits!' }))
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument()
  })

  it('shows no quota text to staff', async () => {
    const api = server({ used: 5, limit: null, remaining: null })
    renderTab({ ...SAMPLE_USER, is_staff: true })
    await waitFor(() => expect(api.last('GET', '/api/image-generation-quota/')).toBeDefined())
    expect(screen.queryByText(/left today/)).not.toBeInTheDocument()
    expect(screen.queryByTestId('quota')).not.toBeInTheDocument()
    expect(prompt()).toBeEnabled()
  })

  it('disables the prompt and the reference image when the daily limit is reached', async () => {
    server({ used: 3, limit: 3, remaining: 0 })
    renderTab(null)
    expect(await screen.findByText("You've reached your daily limit.")).toBeInTheDocument()
    expect(prompt()).toBeDisabled()
    expect(screen.getByLabelText('Add a reference image')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled()
  })
})

describe('GenerateTab submit and history', () => {
  it('requires a prompt, sends it, adds the job on top and reloads the quota', async () => {
    const user = userEvent.setup()
    let remaining = 3
    const job = makeRequest({
      id: 9,
      status: 'PENDING',
      processed_png_data: null,
      prompt: 'a cat',
      created_at: '2026-11-22T12:00:00Z',
    })
    const api = server(
      { used: 0, limit: 3, remaining: 3 },
      {
        'GET /api/image-generation-quota/': () => ({
          status: 200,
          body: { used: 3 - remaining, limit: 3, remaining },
        }),
        'GET /api/image-generation/': { status: 200, body: paged([makeRequest({ id: 4, prompt: 'older' })]) },
        'POST /api/image-generation/': () => {
          remaining -= 1
          return { status: 201, body: job }
        },
      },
    )
    renderTab()
    await screen.findByText('3 of 3 left today')
    await user.click(screen.getByRole('button', { name: 'Generate' }))
    expect(screen.getByText('Please describe the image you want.')).toBeInTheDocument()
    expect(api.last('POST', '/api/image-generation/')).toBeUndefined()

    await user.type(prompt(), 'a cat')
    await user.click(screen.getByRole('button', { name: 'Generate' }))
    const body = api.last('POST', '/api/image-generation/')?.body
    expect(body).toBeInstanceOf(FormData)
    expect((body as FormData).get('prompt')).toBe('a cat')
    expect(await screen.findByText('2 of 3 left today')).toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Image requests' })).getAllByTestId(
      'generation-card',
    )
    expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['PENDING', 'DONE'])
    expect(cards[0]).toHaveTextContent('a cat')
    expect(prompt()).toHaveValue('')
  })

  it("says 'Oops! Something went wrong. Please try again.' when the submit fails", async () => {
    const user = userEvent.setup()
    server(
      { used: 0, limit: 3, remaining: 3 },
      { 'POST /api/image-generation/': { status: 500, body: { detail: 'boom' } } },
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderTab()
    await user.type(prompt(), 'a dog')
    await user.click(screen.getByRole('button', { name: 'Generate' }))
    expect(await screen.findByText('Oops! Something went wrong. Please try again.')).toBeInTheDocument()
    expect(prompt()).toHaveValue('a dog')
  })

  it('says AI is not configured instead of the form after a 503', async () => {
    const user = userEvent.setup()
    server(
      { used: 0, limit: 3, remaining: 3 },
      {
        'POST /api/image-generation/': {
          status: 503,
          body: { detail: 'AI image generation is not configured on this server.' },
        },
      },
    )
    renderTab()
    await user.type(prompt(), 'a dog')
    await user.click(screen.getByRole('button', { name: 'Generate' }))
    expect(await screen.findByText('AI generation is not available')).toBeInTheDocument()
    expect(screen.getByText(/AI image generation is not configured on this server\./)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).not.toBeInTheDocument()
  })

  it('says AI is not configured before any request when the quota reports it', async () => {
    server({ used: 0, limit: 3, remaining: 3, configured: false })
    renderTab()
    expect(await screen.findByText('AI generation is not available')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).not.toBeInTheDocument()
  })

  it("shows 'Failed to load image-gen requests.' in red when the history fails", async () => {
    server({ used: 0, limit: 3, remaining: 3 }, { 'GET /api/image-generation/': { status: 500 } })
    renderTab()
    const error = await screen.findByText('Failed to load image-gen requests.', {}, { timeout: 5000 })
    expect(error).toHaveAttribute('role', 'alert')
    expect(error.className).toMatch(/listError/)
  })

  it('lists pending requests newest first above the generated ones', async () => {
    server(
      { used: 0, limit: 3, remaining: 3 },
      {
        'GET /api/image-generation/pending/': {
          status: 200,
          body: {
            results: [
              makeRequest({
                id: 5,
                status: 'PENDING',
                prompt: 'older pending',
                created_at: '2026-11-22T11:00:00Z',
              }),
              makeRequest({
                id: 6,
                status: 'PROCESSING',
                prompt: 'newer pending',
                created_at: '2026-11-22T11:30:00Z',
              }),
            ],
          },
        },
        'GET /api/image-generation/': {
          status: 200,
          body: paged([
            makeRequest({
              id: 6,
              status: 'PROCESSING',
              prompt: 'newer pending',
              created_at: '2026-11-22T11:30:00Z',
            }),
            makeRequest({
              id: 5,
              status: 'PENDING',
              prompt: 'older pending',
              created_at: '2026-11-22T11:00:00Z',
            }),
            makeRequest({
              id: 3,
              status: 'FAILED',
              prompt: 'failed one',
              created_at: '2026-11-22T10:30:00Z',
            }),
            makeRequest({ id: 2, status: 'DONE', prompt: 'done one', created_at: '2026-11-22T10:00:00Z' }),
          ]),
        },
      },
    )
    renderTab()
    await screen.findByText('done one')
    const cards = screen.getAllByTestId('generation-card')
    expect(cards.map((c) => c.textContent?.split(/Queued|Generating|Something|Nov/)[0])).toEqual([
      'newer pending',
      'older pending',
      'failed one',
      'done one',
    ])
  })
})

describe('GenerateTab result grid', () => {
  // A 2×2 sprite drawn 4 times larger: the provider's image, and its 4-pixel grid.
  const sprite = { width: 2, height: 2, data: new Uint8ClampedArray(16).fill(255) }
  sprite.data.set([200, 30, 30, 255], 0)
  const generated = upscaleNearest(sprite, 8)
  const grid = { input: { width: 8, height: 8 }, x: [0, 4, 8], y: [0, 4, 8] }

  function serveGenerated(extra: Parameters<typeof fakeServer>[0] = {}) {
    const fake = server(
      { used: 1, limit: 3, remaining: 2 },
      {
        'GET /api/image-generation/': {
          status: 200,
          body: paged([makeRequest({ id: 7, raw_image: '/media/ai/results/7.png', grid })]),
        },
        ...extra,
      },
    )
    const answer = fake.fetch.getMockImplementation()!
    const png = encodeRGBAToPNG(generated)
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/media/ai/results/7.png'
        ? new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png' } })
        : answer(input, init),
    )
    return fake
  }

  it('shows the grid found in the generated image and refits it when a column is added', async () => {
    const refitted = { ...grid, x: [0, 3, 5, 8] }
    const fake = serveGenerated({
      'POST /api/recover-native-image/': {
        status: 200,
        body: { image_data: rgbaToDataUrl(upscaleNearest(sprite, 3)), input: grid.input, grid: refitted },
      },
    })
    renderTab()
    await userEvent.click(await screen.findByRole('button', { name: /Import/ }))
    const overlay = await screen.findByTestId('grid-overlay')
    expect(overlay).toHaveAccessibleName('Grid of 2 × 2 cells over the generated image')
    expect(overlay.querySelectorAll('line')).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'One column more' }))
    await waitFor(() => expect(screen.getByTestId('grid-overlay')).toHaveAttribute('data-columns', '3'))
    const sent = fake.last('POST', '/api/recover-native-image/')!.body as FormData
    expect(sent.get('cells_x')).toBe('3')
    expect(sent.get('cells_y')).toBe('2')
    // Two inner column lines now, and the one row line.
    expect(screen.getByTestId('grid-overlay').querySelectorAll('line')).toHaveLength(3)
  })

  it('imports without a grid preview when the request kept no generated image', async () => {
    server(
      { used: 1, limit: 3, remaining: 2 },
      { 'GET /api/image-generation/': { status: 200, body: paged([makeRequest({ id: 8 })]) } },
    )
    renderTab()
    await userEvent.click(await screen.findByRole('button', { name: /Import/ }))
    expect(await screen.findByText('Refine before importing')).toBeInTheDocument()
    expect(screen.queryByTestId('grid-overlay')).not.toBeInTheDocument()
  })
})
