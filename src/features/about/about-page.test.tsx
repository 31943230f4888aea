import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { ABOUT_OFFER, type AboutCounts } from './about-content'
import { AboutPage } from './about-page'

// Made-up counts: the page shows what it is given (src/app.test.tsx checks the route's).
const COUNTS: AboutCounts = { courses: 101, instructor: 102, tracks: 103, roles: 104, ecosystems: 105 }

describe('AboutPage', () => {
  it('renders one h1 and valid links', async () => {
    const { container } = await renderPage(() => <AboutPage counts={COUNTS} />)
    expectPageInvariants(container)
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
  })

  it('shows each key figure with the count it is given', async () => {
    await renderPage(() => <AboutPage counts={COUNTS} />)
    const figures = within(screen.getByRole('list', { name: 'What we offer' })).getAllByRole('listitem')
    expect(figures.map((figure) => figure.textContent)).toEqual(ABOUT_OFFER.map((o) => `${COUNTS[o.id]} ${o.label}`))
  })
})
