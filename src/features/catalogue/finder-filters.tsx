/**
 * The finder's filters: topic chips, the track and format selects and "Fits my role", each choice
 * with how many courses it would leave (catalogue-filter.ts, facetCounts).
 */
import { COURSE_TOPICS } from '~/lib/content/course-topics'
import { TRACKS } from '~/lib/content/tracks'
import { listSentence } from '~/lib/list-sentence'
import { FORMAT_LABELS } from './catalogue-items'
import { COURSE_FORMATS } from './catalogue-search-params'
import { TOPIC_LABELS } from './course-facets'
import type { CourseFinderState } from './use-course-finder'

/** The chips and selects, each choice with how many courses it would leave. */
export function FinderFilters({ finder }: { finder: CourseFinderState }) {
  const { search, counts, roleCount, role, setFilters } = finder
  const topics = search.topic ?? []
  return (
    <div className="stack finder__filters">
      <fieldset className="finder__group">
        <legend>Topic</legend>
        <ul className="tags finder__chips">
          {COURSE_TOPICS.map((topic) => (
            <li key={topic}>
              <Chip
                name="topic"
                value={topic}
                checked={topics.includes(topic)}
                count={counts.topic.get(topic) ?? 0}
                onToggle={(checked) =>
                  setFilters({ topic: checked ? [...topics, topic] : topics.filter((t) => t !== topic) })
                }
              >
                {TOPIC_LABELS[topic]}
              </Chip>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="grid finder__selects">
        <div className="field">
          <label htmlFor="finder-track">Track</label>
          <select
            id="finder-track"
            name="track"
            value={search.track ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value
              setFilters({ track: TRACKS.find((t) => String(t.id) === value)?.id })
            }}
          >
            <option value="">All tracks ({counts.anyTrack})</option>
            {TRACKS.map((t) => (
              <option key={t.id} value={t.id}>
                Track {t.id}: {t.title} ({counts.track.get(t.id)})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="finder-format">Format</label>
          <select
            id="finder-format"
            name="format"
            value={search.format ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value
              setFilters({ format: COURSE_FORMATS.find((f) => f === value) })
            }}
          >
            <option value="">All formats ({counts.anyFormat})</option>
            {COURSE_FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]} ({counts.format.get(f)})
              </option>
            ))}
          </select>
        </div>
      </div>

      {role ? (
        <div className="finder__fits">
          <Chip
            name="fits"
            value="1"
            checked={search.fits === 1}
            count={roleCount}
            describedBy="finder-fits-why"
            onToggle={(checked) => setFilters({ fits: checked ? 1 : undefined })}
          >
            Fits my role
          </Chip>
          <p id="finder-fits-why" className="text-soft finder__hint">
            {role.role}: the {listSentence(role.tracks.map((t) => t.title))}{' '}
            {role.tracks.length === 1 ? 'track leads' : 'tracks lead'} there.
          </p>
        </div>
      ) : null}
    </div>
  )
}

/** A checkbox shown as a chip, with how many courses it would leave. */
function Chip(props: {
  name: string
  value: string
  checked: boolean
  count: number
  describedBy?: string
  onToggle: (checked: boolean) => void
  children: string
}) {
  return (
    <label className="control chip text-sm">
      <input
        className="chip__input"
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onToggle(event.currentTarget.checked)}
      />
      {props.children}{' '}
      <span className="chip__count">
        {props.count}
        <span className="visually-hidden"> {props.count === 1 ? 'course' : 'courses'}</span>
      </span>
    </label>
  )
}
