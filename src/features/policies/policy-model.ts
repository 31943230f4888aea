/** The shape of a policy page's text (docs/product.md: Screens, Policy pages). */
import type { PolicyId } from './policy-ids'

export type PolicySection = {
  id: string
  heading: string
  paragraphs?: readonly string[]
  list?: readonly string[]
  /** A definition list (term, meaning). */
  definitions?: readonly { term: string; meaning: string }[]
}

export type Policy = {
  id: PolicyId
  title: string
  updated: string
  intro: string
  sections: readonly PolicySection[]
}

export const POLICY_UPDATED = '1 January 2026'
