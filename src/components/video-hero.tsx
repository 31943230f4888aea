import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react'
import { setMotionPaused, useMotionPaused } from '~/lib/motion-pause'
import { whenPageIdle } from '~/lib/page-idle'
import { usePrefersReducedMotion } from './use-reduced-motion'
import './video-hero.css'

export type VideoHeroProps = {
  /** e.g. '/media/hero-home.mp4' (H.264 MP4: the type every browser that plays video decodes) */
  src: string
  poster: string
  /** A 768 px wide copy of the poster for phones (scripts/generate-media-frames.mjs makes it). */
  posterSmall?: string
  /** Intrinsic size of the poster, so the band reserves its space before it loads. */
  posterWidth?: number
  posterHeight?: number
  /** The first hero of a page is the LCP candidate; later ones load lazily. */
  priority?: boolean
  children?: ReactNode
  className?: string
  /** Accessible name of the band (the heading inside usually suffices). */
  labelledBy?: string
  id?: string
}

const VIDEO_TYPE = 'video/mp4'
/** How close to the viewport a band must come for its video to load and play. */
export const NEAR_VIEWPORT_MARGIN = '25% 0px'

const canObserve = () => typeof IntersectionObserver === 'function'

/** A rejected play() that is no failure: pause() interrupted it (AbortError). */
const interrupted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * A dark band with a muted looping background video (decorative: the text carries the message).
 *
 * The video waits its turn: the prerendered page has a `<video preload="none">` without a source,
 * so nothing is downloaded before the app runs, and the source is set only when the video should
 * play: motion allowed (never under reduced motion; playback starts from script, never through
 * the autoplay attribute), the page loaded and its main thread idle (`whenPageIdle`), and the band
 * on screen or about to be (IntersectionObserver, `NEAR_VIEWPORT_MARGIN`). A band scrolled away
 * pauses until it comes back. The `<img>` beneath is the poster (and the page's LCP element); the
 * video is shown over it only once it has a frame, and hidden again if it fails.
 *
 * The button says what the visitor chose, not what the video happens to be doing: "Pause" from
 * the prerendered page on (the video starts later), "Play" once paused, or when the video cannot
 * play (no decoder for MP4, a failed download, autoplay refused): then the poster stays. So its
 * label never changes under the visitor's finger, and a Pause clicked before hydration (held and
 * replayed by src/boot.ts: `data-replay`) still pauses. Pausing pauses every video and the
 * floating shapes of the page (src/lib/motion-pause.ts).
 */
export function VideoHero(props: VideoHeroProps) {
  const { src, poster, posterSmall, posterWidth = 1280, posterHeight = 720, priority = false } = props
  const bandRef = useRef<HTMLElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const toggleId = useId()
  const reduced = usePrefersReducedMotion()
  // One switch for the whole page: pausing any hero pauses every video and the shapes.
  const motionPaused = useMotionPaused()
  const [failed, setFailed] = useState(false)
  /** The page has loaded and been idle (or the visitor pressed Play): the video's turn. */
  const [turn, setTurn] = useState(false)
  /** The band is on screen or about to be. */
  const [near, setNear] = useState(false)
  /** The video has a frame to show over the poster. */
  const [framed, setFramed] = useState(false)
  const reported = useRef(false)
  const on = !motionPaused && !failed
  // Without IntersectionObserver (no browser that plays MP4 lacks it), treat the band as on screen.
  const inView = near || !canObserve()

  // Logged once per failure (the error event and the rejected play() report the same one).
  const fail = () => {
    if (!reported.current) console.warn('Video playback error')
    reported.current = true
    setFailed(true)
  }

  /** Sets the source (the first time, or again after an error) and plays, unless it cannot. */
  const start = (video: HTMLVideoElement, live: () => boolean) => {
    if (video.canPlayType(VIDEO_TYPE) === '') {
      fail()
      return
    }
    if (video.error || !video.hasAttribute('src')) video.setAttribute('src', src)
    video.muted = true
    const attempt = video.play()
    if (attempt && typeof attempt.then === 'function') {
      attempt.catch((error: unknown) => {
        if (live() && !interrupted(error)) fail()
      })
    }
  }
  const startFromEffect = useEffectEvent(start)

  useEffect(() => {
    if (reduced !== false) return
    let live = true
    void whenPageIdle().then(() => {
      if (live) setTurn(true)
    })
    return () => {
      live = false
    }
  }, [reduced])

  useEffect(() => {
    const band = bandRef.current
    if (!band || reduced !== false || !canObserve()) return
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        if (last) setNear(last.isIntersecting)
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    observer.observe(band)
    return () => observer.disconnect()
  }, [reduced])

  useEffect(() => {
    const video = videoRef.current
    if (!video || reduced !== false) return
    if (motionPaused || failed || !turn || !inView) {
      video.pause()
      return
    }
    let live = true
    startFromEffect(video, () => live)
    return () => {
      live = false
    }
  }, [reduced, motionPaused, failed, turn, inView])

  const toggle = () => {
    const video = videoRef.current
    if (on) {
      video?.pause()
      setMotionPaused(true)
      return
    }
    reported.current = false
    setFailed(false)
    setMotionPaused(false)
    setTurn(true)
    // Started within the click too: a browser that blocked autoplay allows it after a gesture.
    if (video && inView) start(video, () => true)
  }

  return (
    <section
      ref={bandRef}
      id={props.id}
      className={`video-hero section--deep ${props.className ?? ''}`}
      aria-labelledby={props.labelledBy}
    >
      <div className="video-hero__media" aria-hidden="true">
        <img
          className="video-hero__poster"
          src={poster}
          srcSet={posterSmall ? `${posterSmall} 768w, ${poster} ${posterWidth}w` : undefined}
          sizes={posterSmall ? '100vw' : undefined}
          alt=""
          width={posterWidth}
          height={posterHeight}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        {reduced === true ? null : (
          // No poster attribute: the <img> beneath is the poster (a video shows nothing until its
          // first frame), so a phone never downloads the large poster as well as its small copy.
          // No source either until it should play (see above): `preload="none"` alone still lets
          // a browser fetch a source it is given.
          <video
            ref={videoRef}
            className={`video-hero__video${framed && !failed ? ' video-hero__video--framed' : ''}`}
            muted
            loop
            playsInline
            preload="none"
            tabIndex={-1}
            onLoadedData={() => setFramed(true)}
            onError={fail}
          >
            Your browser does not support the video tag.
          </video>
        )}
      </div>
      <div className="video-hero__scrim" aria-hidden="true" />
      <div className="container video-hero__content">{props.children}</div>
      {reduced === true ? null : (
        <button
          type="button"
          className="video-hero__toggle"
          data-replay={`${toggleId}-motion`}
          onClick={toggle}
          aria-label={on ? 'Pause background video' : 'Play background video'}
        >
          <span aria-hidden="true" className={`video-hero__icon video-hero__icon--${on ? 'pause' : 'play'}`} />
          <span className="video-hero__toggle-text">{on ? 'Pause' : 'Play'}</span>
        </button>
      )}
    </section>
  )
}
