import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/about/about-page'
import { SELF_PACED_COURSES } from '~/features/catalogue/self-paced-courses'
import { ECOSYSTEM_TOPICS } from '~/features/ecosystem/ecosystem-content'
import { INSTRUCTOR_LED_COURSES } from '~/lib/content/instructor-led-courses'
import { ROLE_TITLES } from '~/lib/content/roles'
import { TRACKS } from '~/lib/content/tracks'
import { staticPageHead } from '~/lib/seo'

export const Route = createFileRoute('/about-us')({
  head: () => staticPageHead('aboutUs'),
  // The key figures are the lengths of the lists they count, like /courses' description.
  component: () => (
    <AboutPage
      counts={{
        courses: SELF_PACED_COURSES.length,
        instructor: INSTRUCTOR_LED_COURSES.length,
        tracks: TRACKS.length,
        roles: ROLE_TITLES.length,
        ecosystems: ECOSYSTEM_TOPICS.length,
      }}
    />
  ),
})
