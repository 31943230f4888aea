import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Accordion } from './accordion'

const items = ['One', 'Two', 'Three'].map((t) => ({ id: t.toLowerCase(), title: t, content: <p>{t} answer</p> }))

const itemOf = (title: string) => screen.getByText(title).closest('details')!

describe('Accordion', () => {
  it('opens one item at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} name="faq" />)
    expect(screen.getByText('One answer')).not.toBeVisible()
    await user.click(screen.getByText('One'))
    expect(itemOf('One')).toHaveAttribute('open')
    expect(screen.getByText('One answer')).toBeVisible()
    await user.click(screen.getByText('Two'))
    // jsdom ignores `name`: this is the app closing the other item, as in a browser without it.
    await waitFor(() => expect(itemOf('One')).not.toHaveAttribute('open'))
    expect(itemOf('Two')).toHaveAttribute('open')
    expect(screen.getByText('One answer')).not.toBeVisible()
    await user.click(screen.getByText('Two'))
    expect(itemOf('Two')).not.toHaveAttribute('open')
    expect(screen.getByText('Two answer')).not.toBeVisible()
  })

  it('is keyboard operable: arrows, Home and End move focus between the summaries', async () => {
    const user = userEvent.setup()
    const { container } = render(<Accordion items={items} name="faq" />)
    const summaries = [...container.querySelectorAll('summary')]
    summaries[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(summaries[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(summaries[2]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(summaries[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(summaries[2]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(summaries[0]).toHaveFocus()
  })

  it('puts each title in a heading inside its summary, and every item under one name', () => {
    const { container } = render(<Accordion items={items} name="faq" />)
    const headings = screen.getAllByRole('heading', { level: 3 })
    expect(headings.map((h) => h.textContent)).toEqual(['One', 'Two', 'Three'])
    for (const heading of headings) expect(heading.parentElement?.tagName).toBe('SUMMARY')
    const details = [...container.querySelectorAll('details')]
    expect(details.map((d) => d.getAttribute('name'))).toEqual(['faq', 'faq', 'faq'])
  })

  it('keeps an item the visitor opened before hydration open, without a hydration error', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Accordion items={items} name="faq" />)
    document.body.append(container)
    // The visitor opens "Two" in the prerendered page (the browser toggles it; no app yet).
    container.querySelectorAll('details')[1]!.open = true
    const onRecoverableError = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, <Accordion items={items} name="faq" />, { onRecoverableError }),
    )
    const details = [...container.querySelectorAll('details')]
    expect(details.map((d) => d.open)).toEqual([false, true, false])
    expect(onRecoverableError).not.toHaveBeenCalled()
    // Hydrated: the app's keyboard handling is attached to the same elements.
    details[1]!.querySelector('summary')!.focus()
    await userEvent.setup().keyboard('{ArrowDown}')
    expect(details[2]!.querySelector('summary')).toHaveFocus()
    act(() => root.unmount())
    container.remove()
  })
})
