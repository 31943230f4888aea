import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FloatingShapes, shapeCount } from './floating-shapes'
import { stubReducedMotion } from './test-match-media'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('FloatingShapes', () => {
  it('uses 25 shapes, 10 below 500 px', () => {
    expect(shapeCount(1280)).toBe(25)
    expect(shapeCount(500)).toBe(25)
    expect(shapeCount(499)).toBe(10)
  })

  it('is decorative and moves shapes every 50 ms', () => {
    vi.useFakeTimers()
    stubReducedMotion(false)
    const { container } = render(<FloatingShapes />)
    const layer = container.firstElementChild as HTMLElement
    expect(layer).toHaveAttribute('aria-hidden', 'true')
    const shapes = layer.querySelectorAll('span')
    expect(shapes).toHaveLength(window.innerWidth < 500 ? 10 : 25)
    expect(layer).toHaveAttribute('data-animated', 'true')
    const before = (shapes[0] as HTMLElement).style.transform
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect((shapes[0] as HTMLElement).style.transform).not.toBe(before)
  })

  it('stays still under reduced motion', () => {
    vi.useFakeTimers()
    stubReducedMotion(true)
    const { container } = render(<FloatingShapes />)
    const layer = container.firstElementChild as HTMLElement
    expect(layer).toHaveAttribute('data-animated', 'false')
    const shape = layer.querySelector('span') as HTMLElement
    const before = shape.style.transform
    act(() => {
      vi.advanceTimersByTime(500)
    })
    expect(shape.style.transform).toBe(before)
  })
})
