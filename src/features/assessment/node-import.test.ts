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
    const modules = await Promise.all([
      import('./question-bank'),
      import('./engine'),
      import('./progress-store'),
      import('./result-content'),
    ])
    expect(modules.every((m) => Object.keys(m).length > 0)).toBe(true)
    // The shared vitest.setup.ts clears localStorage after every test; give it one to clear here.
    vi.stubGlobal('localStorage', { clear: () => {} })
  })
})
