/**
 * Every outcome, every place it is described: the assessment's result card content, the /tracks
 * role-to-track table (as rendered), the /tracks function slider and the whitepaper's model must
 * agree on the tracks of each role and on the mandatory courses. The expectations are read from
 * those places themselves, not from a table written here.
 */
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { decide } from '~/features/assessment/engine'
import { resultContent } from '~/features/assessment/result-content'
import { FUNCTION_MAPS } from '~/features/journey/function-maps'
import { TracksPage } from '~/features/journey/tracks-page'
import { MANDATORY_COURSES } from '~/lib/content/mandatory-courses'
import { FOUNDATIONAL_TRACK, JOB_ROLES, OUTCOMES } from '~/lib/content/roles'
import { TRACKS, tracksForRole } from '~/lib/content/tracks'
import { whitepaperModel, type WhitepaperModel } from '~/lib/content/whitepaper'
import { paths } from '~/lib/paths'

type TracksTable = { rows: Map<string, string[]>; courses: string[] }

/** "4 · Agents" (/tracks), "Track 4: Agents" (result card) and { id: 4, title: 'Agents' } all become "4 Agents". */
const key = (track: { id: number; title: string }) => `${track.id} ${track.title}`
const chipKey = (text: string) => text.replace(/^(\d+) · /, '$1 ')

async function renderTracksTable(): Promise<TracksTable> {
  const { container } = await renderPage(() => <TracksPage assessmentHref={paths.login} />)
  expectPageInvariants(container)
  const table = screen.getByRole('table', { name: /role-to-track map/i })
  const rows = new Map<string, string[]>()
  for (const row of within(table).getAllByRole('row').slice(1)) {
    const role = (within(row).getByRole('rowheader').textContent ?? '').replace(/^\d+\s+/, '')
    rows.set(
      role,
      within(row)
        .getAllByRole('listitem')
        .map((li) => chipKey(li.textContent ?? '')),
    )
  }
  const structure = screen.getByRole('list', { name: 'Structure of a reskilling track' })
  const courses = Array.from(
    structure.querySelectorAll('.track-shape__course:not(.track-shape__course--specific) strong'),
    (el) => el.textContent ?? '',
  )
  return { rows, courses }
}

describe('one source for every outcome', () => {
  let table: TracksTable
  const paper: WhitepaperModel = whitepaperModel({ JOB_ROLES, TRACKS, tracksForRole, MANDATORY_COURSES })

  beforeAll(async () => {
    table = await renderTracksTable()
  })

  it('covers the 12 roles and the Foundational Track', () => {
    expect(OUTCOMES).toHaveLength(13)
    expect([...table.rows.keys()]).toEqual(OUTCOMES.filter((o) => o !== FOUNDATIONAL_TRACK))
    expect(paper.roles.map((role) => role.title)).toEqual([...table.rows.keys()])
  })

  it.each(OUTCOMES)('%s: result card, /tracks table and whitepaper list the same tracks and courses', (outcome) => {
    const card = resultContent(outcome)
    const cardTracks = card.tracks.map(key)
    const cardCourses = card.mandatoryCourses.map((course) => course.title)

    if (outcome === FOUNDATIONAL_TRACK) {
      // No role and no row: the track every row starts with, which the whitepaper says every role follows.
      const rows = [...table.rows.values()]
      const common = rows[0]?.filter((track) => rows.every((other) => other.includes(track)))
      expect(cardTracks).toEqual(common)
      const everyone = paper.tracks.filter((track) => track.roles.length === paper.roles.length).map(key)
      expect(cardTracks).toEqual(everyone)
    } else {
      expect(cardTracks).toEqual(table.rows.get(outcome))
      expect(cardTracks).toEqual(paper.roles.find((role) => role.title === outcome)?.tracks.map(key))
      // The whitepaper's track list names the role exactly under the tracks the card shows.
      expect(paper.tracks.filter((track) => track.roles.includes(outcome)).map(key)).toEqual(cardTracks)
    }
    expect(cardCourses).toEqual(table.courses)
    expect(cardCourses).toEqual(paper.mandatoryCourses.map((course) => course.title))
  })

  it.each(FUNCTION_MAPS.map((slide) => [slide.function, slide] as const))(
    'the /tracks slide for %s proposes the role the assessment gives an unsure learner from that function',
    (_name, slide) => {
      // Q2 technical, Q5 not sure, Q8 no: the function map decides (docs/assessment.md).
      const step = decide({ q2: 'B1', q3: slide.option, q5: 'E3', q8: 'H2' }, 'q8')
      expect(step).toMatchObject({ kind: 'outcome', outcome: slide.defaultRole })
    },
  )
})
