import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
  vi.resetModules()
})

const settles = async (promise: Promise<unknown>) => {
  let done = false
  promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 10))
  return done
}

describe('leaving the page', () => {
  it('a load that fails while the visitor leaves never settles: no error for a page going away', async () => {
    const { isLeavingPage, unlessLeaving, watchPageExit } = await import('./page-exit')
    const stop = watchPageExit()
    let fail = (_error: Error) => {}
    const load = unlessLeaving(() => new Promise((_resolve, reject) => (fail = reject)))
    window.dispatchEvent(new Event('beforeunload'))
    expect(isLeavingPage()).toBe(true)
    fail(new TypeError('error loading dynamically imported module'))
    expect(await settles(load)).toBe(false)
    stop()
  })

  it('a load that fails while the visitor stays fails as before', async () => {
    const { isLeavingPage, unlessLeaving, watchPageExit } = await import('./page-exit')
    const stop = watchPageExit()
    await expect(unlessLeaving(() => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline')
    expect(isLeavingPage()).toBe(false)
    stop()
  })

  it('the listener is gone as the page is left (Firefox caches no page with one) and back if it stays', async () => {
    vi.useFakeTimers()
    const remove = vi.spyOn(window, 'removeEventListener')
    const add = vi.spyOn(window, 'addEventListener')
    const { isLeavingPage, watchPageExit } = await import('./page-exit')
    const stop = watchPageExit()
    const listens = () =>
      add.mock.calls.filter(([type, , options]) => String(type) === 'beforeunload' && options).length
    expect(listens()).toBe(1)
    window.dispatchEvent(new Event('beforeunload'))
    // Added with { once: true }: a second beforeunload is not heard until the window has passed.
    expect(listens()).toBe(1)
    vi.advanceTimersByTime(10_000)
    expect(isLeavingPage()).toBe(false)
    expect(listens()).toBe(2)
    stop()
    expect(remove.mock.calls.some(([type]) => String(type) === 'beforeunload')).toBe(true)
    add.mockRestore()
    remove.mockRestore()
  })
})
