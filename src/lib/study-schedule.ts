/**
 * A learner's study schedule (docs/product.md (Study schedule)): when they start, on which days and
 * at what time they study, for how long, and how many weeks each course takes. Pure: the record's
 * shape and its parser, shared by the device's store, the learner data file and the plan page.
 */
import { isRecord } from './is-record'

/** Days of the week as `Date.getDay()` numbers them: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export type StudySchedule = {
  /** The first day of study, `YYYY-MM-DD` in the learner's calendar. */
  startDate: string
  /** The study days, each once, in week order from Monday. */
  days: readonly Weekday[]
  /** The time a session starts, `HH:MM` (24 h). */
  time: string
  /** How long a session lasts. */
  sessionMinutes: number
  /** How many weeks each course takes. */
  weeksPerCourse: number
  /** The IANA time zone the date and time are in (the device's when the schedule was saved). */
  timeZone: string
}

export const SESSION_MINUTES = { min: 15, max: 240 } as const
export const WEEKS_PER_COURSE = { min: 1, max: 12 } as const

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0]
const isWeekday = (value: unknown): value is Weekday => WEEK_ORDER.includes(value as Weekday)
const wholeIn = (value: unknown, range: { min: number; max: number }): value is number =>
  Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max

/** Pure: a stored or imported schedule checked field by field, or null when any field is not valid. */
export function parseStudySchedule(raw: unknown): StudySchedule | null {
  if (!isRecord(raw)) return null
  const { startDate, days, time, sessionMinutes, weeksPerCourse, timeZone } = raw
  if (!isCalendarDate(startDate) || typeof time !== 'string' || !TIME.test(time) || !isTimeZone(timeZone)) return null
  if (!Array.isArray(days) || days.length === 0 || !days.every(isWeekday)) return null
  if (!wholeIn(sessionMinutes, SESSION_MINUTES) || !wholeIn(weeksPerCourse, WEEKS_PER_COURSE)) return null
  return {
    startDate,
    days: WEEK_ORDER.filter((day) => days.includes(day)),
    time,
    sessionMinutes,
    weeksPerCourse,
    timeZone,
  }
}

// ---- The plan's dates ----------------------------------------------------------------------------

/** Calendar days as UTC midnights: a day is a day, whatever daylight saving does to the clock. */
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`)
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const DAY_MS = 24 * 60 * 60 * 1000

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days * DAY_MS)
}

/** The day of the week of a calendar date. */
export function weekdayOf(date: string): Weekday {
  return new Date(toDay(date)).getUTCDay() as Weekday
}

/** A calendar date in words, as the plan shows it: "Tuesday 2 March 2027" (the runtime's English punctuation). */
const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
export const formatDay = (date: string): string => longDate.format(toDay(date))

/** Today's calendar date in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  // Swedish writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

export type ScheduledCourse<C> = { course: C; /** The last day of its weeks, `YYYY-MM-DD`. */ expectedBy: string }

export type ScheduleDates<C> = {
  /** The first study day on or after the day the remaining courses start. */
  firstSession: string
  courses: ScheduledCourse<C>[]
  /** When the last remaining course is expected to be done; null when none remains. */
  finish: string | null
}

/**
 * Pure: the expected date of each remaining course and the finish date. The remaining courses
 * start on the schedule's start date, or today when that has passed (a schedule looks forward:
 * what is done is no longer in it), one after another, each taking `weeksPerCourse` weeks.
 */
export function scheduleDates<C>(schedule: StudySchedule, remaining: readonly C[], today: string): ScheduleDates<C> {
  const begin = schedule.startDate > today ? schedule.startDate : today
  const courses = remaining.map((course, index) => ({
    course,
    expectedBy: addDays(begin, (index + 1) * schedule.weeksPerCourse * 7 - 1),
  }))
  let firstSession = begin
  while (!schedule.days.includes(weekdayOf(firstSession))) firstSession = addDays(firstSession, 1)
  return { firstSession, courses, finish: courses.at(-1)?.expectedBy ?? null }
}
