import type { CourseKey } from '~/lib/content/course-keys'
import { sessionStore } from '~/lib/session'
import { readStudyRecord, setSaved, studyOwner } from '~/lib/study-record'

/** Whose shortlist a tap changes: the logged-in learner's, or the visitor's (read at the tap, not at render). */
const currentOwner = () => {
  const session = sessionStore.getSnapshot()
  return studyOwner(session.status === 'loggedIn' ? session.user.email : null)
}

/**
 * "Save" on a course card (docs/product.md (Save)): a pressed button whose name names the
 * course. A tap before the app is live is held and replayed by src/boot.ts (`data-replay`), and the
 * tap flips what the record holds at that moment, so a replayed tap saves even before the card shows it.
 */
export function SaveToggle({ course, title, saved }: { course: CourseKey; title: string; saved: boolean }) {
  return (
    <button
      type="button"
      className={saved ? 'btn save-toggle' : 'btn btn--ghost save-toggle'}
      aria-pressed={saved}
      // The visible word first, then the course, as one name in every engine.
      aria-label={`${saved ? 'Saved' : 'Save'} ${title}`}
      data-replay={`save-${course}`}
      onClick={() => {
        const owner = currentOwner()
        setSaved(owner, course, !readStudyRecord(owner).shortlist.includes(course))
      }}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      {saved ? 'Saved' : 'Save'}
    </button>
  )
}
