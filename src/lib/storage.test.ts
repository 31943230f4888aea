import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { denyIndexedDb } from '~/testing/storage-denied'

/**
 * The storage module decides once per store whether it works, so every test imports a fresh copy
 * after setting up what the browser allows.
 */
const freshStorage = async () => {
  vi.resetModules()
  return { ...(await import('./storage')), ...(await import('./indexed-db')) }
}

const denied = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError')
}

/** Makes `window[kind]` throw on access, as a browser that blocks site data does. */
function deny(kind: 'localStorage' | 'sessionStorage') {
  const original = Object.getOwnPropertyDescriptor(window, kind)
  Object.defineProperty(window, kind, { get: denied, configurable: true })
  restores.push(() => {
    if (original) Object.defineProperty(window, kind, original)
    else delete (window as unknown as Record<string, unknown>)[kind]
  })
}

let restores: (() => void)[] = []
beforeEach(() => {
  restores = []
})
afterEach(() => {
  for (const restore of restores.reverse()) restore()
  sessionStorage.clear()
})

describe('localStorage and sessionStorage', () => {
  it('use the browser’s stores where they work', async () => {
    const { localStore, tabStore, siteDataBlocked } = await freshStorage()
    localStore.set('demo:fail', 'slow')
    tabStore.set('demo:banner-dismissed', '1')
    expect(localStorage.getItem('demo:fail')).toBe('slow')
    expect(sessionStorage.getItem('demo:banner-dismissed')).toBe('1')
    expect(localStore.keys()).toContain('demo:fail')
    localStore.remove('demo:fail')
    expect(localStorage.getItem('demo:fail')).toBeNull()
    expect(siteDataBlocked()).toBe(false)
    expect(localStore.persists()).toBe(true)
  })

  it('keep values in memory for the tab when localStorage is denied, and never throw', async () => {
    deny('localStorage')
    const { localStore, readItem, writeItem, removeItem, siteDataBlocked } = await freshStorage()
    expect(localStore.get('demo:fail')).toBeNull()
    localStore.set('demo:fail', 'network')
    writeItem('token', 't-1')
    expect(localStore.get('demo:fail')).toBe('network')
    expect(readItem('token')).toBe('t-1')
    expect(localStore.keys().sort()).toEqual(['demo:fail', 'token'])
    removeItem('token')
    expect(readItem('token')).toBeNull()
    expect(localStore.persists()).toBe(false)
    expect(siteDataBlocked()).toBe(true)
  })

  it('keep values in memory for the tab when sessionStorage is denied', async () => {
    deny('sessionStorage')
    const { tabStore, localStore, siteDataBlocked } = await freshStorage()
    tabStore.set('pwa:update-reload', '123')
    expect(tabStore.get('pwa:update-reload')).toBe('123')
    tabStore.remove('pwa:update-reload')
    expect(tabStore.get('pwa:update-reload')).toBeNull()
    expect(tabStore.persists()).toBe(false)
    // localStorage still works, so the site keeps its data.
    expect(localStore.persists()).toBe(true)
    expect(siteDataBlocked()).toBe(false)
  })

  it('keep a value the browser refuses to write (storage full) in memory', async () => {
    const { localStore } = await freshStorage()
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    localStore.set('targetRole', '{"role":"x"}')
    setItem.mockRestore()
    expect(localStore.get('targetRole')).toBe('{"role":"x"}')
  })
})

describe('IndexedDB', () => {
  it('keeps key-value stores in IndexedDB where it opens', async () => {
    const { keyValueStore, indexedDbWorks } = await freshStorage()
    expect(await indexedDbWorks()).toBe(true)
    const store = keyValueStore('storage-test', 'kv')
    await store.set('a', { n: 1 })
    expect(await store.get('a')).toEqual({ n: 1 })
    expect(await store.persists()).toBe(true)
    // Not left in memory: a second handle on the same database reads it back.
    expect(await keyValueStore('storage-test', 'kv').get('a')).toEqual({ n: 1 })
  })

  for (const how of ['error event', 'throws'] as const) {
    it(`keeps key-value stores in memory for the tab when IndexedDB is denied (open ${how})`, async () => {
      restores.push(denyIndexedDb(how))
      const { keyValueStore, indexedDbStore, indexedDbWorks, StorageDeniedError } = await freshStorage()
      expect(await indexedDbWorks()).toBe(false)
      const store = keyValueStore('reskilling-assessment', 'progress')
      const record = { answers: { q1: 'a' } }
      await store.set('progress:a@example.com', record)
      record.answers.q1 = 'changed after saving'
      expect(await store.get('progress:a@example.com')).toEqual({ answers: { q1: 'a' } })
      await store.del('progress:a@example.com')
      expect(await store.get('progress:a@example.com')).toBeUndefined()
      expect(await store.persists()).toBe(false)
      // Code that needs IndexedDB's transactions is told, not left waiting.
      await expect(indexedDbStore('reskilling-history', 'attempts')()).rejects.toBeInstanceOf(StorageDeniedError)
    })
  }

  it('keeps the session in localStorage alone when IndexedDB is denied (the mirror is skipped)', async () => {
    restores.push(denyIndexedDb('error event'))
    const { writeItem, readItem, readMirroredItem, mirrorWritesSettled, restoreFromMirror } = await freshStorage()
    writeItem('token', 't-9')
    await mirrorWritesSettled()
    expect(readItem('token')).toBe('t-9')
    expect(await readMirroredItem('token')).toBeNull()
    expect(await restoreFromMirror()).toBe(false)
  })
})

describe('the router’s scroll restoration with sessionStorage denied', () => {
  it('loads, navigates and saves positions on pagehide without throwing', async () => {
    deny('sessionStorage')
    // The bare global the router reads throws, as in the browser.
    expect(() => globalThis.sessionStorage).toThrow('Access is denied')
    vi.resetModules()
    const { createMemoryHistory, createRootRoute, createRoute, createRouter } = await import('@tanstack/react-router')
    const rootRoute = createRootRoute()
    const routeTree = rootRoute.addChildren(
      ['/', '/courses'].map((path) => createRoute({ getParentRoute: () => rootRoute, path })),
    )
    const router = createRouter({
      routeTree,
      scrollRestoration: true,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    await router.load()
    await router.navigate({ to: '/courses' })
    expect(router.state.location.pathname).toBe('/courses')
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow()
  })
})
