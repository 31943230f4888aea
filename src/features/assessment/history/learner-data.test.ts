import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { progressRecord } from '../progress-store'
import {
  IMPORT_ERRORS,
  LEARNER_DATA_FORMAT,
  importLearnerData,
  learnerData,
  learnerDataFileName,
  parseLearnerData,
  planImport,
  type ImportStorage,
  type LocalData,
} from './learner-data'
import { EXECUTIVE, FOUNDATIONAL, finishedAttempt, walk } from '~/testing/attempts'

const email = 'learner@example.com'
const jan = finishedAttempt(FOUNDATIONAL, '2026-01-05T09:00:00.000Z', 'jan-0001')
const feb = finishedAttempt(EXECUTIVE, '2026-02-05T09:00:00.000Z', 'feb-0001')
const unfinished = walk(['A5', 'B1'])

function file(overrides: Record<string, unknown> = {}) {
  const data = learnerData(
    email,
    {
      attempts: [feb, jan],
      progress: progressRecord(email, unfinished, '2026-02-06T10:00:00.000Z'),
      targetRole: { role: 'AI Executive', savedAt: '2026-02-05T09:01:00.000Z' },
    },
    '2026-02-07T12:00:00.000Z',
  )
  return JSON.stringify({ ...data, ...overrides })
}

const nothingLocal: LocalData = { attemptIds: [], progressUpdatedAt: null, targetRole: null }

function fakeStorage(local: LocalData = nothingLocal) {
  const storage = {
    readLocal: vi.fn(() => Promise.resolve(local)),
    addAttempts: vi.fn(() => Promise.resolve()),
    saveProgress: vi.fn(() => Promise.resolve()),
    saveTargetRole: vi.fn(),
  } satisfies ImportStorage
  return storage
}

describe('the learner data file', () => {
  it('holds the documented fields and reads back for its owner', () => {
    const content = JSON.parse(file())
    expect(Object.keys(content)).toEqual([
      'format',
      'version',
      'exportedAt',
      'user',
      'attempts',
      'progress',
      'targetRole',
    ])
    expect(content).toMatchObject({ format: LEARNER_DATA_FORMAT, version: 1, user: { email } })
    const parsed = parseLearnerData(file(), ' LEARNER@example.com ')
    expect(parsed).toMatchObject({ ok: true, data: { attempts: [feb, jan], targetRole: { role: 'AI Executive' } } })
    expect(parsed.ok && parsed.data.progress).toMatchObject({
      updatedAt: '2026-02-06T10:00:00.000Z',
      state: { current: 'q3' },
    })
    expect(learnerDataFileName('2026-02-07T12:00:00.000Z')).toBe('reskill-ai-data-2026-02-07.json')
  })

  it.each([
    ['a damaged file', file().slice(0, -20), IMPORT_ERRORS.unreadable],
    ['an empty file', '', IMPORT_ERRORS.unreadable],
    ['a file of another format', JSON.stringify({ format: 'someone-elses-backup', version: 1 }), IMPORT_ERRORS.foreign],
    ['a JSON array', '[1, 2]', IMPORT_ERRORS.foreign],
    ['a file of a newer version', file({ version: 2 }), IMPORT_ERRORS.newer],
    ['a file of another user', file({ user: { email: 'someone@example.com' } }), IMPORT_ERRORS.otherUser],
    [
      'a damaged attempt',
      file({ attempts: [feb, { ...jan, finishedAt: 'later' }] }),
      IMPORT_ERRORS.damaged('attempt 2: its date is not valid'),
    ],
    [
      'a made-up target role',
      file({ targetRole: { role: 'Wizard', savedAt: '2026-01-01T00:00:00.000Z' } }),
      IMPORT_ERRORS.damaged('its target role is not valid'),
    ],
    [
      'saved answers that do not fit',
      file({
        progress: {
          ...progressRecord(email, unfinished, '2026-02-06T10:00:00.000Z'),
          state: { current: 'q9_1', history: [], sent: {}, unsent: {}, texts: {} },
        },
      }),
      IMPORT_ERRORS.damaged('its saved answers do not fit the assessment'),
    ],
    ['a file without its parts', file({ targetRole: undefined }), IMPORT_ERRORS.damaged('its target role is missing')],
  ])('refuses %s with a clear message, and writes nothing', async (_, json, message) => {
    expect(parseLearnerData(json, email)).toEqual({ ok: false, error: message })
    expect(message).toMatch(/Nothing was changed\.$/)
    const storage = fakeStorage()
    expect(await importLearnerData(json, email, storage)).toEqual({ ok: false, error: message })
    for (const call of Object.values(storage)) expect(call).not.toHaveBeenCalled()
  })

  it('brings no saved answers of a finished assessment: it is taken again, not resumed', () => {
    const finished = progressRecord(email, walk(['A1']), '2026-02-06T10:00:00.000Z')
    expect(finished.finished).toBe(true)
    expect(parseLearnerData(file({ progress: finished }), email)).toMatchObject({ ok: true, data: { progress: null } })
  })

  it('skips saved answers of another question bank version but takes the rest', () => {
    const other = { ...progressRecord(email, unfinished, '2026-02-06T10:00:00.000Z'), version: '0.9' }
    const parsed = parseLearnerData(file({ progress: other }), email)
    expect(parsed).toMatchObject({ ok: true, data: { progress: 'other-version', attempts: [feb, jan] } })
  })
})

