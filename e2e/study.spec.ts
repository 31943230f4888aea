/**
 * The learner's shortlist and progress (docs/product.md (Save, Learning plan), docs/data-export.md): saved on
 * /courses with or without an account, joined to the account at login, shown on My Page (after a reload and
 * offline), courses marked done on the learner's own plan, and both carried by the learner data file.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { CROSS_ENGINE, expect, logOut, SEEDED, test } from './fixtures'
import { finishAssessment, FOUNDATIONAL } from './support/assessment-answers'
import { expectNoAxeViolations } from './support/axe'
import { holdTheApp } from './support/hold-the-app'

const yourCourses = (page: Page) => page.getByRole('region', { name: 'Your courses' })
const savedList = (page: Page) => yourCourses(page).getByRole('list', { name: 'Saved courses' })
const importInput = (page: Page) => page.getByLabel('Import my data from a file')
/** The Save toggles of the self-paced courses not saved yet, in card order. */
const selfPacedSaves = (page: Page) =>
  page.getByRole('list', { name: /self-paced courses$/ }).getByRole('button', { name: /^Save / })

/** Saves the first two self-paced courses and the first instructor-led one on /courses; returns their titles. */
async function saveThreeCourses(page: Page): Promise<string[]> {
  await page.goto('/courses')
  const selfPaced = selfPacedSaves(page)
  const led = page.getByRole('list', { name: 'Instructor-led courses' }).getByRole('button', { name: /^Save / })
  const toggles = [selfPaced.nth(0), selfPaced.nth(1), led.nth(0)]
  const titles: string[] = []
  for (const toggle of toggles) titles.push(await accessibleTitle(toggle))
  for (const [index, title] of titles.entries()) {
    const toggle = page.getByRole('button', { name: `Save ${title}`, exact: true })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    const saved = page.getByRole('button', { name: `Saved ${title}`, exact: true })
    await expect(saved, `course ${index + 1} shows it is saved`).toHaveAttribute('aria-pressed', 'true')
  }
  return titles
}

/** The course a Save toggle names: its accessible name without the leading "Save". */
async function accessibleTitle(toggle: ReturnType<Page['getByRole']>): Promise<string> {
  const name = (await toggle.getAttribute('aria-label')) ?? ''
  return name.replace(/^Save /, '')
}

