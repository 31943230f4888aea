import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMotionPaused } from '~/lib/motion-pause'
import { stubReducedMotion } from './test-match-media'
import { VideoHero } from './video-hero'

let play: ReturnType<typeof vi.fn>
beforeEach(() => {
  // The page-wide motion switch is module state: a Pause in one test must not leak into the next.
  setMotionPaused(false)
  play = vi.fn(() => Promise.resolve())
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllGlobals())

const hero = (
  <VideoHero src="/media/x.mp4" poster="/media/x.webp" posterSmall="/media/x-768.webp" priority labelledBy="t">
    <h1 id="t">Title</h1>
  </VideoHero>
)

describe('VideoHero', () => {
  it('plays muted, looped, inline with metadata preload and offers Pause/Play', async () => {
    stubReducedMotion(false)
    const user = userEvent.setup()
    const { container } = render(hero)
    const video = container.querySelector('video')!
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video).toHaveAttribute('playsinline')
    expect(video).toHaveAttribute('preload', 'metadata')
    // The <img> beneath is the poster, in two sizes; the video adds no download of its own.
    expect(video).not.toHaveAttribute('poster')
    const poster = container.querySelector('img')!
    expect(poster).toHaveAttribute('srcset', '/media/x-768.webp 768w, /media/x.webp 1280w')
    expect(poster).toHaveAttribute('sizes', '100vw')
    expect(poster).toHaveAttribute('fetchpriority', 'high')
    expect(video).toHaveTextContent('Your browser does not support the video tag.')
    await waitFor(() => expect(play).toHaveBeenCalled())
    const pause = await screen.findByRole('button', { name: /pause/i })
    await user.click(pause)
    expect(screen.getByRole('button', { name: /play/i })).toBeInTheDocument()
  })

  it('shows only the poster under reduced motion', () => {
    stubReducedMotion(true)
    const { container } = render(hero)
    expect(container.querySelector('video')).toBeNull()
    expect(play).not.toHaveBeenCalled()
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).toHaveAttribute('width')
  })

  it('only warns when playback fails, and then offers Play', async () => {
    stubReducedMotion(false)
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(hero)
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Video playback error'))
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument()
  })

  it('offers Pause in the prerendered page already, for a click held until hydration', () => {
    const html = renderToString(hero)
    expect(html).toContain('aria-label="Pause background video"')
    expect(html).toMatch(/<button[^>]*data-replay="[^"]+"/)
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
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause background video' }))
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument()
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled()
    await act(() => Promise.resolve())
    expect(warn).not.toHaveBeenCalled()
    expect(play).toHaveBeenCalledOnce()
  })
})
