import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { paths } from '~/lib/paths'
import { TracksPage } from './tracks-page'

describe('TracksPage', () => {
  it('shows the role-to-track table, mandatory courses, the slider and the CTA', async () => {
    const { container } = await renderPage(() => <TracksPage assessmentHref={paths.login} />)
    expectPageInvariants(container)
    const table = screen.getByRole('table', { name: /role-to-track map/i })
    expect(table.querySelectorAll('tbody tr')).toHaveLength(12)
    expect(screen.getByText('Generative AI Fundamentals')).toBeInTheDocument()
    expect(screen.getByText('1 of 11')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled()
    expect(screen.getByRole('heading', { name: 'AI Reskilling Journey for Individuals' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Reskilling Assessment' })).toHaveAttribute('href', paths.login)
  })
})
