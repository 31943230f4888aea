/**
 * The offline-first PWA (docs/architecture.md (Offline)) against the production build, with service workers allowed.
 * The build in dist/ (made by playwright.config.ts's webServer, or PWA_DIST_DIR) is served by a
 * small counting server (e2e/support/pwa-server.ts), one per worker on its own port, so each test
 * can see exactly which requests reached the network.
 */
import { statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'
import { MANIFEST_URL, SW_TRUSTED_TYPES_POLICY } from '../src/features/pwa/sw-routing'
import { paths, profilePath } from '../src/lib/paths'
import { NOT_PRERENDERED } from '../src/lib/prerendered-paths'
import { CROSS_ENGINE, expect, fillLogin, SEEDED, test as base, uniqueEmail } from './fixtures'
import { readPrecacheManifest } from './support/precache-manifest'
import { expectPageHeading, precacheNames, tempProfile, waitForServiceWorker } from './support/pwa-helpers'
import { startPwaServer, type PwaServer } from './support/pwa-server'
import { LAYOUT_ROUTES } from './support/routes'

const DIST = resolve(import.meta.dirname, '..', process.env.PWA_DIST_DIR ?? 'dist')

const test = base.extend<{ server: PwaServer }, { workerServer: PwaServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const server = await startPwaServer({ root: DIST })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  server: async ({ workerServer }, use) => {
    workerServer.clearLog()
    await use(workerServer)
  },
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
})

test.use({ serviceWorkers: 'allow' })
// Installing the worker precaches ~4.5 MB (~140 files): slower than a page load on a busy machine.
test.describe.configure({ timeout: 90_000 })

/**
 * A route of each kind of docs/product.md (Screens): a prerendered page of each layout (every page
 * being precached is the build's test, scripts/pwa-build.dist.test.ts, and the worker's answer for
 * each path src/lib/page-routes.test.ts's), the lower-case spelling, the routes the app renders
 * alone (the protected ones: the learner is logged in), and the parameter routes.
 */
const ROUTES = [
  ...LAYOUT_ROUTES,
  ...NOT_PRERENDERED,
  '/reskilling',
  '/activate/nobody%40example.org/not-a-token',
  '/reset-password/learner%40example.com/not-a-token',
  '/reset-password/not-a-token',
  profilePath(SEEDED.email),
]

/**
 * One route of each way the worker answers a navigation (a prerendered page, the app shell, a
 * parameter route), for the online round: the offline round has shown that every route is there.
 */
const ONLINE_ROUTES = [paths.home, ...NOT_PRERENDERED, '/reset-password/not-a-token', profilePath(SEEDED.email)]

async function visitEach(page: Page, routes: readonly string[]) {
  for (const route of routes) {
    await page.goto(route)
    await expectPageHeading(page, route)
  }
}

test.describe('installed', () => {
  // The navigations to what is not precached fail offline, which Chromium logs.
  test.use({ allowConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'], reducedMotion: 'no-preference' })

  test('one precache with the whole manifest; offline, the whitepaper and the hero video come from it, and nothing else does', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    // Once, after the first install.
    await expect(
      page.getByText('Ready to work offline: pages you visit and the assessment keep working.'),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('pwa:offline-ready'))).not.toBeNull()
    expect(await precacheNames(page)).toHaveLength(1)
    const cached = await page.evaluate(async () => {
      const [name] = (await caches.keys()).filter((key) => key.includes('precache'))
      return name ? (await (await caches.open(name)).keys()).length : 0
    })
    expect(cached).toBe(new Set(readPrecacheManifest(DIST).map((entry) => entry.url)).size)
    // No runtime cache besides the precache: API answers are never stored.
    expect(await page.evaluate(() => caches.keys())).toHaveLength(1)

    await context.setOffline(true)
    // The whitepaper is the PDF itself, in full.
    const pdf = await page.evaluate(async () => {
      const response = await fetch('/AI_Reskilling_Whitepaper.pdf')
      const bytes = new Uint8Array(await response.arrayBuffer())
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        length: bytes.byteLength,
        magic: String.fromCharCode(...bytes.slice(0, 5)),
      }
    })
    expect(pdf).toEqual({
      status: 200,
      type: 'application/pdf',
      length: statSync(join(DIST, 'AI_Reskilling_Whitepaper.pdf')).size,
      magic: '%PDF-',
    })

    // The hero video plays, and Range requests are answered from the precache.
    await page.reload()
    const video = page.locator('video').first()
    await expect(video).toBeAttached()
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2)
    const partial = await page.evaluate(async () => {
      const response = await fetch('/media/hero-home.mp4', { headers: { Range: 'bytes=0-99' } })
      return {
        status: response.status,
        length: (await response.arrayBuffer()).byteLength,
        range: response.headers.get('content-range'),
      }
    })
    const size = statSync(join(DIST, 'media/hero-home.mp4')).size
    expect(partial).toEqual({ status: 206, length: 100, range: `bytes 0-99/${size}` })

    // Files and API paths that are not precached fail like the network does, never answered with
    // the app's HTML: from the page (the in-page demo backend is not running on the home page)…
    const api = await page.evaluate(() =>
      fetch('/demo-api/auth/login').then(
        (response) => response.headers.get('content-type'),
        () => 'network error',
      ),
    )
    expect(api).toBe('network error')
    // …and as navigations (the SPA fallback's denylist).
    for (const path of ['/demo-api/auth/profile/learner%40example.com', '/media/hero-home.webm', '/no-such-file.pdf']) {
      await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
    }
  })
})

