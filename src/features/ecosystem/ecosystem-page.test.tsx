import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { EcosystemPage } from './ecosystem-page'

describe('EcosystemPage', () => {
  it('shows the definition, 5 steps, 28 topics and the benefits', async () => {
    const { container } = await renderPage(() => <EcosystemPage />)
    expectPageInvariants(container)
    expect(screen.getByRole('heading', { name: 'How does it work?' })).toBeInTheDocument()
    expect(container.querySelectorAll('.eco__step')).toHaveLength(5)
    expect(within(screen.getByRole('list', { name: 'AI ecosystem topics' })).getAllByRole('listitem')).toHaveLength(28)
    expect(screen.getByRole('heading', { name: 'Benefits' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /3X faster digital competence/i })).toBeInTheDocument()
  })
})
