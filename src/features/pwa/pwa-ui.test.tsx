import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { watchPageExit } from '~/lib/page-exit'
import { InstallAppButton } from './install-app-button'
import { OfflineIndicator } from './offline-indicator'
import { PRELOAD_RELOAD_KEY, PwaLifecycle } from './pwa-lifecycle'
import { pwaStore } from './pwa-store'

afterEach(() => {
  pwaStore.set({ acceptUpdate: null, updateVersion: null, installPrompt: null })
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

  it('names the version that is waiting', () => {
    render(<PwaLifecycle />)
    act(() => pwaStore.set({ acceptUpdate: vi.fn(), updateVersion: '1.4.0' }))
    expect(screen.getByRole('status')).toHaveTextContent('Version 1.4.0 is ready. Your answers and forms are kept.')
    expect(screen.getByRole('button', { name: 'Reload to update' })).toBeVisible()
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

  it('never reload while the page is being left: the reload would cancel where the visitor is going', () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    sessionStorage.removeItem(PRELOAD_RELOAD_KEY)
    // The app watches for the page being left from its start (src/main.tsx).
    const stopWatchingExit = watchPageExit()
    render(<PwaLifecycle />)
    // Firefox aborts the page's chunk loads once the next page starts loading.
    window.dispatchEvent(new Event('beforeunload'))
    const event = new Event('vite:preloadError', { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    stopWatchingExit()
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

describe('install steps on iPhone and iPad', () => {
  const iPhoneSafari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

  // jsdom has <dialog> but not its modal methods; these do what the browser does to `open`.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    }
  })

  function browser({ userAgent, standalone }: { userAgent: string; standalone: boolean }) {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: standalone && query === '(display-mode: standalone)', media: query })),
    )
  }

  afterEach(() => vi.unstubAllGlobals())

  it('offers Share → Add to Home Screen in Safari, in a modal dialog that closes again', async () => {
    browser({ userAgent: iPhoneSafari, standalone: false })
    const user = userEvent.setup()
    render(<InstallAppButton />)
    await user.click(screen.getByRole('button', { name: 'Install app' }))
    const dialog = await screen.findByRole('dialog', { name: 'Install Reskill AI on your iPhone or iPad' })
    expect(dialog).toHaveTextContent('Tap Share in Safari’s toolbar')
    expect(dialog).toHaveTextContent('tap Add to Home Screen')
    expect(dialog.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument()
  })

  it('offers nothing once the site runs as the installed app', () => {
    browser({ userAgent: iPhoneSafari, standalone: true })
    render(<InstallAppButton />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })

  it('offers nothing in other browsers without an install prompt', () => {
    browser({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      standalone: false,
    })
    render(<InstallAppButton />)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
  })
})
