/**
 * "a", "a and b", "a, b and c": a list in a sentence, the way `Intl.ListFormat('en-GB')` writes it
 * (no comma before "and"). Written out rather than asking Intl: the first list formatter a page
 * creates loads the locale's data, which took about 14 ms (55 ms at 4× CPU) when /courses
 * evaluated its code during hydration (docs/perf/mechanisms.md, "Added in the tenth round").
 */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
