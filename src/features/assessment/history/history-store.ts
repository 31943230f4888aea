/**
 * The learner's attempt history (docs/assessment.md (Attempt history)): every finished attempt,
 * per user, in IndexedDB (database `reskilling-history`, store `attempts`, one record per learner
 * under `history:<normalised e-mail>`), so it works offline and stays on this device.
 *
 * The record logic is pure (`readHistoryRecord`, `mergeAttempts`, `historyRecord`) and tested on its
 * own; the IndexedDB part only reads and writes whole records, each write in one transaction.
 * Nothing read back is trusted: every attempt is parsed again, a damaged one is left out.
 */
import { createStore, del, get, update, type UseStore } from 'idb-keyval'
import { normaliseEmail } from '~/lib/email'
import { AttemptError, isRecord, newestFirst, parseAttempt, type Attempt } from './attempt'

/**
 * The record's shape. A newer version (written by a newer release, e.g. in another tab before this
 * one reloads) is never read as this one nor overwritten. Going from one version to the next is a
 * step in MIGRATIONS, applied in order on load.
 */
export const HISTORY_RECORD_VERSION = 1

export type HistoryRecord = { recordVersion: typeof HISTORY_RECORD_VERSION; email: string; attempts: Attempt[] }

/** Version n → n + 1. None yet: version 1 is the first. */
const MIGRATIONS: Readonly<Record<number, (record: Record<string, unknown>) => Record<string, unknown>>> = {}

export type HistoryRead =
  | { status: 'ok'; attempts: Attempt[]; /** Damaged attempts left out. */ skipped: number }
  /** Written by a newer version of the site: shown as such, and never overwritten by this one. */
  | { status: 'newer' }

export class HistoryNewerError extends Error {
  constructor() {
    super('The history was saved by a newer version of the site.')
  }
}

/** Pure: attempts of both lists once each (by id; the existing copy wins), newest first. */
export function mergeAttempts(
  existing: readonly Attempt[],
  incoming: readonly Attempt[],
): { attempts: Attempt[]; added: number } {
  const byId = new Map<string, Attempt>()
  for (const attempt of existing) if (!byId.has(attempt.id)) byId.set(attempt.id, attempt)
  let added = 0
  for (const attempt of incoming) {
    if (byId.has(attempt.id)) continue
    byId.set(attempt.id, attempt)
    added += 1
  }
  return { attempts: [...byId.values()].sort(newestFirst), added }
}

/** Pure: the record written for `email`. */
export function historyRecord(email: string, attempts: readonly Attempt[]): HistoryRecord {
  return {
    recordVersion: HISTORY_RECORD_VERSION,
    email: normaliseEmail(email),
    attempts: [...attempts].sort(newestFirst),
  }
}

/**
 * Pure: the attempts of a stored record for `email`, migrated to the current version, each parsed,
 * without duplicates, newest first. A missing or unreadable record is an empty history.
 */
export function readHistoryRecord(raw: unknown, email: string): HistoryRead {
  if (!isRecord(raw) || typeof raw.recordVersion !== 'number' || !Number.isInteger(raw.recordVersion)) {
    return { status: 'ok', attempts: [], skipped: raw === undefined ? 0 : 1 }
  }
  if (raw.recordVersion > HISTORY_RECORD_VERSION) return { status: 'newer' }
  let record: Record<string, unknown> = raw
  for (let version = raw.recordVersion; version < HISTORY_RECORD_VERSION; version += 1) {
    const migrate = MIGRATIONS[version]
    if (!migrate) return { status: 'ok', attempts: [], skipped: 1 }
    record = migrate(record)
  }
  if (record.email !== normaliseEmail(email) || !Array.isArray(record.attempts))
    return { status: 'ok', attempts: [], skipped: 1 }
  const attempts: Attempt[] = []
  let skipped = 0
  for (const candidate of record.attempts) {
    try {
      attempts.push(parseAttempt(candidate))
    } catch (error) {
      if (!(error instanceof AttemptError)) throw error
      skipped += 1
    }
  }
  const merged = mergeAttempts([], attempts)
  return { status: 'ok', attempts: merged.attempts, skipped: skipped + attempts.length - merged.attempts.length }
}

// ---- IndexedDB ---------------------------------------------------------------------------------

export const HISTORY_DATABASE = 'reskilling-history'

let store: UseStore | undefined
function historyStore(): UseStore {
  store ??= createStore(HISTORY_DATABASE, 'attempts')
  return store
}

const keyFor = (email: string) => `history:${normaliseEmail(email)}`

/** Told whenever a learner's history changed in this tab (saved, imported, removed). */
type Listener = (email: string) => void
const listeners = new Set<Listener>()
export function subscribeHistory(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
function changed(email: string) {
  for (const listener of listeners) listener(normaliseEmail(email))
}

export type HistoryLoad = HistoryRead | { status: 'unavailable' }

export async function loadHistory(email: string): Promise<HistoryLoad> {
  let raw: unknown
  try {
    raw = await get(keyFor(email), historyStore())
  } catch {
    return { status: 'unavailable' }
  }
  return readHistoryRecord(raw, email)
}

/**
 * Adds `incoming` to the learner's history in one read-modify-write transaction. Resolves with how
 * many were new and how many the history held before; rejects with HistoryNewerError (nothing
 * written) if a newer version wrote the record.
 */
export async function addAttempts(
  email: string,
  incoming: readonly Attempt[],
): Promise<{ added: number; before: number }> {
  let result = { added: 0, before: 0 }
  await update(
    keyFor(email),
    (raw: unknown) => {
      const read = readHistoryRecord(raw, email)
      if (read.status === 'newer') throw new HistoryNewerError()
      const merged = mergeAttempts(read.attempts, incoming)
      result = { added: merged.added, before: read.attempts.length }
      return historyRecord(email, merged.attempts)
    },
    historyStore(),
  )
  changed(email)
  return result
}

export async function clearHistory(email: string): Promise<void> {
  await del(keyFor(email), historyStore())
  changed(email)
}
