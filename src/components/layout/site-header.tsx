import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { paths } from '~/lib/paths'
import { useSession } from '~/lib/session'
import { siteConfig } from '~/lib/site-config'
import { useHydrated } from '~/lib/use-hydrated'
import { Logo } from './logo'
import { MAIN_LINKS } from './nav-links'
import './site-header.css'

/** Whether the menu popover is shown (false where the browser has no popover support). */
const isShown = (menu: HTMLElement | null) => Boolean(menu && 'showPopover' in menu && menu.matches(':popover-open'))

/**
 * Navigation bar (docs/product.md (Screens)): logo, four links with the active one marked, and the account
 * controls. At ≤ 768px the links move into a menu: a popover that the toggle opens through
 * `popovertarget`, so it works before the app has loaded; the browser closes it on Escape or a
 * click outside. The app only follows its state (aria-expanded) and closes it on navigation and
 * logout.
 */
type SiteHeaderProps = {
  /** The logout control, from the feature that knows what logout removes (the root layout passes it in). */
  LogoutButton: ComponentType<{ email: string | null; className: string; onLoggedOut: () => void }>
}

export function SiteHeader({ LogoutButton }: SiteHeaderProps) {
  const session = useSession()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const hydrated = useHydrated()
  const menuId = useId()
  const menuRef = useRef<HTMLDivElement>(null)
  const [menuOpen, setMenuOpen] = useState(false)

  // The menu may have been opened before hydration, when no toggle event reached the app.
  useEffect(() => setMenuOpen(isShown(menuRef.current)), [])

  // The menu belongs to the page it was opened on: any navigation closes it.
  const openedOn = useRef(pathname)
  useEffect(() => {
    if (openedOn.current === pathname) return
    openedOn.current = pathname
    if (isShown(menuRef.current)) menuRef.current?.hidePopover()
  }, [pathname])

  // A menu left open while the window grows past the breakpoint (a tablet turned) would float
  // over the desktop bar: close it.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 769px)')
    const close = () => {
      if (desktop.matches && isShown(menuRef.current)) menuRef.current?.hidePopover()
    }
    desktop.addEventListener('change', close)
    return () => desktop.removeEventListener('change', close)
  }, [])

  const loggedOut = () => {
    if (isShown(menuRef.current)) menuRef.current?.hidePopover()
    void navigate({ to: paths.home })
  }

  const account =
    session.status === 'loggedIn' ? (
      <>
        <Link to="/profile/$email" params={{ email: session.user.email }} className="btn btn--ghost nav__account-btn">
          My Page
        </Link>
      </>
    ) : (
      <Link to={paths.login} className="control nav__login" aria-label="Login">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="nav__login-text">Login</span>
      </Link>
    )

  return (
    <header className="site-header">
      <nav className="container row nav" aria-label="Main">
        <Link to={paths.home} className="nav__brand" aria-label={`${siteConfig.brand} home`}>
          <Logo />
        </Link>
        {/* Before hydration the browser derives the expanded state from popovertarget; the
            prerendered attribute could only be wrong once the visitor opened the menu. */}
        <button
          type="button"
          className="control nav__toggle"
          popoverTarget={menuId}
          aria-expanded={hydrated ? menuOpen : undefined}
          aria-controls={menuId}
        >
          <span className="nav__toggle-bars" aria-hidden="true" />
          <span>Menu</span>
        </button>
        <div
          ref={menuRef}
          id={menuId}
          className="row nav__menu"
          popover="auto"
          onToggle={(event) => setMenuOpen(event.newState === 'open')}
        >
          <ul className="nav__links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="control nav__link"
                  activeProps={{ className: 'nav__link--active' }}
                  activeOptions={{ includeSearch: false }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="row nav__account">
            {account}
            {/* Rendered logged out too: it may still be asking what to do with the learner's results. */}
            <LogoutButton
              email={session.status === 'loggedIn' ? session.user.email : null}
              className="btn nav__account-btn"
              onLoggedOut={loggedOut}
            />
          </div>
        </div>
      </nav>
    </header>
  )
}
