/**
 * The learner's own study on their plan (docs/product.md (Learning plan)): which of the plan's
 * courses they saved, which they marked done and when, how far they are and what comes next. Read
 * from the study record on this device (src/lib/study-record.ts); nothing of it is in the
 * prerendered page, whose server snapshots are "logged out" and the empty record.
 */
import { useSyncExternalStore } from 'react'
import type { CourseKey } from '~/lib/content/course-keys'
import { planCourses, type LearningPlan } from '~/lib/content/learning-plan'
import { useSession } from '~/lib/session'
import {
  planProgress,
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
