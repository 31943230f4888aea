import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Section } from '~/components/section'
import type { PlanCatalogueCourse } from '~/lib/content/learning-plan'
import { isOutcome, type Outcome } from '~/lib/content/roles'
import { planPath } from '~/lib/outcome-links'
import { paths } from '~/lib/paths'
import { useSession } from '~/lib/session'
import { siteDataBlocked } from '~/lib/storage'
import { readTargetRole, saveTargetRole, subscribeTargetRole } from '~/lib/target-role'
import { profileQueryOptions } from './api/get-profile'
import { DeviceData } from './device-data'
import { RoleMap } from './role-map'
import { StudySummary } from './study-summary'
import './profile.css'

/**
 * The learner's page (docs/product.md: Screens, Profile): greeting, then the role map when a target role is known,
 * else what the assessment is and how to take it.
 */
export type ProfilePageProps = {
  email: string
  /** Deletes the user's saved assessment progress and history ("Remove my data from this device"). */
  removeAssessmentData: (email: string) => Promise<void>
  /** The assessment history and "Take your data along", from the assessment feature (loaded lazily). */
  history?: ReactNode
  /** Demo mode only: clears the demo accounts on this device as part of "Remove my data". */
  clearDemoAccounts?: () => Promise<void>
  /** The self-paced catalogue, for the saved courses and the plan's progress (the catalogue feature's). */
  catalogue?: readonly PlanCatalogueCourse[]
}

/** Shown while the browser blocks site data (docs/product.md (Session and storage)). */
const KEPT_FOR_THIS_TAB =
  'Your browser blocks this site from saving data. Your login, your assessment answers and result, your learning plan, your saved courses and the courses you marked done are kept only until you close this tab, and no history of attempts can be kept.'

export function ProfilePage({
  email,
  removeAssessmentData,
  history,
  clearDemoAccounts,
  catalogue = [],
}: ProfilePageProps) {
  const session = useSession()
  const token = session.status === 'loggedIn' ? session.token : ''
  const profile = useQuery({ ...profileQueryOptions(email, token), enabled: token !== '' })
  const { outcome, forget } = useTargetRole(email)
  const name = profile.data?.user?.name ?? (session.status === 'loggedIn' ? session.user.name : undefined)

  return (
    <Section className="profile">
      <h1 className="heading-2xl">Hello{name ? `, ${name}` : ''}</h1>
      <div role="status" aria-live="polite" className="profile__status">
        {profile.isPending && token !== '' && <p>Loading your profile…</p>}
        {profile.isSuccess && <p className="muted profile__email">Signed in as {profile.data.user?.email ?? email}</p>}
      </div>
      {siteDataBlocked() && <p className="alert alert--info">{KEPT_FOR_THIS_TAB}</p>}
      <div role="alert">
        {profile.isError && (
          <div className="alert alert--error">
            <p>{profile.error.message}</p>
            <button type="button" className="btn btn--ghost" onClick={() => void profile.refetch()}>
              Try again
            </button>
          </div>
        )}
      </div>

      {outcome ? (
        <>
          <RoleMap outcome={outcome} />
          <p className="profile__plan">
            <Link to={planPath(outcome)}>Your learning plan</Link>: your tracks and every course with its links, to
            print or share.
          </p>
          <p className="profile__retake">
            Your answers changed, or you want to explore another path?{' '}
            <Link to={paths.assessments}>Retake the assessment</Link>
          </p>
        </>
      ) : (
        <div className="card profile__intro">
          <h2>Find your AI role</h2>
          <p>
            The reskilling assessment asks about your background, your experience with AI and where you want to go. In a
            few minutes it maps you to one of twelve new AI/GenAI roles — or recommends the Foundational Track first —
            and shows the reskilling track and courses that lead there.
          </p>
          <p>It runs entirely in your browser, works offline, and saves every answer as you go.</p>
          <Link className="btn btn--gold" to={paths.assessments}>
            Take Assessment
          </Link>
        </div>
      )}

      {catalogue.length > 0 && <StudySummary email={email} outcome={outcome} catalogue={catalogue} />}

      {history}

      <DeviceData
        email={email}
        removeAssessmentData={removeAssessmentData}
        onTargetRoleRemoved={forget}
        clearDemoAccounts={clearDemoAccounts}
      />
    </Section>
  )
}

/**
 * docs/product.md (Behaviour): the role comes from storage, else from navigation state (and is then stored).
 * `forget` is called as the user removes the stored role: from then on the navigation state is
 * ignored (it would store the role again) and dropped from the history entry, so a reload does not
 * bring it back either.
 */
function useTargetRole(email: string): { outcome: Outcome | null; forget: () => void } {
  const fromState = useLocation({ select: (location) => location.state.targetRole })
  const navigate = useNavigate()
  const [forgotten, setForgotten] = useState(false)
  // Followed, not read once: an import on this page can bring a role back.
  const read = () => readTargetRole(email)
  const stored = useSyncExternalStore(subscribeTargetRole, read, read)
  const fromNavigation = !forgotten && isOutcome(fromState) ? fromState : null
  useEffect(() => {
    if (!stored && fromNavigation) saveTargetRole(email, fromNavigation)
  }, [email, stored, fromNavigation])
  const forget = () => {
    setForgotten(true)
    if (fromState === undefined) return
    void navigate({
      to: '.',
      replace: true,
      state: ({ targetRole: _dropped, ...rest }) => rest,
    })
  }
  return { outcome: stored ?? fromNavigation, forget }
}
