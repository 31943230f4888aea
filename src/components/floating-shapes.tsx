import { useEffect, useRef, useState } from 'react'
import { useMotionPaused } from '~/lib/motion-pause'
import { usePrefersReducedMotion } from './use-reduced-motion'
import './floating-shapes.css'

/** The step of the speeds below (px or degrees per STEP_MS). */
export const STEP_MS = 50

const KINDS = ['circle', 'ring', 'square', 'triangle', 'dot'] as const
type Kind = (typeof KINDS)[number]

type Shape = { kind: Kind; size: number; x: number; y: number; vx: number; vy: number; spin: number; angle: number }

/**
 * docs/product.md (Numbers): 25 shapes, 10 when the window is narrower than 500 px. Their drift is
 * that of the first version, which moved them by (vx, vy) px and `spin` degrees every 50 ms: up to
 * 16 px/s across, 16 px/s down and 20°/s of rotation, bouncing off the edges of the page.
 */
export const shapeCount = (windowWidth: number): number => (windowWidth < 500 ? 10 : 25)

function makeShapes(count: number, width: number, height: number, random: () => number): Shape[] {
  return Array.from({ length: count }, (_, i) => {
    const size = 10 + Math.round(random() * 26)
    return {
      kind: KINDS[i % KINDS.length] ?? 'circle',
      size,
      x: random() * Math.max(1, width - size),
      y: random() * Math.max(1, height - size),
      vx: (random() - 0.5) * 1.6,
      vy: (random() - 0.5) * 1.6,
      spin: (random() - 0.5) * 2,
      angle: random() * 360,
    }
  })
}

/** Slower than this (px or degrees per step) reads as still; it also keeps durations finite. */
const MIN_SPEED = 0.05

/**
 * One axis of a bounce between 0 and `span` px at `speed` px per step, starting at `at`, as an
 * `alternate` CSS animation from 0 to the far edge: one leg lasts span / |speed| steps, and the
 * (negative) delay puts the animation where the shape starts, going the way it goes.
 */
export function bounce(at: number, span: number, speed: number): { duration: number; delay: number } {
  const leg = (Math.max(1, span) / Math.max(MIN_SPEED, Math.abs(speed))) * STEP_MS
  const along = Math.min(1, Math.max(0, at / Math.max(1, span)))
  const elapsed = speed >= 0 ? along * leg : leg + (1 - along) * leg
  return { duration: Math.round(leg), delay: -Math.round(elapsed) }
}

/** A full turn at `spin` degrees per step, from `angle`; negative spins run the turn in reverse. */
export function turn(angle: number, spin: number): { duration: number; delay: number; reverse: boolean } {
  const duration = (360 / Math.max(MIN_SPEED, Math.abs(spin))) * STEP_MS
  const along = (((spin >= 0 ? angle : 360 - angle) % 360) + 360) % 360
  return { duration: Math.round(duration), delay: -Math.round((along / 360) * duration), reverse: spin < 0 }
}

const ms = (value: number) => `${value}ms`

/**
 * Decorative shapes drifting over the page (aria-hidden, no pointer events). Each shape is three
 * nested boxes, each with one CSS animation of `transform` (across, down, turning), so the
 * compositor moves them and the main thread does nothing per frame: no timer, no layout, no
 * React render after the first. The across box is as wide as the page minus the shape, so
 * `translateX(100%)` is the far edge at any width. Under prefers-reduced-motion the shapes have
 * no animation and stay where they were drawn; while the page's motion switch is off, their
 * animations are paused where they are.
 */
export function FloatingShapes() {
  const layer = useRef<HTMLDivElement>(null)
  const reduced = usePrefersReducedMotion()
  const paused = useMotionPaused()
  const [drawn, setDrawn] = useState({ shapes: [] as Shape[], width: 0, height: 0 })

  useEffect(() => {
    const el = layer.current
    if (!el || reduced === null) return
    // One measurement, for the durations: the spans themselves follow the page's size in CSS.
    const { width, height } = el.getBoundingClientRect()
    setDrawn({ shapes: makeShapes(shapeCount(window.innerWidth), width, height, Math.random), width, height })
  }, [reduced])

  const { shapes } = drawn
  // Reduced motion: no animation at all, each shape drawn where it starts. The motion switch:
  // the animations are paused where they are, and go on from there.
  const still = reduced !== false
  const stopped = still || paused

  return (
    <div
      ref={layer}
      className="floating-shapes"
      aria-hidden="true"
      data-animated={!stopped && shapes.length > 0 ? 'true' : 'false'}
      data-still={still ? 'true' : undefined}
      data-paused={!still && paused ? 'true' : undefined}
    >
      {shapes.map((s, i) => {
        const across = bounce(s.x, drawn.width - s.size, s.vx)
        const down = bounce(s.y, drawn.height - s.size, s.vy)
        const spin = turn(s.angle, s.spin)
        return (
          <span
            key={i}
            className="floating-shapes__across"
            style={{
              width: `calc(100% - ${s.size}px)`,
              // The start, shown when nothing animates (an animation overrides it while it runs).
              transform: `translateX(${s.x}px)`,
              animationDuration: ms(across.duration),
              animationDelay: ms(across.delay),
            }}
          >
            <span
              className="floating-shapes__down"
              style={{
                height: `calc(100% - ${s.size}px)`,
                transform: `translateY(${s.y}px)`,
                animationDuration: ms(down.duration),
                animationDelay: ms(down.delay),
              }}
            >
              <span
                className={`floating-shapes__shape floating-shapes__shape--${s.kind}`}
                style={{
                  width: s.size,
                  height: s.size,
                  transform: `rotate(${s.angle}deg)`,
                  animationDuration: ms(spin.duration),
                  animationDelay: ms(spin.delay),
                  animationDirection: spin.reverse ? 'reverse' : undefined,
                }}
              />
            </span>
          </span>
        )
      })}
    </div>
  )
}
