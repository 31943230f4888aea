import { useId, useState, type FormEvent } from 'react'
import type { CourseKey } from '~/lib/content/course-keys'
import type { Outcome } from '~/lib/content/outcomes'
import { listSentence } from '~/lib/list-sentence'
import { siteDataBlocked } from '~/lib/storage'
import { saveSchedule } from '~/lib/study-record'
import {
  SESSION_MINUTES,
  WEEKS_PER_COURSE,
  formatDay,
  isCalendarDate,
  parseStudySchedule,
  scheduleDates,
  todayIn,
  type StudySchedule,
  type Weekday,
} from '~/lib/study-schedule'

type Course = { key: CourseKey; title: string }

const WEEKDAYS: ReadonlyArray<{ day: Weekday; name: string }> = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 0, name: 'Sunday' },
]
const SESSION_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240].filter(
  (minutes) => minutes >= SESSION_MINUTES.min && minutes <= SESSION_MINUTES.max,
)
const PACE_CHOICES = Array.from(
  { length: WEEKS_PER_COURSE.max - WEEKS_PER_COURSE.min + 1 },
  (_, index) => WEEKS_PER_COURSE.min + index,
)

/** A calendar date in words, with the date itself for machines. */
const Day = ({ date }: { date: string }) => <time dateTime={date}>{formatDay(date)}</time>
const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

type Draft = {
  startDate: string
  days: readonly Weekday[]
  time: string
  sessionMinutes: number
  weeksPerCourse: number
}

function draftOf(schedule: StudySchedule | null): Draft {
  return (
    schedule ?? {
      startDate: todayIn(deviceTimeZone()),
      days: [1, 3],
      time: '19:00',
      sessionMinutes: 60,
      weeksPerCourse: 2,
    }
  )
}

/**
 * The learner's study schedule on their own plan (docs/product.md (Study schedule)): start date,
 * study days, time, session length and pace; the expected date of each remaining course and the
 * finish date, recalculated as courses are marked done; and "Add to calendar", an .ics file.
 */
export function StudySchedulePanel({
  email,
  outcome,
  remaining,
  schedule,
}: {
  email: string
  outcome: Outcome
  /** The plan's courses not marked done, in plan order. */
  remaining: readonly Course[]
  schedule: StudySchedule | null
}) {
  const id = useId()
  const [editing, setEditing] = useState(false)
  const [status, setStatus] = useState('')

  const save = (next: StudySchedule | null) => {
    saveSchedule(email, next)
    setEditing(false)
    if (!next) setStatus('Your schedule was removed.')
    else if (siteDataBlocked())
      setStatus('Your browser blocks this site from saving data: your schedule is kept until you close this tab.')
    else setStatus('Your schedule is saved on this device.')
  }

  return (
    <section className="plan__block study-schedule" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Study schedule</h2>
      {schedule && !editing ? (
        <ScheduleDates
          outcome={outcome}
          remaining={remaining}
          schedule={schedule}
          onChange={() => {
            setStatus('')
            setEditing(true)
          }}
          onRemove={() => save(null)}
        />
      ) : (
        <ScheduleForm
          initial={draftOf(schedule)}
          onSave={save}
          onCancel={schedule ? () => setEditing(false) : undefined}
        />
      )}
      <p role="status" className="study-schedule__status">
        {status}
      </p>
    </section>
  )
}

