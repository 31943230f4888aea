/**
 * The course finder on /courses (docs/decisions/0076-course-finder-as-ordinary-react.md and
 * docs/decisions/0076-course-finder-as-ordinary-react.md): search, filters, the URL as the state, before and after
 * hydration, offline, keyboard only, axe. Expected results are computed from the page's own full
 * list as rendered, never from a copy of the data.
 */
import type { Page } from '@playwright/test'
import { SELF_PACED_COURSES } from '../src/features/catalogue/self-paced-courses'
import { INSTRUCTOR_LED_COURSES } from '../src/lib/content/instructor-led-courses'
import { CROSS_ENGINE, expect, test, waitForApp } from './fixtures'
import { expectNoAxeViolationsAtEachWidth } from './support/axe'
import { waitForServiceWorker } from './support/pwa-helpers'
import { holdTheApp } from './support/hold-the-app'
import { typeInto } from './support/typing'

type Card = { title: string; subtitle: string; topic: string; tracks: string }

/** Every course card on the page, in page order, with its searchable text as shown. */
const readCards = (page: Page): Promise<Card[]> =>
  page.locator('.led-card:visible, .course-card:visible').evaluateAll((cards) =>
    cards.map((card) => {
      const text = (selector: string) => card.querySelector(selector)?.textContent?.trim() ?? ''
      return {
        title: text('h3'),
        subtitle: text('.led-card__summary, .course-card__subtitle'),
        topic: text('.course-topic'),
        tracks: text('.course-tracks'),
      }
    }),
  )

const normal = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
const wordsOf = (card: Card) =>
  [card.title, card.subtitle, card.topic, card.tracks]
    .join(' ')
    .split(/[\s\p{P}\p{Z}]+/u)
    .filter(Boolean)
    .map(normal)

/**
 * What the finder promises for a query spelt right: every word must be a word of the card, the
 * last one also its start. (A typo finds what the right spelling finds: search-index.test.ts.)
 */
function matches(card: Card, query: string): boolean {
  const asked = query
    .split(/[\s\p{P}\p{Z}]+/u)
    .filter(Boolean)
    .map(normal)
  const have = wordsOf(card)
  return asked.every((word, i) => have.some((w) => w === word || (i === asked.length - 1 && w.startsWith(word))))
}

const titlesOf = (cards: Card[]) => cards.map((card) => card.title)
const status = (page: Page) => page.getByRole('status').filter({ hasText: /course/ })
/** Every course of the catalogue: the instructor-led ones and the self-paced ones. */
const COURSES = INSTRUCTOR_LED_COURSES.length + SELF_PACED_COURSES.length
const countText = (n: number) => (n === 0 ? 'No course matches' : n === 1 ? '1 course' : `${n} courses`)
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by title, topic or track' })
const filtersPanel = (page: Page) => page.locator('#finder-panel')

/** Opens /courses and reads its full list, as every visitor first gets it. */
async function openCatalogue(page: Page, path = '/courses'): Promise<Card[]> {
  await page.goto(path)
  // The filters' chunk loads after hydration and fills the panel.
  await expect(page.locator('#finder-panel fieldset')).toBeAttached()
  return readCards(page)
}

async function openFilters(page: Page) {
  const summary = filtersPanel(page).locator('summary')
  if ((await filtersPanel(page).getAttribute('open')) === null) await summary.click()
  await expect(page.getByRole('group', { name: 'Topic' })).toBeVisible()
}

async function expectShown(page: Page, expected: Card[]) {
  await expect(status(page)).toHaveText(countText(expected.length))
  expect(titlesOf(await readCards(page))).toEqual(titlesOf(expected))
}

test('the prerendered page lists every course, each with its topic and tracks', async ({ page }) => {
  const all = await openCatalogue(page)
  expect(all).toHaveLength(COURSES)
  for (const card of all) {
    expect(card.title && card.subtitle && card.topic && card.tracks, card.title).toBeTruthy()
  }
  await expect(status(page)).toHaveText(countText(COURSES))
})

