/**
 * One source for every fact, as a learner sees it: the result card's tracks and courses are the
 * ones /tracks shows for that role. Nothing here comes from the source code: both sides are read
 * off the rendered pages.
 *
 * Every outcome is checked against every place it is described in src/consistency.test.tsx
 * (jsdom, the real components and engine), each way of reaching an outcome too. In a browser it is
 * checked once, for a role chosen at question 9.1: that proves the prerendered /tracks page and the
 * real assessment agree; more browser runs of the same code add time, not evidence.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { answerAll, type AnswerPath } from './support/assessment-answers'

// Answers up to question 8 that lead to question 9.1 (a technical person who wants to move on).
const TO_ROLE_CHOICE: AnswerPath = [
  [/^5 – /],
  [/^Technical or IT/, 'Support engineer'],
  [/^IT$/],
  [/^High/],
  [/^No, I want to move/],
  [/^It will remain, but AI will change it a lot/],
  [/^Software and IT/],
]
const chooseRole = (role: string): AnswerPath => [...TO_ROLE_CHOICE, [/^No$/], [new RegExp(`^\\d+\\) ${role}$`)]]

/** "Track 4: Agents" (result card) and "4 · Agents" (/tracks) both become "4 Agents". */
const trackKey = (text: string) => {
  const match = /^(?:Track )?(\d+)\s*[:·]\s*(.+)$/.exec(text.trim())
  if (!match) throw new Error(`not a track label: ${text}`)
  return `${match[1]} ${match[2]}`
}

const texts = (items: Locator) => items.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''))

/** What /tracks shows: the tracks of each role's table row, and the mandatory courses of every track. */
async function readTracksPage(page: Page) {
  await page.goto('/tracks')
  const table = page.getByRole('table', { name: /Role-to-track map/ })
  const rows: Record<string, string[]> = {}
  for (const row of await table.locator('tbody').getByRole('row').all()) {
    // The row header reads "06 Sales Advocate": the role's number, then its title.
    const role = (await row.getByRole('rowheader').innerText()).replace(/^\d+\s+/, '').trim()
    rows[role] = (await texts(row.getByRole('listitem'))).map(trackKey)
  }
  const structure = page.getByRole('list', { name: 'Structure of a reskilling track' })
  const courses = await texts(
    structure
      .getByRole('listitem')
      .filter({ hasText: /^Mandatory \d/ })
      .locator('strong'),
  )
  const allocation = await page
    .getByRole('heading', { name: 'One target role out of twelve' })
    .locator('..')
    .innerText()
  return { rows, courses, allocation }
}

test.beforeEach(async ({ login }) => {
  await login()
})

test('the result card of a chosen role lists the tracks and courses /tracks shows', async ({ page }) => {
  const outcome = 'Agent Architect'
  const tracksPage = await readTracksPage(page)
  expect(tracksPage.courses.length, 'the mandatory courses read off /tracks').toBeGreaterThan(0)
  const expectedTracks = tracksPage.rows[outcome] ?? []
  expect(expectedTracks.length, `/tracks has a row for ${outcome}`).toBeGreaterThan(1)

  await page.goto('/assessments')
  await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
  await answerAll(page, chooseRole(outcome))
  await expect(page.getByRole('heading', { level: 2, name: outcome })).toBeVisible()

  const card = page.getByRole('article', { name: outcome })
  const trackList = card.getByRole('list', { name: /^Your reskilling tracks?$/ })
  expect((await texts(trackList.getByRole('listitem'))).map(trackKey)).toEqual(expectedTracks)
  expect(await texts(card.getByRole('list', { name: 'Mandatory courses' }).getByRole('listitem'))).toEqual(
    tracksPage.courses,
  )
})
