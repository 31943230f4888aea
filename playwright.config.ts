import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs'
import { E2E_DEMO_PORT } from './scripts/ports.mjs'

/**
 * End-to-end tests run against the production build in demo mode, in Debian's Chromium where it is
 * installed, else Playwright's own (scripts/chromium.mjs). The port differs from `npm start`'s so
 * both can run at once.
 */
const port = E2E_DEMO_PORT

export default defineConfig({
  testDir: './e2e',
  // Production mode (a real-backend build: the mock API over HTTP, and the QA fixtures) has its
  // own config: playwright.prod.config.ts, `npm run test:e2e:prod`.
  testIgnore: ['prod/**', 'qa/**'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Demo logins hash the password in the page at OWASP's cost (docs/decisions/0080-demo-password-hashing.md).
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Functional suites block service workers for determinism; the PWA suite opts back in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // `npm test` builds once and sets E2E_REUSE_BUILD for every suite that serves dist/; a run of its
    // own builds first, so it never tests a stale build.
    command: `${process.env.E2E_REUSE_BUILD ? '' : 'npm run build && '}npx vite preview`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
})
