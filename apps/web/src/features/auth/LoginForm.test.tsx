import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { signInRoutes } from '../../test/sign-in-routes.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { LoginForm } from './LoginForm.tsx'

function setup(routes: Parameters<typeof fakeServer>[0] = {}, settings = {}) {
  const server = fakeServer(routes)
  const onSuccess = vi.fn()
  renderWithApp(<LoginForm onSuccess={onSuccess} />, { user: null, settings })
  const user = userEvent.setup()
  return {
    server,
    onSuccess,
    user,
    async logIn(email: string, password: string) {
      if (email) await user.type(screen.getByLabelText('Email'), email)
      if (password) await user.type(screen.getByLabelText('Password'), password)
      await user.click(screen.getByRole('button', { name: 'Log In' }))
    },
  }
}

describe('LoginForm', () => {
  it('asks for the e-mail and password', async () => {
    const { logIn } = setup()
    await logIn('', '')
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
  })

  it('refuses an invalid e-mail address', async () => {
    const { logIn } = setup()
    await logIn('ada', 'secret1')
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
  })

  it('shows the failure under the password field', async () => {
    const { logIn } = setup({
      'POST /api/auth/login/': {
        status: 400,
        body: { non_field_errors: ['Unable to log in with provided credentials.'] },
      },
    })
    await logIn('ada@example.com', 'wrong-password')
    const message = await screen.findByText('Login failed. Please check your credentials.')
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', message.id)
  })

  it('sends the e-mail as username and loads the user', async () => {
    const { logIn, onSuccess, server } = setup(signInRoutes('POST /api/auth/login/', { body: { key: 'k' } }))
    await logIn('ada@example.com', 'secret1')
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(SAMPLE_USER))
    expect(server.last('POST', '/api/auth/login/')?.body).toEqual({
      username: 'ada@example.com',
      password: 'secret1',
    })
  })

  it('links to sign-up and to password reset', () => {
    setup()
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password')
  })

  it('renders no Google sign-in without a client id', () => {
    setup()
    expect(screen.queryByTestId('google-signin')).not.toBeInTheDocument()
  })
})
