import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../../test/fake-server.ts'
import { signInRoutes } from '../../../test/sign-in-routes.ts'
import { renderWithApp, SAMPLE_USER } from '../../../test/render.tsx'
import { GoogleSignIn } from './GoogleSignIn.tsx'
import type { GoogleCredentialResponse } from './gsi.ts'

afterEach(() => {
  delete window.google
})

describe('GoogleSignIn', () => {
  it('renders nothing without a client id', () => {
    fakeServer()
    renderWithApp(<GoogleSignIn onSuccess={() => undefined} />, { user: null })
    expect(screen.queryByTestId('google-signin')).not.toBeInTheDocument()
  })

  it("renders Google's button, offers One Tap and signs in with the credential", async () => {
    let callback: ((r: GoogleCredentialResponse) => void) | undefined
    const id = {
      initialize: vi.fn((config: { callback: (r: GoogleCredentialResponse) => void }) => {
        callback = config.callback
      }),
      renderButton: vi.fn(),
      prompt: vi.fn(),
      cancel: vi.fn(),
    }
    window.google = { accounts: { id } }
    const server = fakeServer(signInRoutes('POST /api/auth/google/'))
    const onSuccess = vi.fn()
    renderWithApp(<GoogleSignIn onSuccess={onSuccess} />, {
      user: null,
      settings: { googleClientId: 'client-123.apps.googleusercontent.com' },
    })
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled())
    expect(id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com' }),
    )
    expect(id.prompt).toHaveBeenCalled()
    callback?.({ credential: 'header.payload.signature' })
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(SAMPLE_USER))
    expect(server.last('POST', '/api/auth/google/')?.body).toEqual({ credential: 'header.payload.signature' })
  })
})
