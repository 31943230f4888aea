/**
 * The study schedule on the learner's own plan (docs/product.md (Study schedule)): set, kept on the
 * device, recalculated when a course is marked done, and downloaded as an .ics file that a real
 * iCalendar parser (ical.js, as calendar applications read it) finds complete: the weekly study
 * event with its recurrence rule, and one all-day event per remaining course on the date the plan shows.
 */
import { readFile } from 'node:fs/promises'
import ICAL from 'ical.js'
import { expect, SEEDED, test } from './fixtures'
import { expectNoAxeViolations, expectNoAxeViolationsAtEachWidth } from './support/axe'
import { addDays, todayIn } from '../src/lib/study-schedule'

const ZONE = 'Europe/Berlin'
// A zone with daylight saving, so the file must carry its VTIMEZONE.
test.use({ timezoneId: ZONE })

test('a learner sets a schedule, marks a course done, and adds the rest to their calendar', async ({ page, login }) => {
  await login()
  // The learner's role, as the assessment leaves it (docs/product.md (Session and storage)).
  await page.evaluate(
    (email) =>
      localStorage.setItem(
        'targetRole',
        JSON.stringify({ email, role: 'Agent Architect', savedAt: new Date().toISOString() }),
      ),
    SEEDED.email,
  )
  await page.goto('/plan/agent-architect')
  const panel = page.getByRole('region', { name: 'Study schedule' })
  const start = addDays(todayIn(ZONE), 7)
  await panel.getByLabel('Start date').fill(start)
  await panel.getByRole('checkbox', { name: 'Monday' }).uncheck()
  await panel.getByRole('checkbox', { name: 'Wednesday' }).uncheck()
  await panel.getByRole('button', { name: 'Save schedule' }).click()
  await expect(panel.getByText('Choose at least one study day.')).toBeVisible()
  await expectNoAxeViolations(page, 'the schedule form with an error', { include: '.study-schedule' })
  await panel.getByRole('checkbox', { name: 'Tuesday' }).check()
  await panel.getByRole('checkbox', { name: 'Thursday' }).check()
  await panel.getByLabel('Time').fill('07:30')
  await panel.getByLabel('Session length').selectOption({ label: '45 minutes' })
  await panel.getByLabel('Pace').selectOption({ label: '1 week per course' })
  await panel.getByRole('button', { name: 'Save schedule' }).click()
  await expect(panel.getByRole('status')).toHaveText('Your schedule is saved on this device.')
  await expect(panel).toContainText('Tuesdays and Thursdays at 07:30, 45 minutes a session, 1 week per course, from')
  await expect(panel.locator(`time[datetime="${start}"]`)).toBeVisible()

  /** The schedule's lines as the page shows them: each remaining course and its expected day. */
  const rows = () =>
    panel.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        title: item.firstChild?.textContent?.trim() ?? '',
        date: item.querySelector('time')?.dateTime ?? '',
      })),
    )
  const finish = panel.getByText(/^Expected finish:/).locator('time')
  const before = await rows()
  // Marking the first course done takes it out of the schedule: every later course moves up a week.
  // Each course's box is named "Done" and the course's title.
  await page.getByRole('checkbox', { name: `: ${before[0]!.title}` }).check()
  await expect.poll(async () => (await rows()).length).toBe(before.length - 1)
  const after = await rows()
  expect(after.map((row) => row.title)).toEqual(before.slice(1).map((row) => row.title))
  expect(after.map((row) => row.date)).toEqual(before.slice(0, -1).map((row) => row.date))
  await expect(finish).toHaveAttribute('datetime', after.at(-1)!.date)

  await expectNoAxeViolationsAtEachWidth(page, 'a plan with progress and a schedule', { include: 'main' })

  // Kept on the device: the same after a reload.
  await page.reload()
  await expect.poll(rows).toEqual(after)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Add to calendar' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('reskill-ai-agent-architect-schedule.ics')
  const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')))
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(ZONE)
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))

  const study = events.find((event) => event.isRecurring())!
  expect(study.summary).toBe('Study: Agent Architect')
  expect(study.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(ZONE)
  expect([study.startDate.hour, study.startDate.minute]).toEqual([7, 30])
  expect([2, 4]).toContain(study.startDate.dayOfWeek() - 1)
  expect(study.duration.toSeconds()).toBe(45 * 60)
  const rule = study.component.getFirstPropertyValue('rrule') as ICAL.Recur
  expect(rule.freq).toBe('WEEKLY')
  expect(rule.parts.BYDAY).toEqual(['TU', 'TH'])
  // The sessions run until the end of the finish day, written in UTC as RFC 5545 asks.
  expect(rule.until!.zone).toBe(ICAL.Timezone.utcTimezone)
  expect(new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(rule.until!.toJSDate())).toBe(after.at(-1)!.date)

  // One all-day event per course the plan still lists, on the day it shows.
  const days = events.filter((event) => !event.isRecurring())
  expect(
    days.map((event) => ({ title: event.summary.replace(/^Finish: /, ''), date: event.startDate.toString() })),
  ).toEqual(after)
  expect(days.every((event) => event.startDate.isDate)).toBe(true)
})