describe('importing', () => {
  it('merges attempts by id, and takes saved answers and role only when this device has none or older ones', async () => {
    const storage = fakeStorage({
      attemptIds: [jan.id],
      progressUpdatedAt: '2026-03-01T00:00:00.000Z',
      targetRole: { role: 'Sales Advocate', savedAt: '2026-01-01T00:00:00.000Z' },
    })
    const result = await importLearnerData(file(), email, storage)
    expect(result).toMatchObject({ ok: true, plan: { known: 1, progressKept: 'local-newer', targetRoleKept: null } })
    expect(storage.addAttempts).toHaveBeenCalledWith([feb])
    expect(storage.saveProgress).not.toHaveBeenCalled()
    expect(storage.saveTargetRole).toHaveBeenCalledWith({ role: 'AI Executive', savedAt: '2026-02-05T09:01:00.000Z' })
  })

  it('takes everything on an empty device, and nothing a second time', async () => {
    const parsed = parseLearnerData(file(), email)
    if (!parsed.ok) throw new Error(parsed.error)
    const first = planImport(parsed.data, nothingLocal)
    expect(first).toMatchObject({ attempts: [feb, jan], known: 0, progressKept: null, targetRoleKept: null })
    const second = planImport(parsed.data, {
      attemptIds: [feb.id, jan.id],
      progressUpdatedAt: '2026-02-06T10:00:00.000Z',
      targetRole: { role: 'AI Executive', savedAt: '2026-02-05T09:01:00.000Z' },
    })
    expect(second).toMatchObject({
      attempts: [],
      known: 2,
      progress: null,
      targetRole: null,
      progressKept: 'same',
      targetRoleKept: 'same',
    })
  })
})

describe('the validator under fuzzing', () => {
  const valid = JSON.parse(file()) as unknown

  /** Replaces the value at a random path of `value` with `replacement`. */
  function mutate(value: unknown, path: readonly number[], replacement: unknown): unknown {
    if (path.length === 0 || typeof value !== 'object' || value === null) return replacement
    const keys = Object.keys(value)
    if (keys.length === 0) return replacement
    const key = keys[path[0]! % keys.length]!
    const copy: Record<string, unknown> = Array.isArray(value) ? { ...value } : { ...value }
    copy[key] = mutate((value as Record<string, unknown>)[key], path.slice(1), replacement)
    return Array.isArray(value) ? Object.values(copy) : copy
  }

  it('never throws and never writes for any text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        async (json) => {
          const storage = fakeStorage()
          const result = await importLearnerData(json, email, storage)
          expect(result.ok).toBe(false)
          for (const call of Object.values(storage)) expect(call).not.toHaveBeenCalled()
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never throws for a valid file with any one value replaced; a refusal writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 8 }), fc.jsonValue(), async (path, replacement) => {
        const json = JSON.stringify(mutate(valid, path, replacement))
        const storage = fakeStorage()
        const result = await importLearnerData(json, email, storage)
        if (!result.ok) {
          expect(result.error).toMatch(/Nothing was changed\.$/)
          for (const call of Object.values(storage)) expect(call).not.toHaveBeenCalled()
        }
      }),
      { numRuns: 500 },
    )
  })
})
