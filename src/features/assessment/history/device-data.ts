/**
 * "Download my data" and "Import" bound to this device's storage: the history, the saved answers,
 * the target role and the study record (saved courses, courses done, schedule) of the logged-in learner.
 */
import { siteDataBlocked } from '~/lib/storage'
import { readStudyRecord, writeStudyRecord } from '~/lib/study-record'
import { readTargetRoleEntry, saveTargetRole } from '~/lib/target-role'
import { loadProgress, progressRecord, saveProgress } from '../progress-store'
import { addAttempts, loadHistory, loadHistoryIndex } from './history-store'
import { importLearnerData, learnerData, learnerDataFileName, type ImportResult } from './learner-data'

export type Collected = { ok: true; data: ReturnType<typeof learnerData> } | { ok: false; error: string }

/** Everything this device keeps for `email`, as the file's content. */
export async function collectLearnerData(email: string): Promise<Collected> {
  const history = await loadHistory(email)
  if (history.status !== 'ok') {
    const error =
      history.status === 'newer'
        ? 'Your history was saved by a newer version of this site. Reload the page, then download again.'
        : siteDataBlocked()
          ? 'Your browser blocks this site from saving data, so no history is kept here to download.'
          : 'This browser did not allow access to its storage, so there is nothing to download.'
    return { ok: false, error }
  }
  const progress = await loadProgress(email)
  // Only unfinished answers are worth taking along: a finished assessment is taken again, not resumed.
  const saved = progress.status === 'in-progress' ? progressRecord(email, progress.state, progress.updatedAt) : null
  const data = learnerData(
    email,
    {
      attempts: history.attempts,
      progress: saved,
      targetRole: readTargetRoleEntry(email),
      study: readStudyRecord(email),
    },
    new Date().toISOString(),
  )
  return { ok: true, data }
}

/** How many finished attempts this device keeps for `email` (0 when the history cannot be read). */
export async function attemptCount(email: string): Promise<number> {
  const index = await loadHistoryIndex(email)
  return index.status === 'ok' ? index.entries.length : 0
}

/**
 * "Download my data": saves the learner data file through the browser's downloads. Resolves with
 * what to tell the learner: where it was saved, or why there was nothing to save.
 */
export async function downloadLearnerData(email: string): Promise<{ ok: boolean; text: string }> {
  const collected = await collectLearnerData(email)
  if (!collected.ok) return { ok: false, text: collected.error }
  const name = learnerDataFileName(collected.data.exportedAt)
  const url = URL.createObjectURL(new Blob([JSON.stringify(collected.data, null, 2)], { type: 'application/json' }))
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  // The download has started by the next task; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return { ok: true, text: `Your data was saved as ${name} in your browser’s downloads.` }
}

/** Checks `json` and merges it into this device's storage for `email` (nothing is touched if refused). */
export function importIntoDevice(json: string, email: string): Promise<ImportResult> {
  return importLearnerData(json, email, {
    readLocal: async () => {
      const [index, progress] = await Promise.all([loadHistoryIndex(email), loadProgress(email)])
      if (index.status === 'newer') throw new Error('history saved by a newer version')
      return {
        // Only the ids: the import's "already here".
        attemptIds: index.status === 'ok' ? index.entries.map((entry) => entry.id) : [],
        progressUpdatedAt: 'updatedAt' in progress ? progress.updatedAt : null,
        targetRole: readTargetRoleEntry(email),
        study: readStudyRecord(email),
      }
    },
    addAttempts: (attempts) => addAttempts(email, attempts),
    saveProgress: ({ state, updatedAt }) => saveProgress(email, state, updatedAt),
    saveTargetRole: ({ role, savedAt }) => saveTargetRole(email, role, savedAt),
    // The merged record keeps the later of the two dates, so the same file imported again changes nothing.
    saveStudy: ({ updatedAt, ...record }) => writeStudyRecord(email, record, updatedAt),
  })
}
