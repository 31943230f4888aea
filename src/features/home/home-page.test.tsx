import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { paths } from '~/lib/paths'
import { HomePage } from './home-page'

describe('HomePage', () => {
  it('shows every block, the 12 roles and the journey links', async () => {
    const { container } = await renderPage(() => (
      <HomePage journeyHref={paths.login} whitepaper={{ kind: 'login', redirect: '/' }} />
    ))
    expectPageInvariants(container)
    expect(screen.getByRole('heading', { level: 1, name: 'AI is the new Gold Rush' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', paths.login)
    expect(screen.getByRole('link', { name: 'Find more' })).toHaveAttribute('href', paths.login)
    expect(
      screen.getByRole('heading', { name: 'We offer personalized and continuous AI Reskilling Journey' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'We Believe...' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /leadership course/i })).toHaveAttribute('href', paths.leadershipCourse)
    expect(screen.getByRole('link', { name: /masterclass/i })).toHaveAttribute('href', paths.masterclassCourse)
    expect(screen.getByRole('link', { name: 'More Info about the roles and reskilling tracks' })).toHaveAttribute(
      'href',
      paths.tracks,
    )
    expect(screen.getByRole('heading', { name: '12 roles shaping the future of work' })).toBeInTheDocument()
    expect(container.querySelectorAll('.role-grid__item')).toHaveLength(12)
    // Logged out, the whitepaper is a link to the login page, which comes back and downloads.
    const whitepaper = screen.getByRole('link', { name: /^Download the whitepaper\s\(PDF\)$/ })
    expect(whitepaper).toHaveAttribute('href', '/login?redirect=%2F&download=true')
    // "(PDF)" stays together and on the line of the word before it.
    expect(whitepaper.textContent).toBe('Download the whitepaper\u00a0(PDF)')
    // Free to read (docs/decisions/0081-whitepaper-free-to-read.md): the PDF itself, for everyone, and words that
    // say so instead of "members only".
    const read = screen.getByRole('link', { name: 'Read it online' })
    expect(read).toHaveAttribute('href', '/AI_Reskilling_Whitepaper.pdf')
    expect(read).not.toHaveAttribute('download')
    const block = screen.getByRole('region', { name: /closing the gap between pilots and production/ })
    expect(block).toHaveTextContent('Free to read for everyone; log in to download your copy.')
    expect(block).not.toHaveTextContent(/members/i)
  })

  it('offers the PDF itself as a download when logged in', async () => {
    await renderPage(() => (
      <HomePage
        journeyHref="/profile/learner%40example.com"
        whitepaper={{
          kind: 'download',
          href: '/AI_Reskilling_Whitepaper.pdf',
          fileName: 'AI_Reskilling_Whitepaper.pdf',
        }}
      />
    ))
    const whitepaper = screen.getByRole('link', { name: /^Download the whitepaper\s\(PDF\)$/ })
    expect(whitepaper).toHaveAttribute('href', '/AI_Reskilling_Whitepaper.pdf')
    expect(whitepaper).toHaveAttribute('download', 'AI_Reskilling_Whitepaper.pdf')
  })
})
