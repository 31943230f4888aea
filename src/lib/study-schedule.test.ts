import { describe, expect, it } from 'vitest'
import {
  addDays,
  isCalendarDate,
  parseStudySchedule,
  scheduleDates,
  todayIn,
  weekdayOf,
  type StudySchedule,
} from './study-schedule'

const schedule: StudySchedule = {
  startDate: '2027-03-01',
  days: [1, 3],
  time: '19:00',
  sessionMinutes: 60,
  weeksPerCourse: 2,
  timeZone: 'Europe/Berlin',
}
const courses = ['first', 'second', 'third']

describe('the expected dates of a plan', () => {
  it.each([
    // [what, schedule change, remaining, today, first session, expected dates]
    [
      'starts on the start date when it is ahead',
      {},
      courses,
      '2027-02-10',
      '2027-03-01',
      ['2027-03-14', '2027-03-28', '2027-04-11'],
    ],
    [
      'starts today when the start date has passed',
      {},
      courses,
      '2027-03-10',
      '2027-03-10',
      ['2027-03-23', '2027-04-06', '2027-04-20'],
    ],
    [
      'a slower pace moves every date',
      { weeksPerCourse: 3 },
      courses,
      '2027-02-10',
      '2027-03-01',
      ['2027-03-21', '2027-04-11', '2027-05-02'],
    ],
    [
      'a course marked done leaves the schedule',
      {},
      ['first', 'third'],
      '2027-02-10',
      '2027-03-01',
      ['2027-03-14', '2027-03-28'],
    ],
    [
      'the first session is the first study day',
      { days: [4] },
      courses,
      '2027-02-10',
      '2027-03-04',
      ['2027-03-14', '2027-03-28', '2027-04-11'],
    ],
    // Europe/Berlin moves its clocks on 2027-03-28: days are counted as days, not as 24 hours.
    [
      'across a daylight-saving change, a week is seven days',
      { weeksPerCourse: 1, startDate: '2027-03-22' },
      courses,
      '2027-03-01',
      '2027-03-22',
      ['2027-03-28', '2027-04-04', '2027-04-11'],
    ],
  ] as const)('%s', (_what, change, remaining, today, firstSession, expected) => {
    const dates = scheduleDates({ ...schedule, ...change }, remaining, today)
    expect(dates.firstSession).toBe(firstSession)
    expect(dates.courses.map((entry) => entry.expectedBy)).toEqual(expected)
    expect(dates.courses.map((entry) => entry.course)).toEqual(remaining)
    expect(dates.finish).toBe(expected.at(-1))
  })

  it('has no finish date when every course is done', () => {
    expect(scheduleDates(schedule, [], '2027-02-10')).toEqual({ firstSession: '2027-03-01', courses: [], finish: null })
  })
})

describe('calendar days', () => {
  it.each([
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2027-03-27', 2, '2027-03-29'],
    ['2027-03-01', -1, '2027-02-28'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })

  it('names the weekday as Date does', () => {
    expect(weekdayOf('2027-03-01')).toBe(1)
    expect(weekdayOf('2027-03-07')).toBe(0)
  })

  it("gives today's date in the learner's time zone", () => {
    const lateEvening = new Date('2027-03-01T23:30:00Z')
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2027-03-02')
    expect(todayIn('America/New_York', lateEvening)).toBe('2027-03-01')
  })

  it.each(['2027-02-29', '2027-13-01', '2027-1-1', '', 20270301])('refuses %s as a date', (value) => {
    expect(isCalendarDate(value)).toBe(false)
  })
})

describe('a schedule read back', () => {
  it('keeps a valid one, with its days in week order', () => {
    expect(parseStudySchedule({ ...schedule, days: [0, 3, 1] })).toEqual({ ...schedule, days: [1, 3, 0] })
  })

  it.each([
    ['no days', { days: [] }],
    ['an unknown day', { days: [7] }],
    ['a time that is not HH:MM', { time: '7pm' }],
    ['an impossible date', { startDate: '2027-02-30' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }],
    ['a session too long', { sessionMinutes: 600 }],
    ['a pace of no weeks', { weeksPerCourse: 0 }],
    ['a fractional pace', { weeksPerCourse: 1.5 }],
  ])('refuses %s', (_what, change) => {
    expect(parseStudySchedule({ ...schedule, ...change })).toBeNull()
  })

  it('refuses what is not a record', () => {
    expect(parseStudySchedule(null)).toBeNull()
    expect(parseStudySchedule('schedule')).toBeNull()
  })
})
