// @vitest-environment node
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { courseKey } from '~/lib/content/course-keys'
import { scheduleDates, type StudySchedule } from '~/lib/study-schedule'
import { offsetTransitions, studyCalendar, utcOffsetMinutes } from './study-calendar'

const schedule: StudySchedule = {
  startDate: '2027-03-01',
  days: [2, 4],
  time: '19:00',
  sessionMinutes: 45,
  weeksPerCourse: 2,
  timeZone: 'Europe/Berlin',
}
const courses = [
  {
    key: courseKey(1),
    title: 'Prompts, tools; and \\ escapes: a title long enough to be folded twice over by the writer',
  },
  { key: courseKey('leadership'), title: 'Leading teams' },
  { key: courseKey(7), title: 'Agents' },
]
const origin = 'https://reskill.example'

/** The file as a calendar application reads it: parsed, its time zone registered. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = calendar.getFirstSubcomponent('vtimezone')!
  ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
  return { calendar, events }
}

function make(change: Partial<StudySchedule> = {}, today = '2027-02-10') {
  const chosen = { ...schedule, ...change }
  const dates = scheduleDates(chosen, courses, today)
  return { dates, text: studyCalendar({ role: 'Agent Architect', origin, schedule: chosen, dates, now: new Date() }) }
}

describe('the study calendar file', () => {
  it('is RFC 5545 text: CRLF line ends, no line over 75 octets, escaped texts read back whole', () => {
    const { text } = make()
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const { events } = read(text)
    expect(events.map((event) => event.summary)).toContain(`Finish: ${courses[0]!.title}`)
  })

  it('has a weekly study event on the study days, from the first session until the finish date', () => {
    const { text, dates } = make()
    const study = read(text).events.find((event) => event.isRecurring())!
    expect(study.summary).toBe('Study: Agent Architect')
    expect(study.startDate.toString()).toBe(`${dates.firstSession}T19:00:00`)
    expect(study.startDate.zone?.tzid).toBe('Europe/Berlin')
    expect(study.duration.toSeconds()).toBe(45 * 60)
    const rule = study.component.getFirstPropertyValue('rrule') as ICAL.Recur
    expect(rule.freq).toBe('WEEKLY')
    expect(rule.parts.BYDAY).toEqual(['TU', 'TH'])
    const occurrences: ICAL.Time[] = []
    const iterator = study.iterator()
    for (let next = iterator.next(); next; next = iterator.next()) occurrences.push(next)
    const last = occurrences.at(-1)!
    expect(last.toString().slice(0, 10) <= dates.finish!).toBe(true)
    // The schedule starts on a Monday: each of its weeks has one session per study day.
    expect(occurrences.length).toBe(dates.courses.length * schedule.weeksPerCourse * schedule.days.length)
  })

  it('keeps the study time at 19:00 local across the daylight-saving change, an hour earlier in UTC', () => {
    const { text } = make()
    const study = read(text).events.find((event) => event.isRecurring())!
    const iterator = study.iterator()
    const times: ICAL.Time[] = []
    for (let next = iterator.next(); next; next = iterator.next()) times.push(next)
    const before = times.find((time) => time.toString().startsWith('2027-03-25'))!
    const after = times.find((time) => time.toString().startsWith('2027-03-30'))!
    expect([before.hour, after.hour]).toEqual([19, 19])
    expect(new Date(before.toUnixTime() * 1000).toISOString()).toBe('2027-03-25T18:00:00.000Z')
    expect(new Date(after.toUnixTime() * 1000).toISOString()).toBe('2027-03-30T17:00:00.000Z')
  })

  it("has an all-day event on each course's expected date", () => {
    const { text, dates } = make()
    const dayEvents = read(text).events.filter((event) => !event.isRecurring())
    expect(dayEvents.map((event) => [event.summary, event.startDate.toString(), event.startDate.isDate])).toEqual(
      dates.courses.map(({ course, expectedBy }) => [`Finish: ${course.title}`, expectedBy, true]),
    )
    expect(new Set(read(text).events.map((event) => event.uid)).size).toBe(dates.courses.length + 1)
  })

  it('names a zone without daylight saving with one period', () => {
    const { text } = make({ timeZone: 'Asia/Tokyo' })
    const zone = read(text).calendar.getFirstSubcomponent('vtimezone')!
    expect(zone.getAllSubcomponents().map((part) => part.name)).toEqual(['standard'])
    expect(String(zone.getAllSubcomponents()[0]!.getFirstPropertyValue('tzoffsetto'))).toBe('+09:00')
  })
})

describe('time zone offsets', () => {
  it('finds the changes of a year to the minute', () => {
    const year = offsetTransitions('Europe/Berlin', Date.parse('2027-01-01T00:00Z'), Date.parse('2028-01-01T00:00Z'))
    expect(year.map(({ at, from, to }) => [new Date(at).toISOString(), from, to])).toEqual([
      ['2027-03-28T01:00:00.000Z', 60, 120],
      ['2027-10-31T01:00:00.000Z', 120, 60],
    ])
  })

  it.each([
    ['UTC', '2027-07-01T12:00Z', 0],
    ['America/New_York', '2027-07-01T12:00Z', -240],
    ['Asia/Kolkata', '2027-01-01T12:00Z', 330],
  ])('%s at %s is %i minutes from UTC', (zone, at, minutes) => {
    expect(utcOffsetMinutes(zone, Date.parse(at))).toBe(minutes)
  })
})
