import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectPageInvariants, renderPage } from '~/components/test-router'
import { paths } from '~/lib/paths'
import { HomePage } from './home-page'

describe('HomePage', () => {
  it('shows every block, the 12 roles and the journey links', async () => {
    const onDownload = vi.fn()
    const { container } = await renderPage(() => <HomePage journeyHref={paths.login} onDownloadWhitepaper={onDownload} />)
    expectPageInvariants(container)
    expect(screen.getByRole('heading', { level: 1, name: 'AI is the new Gold Rush' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', paths.login)
    expect(screen.getByRole('link', { name: 'Find more' })).toHaveAttribute('href', paths.login)
    expect(screen.getByRole('heading', { name: 'We offer personalized and continuous AI Reskilling Journey' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'We Believe...' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /leadership course/i })).toHaveAttribute('href', paths.leadershipCourse)
    expect(screen.getByRole('link', { name: /masterclass/i })).toHaveAttribute('href', paths.masterclassCourse)
    expect(screen.getByRole('link', { name: 'More Info about the roles and reskilling tracks' })).toHaveAttribute('href', paths.tracks)
    expect(container.querySelectorAll('.role-grid__item')).toHaveLength(12)
    await userEvent.setup().click(screen.getByRole('button', { name: /download the whitepaper/i }))
    expect(onDownload).toHaveBeenCalledOnce()
  })
})
