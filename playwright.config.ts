import { defineConfig, devices } from '@playwright/test'
import { APP_ORIGIN, APP_PORT, MOCK_API_PORT, MOCK_API_URL } from './e2e/prod/ports'
import { CHROMIUM_FLAGS, CHROMIUM_SHELL_PATH } from './scripts/chromium.mjs'
import { FIREFOX_CHANNEL, FIREFOX_PATH } from './scripts/firefox.mjs'
import { E2E_DEMO_PORT, originOf } from './scripts/ports.mjs'

/**
 * Every end-to-end suite that Playwright drives, as projects over two production builds
 * (docs/testing.md); the WebKit smoke runs apart (e2e/webkit/smoke.mjs).
 *
 * - `chromium`: the demo build (dist/, the mock backend in the page), every spec of e2e/.
 * - `firefox`: the same build, the specs and tests tagged `@cross-engine`.
 * - `prod`: a real-backend build (dist-prod/) talking over HTTP to the mock API (`npm run mock-api`).
 * - `qa`: the same build, its API calls answered inside Playwright by the mock handlers (e2e/qa/fixtures.ts).
 *
 * Browsers: Debian's where installed, else Playwright's own (scripts/chromium.mjs, scripts/firefox.mjs).
 * Service workers are blocked (the PWA specs opt back in): a request made by the worker would bypass
 * `context.route`.
 */
const demoOrigin = originOf(E2E_DEMO_PORT)
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_SHELL_PATH, args: CHROMIUM_FLAGS },
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Demo logins hash the password in the page at OWASP's cost (docs/decisions/0080-demo-password-hashing.md).
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Firefox ESR needs a patch of Playwright, applied at install; checked again here (scripts/patch-playwright-bidi.mjs).
  globalSetup: './e2e/support/firefox-setup.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A trace is recorded for a retried test only: recording one for every test takes CPU the whole run needs.
  // Reduced motion unless a test is about motion: a playing hero video alone takes a third of a core
  // here, which every other test would wait for.
  use: { trace: 'on-first-retry', serviceWorkers: 'block', reducedMotion: 'reduce' },
  projects: [
    { name: 'chromium', testIgnore: ['prod/**', 'qa/**'], use: { ...chromium, baseURL: demoOrigin } },
    {
      name: 'firefox',
      testIgnore: ['prod/**', 'qa/**'],
      grep: /@cross-engine/,
      use: {
        ...devices['Desktop Firefox'],
        baseURL: demoOrigin,
        channel: FIREFOX_CHANNEL,
        launchOptions: { executablePath: FIREFOX_PATH },
        // Tracing over BiDi stalls typing and navigation on a busy machine.
        trace: 'off',
      },
    },
    // One mock backend serves every test of the file, in order (its admin surface resets it).
    { name: 'prod', testDir: './e2e/prod', fullyParallel: false, use: { ...chromium, baseURL: APP_ORIGIN } },
    { name: 'qa', testDir: './e2e/qa', use: { ...chromium, baseURL: APP_ORIGIN } },
  ],
  webServer: [
    {
      // `npm test` builds dist/ once and sets E2E_REUSE_BUILD; a run of its own builds first, so it
      // never tests a stale build.
      command: `${process.env.E2E_REUSE_BUILD ? '' : 'npm run build && '}npx vite preview`,
      env: { PORT: String(E2E_DEMO_PORT) },
      url: `${demoOrigin}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'npm run mock-api',
      // The fixtures (e2e/prod/mock-api.ts) use /__admin/, open here.
      env: { MOCK_API_PORT: String(MOCK_API_PORT), MOCK_API_ORIGIN: APP_ORIGIN, MOCK_API_OPEN_ADMIN: '1' },
      url: `${MOCK_API_URL}/__admin/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx vite build --outDir dist-prod --emptyOutDir && npx vite preview --outDir dist-prod',
      env: { PORT: String(APP_PORT), VITE_API_BASE_URL: MOCK_API_URL },
      url: `${APP_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
})
