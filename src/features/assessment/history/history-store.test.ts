// @vitest-environment node
import { createStore, get, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  HISTORY_DATABASE,
  HISTORY_RECORD_VERSION,
  HistoryNewerError,
  addAttempts,
  clearHistory,
  historyIndex,
  loadAttempts,
  loadHistory,
  loadHistoryIndex,
  migrateRecord,
  readHistoryIndex,
  subscribeHistory,
  summarise,
  uniqueNewestFirst,
} from './history-store'
import { EXECUTIVE, FOUNDATIONAL, finishedAttempt } from '~/testing/attempts'
import { denyIndexedDb } from '~/testing/storage-denied'

const email = 'learner@example.com'
const objects = () => createStore(HISTORY_DATABASE, 'attempts')
const raw = () => get(`history:${email}`, objects())
/** What version 1 stored: every attempt in the one record. */
const versionOne = (attempts: readonly unknown[], owner = email) => ({ recordVersion: 1, email: owner, attempts })

const jan = finishedAttempt(FOUNDATIONAL, '2026-01-05T09:00:00.000Z', 'jan-0001')
const feb = finishedAttempt(EXECUTIVE, '2026-02-05T09:00:00.000Z', 'feb-0001')
const mar = finishedAttempt(FOUNDATIONAL, '2026-03-05T09:00:00.000Z', 'mar-0001')

afterEach(() => clearHistory(email))

describe('history records (pure)', () => {
  it('lists attempts newest first, equal times in id order', () => {
    const sameTime = { ...feb, id: 'feb-0000' }
    expect(uniqueNewestFirst([jan, feb, mar, sameTime]).map((a) => a.id)).toEqual([
      'mar-0001',
      'feb-0000',
      'feb-0001',
      'jan-0001',
    ])
  })

  it('merges without duplicates: the first copy wins', () => {
    const changedCopy = { ...jan, outcome: 'Sales Advocate' }
    expect(uniqueNewestFirst([jan, feb, changedCopy, mar, mar])).toEqual([mar, feb, jan])
  })

  it('keeps of each attempt in the index what the list shows: id, date, outcome and the reason', () => {
    expect(summarise(jan)).toEqual({
      id: jan.id,
      finishedAt: jan.finishedAt,
      outcome: jan.outcome,
      why: jan.trace.summary,
    })
  })

  it('reads a current index for its owner (any spelling of the address), newest first', () => {
    const stored = JSON.parse(JSON.stringify(historyIndex(' Learner@Example.com', [jan, mar].map(summarise))))
    expect(stored).toMatchObject({ recordVersion: HISTORY_RECORD_VERSION, email })
    expect(readHistoryIndex(stored, 'LEARNER@example.com')).toEqual({
      status: 'ok',
      entries: [mar, jan].map(summarise),
      skipped: 0,
    })
  })

  it('is empty with nothing stored, and for an index of someone else or of no known shape', () => {
    expect(readHistoryIndex(undefined, email)).toEqual({ status: 'ok', entries: [], skipped: 0 })
    expect(readHistoryIndex(historyIndex('other@example.com', [summarise(jan)]), email)).toMatchObject({ entries: [] })
    for (const junk of [null, 'text', [], { entries: [summarise(jan)] }, { recordVersion: 1.5, email, entries: [] }]) {
      expect(readHistoryIndex(junk, email)).toMatchObject({ status: 'ok', entries: [] })
    }
  })

  it('leaves out a damaged entry or a duplicate, keeps the others, and orders what is out of order', () => {
    const stored = {
      ...historyIndex(email, []),
      entries: [jan, { ...feb, finishedAt: 'soon' }, jan, mar].map(summarise),
    }
    expect(readHistoryIndex(stored, email)).toEqual({ status: 'ok', entries: [mar, jan].map(summarise), skipped: 2 })
  })

  it('does not read an index of a newer version as its own', () => {
    const newer = { recordVersion: HISTORY_RECORD_VERSION + 1, email, entries: [], shape: 'changed' }
    expect(readHistoryIndex(newer, email)).toEqual({ status: 'newer' })
  })

  it('migrates a version-1 record: each readable attempt once, and its index newest first', () => {
    const migrated = migrateRecord(versionOne([jan, { ...feb, answers: [] }, mar, jan]), email)
    expect(migrated).toEqual({ index: historyIndex(email, [mar, jan].map(summarise)), attempts: [mar, jan] })
    for (const other of [
      undefined,
      versionOne([jan], 'other@example.com'),
      historyIndex(email, []),
      { recordVersion: 1 },
    ])
      expect(migrateRecord(other, email)).toBeNull()
  })

  it('keeps attempts scored by older questions and rules exactly as they were', () => {
    const old = { ...jan, id: 'old-00001', rules: { questionBank: '0.9', engine: '0.1' }, outcome: 'A retired role' }
    expect(migrateRecord(versionOne([old]), email)).toMatchObject({ attempts: [old] })
  })
})

