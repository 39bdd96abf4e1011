import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Design, User } from '@threadbit/contracts'
import { makeDesign } from '../designs/test-designs.ts'
import { fakeServer, type RecordedRequest } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { useMeta, type EditorMeta } from './editor-meta.ts'
import { EditorSession } from './editor-session.ts'
import { useSaveDesign } from './use-save-design.ts'

afterEach(() => localStorage.clear())

const ORIGINAL_UUID = '11111111-1111-4111-8111-111111111111'
const SAVED_UUID = '22222222-2222-4222-8222-222222222222'

/** The design the server answers a save with; only its uuid matters to the flow. */
function savedDesign(overrides: Partial<Design> = {}): Design {
  return makeDesign({ uuid: SAVED_UUID, ...overrides })
}

/** A session with one red pixel, the given metadata and title. */
function makeSession(meta: Partial<EditorMeta> = {}, { isEmpty = false } = {}) {
  const session = new EditorSession({ storage: null })
  if (!isEmpty) session.art.setPixel(2, 3, '#d32f2f')
  session.setTitle('Froggy')
  session.meta.update(meta)
  return session
}

function SaveHarness({ session }: { session: EditorSession }) {
  const save = useSaveDesign(session)
  const meta = useMeta(session.meta)
  return (
    <>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <p data-testid="meta">
        {meta.uuid ?? 'unsaved'} by {meta.ownerName ?? 'nobody'}
        {meta.isRemix ? ' (remix)' : ''}
      </p>
    </>
  )
}

function renderSave(session: EditorSession, user: User | null) {
  return renderWithApp(<SaveHarness session={session} />, { user })
}

/** Holds every answer of the fake server until the returned function is called. */
function holdResponses(server: ReturnType<typeof fakeServer>): () => void {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  const answer = server.fetch.getMockImplementation()
  if (!answer) throw new Error('the fake server has no implementation')
  server.fetch.mockImplementation(async (input, init) => {
    await gate
    return answer(input, init)
  })
  return () => release()
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method !== 'GET' && r.path.startsWith('/api/pixel-art/'))

