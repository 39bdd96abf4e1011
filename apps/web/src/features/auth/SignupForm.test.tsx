import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { signInRoutes } from '../../test/sign-in-routes.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { SignupForm } from './SignupForm.tsx'

function setup(routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(routes)
  const onSuccess = vi.fn()
  renderWithApp(<SignupForm onSuccess={onSuccess} />, { user: null })
  const user = userEvent.setup()
  const fill = async (values: Partial<Record<'username' | 'email' | 'password' | 'confirm', string>>) => {
    if (values.username) await user.type(screen.getByLabelText('Username'), values.username)
    if (values.email) await user.type(screen.getByLabelText('Email'), values.email)
    if (values.password) await user.type(screen.getByLabelText('Password'), values.password)
    if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm)
  }
  const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }))
  return { server, onSuccess, fill, submit }
}

const VALID = { username: 'ada', email: 'ada@example.com', password: 'secret1', confirm: 'secret1' }

function fieldError(label: string) {
  const input = screen.getByLabelText(label)
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : null
}

describe('SignupForm', () => {
  it('says every field is required', async () => {
    const { submit, server } = setup()
    await submit()
    expect(await screen.findByText('Username is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument()
    expect(server.requests).toHaveLength(0)
  })

  it('needs a username of at least 3 characters', async () => {
    const { fill, submit } = setup()
    await fill({ ...VALID, username: 'ab' })
    await submit()
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument()
  })

  it('refuses a username over 20 characters', async () => {
    const { fill, submit } = setup()
    await fill({ ...VALID, username: 'a'.repeat(21) })
    await submit()
    expect(await screen.findByText('Username cannot exceed 20 characters')).toBeInTheDocument()
  })

  it('needs a valid e-mail address', async () => {
    const { fill, submit } = setup()
    await fill({ ...VALID, email: 'not-an-email' })
    await submit()
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
  })

  it('needs a password of at least 6 characters', async () => {
    const { fill, submit } = setup()
    await fill({ ...VALID, password: '12345', confirm: '12345' })
    await submit()
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument()
  })

  it('needs the confirmation to match', async () => {
    const { fill, submit } = setup()
    await fill({ ...VALID, confirm: 'secret2' })
    await submit()
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument()
  })

  it('shows server field errors on their fields and a Log in link for a duplicate', async () => {
    const { fill, submit } = setup({
      'POST /api/auth/registration/': {
        status: 400,
        body: {
          username: ['A user with that username already exists.'],
          email: ['A user is already registered with this e-mail address.'],
        },
      },
    })
    await fill(VALID)
    await submit()
    await waitFor(() =>
      expect(fieldError('Email')).toBe('A user is already registered with this e-mail address.'),
    )
    expect(fieldError('Username')).toBe('A user with that username already exists.')
    const notice = screen.getByTestId('duplicate-login')
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it('puts non_field_errors on the email field', async () => {
    const { fill, submit } = setup({
      'POST /api/auth/registration/': {
        status: 400,
        body: { non_field_errors: ["The two password fields didn't match."] },
      },
    })
    await fill(VALID)
    await submit()
    await waitFor(() => expect(fieldError('Email')).toBe("The two password fields didn't match."))
    expect(screen.queryByTestId('duplicate-login')).not.toBeInTheDocument()
  })

  it('offers the Log in link when a unique constraint is mentioned', async () => {
    const { fill, submit } = setup({
      'POST /api/auth/registration/': { status: 400, body: { non_field_errors: ['Email must be unique.'] } },
    })
    await fill(VALID)
    await submit()
    expect(await screen.findByTestId('duplicate-login')).toBeInTheDocument()
  })

  it('says an unexpected error occurred when the server fails', async () => {
    const { fill, submit } = setup({ 'POST /api/auth/registration/': { status: 500, body: 'boom' } })
    await fill(VALID)
    await submit()
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument()
    expect(screen.queryByTestId('duplicate-login')).not.toBeInTheDocument()
  })

  it('signs in after creating the account', async () => {
    const { fill, submit, onSuccess, server } = setup({
      'POST /api/auth/registration/': { status: 201, body: { detail: 'Verification e-mail sent.' } },
      ...signInRoutes('POST /api/auth/login/', { body: { key: 'k' } }),
    })
    await fill(VALID)
    await submit()
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(SAMPLE_USER))
    expect(server.last('POST', '/api/auth/registration/')?.body).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      password1: 'secret1',
      password2: 'secret1',
    })
    expect(server.last('POST', '/api/auth/login/')?.body).toEqual({
      username: 'ada@example.com',
      password: 'secret1',
    })
  })
})
