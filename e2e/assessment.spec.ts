import type { Page } from '@playwright/test'
import { CROSS_ENGINE, expect, test } from './fixtures'
import { answer, answerAll, progressBar, UNSURE_EXECUTIVE } from './support/assessment-answers'

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

test('A1 leads to the Foundational Track with the notice and contact hint', CROSS_ENGINE, async ({ page }) => {
  await startAssessment(page)
  const next = page.getByRole('button', { name: 'Next' })
  await expect(next).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled()
  await expect(page.getByRole('radio', { name: /^10 – Superhuman/ })).toBeDisabled()
  await answer(page, /^1 – /)
  await expectResult(page, 'Foundational Track')
  await expect(page.getByText(/At this moment, no AI\/GenAI target role will be provided to you\./)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'info@example.com' })).toBeVisible()
  await exitToProfile(page, 'Foundational Track', 'foundational')
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

test('an academic is held back for Domain Visionary until after the industry question', async ({ page }) => {
  await startAssessment(page)
  await answer(page, /^6 – /)
  await answer(page, /^Academic or research/, 'Lecturer in economics')
  await answer(page, /^Finance$/)
  await answer(page, /^Average/)
  await answer(page, /^No, I want to move/)
  await answer(page, /^It will remain, but AI will change it a lot/)
  await expect(page.getByRole('group', { name: /Industries, scrollable list/ })).toBeVisible()
  await answer(page, /^Education$/)
  await expectResult(page, 'Domain Visionary')
  await exitToProfile(page, 'Domain Visionary', 'domain-visionary')
})

test('a technical professional picks a role in question 9.2', async ({ page }) => {
  await startAssessment(page)
  await answer(page, /^8 – /)
  await answer(page, /^Technical or IT/, 'Backend developer')
  await answer(page, /^IT$/)
  await answer(page, /^Very high/)
  await answer(page, /^Yes, I want to stay/)
  await answer(page, /^It will remain, but AI will change it a lot/)
  await answer(page, /^Software and IT/)
  await answer(page, /^No$/)
  await expect(page.getByText('As a technical professional, which AI role would you like to grow into?')).toBeVisible()
  await answer(page, /Security Specialist/)
  await expectResult(page, 'Security Specialist')
  await exitToProfile(page, 'Security Specialist', 'security-specialist')
})

test('an executive who is unsure is mapped through the function map', CROSS_ENGINE, async ({ page }) => {
  await startAssessment(page)
  await answerAll(page, UNSURE_EXECUTIVE)
  await expectResult(page, 'AI Executive')
  await expect(page.getByText(/Executives or Leadership/).first()).toBeVisible()
  await exitToProfile(page, 'AI Executive', 'ai-executive')
})

test('Back restores the previous answer and its text; changing it re-evaluates', CROSS_ENGINE, async ({ page }) => {
  await startAssessment(page)
  await answer(page, /^5 – /)
  await answer(page, /^Technical or IT/, 'Data engineer')
  await answer(page, /^IT$/)
  await answer(page, /^Average/)
  await answer(page, /^Yes, I want to stay/)
  await expect(page.getByText('How do you expect AI to affect your current role?')).toBeVisible()
  for (let step = 0; step < 4; step += 1) await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: 'Technical or IT' })).toBeChecked()
  await expect(page.getByLabel('Please specify...')).toHaveValue('Data engineer')
  // Creative with Q5 = E1 already answered: VITA Creator right after Q2 (docs/product.md (Behaviour)).
  await answer(page, /^Creative, design or fine arts/, 'Photographer')
  await expectResult(page, 'VITA Creator')
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

