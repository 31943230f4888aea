/**
 * The assessment outcome kept under `targetRole` (docs/product.md (Data, Session and storage)). It records whose result
 * it is, so a profile only ever shows the outcome of the user who earned it.
 */
import { isOutcome, type Outcome } from './content/roles'
import { sameEmail } from './email'
import { mirrorWritesSettled, readItem, removeItem, writeItem } from './storage'

export type StoredTargetRole = { email: string; role: Outcome; savedAt: string }

/** The stored record's owner and role, or null for a missing or malformed entry. */
function readStored(): { owner: string; role: Outcome } | null {
  const raw = readItem('targetRole')
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { email: owner, role } = value as Record<string, unknown>
    if (typeof owner !== 'string' || !isOutcome(role)) return null
    return { owner, role }
  } catch {
    return null
  }
}

export function readTargetRole(email: string): Outcome | null {
  const stored = readStored()
  return stored && sameEmail(stored.owner, email) ? stored.role : null
}

export function saveTargetRole(email: string, role: Outcome): void {
  const record: StoredTargetRole = { email, role, savedAt: new Date().toISOString() }
  writeItem('targetRole', JSON.stringify(record))
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
  await mirrorWritesSettled()
}
