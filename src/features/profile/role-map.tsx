import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { ExternalLink } from '~/components/external-link'
import { FOUNDATIONAL_TRACK, JOB_ROLES, type Outcome } from '~/lib/content/roles'
import { outcomeSlug, ROLE_COURSE_URLS } from '~/lib/outcome-links'
import { paths } from '~/lib/paths'
// The grid is the site's role grid (the home page's); this file adds only the buttons in it.
import '~/components/role-grid.css'
import './role-map.css'

type RoleMapItem = { outcome: Outcome; number: string | null }

// docs/product.md (Screens, Profile): the 12 roles in order 01–12, then the Foundational Track (no role number).
const ITEMS: readonly RoleMapItem[] = [
  ...JOB_ROLES.map((role) => ({ outcome: role.title, number: role.id })),
  { outcome: FOUNDATIONAL_TRACK, number: null },
]

/**
 * The profile's role grid. The mapped outcome is a real link (it navigates, so it can be
 * middle-clicked, copied and is never caught by a pop-up blocker); the other twelve are disabled
 * buttons, so they stay visible and readable but cannot be activated.
 */
export function RoleMap({ outcome }: { outcome: Outcome }) {
  const headingId = useId()
  return (
    <section className="role-map" aria-labelledby={headingId}>
      {/* docs/product.md (Screens, Profile): a Foundational Track learner has no role yet, so is not told they have one. */}
      <h2 id={headingId}>
        {outcome === FOUNDATIONAL_TRACK
          ? 'Your result: start with the Foundational Track.'
          : "You've been mapped to a role!"}
      </h2>
      <ul className="role-grid">
        {ITEMS.map((item) => {
          const body = (
            <>
              <span className="caps">{item.number ?? 'Track 0'}</span>
              <span className="text-lg">{item.outcome}</span>
            </>
          )
          return (
            <li key={item.outcome} className="role-map__cell">
              {item.outcome === outcome ? (
                <ExternalLink
                  className="btn role-map__item role-map__item--mapped"
                  href={ROLE_COURSE_URLS[item.outcome]}
                >
                  {body}
                  <span className="role-map__badge">Your role – open the course</span>
                </ExternalLink>
              ) : (
                <button type="button" className="btn role-map__item" disabled>
                  {body}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <p>
        {/* The comparison starts with the learner's role beside another; with no role yet, with the default pair. */}
        {outcome === FOUNDATIONAL_TRACK ? (
          <Link to={paths.compare}>Compare the roles side by side</Link>
        ) : (
          <Link to={paths.compare} search={{ roles: outcomeSlug(outcome) }}>
            Compare your role with other roles
          </Link>
        )}
      </p>
    </section>
  )
}
