import { useId, type ReactNode, type RefObject } from 'react'
import { FOUNDATIONAL_TRACK, isOutcome } from '~/lib/content/roles'
import { trackLabel } from '~/lib/content/tracks'
import { outcomeSlug, planPath } from '~/lib/outcome-links'
import { paths } from '~/lib/paths'
import { siteConfig } from '~/lib/site-config'
import { resultContent } from './result-content'
import './result-card.css'

export type ResultCardProps = {
  /** The outcome as stored: a past attempt may name one this version no longer knows. */
  outcome: string
  /** The trace's one-sentence summary, as it was when the outcome was decided. */
  summary: string
  /** 2 on the assessment screen; 3 where the card sits under a section heading (the profile's history). */
  level?: 2 | 3
  headingRef?: RefObject<HTMLHeadingElement | null>
  /** Shown at the end of the card: Exit and Retake on the assessment screen. */
  children?: ReactNode
}

/**
 * The result card: the outcome, what it means, why, and the tracks and courses that lead there. The
 * assessment shows it when an outcome is decided; the profile's history shows a past attempt with
 * the same card, from what that attempt stored.
 */
export function ResultCard({ outcome, summary, level = 2, headingRef, children }: ResultCardProps) {
  const id = useId()
  const Title = level === 2 ? 'h2' : 'h3'
  const Sub = level === 2 ? 'h3' : 'h4'
  const content = isOutcome(outcome)
    ? { ...resultContent(outcome), plan: planPath(outcome), compare: `${paths.compare}?roles=${outcomeSlug(outcome)}` }
    : null
  const foundational = outcome === FOUNDATIONAL_TRACK

  return (
    <article className="card assessment__result" aria-labelledby={`${id}-title`}>
      <p className="eyebrow">{foundational ? 'Your recommendation' : 'Your target role'}</p>
      <Title id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {outcome}
      </Title>
      {content?.explanation.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {foundational && (
        <p>
          {/* The contact hint shown with the notice; the address comes from site configuration. */}
          Questions about your result or the foundational track? Write to us at{' '}
          <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>.
        </p>
      )}

      <Sub>{foundational ? 'Why this recommendation' : 'Why this role'}</Sub>
      <p className="muted assessment__why">{summary}</p>

      {content && (
        <>
          <Sub id={`${id}-tracks`}>
            {content.tracks.length > 1 ? 'Your reskilling tracks' : 'Your reskilling track'}
          </Sub>
          <ul aria-labelledby={`${id}-tracks`}>
            {content.tracks.map((track) => (
              <li key={track.id}>{trackLabel(track)}</li>
            ))}
          </ul>

          <Sub id={`${id}-courses`}>Mandatory courses</Sub>
          <ul aria-labelledby={`${id}-courses`}>
            {content.mandatoryCourses.map((course) => (
              <li key={course.id}>{course.title}</li>
            ))}
          </ul>

          <p>
            {/* A plain link: the plan is a prerendered page (importing the router's Link here changes
                how the build splits shared code, at a cost to every page). */}
            <a href={content.plan}>See your learning plan</a>: every course with its links, to print or share.
          </p>
          {!foundational && (
            <p>
              {/* Plain, like the plan's link: the comparison opens with this role and another beside it. */}
              <a href={content.compare}>Compare with another role</a>
            </p>
          )}
        </>
      )}

      {children}
    </article>
  )
}
