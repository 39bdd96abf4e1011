import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderWithApp, SAMPLE_USER } from '../../test/render.tsx'
import { ChooseUsernameForm } from './ChooseUsernameForm.tsx'

function setup(routes: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(routes)
  const onSuccess = vi.fn()
  renderWithApp(<ChooseUsernameForm onSuccess={onSuccess} />, { user: { ...SAMPLE_USER, username: '' } })
  const user = userEvent.setup()
  return {
    server,
    onSuccess,
    async save(username: string) {
      const input = screen.getByLabelText('Username')
      await user.clear(input)
      if (username) await user.type(input, username)
      await user.click(screen.getByRole('button', { name: 'Save Username' }))
    },
  }
}

describe('ChooseUsernameForm', () => {
  it('requires a username', async () => {
    const { save } = setup()
    await save('')
    expect(await screen.findByText('Username is required')).toBeInTheDocument()
  })

  it('needs at least 3 characters', async () => {
    const { save } = setup()
    await save('ab')
    expect(await screen.findByText('Must be at least 3 characters')).toBeInTheDocument()
  })

  it('allows at most 20 characters', async () => {
    const { save } = setup()
    await save('x'.repeat(21))
    expect(await screen.findByText('Max 20 characters')).toBeInTheDocument()
  })

  it("shows the server's message when the name is taken", async () => {
    const { save } = setup({
      'PATCH /api/auth/user/': {
        status: 400,
        body: { username: ['A user with that username already exists.'] },
      },
    })
    await save('taken')
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument()
  })

  it('falls back to a generic message', async () => {
    const { save } = setup({ 'PATCH /api/auth/user/': { status: 502 } })
    await save('pixelfan')
    expect(await screen.findByText('Failed to update username.')).toBeInTheDocument()
  })

  it('saves the username', async () => {
    const { save, onSuccess, server } = setup({
      'PATCH /api/auth/user/': { status: 200, body: { ...SAMPLE_USER, username: 'pixelfan' } },
    })
    await save('pixelfan')
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(server.last('PATCH', '/api/auth/user/')?.body).toEqual({ username: 'pixelfan' })
  })
})
