/**
 * Real routes rendered against the mock backend (MSW's Node server with the demo handlers):
 * the router, layout, account screens and profile as a user meets them.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '~mocks/node'
import { sessionStore } from './lib/session'
import { createAppRouter } from './router'

function renderAt(path: string) {
  sessionStore.refresh()
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
  render(<RouterProvider router={router} />)
  return router
}

describe('login route', () => {
  it('logs in, stores the session and lands on the profile with the user', async () => {
    const router = renderAt('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'learner@example.com')
    await user.type(screen.getByLabelText('Password'), 'reskill-demo-2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Alex Learner' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile/learner%40example.com')
    expect(localStorage.getItem('token')).toEqual(expect.any(String))
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({ name: 'Alex Learner', email: 'learner@example.com' })
    expect(await screen.findByRole('link', { name: 'Take Assessment' })).toHaveAttribute('href', '/assessments')
    sessionStore.logout()
  })

  it('shows the server message and keeps the input when the password is wrong', async () => {
    renderAt('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'learner@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Incorrect e-mail or password.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveValue('learner@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password')
  })

  it('disables the button while the call runs, so a double submit is impossible', async () => {
    let calls = 0
    server.use(
      http.post('http://api.test/auth/login', async () => {
        calls += 1
        await new Promise((resolve) => setTimeout(resolve, 50))
        return HttpResponse.json({ message: 'Nope.' }, { status: 401 })
      }),
    )
    renderAt('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'learner@example.com')
    await user.type(screen.getByLabelText('Password'), 'x')
    const button = screen.getByRole('button', { name: 'Login' })
    await user.click(button)
    expect(button).toBeDisabled()
    await user.click(button)
    expect(await screen.findByText('Nope.')).toBeInTheDocument()
    expect(calls).toBe(1)
  })
})

describe('protected routes', () => {
  it('send a logged-out visitor to /login with the way back', async () => {
    const router = renderAt('/assessments')
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/assessments' })
  })
})

describe('profile route', () => {
  it('shows the SPEC message when the profile call fails', async () => {
    sessionStore.login('stale-token', { email: 'learner@example.com', name: 'Alex Learner' })
    renderAt('/profile/learner@example.com')
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument()
    sessionStore.logout()
  })
})