describe('history in IndexedDB', () => {
  it('adds attempts in one write, tells listeners, and says how many there were before', async () => {
    const listener = vi.fn()
    const unsubscribe = subscribeHistory(listener)
    expect(await addAttempts(email, [jan])).toEqual({ added: 1, before: 0 })
    expect(await addAttempts(' LEARNER@example.com', [mar, jan])).toEqual({ added: 1, before: 1 })
    unsubscribe()
    expect(listener).toHaveBeenCalledWith(email)
    expect(await loadHistory(email)).toEqual({ status: 'ok', attempts: [mar, jan], skipped: 0 })
    expect(await loadHistoryIndex(email)).toEqual({ status: 'ok', entries: [mar, jan].map(summarise), skipped: 0 })
    expect(await loadHistory('other@example.com')).toEqual({ status: 'ok', attempts: [], skipped: 0 })
  })

  it('keeps the index small and each attempt in full under its own key', async () => {
    await addAttempts(email, [jan, feb])
    expect(await raw()).toEqual(historyIndex(email, [feb, jan].map(summarise)))
    expect(await loadAttempts(email, ['jan-0001', 'gone-0001', 'feb-0001'])).toEqual([jan, null, feb])
  })

  it('an existing learner’s version-1 history survives: migrated on first read, then added to', async () => {
    await set(`history:${email}`, versionOne([jan, feb]), objects())
    expect(await loadHistoryIndex(email)).toEqual({ status: 'ok', entries: [feb, jan].map(summarise), skipped: 0 })
    expect(await raw()).toEqual(historyIndex(email, [feb, jan].map(summarise)))
    expect(await loadAttempts(email, ['jan-0001'])).toEqual([jan])
    expect(await addAttempts(email, [mar, feb])).toEqual({ added: 1, before: 2 })
    expect(await loadHistory(email)).toEqual({ status: 'ok', attempts: [mar, feb, jan], skipped: 0 })
  })

  it('migrates in the write too, when a new attempt comes before the profile was opened', async () => {
    await set(`history:${email}`, versionOne([jan]), objects())
    expect(await addAttempts(email, [feb])).toEqual({ added: 1, before: 1 })
    expect(await loadHistory(email)).toEqual({ status: 'ok', attempts: [feb, jan], skipped: 0 })
  })

  it('counts an attempt the index lists but storage lost, and still downloads the others', async () => {
    await addAttempts(email, [jan, feb])
    await set(['history', email, 'feb-0001'], { ...feb, answers: 'damaged' }, objects())
    expect(await loadHistory(email)).toEqual({ status: 'ok', attempts: [jan], skipped: 1 })
    expect(await loadAttempts(email, ['feb-0001'])).toEqual([null])
  })

  it('never overwrites a record a newer version wrote', async () => {
    const newer = { recordVersion: HISTORY_RECORD_VERSION + 1, email, attempts: ['kept as it is'] }
    await set(`history:${email}`, newer, objects())
    await expect(addAttempts(email, [jan])).rejects.toBeInstanceOf(HistoryNewerError)
    expect(await raw()).toEqual(newer)
    expect(await loadAttempts(email, [jan.id])).toEqual([null])
    expect(await loadHistory(email)).toEqual({ status: 'newer' })
  })

  it('removes the learner’s history, index and attempts, and only theirs', async () => {
    await addAttempts(email, [jan])
    await addAttempts('other@example.com', [feb])
    await clearHistory(email)
    expect(await raw()).toBeUndefined()
    expect(await loadAttempts(email, [jan.id])).toEqual([null])
    expect(await loadHistory('other@example.com')).toMatchObject({ attempts: [feb] })
    await clearHistory('other@example.com')
  })
})

describe('where the browser denies IndexedDB (site data blocked)', () => {
  it('reads as unavailable, refuses to add with a reason, and has nothing to remove', async () => {
    const restore = denyIndexedDb()
    try {
      vi.resetModules()
      const store = await import('./history-store')
      const { StorageDeniedError } = await import('~/lib/indexed-db')
      expect(await store.loadHistoryIndex('a@example.com')).toEqual({ status: 'unavailable' })
      expect(await store.loadHistory('a@example.com')).toEqual({ status: 'unavailable' })
      await expect(store.addAttempts('a@example.com', [])).rejects.toBeInstanceOf(StorageDeniedError)
      await expect(store.clearHistory('a@example.com')).resolves.toBeUndefined()
    } finally {
      restore()
    }
  })
})
