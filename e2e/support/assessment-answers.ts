/**
 * Answering the assessment the way a learner does (choose an option, fill "Please specify..." when
 * it asks, press Next), and the answer paths more than one spec takes to an outcome
 * (docs/assessment.md (Questions and their order)).
 */
import { expect, type Page } from '@playwright/test'
import { typeInto } from './typing'

/** One answer per question: the start of the option's label, and the text for "Please specify..." if any. */
export type AnswerPath = readonly (readonly [label: RegExp, specify?: string])[]

/** The progress never names a count no path reaches: the longest path asks 9 questions. */
const PROGRESS = /^Question [1-9] of at most [1-9]$/

/** The assessment's own progress bar (a toast may show its own timer bar). */
const progressBar = (page: Page) => page.getByRole('main').getByRole('progressbar')

/** Chooses an answer (by the start of its label), fills "Please specify..." if given, presses Next. */
export async function answer(page: Page, label: RegExp, specify?: string) {
  await expect(progressBar(page)).toHaveAccessibleName(PROGRESS)
  await page.getByRole('radio', { name: label }).check()
  if (specify !== undefined) await typeInto(page.getByLabel('Please specify...'), specify)
  await page.getByRole('button', { name: 'Next' }).click()
}

export async function answerAll(page: Page, path: AnswerPath) {
  for (const [label, specify] of path) await answer(page, label, specify)
}

/** An AI competence of 1: the Foundational Track at once. */
export const FOUNDATIONAL: AnswerPath = [[/^1 – /]]

/** An executive unsure about staying: AI Executive through the function map after question 8. */
export const UNSURE_EXECUTIVE: AnswerPath = [
  [/^7 – /],
  [/^Business, management or consulting/, 'COO of a logistics firm'],
  [/^Executives or Leadership/],
  [/^High/],
  [/^I am not sure yet/],
  [/^It will remain, with moderate change/],
  [/^Logistics/],
  [/^No$/],
]

/**
 * From the first question of a fresh attempt to its result card: answers the path and waits for
 * the outcome's heading. Returns the card's "why" line as it was shown.
 */
export async function finishAssessment(page: Page, path: AnswerPath, outcome: string): Promise<string> {
  await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
  await answerAll(page, path)
  await expect(page.getByRole('heading', { level: 2, name: outcome })).toBeVisible()
  return (await page.getByRole('article', { name: outcome }).locator('.assessment__why').textContent()) ?? ''
}
