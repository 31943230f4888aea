import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlinkText } from './blink-text'
import { stubReducedMotion } from '~/testing/match-media'

afterEach(() => vi.unstubAllGlobals())

describe('BlinkText', () => {
  it('blinks at load, stops at animation end and restarts on mouse entry', () => {
    stubReducedMotion(false)
    render(<BlinkText>AI and jobs</BlinkText>)
    const inner = () => screen.getByText('AI and jobs')
    expect(inner()).toHaveAttribute('data-blinking', 'true')
    // jsdom has no AnimationEvent, so React may listen for the prefixed name; send both.
    fireEvent(inner(), new Event('animationend', { bubbles: true }))
    fireEvent(inner(), new Event('webkitAnimationEnd', { bubbles: true }))
    expect(inner()).toHaveAttribute('data-blinking', 'false')
    fireEvent.mouseEnter(inner().parentElement!)
    expect(inner()).toHaveAttribute('data-blinking', 'true')
  })

  it('never blinks under reduced motion', () => {
    stubReducedMotion(true)
    render(<BlinkText>AI and jobs</BlinkText>)
    fireEvent.mouseEnter(screen.getByText('AI and jobs').parentElement!)
    expect(screen.getByText('AI and jobs')).toHaveAttribute('data-blinking', 'false')
  })
})
