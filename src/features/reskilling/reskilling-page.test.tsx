import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/components/test-router'
import { siteConfig } from '~/lib/site-config'
import { ReskillingPage } from './reskilling-page'
import { FAQ } from './reskilling-content'

describe('ReskillingPage', () => {
  it('shows the hero, both diagrams and an FAQ with one item open at a time', async () => {
    const user = userEvent.setup()
    const { container } = await renderPage(() => <ReskillingPage />)
    expectPageInvariants(container)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Start your Personalized Continuous AI Reskilling Journey with ${siteConfig.brand}`,
    )
    expect(screen.getByRole('heading', { name: 'A Strong WHY' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'We focus on RESKILLING' })).toBeInTheDocument()
    const first = screen.getByRole('button', { name: FAQ[0]!.question })
    const second = screen.getByRole('button', { name: FAQ[1]!.question })
    await user.click(first)
    await user.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
  })
})