describe('the save flow', () => {
  it('creates a new design, public by default, and shows both toasts', async () => {
    const server = fakeServer({ 'POST /api/pixel-art/': { status: 201, body: savedDesign() } })
    const session = makeSession()
    renderSave(session, SAMPLE_USER)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Design saved successfully!')).toBeInTheDocument()
    const [post] = writes(server.requests)
    expect(post?.method).toBe('POST')
    expect(post?.body).toMatchObject({
      title: 'Froggy',
      border: true,
      border_color: '#000000',
      is_public: true,
      remix_of: null,
    })
    expect((post?.body as { png_data: string }).png_data).toMatch(/^data:image\/png;base64,iVBOR/)
    expect(screen.getByTestId('meta')).toHaveTextContent(`${SAVED_UUID} by ada`)
  })

  it('shows "Saving your design..." while the request is under way', async () => {
    const server = fakeServer({ 'POST /api/pixel-art/': { status: 201, body: savedDesign() } })
    const release = holdResponses(server)
    renderSave(makeSession(), SAMPLE_USER)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saving your design...')).toBeInTheDocument()
    act(() => release())
    expect(await screen.findByText('Design saved successfully!')).toBeInTheDocument()
  })

  it('updates its own design with PUT, keeping its privacy', async () => {
    const server = fakeServer({
      [`PUT /api/pixel-art/${ORIGINAL_UUID}/`]: {
        status: 200,
        body: savedDesign({ uuid: ORIGINAL_UUID, is_public: false }),
      },
    })
    const session = makeSession({
      id: 5,
      uuid: ORIGINAL_UUID,
      ownerId: SAMPLE_USER.pk,
      ownerName: 'ada',
      isPublic: false,
    })
    renderSave(session, SAMPLE_USER)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Design saved successfully!')).toBeInTheDocument()
    const [put] = writes(server.requests)
    expect(put?.method).toBe('PUT')
    expect(put?.body).toMatchObject({ title: 'Froggy', is_public: false })
    expect(put?.body).not.toHaveProperty('remix_of')
  })

  it("saves someone else's design as a remix pointing at the original", async () => {
    const server = fakeServer({
      'POST /api/pixel-art/': { status: 201, body: savedDesign({ remix_of: 5 }) },
    })
    const release = holdResponses(server)
    const session = makeSession({ id: 5, uuid: ORIGINAL_UUID, ownerId: 99, ownerName: 'grace' })
    renderSave(session, SAMPLE_USER)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saving your remix...')).toBeInTheDocument()
    act(() => release())
    expect(await screen.findByText('Remix saved successfully!')).toBeInTheDocument()
    expect(writes(server.requests)[0]?.body).toMatchObject({ remix_of: 5, is_public: true })
    expect(screen.getByTestId('meta')).toHaveTextContent(`${SAVED_UUID} by ada (remix)`)
  })

  it('asks an anonymous visitor to log in, then resumes the save', async () => {
    let isSignedIn = false
    const server = fakeServer({
      'POST /api/auth/login/': () => {
        isSignedIn = true
        return { status: 200, body: {} }
      },
      'GET /api/auth/session/': () => ({ status: 200, body: { user: isSignedIn ? SAMPLE_USER : null } }),
      'POST /api/pixel-art/': { status: 201, body: savedDesign() },
    })
    renderSave(makeSession(), null)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Log In' })
    expect(writes(server.requests)).toHaveLength(0)
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    expect(await screen.findByText('Design saved successfully!')).toBeInTheDocument()
    expect(writes(server.requests)).toHaveLength(1)
  })

  it('asks a user without a username to choose one, then resumes the save', async () => {
    const server = fakeServer({
      'PATCH /api/auth/user/': { status: 200, body: { ...SAMPLE_USER, username: 'pixelfan' } },
      'POST /api/pixel-art/': { status: 201, body: savedDesign({ owner_name: 'pixelfan' }) },
    })
    renderSave(makeSession(), { ...SAMPLE_USER, username: '' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Choose Username' })
    await user.type(screen.getByLabelText('Username'), 'pixelfan')
    await user.click(screen.getByRole('button', { name: 'Save Username' }))
    expect(await screen.findByText('Design saved successfully!')).toBeInTheDocument()
    expect(writes(server.requests)).toHaveLength(1)
    expect(screen.getByTestId('meta')).toHaveTextContent('by pixelfan')
  })

  it('does nothing more when the visitor closes the login', async () => {
    const server = fakeServer()
    renderSave(makeSession(), null)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Log In' })
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(writes(server.requests)).toHaveLength(0)
    expect(screen.queryByText(/Saving/)).not.toBeInTheDocument()
  })

  it('blocks a second save while one is under way', async () => {
    const server = fakeServer({ 'POST /api/pixel-art/': { status: 201, body: savedDesign() } })
    const release = holdResponses(server)
    renderSave(makeSession(), SAMPLE_USER)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    act(() => release())
    expect(await screen.findByText('Design saved successfully!')).toBeInTheDocument()
    expect(writes(server.requests)).toHaveLength(1)
    // Once it is done, Save works again (now as an update of the saved design).
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(writes(server.requests)).toHaveLength(2))
    expect(writes(server.requests)[1]?.method).toBe('PUT')
  })

  it('refuses an empty design before asking anyone to log in', async () => {
    const server = fakeServer()
    renderSave(makeSession({}, { isEmpty: true }), null)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Cannot save: no pixels drawn yet.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(writes(server.requests)).toHaveLength(0)
  })

  it('reports a failed save', async () => {
    fakeServer({ 'POST /api/pixel-art/': { status: 500, body: { detail: 'boom' } } })
    const session = makeSession()
    renderSave(session, SAMPLE_USER)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Oops! Something went wrong while saving.')).toBeInTheDocument()
    expect(screen.getByTestId('meta')).toHaveTextContent('unsaved')
  })

  it("shows the server's refusal of an empty image with the spec's text", async () => {
    fakeServer({
      'POST /api/pixel-art/': { status: 400, body: { png_data: ['Cannot save: no pixels drawn yet.'] } },
    })
    renderSave(makeSession(), SAMPLE_USER)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Cannot save: no pixels drawn yet.')).toBeInTheDocument()
  })

  it('says there is no image data when the grid cannot be exported', async () => {
    fakeServer()
    const session = makeSession()
    vi.spyOn(session.art, 'toRGBA').mockImplementation(() => {
      throw new RangeError('export too large')
    })
    renderSave(session, SAMPLE_USER)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('No image data to save.')).toBeInTheDocument()
  })
})
