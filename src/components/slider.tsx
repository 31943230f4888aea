import { useId, useState, type ReactNode } from 'react'
import './slider.css'

export type SliderProps = {
  /** Accessible name of the carousel, e.g. "Target roles by function". */
  label: string
  /** Each slide's `title` is its short name in its accessible label and the pager. */
  slides: readonly { id: string; title: string; content: ReactNode }[]
}

/**
 * APG carousel (basic, no auto-rotation): previous/next buttons that are disabled at the ends
 * (no wrap-around), a visible "3 of 11" position announced politely, one slide shown at a time.
 * An arrow clicked before hydration moves the slider once the app is live (`data-replay`, src/boot.ts).
 */
export function Slider({ label, slides }: SliderProps) {
  const last = slides.length - 1
  const [index, setIndex] = useState(0)
  const baseId = useId()
  const slidesId = `${baseId}-slides`
  /** The previous or next arrow: a step back or forward, disabled at its end. */
  const arrow = (name: 'Previous' | 'Next', step: -1 | 1, glyph: string) => (
    <button
      type="button"
      className="slider__button"
      aria-controls={slidesId}
      aria-label={`${name} slide`}
      data-replay={`${baseId}-${name.toLowerCase()}`}
      disabled={step < 0 ? index <= 0 : index >= last}
      onClick={() => setIndex((i) => Math.min(last, Math.max(0, i + step)))}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  )

  return (
    <section className="stack slider" aria-roledescription="carousel" aria-label={label}>
      <div className="row slider__controls">
        {arrow('Previous', -1, '‹')}
        <p className="slider__position" aria-live="polite" aria-atomic="true">
          <span className="text-lg slider__position-title">{slides[index]?.title}</span>{' '}
          <span className="text-soft slider__count">
            {index + 1} of {slides.length}
          </span>
        </p>
        {arrow('Next', 1, '›')}
      </div>
      <div id={slidesId} className="slider__slides">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
            className="slider__slide"
            hidden={i !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <ol className="tags slider__dots" aria-hidden="true">
        {slides.map((slide, i) => (
          <li key={slide.id} className={i === index ? 'is-current' : undefined} />
        ))}
      </ol>
    </section>
  )
}
