/**
 * "Take your data along" (docs/data-export.md): the file "Download my data" writes, the validator
 * that reads one back, and the import that merges it into this device. Parsing is pure and checks
 * the whole file before anything is written; the import takes its storage as arguments, so tests
 * can prove that a refused file writes nothing.
 */
import { normaliseEmail, sameEmail } from '~/lib/email'
import { isCourseKey, type CourseKey } from '~/lib/content/course-keys'
import { isOutcome, type Outcome } from '~/lib/content/roles'
import { mergeStudyRecords, type StudyRecord } from '~/lib/study-record'
import { parseStudySchedule } from '~/lib/study-schedule'
import type { AssessmentState } from '../engine'
import { parseProgress, type SavedProgress } from '../progress-store'
import { isRecord } from '~/lib/is-record'
import { isIsoTime } from '~/lib/iso-time'
import { AttemptError, parseAttempt, type Attempt } from './attempt'
import { uniqueNewestFirst } from './history-store'

export const LEARNER_DATA_FORMAT = 'reskill-ai-learner-data'
/** 2 added the study record (`study`); a version 1 file still imports, without one. */
export const LEARNER_DATA_VERSION = 2
/**
 * Import limits (docs/data-export.md (Limits)): a file is at most 5 MB (a bigger one is not read at all) and holds
 * at most 2,000 attempts (1,000 attempts are about 2 MB), far above a real history.
 */
export const MAX_LEARNER_DATA_BYTES = 5 * 1024 * 1024
export const MAX_IMPORT_ATTEMPTS = 2_000
/**
 * How far in the future a date in the file may be: two devices' clocks rarely differ by more. A later date would
 * win every "newer wins" merge (docs/data-export.md (Limits)).
 */
export const CLOCK_SKEW_MS = 10 * 60 * 1000

export type TargetRoleEntry = { role: Outcome; savedAt: string }

/** Pure: the file's content (docs/data-export.md (The file)). */
export function learnerData(
  email: string,
  parts: {
    attempts: readonly Attempt[]
    progress: SavedProgress | null
    targetRole: TargetRoleEntry | null
    study: StudyRecord
  },
  exportedAt: string,
) {
  return {
    format: LEARNER_DATA_FORMAT,
    version: LEARNER_DATA_VERSION,
    exportedAt,
    user: { email: normaliseEmail(email) },
    attempts: [...parts.attempts],
    progress: parts.progress,
    targetRole: parts.targetRole,
    study: {
      shortlist: [...parts.study.shortlist],
      done: { ...parts.study.done },
      schedule: parts.study.schedule,
      updatedAt: parts.study.updatedAt,
    },
  }
}

/** `reskill-ai-data-2026-05-04.json`: the day of the export. */
export function learnerDataFileName(exportedAt: string): string {
  return `reskill-ai-data-${exportedAt.slice(0, 10)}.json`
}

// ---- Reading a file ------------------------------------------------------------------------------

export type ImportedProgress = { state: AssessmentState; updatedAt: string }

export type ParsedLearnerData = ReturnType<typeof parseFile>

export type ParseResult = { ok: true; data: ParsedLearnerData } | { ok: false; error: string }

const UNCHANGED = 'Nothing was changed.'
export const IMPORT_ERRORS = {
  tooLarge: `This file is larger than 5 MB, too large to be a data file from this site. ${UNCHANGED}`,
  tooMany: `This file holds more than 2,000 attempts, more than a data file from this site does. ${UNCHANGED}`,
  future: (what: string) =>
    `This file has a date in the future (${what}). Check the date and time of the device that saved it and of this one, then try again. ${UNCHANGED}`,
  unreadable: `This file could not be read: it is damaged or not a data file from this site. ${UNCHANGED}`,
  foreign: `This is not a data file from this site: choose the file “Download my data” saved. ${UNCHANGED}`,
  newer: `This file was saved by a newer version of this site. Reload the page to get the newest version, then try again. ${UNCHANGED}`,
  otherUser: `This file holds the data of another account. You can only import your own data into yours. ${UNCHANGED}`,
  damaged: (what: string) => `This file is damaged: ${what}. ${UNCHANGED}`,
} as const

class Refused extends Error {}
const damaged = (what: string) => new Refused(IMPORT_ERRORS.damaged(what))

/** Every date in the file: ISO 8601 UTC (checked where it is read) and not later than now plus CLOCK_SKEW_MS. */
function notInFuture(time: string, what: string, now: number): string {
  if (Date.parse(time) > now + CLOCK_SKEW_MS) throw new Refused(IMPORT_ERRORS.future(what))
  return time
}

function parseTargetRole(raw: unknown, now: number): TargetRoleEntry | null {
  if (raw === null) return null
  if (!isRecord(raw) || !isOutcome(raw.role) || !isIsoTime(raw.savedAt)) throw damaged('its target role is not valid')
  return { role: raw.role, savedAt: notInFuture(raw.savedAt, 'the target role', now) }
}

