import { beforeEach, describe, expect, it } from 'vitest'
import type { CourseKey } from './content/course-keys'
import type { StudySchedule } from './study-schedule'
import {
  EMPTY_STUDY_RECORD,
  joinVisitor,
  mergeStudyRecords,
  mergeVisitorInto,
  parseStudyRecord,
  planProgress,
  readStudyRecord,
  removeStudyRecord,
  setDone,
  setSaved,
  VISITOR,
  type StudyRecord,
} from './study-record'

const T1 = '2026-05-01T10:00:00.000Z'
const T2 = '2026-05-02T10:00:00.000Z'
const T3 = '2026-05-03T10:00:00.000Z'
const SCHEDULE: StudySchedule = {
  startDate: '2026-06-01',
  days: [1, 3],
  time: '18:30',
  sessionMinutes: 60,
  weeksPerCourse: 2,
  timeZone: 'Europe/Paris',
}
const OTHER_SCHEDULE: StudySchedule = { ...SCHEDULE, time: '07:00' }

const record = (fields: Partial<StudyRecord>): StudyRecord => ({ ...EMPTY_STUDY_RECORD, ...fields })

describe('the study record parser', () => {
  it.each<[string, unknown, StudyRecord]>([
    ['not an object', 'saved', EMPTY_STUDY_RECORD],
    ['an array', [], EMPTY_STUDY_RECORD],
    [
      'a valid record',
      { shortlist: ['self-paced-3'], done: { 'instructor-led-mindset': T1 }, schedule: SCHEDULE, updatedAt: T2 },
      record({
        shortlist: ['self-paced-3'],
        done: { 'instructor-led-mindset': T1 },
        schedule: SCHEDULE,
        updatedAt: T2,
      }),
    ],
    [
      'unknown and malformed keys in the shortlist, and a repeated one',
      { shortlist: ['self-paced-3', 'self-paced-0', 'instructor-led-cooking', 7, null, 'self-paced-3'], updatedAt: T1 },
      record({ shortlist: ['self-paced-3'], updatedAt: T1 }),
    ],
    [
      'done marks with a bad key or a bad time',
      { done: { 'self-paced-1': 'yesterday', 'course-2': T1, 'self-paced-2': T1, 'self-paced-4': 5 } },
      record({ done: { 'self-paced-2': T1 } }),
    ],
    ['a damaged schedule', { schedule: { ...SCHEDULE, days: [] } }, record({})],
    ['a shortlist that is not a list', { shortlist: 'self-paced-1', done: [] }, record({})],
    ['a damaged time', { updatedAt: '2026-13-45' }, record({})],
  ])('%s', (_, raw, expected) => {
    expect(parseStudyRecord(raw)).toEqual(expected)
  })
})

describe('merging', () => {
  it.each<[string, StudyRecord, StudyRecord, Omit<StudyRecord, 'updatedAt'>]>([
    [
      'a visitor with nothing',
      record({ shortlist: ['self-paced-1'] }),
      record({}),
      record({ shortlist: ['self-paced-1'] }),
    ],
    [
      'a visitor’s courses join the account’s, each once, after them',
      record({ shortlist: ['self-paced-1', 'self-paced-2'], schedule: SCHEDULE }),
      record({ shortlist: ['self-paced-2', 'instructor-led-strategy'] }),
      record({ shortlist: ['self-paced-1', 'self-paced-2', 'instructor-led-strategy'], schedule: SCHEDULE }),
    ],
    [
      'an account with nothing takes the visitor’s',
      record({}),
      record({ shortlist: ['self-paced-9'] }),
      record({ shortlist: ['self-paced-9'] }),
    ],
  ])('visitor to account: %s', (_, account, visitor, expected) => {
    const { updatedAt: _ignored, ...fields } = record(joinVisitor(account, visitor))
    const { updatedAt: _none, ...wanted } = record(expected)
    expect(fields).toEqual(wanted)
  })

  it.each<[string, StudyRecord, StudyRecord, StudyRecord]>([
    [
      'a file on a device with nothing takes everything',
      EMPTY_STUDY_RECORD,
      record({ shortlist: ['self-paced-1'], done: { 'self-paced-1': T1 }, schedule: SCHEDULE, updatedAt: T2 }),
      record({ shortlist: ['self-paced-1'], done: { 'self-paced-1': T1 }, schedule: SCHEDULE, updatedAt: T2 }),
    ],
    [
      'shortlists join; a mark on both keeps the earlier; a newer file brings its schedule',
      record({
        shortlist: ['self-paced-1'],
        done: { 'self-paced-1': T2, 'self-paced-5': T3 },
        schedule: SCHEDULE,
        updatedAt: T2,
      }),
      record({
        shortlist: ['self-paced-2', 'self-paced-1'],
        done: { 'self-paced-1': T1 },
        schedule: OTHER_SCHEDULE,
        updatedAt: T3,
      }),
      record({
        shortlist: ['self-paced-1', 'self-paced-2'],
        done: { 'self-paced-1': T1, 'self-paced-5': T3 },
        schedule: OTHER_SCHEDULE,
        updatedAt: T3,
      }),
    ],
    [
      'an older file adds its courses and marks but leaves the schedule',
      record({ shortlist: ['self-paced-1'], schedule: SCHEDULE, updatedAt: T3 }),
      record({ shortlist: ['self-paced-7'], done: { 'self-paced-7': T1 }, schedule: null, updatedAt: T1 }),
      record({
        shortlist: ['self-paced-1', 'self-paced-7'],
        done: { 'self-paced-7': T1 },
        schedule: SCHEDULE,
        updatedAt: T3,
      }),
    ],
    [
      'a newer file without a schedule removes it (the schedule of the record changed last)',
      record({ schedule: SCHEDULE, updatedAt: T1 }),
      record({ schedule: null, updatedAt: T2 }),
      record({ schedule: null, updatedAt: T2 }),
    ],
    [
      'the same moment keeps this device’s schedule',
      record({ schedule: SCHEDULE, updatedAt: T2 }),
      record({ schedule: OTHER_SCHEDULE, updatedAt: T2 }),
      record({ schedule: SCHEDULE, updatedAt: T2 }),
    ],
  ])('an imported record: %s', (_, local, imported, expected) => {
    const merged = mergeStudyRecords(local, imported)
    expect(merged).toEqual(expected)
    // Importing the same file again changes nothing.
    expect(mergeStudyRecords(merged, imported)).toEqual(merged)
  })
})

