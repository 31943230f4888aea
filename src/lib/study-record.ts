/**
 * The learner's study record (docs/product.md (Save, Learning plan)): the courses they saved
 * (their shortlist), the courses they marked done with the time of the mark, and their study
 * schedule. One record per owner — a logged-in learner by normalised e-mail, or the visitor when
 * logged out — in localStorage through `localStore`, so with site data blocked it lasts for the
 * tab (`siteDataBlocked()` lets a screen say so). Everything read back is parsed, a damaged entry
 * dropped; React follows a record with `useStudyRecord`, whose server snapshot is the empty record
 * so prerendered pages hydrate without a mismatch.
 */
import { useSyncExternalStore } from 'react'
import { isCourseKey, type CourseKey } from './content/course-keys'
import { normaliseEmail } from './email'
import { isRecord } from './is-record'
import { isIsoTime } from './iso-time'
import { localStore } from './storage'
import { parseStudySchedule, type StudySchedule } from './study-schedule'

export type StudyRecord = {
  /** Saved courses, in the order they were saved. */
  shortlist: readonly CourseKey[]
  /** The courses marked done, each with the ISO time it was marked. */
  done: Readonly<Partial<Record<CourseKey, string>>>
  schedule: StudySchedule | null
  /** ISO time of the last change; '' for a record never written. */
  updatedAt: string
}

/** The owner of a logged-out visitor's record (an e-mail always has an @, so no account is named so). */
export const VISITOR = 'visitor'

export const EMPTY_STUDY_RECORD: StudyRecord = Object.freeze({
  shortlist: Object.freeze([]) as readonly CourseKey[],
  done: Object.freeze({}),
  schedule: null,
  updatedAt: '',
})

const PREFIX = 'study:'
const ownerKey = (owner: string) => PREFIX + (owner === VISITOR ? VISITOR : normaliseEmail(owner))

/** Pure: a stored record read field by field; damaged entries are dropped, a damaged record is the empty one. */
export function parseStudyRecord(raw: unknown): StudyRecord {
  if (!isRecord(raw)) return EMPTY_STUDY_RECORD
  const shortlist = Array.isArray(raw.shortlist) ? [...new Set(raw.shortlist.filter(isCourseKey))] : []
  const done: Partial<Record<CourseKey, string>> = {}
  if (isRecord(raw.done)) {
    for (const [key, at] of Object.entries(raw.done)) if (isCourseKey(key) && isIsoTime(at)) done[key] = at
  }
  return {
    shortlist,
    done,
    schedule: parseStudySchedule(raw.schedule),
    updatedAt: isIsoTime(raw.updatedAt) ? raw.updatedAt : '',
  }
}

// ---- The store -----------------------------------------------------------------------------------

const listeners = new Set<() => void>()
/** The last record read per owner, with the text it was read from: a snapshot changes only when that text does. */
const cache = new Map<string, { raw: string | null; record: StudyRecord }>()

function changed() {
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  // Another tab saved a course or marked one done.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(PREFIX)) changed()
  })
}

/** `owner`'s record (an e-mail, or VISITOR): the same object until it changes. */
export function readStudyRecord(owner: string): StudyRecord {
  const key = ownerKey(owner)
  const raw = localStore.get(key)
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.record
  let record = EMPTY_STUDY_RECORD
  if (raw !== null) {
    try {
      record = parseStudyRecord(JSON.parse(raw))
    } catch {
      // Not JSON: nothing of it can be read.
    }
  }
  cache.set(key, { raw, record })
  return record
}

/** Writes `owner`'s record, stamped now unless `updatedAt` is given (an import keeps the newer of two times). */
export function writeStudyRecord(owner: string, record: Omit<StudyRecord, 'updatedAt'>, updatedAt?: string): void {
  const next: StudyRecord = { ...record, updatedAt: updatedAt ?? new Date().toISOString() }
  localStore.set(ownerKey(owner), JSON.stringify(next))
  changed()
}

function update(owner: string, change: (record: StudyRecord) => Omit<StudyRecord, 'updatedAt'>): void {
  writeStudyRecord(owner, change(readStudyRecord(owner)))
}