/**
 * The study record of a version 2 file, checked whole: every saved course and mark, the schedule and the record's
 * date (empty for a record never written). A course key that names no course of this version is refused too:
 * keys are stable, so only a damaged file has one.
 */
function parseStudy(raw: unknown, now: number): StudyRecord {
  const invalid = () => damaged('its saved courses and progress are not valid')
  if (!isRecord(raw) || !Array.isArray(raw.shortlist) || !isRecord(raw.done)) throw invalid()
  if (!raw.shortlist.every(isCourseKey)) throw invalid()
  const done: Partial<Record<CourseKey, string>> = {}
  for (const [key, at] of Object.entries(raw.done)) {
    if (!isCourseKey(key) || !isIsoTime(at)) throw invalid()
    done[key] = notInFuture(at, 'a course marked done', now)
  }
  const schedule = raw.schedule === null ? null : parseStudySchedule(raw.schedule)
  if (raw.schedule !== null && schedule === null) throw damaged('its study schedule is not valid')
  if (raw.updatedAt !== '' && !isIsoTime(raw.updatedAt)) throw invalid()
  if (raw.updatedAt !== '') notInFuture(raw.updatedAt, 'the saved courses and progress', now)
  return { shortlist: [...new Set(raw.shortlist)], done, schedule, updatedAt: raw.updatedAt }
}

/** 'other-version': saved answers of another question bank, which this version cannot restore. */
function parseImportedProgress(raw: unknown, email: string, now: number): ImportedProgress | 'other-version' | null {
  if (raw === null) return null
  if (!isRecord(raw)) throw damaged('its saved answers are not valid')
  if (!isIsoTime(raw.updatedAt)) throw damaged('its saved answers have no valid date')
  notInFuture(raw.updatedAt, 'the saved answers', now)
  // The record is checked exactly as one from this device's storage would be, replay included.
  const loaded = parseProgress(raw, email)
  if (loaded.status === 'in-progress') return { state: loaded.state, updatedAt: loaded.updatedAt }
  // A finished assessment is taken again, not resumed: there is nothing to restore.
  if (loaded.status === 'finished') return null
  if (loaded.status === 'discarded' && loaded.reason === 'version') return 'other-version'
  throw damaged('its saved answers do not fit the assessment')
}

const byteLength = (text: string) => (text.length * 3 <= MAX_LEARNER_DATA_BYTES ? 0 : new Blob([text]).size)

function parseFile(json: string, email: string, now: number) {
  // The card refuses a big file before reading it; this holds for any caller.
  if (json.length > MAX_LEARNER_DATA_BYTES || byteLength(json) > MAX_LEARNER_DATA_BYTES)
    throw new Refused(IMPORT_ERRORS.tooLarge)
  // Text that is not JSON throws a SyntaxError, which parseLearnerData reports as unreadable.
  const raw: unknown = JSON.parse(json)
  if (!isRecord(raw) || raw.format !== LEARNER_DATA_FORMAT) throw new Refused(IMPORT_ERRORS.foreign)
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1)
    throw damaged('its version is not valid')
  if (raw.version > LEARNER_DATA_VERSION) throw new Refused(IMPORT_ERRORS.newer)
  if (!isRecord(raw.user) || typeof raw.user.email !== 'string') throw damaged('it names no account')
  if (!sameEmail(raw.user.email, email)) throw new Refused(IMPORT_ERRORS.otherUser)
  if (!isIsoTime(raw.exportedAt)) throw damaged('its date is not valid')
  notInFuture(raw.exportedAt, 'the download date', now)
  if (!Array.isArray(raw.attempts)) throw damaged('its attempts are missing')
  if (raw.attempts.length > MAX_IMPORT_ATTEMPTS) throw new Refused(IMPORT_ERRORS.tooMany)
  const attempts = raw.attempts.map((candidate, index) => {
    try {
      const attempt = parseAttempt(candidate)
      notInFuture(attempt.finishedAt, `attempt ${index + 1}`, now)
      return attempt
    } catch (error) {
      throw error instanceof AttemptError ? damaged(`attempt ${index + 1}: ${error.message}`) : error
    }
  })
  if (!('progress' in raw)) throw damaged('its saved answers are missing')
  if (!('targetRole' in raw)) throw damaged('its target role is missing')
  // A version 1 file has no study record: nothing of the device's changes.
  if (raw.version >= 2 && !('study' in raw)) throw damaged('its saved courses and progress are missing')
  return {
    exportedAt: raw.exportedAt,
    attempts,
    progress: parseImportedProgress(raw.progress, email, now),
    targetRole: parseTargetRole(raw.targetRole, now),
    study: raw.version >= 2 ? parseStudy(raw.study, now) : null,
  }
}

/**
 * Pure: the file's content checked for the logged-in learner `email` at the time `now`, or why it is refused (a
 * sentence for the learner). Never throws.
 */
