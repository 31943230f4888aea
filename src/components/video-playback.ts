/**
 * The playing half of VideoHero (src/components/video-hero.tsx), in a chunk of its own loaded
 * after hydration, so it adds nothing to the page's critical JavaScript.
 */
import { whenPageIdle } from '~/lib/schedule'

const VIDEO_TYPE = 'video/mp4'
/** How close to the viewport a band must come for its video to load and play. */
export const NEAR_VIEWPORT_MARGIN = '25% 0px'

/** A rejected play() that is no failure: pause() interrupted it (AbortError). */
const interrupted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Sets the source (the first time, or again after an error) and plays muted; `onFail` when the
 * browser cannot decode MP4 or refuses to play (autoplay policy, a source that failed).
 * `live` says whether a late rejection still matters.
 */
export function startVideo(video: HTMLVideoElement, src: string, onFail: () => void, live = () => true): void {
  if (video.canPlayType(VIDEO_TYPE) === '') return onFail()
  if (video.error || !video.hasAttribute('src')) video.setAttribute('src', src)
  video.muted = true
  void video.play()?.catch((error: unknown) => {
    if (live() && !interrupted(error)) onFail()
  })
}

/**
 * Plays the video while its band is on screen or about to be (NEAR_VIEWPORT_MARGIN), from the
 * page's idle turn on (`whenPageIdle`: loaded, then idle), and pauses it while the band is
 * scrolled away; a band that never comes near never loads its video. Returns the way to stop
 * (which pauses).
 */
export function playWhileNear(band: Element, video: HTMLVideoElement, src: string, onFail: () => void): () => void {
  let live = true
  let observer: IntersectionObserver | undefined
  void whenPageIdle().then(() => {
    if (!live) return
    // Without IntersectionObserver (no browser that plays MP4 lacks it), the band counts as near.
    if (typeof IntersectionObserver !== 'function') return startVideo(video, src, onFail, () => live)
    observer = new IntersectionObserver(
      (entries) => {
        if (entries[entries.length - 1]?.isIntersecting) startVideo(video, src, onFail, () => live)
        else video.pause()
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    observer.observe(band)
  })
  return () => {
    live = false
    observer?.disconnect()
    video.pause()
  }
}
