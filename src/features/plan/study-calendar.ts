/**
 * "Add to calendar": the study schedule as an iCalendar file (RFC 5545) that Google Calendar,
 * Outlook and Apple Calendar open. ical.js writes the format (escaping, line folding, the
 * recurrence rule); this module decides the content: one weekly study event until the finish
 * date, in the learner's time zone, and one all-day event on each course's expected date.
 * Loaded on the click, so the plan page's own code stays small.
 */
import ICAL from 'ical.js'
import type { CourseKey } from '~/lib/content/course-keys'
import type { Outcome } from '~/lib/content/outcomes'
import { outcomeSlug, planPath } from '~/lib/outcome-links'
import { addDays, type ScheduleDates, type StudySchedule, type Weekday } from '~/lib/study-schedule'

export type CalendarCourse = { key: CourseKey; title: string }

// ical.js folds a line after 75 octets and starts the next with a space: 74 keeps every line,
// the space included, within RFC 5545's 75 octets.
ICAL.foldLength = 74

const BYDAY: Record<Weekday, string> = { 0: 'SU', 1: 'MO', 2: 'TU', 3: 'WE', 4: 'TH', 5: 'FR', 6: 'SA' }
const MINUTE_MS = 60_000

/** Minutes `timeZone` is ahead of UTC at the instant `ms`. */
export function utcOffsetMinutes(timeZone: string, ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(ms))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return Math.round((local - Math.floor(ms / MINUTE_MS) * MINUTE_MS) / MINUTE_MS)
}

type Transition = { at: number; from: number; to: number }

/** The instants between `from` and `to` at which `timeZone`'s offset changes, to the minute. */
export function offsetTransitions(timeZone: string, from: number, to: number): Transition[] {
  const week = 7 * 24 * 60 * MINUTE_MS
  const found: Transition[] = []
  for (let start = from; start < to; start += week) {
    const end = Math.min(start + week, to)
    const before = utcOffsetMinutes(timeZone, start)
    const after = utcOffsetMinutes(timeZone, end)
    if (before === after) continue
    // Offsets change at most once a week: narrow down to the first minute with the new one.
    let [low, high] = [start, end]
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS
      if (utcOffsetMinutes(timeZone, middle) === before) low = middle
      else high = middle
    }
    found.push({ at: high, from: before, to: after })
  }
  return found
}

const localTime = (ms: number, offset: number) => {
  const date = new Date(ms + offset * MINUTE_MS)
  return ICAL.Time.fromData({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  })
}

/**
 * The VTIMEZONE a TZID needs (RFC 5545, 3.6.5), from the offsets the browser's own time zone data
 * gives for the months the schedule covers: the offset at its start, then each change.
 */
function vtimezone(timeZone: string, from: number, to: number) {
  const zone = new ICAL.Component('vtimezone')
  zone.addPropertyWithValue('tzid', timeZone)
  const first = utcOffsetMinutes(timeZone, from)
  const changes = offsetTransitions(timeZone, from, to)
  const lowest = Math.min(first, ...changes.map((change) => change.to))
  const periods = [{ at: 0, from: first, to: first }, ...changes]
  for (const period of periods) {
    const part = new ICAL.Component(period.to > lowest ? 'daylight' : 'standard')
    // DTSTART is the local time of the change, as the clock showed it before.
    part.addPropertyWithValue('dtstart', localTime(period.at, period.from))
    part.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(period.from * 60))
    part.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(period.to * 60))
    zone.addSubcomponent(part)
  }
  return zone
}

const dateValue = (date: string) => ICAL.Time.fromDateString(date)

/** The instant of `date` at `time` in `timeZone` (the offset that holds then). */
function instant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`)
  const offset = utcOffsetMinutes(timeZone, wall - utcOffsetMinutes(timeZone, wall) * MINUTE_MS)
  return wall - offset * MINUTE_MS
}

export type StudyCalendarInput = {
  role: Outcome
  /** The site's origin, for the plan's address and the events' ids. */
  origin: string
  schedule: StudySchedule
  dates: ScheduleDates<CalendarCourse>
  /** When the file is made (DTSTAMP). */
  now: Date
}

/** Pure: the .ics text of a schedule with at least one remaining course. */
export function studyCalendar({ role, origin, schedule, dates, now }: StudyCalendarInput): string {
  const planUrl = new URL(planPath(role), origin).href
  const host = new URL(origin).host
  const slug = outcomeSlug(role)
  const finish = dates.finish ?? dates.firstSession
  const calendar = new ICAL.Component('vcalendar')
  calendar.addPropertyWithValue('prodid', `-//${host}//Study schedule//EN`)
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('calscale', 'GREGORIAN')
  calendar.addPropertyWithValue('method', 'PUBLISH')
  calendar.addPropertyWithValue('x-wr-calname', `${role} study plan`)
  const firstStart = instant(dates.firstSession, schedule.time, schedule.timeZone)
  const lastEnd = instant(addDays(finish, 1), '00:00', schedule.timeZone)
  calendar.addSubcomponent(vtimezone(schedule.timeZone, firstStart - 7 * 24 * 60 * MINUTE_MS, lastEnd))

  const stamp = ICAL.Time.fromJSDate(now, true)
  const event = (uid: string, summary: string, description: string) => {
    const component = new ICAL.Component('vevent')
    component.addPropertyWithValue('uid', `${uid}@${host}`)
    component.addPropertyWithValue('dtstamp', stamp)
    component.addPropertyWithValue('summary', summary)
    component.addPropertyWithValue('description', description)
    component.addPropertyWithValue('url', planUrl)
    calendar.addSubcomponent(component)
    return component
  }

  const study = event(
    `study-${slug}`,
    `Study: ${role}`,
    `${schedule.sessionMinutes} minutes on your ${role} plan: ${dates.courses.map(({ course }) => course.title).join(', ')}.`,
  )
  const zoned = (ms: number) => localTime(ms, utcOffsetMinutes(schedule.timeZone, ms))
  const start = study.addPropertyWithValue('dtstart', zoned(firstStart))
  start.setParameter('tzid', schedule.timeZone)
  const end = study.addPropertyWithValue('dtend', zoned(firstStart + schedule.sessionMinutes * MINUTE_MS))
  end.setParameter('tzid', schedule.timeZone)
  // UNTIL is in UTC when DTSTART has a time zone: the end of the finish day there.
  const until = ICAL.Time.fromJSDate(new Date(lastEnd - 1000), true)
  study.addPropertyWithValue(
    'rrule',
    ICAL.Recur.fromData({ freq: 'WEEKLY', byday: schedule.days.map((day) => BYDAY[day]), until }),
  )

  for (const { course, expectedBy } of dates.courses) {
    const due = event(
      `course-${course.key}-${slug}`,
      `Finish: ${course.title}`,
      `Expected end of “${course.title}” in your ${role} plan.`,
    )
    due.addPropertyWithValue('dtstart', dateValue(expectedBy))
    due.addPropertyWithValue('dtend', dateValue(addDays(expectedBy, 1)))
    due.addPropertyWithValue('transp', 'TRANSPARENT')
  }
  // Every content line ends with CRLF (RFC 5545, 3.1), the last one too.
  return `${calendar.toString()}\r\n`
}

/** `reskill-ai-agent-architect-schedule.ics` */
export const studyCalendarFileName = (role: Outcome) => `reskill-ai-${outcomeSlug(role)}-schedule.ics`
