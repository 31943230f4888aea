/**
 * A plain object (not null, not an array): what a record read back from storage or a file must be
 * before its fields are read. Pure, so the parsers of saved answers, of the history and of API answers share it.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
