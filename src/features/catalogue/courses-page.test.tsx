import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { INSTRUCTOR_LED_COURSES } from '~/lib/content/instructor-led-courses'
import { TRACKS } from '~/lib/content/tracks'
import { paths } from '~/lib/paths'
import { readStudyRecord, VISITOR } from '~/lib/study-record'
import { CoursesPage } from './courses-page'
import { SELF_PACED_COURSES } from './self-paced-courses'

describe('CoursesPage', () => {
  it('shows the instructor-led cards, the assessment CTA, every self-paced course and every track', async () => {
    const { container } = await renderPage(() => <CoursesPage assessmentHref={paths.login} />, '/courses')
    expectPageInvariants(container)
    expect(
      screen.getByRole('heading', { level: 1, name: 'AI Reskilling for all types of Individuals' }),
    ).toBeInTheDocument()
    const explore = screen.getAllByRole('link', { name: /^Explore/ })
    expect(explore.map((a) => a.getAttribute('href'))).toEqual(INSTRUCTOR_LED_COURSES.map((course) => course.path))
    expect(screen.getByRole('link', { name: 'Reskilling Assessment' })).toHaveAttribute('href', paths.login)
    expect(screen.getByRole('heading', { level: 2, name: 'Courses' })).toBeInTheDocument()
    const catalogue = screen.getByRole('list', { name: `${SELF_PACED_COURSES.length} self-paced courses` })
    expect(
      within(catalogue)
        .getAllByRole('listitem')
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(SELF_PACED_COURSES.map((course) => course.title))
    const enroll = within(catalogue).getAllByRole('button', { name: 'Enroll' })
    expect(enroll.length).toBeGreaterThan(0)
    for (const b of enroll) {
      expect(b).toBeDisabled()
      expect(b).toHaveAccessibleDescription('Enrolment opens soon')
    }
    const tracks = screen.getByRole('list', { name: 'Reskilling tracks' })
    expect(within(tracks).getAllByRole('listitem')).toHaveLength(TRACKS.length)
    expect(screen.getByRole('link', { name: 'More Info about the reskilling tracks' })).toHaveAttribute(
      'href',
      paths.tracks,
    )
    // Roles over every card of the catalogue: about 4 s of jsdom on a busy 2-core machine.
  }, 15_000)

  it('gives every card a Save toggle named with its course; a tap saves it to the visitor’s shortlist and another takes it off', async () => {
    localStorage.clear()
    await renderPage(() => <CoursesPage assessmentHref={paths.login} />, '/courses')
    const toggles = screen.getAllByRole('button', { name: /^Save / })
    expect(toggles).toHaveLength(SELF_PACED_COURSES.length + INSTRUCTOR_LED_COURSES.length)
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-pressed', 'false')
    const [course] = SELF_PACED_COURSES
    if (!course) throw new Error('no course')
    fireEvent.click(screen.getByRole('button', { name: `Save ${course.title}` }))
    const saved = await screen.findByRole('button', { name: `Saved ${course.title}` })
    expect(saved).toHaveAttribute('aria-pressed', 'true')
    expect(readStudyRecord(VISITOR).shortlist).toEqual([`self-paced-${course.id}`])
    fireEvent.click(saved)
    expect(await screen.findByRole('button', { name: `Save ${course.title}` })).toHaveAttribute('aria-pressed', 'false')
    expect(readStudyRecord(VISITOR).shortlist).toEqual([])
  }, 15_000)
})
