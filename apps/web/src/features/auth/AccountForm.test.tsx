import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { User } from '@threadbit/contracts'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { AccountForm } from './AccountForm.tsx'

function setup(routes: Parameters<typeof fakeServer>[0] = {}, user: User = SAMPLE_USER) {
  const server = fakeServer(routes)
  renderWithApp(<AccountForm user={user} />, { user })
  return { server, user: userEvent.setup() }
}

describe('AccountForm', () => {
  it('shows the email read-only', () => {
    setup()
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com')
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
  })

  it('needs a username of at least 3 characters', async () => {
    const { user } = setup()
    await user.clear(screen.getByLabelText('Username'))
    await user.type(screen.getByLabelText('Username'), 'ab')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Must be at least 3 characters')).toBeInTheDocument()
  })

  it('has no maximum username length', async () => {
    const { user, server } = setup({ 'PATCH /api/auth/user/': { status: 200, body: SAMPLE_USER } })
    await user.type(screen.getByLabelText('Username'), 'x'.repeat(30))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(server.requests).toHaveLength(1))
  })

  it('refuses a flair that is not one of the six', async () => {
    const { user } = setup({}, { ...SAMPLE_USER, flair: 'rainbow' as User['flair'] })
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Invalid flair selection')).toBeInTheDocument()
  })

  it('previews the chosen flair live', async () => {
    const { user } = setup()
    const preview = screen.getByTestId('flair-preview')
    expect(preview.querySelector('[data-flair]')).toHaveAttribute('data-flair', 'none')
    await user.selectOptions(screen.getByLabelText('Flair'), 'glow2')
    expect(preview.querySelector('[data-flair]')).toHaveAttribute('data-flair', 'glow2')
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newname' } })
    expect(preview).toHaveTextContent('newname')
  })

  it('sends username, flair and is_staff: true, then confirms', async () => {
    const { user, server } = setup({
      'PATCH /api/auth/user/': { status: 200, body: { ...SAMPLE_USER, flair: 'wave' } },
    })
    await user.selectOptions(screen.getByLabelText('Flair'), 'wave')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    // sonner may keep the replaced loading toast in the DOM while it animates out
    expect((await screen.findAllByText('Profile updated successfully!'))[0]).toBeInTheDocument()
    expect(server.last('PATCH', '/api/auth/user/')?.body).toEqual({
      username: 'ada',
      flair: 'wave',
      is_staff: true,
    })
  })

  it('shows server field errors on the field', async () => {
    const { user } = setup({
      'PATCH /api/auth/user/': {
        status: 400,
        body: { username: ['A user with that username already exists.'] },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument()
    expect((await screen.findAllByText('Failed to update profile'))[0]).toBeInTheDocument()
  })

  it('says an unexpected error occurred otherwise', async () => {
    const { user } = setup({ 'PATCH /api/auth/user/': { status: 500 } })
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('An unexpected error occurred while updating.')).toBeInTheDocument()
  })
})
