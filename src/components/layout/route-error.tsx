import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Section } from '~/components/section'
import { paths } from '~/lib/paths'
import { siteConfig } from '~/lib/site-config'
import { Logo } from './logo'

/**
 * What a page shows when it really failed (docs/product.md (Session and storage)): a route's loader or
 * component threw. Enhancements (storage, the service worker, scroll restoration) never get here:
 * they fail quietly and leave the page as it is. The message is plain, and the visitor can try
 * again (the route is loaded afresh) or go home.
 */
export function RouteError({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <Section labelledBy="route-error-title">
      <p className="eyebrow">Something went wrong</p>
      <h1 id="route-error-title">This page could not be shown</h1>
      <p className="section__lead" role="alert">
        Something went wrong while showing this page. Try again, or continue from the home page.
      </p>
      <div className="btn-row">
        <button type="button" className="btn" onClick={retry}>
          Try again
        </button>
        <Link className="btn btn--ghost" to={paths.home}>
          Home
        </Link>
      </div>
    </Section>
  )
}

/**
 * The same for a failure of the root layout itself (its header and footer are gone with it): the
 * brand and a main landmark of its own around the message.
 */
export function RootError(props: ErrorComponentProps) {
  return (
    <>
      <header className="site-header">
        <nav className="container nav" aria-label="Main">
          <Link to={paths.home} className="nav__brand" aria-label={`${siteConfig.brand} home`}>
            <Logo />
          </Link>
        </nav>
      </header>
      <main className="site-main">
        <RouteError reset={props.reset} />
      </main>
    </>
  )
}
