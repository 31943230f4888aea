import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId, type ComponentType } from 'react'
import { whenStyled } from '~/components/after-hydration'
import { Section } from '~/components/section'
import { ExternalLink } from '~/components/external-link'
import { courseKey } from '~/lib/content/course-keys'
import type { LearningPlan, PlanCourse } from '~/lib/content/learning-plan'
import { trackLabel } from '~/lib/content/tracks'
import { siteConfig } from '~/lib/site-config'
import { CourseMarks, usePlanStudy, type PlanStudy } from './plan-study'
import type { LearnerStudyProps } from './learner-study'
import { SharePlanButton } from './share-plan'
import './plan.css'

// The learner's progress and schedule: only on their own plan, after hydration, so in a chunk of its own.
// A chunk that cannot load (offline before it was cached) leaves the rest of the plan as it is.
const LearnerStudy = lazy<ComponentType<LearnerStudyProps>>(() =>
  import('./learner-study').then(whenStyled).catch(() => ({ default: () => null })),
)

/**
 * The learning plan of one assessment outcome (/plan/<slug>), prerendered for every outcome. Made
 * to be printed or saved as PDF too: the print stylesheet (plan.css, global.css) drops the site's
 * chrome and the buttons, prints each external link's address and fits a plan on two pages.
 */
export function PlanPage({ plan }: { plan: LearningPlan }) {
  const id = useId()
  const study = usePlanStudy(plan)
  return (
    <Section className="plan" containerClassName="plan__sheet">
      <header className="plan__header">
        <p className="eyebrow">{siteConfig.brand} · Learning plan</p>
        <h1>{plan.outcome}</h1>
        {plan.summary && <p className="muted text-lg plan__summary">{plan.summary}</p>}
        <div className="btn-row plan__actions">
          <SharePlanButton outcome={plan.outcome} />
          {/* The browser's print dialog (print or save as PDF); the print stylesheet does the rest. */}
          <button type="button" className="btn btn--ghost" data-replay="plan-print" onClick={() => window.print()}>
            Print or save as PDF
          </button>
        </div>
      </header>

      {study.learner && (
        <Suspense fallback={null}>
          <LearnerStudy study={study} plan={plan} learner={study.learner} />
        </Suspense>
      )}

      <section className="plan__block" aria-labelledby={`${id}-tracks`}>
        <h2 id={`${id}-tracks`}>{plan.tracks.length > 1 ? 'Your reskilling tracks' : 'Your reskilling track'}</h2>
        <ol className="plan__track-list">
          {plan.tracks.map(({ track }) => (
            <li key={track.id}>
              <strong>{trackLabel(track)}</strong>{' '}
              <span className="muted plan__track-description">{track.description}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className="plan__block" aria-labelledby={`${id}-mandatory`}>
        <h2 id={`${id}-mandatory`}>Mandatory courses</h2>
        <p className="muted plan__note">Every track starts with these three.</p>
        <CourseList courses={plan.mandatoryCourses} study={study} />
      </section>

      <section className="plan__block" aria-labelledby={`${id}-courses`}>
        <h2 id={`${id}-courses`}>Self-paced courses by track</h2>
        {plan.tracks.map(({ track, courses }) => (
          <section key={track.id} className="plan__track" aria-labelledby={`${id}-track-${track.id}`}>
            <h3 id={`${id}-track-${track.id}`}>{trackLabel(track)}</h3>
            <CourseList courses={courses} study={study} />
          </section>
        ))}
      </section>

      <section className="plan__block" aria-labelledby={`${id}-live`}>
        <h2 id={`${id}-live`}>Instructor-led courses that fit</h2>
        <ul className="plan__courses">
          {plan.instructorLed.map((course) => (
            <li key={course.id} className="plan__course">
              <Link to={course.path} className="plan__course-title">
                {course.title}
              </Link>
              <span className="muted plan__course-meta">
                {' '}
                · {course.hours} hours · {course.audience}
              </span>
              <CourseMarks study={study} course={{ key: courseKey(course.id), title: course.title }} />
            </li>
          ))}
        </ul>
      </section>

      <section className="plan__block" aria-labelledby={`${id}-next`}>
        <h2 id={`${id}-next`}>Next steps</h2>
        <ol className="plan__steps">
          {plan.nextSteps.map((step) => (
            <li key={step.text}>
              {step.text}
              {step.link && (
                <>
                  {' '}
                  <StepLink href={step.link.href}>{step.link.label}</StepLink>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    </Section>
  )
}

function CourseList({ courses, study }: { courses: readonly PlanCourse[]; study: PlanStudy }) {
  return (
    <ul className="plan__courses">
      {courses.map((course) => (
        <li key={course.title} className="plan__course">
          <strong className="plan__course-title">{course.title}</strong>
          <span className="muted plan__course-summary"> — {course.summary}</span>
          <CourseMarks study={study} course={course} />
          {course.links.length > 0 ? (
            <span className="plan__course-links">
              {course.links.map((link) => (
                <ExternalLink key={link.url} href={link.url}>
                  {link.label}
                </ExternalLink>
              ))}
            </span>
          ) : (
            <span className="muted plan__course-links plan__note">Enrolment opens soon</span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Site paths go through the router; the course site opens in a new tab (and prints its address). */
function StepLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>
  return <ExternalLink href={href}>{children}</ExternalLink>
}
