/** An ISO 8601 UTC time as `Date.toISOString()` writes it. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/

/** Pure: a stored or imported time that is such a string and a real date. */
export function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))
}
