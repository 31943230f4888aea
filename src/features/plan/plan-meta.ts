import type { Outcome } from '~/lib/content/roles'
import { planPath } from '~/lib/outcome-links'
import type { PageMeta } from '~/lib/seo'

/** The head tags of a plan page; its title names the role, and is the file name of a saved PDF. */
export function planMeta(outcome: Outcome): PageMeta {
  return {
    title: `Learning plan: ${outcome}`,
    description: `The reskilling plan for ${outcome}: tracks, mandatory and track courses, instructor-led courses and next steps.`,
    path: planPath(outcome),
  }
}
