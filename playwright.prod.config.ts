import { defineConfig, devices } from '@playwright/test'
import { APP_ORIGIN, APP_PORT, MOCK_API_PORT, MOCK_API_URL } from './e2e/prod/ports'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

/**
 * Production mode end to end: a real-backend build (VITE_API_BASE_URL set) in `dist-prod/` —
 * the demo build in `dist/` stays as it is — served by `vite preview`. Two projects share it:
 *
 * - `chromium-prod` (e2e/prod/): the build talks across origins to the mock backend over HTTP
 *   (`npm run mock-api`, mocks/http-server.ts) with credentialed CORS.
 * - `qa` (e2e/qa/): the same build, its API calls answered inside Playwright by the mock handlers
 *   (@msw/playwright over `context.route`, e2e/qa/fixtures.ts), one scenario per test. The mock
 *   API still starts (the web server list is shared) but never sees these calls.
 *
 * Service workers stay blocked in both: a request made by the PWA's worker would bypass
 * `context.route`, so @msw/playwright would never see it (docs/testing.md).
 */
export default defineConfig({
  testDir: './e2e/prod',
  // One mock backend is shared by every test (its admin surface resets it): no parallel workers.
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/prod' }]],
  outputDir: 'test-results/prod',
  use: {
    baseURL: APP_ORIGIN,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'chromium-prod', use: { ...devices['Desktop Chrome'] } },
    { name: 'qa', testDir: './e2e/qa', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      command: 'npm run mock-api',
      // The fixtures (e2e/prod/mock-api.ts) use /__admin/: open, or with MOCK_API_ADMIN_TOKEN when that is set.
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