export function subscribeStudyRecord(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The record's owner for a session: the learner's normalised e-mail, or VISITOR when logged out. */
export const studyOwner = (email: string | null | undefined): string => (email ? normaliseEmail(email) : VISITOR)

/** Follows `owner`'s record; the empty record while the page hydrates. */
export function useStudyRecord(owner: string): StudyRecord {
  return useSyncExternalStore(
    subscribeStudyRecord,
    () => readStudyRecord(owner),
    () => EMPTY_STUDY_RECORD,
  )
}

/** Saves `key` to `owner`'s shortlist, or takes it off. */
export function setSaved(owner: string, key: CourseKey, saved: boolean): void {
  update(owner, (record) => ({
    ...record,
    shortlist: saved
      ? record.shortlist.includes(key)
        ? record.shortlist
        : [...record.shortlist, key]
      : record.shortlist.filter((entry) => entry !== key),
  }))
}

/** Marks `key` done for `email` (at `at`), or not done. */
export function setDone(email: string, key: CourseKey, done: boolean, at = new Date().toISOString()): void {
  update(email, (record) => {
    const { [key]: _previous, ...rest } = record.done
    return { ...record, done: done ? { ...rest, [key]: at } : rest }
  })
}

/** Saves `email`'s study schedule, or removes it (null). */
export function saveSchedule(email: string, schedule: StudySchedule | null): void {
  update(email, (record) => ({ ...record, schedule }))
}

// ---- Merging two records -------------------------------------------------------------------------

/** Pure: `into`'s shortlist followed by the keys of `from` it lacks. */
const union = (into: readonly CourseKey[], from: readonly CourseKey[]) => [
  ...into,
  ...from.filter((key) => !into.includes(key)),
]

/** Pure: each key marked in either, at the earlier mark when both have it. */
function earlierMarks(a: StudyRecord['done'], b: StudyRecord['done']): StudyRecord['done'] {
  const done: Partial<Record<CourseKey, string>> = { ...a }
  for (const [key, at] of Object.entries(b) as [CourseKey, string][]) {
    const mine = done[key]
    if (mine === undefined || Date.parse(at) < Date.parse(mine)) done[key] = at
  }
  return done
}

/**
 * Pure: the record after a learner data file's record is imported into `local`
 * (docs/data-export.md (Import)): the shortlists' union, every key marked done in either (the
 * earlier mark when both have it), and the schedule of the record changed last (`updatedAt`; this
 * device's on a tie). Its `updatedAt` is the later of the two, so importing the same file again
 * changes nothing.
 */
export function mergeStudyRecords(local: StudyRecord, imported: StudyRecord): StudyRecord {
  const importedNewer = (Date.parse(imported.updatedAt) || 0) > (Date.parse(local.updatedAt) || 0)
  return {
    shortlist: union(local.shortlist, imported.shortlist),
    done: earlierMarks(local.done, imported.done),
    schedule: importedNewer ? imported.schedule : local.schedule,
    updatedAt: importedNewer ? imported.updatedAt : local.updatedAt,
  }
}

/** Pure: the account's record once a visitor's is joined to it at login: their saved courses and marks added. */
export function joinVisitor(account: StudyRecord, visitor: StudyRecord): Omit<StudyRecord, 'updatedAt'> {
  return {
    shortlist: union(account.shortlist, visitor.shortlist),
    done: earlierMarks(account.done, visitor.done),
    schedule: account.schedule,
  }
}

/** At login: what the visitor saved on this device joins `email`'s record, and the visitor's is cleared. */
export function mergeVisitorInto(email: string): void {
  const visitor = readStudyRecord(VISITOR)
  if (visitor.shortlist.length === 0 && Object.keys(visitor.done).length === 0) return
  writeStudyRecord(email, joinVisitor(readStudyRecord(email), visitor))
  localStore.remove(ownerKey(VISITOR))
  changed()
}

/** "Remove my data" and logout: deletes `email`'s record from this device. */
export function removeStudyRecord(email: string): Promise<void> {
  localStore.remove(ownerKey(email))
  changed()
  return Promise.resolve()
}

// ---- Progress ------------------------------------------------------------------------------------

export type PlanProgress<Course> = { done: number; total: number; next: Course | null }

/** Pure: how many of a plan's courses are done, and the first in plan order that is not (null when all are). */
export function planProgress<Course extends { key: CourseKey }>(
  courses: readonly Course[],
  record: StudyRecord,
): PlanProgress<Course> {
  const done = courses.filter((course) => record.done[course.key] !== undefined).length
  return { done, total: courses.length, next: courses.find((course) => record.done[course.key] === undefined) ?? null }
}

/** "4 of 11 courses done". */
export const progressText = ({ done, total }: { done: number; total: number }): string =>
  `${done} of ${total} ${total === 1 ? 'course' : 'courses'} done`
