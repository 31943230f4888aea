import type { Page } from '@playwright/test'
import { CROSS_ENGINE, expect, test } from './fixtures'
import { answer } from './support/assessment-answers'

async function startAssessment(page: Page) {
  await page.goto('/assessments')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeVisible()
  await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
}

async function expectResult(page: Page, outcome: string) {
  await expect(page.getByRole('heading', { level: 2, name: outcome })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Mandatory courses' })).toBeVisible()
  for (const course of ['Generative AI Fundamentals', 'Prompt Engineering', 'Bias and Hallucination']) {
    await expect(page.getByRole('listitem').filter({ hasText: course })).toBeVisible()
  }
}

/** Exit from the result card: the profile shows the role map with only that role enabled. */
async function exitToProfile(page: Page, outcome: string, courseSlug: string) {
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page).toHaveURL(/\/profile\/learner(%40|@)example\.com$/)
  const heading =
    outcome === 'Foundational Track'
      ? 'Your result: start with the Foundational Track.'
      : "You've been mapped to a role!"
  await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  const roleLink = page.getByRole('link', { name: new RegExp(outcome) })
  await expect(roleLink).toHaveAttribute('target', '_blank')
  await expect(roleLink).toHaveAttribute('href', `https://learn.example.com/tracks/${courseSlug}`)
  // The course site is not reachable from the test machine: answer it locally; the new tab is what counts.
  await page
    .context()
    .route('https://learn.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Course</title>' }),
    )
  const popup = page.waitForEvent('popup')
  await roleLink.click()
  // Firefox reports the new tab while it still shows about:blank: wait for its address.
  await expect(await popup).toHaveURL(`https://learn.example.com/tracks/${courseSlug}`)
  // The role map's own buttons (the history below it may have disabled controls of its own).
  const disabled = page.getByRole('region', { name: heading }).getByRole('button', { disabled: true })
  await expect(disabled).toHaveCount(12)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('targetRole') ?? '{}').role)).toBe(outcome)
}

test.beforeEach(async ({ login }) => {
  await login()
})

test('a creative who stays in the role becomes a VITA Creator (checked after Q5)', async ({ page }) => {
  await startAssessment(page)
  await answer(page, /^5 – /)
  await page.getByRole('radio', { name: 'Creative, design or fine arts' }).check()
  const next = page.getByRole('button', { name: 'Next' })
  await expect(next).toBeDisabled()
  await page.getByLabel('Please specify...').fill('   ')
  await expect(next).toBeDisabled()
  await page.getByLabel('Please specify...').fill('Illustrator for children’s books')
  await next.click()
  await answer(page, /^Marketing$/)
  await answer(page, /^High/)
  await answer(page, /^Yes, I want to stay/)
  await expectResult(page, 'VITA Creator')
  await exitToProfile(page, 'VITA Creator', 'vita-creator')
})

/** The seeded learner's saved progress as stored in IndexedDB, as text ('none' before anything is saved). */
const savedProgress = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('reskilling-assessment')
    // Not there yet: never create it here (the app would then find a database without its store).
    open.onupgradeneeded = () => open.transaction?.abort()
    const db: IDBDatabase | null = await new Promise((resolve) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => resolve(null)
    })
    if (!db) return 'none'
    const request = db.transaction('progress').objectStore('progress').get('progress:learner@example.com')
    const record: unknown = await new Promise((resolve) => (request.onsuccess = () => resolve(request.result)))
    db.close()
    return JSON.stringify(record)
  })

test('a reload in the middle offers to resume with every answer intact', CROSS_ENGINE, async ({ page }) => {
  await startAssessment(page)
  await answer(page, /^6 – /)
  await answer(page, /^Student/, 'Second-year computer science')
  const saved = await savedProgress(page)
  await page.getByRole('radio', { name: /^Data and AI/ }).check()
  // The choice is saved a moment later (a real user's reload may come any time after).
  await expect.poll(() => savedProgress(page)).not.toBe(saved)
  await page.reload()
  await page.getByRole('button', { name: 'Resume where you left off' }).click()
  await expect(page.getByText('Which function or team do you work in?')).toBeVisible()
  await expect(page.getByRole('radio', { name: /^Data and AI/ })).toBeChecked()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: 'Student' })).toBeChecked()
  await expect(page.getByLabel('Please specify...')).toHaveValue('Second-year computer science')
})

test('markup in free text is shown as text, and a long text does not break the layout', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await startAssessment(page)
  await answer(page, /^6 – /)
  const hostile = '<img src=x onerror=alert(1)>'
  await page.getByRole('radio', { name: 'Non-technical' }).check()
  await page.getByLabel('Please specify...').fill(`${hostile} ${'verylongword'.repeat(40)}`)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Please specify...')).toHaveValue(new RegExp(`^${hostile.replace(/[()]/g, '\\$&')}`))
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test.describe('offline', () => {
  // Without the service worker (blocked in this suite) Chromium re-requests the favicon on
  // navigation and logs its failure; every other request must stay in the page.
  test.use({ allowConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'] })

  test('an assessment can be finished with the browser offline after the first load', async ({ page, context }) => {
    await page.getByRole('link', { name: 'Take Assessment' }).click()
    await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
    const failed: string[] = []
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
    await context.setOffline(true)
    await answer(page, /^7 – /)
    await answer(page, /^Business, management or consulting/, 'Consultant')
    await answer(page, /^Project Management/)
    await answer(page, /^High/)
    await answer(page, /^I am not sure yet/)
    await answer(page, /^I do not know/)
    await answer(page, /^Not applicable/)
    await answer(page, /^No$/)
    await expectResult(page, 'Program Overseer')
    await page.getByRole('button', { name: 'Exit' }).click()
    await expect(page.getByRole('heading', { name: "You've been mapped to a role!" })).toBeVisible()
    await expect(page.getByRole('link', { name: /Program Overseer/ })).toBeVisible()
    expect(failed.filter((path) => path !== '/favicon.svg')).toEqual([])
    await context.setOffline(false)
  })
})
