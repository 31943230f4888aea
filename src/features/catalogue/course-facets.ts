/**
 * What a course card shows besides its own text: its topic and its reskilling tracks, and the key
 * the finder knows it by. The cards (courses-page.tsx) and the search index's documents
 * (catalogue-items.ts) both build their text here, so the search matches what the learner sees.
 */
import type { CourseTopic } from '~/lib/content/course-topics'
import { type TrackId, TRACKS } from '~/lib/content/tracks'

export const TOPIC_LABELS: Readonly<Record<CourseTopic, string>> = {
  'generative-ai': 'Generative AI',
  'prompt-engineering': 'Prompt engineering',
  agents: 'AI agents',
  'responsible-ai': 'Responsible AI',
  audits: 'Audits',
  security: 'Security',
  infrastructure: 'Infrastructure',
  ux: 'UX',
  creativity: 'Creativity',
  data: 'Data',
  leadership: 'Leadership',
  strategy: 'Strategy',
}

/** "Foundational, Developers": the names of the tracks, in track order. */
export const trackNames = (ids: readonly TrackId[]): string =>
  TRACKS.filter((track) => ids.includes(track.id))
    .map((track) => track.title)
    .join(', ')

/** Unique across both formats: the search index's document id, the same key a learner's study record uses. */
export { courseKey } from '~/lib/content/course-keys'
