import { createStore, get, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  HISTORY_DATABASE,
  HISTORY_RECORD_VERSION,
  HistoryNewerError,
  addAttempts,
  clearHistory,
  historyRecord,
  loadHistory,
  mergeAttempts,
  readHistoryRecord,
  subscribeHistory,
} from './history-store'
import { EXECUTIVE, FOUNDATIONAL, finishedAttempt } from './test-attempts'

const email = 'learner@example.com'
const raw = () => get(`history:${email}`, createStore(HISTORY_DATABASE, 'attempts'))

const jan = finishedAttempt(FOUNDATIONAL, '2026-01-05T09:00:00.000Z', 'jan-0001')
const feb = finishedAttempt(EXECUTIVE, '2026-02-05T09:00:00.000Z', 'feb-0001')
const mar = finishedAttempt(FOUNDATIONAL, '2026-03-05T09:00:00.000Z', 'mar-0001')

afterEach(() => clearHistory(email))

describe('history records (pure)', () => {
  it('lists attempts newest first, equal times in id order', () => {
    const sameTime = { ...feb, id: 'feb-0000' }
    expect(mergeAttempts([jan, feb], [mar, sameTime]).attempts.map((a) => a.id)).toEqual([
      'mar-0001',
      'feb-0000',
      'feb-0001',
      'jan-0001',
    ])
  })

  it('merges without duplicates: the copy already kept wins, and only new ones count as added', () => {
    const changedCopy = { ...jan, outcome: 'Sales Advocate' }
    const merged = mergeAttempts([jan, feb], [changedCopy, mar, mar])
    expect(merged.added).toBe(1)
    expect(merged.attempts).toEqual([mar, feb, jan])
  })

  it('reads a current record for its owner (any spelling of the address)', () => {
    const stored = JSON.parse(JSON.stringify(historyRecord(' Learner@Example.com', [jan, mar])))
    expect(stored).toMatchObject({ recordVersion: HISTORY_RECORD_VERSION, email })
    expect(readHistoryRecord(stored, 'LEARNER@example.com')).toEqual({ status: 'ok', attempts: [mar, jan], skipped: 0 })
  })

  it('is empty with nothing stored, and for a record of someone else or of no known shape', () => {
    expect(readHistoryRecord(undefined, email)).toEqual({ status: 'ok', attempts: [], skipped: 0 })
    expect(readHistoryRecord(historyRecord('other@example.com', [jan]), email)).toMatchObject({ attempts: [] })
    for (const junk of [null, 'text', [], { attempts: [jan] }, { recordVersion: 1.5, email, attempts: [jan] }]) {
      expect(readHistoryRecord(junk, email)).toMatchObject({ status: 'ok', attempts: [] })
    }
  })

  it('leaves out a damaged attempt or a duplicate and keeps the others', () => {
    const stored = { ...historyRecord(email, [jan, feb]), attempts: [jan, { ...feb, finishedAt: 'soon' }, jan, mar] }
    expect(readHistoryRecord(stored, email)).toEqual({ status: 'ok', attempts: [mar, jan], skipped: 2 })
  })

  it('does not read a record of a newer version as its own', () => {
    const newer = { recordVersion: HISTORY_RECORD_VERSION + 1, email, attempts: [jan], shape: 'changed' }
    expect(readHistoryRecord(newer, email)).toEqual({ status: 'newer' })
  })

  it('keeps attempts scored by older questions and rules exactly as they were', () => {
    const old = { ...jan, id: 'old-00001', rules: { questionBank: '0.9', engine: '0.1' }, outcome: 'A retired role' }
    expect(readHistoryRecord(historyRecord(email, [old]), email)).toMatchObject({ attempts: [old] })
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
    expect(await loadHistory('other@example.com')).toEqual({ status: 'ok', attempts: [], skipped: 0 })
  })

  it('never overwrites a record a newer version wrote', async () => {
    const newer = { recordVersion: HISTORY_RECORD_VERSION + 1, email, attempts: ['kept as it is'] }
    await set(`history:${email}`, newer, createStore(HISTORY_DATABASE, 'attempts'))
    await expect(addAttempts(email, [jan])).rejects.toBeInstanceOf(HistoryNewerError)
    expect(await raw()).toEqual(newer)
    expect(await loadHistory(email)).toEqual({ status: 'newer' })
  })

  it('removes the learner’s history', async () => {
    await addAttempts(email, [jan])
    await addAttempts('other@example.com', [feb])
    await clearHistory(email)
    expect(await raw()).toBeUndefined()
    expect(await loadHistory('other@example.com')).toMatchObject({ attempts: [feb] })
    await clearHistory('other@example.com')
  })
})
