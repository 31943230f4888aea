// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { render } from '~/entry-server'
import { TRACKS } from '~/lib/content/tracks'
import { paths } from '~/lib/paths'
import { SELF_PACED_COURSES } from './self-paced-courses'

describe('the /courses head', () => {
  it('counts the courses and tracks the catalogue holds, as the prerendered page shows them', async () => {
    const page = await render(paths.courses)
    const counts = `${SELF_PACED_COURSES.length} self-paced courses and ${TRACKS.length} reskilling tracks`
    expect(page.head).toContain(
      `<meta name="description" content="Instructor-led AI/GenAI courses, a catalogue of ${counts}`,
    )
    expect(page.head).toContain(
      `<meta property="og:description" content="Instructor-led AI/GenAI courses, a catalogue of ${counts}`,
    )
  })
})
