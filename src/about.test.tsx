/**
 * The About page's key figures are counted from the lists they count: its route counts them (the
 * About feature cannot import the catalogue or the ecosystem). /courses' description is checked in
 * src/features/catalogue/courses-head.test.ts.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SELF_PACED_COURSES } from '~/features/catalogue/self-paced-courses'
import { ECOSYSTEM_TOPICS } from '~/features/ecosystem/ecosystem-content'
import { INSTRUCTOR_LED_COURSES } from '~/lib/content/instructor-led-courses'
import { ROLE_TITLES } from '~/lib/content/roles'
import { TRACKS } from '~/lib/content/tracks'
import { paths } from '~/lib/paths'
import { createAppRouter } from './router'

describe('the About page', () => {
  it('counts the courses, tracks, roles and ecosystem topics', async () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [paths.aboutUs] }) })
    render(<RouterProvider router={router} />)
    const figures = await screen.findByRole('list', { name: 'What we offer' })
    const shown = within(figures)
      .getAllByRole('listitem')
      .map((figure) => figure.textContent)
    expect(shown).toEqual([
      `${SELF_PACED_COURSES.length} self-paced courses`,
      `${INSTRUCTOR_LED_COURSES.length} instructor-led courses`,
      `${TRACKS.length} reskilling tracks`,
      `${ROLE_TITLES.length} new AI/GenAI roles`,
      `${ECOSYSTEM_TOPICS.length} ecosystem topics`,
    ])
  })
})
