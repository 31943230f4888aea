import { createFileRoute, redirect } from '@tanstack/react-router'
import { ProfilePage } from '~/features/profile/profile-page'
import { sameEmail } from '~/lib/email'
import { pageHead } from '~/lib/seo'
import { useProtectedSession } from '~/lib/use-protected-session'

export const Route = createFileRoute('/_account/_protected/profile/$email')({
  beforeLoad: ({ context, params }) => {
    const session = context.session.getSnapshot()
    // docs/architecture.md (Routing): someone else's profile URL leads to your own.
    if (session.status === 'loggedIn' && !sameEmail(session.user.email, params.email)) {
      throw redirect({ to: '/profile/$email', params: { email: session.user.email }, replace: true })
    }
  },
  head: () => pageHead({ title: 'My Page', description: 'Your reskilling profile and target role.', noindex: true }),
  component: Page,
})

// The assessment's saved progress is deleted through its own store, loaded only when asked to.
const removeSavedProgress = (email: string) =>
  import('~/features/assessment/progress-store').then((store) => store.clearProgress(email))

function Page() {
  const { email } = Route.useParams()
  const session = useProtectedSession()
  // Nothing to show once the session ended (the hook is taking the user to /login or home).
  if (!session) return null
  return <ProfilePage email={email} removeSavedProgress={removeSavedProgress} />
}
