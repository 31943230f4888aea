/** A self-paced catalogue for the comparison's unit tests; product code never imports it. */
import { MANDATORY_CATALOGUE_TITLES, type PlanCatalogueCourse } from '~/lib/content/learning-plan'
import { TRACK_IDS, type TrackId } from '~/lib/content/tracks'

// The real catalogue belongs to the catalogue feature (src/plan.test.tsx checks the plans made from
// it). This one has the mandatory courses' copies, a course on each track and one on each pair of
// neighbouring tracks, so every role's plan has track courses, some of them shared between tracks.
const link = (key: string) => ({ label: 'Start on our platform', url: `https://learn.example.com/courses/${key}` })
const course = (title: string, tracks: readonly TrackId[], links = [link(title)]) => ({
  title,
  subtitle: `On tracks ${tracks.join(' and ')}`,
  tracks,
  links,
})
export const CATALOGUE: PlanCatalogueCourse[] = [
  ...Object.values(MANDATORY_CATALOGUE_TITLES).map((title) => course(title, [0])),
  ...TRACK_IDS.map((id) => course(`Course ${id}`, [id])),
  ...TRACK_IDS.slice(1).map((id, index) => course(`Bridge ${id}`, [TRACK_IDS[index]!, id], [])),
].map((entry, index) => ({ ...entry, id: index + 1 }))
