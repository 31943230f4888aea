import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react'
import { setMotionPaused, useMotionPaused } from '~/lib/motion-pause'
import { usePrefersReducedMotion } from './use-reduced-motion'
import type * as Playback from './video-playback'
import './video-hero.css'

export type VideoHeroProps = {
  /**
   * The hero's media, by name: `home` is the video /media/hero-home.mp4 (H.264 MP4: the type every
   * browser that plays video decodes), its 1280 × 720 poster /media/hero-home-poster.webp and the
   * 768 px wide copy for phones /media/hero-home-poster-768.webp. An AVIF copy sits next to each
   * WebP (same name, `.avif`), and browsers that decode AVIF take it: about half the bytes of the
   * page's largest paint. scripts/generate-media-frames.mjs writes the posters.
   */
  media: string
  /** The first hero of a page is the LCP candidate; later ones load lazily. */
  priority?: boolean
  children?: ReactNode
  className?: string
  /** Accessible name of the band (the heading inside usually suffices). */
  labelledBy?: string
}

/** The poster's intrinsic size, so the band reserves its space before it loads. */
const POSTER_WIDTH = 1280
const POSTER_HEIGHT = 720

/**
 * A dark band with a muted looping background video (decorative: the text carries the message).
 *
 * The video waits its turn: the prerendered page has a `<video preload="none">` without a source,
 * so nothing is downloaded before the app runs, and the source is set only when the video should
 * play: motion allowed (never under reduced motion; playback starts from script, never through
 * the autoplay attribute), the page loaded and its main thread idle, and the band on screen or
 * about to be (src/components/video-playback.ts, loaded after hydration). A band scrolled away
 * pauses until it comes back. The `<img>` beneath is the poster (and the page's LCP element): a
 * video shows nothing before its first frame, and is hidden when it fails.
 *
 * The button says what the visitor chose, not what the video happens to be doing: "Pause" from
 * the prerendered page on (the video starts later), "Play" once paused, or when the video cannot
 * play (no decoder for MP4, a failed download, autoplay refused): then the poster stays. So its
 * label never changes under the visitor's finger, and a Pause clicked before hydration (held and
 * replayed by src/boot.ts: `data-replay`) still pauses. Pausing pauses every video and the
 * floating shapes of the page (src/lib/motion-pause.ts).
 */
export function VideoHero({ media, priority = false, children, className, labelledBy }: VideoHeroProps) {
  const src = `/media/hero-${media}.mp4`
  const poster = `/media/hero-${media}-poster`
  const posterSrcSet = (format: 'webp' | 'avif') => `${poster}-768.${format} 768w, ${poster}.${format} ${POSTER_WIDTH}w`
  const bandRef = useRef<HTMLElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const toggleId = useId()
  const reduced = usePrefersReducedMotion()
  // One switch for the whole page: pausing any hero pauses every video and the shapes.
  const motionPaused = useMotionPaused()
  const [failed, setFailed] = useState(false)
  /** The playing half (src/components/video-playback.ts), loaded after hydration. */
  const [playback, setPlayback] = useState<typeof Playback | null>(null)
  const on = !motionPaused && !failed

  const fail = () => {
    console.warn('Video playback error')
    setFailed(true)
  }
  const failFromEffect = useEffectEvent(fail)

  useEffect(() => {
    if (reduced !== false) return
    let live = true
    void import('./video-playback').then(
      (module) => live && setPlayback(module),
      // Its chunk could not be loaded: the video cannot play, and the button says so.
      () => live && failFromEffect(),
    )
    return () => {
      live = false
    }
  }, [reduced])

  useEffect(() => {
    const band = bandRef.current
    const video = videoRef.current
    if (!playback || !band || !video || motionPaused || failed) return
    return playback.playWhileNear(band, video, src, () => failFromEffect())
  }, [playback, motionPaused, failed, src])

  const toggle = () => {
    const video = videoRef.current
    if (on) {
      video?.pause()
      setMotionPaused(true)
      return
    }
    setFailed(false)
    setMotionPaused(false)
    // Started within the click too: a browser that refused autoplay allows it after a gesture.
    if (video && playback) playback.startVideo(video, src, fail)
  }

  return (
    <section ref={bandRef} className={`video-hero section--deep ${className ?? ''}`} aria-labelledby={labelledBy}>
      <div className="video-hero__media" aria-hidden="true">
        <picture>
          <source type="image/avif" srcSet={posterSrcSet('avif')} sizes="100vw" />
          <img
            className="video-hero__poster"
            src={`${poster}.webp`}
            srcSet={posterSrcSet('webp')}
            sizes="100vw"
            alt=""
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            decoding="async"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        </picture>
        {reduced === true ? null : (
          // No poster attribute: the <img> beneath is the poster (a video shows nothing until its
          // first frame), so a phone never downloads the large poster as well as its small copy.
          // No source either until it should play (see above): `preload="none"` alone still lets
          // a browser fetch a source it is given.
          <video
            ref={videoRef}
            className={`video-hero__video${failed ? ' video-hero__video--failed' : ''}`}
            muted
            loop
            playsInline
            preload="none"
            tabIndex={-1}
            onError={fail}
          >
            Your browser does not support the video tag.
          </video>
        )}
      </div>
      <div className="video-hero__scrim" aria-hidden="true" />
      <div className="container video-hero__content">{children}</div>
      {reduced === true ? null : (
        <button
          type="button"
          className="control video-hero__toggle"
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