test('typing "prompt" shows exactly the courses whose fields contain it, marked, and puts it in the URL', async ({
  page,
}) => {
  const all = await openCatalogue(page)
  const expected = all.filter((card) => matches(card, 'prompt'))
  expect(expected.length).toBeGreaterThan(3)
  expect(expected.length).toBeLessThan(all.length)

  await searchBox(page).pressSequentially('prompt', { delay: 40 })
  await expectShown(page, expected)
  // Every shown course has a marked word that starts with the query.
  for (const card of await page.locator('.led-card:visible, .course-card:visible').all()) {
    await expect(
      card
        .locator('mark')
        .filter({ hasText: /^prompt/i })
        .first(),
    ).toBeVisible()
  }
  await expect(page).toHaveURL(/\/courses\?q=prompt$/)
  await expect(searchBox(page)).toBeFocused()
})

test('a one-letter typo still finds the course; a query with no result suggests the closest topic', async ({
  page,
}) => {
  const all = await openCatalogue(page)
  const security = all.filter((card) => matches(card, 'security'))
  expect(security.length).toBeGreaterThan(0)

  await typeInto(searchBox(page), 'securty')
  await expectShown(page, security)

  // Two typos are too many.
  await typeInto(searchBox(page), 'secrutiy')
  await expect(status(page)).toHaveText('No course matches')
  await expect(page.getByText('No course has every word of “secrutiy”.')).toBeVisible()
  await page.getByRole('button', { name: 'Security' }).click()
  await expect(page).toHaveURL(/\/courses\?topic=security$/)
  await expectShown(
    page,
    all.filter((card) => card.topic === 'Security'),
  )
  await expect(searchBox(page)).toHaveValue('')
  await expect(searchBox(page)).toBeFocused()
})

test('topic, track and search combine, and each choice shows how many courses it would leave', async ({ page }) => {
  const all = await openCatalogue(page)
  await openFilters(page)
  const chip = (name: string) =>
    page.getByRole('group', { name: 'Topic' }).getByRole('checkbox', { name: new RegExp(`^${name} \\d+`) })

  await chip('Data').check()
  await chip('AI agents').check()
  await page.getByRole('combobox', { name: 'Track' }).selectOption('1')
  await typeInto(searchBox(page), 'model')

  const inTopics = (card: Card) => ['Data', 'AI agents'].includes(card.topic)
  const onTechnical = (card: Card) => card.tracks.split(', ').includes('Technical')
  const expected = all.filter((card) => inTopics(card) && onTechnical(card) && matches(card, 'model'))
  expect(expected.length).toBeGreaterThan(0)
  await expectShown(page, expected)
  await expect(page).toHaveURL(/\/courses\?q=model&track=1&topic=agents&topic=data$/)

  // A topic's count is what the other filters and the search leave with that topic.
  for (const topic of ['Data', 'Security', 'Generative AI']) {
    const count = all.filter((card) => card.topic === topic && onTechnical(card) && matches(card, 'model')).length
    await expect(chip(topic)).toHaveAccessibleName(`${topic} ${count} ${count === 1 ? 'course' : 'courses'}`)
  }
  const anyTrack = all.filter((card) => inTopics(card) && matches(card, 'model')).length
  await expect(page.getByRole('combobox', { name: 'Track' }).locator('option').first()).toHaveText(
    `All tracks (${anyTrack})`,
  )
  await expect(filtersPanel(page).locator('summary')).toHaveText('Filters (3 on)')

  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expectShown(page, all)
  await expect(page).toHaveURL(/\/courses$/)
  await expect(searchBox(page)).toBeFocused()
})

