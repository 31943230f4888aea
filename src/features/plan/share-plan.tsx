import { useState } from 'react'
import type { Outcome } from '~/lib/content/outcomes'
import { outcomeSlug, planPath } from '~/lib/outcome-links'
import { planCardPath } from '~/lib/plan-card'
import type { ShareOutcome } from './share-link'

/**
 * "Share my plan": the system share sheet where there is one, with the plan's card attached where
 * files can be shared, otherwise the link is copied and a polite status says so
 * (src/features/plan/share-link.ts). The link is the plan page's own address and the words name the
 * outcome only ("I've been mapped to …" when it is the logged-in learner's own target role) — never
 * answers, free text or an e-mail address. Clicks before hydration are replayed by src/boot.ts
 * (`data-replay`).
 */
export function SharePlanButton({ outcome }: { outcome: Outcome }) {
  const [status, setStatus] = useState<{ outcome: ShareOutcome; url: string } | null>(null)

  const share = async () => {
    // Cleared first, so a second copy is announced again.
    setStatus(null)
    const url = new URL(planPath(outcome), window.location.origin).href
    const { isLearnersOwnPlan, planShareText, shareLink } = await import('./share-link')
    const request = {
      // The page's title names the role: "Learning plan: Fine Tuner | Reskill AI".
      title: document.title,
      text: planShareText(outcome, isLearnersOwnPlan(outcome)),
      url,
      image: { url: planCardPath(outcome), name: `${outcomeSlug(outcome)}.png` },
    }
    setStatus({ outcome: await shareLink(request), url })
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
