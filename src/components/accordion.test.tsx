import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion'

const items = ['One', 'Two', 'Three'].map((t) => ({ id: t.toLowerCase(), title: t, content: <p>{t} answer</p> }))

describe('Accordion', () => {
  it('opens one item at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    const [one, two] = screen.getAllByRole('button')
    expect(one).toHaveAttribute('aria-expanded', 'false')
    await user.click(one!)
    expect(one).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'One' })).toBeVisible()
    await user.click(two!)
    expect(one).toHaveAttribute('aria-expanded', 'false')
    expect(two).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByRole('region', { name: 'One' })).toBeNull()
    await user.click(two!)
    expect(two).toHaveAttribute('aria-expanded', 'false')
  })

  it('is keyboard operable: Enter toggles, arrows, Home and End move focus', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    const buttons = screen.getAllByRole('button')
    buttons[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(buttons[1]).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{End}')
    expect(buttons[2]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(buttons[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}{Home}')
    expect(buttons[0]).toHaveFocus()
  })

  it('puts each button in a heading and wires aria-controls to its panel', () => {
    render(<Accordion items={items} headingLevel={3} />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    const b = screen.getAllByRole('button')[0]!
    expect(document.getElementById(b.getAttribute('aria-controls')!)).not.toBeNull()
  })
})
