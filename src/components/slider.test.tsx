import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Slider } from './slider'

const slides = ['A', 'B', 'C'].map((t) => ({ id: t, title: t, content: <p>Slide {t}</p> }))

describe('Slider', () => {
  it('disables previous at the start and next at the end, without wrapping', async () => {
    const user = userEvent.setup()
    render(<Slider label="Test slides" slides={slides} />)
    const prev = screen.getByRole('button', { name: 'Previous slide' })
    const next = screen.getByRole('button', { name: 'Next slide' })
    expect(prev).toBeDisabled()
    expect(screen.getByText('1 of 3')).toBeInTheDocument()
    await user.click(next)
    await user.click(next)
    expect(screen.getByText('3 of 3')).toBeInTheDocument()
    expect(next).toBeDisabled()
    expect(prev).toBeEnabled()
    expect(screen.getByText('Slide C')).toBeVisible()
    expect(screen.queryByText('Slide A')).not.toBeVisible()
  })

  it('uses APG carousel semantics', () => {
    render(<Slider label="Test slides" slides={slides} />)
    const carousel = screen.getByRole('region', { name: 'Test slides' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const group = screen.getByRole('group', { name: '1 of 3: A' })
    expect(group).toHaveAttribute('aria-roledescription', 'slide')
  })
})