// In every engine (Firefox too, where context.setOffline is not used): the server really goes away.
test(
  'with the server stopped, the page reloads and the pages visited open from the worker',
  CROSS_ENGINE,
  async ({ page }) => {
    // A server of this test's own, so stopping it leaves the other tests of this worker theirs.
    const own = await startPwaServer({ root: DIST })
    try {
      await page.goto(`${own.url}/`)
      await waitForServiceWorker(page)
      await page.goto(`${own.url}/courses`)
      await expectPageHeading(page, '/courses')
    } finally {
      await own.close()
    }
    await expect(page.request.get(`${own.url}/courses`)).rejects.toThrow()

    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI Reskilling for all types of Individuals' }),
    ).toBeVisible()
    await page.goto(`${own.url}/`)
    await expect(page.getByRole('heading', { level: 1, name: 'AI is the new Gold Rush' })).toBeVisible()
    // A page not visited yet is precached too, and the app navigates to it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ecosystem' }).click()
    await expect(page).toHaveURL(/\/ecosystem$/)
    await expectPageHeading(page, '/ecosystem')
  },
)

test('offline, every route renders on reload and on in-app navigation; online again, none reaches the server', async ({
  page,
  context,
  server,
}) => {
  // Every route, each a full page load.
  test.setTimeout(180_000)
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.goto('/login')
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page).toHaveURL(/\/profile\//)
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(
    'You are offline — pages you visited and the assessment keep working.',
  )

  await visitEach(page, ROUTES)
  await page.goto(paths.assessments)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeVisible()

  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [link, url] of [
    ['Reskilling', /\/Reskilling$/],
    ['Ecosystem', /\/ecosystem$/],
    ['Courses', /\/courses$/],
    ['About', /\/about-us$/],
  ] as const) {
    await nav.getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(url)
    await expectPageHeading(page, link)
  }
  await nav.getByRole('link', { name: 'My Page' }).click()
  await expect(page).toHaveURL(/\/profile\//)
  await expectPageHeading(page, 'My Page')

  await context.setOffline(false)
  await expect(page.getByText('You are offline')).toBeHidden()

  // Online again, the routes, the whitepaper and the video are answered from the precache.
  server.clearLog()
  await visitEach(page, ONLINE_ROUTES)
  await page.evaluate(async () => {
    await (await fetch('/AI_Reskilling_Whitepaper.pdf')).arrayBuffer()
    await (await fetch('/media/hero-home.mp4', { headers: { Range: 'bytes=0-1023' } })).arrayBuffer()
  })
  // The browser may still check /sw.js for an update (not a precached file): nothing else may arrive.
  expect(server.log.filter((request) => request.path !== '/sw.js')).toEqual([])
})

test('demo mode offline: sign up, activate, log in and finish the assessment', async ({ page, context, demoInbox }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)

  const email = uniqueEmail('offline')
  await page.goto('/signup')
  await page.getByLabel('Name').fill('Olu Offline')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('correct-horse-battery')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('status').getByText(/activation link/i)).toBeVisible()

  await demoInbox.follow('Activate account', email)
  await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()

  await page.goto('/login')
  await fillLogin(page, email, 'correct-horse-battery')
  await expect(page).toHaveURL(/\/profile\//)
  await page.getByRole('link', { name: 'Take Assessment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeVisible()
  await page.getByRole('radio', { name: /^1 – / }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Foundational Track' })).toBeVisible()
})

test.describe('under the Trusted Types policy of the site CSP', () => {
  // The probe below provokes one violation on purpose.
  test.use({ allowConsoleErrors: ['TrustedScriptURL', 'CSP violation: require-trusted-types-for'] })

  test('the worker registers', async ({ page }) => {
    // Only the Trusted Types part of the CSP (scripts/security-headers.ts): serviceWorker.register()
    // is a TrustedScriptURL sink, so a plain string would be refused.
    await page.route('**/', async (route) => {
      const response = await route.fetch()
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': `require-trusted-types-for 'script'; trusted-types ${SW_TRUSTED_TYPES_POLICY}`,
        },
      })
    })
    await page.goto('/')
    // Enforced: a plain string is refused by a script-URL sink.
    const refused = await page.evaluate(() => {
      try {
        document.createElement('script').src = '/probe.js'
        return false
      } catch (error) {
        return error instanceof TypeError
      }
    })
    expect(refused).toBe(true)
    await waitForServiceWorker(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/)
  })
})

test('Chromium finds the app installable', async ({ server }) => {
  const profile = tempProfile('pwa-install-')
  const context = await chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL: server.url,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors).toEqual([])
    const { url, errors } = await cdp.send('Page.getAppManifest')
    expect(url).toBe(`${server.url}${MANIFEST_URL}`)
    expect(errors).toEqual([])
  } finally {
    await context.close()
    profile.remove()
  }
})
