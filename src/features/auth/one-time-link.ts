/**
 * One-time links from the account mails (docs/product.md (Behaviour), one-time links): the token is read from
 * `/activate/{email}/{token}` or `/reset-password/[{email}/]{token}`, kept here in memory only, and the address
 * bar is moved to the token-free path of the same screen (`/activate`, `/reset-password`) with a history
 * replace, so the token leaves the address bar, the session history and the `Referer` of every later request.
 * Nothing is written to storage or to `history.state`: a reload of the token-free path finds nothing and asks
 * for the link from the mail again.
 */
export type OneTimeLinkKind = 'activate' | 'reset'
export type OneTimeLink = { email?: string | undefined; token: string }

const held = new Map<OneTimeLinkKind, OneTimeLink>()

export function holdLink(kind: OneTimeLinkKind, link: OneTimeLink): void {
  held.set(kind, link)
}

export function heldLink(kind: OneTimeLinkKind): OneTimeLink | undefined {
  return held.get(kind)
}

/** The token-free path each link is moved to. */
export const tokenFreePath = { activate: '/activate', reset: '/reset-password' } as const

/**
 * For the `head` of these screens: no `Referer` at all from them (the HTML shell that serves them has the same
 * tag, scripts/vite-plugin-prerender.ts, so it holds from the first request).
 */
export const NO_REFERRER_META = { name: 'referrer', content: 'no-referrer' } as const
