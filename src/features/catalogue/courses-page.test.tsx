import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { paths } from '~/lib/paths'
import { CoursesPage } from './courses-page'

describe('CoursesPage', () => {
  it('shows the instructor-led cards, the assessment CTA, 51 courses and 11 tracks', async () => {
    const { container } = await renderPage(() => <CoursesPage assessmentHref={paths.login} />, '/courses')
    expectPageInvariants(container)
    expect(
      screen.getByRole('heading', { level: 1, name: 'AI Reskilling for all types of Individuals' }),
    ).toBeInTheDocument()
    const explore = screen.getAllByRole('link', { name: /^Explore/ })
    expect(explore.map((a) => a.getAttribute('href'))).toEqual([
      paths.leadershipCourse,
      paths.masterclassCourse,
      paths.strategyCourse,
      paths.readinessCourse,
      paths.mindsetCourse,
    ])
    expect(screen.getByRole('link', { name: 'Reskilling Assessment' })).toHaveAttribute('href', paths.login)
    expect(screen.getByRole('heading', { level: 2, name: 'Courses' })).toBeInTheDocument()
    const catalogue = screen.getByRole('list', { name: '51 self-paced courses' })
    expect(within(catalogue).getAllByRole('listitem')).toHaveLength(51)
    const enroll = within(catalogue).getAllByRole('button', { name: 'Enroll' })
    expect(enroll.length).toBeGreaterThan(0)
    for (const b of enroll) {
      expect(b).toBeDisabled()
      expect(b).toHaveAccessibleDescription('Enrolment opens soon')
    }
    const tracks = screen.getByRole('list', { name: 'Reskilling tracks' })
    expect(within(tracks).getAllByRole('listitem')).toHaveLength(11)
    expect(screen.getByRole('link', { name: 'More Info about the reskilling tracks' })).toHaveAttribute(
      'href',
      paths.tracks,
    )
  })
})
