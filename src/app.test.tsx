/**
 * Real routes rendered against the mock backend (MSW's Node server with the demo handlers):
 * the router, layout, account screens and profile as a user meets them, and the About page's
 * figures its route counts.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getDb } from '~mocks/db'
import { SEEDED_ACCOUNT } from '~mocks/seed.mjs'
import { server } from '~mocks/node'
import { SELF_PACED_COURSES } from './features/catalogue/self-paced-courses'
import { ECOSYSTEM_TOPICS } from './features/ecosystem/ecosystem-content'
import { INSTRUCTOR_LED_COURSES } from './lib/content/instructor-led-courses'
import { ROLE_TITLES } from './lib/content/roles'
import { TRACKS } from './lib/content/tracks'
import { paths } from './lib/paths'
import { getQueryClient } from './lib/query-client'
import { resetRestoreForTests, sessionStore } from './lib/session'
import { mirrorWritesSettled } from './lib/storage'
import { createAppRouter } from './router'

/** A session the mock backend knows, as after a real login. */
async function loggedIn(token = 'live-token') {
  const db = await getDb()
  db.sessions[token] = { email: 'learner@example.com', createdAt: Date.now() }
  sessionStore.login(token, { email: 'learner@example.com', name: 'Alex Learner' })
}

function renderAt(path: string) {
  sessionStore.refresh()
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
  render(<RouterProvider router={router} />)
  return router
}

/**
 * The header's account controls live in the menu popover, which jsdom keeps hidden (it has no
 * desktop media query to show it inline): look them up in the banner, hidden or not.
 */
const accountControl = (role: 'button' | 'link', name: string) =>
  within(screen.getByRole('banner')).queryByRole(role, { name, hidden: true })

describe('login route', () => {
  it('logs in, stores the session and lands on the profile with the user', async () => {
    const router = renderAt('/login')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'learner@example.com')
    await user.type(screen.getByLabelText('Password'), SEEDED_ACCOUNT.password)
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Alex Learner' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile/learner%40example.com')
    expect(localStorage.getItem('token')).toEqual(expect.any(String))
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({
      name: 'Alex Learner',
      email: 'learner@example.com',
    })
    expect(await screen.findByRole('link', { name: 'Take Assessment' })).toHaveAttribute('href', '/assessments')
    sessionStore.logout()
    // The file's first test also loads the login and profile routes, and the demo backend checks the
    // password with a deliberately slow PBKDF2: on a busy 2-core machine that took more than 5 s.
  }, 15_000)

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
    // The call stays open until the second click has been tried, however slow the machine.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post('http://api.test/auth/login', async () => {
        calls += 1
        await answered
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
    answer()
    expect(await screen.findByText('Nope.')).toBeInTheDocument()
    expect(calls).toBe(1)
  })
})

describe('send reset link route', () => {
  it('says "Sending..." on the disabled button while the call runs, then what the server said', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post('http://api.test/auth/send-reset-password-link', async () => {
        await answered
        return HttpResponse.json({ message: 'A link is on its way.' })
      }),
    )
    renderAt(paths.sendResetLink)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-mail'), 'learner@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    answer()
    expect(await screen.findByText('A link is on its way.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled()
  })
})

describe('protected routes', () => {
  it('send a logged-out visitor to /login with the way back', async () => {
    const router = renderAt('/assessments')
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/assessments' })
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument()
  })

  it('open for a session kept only in the IndexedDB mirror: the guard waits for the restore', async () => {
    sessionStore.login('mirrored-token', { email: 'learner@example.com' })
    await mirrorWritesSettled()
    localStorage.clear()
    resetRestoreForTests()
    const router = renderAt('/assessments')
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/assessments')
    expect(localStorage.getItem('token')).toBe('mirrored-token')
    sessionStore.logout()
  })

  it('follow a logout in another tab to /login, with the way back and the reason', async () => {
    await loggedIn()
    const router = renderAt('/assessments')
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeInTheDocument()
    // What the other tab's logout looks like here: the entries vanish and a storage event fires.
    act(() => {
      localStorage.removeItem('token')
      localStorage.removeItem('user')
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ redirect: '/assessments' })
    expect(screen.getByText('You were logged out in another tab. Log in again to continue.')).toBeInTheDocument()
    expect(accountControl('button', 'Logout')).not.toBeInTheDocument()
  })

  it('leave a logout here to the header, which goes home', async () => {
    await loggedIn()
    const router = renderAt('/assessments')
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeInTheDocument()
    await userEvent.setup().click(accountControl('button', 'Logout')!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.location.search).toEqual({})
  })
})

describe('profile route', () => {
  it('a 401 drops the session (token, user, cache) and sends the user to /login saying why', async () => {
    sessionStore.login('stale-token', { email: 'learner@example.com', name: 'Alex Learner' })
    const router = renderAt('/profile/learner@example.com')
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search.redirect).toMatch(/^\/profile\/learner(%40|@)example\.com$/)
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(getQueryClient().getQueryCache().getAll()).toEqual([])
    // The header follows: no My Page / Logout for a dead session.
    expect(accountControl('button', 'Logout')).not.toBeInTheDocument()
    expect(accountControl('link', 'Login')).toBeInTheDocument()
  })

  it('an offline failure offers a retry and promises no kept input on a page without a form', async () => {
    await loggedIn()
    server.use(http.get('http://api.test/auth/profile/:email', () => HttpResponse.error()))
    renderAt('/profile/learner@example.com')
    const alert = await screen.findByText(/could not reach the server/, undefined, { timeout: 15_000 })
    expect(alert).toHaveTextContent('We could not reach the server. Check your connection and try again.')
    expect(screen.queryByText(/what you typed/)).not.toBeInTheDocument()
    server.resetHandlers()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Signed in as learner@example.com')).toBeInTheDocument()
    sessionStore.logout()
  }, 20_000)
})

describe('about route', () => {
  // Its route counts the figures (the About feature cannot import the catalogue or the ecosystem).
  it('counts the courses, tracks, roles and ecosystem topics from the lists it shows figures of', async () => {
    renderAt(paths.aboutUs)
    const figures = await screen.findByRole('list', { name: 'What we offer' })
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((figure) => figure.textContent),
    ).toEqual([
      `${SELF_PACED_COURSES.length} self-paced courses`,
      `${INSTRUCTOR_LED_COURSES.length} instructor-led courses`,
      `${TRACKS.length} reskilling tracks`,
      `${ROLE_TITLES.length} new AI/GenAI roles`,
      `${ECOSYSTEM_TOPICS.length} ecosystem topics`,
    ])
  })
})
