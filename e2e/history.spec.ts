/**
 * The learner's attempt history and "Take your data along" as a learner meets them on My Page
 * (docs/assessment.md (Attempt history), docs/data-export.md).
 */
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { ENGINE_RULES_VERSION } from '../src/features/assessment/engine'
import { QUESTION_BANK_VERSION } from '../src/features/assessment/question-bank'
import { CROSS_ENGINE, expect, SEEDED, test } from './fixtures'
import { finishAssessment, FOUNDATIONAL, UNSURE_EXECUTIVE } from './support/assessment-answers'
import { attempts, historySection } from './support/attempt-history'
import { expectNoAxeViolationsAtEachWidth } from './support/axe'

/** The a11y sweep's tag set at both of its widths, on the page's main content (the sweep scans the rest). */
async function expectAxeClean(page: Page, state: string) {
  // axe runs in Chromium (as the a11y sweep does): over Firefox's BiDi, @axe-core/playwright's
  // frame evaluation loses its execution context. The rest of these tests runs in both engines.
  if (page.context().browser()?.browserType().name() === 'firefox') return
  await expectNoAxeViolationsAtEachWidth(page, state, { include: 'main' })
}

const PROFILE = /\/profile\/learner(%40|@)example\.com$/
const FOUNDATIONAL_HEADING = 'Your result: start with the Foundational Track.'

const importInput = (page: Page) => page.getByLabel('Import my data from a file')

/**
 * What the history database (the index and every attempt: docs/assessment.md (Attempt history)) and
 * localStorage hold: "nothing changed" is this staying equal.
 */
function storedData(page: Page) {
  return page.evaluate(async (email) => {
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      const request = indexedDB.open('reskilling-history')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!db.objectStoreNames.contains('attempts'))
        return { history: null, targetRole: localStorage.getItem('targetRole') }
      const store = db.transaction('attempts').objectStore('attempts')
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve) => (request.onsuccess = () => resolve(request.result)))
      const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())])
      const mine = keys.flatMap((key, index) =>
        key === `history:${email}` || (Array.isArray(key) && key[1] === email) ? [[key, values[index]]] : [],
      )
      return { history: JSON.stringify(mine), targetRole: localStorage.getItem('targetRole') }
    } finally {
      db.close()
    }
  }, SEEDED.email)
}

async function expectDated(item: Locator) {
  const time = item.locator('time')
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
  await expect(time).toContainText(String(new Date().getFullYear()))
}

