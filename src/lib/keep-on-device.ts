/**
 * "Keep my results on this device": a learner's own choice, per account, to keep their attempts,
 * saved answers and target role here after logout (docs/decisions/0033-what-logout-removes.md).
 * Without it, logout removes them.
 */
import { normaliseEmail } from './email'
import { localStore, readStringList } from './storage'

/** The accounts that chose to keep their results on this device (normalised e-mails). */
export const KEEP_ON_DEVICE_KEY = 'keepOnDevice'

const readKept = (): string[] => readStringList(KEEP_ON_DEVICE_KEY) ?? []

export function keepsResultsOnDevice(email: string): boolean {
  return readKept().includes(normaliseEmail(email))
}

export function setKeepResultsOnDevice(email: string, keep: boolean): void {
  const others = readKept().filter((entry) => entry !== normaliseEmail(email))
  const next = keep ? [...others, normaliseEmail(email)] : others
  if (next.length > 0) localStore.set(KEEP_ON_DEVICE_KEY, JSON.stringify(next))
  else localStore.remove(KEEP_ON_DEVICE_KEY)
}
