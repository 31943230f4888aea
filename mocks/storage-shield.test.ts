import { afterEach, describe, expect, it, vi } from 'vitest'

describe('the storage shield for the demo backend', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')
  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original)
  })

  it('gives msw a memory localStorage for the tab where it is denied, and the app still knows it is blocked', async () => {
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
      configurable: true,
    })
    vi.resetModules()
    const { localStore, siteDataBlocked } = await import('../src/lib/storage')
    // Shields as it is imported (mocks/browser.ts imports it before msw).
    await import('./storage-shield')
    expect(typeof localStorage.getItem).toBe('function')
    localStorage.setItem('__msw-cookie-store__', '[]')
    expect(localStore.get('__msw-cookie-store__')).toBe('[]')
    expect(localStorage.getItem('__msw-cookie-store__')).toBe('[]')
    expect(localStorage.length).toBe(1)
    expect(siteDataBlocked()).toBe(true)
  })

  it('leaves a working localStorage alone', async () => {
    vi.resetModules()
    await import('./storage-shield')
    expect(Object.getOwnPropertyDescriptor(window, 'localStorage')).toEqual(original)
  })
})
