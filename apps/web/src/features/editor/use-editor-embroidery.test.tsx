import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Design } from '@threadbit/contracts'
import { makeDesign } from '../designs/test-designs.ts'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { useMeta } from './editor-meta.ts'
import { EditorSession } from './editor-session.ts'
import { EmbroiderMessages } from './embroider-flow.ts'
import { useEditorEmbroidery } from './use-editor-embroidery.tsx'

afterEach(() => localStorage.clear())
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

const NEW_UUID = '44444444-4444-4444-8444-444444444444'

/** The design the server answers a quick save with, echoing what was posted. */
function created(body: Record<string, unknown>): Design {
  return makeDesign({
    uuid: NEW_UUID,
    title: null,
    png_data: String(body['png_data']),
    trimmed_png_data: String(body['png_data']),
    border: Boolean(body['border']),
    border_color: String(body['border_color']),
    is_public: false,
    is_quick_draw: true,
  })
}

function Harness({ session }: { session: EditorSession }) {
  const { embroider, dialog } = useEditorEmbroidery(session)
  const meta = useMeta(session.meta)
  return (
    <>
      <button type="button" onClick={embroider}>
        Embroider
      </button>
      <p data-testid="meta">
        {meta.uuid ?? 'unsaved'} {meta.isPublic ? 'public' : 'private'}
      </p>
      {dialog}
    </>
  )
}

describe('Embroider in the editor', () => {
  it('explains that nothing is drawn yet and sends nothing', async () => {
    const server = fakeServer({})
    renderWithApp(<Harness session={new EditorSession({ storage: null })} />, { user: SAMPLE_USER })
    await userEvent.click(screen.getByRole('button', { name: 'Embroider' }))
    expect(await screen.findByText(EmbroiderMessages.noColors)).toBeInTheDocument()
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('saves a new private quick-draw design, selects it and opens the modal', async () => {
    const server = fakeServer({
      'POST /api/pixel-art/': (request) => ({
        status: 201,
        body: created(request.body as Record<string, unknown>),
      }),
    })
    const session = new EditorSession({ storage: null })
    session.art.setPixel(2, 3, '#d32f2f')
    // An already saved design of someone else: Embroider still makes a new one.
    session.meta.update({ uuid: '55555555-5555-4555-8555-555555555555', id: 5, ownerId: 99 })
    renderWithApp(<Harness session={session} />, { user: SAMPLE_USER })
    await userEvent.click(screen.getByRole('button', { name: 'Embroider' }))
    expect(await screen.findByRole('dialog', { name: 'Generate Embroidery File (PES)' })).toBeInTheDocument()
    const post = server.requests.find((r) => r.method === 'POST' && r.path === '/api/pixel-art/')
    expect(post?.body).toMatchObject({ is_quick_draw: true, is_public: false, remix_of: null })
    await waitFor(() => expect(screen.getByTestId('meta')).toHaveTextContent(`${NEW_UUID} private`))
  })

  it('asks an anonymous visitor to log in first', async () => {
    fakeServer({})
    const session = new EditorSession({ storage: null })
    session.art.setPixel(1, 1, '#d32f2f')
    renderWithApp(<Harness session={session} />, { user: null })
    await userEvent.click(screen.getByRole('button', { name: 'Embroider' }))
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument()
  })

  it('opens the modal for the design a card asked for (?embroider=1) and drops the parameter', async () => {
    fakeServer({})
    const session = new EditorSession({ storage: null })
    session.art.setPixel(1, 1, '#d32f2f')
    session.meta.update({ uuid: NEW_UUID, id: 77, ownerId: 99 })
    const { router } = renderWithApp(<Harness session={session} />, {
      user: { ...SAMPLE_USER, is_staff: true },
      path: `/editor?design=${NEW_UUID}&embroider=1`,
    })
    expect(await screen.findByRole('dialog', { name: 'Generate Embroidery File (PES)' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(`?design=${NEW_UUID}`))
  })
})
