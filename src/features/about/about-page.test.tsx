import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { AboutPage } from './about-page'

describe('AboutPage', () => {
  it('renders one h1 and valid links', async () => {
    const { container } = await renderPage(() => <AboutPage />)
    expectPageInvariants(container)
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
  })
})
