/**
 * The assessment outcome kept under `targetRole` (docs/product.md (Data, Session and storage)). It records whose result
 * it is, so a profile only ever shows the outcome of the user who earned it.
 */
import { isOutcome, type Outcome } from './content/roles'
import { sameEmail } from './email'
import { readItem, removeItem, writeItem } from './storage'

export type StoredTargetRole = { email: string; role: Outcome; savedAt: string }

export function readTargetRole(email: string): Outcome | null {
  const raw = readItem('targetRole')
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { email: owner, role } = value as Record<string, unknown>
    if (typeof owner !== 'string' || !sameEmail(owner, email) || !isOutcome(role)) return null
    return role
  } catch {
    return null
  }
}

export function saveTargetRole(email: string, role: Outcome): void {
  const record: StoredTargetRole = { email, role, savedAt: new Date().toISOString() }
  writeItem('targetRole', JSON.stringify(record))
}

export function clearTargetRole(): void {
  removeItem('targetRole')
}
