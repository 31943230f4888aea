/**
 * The learner's attempt history (docs/assessment.md (Attempt history)): every finished attempt,
 * per user, in IndexedDB (database `reskilling-history`, store `attempts`), so it works offline and
 * stays on this device.
 *
 * Two kinds of entries per learner (record version 2):
 * - the index under `history:<normalised e-mail>`: `{ recordVersion, email, entries }`, one short
 *   summary per attempt (id, date, outcome, the one-line reason), newest first. The list is drawn
 *   from it alone, so opening the profile reads a few hundred bytes per attempt, not every answer;
 * - each attempt in full under `['history', <normalised e-mail>, <id>]`, read only when it is
 *   opened, compared or downloaded.
 * Every write puts the attempts and the index in one transaction, so they never disagree.
 *
 * The record logic is pure (`summarise`, `historyIndex`, `readHistoryIndex`, `migrateRecord`,
 * `mergeAttempts`) and tested on its own. Nothing read back is trusted: every summary and attempt is
 * parsed again, a damaged one is left out.
 */
import { get, getMany, promisifyRequest } from 'idb-keyval'
import { normaliseEmail } from '~/lib/email'
import { indexedDbStore, StorageDeniedError } from '~/lib/indexed-db'
import { isRecord } from '~/lib/is-record'
import { isIsoTime } from '~/lib/iso-time'
import { ATTEMPT_ID, newestFirst, readAttempt, type Attempt } from './attempt'

/**
 * The index record's shape. A newer version (written by a newer release, e.g. in another tab
 * before this one reloads) is never read as this one nor overwritten. An older one is migrated on
 * first use (`migrateRecord`), in the transaction that writes the new layout.
 */
export const HISTORY_RECORD_VERSION = 2

/** What the list shows of an attempt: everything else stays in the attempt's own entry. */
export type AttemptSummary = { id: string; finishedAt: string; outcome: string; why: string }

export type HistoryIndex = { recordVersion: typeof HISTORY_RECORD_VERSION; email: string; entries: AttemptSummary[] }

export type IndexRead =
  | { status: 'ok'; entries: AttemptSummary[]; /** Damaged entries left out. */ skipped: number }
  /** Written by a newer version of the site: shown as such, and never overwritten by this one. */
  | { status: 'newer' }

export class HistoryNewerError extends Error {
  constructor() {
    super('The history was saved by a newer version of the site.')
  }
}

/** Pure: each attempt once (by id; the first copy wins), newest first. */
export function uniqueNewestFirst<T extends Pick<Attempt, 'id' | 'finishedAt'>>(attempts: readonly T[]): T[] {
  // Reversed, so the first copy is set last and wins.
  return [...new Map([...attempts].reverse().map((attempt) => [attempt.id, attempt])).values()].sort(newestFirst)
}

/** Pure: the list's line for an attempt. */
export function summarise(attempt: Attempt): AttemptSummary {
  return { id: attempt.id, finishedAt: attempt.finishedAt, outcome: attempt.outcome, why: attempt.trace.summary }
}

/** Pure: the index written for `email`. */
export function historyIndex(email: string, entries: readonly AttemptSummary[]): HistoryIndex {
  return {
    recordVersion: HISTORY_RECORD_VERSION,
    email: normaliseEmail(email),
    entries: uniqueNewestFirst(entries),
  }
}

/** Ids are checked as strictly as an attempt's (`parseAttempt`); the texts only for their type. */
function parseSummary(raw: unknown): AttemptSummary | null {
  if (!isRecord(raw)) return null
  const { id, finishedAt, outcome, why } = raw
  if (typeof id !== 'string' || !ATTEMPT_ID.test(id) || !isIsoTime(finishedAt)) return null
  if (typeof outcome !== 'string' || outcome.trim() === '' || typeof why !== 'string') return null
  return { id, finishedAt, outcome, why }
}

/**
 * Pure: the summaries of a stored index for `email`, each parsed, without duplicates, newest first.
 * A missing or unreadable record is an empty history; a record of an older version must have been
 * migrated (`migrateRecord`) before, or it reads as unreadable.
 */
export function readHistoryIndex(raw: unknown, email: string): IndexRead {
  if (!isRecord(raw)) return { status: 'ok', entries: [], skipped: raw === undefined ? 0 : 1 }
  const version = raw.recordVersion
  if (typeof version === 'number' && Number.isInteger(version) && version > HISTORY_RECORD_VERSION) {
    return { status: 'newer' }
  }
  if (version !== HISTORY_RECORD_VERSION || raw.email !== normaliseEmail(email) || !Array.isArray(raw.entries)) {
    return { status: 'ok', entries: [], skipped: 1 }
  }
  // Written newest first, so sorting costs one pass; it matters only if someone else wrote it otherwise.
  const entries = uniqueNewestFirst(raw.entries.map(parseSummary).filter((entry) => entry !== null))
  // Damaged entries and second copies are left out.
  return { status: 'ok', entries, skipped: raw.entries.length - entries.length }
}

/**
 * Version 1 → 2 (version 1: `{ recordVersion: 1, email, attempts }`, every attempt in the one record).
 * Pure: null when `raw` is not a version-1 record of `email` (nothing to migrate); otherwise the
 * attempts to write one by one and the index for them. Attempts that version 1 already left out
 * as damaged or duplicate are not carried over.
 */
