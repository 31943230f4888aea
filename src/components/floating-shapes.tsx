import { useEffect, useRef, useState } from 'react'
import { useMotionPaused } from '~/lib/motion-pause'
import { usePrefersReducedMotion } from './use-reduced-motion'
import './floating-shapes.css'

/** docs/product.md (Numbers): 25 shapes, 10 when the window is narrower than 500 px, moved every 50 ms. */
export const SHAPE_COUNT_WIDE = 25
export const SHAPE_COUNT_NARROW = 10
export const NARROW_BREAKPOINT = 500
export const TICK_MS = 50

const KINDS = ['circle', 'ring', 'square', 'triangle', 'dot'] as const
type Kind = (typeof KINDS)[number]

type Shape = { kind: Kind; size: number; x: number; y: number; vx: number; vy: number; spin: number; angle: number }

export function shapeCount(windowWidth: number): number {
  return windowWidth < NARROW_BREAKPOINT ? SHAPE_COUNT_NARROW : SHAPE_COUNT_WIDE
}

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

/**
 * Decorative shapes drifting over the page (aria-hidden, no pointer events). Positions are
 * written straight to `transform` every 50 ms, so React does not re-render and the browser
 * only composites. Under prefers-reduced-motion they are drawn once and stay still.
 */
export function FloatingShapes() {
  const layer = useRef<HTMLDivElement>(null)
  const reduced = usePrefersReducedMotion()
  const paused = useMotionPaused()
  const [shapes, setShapes] = useState<Shape[]>([])
  const state = useRef<Shape[]>([])

  useEffect(() => {
    const el = layer.current
    if (!el || reduced === null) return
    const { width, height } = el.getBoundingClientRect()
    const made = makeShapes(shapeCount(window.innerWidth), width, height, Math.random)
    state.current = made
    setShapes(made)
  }, [reduced])

  useEffect(() => {
    const el = layer.current
    if (!el || reduced !== false || paused || shapes.length === 0) return
    let bounds = el.getBoundingClientRect()
    const onResize = () => {
      bounds = el.getBoundingClientRect()
    }
    window.addEventListener('resize', onResize)
    const nodes = Array.from(el.children) as HTMLElement[]
    const timer = window.setInterval(() => {
      state.current.forEach((s, i) => {
        s.x += s.vx
        s.y += s.vy
        s.angle += s.spin
        if (s.x < 0 || s.x > bounds.width - s.size) s.vx = -s.vx
        if (s.y < 0 || s.y > bounds.height - s.size) s.vy = -s.vy
        s.x = Math.min(Math.max(s.x, 0), Math.max(0, bounds.width - s.size))
        s.y = Math.min(Math.max(s.y, 0), Math.max(0, bounds.height - s.size))
        const node = nodes[i]
        if (node) node.style.transform = `translate3d(${s.x}px, ${s.y}px, 0) rotate(${s.angle}deg)`
      })
    }, TICK_MS)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [reduced, paused, shapes])

  return (
    <div
      ref={layer}
      className="floating-shapes"
      aria-hidden="true"
      data-animated={reduced === false && shapes.length > 0 ? 'true' : 'false'}
    >
      {shapes.map((s, i) => (
        <span
          key={i}
          className={`floating-shapes__shape floating-shapes__shape--${s.kind}`}
          style={{
            width: s.size,
            height: s.size,
            transform: `translate3d(${s.x}px, ${s.y}px, 0) rotate(${s.angle}deg)`,
          }}
        />
      ))}
    </div>
  )
}
