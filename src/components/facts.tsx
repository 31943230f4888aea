import type { ReactNode } from 'react'

/** One fact: its name and what it is (a `<dd>` may carry a class for its own styling). */
export type Fact = { term: string; value: ReactNode; className?: string }

/**
 * A list of facts as `<dl>` with each pair in a `<div>` (so a grid can lay them out): a course's
 * format on its page, the facts and facets on the catalogue's cards.
 */
export function Facts({ className, facts }: { className: string; facts: readonly Fact[] }) {
  return (
    <dl className={className}>
      {facts.map(({ term, value, className: valueClass }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className={valueClass}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
