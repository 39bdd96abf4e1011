import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { makeDesign } from '../designs/test-designs.ts'
import { EditorSession } from './editor-session.ts'
import { PrivacySwitch } from './PrivacySwitch.tsx'
import { EditorSessionContext } from './use-editor.ts'

const UUID = '33333333-3333-4333-8333-333333333333'

function renderSwitch(ownerId: number) {
  const session = new EditorSession({ storage: null })
  session.meta.update({ id: 3, uuid: UUID, ownerId, ownerName: 'ada', isPublic: true })
  renderWithApp(
    <EditorSessionContext value={session}>
      <PrivacySwitch />
    </EditorSessionContext>,
    { user: SAMPLE_USER },
  )
  return session
}

describe("the editor's Discoverable/Private switch", () => {
  it('is shown to the owner only', () => {
    fakeServer()
    renderSwitch(99)
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })

  it('makes the design private and says so', async () => {
    const server = fakeServer({
      [`PATCH /api/pixel-art/${UUID}/`]: { status: 200, body: makeDesign({ uuid: UUID, is_public: false }) },
    })
    const session = renderSwitch(SAMPLE_USER.pk)
    await userEvent.click(screen.getByRole('switch', { name: 'Discoverable' }))
    expect(await screen.findByText('Your design is now private')).toBeInTheDocument()
    expect(server.last('PATCH', `/api/pixel-art/${UUID}/`)?.body).toEqual({ is_public: false })
    expect(session.meta.get().isPublic).toBe(false)
    expect(screen.getByText('Private')).toBeInTheDocument()
  })

  it('reverts when the server refuses', async () => {
    fakeServer({ [`PATCH /api/pixel-art/${UUID}/`]: { status: 500, body: {} } })
    const session = renderSwitch(SAMPLE_USER.pk)
    const toggle = screen.getByRole('switch', { name: 'Discoverable' })
    await userEvent.click(toggle)
    expect(await screen.findByText('Failed to update privacy')).toBeInTheDocument()
    await waitFor(() => expect(toggle).toBeChecked())
    expect(session.meta.get().isPublic).toBe(true)
  })
})
