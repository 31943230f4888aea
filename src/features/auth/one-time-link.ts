/**
 * One-time links from the account mails (docs/product.md (Behaviour), one-time links): the token is read from
 * `/activate/{email}/{token}` or `/reset-password/[{email}/]{token}`, kept here in memory only, and the address
 * bar is moved to the token-free path of the same screen (`/activate`, `/reset-password`) with a history
 * replace, so the token leaves the address bar, the session history and the `Referer` of every later request.
 * Nothing is written to storage or to `history.state`: a reload of the token-free path finds nothing and asks
 * for the link from the mail again.
 */
import { redirect } from '@tanstack/react-router'
import { pageHead } from '~/lib/seo'

export type OneTimeLinkKind = 'activate' | 'reset'
export type OneTimeLink = { email?: string | undefined; token: string }

const held = new Map<OneTimeLinkKind, OneTimeLink>()

export function heldLink(kind: OneTimeLinkKind): OneTimeLink | undefined {
  return held.get(kind)
}

/** The token-free path each link is moved to. */
const tokenFreePath = { activate: '/activate', reset: '/reset-password' } as const

/**
 * The `beforeLoad` of a link's route: keeps the link and moves the address bar to the token-free path (replaced, not
 * pushed), before anything renders or calls the backend. A preload keeps nothing.
 */
export function holdLinkAndMove(kind: OneTimeLinkKind, link: OneTimeLink, preload: boolean): void {
  if (preload) return
  held.set(kind, link)
  throw redirect({ to: tokenFreePath[kind], replace: true })
}

/**
 * The `head` of the token-free screens: not indexed, and no `Referer` at all from them (the HTML shell that serves
 * them has the same tag, scripts/vite-plugin-prerender.ts, so it holds from the first request).
 */
export function tokenFreeHead(title: string, description: string) {
  const head = pageHead({ title, description, noindex: true })
  return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] }
}
