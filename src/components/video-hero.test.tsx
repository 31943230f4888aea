import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMotionPaused } from '~/lib/motion-pause'
import { resetPageIdleForTests } from '~/lib/schedule'
import { stubReducedMotion } from '~/testing/match-media'
import { VideoHero } from './video-hero'
import { NEAR_VIEWPORT_MARGIN } from './video-playback'

let play: ReturnType<typeof vi.fn>
let canPlay: string
beforeEach(() => {
  // The page-wide motion switch is module state: a Pause in one test must not leak into the next.
  setMotionPaused(false)
  resetPageIdleForTests()
  canPlay = 'maybe'
  play = vi.fn(() => Promise.resolve())
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => canPlay as CanPlayTypeResult)
  stubIntersectionObserver()
})
afterEach(() => vi.unstubAllGlobals())

/**
 * jsdom has no IntersectionObserver: this one reports the band near the viewport or not (`near`,
 * on screen by default) when observed, and again on `scroll`.
 */
function stubIntersectionObserver(near = true) {
  const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = []
  const report = (callback: IntersectionObserverCallback) =>
    callback([{ isIntersecting: near } as IntersectionObserverEntry], {} as IntersectionObserver)
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin })
      }
      observe() {
        const last = observers[observers.length - 1]
        if (last) queueMicrotask(() => report(last.callback))
      }
      disconnect() {}
    },
  )
  return {
    observers,
    scroll: (isNear: boolean) =>
      act(() => {
        near = isNear
        for (const { callback } of observers) report(callback)
      }),
  }
}

const hero = (
  <VideoHero media="x" priority labelledBy="t">
    <h1 id="t">Title</h1>
  </VideoHero>
)

const videoOf = (container: HTMLElement) => container.querySelector('video')!
const pauseButton = () => screen.getByRole('button', { name: 'Pause background video' })
const playButton = () => screen.getByRole('button', { name: 'Play background video' })

describe('VideoHero', () => {
  it('is prerendered with the poster, a video that downloads nothing, and Pause for a held click', () => {
    const html = renderToString(hero)
    expect(html).toMatch(/<video[^>]*preload="none"/)
    expect(html).not.toMatch(/<video[^>]*\ssrc=/)
    // No <source> in the video (the poster's <picture> has its own, for AVIF).
    expect(html.slice(html.indexOf('<video'), html.indexOf('</video>'))).not.toContain('<source')
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i)
    expect(html).toContain('aria-label="Pause background video"')
    expect(html).toMatch(/<button[^>]*data-replay="[^"]+"/)
  })

  it('waits for the page to be idle and the band to be near the viewport, then plays muted, looped, inline', async () => {
    stubReducedMotion(false)
    const viewport = stubIntersectionObserver(false)
    const { container } = render(hero)
    const video = videoOf(container)
    // Idle has come (a timer in jsdom), but the band is off screen: nothing loads.
    await waitFor(() => expect(viewport.observers[0]?.margin).toBe(NEAR_VIEWPORT_MARGIN))
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(video).not.toHaveAttribute('src')
    expect(play).not.toHaveBeenCalled()

    viewport.scroll(true)
    await waitFor(() => expect(play).toHaveBeenCalledOnce())
    expect(video).toHaveAttribute('src', '/media/hero-x.mp4')
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video).toHaveAttribute('playsinline')
    expect(video).toHaveAttribute('preload', 'none')
    // The <img> beneath is the poster, in two sizes, offered as AVIF first; the video adds no download of its own.
    expect(video).not.toHaveAttribute('poster')
    expect(container.querySelector('img')).toHaveAttribute(
      'srcset',
      '/media/hero-x-poster-768.webp 768w, /media/hero-x-poster.webp 1280w',
    )
    const avif = container.querySelector('picture > source:first-child')
    expect(avif).toHaveAttribute('type', 'image/avif')
    expect(avif).toHaveAttribute('srcset', '/media/hero-x-poster-768.avif 768w, /media/hero-x-poster.avif 1280w')
    expect(video).toHaveTextContent('Your browser does not support the video tag.')
    expect(video).not.toHaveClass('video-hero__video--failed')

    // Scrolled away it pauses; the visitor's choice (Pause offered) is unchanged.
    viewport.scroll(false)
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled()
    expect(pauseButton()).toBeInTheDocument()
  })

  it('pauses and plays again from its button', async () => {
    stubReducedMotion(false)
    const user = userEvent.setup()
    render(hero)
    await waitFor(() => expect(play).toHaveBeenCalled())
    await user.click(pauseButton())
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled()
    await user.click(playButton())
    expect(pauseButton()).toBeInTheDocument()
    expect(play.mock.calls.length).toBeGreaterThanOrEqual(2)
  })

  it('shows only the poster under reduced motion', () => {
    stubReducedMotion(true)
    const { container } = render(hero)
    expect(container.querySelector('video')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(play).not.toHaveBeenCalled()
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).toHaveAttribute('width')
  })

  it('offers Play and keeps the poster when autoplay is refused', async () => {
    stubReducedMotion(false)
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(hero)
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Video playback error'))
    expect(playButton()).toBeInTheDocument()
    expect(videoOf(container)).toHaveClass('video-hero__video--failed')
    expect(container.querySelector('.video-hero__icon--play')).toBeInTheDocument()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('never sets a source nor plays when the browser has no decoder for it', async () => {
    stubReducedMotion(false)
    canPlay = ''
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(hero)
    await waitFor(() => expect(playButton()).toBeInTheDocument())
    expect(videoOf(container)).not.toHaveAttribute('src')
    expect(play).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('Video playback error')
  })

  it('falls back to the poster and Play when the source fails, and loads it again on Play', async () => {
    stubReducedMotion(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(hero)
    const video = videoOf(container)
    await waitFor(() => expect(play).toHaveBeenCalledOnce())
    // A network error: the element reports it (and its pending play() is rejected too).
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 2 } })
    const setAttribute = vi.spyOn(video, 'setAttribute')
    fireEvent.error(video)
    expect(playButton()).toBeInTheDocument()
    expect(video).toHaveClass('video-hero__video--failed')
    expect(warn).toHaveBeenCalledOnce()

    await userEvent.setup().click(playButton())
    expect(setAttribute).toHaveBeenCalledWith('src', '/media/hero-x.mp4')
    expect(pauseButton()).toBeInTheDocument()
  })

  it('pauses at once when Pause comes before playback has started, without a false warning', async () => {
    stubReducedMotion(false)
    // play() still pending; pause() interrupts it, which rejects it with AbortError.
    let interrupt = () => {}
    play.mockImplementation(
      () =>
        new Promise<void>((_, reject) => {
          interrupt = () => reject(new DOMException('interrupted by pause()', 'AbortError'))
        }),
    )
    vi.mocked(HTMLMediaElement.prototype.pause).mockImplementation(() => interrupt())
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(hero)
    await waitFor(() => expect(play).toHaveBeenCalledOnce())
    await userEvent.setup().click(pauseButton())
    expect(playButton()).toBeInTheDocument()
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled()
    await act(() => Promise.resolve())
    expect(warn).not.toHaveBeenCalled()
    expect(play).toHaveBeenCalledOnce()
  })
})
