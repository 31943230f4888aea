import { defaultStringifySearch } from '@tanstack/react-router'

// The router's default parser JSON-parses a value that could start JSON (the same test it uses):
// such words must stay JSON-encoded to survive the round trip.
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/

const isWordList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((word) => typeof word === 'string' && !JSON_START.test(word))

/**
 * The router's search serializer: its default, except that a list of plain words is written as
 * repeated keys (`?topic=agents&topic=security`), the way an HTML form sends it, instead of as a
 * JSON array. The default parser already reads repeated keys back as a list, so a URL made by
 * the app and one made by a form before hydration look the same
 * (docs/decisions/0076-course-finder-as-ordinary-react.md).
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const entries = Object.entries(search)
  const params = new URLSearchParams(
    defaultStringifySearch(Object.fromEntries(entries.filter(([, v]) => !isWordList(v)))),
  )
  for (const [key, value] of entries) if (isWordList(value)) for (const word of value) params.append(key, word)
  const text = params.toString()
  return text ? `?${text}` : ''
}
