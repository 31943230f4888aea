import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { INSTRUCTOR_LED_IDS as COURSE_IDS, instructorLedCourse } from '~/lib/content/instructor-led-courses'
import { siteConfig } from '~/lib/site-config'
import { COURSE_CONTENT } from './content/all-courses'
import { CoursePage } from './course-page'
import { LeadershipExtras } from './leadership-extras'

describe('CoursePage', () => {
  it.each(COURSE_IDS)('%s: hero, consultation, sections and author block', async (id) => {
    const { container } = await renderPage(() => <CoursePage content={COURSE_CONTENT[id]} />)
    expectPageInvariants(container)
    expect(screen.getByRole('heading', { level: 1, name: instructorLedCourse(id).title })).toBeInTheDocument()
    const book = screen.getByRole('link', { name: 'Book a Consultation' })
    expect(book.getAttribute('href')).toContain('subject=consultation%20request')
    for (const name of ['The course', 'Content', 'Coaching', 'Keep learning in an ecosystem']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.queryByRole('heading', { name: 'Introductory talk' }) !== null).toBe(id !== 'mindset')
    const order = screen.getByRole('link', { name: /^Order/ })
    expect(order).toHaveAttribute('href', siteConfig.bookstoreUrl)
    expect(order).toHaveAttribute('target', '_blank')
  })

  it('leadership shows 24 behaviours, 6 styles, 12 weeks, 7 actions and 12 roles', async () => {
    const { container } = await renderPage(() => (
      <CoursePage content={COURSE_CONTENT.leadership} extras={<LeadershipExtras />} />
    ))
    expect(container.querySelectorAll('.competency__behaviours li')).toHaveLength(24)
    expect(screen.getByRole('list', { name: 'Leadership styles' }).children).toHaveLength(6)
    expect(container.querySelectorAll('.timeline__item')).toHaveLength(12)
    expect(screen.getByRole('list', { name: 'Scaling actions' }).children).toHaveLength(7)
    expect(container.querySelectorAll('.role-grid__item')).toHaveLength(12)
  })
})
