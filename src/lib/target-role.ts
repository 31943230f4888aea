/**
 * The assessment outcome kept under `targetRole` (docs/product.md (Data, Session and storage)). It records whose result
 * it is, so a profile only ever shows the outcome of the user who earned it.
 */
import { isOutcome, type Outcome } from './content/roles'
import { sameEmail } from './email'
import { isRecord } from './is-record'
import { mirrorWritesSettled, readItem, removeItem, writeItem } from './storage'

/** Told whenever this tab saves or removes the target role (the profile shows it as it changes). */
const listeners = new Set<() => void>()
export function subscribeTargetRole(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
function changed() {
  for (const listener of listeners) listener()
}

/** The stored record's owner, role and time, or null for a missing or malformed entry. */
function readStored(): { owner: string; role: Outcome; savedAt: string } | null {
  const raw = readItem('targetRole')
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value) || typeof value.email !== 'string' || !isOutcome(value.role)) return null
    // A missing time reads as older than any other, so an imported role with one can replace it.
    return { owner: value.email, role: value.role, savedAt: typeof value.savedAt === 'string' ? value.savedAt : '' }
  } catch {
    return null
  }
}

/** `email`'s role with the time it was saved, or null (for "Download my data" and its import). */
export function readTargetRoleEntry(email: string): { role: Outcome; savedAt: string } | null {
  const stored = readStored()
  return stored && sameEmail(stored.owner, email) ? { role: stored.role, savedAt: stored.savedAt } : null
}

export const readTargetRole = (email: string): Outcome | null => readTargetRoleEntry(email)?.role ?? null

/** Saves `role` for `email`; `savedAt` is now, unless it comes from an imported file. */
export function saveTargetRole(email: string, role: Outcome, savedAt = new Date().toISOString()): void {
  // The record docs/product.md (Session and storage) describes, and readStored reads back.
  writeItem('targetRole', JSON.stringify({ email, role, savedAt }))
  changed()
}

/**
 * "Remove my data from this device": deletes `email`'s target role from localStorage and its
 * IndexedDB copy, and settles once the copy is gone. Another user's role is theirs to remove; a
 * malformed entry belongs to no one and goes too.
 */
export async function removeTargetRole(email: string): Promise<void> {
  const stored = readStored()
  if (stored && !sameEmail(stored.owner, email)) return
  removeItem('targetRole')
  changed()
  await mirrorWritesSettled()
}