test(
  'the URL is the state: reload, Back, Forward and a shared link show the same list',
  CROSS_ENGINE,
  async ({ page, browser }) => {
    const all = await openCatalogue(page)
    await openFilters(page)
    await page
      .getByRole('group', { name: 'Topic' })
      .getByRole('checkbox', { name: /^Security/ })
      .check()
    await expect(page).toHaveURL(/\/courses\?topic=security$/)
    const security = all.filter((card) => card.topic === 'Security')
    await expectShown(page, security)

    await searchBox(page).pressSequentially('prompt', { delay: 40 })
    const promptAndSecurity = security.filter((card) => matches(card, 'prompt'))
    await expectShown(page, promptAndSecurity)
    await expect(page).toHaveURL(/\/courses\?q=prompt&topic=security$/)
    // Typing made one history entry, not one per letter.
    await page.getByRole('combobox', { name: 'Format' }).selectOption('self-paced')
    await expect(page).toHaveURL(/\/courses\?q=prompt&format=self-paced&topic=security$/)
    const url = page.url()

    await page.reload()
    await expectShown(page, promptAndSecurity)
    await expect(searchBox(page)).toHaveValue('prompt')
    await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue('self-paced')

    await page.goBack()
    await expect(page).toHaveURL(/\/courses\?q=prompt&topic=security$/)
    await expectShown(page, promptAndSecurity)
    await page.goBack()
    await expect(page).toHaveURL(/\/courses\?topic=security$/)
    await expect(searchBox(page)).toHaveValue('')
    await expectShown(page, security)
    await page.goForward()
    await expect(page).toHaveURL(/\/courses\?q=prompt&topic=security$/)
    await expect(searchBox(page)).toHaveValue('prompt')
    await expectShown(page, promptAndSecurity)

    // Someone else opens the copied link.
    const other = await browser.newContext()
    const visitor = await other.newPage()
    await visitor.goto(url)
    await waitForApp(visitor)
    await expect(visitor.getByRole('status').filter({ hasText: /course/ })).toHaveText(
      countText(promptAndSecurity.length),
    )
    expect(titlesOf(await readCards(visitor))).toEqual(titlesOf(promptAndSecurity))
    await expect(
      visitor.getByRole('group', { name: 'Topic' }).getByRole('checkbox', { name: /^Security/ }),
    ).toBeChecked()
    await other.close()
  },
)

test('unknown or malformed values in the URL are ignored', async ({ page }) => {
  const all = await openCatalogue(page, '/courses?topic=astrology&topic=data&track=99&format=video&fits=maybe&x=1')
  await expectShown(
    page,
    all.filter((card) => card.topic === 'Data'),
  )
})

