import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { courseKey } from '~/lib/content/course-keys'
import { readStudyRecord, useStudyRecord } from '~/lib/study-record'
import { formatDay } from '~/lib/study-schedule'
import { StudySchedulePanel } from './study-schedule'

const email = 'learner@example.com'
const courses = [
  { key: courseKey(1), title: 'First course' },
  { key: courseKey(2), title: 'Second course' },
  { key: courseKey('leadership'), title: 'Third course' },
]

/** The panel as the plan shows it: following the learner's record. */
function Panel({ remaining = courses }: { remaining?: typeof courses }) {
  const record = useStudyRecord(email)
  return <StudySchedulePanel email={email} outcome="Agent Architect" remaining={remaining} schedule={record.schedule} />
}

beforeEach(() => {
  localStorage.clear()
  // A Monday in the learner's calendar, so the expected dates are known.
  vi.useFakeTimers({ now: new Date('2027-03-01T09:00:00Z'), shouldAdvanceTime: true })
})
afterEach(() => vi.useRealTimers())

async function saveSchedule(user: ReturnType<typeof userEvent.setup>, pace = '2 weeks per course') {
  await user.selectOptions(screen.getByLabelText('Pace'), pace)
  await user.click(screen.getByRole('button', { name: 'Save schedule' }))
}

describe('the study schedule', () => {
  it('starts with a form filled in for today, and saves it on this device', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Panel />)
    expect(screen.getByLabelText('Start date')).toHaveValue(new Intl.DateTimeFormat('sv-SE').format(new Date()))
    await saveSchedule(user)
    expect(screen.getByRole('status')).toHaveTextContent('Your schedule is saved on this device.')
    expect(readStudyRecord(email).schedule).toMatchObject({ weeksPerCourse: 2, time: '19:00', days: [1, 3] })
    // Three courses of two weeks each from today.
    expect(screen.getByText(/Expected finish:/)).toHaveTextContent(formatDay('2027-04-11'))
    const dates = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(dates.map((item) => item.textContent)).toEqual([
      `First course · expected by ${formatDay('2027-03-14')}`,
      `Second course · expected by ${formatDay('2027-03-28')}`,
      `Third course · expected by ${formatDay('2027-04-11')}`,
    ])
  })

  it('says what is missing and saves nothing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Panel />)
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }))
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }))
    await user.clear(screen.getByLabelText('Start date'))
    await user.click(screen.getByRole('button', { name: 'Save schedule' }))
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('Enter the day you start, as a date.')
    expect(screen.getByRole('group', { name: 'Study days' })).toHaveAccessibleDescription(
      'Choose at least one study day.',
    )
    expect(screen.getByLabelText('Start date')).toHaveFocus()
    expect(readStudyRecord(email).schedule).toBeNull()
  })

  it('moves the dates when the pace changes or a course is done', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { rerender } = render(<Panel />)
    await saveSchedule(user, '1 week per course')
    expect(screen.getByText(/Expected finish:/)).toHaveTextContent(formatDay('2027-03-21'))
    await user.click(screen.getByRole('button', { name: 'Change schedule' }))
    await saveSchedule(user, '3 weeks per course')
    expect(screen.getByText(/Expected finish:/)).toHaveTextContent(formatDay('2027-05-02'))
    rerender(<Panel remaining={courses.slice(1)} />)
    expect(screen.getByText(/Expected finish:/)).toHaveTextContent(formatDay('2027-04-11'))
    rerender(<Panel remaining={[]} />)
    expect(screen.getByText(/nothing left to schedule/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull()
  })

  it('downloads the calendar file, and can be removed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:calendar'))
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    render(<Panel />)
    await saveSchedule(user)
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }))
    await vi.waitFor(() => expect(downloads).toEqual(['reskill-ai-agent-architect-schedule.ics']))
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8')
    expect(await blobs[0]!.text()).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=')
    await user.click(screen.getByRole('button', { name: 'Remove schedule' }))
    expect(screen.getByRole('status')).toHaveTextContent('Your schedule was removed.')
    expect(readStudyRecord(email).schedule).toBeNull()
    expect(screen.getByRole('button', { name: 'Save schedule' })).toBeVisible()
  })
})
