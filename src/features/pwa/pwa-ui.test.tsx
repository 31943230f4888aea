import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InstallAppButton } from './install-app-button'
import { OfflineIndicator } from './offline-indicator'
import { PRELOAD_RELOAD_KEY, PwaLifecycle } from './pwa-lifecycle'
import { pwaStore } from './pwa-store'

afterEach(() => {
  pwaStore.set({ acceptUpdate: null, installPrompt: null })
  sessionStorage.clear()
})

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('OfflineIndicator', () => {
  it('says so while the browser is offline, inside a live region that is always there', () => {
    const { container } = render(<OfflineIndicator />)
    const region = container.querySelector('[aria-live="polite"]')
    expect(region).toBeEmptyDOMElement()
    expect(screen.queryByRole('status')).toBeNull()
    act(() => setOnline(false))
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline — pages you visited and the assessment keep working.',
    )
    expect(region).toContainElement(screen.getByRole('status'))
    act(() => setOnline(true))
    expect(region).toBeEmptyDOMElement()
  })
})

describe('update prompt', () => {
  it('appears only while an update waits and applies it only when the user accepts', async () => {
    const user = userEvent.setup()
    const accept = vi.fn()
    render(<PwaLifecycle />)
    expect(screen.queryByRole('button', { name: 'Reload to update' })).toBeNull()

    act(() => pwaStore.set({ acceptUpdate: accept }))
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the site is available')
    expect(accept).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Reload to update' }))
    expect(accept).toHaveBeenCalledOnce()
  })

  it('can be put off', async () => {
    const user = userEvent.setup()
    const accept = vi.fn()
    render(<PwaLifecycle />)
    act(() => pwaStore.set({ acceptUpdate: accept }))
    await user.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('button', { name: 'Reload to update' })).toBeNull()
    expect(accept).not.toHaveBeenCalled()
  })
})

describe('install button', () => {
  it('shows only after beforeinstallprompt and hands over to the browser prompt', async () => {
    const user = userEvent.setup()
    render(
      <>
        <PwaLifecycle />
        <InstallAppButton />
      </>,
    )
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()

    const prompt = vi.fn(() => Promise.resolve())
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    })
    act(() => {
      window.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Install app' }))
    expect(prompt).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })
})

describe('stale chunks', () => {
  it('reload the page once, not in a loop', () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    render(<PwaLifecycle />)
    const first = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(first)
    expect(first.defaultPrevented).toBe(true)
    expect(sessionStorage.getItem(PRELOAD_RELOAD_KEY)).not.toBeNull()
    // Right after that reload, the same failure is left to surface.
    const second = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(second)
    expect(second.defaultPrevented).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('never reload while offline, where a reload would only show the browser error page', () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    sessionStorage.removeItem(PRELOAD_RELOAD_KEY)
    render(<PwaLifecycle />)
    const event = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
