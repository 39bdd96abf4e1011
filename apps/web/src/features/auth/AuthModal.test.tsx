import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { User } from '@threadbit/contracts'
import { fakeServer } from '../../test/fake-server.ts'
import { signInRoutes } from '../../test/sign-in-routes.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { AuthReasons } from './auth-reasons.ts'
import { useAuthModal } from './AuthModalProvider.tsx'

function SaveButton({ onReady, reason }: { onReady: (user: User | null) => void; reason?: string }) {
  const { requireAccount } = useAuthModal()
  return (
    <button type="button" onClick={() => void requireAccount(reason).then(onReady)}>
      Save
    </button>
  )
}

describe('auth modal', () => {
  it('opens login for an anonymous visitor and resumes after it', async () => {
    fakeServer(signInRoutes())
    const onReady = vi.fn()
    renderWithApp(<SaveButton onReady={onReady} />, { user: null })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    expect(dialog).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(SAMPLE_USER))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says why logging in is needed in the context that asked', async () => {
    fakeServer()
    renderWithApp(<SaveButton onReady={() => undefined} reason={AuthReasons.embroider} />, { user: null })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    expect(dialog).toHaveAccessibleDescription(AuthReasons.embroider)
    expect(dialog).not.toHaveTextContent('Log in to save your designs')
  })

  it('switches to sign-up inside the modal', async () => {
    fakeServer()
    renderWithApp(<SaveButton onReady={() => undefined} />, { user: null })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument()
  })

  it('asks a signed-in user without a username to choose one', async () => {
    fakeServer({ 'PATCH /api/auth/user/': { status: 200, body: { ...SAMPLE_USER, username: 'pixelfan' } } })
    const onReady = vi.fn()
    renderWithApp(<SaveButton onReady={onReady} />, { user: { ...SAMPLE_USER, username: '' } })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog', { name: 'Choose Username' })
    await user.type(screen.getByLabelText('Username'), 'pixelfan')
    await user.click(screen.getByRole('button', { name: 'Save Username' }))
    await waitFor(() =>
      expect(onReady).toHaveBeenCalledWith(expect.objectContaining({ username: 'pixelfan' })),
    )
  })

  it('resolves null when the visitor closes the modal', async () => {
    fakeServer()
    const onReady = vi.fn()
    renderWithApp(<SaveButton onReady={onReady} />, { user: null })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(onReady).toHaveBeenCalledWith(null))
  })
})
