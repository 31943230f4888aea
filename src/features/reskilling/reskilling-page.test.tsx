import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
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
    // Each question is the summary of a <details name="faq">: one open at a time.
    const item = (question: string) => screen.getByRole('heading', { name: question }).closest('details')!
    await user.click(screen.getByRole('heading', { name: FAQ[0]!.question }))
    expect(item(FAQ[0]!.question)).toHaveAttribute('open')
    await user.click(screen.getByRole('heading', { name: FAQ[1]!.question }))
    await waitFor(() => expect(item(FAQ[0]!.question)).not.toHaveAttribute('open'))
    expect(item(FAQ[1]!.question)).toHaveAttribute('open')
    // Every entry of the FAQ is on the page, its answer under its question.
    for (const entry of FAQ) expect(item(entry.question)).toHaveTextContent(entry.answer)
  })
})