/** Takes the assessment to the Foundational Track and keeps it (Exit): the learner now has a plan of their own. */
async function reachFoundationalPlan(page: Page) {
  await page.goto('/assessments')
  await finishAssessment(page, FOUNDATIONAL, 'Foundational Track')
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page).toHaveURL(/\/profile\//)
  await page.getByRole('link', { name: 'your learning plan' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foundational Track')
}

test('a visitor saves three courses, logs in, and finds them on My Page after a reload', async ({ page, login }) => {
  const titles = await saveThreeCourses(page)
  // Still saved after a reload, before any account.
  await page.reload()
  for (const title of titles)
    await expect(page.getByRole('button', { name: `Saved ${title}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

  await login()
  await expect(savedList(page).getByRole('listitem')).toHaveText(titles)
  await page.reload()
  await expect(savedList(page).getByRole('listitem')).toHaveText(titles)

  // The shortlist is the account's now: on /courses the toggles say so, and one tap takes a course off.
  await page.goto('/courses')
  const [first] = titles
  await page.getByRole('button', { name: `Saved ${first}`, exact: true }).click()
  await expect(page.getByRole('button', { name: `Save ${first}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await page.getByRole('link', { name: 'My Page' }).first().click()
  await expect(savedList(page).getByRole('listitem')).toHaveText(titles.slice(1))
})

test('a Save tapped before the app has loaded saves the course once it has', CROSS_ENGINE, async ({ page }) => {
  const app = await holdTheApp(page)
  await page.mainFrame().goto('/courses', { waitUntil: 'domcontentloaded' })
  const toggle = selfPacedSaves(page).first()
  const title = await accessibleTitle(toggle)
  await toggle.click()
  await expect(toggle, 'held, and shown busy').toHaveAttribute('data-replay-pending')
  app.release()
  await expect(page.getByRole('button', { name: `Saved ${title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.reload()
  await expect(page.getByRole('button', { name: `Saved ${title}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', allowConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'] })

  test('the saved courses are on My Page offline', async ({ page, context, login }) => {
    const titles = await saveThreeCourses(page)
    await login()
    await expect(savedList(page).getByRole('listitem')).toHaveText(titles)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await context.setOffline(true)
    await page.reload()
    await expect(savedList(page).getByRole('listitem')).toHaveText(titles)
  })
})

test.describe('progress and the learner data file', () => {
  test.describe.configure({ timeout: 90_000 })

  test('two courses marked done and a schedule on the plan: progress on the plan and My Page; download, remove, import brings them back', async ({
    page,
    login,
  }) => {
    await login()
    await reachFoundationalPlan(page)

    const progress = page.getByRole('region', { name: 'Your progress' })
    const boxes = page.getByRole('checkbox', { name: /^Done: / })
    // The marks are the learner's: they appear once the app has read the session and the record.
    await expect(progress).toContainText(/^Your progress\s*0 of \d+ courses done/)
    const total = await boxes.count()
    expect(total, 'every course of the plan can be marked').toBeGreaterThan(2)
    const names = await boxes.evaluateAll((inputs) =>
      inputs.map((input) => (input.getAttribute('aria-label') ?? '').replace(/^Done: /, '')),
    )
    await expect(progress).toContainText(`0 of ${total} courses done`)
    await expect(progress).toContainText(`Next: ${names[0]}`)

    await boxes.nth(0).check()
    await boxes.nth(1).check()
    await boxes.nth(2).check()
    await boxes.nth(2).uncheck()
    await expect(boxes.nth(0)).toBeChecked()
    await expect(boxes.nth(2)).not.toBeChecked()
    await expect(progress).toContainText(`2 of ${total} courses done`)
    await expect(progress).toContainText(`Next: ${names[2]}`)
    // Each mark shows the day it was made.
    const dates = page.locator('.plan__done-date time')
    await expect(dates).toHaveCount(2)
    await expect(dates.first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
    await expect(dates.first()).toContainText(String(new Date().getFullYear()))
    await expectNoAxeViolations(page, 'a plan with courses marked done', { include: 'main' })
    // A study schedule, as the form fills it in.
    const schedule = page.getByRole('region', { name: 'Study schedule' })
    await schedule.getByRole('button', { name: 'Save schedule' }).click()
    const finish = schedule.getByText(/^Expected finish:/).locator('time')
    const finishDate = await finish.getAttribute('datetime')

    // A course saved as the learner: marked "Saved" on the plan.
    await page.goto('/courses')
    const toggle = selfPacedSaves(page).first()
    const savedTitle = await accessibleTitle(toggle)
    await toggle.click()
    await expect(page.getByRole('button', { name: `Saved ${savedTitle}`, exact: true })).toBeVisible()

    await page.goto('/plan/foundational-track')
    await expect(page.getByRole('region', { name: 'Your progress' })).toContainText(`2 of ${total} courses done`)

    await page.getByRole('link', { name: 'My Page' }).first().click()
    await expect(yourCourses(page)).toContainText(`2 of ${total} courses done`)
    await expect(yourCourses(page)).toContainText(`Next: ${names[2]}`)
    await expect(savedList(page).getByRole('listitem')).toHaveText([savedTitle])

    // Download, remove, import.
    const data = page.getByRole('region', { name: 'Take your data along' })
    const downloading = page.waitForEvent('download')
    await data.getByRole('button', { name: 'Download my data' }).click()
    const saved = await readFile(await (await downloading).path(), 'utf8')
    expect(JSON.parse(saved)).toMatchObject({ version: 2, user: { email: SEEDED.email } })

    await page.getByRole('button', { name: 'Remove my data from this device' }).click()
    await page
      .getByRole('dialog', { name: 'Remove your data from this device?' })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Removed from this device' })).toBeVisible()
    await expect(yourCourses(page)).toContainText('None yet')
    await expect(yourCourses(page)).not.toContainText('courses done')

    await importInput(page).setInputFiles({
      name: 'mine.json',
      mimeType: 'application/json',
      buffer: Buffer.from(saved),
    })
    await expect(data.getByRole('status')).toContainText(
      '1 saved course, 2 courses marked done and your study schedule',
    )
    await expect(yourCourses(page)).toContainText(`2 of ${total} courses done`)
    await expect(savedList(page).getByRole('listitem')).toHaveText([savedTitle])
    await page.goto('/plan/foundational-track')
    await expect(page.getByRole('checkbox', { name: /^Done: / }).nth(1)).toBeChecked()
    await expect(finish).toHaveAttribute('datetime', finishDate!)
  })
})

test('a learner data file of the previous version still imports, and leaves the saved courses as they are', async ({
  page,
  login,
}) => {
  await login()
  await page.goto('/courses')
  const toggle = selfPacedSaves(page).first()
  const title = await accessibleTitle(toggle)
  await toggle.click()
  await expect(page.getByRole('button', { name: `Saved ${title}`, exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'My Page' }).first().click()
  await expect(savedList(page).getByRole('listitem')).toHaveText([title])

  const now = new Date().toISOString()
  const v1 = {
    format: 'reskill-ai-learner-data',
    version: 1,
    exportedAt: now,
    user: { email: SEEDED.email },
    attempts: [],
    progress: null,
    targetRole: { role: 'Foundational Track', savedAt: now },
  }
  await importInput(page).setInputFiles({
    name: 'old.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(v1)),
  })
  const data = page.getByRole('region', { name: 'Take your data along' })
  await expect(data.getByRole('status')).toHaveText('Imported your target role.')
  await expect(savedList(page).getByRole('listitem')).toHaveText([title])
  await expect(yourCourses(page)).toContainText(/0 of \d+ courses done/)

  // Logout removes the learner's record with the rest of their data (they did not choose to keep it).
  await logOut(page)
  await expect(page).toHaveURL(/\/$/)
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('study:'))))
    .toEqual([])
})
