import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { courseKey, type CourseKey } from '~/lib/content/course-keys'
import { INSTRUCTOR_LED_COURSES } from '~/lib/content/instructor-led-courses'
import { learningPlan, planCourses, type PlanCatalogueCourse } from '~/lib/content/learning-plan'
import type { Outcome } from '~/lib/content/roles'
import { planPath } from '~/lib/outcome-links'
import { paths } from '~/lib/paths'
import { planProgress, progressText, studyOwner, useStudyRecord } from '~/lib/study-record'
import { NextCourse } from '~/components/next-course'

type Props = {
  email: string
  /** The learner's target role, whose plan the progress counts; null before the assessment. */
  outcome: Outcome | null
  /** The self-paced catalogue (the catalogue feature's, passed in by the route). */
  catalogue: readonly PlanCatalogueCourse[]
}

/**
 * My Page's "Your courses" (docs/product.md (Save, Learning plan)): the progress on the learner's
 * plan with the next course, and the courses they saved, from the study record on this device.
 */
export function StudySummary({ email, outcome, catalogue }: Props) {
  const id = useId()
  const record = useStudyRecord(studyOwner(email))
  const titles = new Map<CourseKey, { title: string; path?: string }>([
    ...catalogue.map((course) => [courseKey(course.id), { title: course.title }] as const),
    ...INSTRUCTOR_LED_COURSES.map(
      (course) => [courseKey(course.id), { title: course.title, path: course.path }] as const,
    ),
  ])
  // A saved course the catalogue no longer has is not listed.
  const saved = record.shortlist.flatMap((key) => {
    const course = titles.get(key)
    return course ? [{ key, ...course }] : []
  })
  const progress = outcome ? planProgress(planCourses(learningPlan(outcome, catalogue)), record) : null

  return (
    <section className="card profile__study" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="heading-xl">
        Your courses
      </h2>
      {outcome && progress && (
        <>
          <p className="text-lg profile__progress">
            {progressText(progress)} on <Link to={planPath(outcome)}>your learning plan</Link>.
          </p>
          <NextCourse next={progress.next} />
        </>
      )}
      <h3 id={`${id}-saved`}>Saved courses</h3>
      {saved.length > 0 ? (
        <ul className="list" aria-labelledby={`${id}-saved`}>
          {saved.map((course) => (
            <li key={course.key}>{course.path ? <Link to={course.path}>{course.title}</Link> : course.title}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          None yet: save courses on <Link to={paths.courses}>the courses page</Link> to find them here.
        </p>
      )}
    </section>
  )
}
