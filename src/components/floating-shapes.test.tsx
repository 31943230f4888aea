import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMotionPaused } from '~/lib/motion-pause'
import { bounce, FloatingShapes, shapeCount, STEP_MS, turn } from './floating-shapes'
import { stubReducedMotion } from '~/testing/match-media'

beforeEach(() => setMotionPaused(false))
afterEach(() => {
  vi.unstubAllGlobals()
  setMotionPaused(false)
})

/** Where an `alternate` linear animation from 0 to `span` is after `time` ms. */
function alternateAt(time: number, span: number, { duration, delay }: { duration: number; delay: number }) {
  const local = time - delay
  const leg = Math.floor(local / duration)
  const fraction = (local - leg * duration) / duration
  return (leg % 2 === 0 ? fraction : 1 - fraction) * span
}

/** The first version's tick: move by `speed`, bounce off 0 and `span`. */
function ticked(at: number, span: number, speed: number, steps: number) {
  let x = at
  let v = speed
  for (let step = 0; step < steps; step += 1) {
    x += v
    if (x < 0 || x > span) v = -v
    x = Math.min(Math.max(x, 0), span)
  }
  return x
}

const layerOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.floating-shapes')!

describe('FloatingShapes', () => {
  it('uses 25 shapes, 10 below 500 px', () => {
    expect(shapeCount(1280)).toBe(25)
    expect(shapeCount(500)).toBe(25)
    expect(shapeCount(499)).toBe(10)
  })

  it('drifts and bounces as the 50 ms ticks did, with no timer', () => {
    for (const [at, span, speed] of [
      [100, 400, 0.8],
      [100, 400, -0.8],
      [0, 1200, 0.3],
      [390, 400, -0.55],
    ] as const) {
      const animation = bounce(at, span, speed)
      for (const steps of [0, 37, 500, 1234, 4000]) {
        // The tick clamped at the edges, losing up to one step per bounce; durations are whole ms.
        const bounces = Math.ceil((steps * Math.abs(speed)) / span) + 1
        expect(
          Math.abs(alternateAt(steps * STEP_MS, span, animation) - ticked(at, span, speed, steps)),
        ).toBeLessThanOrEqual(bounces * Math.abs(speed) + 0.05)
      }
    }
    // Turning: a full turn at 1°/step takes 18 s, starting from the drawn angle.
    expect(turn(90, 1)).toEqual({ duration: 18000, delay: -4500, reverse: false })
    expect(turn(90, -1)).toEqual({ duration: 18000, delay: -13500, reverse: true })
  })

  it('is decorative and animates every shape on the compositor', () => {
    const setInterval = vi.spyOn(window, 'setInterval')
    stubReducedMotion(false)
    const { container } = render(<FloatingShapes />)
    const layer = layerOf(container)
    expect(layer).toHaveAttribute('aria-hidden', 'true')
    const shapes = layer.querySelectorAll<HTMLElement>('.floating-shapes__shape')
    expect(shapes).toHaveLength(window.innerWidth < 500 ? 10 : 25)
    expect(layer).toHaveAttribute('data-animated', 'true')
    expect(layer).not.toHaveAttribute('data-paused')
    expect(layer).not.toHaveAttribute('data-still')
    for (const shape of shapes) {
      const down = shape.parentElement!
      const across = down.parentElement!
      // Each box has its own running animation (timings inline, keyframes in the stylesheet).
      for (const box of [shape, down, across]) expect(box.style.animationDuration).toMatch(/^\d+ms$/)
      expect(across).toHaveClass('floating-shapes__across')
      expect(down).toHaveClass('floating-shapes__down')
      expect(shape.style.transform).toMatch(/^rotate\(/)
    }
    expect(setInterval).not.toHaveBeenCalled()
  })

  it('stops where it is when the page motion switch is off, and goes on when it is on again', () => {
    stubReducedMotion(false)
    const { container } = render(<FloatingShapes />)
    const layer = layerOf(container)
    const timings = () =>
      [...layer.querySelectorAll<HTMLElement>('span')].map(
        (el) => `${el.style.animationDuration} ${el.style.animationDelay}`,
      )
    const before = timings()
    act(() => setMotionPaused(true))
    expect(layer).toHaveAttribute('data-paused', 'true')
    expect(layer).toHaveAttribute('data-animated', 'false')
    // Paused, not restarted: the same animations with the same timings.
    expect(timings()).toEqual(before)
    act(() => setMotionPaused(false))
    expect(layer).toHaveAttribute('data-animated', 'true')
    expect(layer).not.toHaveAttribute('data-paused')
  })

  it('draws the shapes but holds them still under reduced motion', () => {
    stubReducedMotion(true)
    const { container } = render(<FloatingShapes />)
    const layer = layerOf(container)
    expect(layer.querySelectorAll('.floating-shapes__shape')).toHaveLength(window.innerWidth < 500 ? 10 : 25)
    expect(layer).toHaveAttribute('data-animated', 'false')
    expect(layer).toHaveAttribute('data-still', 'true')
    // Each shape is drawn where it starts, spread over the page, not piled up in a corner.
    const starts = new Set(
      [...layer.querySelectorAll<HTMLElement>('.floating-shapes__across')].map((el) => el.style.transform),
    )
    expect(starts.size).toBeGreaterThan(1)
  })
})
