import { paths, profilePath } from './paths'
import { useSession } from './session'

/**
 * Where "Start Your Journey", "Find more" and "Reskilling Assessment" lead (docs/product.md (Screens)): the
 * learner's own page when logged in, else the login page.
 */
export function useJourneyHref(): string {
  const session = useSession()
  return session.status === 'loggedIn' ? profilePath(session.user.email) : paths.login
}
