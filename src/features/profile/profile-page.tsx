import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isOutcome, type Outcome } from '~/lib/content/roles'
import { paths } from '~/lib/paths'
import { useSession } from '~/lib/session'
import { readTargetRole, saveTargetRole } from '~/lib/target-role'
import { profileQueryOptions } from './api/get-profile'
import { RoleMap } from './role-map'
import './profile.css'

/**
 * The learner's page (docs/product.md: Screens, Profile): greeting, then the role map when a target role is known,
 * else what the assessment is and how to take it.
 */
export function ProfilePage({ email }: { email: string }) {
  const session = useSession()
  const token = session.status === 'loggedIn' ? session.token : ''
  const profile = useQuery({ ...profileQueryOptions(email, token), enabled: token !== '' })
  const outcome = useTargetRole(email)
  const name = profile.data?.user?.name ?? (session.status === 'loggedIn' ? session.user.name : undefined)

  return (
    <section className="section profile">
      <div className="container">
        <h1 className="profile__greeting">
          Hello{name ? `, ${name}` : ''}
        </h1>
        <div role="status" aria-live="polite" className="profile__status">
          {profile.isPending && token !== '' && <p>Loading your profile…</p>}
          {profile.isSuccess && <p className="profile__email">Signed in as {profile.data.user?.email ?? email}</p>}
        </div>
        <div role="alert">{profile.isError && <p className="alert alert--error">{profile.error.message}</p>}</div>

        {outcome ? (
          <>
            <RoleMap outcome={outcome} />
            <p className="profile__retake">
              Your answers changed, or you want to explore another path?{' '}
              <Link to={paths.assessments}>Retake the assessment</Link>
            </p>
          </>
        ) : (
          <div className="card profile__intro">
            <h2>Find your AI role</h2>
            <p>
              The reskilling assessment asks about your background, your experience with AI and where you want to go. In
              a few minutes it maps you to one of twelve new AI/GenAI roles — or recommends the Foundational Track first —
              and shows the reskilling track and courses that lead there.
            </p>
            <p>It runs entirely in your browser, works offline, and saves every answer as you go.</p>
            <Link className="btn btn--gold" to={paths.assessments}>
              Take Assessment
            </Link>
          </div>
        )}
      </div>
    </section>
  )
}

/** docs/product.md (Behaviour): the role comes from storage, else from navigation state (and is then stored). */
function useTargetRole(email: string): Outcome | null {
  const fromState = useLocation({ select: (location) => location.state.targetRole })
  const stored = readTargetRole(email)
  const fromNavigation = isOutcome(fromState) ? fromState : null
  useEffect(() => {
    if (!stored && fromNavigation) saveTargetRole(email, fromNavigation)
  }, [email, stored, fromNavigation])
  return stored ?? fromNavigation
}
