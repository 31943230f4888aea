/** The profile's attempt history as a learner reads it (docs/assessment.md (Attempt history)). */
import { expect, type Page } from '@playwright/test'

export const historySection = (page: Page) => page.getByRole('region', { name: 'Your assessment history' })
export const attempts = (page: Page) => historySection(page).getByRole('listitem')

/**
 * Opens a listed attempt ("Show result") and reads what it shows: the result card's role, tracks
 * and "why" line, when it was finished (as shown, and the machine-readable date), the question and
 * rules versions it was scored by, and the card's whole text.
 */
export async function openAttempt(page: Page, outcome: string) {
  await historySection(page)
    .getByRole('button', { name: new RegExp(`^Show result\\b.*${outcome}`) })
    .click()
  const card = historySection(page).getByRole('article')
  await expect(card.getByRole('heading', { level: 3, name: outcome })).toBeFocused()
  const scored = historySection(page).getByText(/^Finished .*\. Scored with questions /)
  return {
    title: await card.getByRole('heading', { level: 3 }).innerText(),
    tracks: await card
      .getByRole('list', { name: /^Your reskilling tracks?$/ })
      .getByRole('listitem')
      .allInnerTexts(),
    why: await card.locator('.assessment__why').innerText(),
    finished: {
      shown: await scored.locator('time').innerText(),
      datetime: await scored.locator('time').getAttribute('datetime'),
    },
    scoredWith: await scored.innerText(),
    card: await card.innerText(),
  }
}
