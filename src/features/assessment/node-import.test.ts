// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest'

// docs/architecture.md (Shape): pages are prerendered, so these modules must load without window, localStorage or indexedDB.
describe('assessment modules under Node', () => {
  afterAll(() => {
    vi.unstubAllGlobals()
  })

  it('import without touching browser globals', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof localStorage).toBe('undefined')
    // Importing is the check: a module that reads a browser global when it loads throws here.
    await import('./question-bank')
    await import('./engine')
    await import('./progress-store')
    await import('./result-content')
    // The shared vitest.setup.ts clears localStorage after every test; give it one to clear here.
    vi.stubGlobal('localStorage', { clear: () => {} })
  })
})
