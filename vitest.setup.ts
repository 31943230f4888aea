/**
 * Test environment for every Vitest file: an in-memory IndexedDB, jest-dom matchers,
 * the MSW server with the project's real handlers, and "fail loudly" on console.error.
 */
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { mockConfig } from './mocks/config'
import { hashCost, resetDb } from './mocks/db'
import { server } from './mocks/node'
import { fakeMediaQueryList } from './src/testing/match-media'

// The demo's password hashes at a low cost here: screens log in dozens of times on a busy 2-core machine.
// mocks/db.test.ts checks the real cost (docs/decisions/0080-demo-password-hashing.md).
hashCost.iterations = 1_000

// Routes load their code-split chunks on first render; give them time on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no matchMedia; behave like a browser with no media preferences set.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => fakeMediaQueryList(query, false)
}

// jsdom fetches no stylesheets, so a <link rel="stylesheet"> would never load; a browser's does.
// Components that wait for their own stylesheet (src/lib/stylesheet.ts) get its load event here.
if (typeof document !== 'undefined') {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') {
          setTimeout(() => node.dispatchEvent(new Event('load')))
        }
      }
    }
  }).observe(document.head, { childList: true })
}

let consoleErrors: unknown[][] = []

beforeEach(async () => {
  await resetDb()
  mockConfig.failure = 'none'
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  globalThis.localStorage?.clear()
  const errors = consoleErrors
  consoleErrors = []
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`)
  }
})

/** A test that expects console.error output calls this to take the messages and not fail. */
export function takeConsoleErrors(): unknown[][] {
  const errors = consoleErrors
  consoleErrors = []
  return errors
}

// Real handlers answer every call; an unhandled request is a test bug.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
