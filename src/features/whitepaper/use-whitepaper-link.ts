import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSession } from '~/lib/session'
import { siteConfig } from '~/lib/site-config'

function startDownload() {
  const link = document.createElement('a')
  link.href = siteConfig.whitepaperPath
  link.download = siteConfig.whitepaperFileName
  document.body.append(link)
  link.click()
  link.remove()
}

/** Where the whitepaper button leads: the PDF itself, or the login page that comes back here. */
export type WhitepaperLink = { kind: 'download'; href: string; fileName: string } | { kind: 'login'; redirect: string }

/**
 * The whitepaper gate (docs/product.md (Behaviour, Screens)) as a real link, so it works before
 * the app has loaded. Logged out — and in the prerendered page, which knows no session — it leads
 * to /login with this page and the download flag in the URL
 * (docs/decisions/0017-prerendering-and-hydration.md); logged in, it is
 * the PDF with a `download` attribute. Coming back from login with the flag in navigation state
 * starts the download once and replaces the history entry so Back/reload don't repeat it.
 */
export function useWhitepaperLink(): WhitepaperLink {
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const flagged = location.state.download === true

  useEffect(() => {
    if (!flagged || session.status !== 'loggedIn') return
    startDownload()
    void navigate({
      to: location.pathname,
      hash: location.hash,
      replace: true,
      state: (previous) => ({ ...previous, download: undefined }),
      resetScroll: false,
    })
  }, [flagged, session.status, navigate, location.pathname, location.hash])

  return session.status === 'loggedIn'
    ? { kind: 'download', href: siteConfig.whitepaperPath, fileName: siteConfig.whitepaperFileName }
    : { kind: 'login', redirect: `${location.pathname}${location.hash ? `#${location.hash}` : ''}` }
}
