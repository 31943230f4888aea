/**
 * The learner's own study on their plan (docs/product.md (Screens: Progress)): which of the plan's
 * courses they saved, which they marked done and when, how far they are and what comes next. Read
 * from the study record on this device (src/lib/study-record.ts); nothing of it is in the
 * prerendered page, whose server snapshots are "logged out" and the empty record.
 */
import { useSyncExternalStore } from 'react'
import type { CourseKey } from '~/lib/content/course-keys'
import { planCourses, type LearningPlan } from '~/lib/content/learning-plan'
import { useSession } from '~/lib/session'
import { siteDataBlocked } from '~/lib/storage'
import {
  planProgress,
  progressText,
  setDone,
  studyOwner,
  useStudyRecord,
  type PlanProgress,
  type StudyRecord,
} from '~/lib/study-record'
import { readTargetRole, subscribeTargetRole } from '~/lib/target-role'

export type PlanStudy = {
  record: StudyRecord
  /** The logged-in learner whose target role this plan is: they mark its courses done; null on anyone else's plan. */
  learner: string | null
  /** The plan's courses in plan order. */
  courses: { key: CourseKey; title: string }[]
  progress: PlanProgress<{ key: CourseKey; title: string }>
}

/** The study record of whoever reads `plan` (the visitor's shortlist when logged out), and whether the plan is theirs. */
export function usePlanStudy(plan: LearningPlan): PlanStudy {
  const session = useSession()
  const email = session.status === 'loggedIn' ? session.user.email : null
  const read = () => (email ? readTargetRole(email) : null)
  const role = useSyncExternalStore(subscribeTargetRole, read, () => null)
  const record = useStudyRecord(studyOwner(email))
  const courses = planCourses(plan)
  return {
    record,
    learner: email && role === plan.outcome ? email : null,
    courses,
    progress: planProgress(courses, record),
  }
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })
const day = (iso: string) => dateFormat.format(new Date(iso))

/** "4 of 11 courses done" and the next course, on the learner's own plan. */
export function PlanProgressSection({ study, headingId }: { study: PlanStudy; headingId: string }) {
  const { progress } = study
  return (
    <section className="plan__block plan__progress" aria-labelledby={headingId}>
      <h2 id={headingId}>Your progress</h2>
      <p className="text-lg plan__progress-count">{progressText(progress)}</p>
      <progress className="plan__progress-bar" max={progress.total} value={progress.done} aria-labelledby={headingId} />
      <p>
        {progress.next ? (
          <>
            Next: <strong>{progress.next.title}</strong>
          </>
        ) : (
          'Every course of your plan is done.'
        )}
      </p>
      <p className="muted plan__note">
        {siteDataBlocked()
          ? 'Your browser blocks this site from saving data: what you mark is kept only until you close this tab.'
          : 'Mark a course done below when you finish it. Your marks are kept in this browser and in “Download my data”.'}
      </p>
    </section>
  )
}

/** A plan course's marks: "Saved" when on the shortlist, and on the learner's own plan, done or not with its date. */
export function CourseMarks({ study, course }: { study: PlanStudy; course: { key: CourseKey; title: string } }) {
  const { record, learner } = study
  const saved = record.shortlist.includes(course.key)
  const doneAt = record.done[course.key]
  if (!saved && !learner) return null
  return (
    <span className="plan__marks">
      {saved && <span className="pill plan__saved">Saved</span>}
      {learner && (
        <label className="plan__done">
          {/* Named with the course, the visible word first (a hidden span would be read apart from it). */}
          <input
            type="checkbox"
            aria-label={`Done: ${course.title}`}
            checked={doneAt !== undefined}
            onChange={(event) => setDone(learner, course.key, event.currentTarget.checked)}
          />{' '}
          Done
        </label>
      )}
      {learner && doneAt && (
        <span className="muted plan__done-date">
          marked on <time dateTime={doneAt}>{day(doneAt)}</time>
        </span>
      )}
    </span>
  )
}