test.describe('the attempt history', () => {
  // Offline, Chromium logs the failed favicon request and the profile call it could not make.
  test.use({ allowConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'] })
  test.describe.configure({ timeout: 90_000 })

  test(
    'two attempts, one offline, are listed, compared, and the older one opens as it was',
    CROSS_ENGINE,
    async ({ page, context, login }) => {
      await login()
      await page.goto('/assessments')
      const firstReason = await finishAssessment(page, FOUNDATIONAL, 'Foundational Track')
      expect(firstReason).toMatch(/^You rated your AI competence 1 of 10, so we recommend the Foundational Track/)
      await page.getByRole('button', { name: 'Exit' }).click()
      await expect(page).toHaveURL(PROFILE)
      await expect(attempts(page)).toHaveCount(1)

      // The second attempt is taken offline: the assessment and the history need no network.
      await page.getByRole('link', { name: 'Retake the assessment' }).click()
      await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
      await context.setOffline(true)
      await finishAssessment(page, UNSURE_EXECUTIVE, 'AI Executive')
      await page.getByRole('button', { name: 'Exit' }).click()
      await expect(page).toHaveURL(PROFILE)
      await expect(attempts(page)).toHaveCount(2)
      await context.setOffline(false)

      // Newest first, each with its outcome, date and reason.
      const [newest, older] = [attempts(page).nth(0), attempts(page).nth(1)]
      await expect(newest.getByRole('heading', { level: 3 })).toHaveText('AI Executive')
      await expect(older.getByRole('heading', { level: 3 })).toHaveText('Foundational Track')
      await expectDated(newest)
      await expectDated(older)
      await expect(older).toContainText(firstReason)
      await expect(historySection(page).getByRole('status')).toHaveText('Showing 2 of 2 attempts.')
      await expectAxeClean(page, 'the history list')

      // The comparison names the answers that changed and the rules that decided.
      const compare = historySection(page).getByRole('button', { name: 'Compare the two ticked attempts' })
      await expect(compare).toBeDisabled()
      await newest.getByRole('checkbox', { name: /^Compare\b.*AI Executive/ }).check()
      await older.getByRole('checkbox', { name: /^Compare\b.*Foundational Track/ }).check()
      await compare.click()
      await expect(
        historySection(page).getByRole('heading', { name: 'What changed between your attempts' }),
      ).toBeFocused()
      await expect(historySection(page).getByRole('heading', { name: '8 answers changed' })).toBeVisible()
      const changes = historySection(page).getByRole('listitem')
      await expect(changes.first()).toContainText('1. How would you rate your own AI competence today?')
      await expect(changes.first()).toContainText('Before1 – I have no IT skills and have never used AI')
      await expect(changes.first()).toContainText('After7 – I understand how models are trained')
      await expect(changes.nth(1)).toContainText('BeforeNot asked')
      await expect(changes.nth(1)).toContainText('AfterBusiness, management or consulting (“COO of a logistics firm”)')
      await expect(historySection(page)).toContainText(
        'Beforean AI competence of 1 or 2 leads to the Foundational Track',
      )
      await expect(historySection(page)).toContainText(
        'Afterbeing unsure about staying leads to the role of your function',
      )
      await expectAxeClean(page, 'the comparison')

      // Back, then the older attempt: its result card as it was shown, with its answers.
      await historySection(page).getByRole('button', { name: 'Back to your history' }).click()
      await expect(compare).toBeFocused()
      await older.getByRole('button', { name: /^Show result\b.*Foundational Track/ }).click()
      const card = historySection(page).getByRole('article')
      await expect(card.getByRole('heading', { level: 3, name: 'Foundational Track' })).toBeFocused()
      await expect(card).toContainText('At this moment, no AI/GenAI target role will be provided to you.')
      await expect(card.locator('.assessment__why')).toHaveText(firstReason)
      await expect(card.getByRole('list', { name: 'Mandatory courses' }).getByRole('listitem')).toHaveCount(3)
      await expect(historySection(page)).toContainText(
        `Scored with questions ${QUESTION_BANK_VERSION} and rules ${ENGINE_RULES_VERSION}, the ones in use today.`,
      )
      await expect(historySection(page)).toContainText(
        '1. How would you rate your own AI competence today?1 – I have no IT skills',
      )
      await expectAxeClean(page, 'an opened attempt')
    },
  )
})

test.describe('taking the data along', () => {
  test.describe.configure({ timeout: 90_000 })

  test('download, clear the site, import: history and role come back; wrong files change nothing', async ({
    page,
    login,
  }) => {
    await login()
    await page.goto('/assessments')
    await finishAssessment(page, FOUNDATIONAL, 'Foundational Track')
    await page.getByRole('button', { name: 'Exit' }).click()
    await expect(attempts(page)).toHaveCount(1)
    const data = page.getByRole('region', { name: 'Take your data along' })
    await expect(data).toContainText('stored only in this browser')

    const downloading = page.waitForEvent('download')
    await data.getByRole('button', { name: 'Download my data' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^reskill-ai-data-\d{4}-\d{2}-\d{2}\.json$/)
    const saved = await readFile(await download.path(), 'utf8')
    const file: unknown = JSON.parse(saved)
    expect(file).toMatchObject({
      format: 'reskill-ai-learner-data',
      version: 2,
      user: { email: SEEDED.email },
      attempts: [{ outcome: 'Foundational Track' }],
      targetRole: { role: 'Foundational Track' },
    })
    await expect(data.getByRole('status')).toContainText('Your data was saved as reskill-ai-data-')

    // Another browser: nothing of this site left but the demo backend (it stands for the server).
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
      // Open connections close as the page unloads; IndexedDB runs these deletes before any new open.
      for (const name of ['reskilling-session', 'reskilling-assessment', 'reskilling-history'])
        indexedDB.deleteDatabase(name)
    })
    await login()
    await expect(historySection(page)).toContainText('No finished attempts yet.')
    await expect(page.getByRole('heading', { name: 'Find your AI role' })).toBeVisible()

    await importInput(page).setInputFiles({
      name: 'mine.json',
      mimeType: 'application/json',
      buffer: Buffer.from(saved),
    })
    await expect(data.getByRole('status')).toHaveText('Imported 1 attempt and your target role.')
    await expect(attempts(page)).toHaveCount(1)
    await expect(attempts(page).first().getByRole('heading', { level: 3 })).toHaveText('Foundational Track')
    await expect(page.getByRole('heading', { name: FOUNDATIONAL_HEADING })).toBeVisible()
    await expectAxeClean(page, 'after an import')

    // The same file again adds nothing twice.
    await importInput(page).setInputFiles({
      name: 'mine.json',
      mimeType: 'application/json',
      buffer: Buffer.from(saved),
    })
    await expect(data.getByRole('status')).toHaveText(
      'Nothing new to import: this device already has everything in the file. 1 attempt was already here.',
    )
    await expect(attempts(page)).toHaveCount(1)

    // Refused files: a clear message, and nothing changes.
    const before = await storedData(page)
    const another = JSON.stringify({ ...JSON.parse(saved), user: { email: 'someone.else@example.com' }, attempts: [] })
    const refusals = [
      [
        'damaged.json',
        saved.slice(0, saved.length / 2),
        'This file could not be read: it is damaged or not a data file from this site. Nothing was changed.',
      ],
      [
        'backup.json',
        JSON.stringify({ format: 'another-apps-backup', version: 3, items: [] }),
        'This is not a data file from this site: choose the file “Download my data” saved. Nothing was changed.',
      ],
      [
        'theirs.json',
        another,
        'This file holds the data of another account. You can only import your own data into yours. Nothing was changed.',
      ],
    ] as const
    for (const [name, content, message] of refusals) {
      await importInput(page).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) })
      await expect(data.getByRole('alert')).toHaveText(message)
      await expect(data.getByRole('status')).toBeEmpty()
      expect(await storedData(page)).toEqual(before)
      await expect(attempts(page)).toHaveCount(1)
    }
    await expectAxeClean(page, 'a refused import')

    // Kept across a reload: it was written, not only shown.
    await page.reload()
    await expect(attempts(page)).toHaveCount(1)
    await expect(page.getByRole('heading', { name: FOUNDATIONAL_HEADING })).toBeVisible()
  })
})