function ScheduleDates({
  outcome,
  remaining,
  schedule,
  onChange,
  onRemove,
}: {
  outcome: Outcome
  remaining: readonly Course[]
  schedule: StudySchedule
  onChange: () => void
  onRemove: () => void
}) {
  const [calendarError, setCalendarError] = useState('')
  const dates = scheduleDates(schedule, remaining, todayIn(schedule.timeZone))
  const dayNames = WEEKDAYS.filter(({ day }) => schedule.days.includes(day)).map(({ name }) => `${name}s`)

  const addToCalendar = async () => {
    try {
      const { studyCalendar, studyCalendarFileName } = await import('./study-calendar')
      const text = studyCalendar({ role: outcome, origin: window.location.origin, schedule, dates, now: new Date() })
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
      const name = studyCalendarFileName(outcome)
      Object.assign(document.createElement('a'), { href: url, download: name }).click()
      setTimeout(() => URL.revokeObjectURL(url), 0)
      setCalendarError('')
    } catch {
      // Offline before the calendar code was ever loaded, or a browser that refuses downloads.
      setCalendarError('The calendar file could not be made. Check your connection, then try again.')
    }
  }

  return (
    <>
      <p>
        {listSentence(dayNames)} at {schedule.time}, {schedule.sessionMinutes} minutes a session,{' '}
        {weeks(schedule.weeksPerCourse)} per course, from <Day date={schedule.startDate} />{' '}
        <span className="muted">({schedule.timeZone.replace(/_/g, ' ')} time)</span>.
      </p>
      {dates.finish ? (
        <>
          <p className="study-schedule__finish">
            <strong>
              Expected finish: <Day date={dates.finish} />
            </strong>
          </p>
          <ol className="study-schedule__dates">
            {dates.courses.map(({ course, expectedBy }) => (
              <li key={course.key}>
                {course.title}{' '}
                <span className="muted">
                  · expected by <Day date={expectedBy} />
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p>Every course of your plan is done: there is nothing left to schedule.</p>
      )}
      <div className="btn-row">
        {dates.finish && (
          <button type="button" className="btn" onClick={() => void addToCalendar()}>
            Add to calendar
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={onChange}>
          Change schedule
        </button>
        <button type="button" className="btn btn--ghost" onClick={onRemove}>
          Remove schedule
        </button>
      </div>
      {calendarError && (
        <p className="field__error" role="alert">
          {calendarError}
        </p>
      )}
    </>
  )
}

function ScheduleForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: Draft
  onSave: (schedule: StudySchedule) => void
  onCancel: (() => void) | undefined
}) {
  const id = useId()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<{ startDate?: string; days?: string; time?: string }>({})
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = {
      ...(!isCalendarDate(draft.startDate) && { startDate: 'Enter the day you start, as a date.' }),
      ...(draft.days.length === 0 && { days: 'Choose at least one study day.' }),
      ...(!/^\d{2}:\d{2}$/.test(draft.time) && { time: 'Enter the time your sessions start.' }),
    }
    setErrors(found)
    const schedule = parseStudySchedule({ ...draft, timeZone: deviceTimeZone() })
    if (Object.keys(found).length === 0 && schedule) onSave(schedule)
    else document.getElementById(`${id}-${Object.keys(found)[0] ?? 'startDate'}`)?.focus()
  }

  const described = (field: keyof typeof errors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}

  return (
    <form className="study-schedule__form" onSubmit={submit} noValidate>
      <p className="muted">
        Set when you study: the plan then shows when each course should be done, and you can add the sessions to your
        calendar.
      </p>
      <div className="study-schedule__fields">
        <div className="field">
          <label htmlFor={`${id}-startDate`}>Start date</label>
          <input
            id={`${id}-startDate`}
            type="date"
            value={draft.startDate}
            onChange={(event) => set({ startDate: event.target.value })}
            {...described('startDate')}
          />
          {errors.startDate && (
            <span id={`${id}-startDate-error`} className="field__error">
              {errors.startDate}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>Time</label>
          <input
            id={`${id}-time`}
            type="time"
            value={draft.time}
            onChange={(event) => set({ time: event.target.value })}
            {...described('time')}
          />
          {errors.time && (
            <span id={`${id}-time-error`} className="field__error">
              {errors.time}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-minutes`}>Session length</label>
          <select
            id={`${id}-minutes`}
            value={draft.sessionMinutes}
            onChange={(event) => set({ sessionMinutes: Number(event.target.value) })}
          >
            {SESSION_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-pace`}>Pace</label>
          <select
            id={`${id}-pace`}
            value={draft.weeksPerCourse}
            onChange={(event) => set({ weeksPerCourse: Number(event.target.value) })}
          >
            {PACE_CHOICES.map((count) => (
              <option key={count} value={count}>
                {weeks(count)} per course
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="study-schedule__days" aria-describedby={errors.days ? `${id}-days-error` : undefined}>
        <legend>Study days</legend>
        {WEEKDAYS.map(({ day, name }, index) => (
          <label key={day} className="study-schedule__day">
            <input
              type="checkbox"
              id={index === 0 ? `${id}-days` : undefined}
              checked={draft.days.includes(day)}
              onChange={(event) =>
                set({ days: event.target.checked ? [...draft.days, day] : draft.days.filter((entry) => entry !== day) })
              }
            />
            {name}
          </label>
        ))}
        {errors.days && (
          <span id={`${id}-days-error`} className="field__error">
            {errors.days}
          </span>
        )}
      </fieldset>
      <div className="btn-row">
        <button type="submit" className="btn">
          Save schedule
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  )
}
