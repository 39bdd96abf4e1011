import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { GenerationWatcher } from './GenerationWatcher.tsx'
import { POLL_INTERVAL_MS } from './queries.ts'
import { makeRequest } from './test-requests.ts'

beforeEach(() => {
  // Only intervals are faked (react-query and the toasts keep real timeouts); vi.waitFor runs on real
  // timers, testing-library's waitFor would poll with the faked interval.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})

// The shared test set-up dismisses the toasts (sonner keeps them in module state) once timers are real.
afterEach(() => {
  vi.useRealTimers()
})

const tick = () => act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS))
/** The pending list has loaded and the poller's interval runs. */
const pollerStarted = () => vi.waitFor(() => expect(vi.getTimerCount()).toBe(1))

function serverWith(statuses: Record<number, string[]>) {
  const pending = Object.keys(statuses).map((id) =>
    makeRequest({ id: Number(id), status: 'PENDING', processed_png_data: null, prompt: `job ${id}` }),
  )
  const routes: Parameters<typeof fakeServer>[0] = {
    'GET /api/image-generation/pending/': { status: 200, body: { results: pending } },
  }
  for (const [id, sequence] of Object.entries(statuses)) {
    let call = 0
    routes[`GET /api/image-generation/${id}/status/`] = () => {
      const status = sequence[Math.min(call, sequence.length - 1)] ?? 'DONE'
      call += 1
      return { status: 200, body: { id: Number(id), status } }
    }
  }
  return fakeServer(routes)
}

const statusCalls = (api: ReturnType<typeof fakeServer>) =>
  api.requests.filter((r) => r.path.endsWith('/status/')).length

describe('GenerationWatcher', () => {
  it('shows no toast when the job finishes while the AI view is open', async () => {
    const api = serverWith({ 7: ['DONE'] })
    renderWithApp(<GenerationWatcher />, { user: SAMPLE_USER, path: '/editor/ai' })
    await pollerStarted()
    await tick()
    await vi.waitFor(() => expect(statusCalls(api)).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Your image is ready!')).not.toBeInTheDocument()
  })

  it('polls pending jobs every 2 s and stops once none are pending', async () => {
    const api = serverWith({ 1: ['PENDING', 'PROCESSING', 'DONE'], 2: ['FAILED'] })
    renderWithApp(<GenerationWatcher />, { user: SAMPLE_USER, path: '/discover' })
    await pollerStarted()
    expect(statusCalls(api)).toBe(0)

    await tick()
    await vi.waitFor(() => expect(statusCalls(api)).toBe(2)) // job 1 PENDING, job 2 FAILED (leaves)
    await tick()
    await vi.waitFor(() => expect(statusCalls(api)).toBe(3)) // job 1 PROCESSING
    await tick()
    await vi.waitFor(() => expect(statusCalls(api)).toBe(4)) // job 1 DONE (leaves)
    expect(await screen.findByText('Your image is ready!')).toBeInTheDocument()

    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0))
    await tick()
    await tick()
    expect(statusCalls(api)).toBe(4)
  })

  it('does not poll at all when nothing is pending', async () => {
    const api = serverWith({})
    renderWithApp(<GenerationWatcher />, { user: null })
    await vi.waitFor(() => expect(api.last('GET', '/api/image-generation/pending/')).toBeDefined())
    await tick()
    await tick()
    expect(statusCalls(api)).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("offers View and Dismiss on the persistent 'Your image is ready!' toast", async () => {
    serverWith({ 7: ['DONE'] })
    const { router } = renderWithApp(<GenerationWatcher />, { user: SAMPLE_USER, path: '/discover' })
    await pollerStarted()
    await tick()
    expect(await screen.findByText('Your image is ready!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument()
    // A plain click: sonner's pointer handling needs setPointerCapture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'View' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/editor/ai'))
  })
})
