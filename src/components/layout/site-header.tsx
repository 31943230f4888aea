import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { paths } from '~/lib/paths'
import { sessionStore, useSession } from '~/lib/session'
import { siteConfig } from '~/lib/site-config'
import { Logo } from './logo'
import { MAIN_LINKS } from './nav-links'
import './site-header.css'

/**
 * Navigation bar (docs/product.md (Screens)): logo, four links with the active one marked, and the account
 * controls. At ≤ 768px the links move into a disclosure menu (APG disclosure pattern).
 */
export function SiteHeader() {
  const session = useSession()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const logout = () => {
    sessionStore.logout()
    setMenuOpen(false)
    void navigate({ to: paths.home })
  }

  const account =
    session.status === 'loggedIn' ? (
      <>
        <Link to="/profile/$email" params={{ email: session.user.email }} className="btn btn--ghost nav__account-btn">
          My Page
        </Link>
        <button type="button" className="btn nav__account-btn" onClick={logout}>
          Logout
        </button>
      </>
    ) : (
      <Link to={paths.login} className="nav__login" aria-label="Login">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="nav__login-text">Login</span>
      </Link>
    )

  return (
    <header className="site-header">
      <nav className="container nav" aria-label="Main">
        <Link to={paths.home} className="nav__brand" aria-label={`${siteConfig.brand} home`}>
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="nav__toggle-bars" aria-hidden="true" />
          <span>Menu</span>
        </button>
        <div id={menuId} className={`nav__menu${menuOpen ? ' nav__menu--open' : ''}`}>
          <ul className="nav__links">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="nav__link"
                  activeProps={{ className: 'nav__link--active' }}
                  activeOptions={{ includeSearch: false }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="nav__account">{account}</div>
        </div>
      </nav>
    </header>
  )
}
