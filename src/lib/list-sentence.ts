/**
 * "a", "a and b", "a, b and c": a list in a sentence, the way `Intl.ListFormat('en-GB')` writes it
 * (no comma before "and"). Written out rather than asking Intl: the first list formatter a page
 * creates loads the locale's data, a long task during hydration on /courses.
 */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