test.describe('fits my role', () => {
  test.describe.configure({ timeout: 60_000 })

  test('after an assessment, "Fits my role" keeps the courses on the tracks of the target role', async ({
    page,
    login,
  }) => {
    await login()
    // The short path to a role: a creative who wants to stay in the role (VITA Creator).
    await page.goto('/assessments')
    const answer = async (label: RegExp) => {
      await page.getByRole('radio', { name: label }).check()
      await page.getByRole('button', { name: 'Next' }).click()
    }
    await page.getByRole('radio', { name: /^5 – / }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('radio', { name: 'Creative, design or fine arts' }).check()
    await page.getByLabel('Please specify...').fill('Illustrator')
    await page.getByRole('button', { name: 'Next' }).click()
    await answer(/^Marketing$/)
    await answer(/^High/)
    await answer(/^Yes, I want to stay/)
    await expect(page.getByRole('heading', { level: 2, name: 'VITA Creator' })).toBeVisible()
    // Exit saves the outcome as the learner's target role.
    await page.getByRole('button', { name: 'Exit' }).click()
    await expect(page).toHaveURL(/\/profile\//)

    const all = await openCatalogue(page)
    await openFilters(page)
    const fits = page.getByRole('checkbox', { name: /^Fits my role/ })
    await expect(fits).toHaveAccessibleDescription('VITA Creator: the Foundational and Creative tracks lead there.')
    const expected = all.filter((card) => card.tracks.split(', ').some((t) => ['Foundational', 'Creative'].includes(t)))
    await expect(fits).toHaveAccessibleName(`Fits my role ${expected.length} courses`)
    await fits.check()
    await expect(page).toHaveURL(/\/courses\?fits=1$/)
    await expectShown(page, expected)
  })

  test('without a known role, the flag of a shared link changes nothing', async ({ page }) => {
    const all = await openCatalogue(page, '/courses?fits=1')
    await expectShown(page, all)
    await expect(page.getByRole('checkbox', { name: /^Fits my role/ })).toHaveCount(0)
  })
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  test.describe.configure({ timeout: 90_000 })

  test('search and filters work with the network off: nothing is fetched per keystroke', async ({ page, context }) => {
    const all = await openCatalogue(page)
    await waitForServiceWorker(page)
    await context.setOffline(true)
    // A fresh load, from the service worker: the search chunk was never fetched by this page.
    await page.reload()
    await expect(page.locator('#finder-panel fieldset')).toBeAttached()
    const requests: string[] = []
    page.on('requestfailed', (request) => requests.push(request.url()))
    await searchBox(page).pressSequentially('promt', { delay: 40 })
    await expectShown(
      page,
      all.filter((card) => matches(card, 'prompt')),
    )
    await openFilters(page)
    await page
      .getByRole('group', { name: 'Topic' })
      .getByRole('checkbox', { name: /^Prompt engineering/ })
      .check()
    await expectShown(
      page,
      all.filter((card) => matches(card, 'prompt') && card.topic === 'Prompt engineering'),
    )
    expect(requests).toEqual([])
  })
})

test.describe('before the app has loaded', () => {
  test('the list is complete and the search form sends a GET that the app then applies', async ({ page }) => {
    const app = await holdTheApp(page)
    await page.mainFrame().goto('/courses')
    const all = await readCards(page)
    expect(all).toHaveLength(COURSES)
    await expect(status(page)).toHaveText(countText(COURSES))

    await searchBox(page).fill('prompt')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(/\/courses\?q=prompt$/)
    // Still the prerendered page: every course, the box as the browser restored it or empty.
    expect(await readCards(page)).toHaveLength(COURSES)

    app.release()
    await waitForApp(page)
    await expectShown(
      page,
      all.filter((card) => matches(card, 'prompt')),
    )
    await expect(searchBox(page)).toHaveValue('prompt')
  })
})

test('keyboard only: search, open the filters, choose a topic, clear; focus is never lost', async ({ page }) => {
  const all = await openCatalogue(page)
  await searchBox(page).focus()
  await page.keyboard.type('ai')
  await expectShown(
    page,
    all.filter((card) => matches(card, 'ai')),
  )

  await page.keyboard.press('Tab') // Search button
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused()
  await page.keyboard.press('Tab') // Filters summary
  await page.keyboard.press('Enter')
  await expect(page.getByRole('group', { name: 'Topic' })).toBeVisible()
  await page.keyboard.press('Tab') // First topic chip
  const first = page.getByRole('group', { name: 'Topic' }).getByRole('checkbox').first()
  await expect(first).toBeFocused()
  await page.keyboard.press('Space')
  await expect(first).toBeChecked()
  await expect(first).toBeFocused()
  await expectShown(
    page,
    all.filter((card) => card.topic === 'Generative AI' && matches(card, 'ai')),
  )
  // The focus ring is visible on the chip.
  const outline = await page
    .locator('.chip')
    .first()
    .evaluate((chip) => getComputedStyle(chip).outlineStyle)
  expect(outline).toBe('solid')

  await page.getByRole('button', { name: 'Clear filters' }).focus()
  await page.keyboard.press('Enter')
  await expectShown(page, all)
  await expect(searchBox(page)).toBeFocused()
})

test('axe at 320 and 1280 px: filter states', async ({ page }) => {
  test.setTimeout(60_000)
  await openCatalogue(page, '/courses?q=prompt&topic=prompt-engineering&topic=security&format=self-paced')
  await expect(filtersPanel(page)).toHaveAttribute('open', '')
  await expect(page.locator('mark').first()).toBeVisible()
  const check = (state: string) => expectNoAxeViolationsAtEachWidth(page, state)
  await check('filtered, panel open')
  await searchBox(page).fill('zzzz')
  await expect(status(page)).toHaveText('No course matches')
  await check('empty state')
})
