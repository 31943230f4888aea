import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { setMotionPaused, useMotionPaused } from '~/lib/motion-pause'
import { usePrefersReducedMotion } from './use-reduced-motion'
import './video-hero.css'

export type VideoHeroProps = {
  /** e.g. '/media/hero-home.mp4' */
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

/** Warns about a failed play(), unless pause() interrupted it (AbortError): that is no failure. */
function playbackFailed(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false
  console.warn('Video playback error')
  return true
}

/**
 * A dark band with a muted looping background video (decorative: the text carries the message).
 * Playback starts from an effect, never through the autoplay attribute, so a visitor who prefers
 * reduced motion never sees it move; a Pause/Play button gives everyone else control (WCAG 2.2.2).
 *
 * The button says what the visitor chose, not what the video happens to be doing: "Pause" from
 * the prerendered page on (the video starts once the app has loaded), "Play" once paused or when
 * the browser refused to play. So its label never changes under the visitor's finger, and a Pause
 * clicked before hydration (held and replayed by src/boot.ts: `data-replay`) still pauses.
 */
export function VideoHero(props: VideoHeroProps) {
  const { src, poster, posterSmall, posterWidth = 1280, posterHeight = 720, priority = false } = props
  const videoRef = useRef<HTMLVideoElement>(null)
  const toggleId = useId()
  const reduced = usePrefersReducedMotion()
  // One switch for the whole page: pausing any hero pauses every video and the shapes.
  const motionPaused = useMotionPaused()
  const [failed, setFailed] = useState(false)
  const on = !motionPaused && !failed

  useEffect(() => {
    const video = videoRef.current
    if (!video || reduced !== false) return
    if (motionPaused) {
      video.pause()
      return
    }
    video.muted = true
    let cancelled = false
    const attempt = video.play()
    if (attempt && typeof attempt.then === 'function') {
      attempt.catch((error: unknown) => {
        if (!cancelled && playbackFailed(error)) setFailed(true)
      })
    }
    return () => {
      cancelled = true
    }
  }, [reduced, motionPaused])

  const toggle = () => {
    const video = videoRef.current
    if (on) {
      video?.pause()
      setMotionPaused(true)
      return
    }
    setFailed(false)
    setMotionPaused(false)
    if (!video) return
    // Started within the click too: a browser that blocked autoplay allows it after a gesture.
    video.muted = true
    const attempt = video.play()
    if (attempt && typeof attempt.then === 'function') {
      attempt.catch((error: unknown) => {
        if (playbackFailed(error)) setFailed(true)
      })
    }
  }

  return (
    <section
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
          <video
            ref={videoRef}
            className="video-hero__video"
            muted
            loop
            playsInline
            preload="metadata"
            tabIndex={-1}
            onError={() => console.warn('Video playback error')}
          >
            <source
              src={src}
              type="video/mp4"
              onError={() => console.warn('Video playback error')}
            />
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
