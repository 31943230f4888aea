// @vitest-environment node
/**
 * The import limits of docs/data-export.md (Limits), each as a property: a file over 5 MB, more than 2,000 attempts,
 * or any date that is not ISO 8601 UTC or lies beyond now plus the clock-skew allowance is refused with its own
 * message, and a refused file never reaches the device's storage. Within the limits the same file is accepted.
 */
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { progressRecord } from '../progress-store'
import {
  CLOCK_SKEW_MS,
  IMPORT_ERRORS,
  importLearnerData,
  learnerData,
  MAX_IMPORT_ATTEMPTS,
  MAX_LEARNER_DATA_BYTES,
  parseLearnerData,
  type ImportStorage,
} from './learner-data'
import { EXECUTIVE, FOUNDATIONAL, finishedAttempt, walk } from '~/testing/attempts'
import type { Attempt } from './attempt'
import { EMPTY_STUDY_RECORD } from '~/lib/study-record'

const email = 'learner@example.com'
const NOW = Date.parse('2026-11-25T12:00:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()
const template = finishedAttempt(FOUNDATIONAL, '2026-01-05T09:00:00.000Z', 'tmpl-0001')
const executive = finishedAttempt(EXECUTIVE, '2026-02-05T09:00:00.000Z', 'exec-0001')
const unfinished = walk(['A5', 'B1'])

type Dates = { exportedAt: string; finishedAt: string; updatedAt: string; savedAt: string }
const pastDates: Dates = {
  exportedAt: '2026-02-07T12:00:00.000Z',
  finishedAt: '2026-02-05T09:00:00.000Z',
  updatedAt: '2026-02-06T10:00:00.000Z',
  savedAt: '2026-02-05T09:01:00.000Z',
}

function file(dates: Partial<Dates> = {}, attempts: Attempt[] = [executive], extra: Record<string, unknown> = {}) {
  const d = { ...pastDates, ...dates }
  const data = learnerData(
    email,
    {
      attempts: attempts.map((attempt) => ({
        ...attempt,
        finishedAt: attempt === executive ? d.finishedAt : attempt.finishedAt,
      })),
      progress: progressRecord(email, unfinished, d.updatedAt),
      targetRole: { role: 'AI Executive', savedAt: d.savedAt },
      study: EMPTY_STUDY_RECORD,
    },
    d.exportedAt,
  )
  return JSON.stringify({ ...data, ...extra })
}

function fakeStorage() {
  return {
    readLocal: vi.fn(() =>
      Promise.resolve({ attemptIds: [], progressUpdatedAt: null, targetRole: null, study: EMPTY_STUDY_RECORD }),
    ),
    addAttempts: vi.fn(() => Promise.resolve()),
    saveProgress: vi.fn(() => Promise.resolve()),
    saveTargetRole: vi.fn(),
    saveStudy: vi.fn(),
  } satisfies ImportStorage
}

async function expectRefusedUnchanged(json: string, message: string) {
  expect(parseLearnerData(json, email, NOW)).toEqual({ ok: false, error: message })
  const storage = fakeStorage()
  expect(await importLearnerData(json, email, storage, NOW)).toEqual({ ok: false, error: message })
  for (const call of Object.values(storage)) expect(call).not.toHaveBeenCalled()
}

describe('import limits', () => {
  it('size: any file over 5 MB is refused before it is parsed, ASCII or multi-byte; just under it is read', async () => {
    const base = file()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4096 }), fc.boolean(), async (over, multiByte) => {
        // Padding that JSON ignores (whitespace) or drops (an unknown field): only the size changes.
        const json = multiByte
          ? file({}, [executive], { note: 'é'.repeat(Math.ceil((MAX_LEARNER_DATA_BYTES - base.length + over) / 2)) })
          : base + ' '.repeat(MAX_LEARNER_DATA_BYTES - base.length + over)
        expect(new Blob([json]).size).toBeGreaterThan(MAX_LEARNER_DATA_BYTES)
        await expectRefusedUnchanged(json, IMPORT_ERRORS.tooLarge)
      }),
      { numRuns: 12 },
    )
    const justUnder = base + ' '.repeat(MAX_LEARNER_DATA_BYTES - new Blob([base]).size)
    expect(new Blob([justUnder]).size).toBe(MAX_LEARNER_DATA_BYTES)
    expect(parseLearnerData(justUnder, email, NOW).ok).toBe(true)
  })

  it('attempts: more than 2,000 are refused, up to 2,000 are read', async () => {
    const many = Array.from({ length: MAX_IMPORT_ATTEMPTS + 50 }, (_, index) => ({
      ...template,
      id: `many-${String(index).padStart(5, '0')}`,
    }))
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: 0, max: 40 }),
          fc.integer({ min: MAX_IMPORT_ATTEMPTS - 3, max: MAX_IMPORT_ATTEMPTS + 50 }),
        ),
        async (count) => {
          const json = file({}, many.slice(0, count))
          const parsed = parseLearnerData(json, email, NOW)
          if (count > MAX_IMPORT_ATTEMPTS) await expectRefusedUnchanged(json, IMPORT_ERRORS.tooMany)
          else expect(parsed.ok && parsed.data.attempts.length).toBe(count)
        },
      ),
      { numRuns: 25 },
    )
  })

  const placeName: Record<keyof Dates, string> = {
    exportedAt: 'the download date',
    finishedAt: 'attempt 1',
    updatedAt: 'the saved answers',
    savedAt: 'the target role',
  }

  it('dates: any date later than now plus the allowance is refused, wherever it is; up to it, read', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof Dates>('exportedAt', 'finishedAt', 'updatedAt', 'savedAt'),
        fc.oneof(
          fc.integer({ min: -10 * 365 * 86_400_000, max: 200 * 365 * 86_400_000 }),
          fc.integer({ min: CLOCK_SKEW_MS - 2000, max: CLOCK_SKEW_MS + 2000 }),
        ),
        async (place, offset) => {
          const json = file({ [place]: iso(NOW + offset) })
          if (offset > CLOCK_SKEW_MS) await expectRefusedUnchanged(json, IMPORT_ERRORS.future(placeName[place]))
          else expect(parseLearnerData(json, email, NOW).ok).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('dates: anything but an ISO 8601 UTC time is refused, wherever it is', async () => {
    const notIso = fc.oneof(
      fc.string(),
      fc.date({ noInvalidDate: true }).map((date) => date.toString()),
      fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
      fc.integer().map(String),
      fc.constantFrom('2026-02-30T10:00:00.000Z', '2026-02-05 09:00:00', '2026-02-05T09:00:00+02:00', '2026-02-05'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof Dates>('exportedAt', 'finishedAt', 'updatedAt', 'savedAt'),
        notIso,
        async (place, value) => {
          fc.pre(!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value) || Number.isNaN(Date.parse(value)))
          const json = file({ [place]: value })
          const parsed = parseLearnerData(json, email, NOW)
          expect(parsed.ok).toBe(false)
          if (!parsed.ok) expect(parsed.error).toMatch(/^This file is damaged: .*Nothing was changed\.$/)
          const storage = fakeStorage()
          await importLearnerData(json, email, storage, NOW)
          for (const call of Object.values(storage)) expect(call).not.toHaveBeenCalled()
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a refused file loses nothing already stored: the device is not even read', async () => {
    const storage = fakeStorage()
    const result = await importLearnerData(file({ savedAt: iso(NOW + 365 * 86_400_000) }), email, storage, NOW)
    expect(result.ok).toBe(false)
    expect(storage.readLocal).not.toHaveBeenCalled()
  })
})
