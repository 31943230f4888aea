import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockConfig } from '~mocks/config'
import { DEMO_SCENARIO_KEY } from '~mocks/scenarios'
import { getDb, readOutbox } from '~mocks/db'
import { api } from '~/lib/api-client'
import { sessionStore } from '~/lib/session'
import { DemoBanner } from './demo-banner'

// The in-page backend (msw's interceptors) is the browser's; here the Node server of vitest.setup.ts
// answers the same handlers, so the controls get the database it uses.
vi.mock('./demo-backend', async (importOriginal) => {
  const db = await import('~mocks/db')
  return {
    ...(await importOriginal<typeof import('./demo-backend')>()),
    demoBackend: async () => ({ SEEDED_ACCOUNT: db.SEEDED_ACCOUNT, resetDb: db.resetDb }),
  }
})

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one for the confirmation step.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

beforeEach(() => {
  // A demo build: Vitest runs as a real-backend build, whose demo imports refuse to load.
  vi.stubEnv('VITE_API_BASE_URL', '')
})

afterEach(() => {
  vi.unstubAllEnvs()
  sessionStore.logout()
  sessionStorage.clear()
})

/** The banner on a home page, with a profile page to land on. */
function renderBanner() {
  const root = createRootRoute({
    component: () => (
      <>
        <DemoBanner />
        <Outlet />
      </>
    ),
  })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> })
  const profile = createRoute({
    getParentRoute: () => root,
    path: '/profile/$email',
    component: function Profile() {
      return <h1>Profile of {useParams({ strict: false }).email}</h1>
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([home, profile]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

async function openControls() {
  const user = userEvent.setup()
  const toggle = await screen.findByRole('button', { name: 'Demo controls' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const panel = await screen.findByRole('region', { name: 'Demo controls' })
  expect(toggle).toHaveAttribute('aria-controls', panel.id)
  return { user, toggle, panel }
}

const badge = () => screen.queryByText(/^Scenario: /)

describe('scenario switch', () => {
  it('lists the four scenarios by name, keeps the choice in demo:fail and names it in the banner', async () => {
    renderBanner()
    const { user, toggle, panel } = await openControls()
    const group = within(panel).getByRole('group', { name: 'Backend scenario' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Normal', 'Server error', 'Offline backend', 'Slow backend'])
    expect(within(group).getByRole('radio', { name: 'Normal' })).toBeChecked()
    expect(badge()).toBeNull()

    await user.click(within(group).getByRole('radio', { name: 'Server error' }))
    expect(localStorage.getItem(DEMO_SCENARIO_KEY)).toBe('server-error')
    expect(await screen.findByText('Scenario: Server error')).toBeVisible()

    await user.click(within(group).getByRole('radio', { name: 'Offline backend' }))
    expect(localStorage.getItem(DEMO_SCENARIO_KEY)).toBe('network')
    expect(await screen.findByText('Scenario: Offline backend')).toBeVisible()

    await user.click(within(group).getByRole('radio', { name: 'Normal' }))
    expect(localStorage.getItem(DEMO_SCENARIO_KEY)).toBeNull()
    expect(badge()).toBeNull()

    // The same button closes the panel.
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'Demo controls' })).toBeNull()
  })

  it('shows a scenario kept from before the reload, and one switched in another tab, without the panel', async () => {
    localStorage.setItem(DEMO_SCENARIO_KEY, 'slow')
    renderBanner()
    expect(await screen.findByText('Scenario: Slow backend')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Demo controls' })).toBeNull()

    act(() => {
      localStorage.setItem(DEMO_SCENARIO_KEY, 'server-error')
      window.dispatchEvent(new StorageEvent('storage', { key: DEMO_SCENARIO_KEY }))
    })
    expect(await screen.findByText('Scenario: Server error')).toBeVisible()
  })
})

describe('one-click sign-in', () => {
  it('logs in as the seeded learner with a token from the backend and lands on the profile', async () => {
    const router = renderBanner()
    const { user, toggle, panel } = await openControls()
    await user.click(within(panel).getByRole('button', { name: 'Sign in as the demo learner' }))

    expect(await screen.findByRole('heading', { name: 'Profile of learner@example.com' })).toBeVisible()
    expect(router.state.location.pathname).toMatch(/^\/profile\/learner(@|%40)example\.com$/)
    const session = sessionStore.getSnapshot()
    expect(session.status).toBe('loggedIn')
    // The token is one the mock backend issued: it opens the learner's profile.
    const profile = await api.get('auth/profile/learner%40example.com', {
      headers: { Authorization: `Bearer ${session.token ?? ''}` },
    })
    expect(profile.status).toBe(200)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows what went wrong and stays logged out when the backend fails', async () => {
    mockConfig.failure = 'server-error'
    renderBanner()
    const { user, panel } = await openControls()
    const button = within(panel).getByRole('button', { name: 'Sign in as the demo learner' })
    await user.click(button)
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Login failed')
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible()
    expect(button).toHaveFocus()
  })
})

describe('reset', () => {
  it('asks first; confirmed, it restores the seeded database, logs out, clears the switches and says so', async () => {
    await api.post('auth/signup', { name: 'Sam Sales', email: 'sam@example.org', password: 'long-enough-password' })
    sessionStore.login('some-token', { email: 'sam@example.org' })
    localStorage.setItem(DEMO_SCENARIO_KEY, 'slow')
    renderBanner()
    const { user, panel } = await openControls()
    expect(await screen.findByText('Scenario: Slow backend')).toBeVisible()

    // Cancel changes nothing.
    await user.click(within(panel).getByRole('button', { name: 'Reset demo data' }))
    let dialog = screen.getByRole('dialog', { name: 'Reset demo data?' })
    expect(dialog).toHaveAccessibleDescription(/only the seeded account stays/)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(Object.keys((await getDb()).users)).toContain('sam@example.org')
    expect(sessionStore.getSnapshot().status).toBe('loggedIn')

    await user.click(within(panel).getByRole('button', { name: 'Reset demo data' }))
    dialog = screen.getByRole('dialog', { name: 'Reset demo data?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }))

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Demo data reset: only the seeded account is left, with no mails, sessions or lockouts. You are logged out and the scenario is Normal.',
    )
    expect(Object.keys((await getDb()).users)).toEqual(['learner@example.com'])
    expect(await readOutbox()).toEqual([])
    expect(sessionStore.getSnapshot().status).toBe('loggedOut')
    expect(localStorage.getItem(DEMO_SCENARIO_KEY)).toBeNull()
    await waitFor(() => expect(badge()).toBeNull())
    expect(within(panel).getByRole('radio', { name: 'Normal' })).toBeChecked()
  })
})
