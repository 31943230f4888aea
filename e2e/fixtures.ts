/**
 * Shared Playwright fixtures (fixtures, not page objects). Every test fails on a
 * console error or an uncaught page error unless it declares the messages it expects.
 */
import { expect, test as base, type Page, type Request } from '@playwright/test'
import { typeInto } from './support/typing'

import { SEEDED_ACCOUNT } from '../mocks/seed.mjs'

export const SEEDED = SEEDED_ACCOUNT

type Fixtures = {
  /** Console errors a test expects (substrings); anything else fails the test. */
  allowConsoleErrors: string[]
  failOnConsoleErrors: void
  login: (email?: string, password?: string) => Promise<void>
  demoInbox: {
    open: () => Promise<void>
    follow: (label: 'Activate account' | 'Reset password', to: string) => Promise<void>
  }
  signUp: (user: { name: string; email: string; password: string }) => Promise<void>
}

/** Resolves once the app has hydrated the page (src/components/layout/hydration-marker.tsx). */
export const waitForApp = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

export const test = base.extend<Fixtures>({
  // Prerendered pages are visible before React hydrates them; a user's first click can only
  // work after that, so every navigation the test makes waits for html[data-hydrated].
  //
  // Firefox aborts the chunk loads of a page that is being left, and the router then reloads that
  // page once (its reload-on-missing-module), cancelling the new navigation: a test that goes
  // elsewhere the moment a client-side navigation changed the URL would fail on that, not on
  // what it tests. In Firefox a navigation first lets the current page finish loading its chunks.
  page: async ({ page, browserName }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const loading = new Set<Request>()
    if (browserName === 'firefox') {
      page.on('request', (request) => {
        if (request.resourceType() === 'script') loading.add(request)
      })
      page.on('requestfinished', (request) => loading.delete(request))
      page.on('requestfailed', (request) => loading.delete(request))
    }
    const settle = async () => {
      if (loading.size > 0) await expect.poll(() => loading.size, { message: 'chunks still loading' }).toBe(0)
    }
    page.goto = async (...args) => {
      await settle()
      const response = await goto(...args)
      await waitForApp(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForApp(page)
      return response
    }
    await use(page)
  },
  allowConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (allowConsoleErrors.some((allowed) => text.includes(allowed))) return
        problems.push(`console.error: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      // Content-Security-Policy and Trusted Types violations count as errors too.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          )
        })
      })
      await use()
      expect(problems, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
  login: async ({ page }, use) => {
    await use(async (email = SEEDED.email, password = SEEDED.password) => {
      await page.goto('/login')
      await fillLogin(page, email, password)
      await expect(page).toHaveURL(/\/profile\//)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, /)
    })
  },
  demoInbox: async ({ page }, use) => {
    const open = async () => {
      await page.getByRole('button', { name: 'Demo inbox' }).click()
      await expect(page.getByRole('dialog', { name: 'Demo inbox' })).toBeVisible()
    }
    const follow = async (label: 'Activate account' | 'Reset password', to: string) => {
      await open()
      const mail = page
        .getByRole('dialog', { name: 'Demo inbox' })
        .getByRole('listitem')
        .filter({ hasText: to })
        .first()
      await mail.getByRole('link', { name: label }).click()
    }
    await use({ open, follow })
  },
  signUp: async ({ page }, use) => {
    await use(async ({ name, email, password }) => {
      await page.goto('/signup')
      await typeInto(page.getByLabel('Name'), name)
      await typeInto(page.getByLabel('E-mail'), email)
      await typeInto(page.getByLabel('Password'), password)
      await page.getByRole('button', { name: 'Register' }).click()
      await expect(page.getByRole('status').getByText(/activation link/i)).toBeVisible()
      // docs/product.md (Behaviour): signup goes to /login after 2 seconds. Waiting for it keeps
      // that navigation from landing in the middle of the test's next one.
      await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })
    })
  },
})

/** Types the e-mail and password (in every engine, docs/testing.md (Firefox)) and presses Login. */
export async function fillLogin(page: Page, email: string, password: string) {
  await typeInto(page.getByLabel('E-mail'), email)
  await typeInto(page.getByLabel('Password'), password)
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
}

/** A unique address per test, so parallel tests never share an account. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

/**
 * Presses Logout in the header once the notifications are closed: the top-right toast ("Welcome
 * back") lies over the lower edge of My Page and Logout for its 5 seconds, and pauses while the
 * pointer is on it.
 */
export async function logOut(page: Page) {
  // The tab a person logs out in is the one in front: a tab behind another runs no animations, so a
  // toast still sliding in there could never be closed.
  await page.bringToFront()
  const notifications = page.getByRole('region', { name: 'Notifications Alt+T' })
  const close = notifications.getByRole('button', { name: 'close' }).first()
  // Toasts may close by themselves meanwhile: close the first one left until none is.
  await expect(async () => {
    if (await close.count()) await close.click({ timeout: 1000 })
    await expect(notifications.getByRole('alert')).toHaveCount(0, { timeout: 500 })
  }).toPass()
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
}

/** Tags a test to run in Firefox too (the `firefox` project, docs/testing.md (Firefox)). */
export const CROSS_ENGINE = { tag: '@cross-engine' }

export { expect }