test('a choice made on Q5 without Next survives a reload; Back and Next then work as before', async ({ page }) => {
  await startAssessment(page)
  await answer(page, /^5 – /)
  await answer(page, /^Creative, design or fine arts/, 'Illustrator for children’s books')
  await answer(page, /^Marketing$/)
  await answer(page, /^High/)
  const progress = progressBar(page)
  await expect(progress).toHaveAccessibleName('Question 5 of at most 9')
  await page.getByRole('radio', { name: /^Yes, I want to stay/ }).check()
  // Wait for the autosave of the unsent choice (a real user's reload may come any time after).
  await expect.poll(() => savedProgress(page)).toContain('"unsent":{"q5":"E1"}')

  await page.reload()
  await expect(page.getByText(/4 answered, currently at question 5 of at most 9/)).toBeVisible()
  await page.getByRole('button', { name: 'Resume where you left off' }).click()
  await expect(page.getByText(/could not be restored/)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: /stay in your current role/ })).toBeFocused()
  await expect(page.getByRole('radio', { name: /^Yes, I want to stay/ })).toBeChecked()
  await expect(progress).toHaveAccessibleName('Question 5 of at most 9')

  // Back walks the same questions as before the reload, each with its answer (and Q2 its text).
  const back = page.getByRole('button', { name: 'Back' })
  await back.click()
  await expect(page.getByRole('radio', { name: /^High/ })).toBeChecked()
  await back.click()
  await expect(page.getByRole('radio', { name: /^Marketing$/ })).toBeChecked()
  await back.click()
  await expect(page.getByRole('radio', { name: /^Creative, design or fine arts/ })).toBeChecked()
  await expect(page.getByLabel('Please specify...')).toHaveValue('Illustrator for children’s books')
  await expect(progress).toHaveAccessibleName('Question 2 of at most 9')
  await back.click()
  await expect(page.getByRole('radio', { name: /^5 – / })).toBeChecked()
  await expect(back).toBeDisabled()

  // Forward again through the kept answers: Q5 still shows the choice, and Next decides.
  const next = page.getByRole('button', { name: 'Next' })
  for (let step = 0; step < 4; step += 1) await next.click()
  await expect(page.getByRole('radio', { name: /^Yes, I want to stay/ })).toBeChecked()
  await expect(progress).toHaveAccessibleName('Question 5 of at most 9')
  await next.click()
  await expectResult(page, 'VITA Creator')
  await expect(page.getByText(/Illustrator for children’s books/)).toBeVisible()
})

test('the progress counts down to the longest path the answers allow', async ({ page }) => {
  await startAssessment(page)
  const progress = progressBar(page)
  await expect(progress).toHaveAttribute('max', '9')
  await answer(page, /^6 – /)
  await answer(page, /^Academic or research/, 'Lecturer in economics')
  // Domain Visionary is shown after Q7 at the latest.
  await expect(progress).toHaveAccessibleName('Question 3 of at most 7')
  await expect(progress).toHaveAttribute('max', '7')
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(progress).toHaveAccessibleName('Question 2 of at most 9')
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

test('a tampered saved answer set is discarded with a notice', async ({ page }) => {
  await startAssessment(page)
  await answer(page, /^6 – /)
  await page.evaluate(async () => {
    const open = indexedDB.open('reskilling-assessment')
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const tx = db.transaction('progress', 'readwrite')
    const store = tx.objectStore('progress')
    const keys: IDBValidKey[] = await new Promise((resolve) => {
      const request = store.getAllKeys()
      request.onsuccess = () => resolve(request.result)
    })
    for (const key of keys)
      store.put({ version: '0.1', email: 'learner@example.com', state: { answers: { q1: 'A99' } } }, key)
    await new Promise((resolve) => (tx.oncomplete = resolve))
  })
  await page.reload()
  await expect(page.getByText(/could not be restored/)).toBeVisible()
  await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
})

test('the profile offers the assessment before a role is known, and a retake after', async ({ page }) => {
  await page.getByRole('link', { name: 'Take Assessment' }).click()
  await expect(page).toHaveURL(/\/assessments$/)
  await answer(page, /^2 – /)
  await page.getByRole('button', { name: 'Exit' }).click()
  await page.getByRole('link', { name: 'Retake the assessment' }).click()
  await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
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
