import { useState } from 'react'
import type { ShareOutcome } from './share-link'

/**
 * "Share my plan": the system share sheet where there is one, otherwise the link is copied and a
 * polite status says so (src/features/plan/share-link.ts). The link is the plan page's own address,
 * which names the outcome only — never answers, free text or an e-mail address. Clicks before
 * hydration are replayed by src/boot.ts (`data-replay`).
 */
export function SharePlanButton({ path }: { path: string }) {
  const [status, setStatus] = useState<{ outcome: ShareOutcome; url: string } | null>(null)

  const share = async () => {
    const url = new URL(path, window.location.origin).href
    const { shareLink } = await import('./share-link')
    // The page's title names the role: "Learning plan: Fine Tuner | Reskill AI".
    setStatus({ outcome: await shareLink(document.title, url), url })
  }

  return (
    <>
      <button type="button" className="btn" data-replay="plan-share" onClick={() => void share()}>
        Share my plan
      </button>
      <p role="status" className="plan__share-status">
        {status?.outcome === 'copied' && 'Link copied to the clipboard.'}
        {status?.outcome === 'manual' && `Copy this link: ${status.url}`}
      </p>
    </>
  )
}