export function parseLearnerData(json: string, email: string, now = Date.now()): ParseResult {
  try {
    return { ok: true, data: parseFile(json, email, now) }
  } catch (error) {
    return { ok: false, error: error instanceof Refused ? error.message : IMPORT_ERRORS.unreadable }
  }
}

// ---- Merging into this device ----------------------------------------------------------------------

export type LocalData = {
  /** The ids of the attempts this device has (only the ids: reading 1,000 attempts in full would be wasted). */
  attemptIds: readonly string[]
  /** When the local saved answers were last changed, or null when there are none. */
  progressUpdatedAt: string | null
  targetRole: TargetRoleEntry | null
  study: StudyRecord
}

export type ImportPlan = ReturnType<typeof planImport>
type KeptLocal = 'none-in-file' | 'local-newer' | 'same' | null

/**
 * Why the file's copy is not taken: the file has none, or this device has one as new ('same') or newer; null when
 * the file's is taken (this device has none, or an older one; an unreadable local time counts as the earliest).
 */
function keptLocal(imported: string | undefined, local?: string | null): KeptLocal {
  if (imported === undefined) return 'none-in-file'
  if (!local) return null
  const a = Date.parse(imported)
  const b = Date.parse(local) || 0
  return a > b ? null : a < b ? 'local-newer' : 'same'
}

/**
 * Pure: what an import writes. Attempts merge by id; saved answers and the target role are taken
 * only when this device has none, or the file's are newer (docs/data-export.md).
 */
export function planImport(data: ParsedLearnerData, local: LocalData) {
  const known = new Set(local.attemptIds)
  const attempts = uniqueNewestFirst(data.attempts).filter((attempt) => !known.has(attempt.id))
  const { progress, targetRole } = data
  const fileProgress = progress === 'other-version' ? null : progress
  const progressKept = keptLocal(fileProgress?.updatedAt, local.progressUpdatedAt)
  const targetRoleKept = keptLocal(targetRole?.savedAt, local.targetRole?.savedAt)
  const study = data.study ? mergeStudyRecords(local.study, data.study) : local.study
  const sameSchedule = (a: StudyRecord['schedule'], b: StudyRecord['schedule']) =>
    JSON.stringify(a) === JSON.stringify(b)
  const scheduleChanged = !sameSchedule(study.schedule, local.study.schedule)
  const fileSchedule = data.study?.schedule ?? null
  const savedAdded = study.shortlist.length - local.study.shortlist.length
  const doneAdded = Object.keys(study.done).length - Object.keys(local.study.done).length
  const marksChanged = Object.entries(study.done).some(([key, at]) => local.study.done[key as CourseKey] !== at)
  return {
    /** Attempts this device does not have yet. */
    attempts,
    known: data.attempts.length - attempts.length,
    progress: progressKept === null ? fileProgress : null,
    /** Why the file's saved answers were not taken ('same': this device has them from the same moment). */
    progressKept: progress === 'other-version' ? progress : progressKept,
    targetRole: targetRoleKept === null ? targetRole : null,
    targetRoleKept,
    /** The merged study record to write (docs/data-export.md (Import)), or null when it changes nothing. */
    study: scheduleChanged || savedAdded > 0 || marksChanged ? study : null,
    /** Saved courses and courses marked done the file added. */
    savedAdded,
    doneAdded,
    /** The file's schedule was taken, or this device's newer one was kept over a different one in the file. */
    schedule: scheduleChanged
      ? ('taken' as const)
      : fileSchedule !== null && !sameSchedule(fileSchedule, study.schedule)
        ? ('local-newer' as const)
        : null,
  }
}

export type ImportStorage = {
  readLocal: () => Promise<LocalData>
  addAttempts: (attempts: readonly Attempt[]) => Promise<unknown>
  saveProgress: (progress: ImportedProgress) => Promise<void>
  saveTargetRole: (entry: TargetRoleEntry) => void
  saveStudy: (record: StudyRecord) => void
}

export type ImportResult = { ok: true; plan: ImportPlan } | { ok: false; error: string }

/**
 * Checks the file, then merges it. A refused file never reaches `storage`: not even a read. Write
 * failures reject (the caller says the import did not complete).
 */
export async function importLearnerData(
  json: string,
  email: string,
  storage: ImportStorage,
  now = Date.now(),
): Promise<ImportResult> {
  const parsed = parseLearnerData(json, email, now)
  if (!parsed.ok) return parsed
  const plan = planImport(parsed.data, await storage.readLocal())
  if (plan.attempts.length > 0) await storage.addAttempts(plan.attempts)
  if (plan.progress) await storage.saveProgress(plan.progress)
  if (plan.targetRole) storage.saveTargetRole(plan.targetRole)
  if (plan.study) storage.saveStudy(plan.study)
  return { ok: true, plan }
}
