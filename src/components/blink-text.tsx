import { useState, type ReactNode } from 'react'
import { usePrefersReducedMotion } from './use-reduced-motion'
import './blink-text.css'

/**
 * A statement that blinks a few times to draw the eye, then stays still (finishes within 5 s,
 * WCAG 2.2.2). Hovering it plays the blink again. Nothing moves under prefers-reduced-motion.
 */
export function BlinkText(props: { children: ReactNode; className?: string }) {
  const reduced = usePrefersReducedMotion()
  const [run, setRun] = useState(0)
  const [ended, setEnded] = useState(false)
  // Blinks only once motion is known to be welcome (never in prerendered HTML).
  const active = reduced === false && !ended

  const restart = () => {
    if (reduced !== false) return
    // A new key remounts the span, which restarts the CSS animation from its first frame.
    setRun((n) => n + 1)
    setEnded(false)
  }

  return (
    <p className={`blink-text ${props.className ?? ''}`} onMouseEnter={restart}>
      <span
        key={run}
        className={`blink-text__inner${active ? ' is-blinking' : ''}`}
        data-blinking={active ? 'true' : 'false'}
        onAnimationEnd={() => setEnded(true)}
      >
        {props.children}
      </span>
    </p>
  )
}
