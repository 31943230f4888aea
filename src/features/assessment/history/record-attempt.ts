/**
 * Keeps a finished attempt: called by the assessment screen when the result card appears.
 */
import type { AssessmentState } from '../engine'
import { attemptFromState } from './attempt'
import { addAttempts } from './history-store'

/** Saves the attempt whose outcome `state` shows; after the learner's first, asks the browser to keep the data. */
export async function recordAttempt(email: string, state: AssessmentState): Promise<void> {
  const attempt = attemptFromState(state, crypto.randomUUID(), new Date().toISOString())
  if (!attempt) return
  const { before } = await addAttempts(email, [attempt])
  // Without persistence a browser may evict the site's IndexedDB under storage pressure; the history is worth
  // asking for it once there is one (StorageManager.persist, where the browser has it; a refusal changes nothing).
  if (before === 0) navigator.storage?.persist?.().catch(() => undefined)
}
