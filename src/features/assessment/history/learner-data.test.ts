import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { progressRecord } from '../progress-store'
import {
  IMPORT_ERRORS,
  LEARNER_DATA_FORMAT,
  LEARNER_DATA_VERSION,
  importLearnerData,
  learnerData,
  learnerDataFileName,
  parseLearnerData,
  planImport,
  type ImportStorage,
  type LocalData,
} from './learner-data'
import { EXECUTIVE, FOUNDATIONAL, finishedAttempt, walk } from '~/testing/attempts'
import { EMPTY_STUDY_RECORD, type StudyRecord } from '~/lib/study-record'
import type { StudySchedule } from '~/lib/study-schedule'

const email = 'learner@example.com'
const jan = finishedAttempt(FOUNDATIONAL, '2026-01-05T09:00:00.000Z', 'jan-0001')
const feb = finishedAttempt(EXECUTIVE, '2026-02-05T09:00:00.000Z', 'feb-0001')
const unfinished = walk(['A5', 'B1'])
const SCHEDULE: StudySchedule = {
  startDate: '2026-03-02',
  days: [1, 4],
  time: '19:00',
  sessionMinutes: 45,
  weeksPerCourse: 2,
  timeZone: 'Europe/Berlin',
}
const study: StudyRecord = {
  shortlist: ['self-paced-2', 'instructor-led-mindset'],
  done: { 'self-paced-1': '2026-02-01T08:00:00.000Z', 'self-paced-2': '2026-02-03T08:00:00.000Z' },
  schedule: SCHEDULE,
  updatedAt: '2026-02-06T11:00:00.000Z',
}

function file(overrides: Record<string, unknown> = {}) {
  const data = learnerData(
    email,
    {
      attempts: [feb, jan],
      progress: progressRecord(email, unfinished, '2026-02-06T10:00:00.000Z'),
      targetRole: { role: 'AI Executive', savedAt: '2026-02-05T09:01:00.000Z' },
      study,
    },
    '2026-02-07T12:00:00.000Z',
  )
  return JSON.stringify({ ...data, ...overrides })
}

const nothingLocal: LocalData = { attemptIds: [], progressUpdatedAt: null, targetRole: null, study: EMPTY_STUDY_RECORD }

function fakeStorage(local: LocalData = nothingLocal) {
  const storage = {
    readLocal: vi.fn(() => Promise.resolve(local)),
    addAttempts: vi.fn(() => Promise.resolve()),
    saveProgress: vi.fn(() => Promise.resolve()),
    saveTargetRole: vi.fn(),
    saveStudy: vi.fn(),
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
      'study',
    ])
    expect(content).toMatchObject({ format: LEARNER_DATA_FORMAT, version: 2, user: { email }, study })
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
    ['a file of a newer version', file({ version: LEARNER_DATA_VERSION + 1 }), IMPORT_ERRORS.newer],
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
    [
      'a version 2 file without its study record',
      file({ study: undefined }),
      IMPORT_ERRORS.damaged('its saved courses and progress are missing'),
    ],
    [
      'a saved course that is no course key',
      file({ study: { ...study, shortlist: ['self-paced-2', 'my-favourite'] } }),
      IMPORT_ERRORS.damaged('its saved courses and progress are not valid'),
    ],
    [
      'a done mark without a valid time',
      file({ study: { ...study, done: { 'self-paced-1': 'last week' } } }),
      IMPORT_ERRORS.damaged('its saved courses and progress are not valid'),
    ],
    [
      'a done mark in the future',
      file({ study: { ...study, done: { 'self-paced-1': '2999-01-01T00:00:00.000Z' } } }),
      IMPORT_ERRORS.future('a course marked done'),
    ],
    [
      'a damaged study schedule',
      file({ study: { ...study, schedule: { ...SCHEDULE, time: '25:00' } } }),
      IMPORT_ERRORS.damaged('its study schedule is not valid'),
    ],
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
      study: EMPTY_STUDY_RECORD,
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
      study: first.study ?? EMPTY_STUDY_RECORD,
    })
    expect(second).toMatchObject({
      attempts: [],
      known: 2,
      progress: null,
      targetRole: null,
      progressKept: 'same',
      targetRoleKept: 'same',
      study: null,
      savedAdded: 0,
      doneAdded: 0,
      schedule: null,
    })
  })

  const T = (day: number) => `2026-02-0${day}T08:00:00.000Z`
  const local = (fields: Partial<StudyRecord>): LocalData => ({
    ...nothingLocal,
    study: { ...EMPTY_STUDY_RECORD, ...fields },
  })
  it.each<[string, string, LocalData, Partial<ReturnType<typeof planImport>>]>([
    [
      'a version 2 file on an empty device: its study record whole',
      file(),
      nothingLocal,
      { study, savedAdded: 2, doneAdded: 2, schedule: 'taken' },
    ],
    [
      'a version 1 file: the study record is left as it is',
      file({ version: 1, study: undefined }),
      local({ shortlist: ['self-paced-9'], schedule: SCHEDULE, updatedAt: T(1) }),
      { study: null, savedAdded: 0, doneAdded: 0, schedule: null },
    ],
    [
      'shortlists join, the earlier mark of a course wins, and a newer device keeps its schedule',
      file(),
      local({
        shortlist: ['self-paced-2', 'self-paced-7'],
        done: { 'self-paced-1': T(4) },
        schedule: { ...SCHEDULE, time: '06:30' },
        updatedAt: '2026-02-07T00:00:00.000Z',
      }),
      {
        study: {
          shortlist: ['self-paced-2', 'self-paced-7', 'instructor-led-mindset'],
          done: { 'self-paced-1': study.done['self-paced-1'], 'self-paced-2': study.done['self-paced-2'] },
          schedule: { ...SCHEDULE, time: '06:30' },
          updatedAt: '2026-02-07T00:00:00.000Z',
        },
        savedAdded: 1,
        doneAdded: 1,
        schedule: 'local-newer',
      },
    ],
    [
      'an earlier mark on this device stays',
      file({ study: { ...study, shortlist: [], schedule: null, done: { 'self-paced-1': T(5) } } }),
      local({ done: { 'self-paced-1': T(1) }, updatedAt: T(1) }),
      { study: null, doneAdded: 0, schedule: null },
    ],
  ])('the study record: %s', (_, json, device, expected) => {
    const parsed = parseLearnerData(json, email)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(planImport(parsed.data, device)).toMatchObject(expected)
  })

  it('writes the merged study record through the storage', async () => {
    const storage = fakeStorage()
    await importLearnerData(file(), email, storage)
    expect(storage.saveStudy).toHaveBeenCalledWith(study)
    const v1 = fakeStorage()
    await importLearnerData(file({ version: 1, study: undefined }), email, v1)
    expect(v1.saveStudy).not.toHaveBeenCalled()
    expect(v1.addAttempts).toHaveBeenCalled()
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
