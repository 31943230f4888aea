import { createRootRouteWithContext, HeadContent, Link, Match, useRouterState } from '@tanstack/react-router'
import { HydrationMarker } from '~/components/layout/hydration-marker'
import { RouteChangeFocus } from '~/components/layout/route-change-focus'
import { RootError } from '~/components/layout/route-error'
import { SiteFooter } from '~/components/layout/site-footer'
import { SiteHeader } from '~/components/layout/site-header'
import { MAIN_CONTENT_ID, SkipLink } from '~/components/layout/skip-link'
import { Section } from '~/components/section'
import { DemoBanner } from '~/features/demo/demo-banner'
import { LogoutButton, type LogoutButtonProps } from '~/features/profile/logout-button'
import { afterHydration } from '~/components/after-hydration'
import { OfflineIndicator } from '~/features/pwa/offline-indicator'
import { isDemoMode } from '~/lib/api-config'
import { paths } from '~/lib/paths'
import { pageHead } from '~/lib/seo'
import type { RouterContext } from '~/router'
import { isNotFoundMatch } from '~/router-internals'

// Service worker registration, the update prompt and the install button, and the toast container
// (react-toastify): browser-only, so they load after hydration instead of with every page.
const PwaExtras = afterHydration(() => import('~/features/pwa/pwa-extras'))
const ToastHost = afterHydration(() => import('~/components/layout/toast-host'))

/** Logout, with the assessment's data on this device loaded only when the learner logs out. */
function HeaderLogout(props: Omit<LogoutButtonProps, 'loadDeviceData'>) {
  return <LogoutButton {...props} loadDeviceData={() => import('~/features/assessment/history/device-data')} />
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Head tags merge down the match tree, so the not-found head (noindex!) applies only when no
  // route below the root matched; every page route brings its own title and description.
  head: ({ matches }) =>
    matches.length > 1 && !matches.some(isNotFoundMatch)
      ? {}
      : pageHead({ title: 'Page not found', description: 'This page does not exist.', noindex: true }),
  component: RootLayout,
  notFoundComponent: NotFound,
  // The layout itself failed: the product's own error screen, never the router's default.
  errorComponent: RootError,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SkipLink />
      {isDemoMode && <DemoBanner />}
      <SiteHeader LogoutButton={HeaderLogout} />
      <OfflineIndicator />
      <main id={MAIN_CONTENT_ID} className="site-main">
        <PageOutlet />
      </main>
      <SiteFooter />
      <ToastHost />
      <RouteChangeFocus />
      <PwaExtras />
      <HydrationMarker />
    </>
  )
}

/**
 * The root's outlet without the Suspense boundary the router's <Outlet> puts around the page. React
 * hydrates a Suspense boundary in a later, low-priority pass; a navigation before that pass makes
 * the router's matches and the server markup disagree (React errors 520/422). Without it the whole
 * page hydrates at once. Route chunks are loaded before a navigation renders, so nothing suspends.
 */
function PageOutlet() {
  const page = useRouterState({
    select: (state) => ({
      routeId: state.matches[1]?.routeId,
      notFound: state.matches[0] ? isNotFoundMatch(state.matches[0]) : false,
    }),
    structuralSharing: true,
  })
  if (page.notFound) return <NotFound />
  return page.routeId ? <Match routeId={page.routeId} /> : null
}

function NotFound() {
  return (
    <Section>
      <p className="eyebrow">Error 404</p>
      <h1>We couldn't find that page</h1>
      <p className="section__lead">
        The address may be mistyped, or the page has moved. These are good places to continue:
      </p>
      <ul className="btn-row">
        <li>
          <Link className="btn" to={paths.home}>
            Home
          </Link>
        </li>
        <li>
          <Link className="btn btn--ghost" to={paths.courses}>
            Courses
          </Link>
        </li>
        <li>
          <Link className="btn btn--ghost" to={paths.reskilling}>
            Reskilling
          </Link>
        </li>
      </ul>
    </Section>
  )
}