describe('progress', () => {
  const courses = (['self-paced-1', 'self-paced-2', 'instructor-led-mindset'] as CourseKey[]).map((key) => ({
    key,
    title: key,
  }))
  it.each<[string, StudyRecord['done'], number, CourseKey | null]>([
    ['nothing done: the first course is next', {}, 0, 'self-paced-1'],
    ['the first done: the second is next', { 'self-paced-1': T1 }, 1, 'self-paced-2'],
    ['a later one done: the first not done is next', { 'self-paced-2': T1 }, 1, 'self-paced-1'],
    ['a course of another plan does not count', { 'self-paced-9': T1 }, 0, 'self-paced-1'],
    ['all done: nothing next', { 'self-paced-1': T1, 'self-paced-2': T2, 'instructor-led-mindset': T3 }, 3, null],
  ])('%s', (_, done, count, next) => {
    const progress = planProgress(courses, record({ done }))
    expect(progress.done).toBe(count)
    expect(progress.total).toBe(courses.length)
    expect(progress.next?.key ?? null).toBe(next)
  })
})

describe('the store', () => {
  beforeEach(() => localStorage.clear())

  it('keeps one record per owner, the e-mail normalised', () => {
    setSaved('A@Example.com', 'self-paced-1', true)
    setSaved(VISITOR, 'self-paced-2', true)
    expect(readStudyRecord('a@example.com').shortlist).toEqual(['self-paced-1'])
    expect(readStudyRecord(VISITOR).shortlist).toEqual(['self-paced-2'])
    expect(readStudyRecord('b@example.com')).toBe(EMPTY_STUDY_RECORD)
    // A snapshot is the same object until the record changes.
    expect(readStudyRecord('a@example.com')).toBe(readStudyRecord('a@example.com'))
    setSaved('a@example.com', 'self-paced-1', false)
    expect(readStudyRecord('a@example.com').shortlist).toEqual([])
  })

  it('marks a course done with its time, and unmarks it', () => {
    setDone('a@example.com', 'self-paced-4', true, T1)
    expect(readStudyRecord('a@example.com').done).toEqual({ 'self-paced-4': T1 })
    setDone('a@example.com', 'self-paced-4', false)
    expect(readStudyRecord('a@example.com').done).toEqual({})
  })

  it('reads a damaged entry as the empty record', () => {
    localStorage.setItem('study:a@example.com', '{not json')
    expect(readStudyRecord('a@example.com')).toBe(EMPTY_STUDY_RECORD)
  })

  it('joins the visitor’s shortlist to the account at login and clears the visitor’s', () => {
    setSaved('a@example.com', 'self-paced-1', true)
    setSaved(VISITOR, 'self-paced-2', true)
    setSaved(VISITOR, 'self-paced-1', true)
    mergeVisitorInto('a@example.com')
    expect(readStudyRecord('a@example.com').shortlist).toEqual(['self-paced-1', 'self-paced-2'])
    expect(readStudyRecord(VISITOR)).toBe(EMPTY_STUDY_RECORD)
  })

  it('removes a learner’s record and no one else’s', async () => {
    setSaved('a@example.com', 'self-paced-1', true)
    setSaved('b@example.com', 'self-paced-1', true)
    await removeStudyRecord('A@example.com')
    expect(readStudyRecord('a@example.com')).toBe(EMPTY_STUDY_RECORD)
    expect(readStudyRecord('b@example.com').shortlist).toEqual(['self-paced-1'])
  })
})
