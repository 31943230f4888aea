import { useLocation, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { paths } from '~/lib/paths'
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

/**
 * The whitepaper gate (docs/product.md (Behaviour, Screens)). Logged out: go to /login with this page and the
 * download flag. Logged in: download. Coming back from login with the flag in navigation state
 * starts the download once and replaces the history entry so Back/reload don't repeat it.
 */
export function useWhitepaperDownload(): () => void {
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

  return useCallback(() => {
    if (session.status === 'loggedIn') {
      startDownload()
      return
    }
    void navigate({ to: paths.login, search: { redirect: `${location.pathname}${location.hash ? `#${location.hash}` : ''}`, download: true } })
  }, [session.status, navigate, location.pathname, location.hash])
}
