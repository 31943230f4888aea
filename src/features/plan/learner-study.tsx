/**
 * What only the learner sees on their own plan, after the page has hydrated: their progress and
 * their study schedule. Loaded in a chunk of its own with its own stylesheet (src/lib/stylesheet.ts),
 * so the prerendered plans and every other page carry none of it.
 */
import { useId } from 'react'
import { siteDataBlocked } from '~/lib/storage'
import { loadStylesheets } from '~/lib/stylesheet'
import { progressText } from '~/lib/study-record'
import type { LearningPlan } from '~/lib/content/learning-plan'
import type { PlanStudy } from './plan-study'
import { StudySchedulePanel } from './study-schedule'
import learnerStyles from './learner-study.css?url'
import { NextCourse } from '~/components/next-course'

export const ready = loadStylesheets(learnerStyles)

export type LearnerStudyProps = { study: PlanStudy; plan: LearningPlan; learner: string }

export default function LearnerStudy({ study, plan, learner }: LearnerStudyProps) {
  return (
    <>
      <PlanProgressSection study={study} />
      <StudySchedulePanel
        email={learner}
        outcome={plan.outcome}
        remaining={study.courses.filter((course) => study.record.done[course.key] === undefined)}
        schedule={study.record.schedule}
      />
    </>
  )
}

/** "4 of 11 courses done" and the next course, on the learner's own plan. */
function PlanProgressSection({ study }: { study: PlanStudy }) {
  const headingId = useId()
  const { progress } = study
  return (
    <section className="plan__block plan__progress" aria-labelledby={headingId}>
      <h2 id={headingId}>Your progress</h2>
      <p className="text-lg plan__progress-count">{progressText(progress)}</p>
      <progress className="plan__progress-bar" max={progress.total} value={progress.done} aria-labelledby={headingId} />
      <NextCourse next={progress.next} />
      <p className="muted plan__note">
        {siteDataBlocked()
          ? 'Your browser blocks this site from saving data: what you mark is kept only until you close this tab.'
          : 'Mark a course done below when you finish it. Your marks are kept in this browser and in “Download my data”.'}
      </p>
    </section>
  )
}
