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

describe('loads cut short by leaving the page', () => {
  it('a load that fails while the visitor leaves never settles: no error for a page going away', async () => {
    const { isLeavingPage, unlessLeaving } = await import('./page-exit')
    let fail = (_error: Error) => {}
    const load = unlessLeaving(() => new Promise((_resolve, reject) => (fail = reject)))
    window.dispatchEvent(new Event('beforeunload'))
    expect(isLeavingPage()).toBe(true)
    fail(new TypeError('error loading dynamically imported module'))
    expect(await settles(load)).toBe(false)
  })

  it('a load that fails while the visitor stays fails as before', async () => {
    const { isLeavingPage, unlessLeaving } = await import('./page-exit')
    const load = unlessLeaving(() => Promise.reject(new TypeError('offline')))
    await expect(load).rejects.toThrow('offline')
    expect(isLeavingPage()).toBe(false)
  })

  it('listens for beforeunload only while a load is pending (Firefox caches no page that does)', async () => {
    const add = vi.spyOn(window, 'addEventListener')
    const remove = vi.spyOn(window, 'removeEventListener')
    const { unlessLeaving } = await import('./page-exit')
    await expect(unlessLeaving(() => Promise.resolve('module'))).resolves.toBe('module')
    const calls = (spy: typeof add) => spy.mock.calls.filter(([type]) => String(type) === 'beforeunload').length
    expect([calls(add), calls(remove)]).toEqual([1, 1])
    // A beforeunload with nothing pending is not heard: the page is not "being left" for later loads.
    window.dispatchEvent(new Event('beforeunload'))
    await expect(unlessLeaving(() => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline')
    add.mockRestore()
    remove.mockRestore()
  })
})