export function migrateRecord(raw: unknown, email: string): { index: HistoryIndex; attempts: Attempt[] } | null {
  if (!isRecord(raw) || raw.recordVersion !== 1 || raw.email !== normaliseEmail(email) || !Array.isArray(raw.attempts))
    return null
  const merged = uniqueNewestFirst(raw.attempts.map(readAttempt).filter((attempt) => attempt !== null))
  return { index: historyIndex(email, merged.map(summarise)), attempts: merged }
}

// ---- IndexedDB ---------------------------------------------------------------------------------

export const HISTORY_DATABASE = 'reskilling-history'

/** Rejects with StorageDeniedError when the browser denies IndexedDB: the history cannot be kept. */
const historyStore = indexedDbStore(HISTORY_DATABASE, 'attempts')

const indexKey = (email: string) => `history:${normaliseEmail(email)}`
const attemptKey = (email: string, id: string): IDBValidKey => ['history', normaliseEmail(email), id]
/** Every attempt key of `email`: arrays sort after strings, so `[]` closes the range. */
const attemptRange = (email: string) =>
  IDBKeyRange.bound(['history', normaliseEmail(email)], ['history', normaliseEmail(email), []])

/** Told whenever a learner's history changed in this tab (saved, imported, removed). */
const listeners = new Set<(email: string) => void>()
export function subscribeHistory(listener: (email: string) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
function changed(email: string) {
  for (const listener of listeners) listener(normaliseEmail(email))
}

/**
 * In one read-write transaction: reads the index (migrating a version-1 record first) and writes
 * the attempts of `incoming` it does not list yet, with the new index. Resolves with how many were
 * new and how many the history held before; rejects with HistoryNewerError (nothing written) if a
 * newer version wrote the record.
 */
async function writeHistory(email: string, incoming: readonly Attempt[]): Promise<{ added: number; before: number }> {
  const store = await historyStore()
  return store('readwrite', async (objects) => {
    // The writes are queued in the same task as the read's success, so the transaction stays open.
    const raw: unknown = await promisifyRequest(objects.get(indexKey(email)))
    const migrated = migrateRecord(raw, email)
    const read = readHistoryIndex(migrated ? migrated.index : raw, email)
    if (read.status === 'newer') throw new HistoryNewerError()
    const known = new Set(read.entries.map((entry) => entry.id))
    const add = uniqueNewestFirst(incoming).filter((attempt) => !known.has(attempt.id))
    const result = { added: add.length, before: read.entries.length }
    if (!migrated && add.length === 0) return result
    for (const attempt of [...(migrated?.attempts ?? []), ...add]) objects.put(attempt, attemptKey(email, attempt.id))
    objects.put(historyIndex(email, [...read.entries, ...add.map(summarise)]), indexKey(email))
    await promisifyRequest(objects.transaction)
    return result
  })
}

export type IndexLoad = IndexRead | { status: 'unavailable' }

/** The list: the summaries only (a version-1 record is migrated first, once). */
export async function loadHistoryIndex(email: string): Promise<IndexLoad> {
  try {
    let raw: unknown = await get(indexKey(email), await historyStore())
    if (isRecord(raw) && raw.recordVersion === 1) {
      await writeHistory(email, [])
      raw = await get(indexKey(email), await historyStore())
    }
    return readHistoryIndex(raw, email)
  } catch {
    return { status: 'unavailable' }
  }
}

/** The attempts `ids` in full, in that order; null for one that is gone or damaged. */
export async function loadAttempts(email: string, ids: readonly string[]): Promise<(Attempt | null)[]> {
  const raws: unknown[] = await getMany(
    ids.map((id) => attemptKey(email, id)),
    await historyStore(),
  )
  return raws.map((raw, index) => {
    const attempt = readAttempt(raw)
    return attempt?.id === ids[index] ? attempt : null
  })
}

/** Every attempt in full, newest first (the download). */
export async function loadHistory(email: string) {
  const index = await loadHistoryIndex(email)
  if (index.status !== 'ok') return index
  // The index says which attempts the history holds, and in which order.
  const ids = index.entries.map((entry) => entry.id)
  const read = await loadAttempts(email, ids).catch(() => null)
  if (read === null) return { status: 'unavailable' } as const
  const attempts = read.filter((attempt) => attempt !== null)
  // Damaged or missing attempts are left out, and counted.
  return { status: 'ok', attempts, skipped: index.skipped + index.entries.length - attempts.length } as const
}

/** Adds `incoming` to the learner's history (see `writeHistory`) and tells the listeners. */
export async function addAttempts(email: string, incoming: readonly Attempt[]) {
  const result = await writeHistory(email, incoming)
  changed(email)
  return result
}

/** Removes the index and every attempt of the learner, in one transaction (none is kept where IndexedDB is denied). */
export async function clearHistory(email: string): Promise<void> {
  const store = await historyStore().catch((error: unknown) => {
    if (error instanceof StorageDeniedError) return null
    throw error
  })
  if (!store) return
  await store('readwrite', (objects) => {
    objects.delete(attemptRange(email))
    objects.delete(indexKey(email))
    return promisifyRequest(objects.transaction)
  })
  changed(email)
}
