import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SW_TRUSTED_TYPES_POLICY as CSP_POLICY } from '../../../scripts/security-headers'
import { registerServiceWorker, serviceWorkerScriptUrl, UPDATE_RELOAD_KEY } from './register'
import { SW_TRUSTED_TYPES_POLICY, SW_URL } from './sw-routing'

describe('service worker script URL', () => {
  it('uses the policy name the Content-Security-Policy allows', () => {
    expect(SW_TRUSTED_TYPES_POLICY).toBe(CSP_POLICY)
  })

  it('is the plain URL without Trusted Types', () => {
    expect(serviceWorkerScriptUrl(undefined)).toBe(SW_URL)
  })

  it('comes from one policy that vouches for the worker URL only', () => {
    let rules: { createScriptURL: (input: string) => string } | undefined
    const createPolicy = vi.fn((_name: string, given: NonNullable<typeof rules>) => {
      rules = given
      return { createScriptURL: (input: string) => given.createScriptURL(input) }
    })
    expect(serviceWorkerScriptUrl({ createPolicy })).toBe(SW_URL)
    expect(serviceWorkerScriptUrl({ createPolicy })).toBe(SW_URL)
    expect(createPolicy).toHaveBeenCalledOnce()
    expect(createPolicy).toHaveBeenCalledWith(SW_TRUSTED_TYPES_POLICY, expect.anything())
    expect(() => rules?.createScriptURL('https://evil.example/sw.js')).toThrow(TypeError)
  })
})

const workbox = vi.hoisted(() => {
  type Listener = (event: { sw?: unknown; isUpdate?: boolean }) => void
  const listeners = new Map<string, Listener[]>()
  return {
    listeners,
    messageSkipWaiting: vi.fn(),
    messageSW: vi.fn((_sw: unknown, _data: unknown): Promise<unknown> => Promise.resolve('2.0.0')),
    emit(type: string, event: { sw?: unknown; isUpdate?: boolean } = {}) {
      for (const listener of listeners.get(type) ?? []) listener(event)
    },
  }
})

vi.mock('workbox-window', () => ({
  messageSW: workbox.messageSW,
  Workbox: class {
    addEventListener(type: string, listener: (event: { sw?: unknown; isUpdate?: boolean }) => void) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener])
    }
    messageSkipWaiting = workbox.messageSkipWaiting
    register = () => Promise.resolve(undefined)
    update = () => Promise.resolve()
  },
}))

describe('applying an update', () => {
  let container: EventTarget
  let reload: ReturnType<typeof vi.fn>

  beforeEach(() => {
    workbox.listeners.clear()
    sessionStorage.clear()
    container = new EventTarget()
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
    reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  async function waitingUpdate() {
    const onUpdateWaiting = vi.fn()
    await registerServiceWorker({ onUpdateWaiting, onOfflineReady: vi.fn() })
    workbox.emit('waiting', { sw: {} })
    await vi.waitFor(() => expect(onUpdateWaiting).toHaveBeenCalledOnce())
    const [accept, version]: unknown[] = onUpdateWaiting.mock.calls[0] ?? []
    if (typeof accept !== 'function') throw new Error('no accept callback')
    return { accept: () => accept(), version }
  }

  it('offers the waiting version, as the waiting worker reports it', async () => {
    const { version } = await waitingUpdate()
    expect(version).toBe('2.0.0')
    expect(workbox.messageSW).toHaveBeenCalledWith({}, { type: 'GET_VERSION' })
  })

  it('offers the update without a version when the worker does not answer', async () => {
    workbox.messageSW.mockReturnValueOnce(new Promise(() => {}))
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const onUpdateWaiting = vi.fn()
    await registerServiceWorker({ onUpdateWaiting, onOfflineReady: vi.fn() })
    workbox.emit('waiting', { sw: {} })
    await vi.advanceTimersByTimeAsync(1000)
    vi.useRealTimers()
    await vi.waitFor(() => expect(onUpdateWaiting).toHaveBeenCalledWith(expect.any(Function), undefined))
  })

  it('does nothing before the user accepts', async () => {
    await waitingUpdate()
    container.dispatchEvent(new Event('controllerchange'))
    workbox.emit('controlling')
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads once on a bare controllerchange (Safari), however many events follow', async () => {
    const { accept } = await waitingUpdate()
    accept()
    expect(workbox.messageSkipWaiting).toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledOnce()
    workbox.emit('controlling')
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledOnce()
  })

  it("reloads once on workbox's controlling event", async () => {
    const { accept } = await waitingUpdate()
    accept()
    workbox.emit('controlling')
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('does not reload again right after an update reload (no loop)', async () => {
    sessionStorage.setItem(UPDATE_RELOAD_KEY, String(Date.now()))
    const { accept } = await waitingUpdate()
    accept()
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).not.toHaveBeenCalled()
  })
})
