/**
 * The learning plan (/plan/<slug>) against the demo build: printed, shared, opened offline from a
 * shared link, and accessible; the iOS install steps; the version in the footer.
 *
 * Printing is checked on what a reader of the saved PDF gets: Chromium's own PDF of the page
 * (page.pdf() under print media, A4 and Letter), its pages and text read back with pdf.js
 * (e2e/support/pdf-text.ts). What it must hold comes from the plan model the page renders
 * (learningPlan, the same call as the route's); what it must not hold is read off the same page on
 * screen: its header, footer, navigation, banners and buttons.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { devices, type Page } from '@playwright/test'
import { SELF_PACED_COURSES } from '../src/features/catalogue/self-paced-courses'
import { learningPlan } from '../src/lib/content/learning-plan'
import { OUTCOMES } from '../src/lib/content/roles'
import { trackLabel } from '../src/lib/content/tracks'
import { planPath } from '../src/lib/outcome-links'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './support/axe'
import { readPdfText, withoutWhitespace } from './support/pdf-text'
import { waitForServiceWorker } from './support/pwa-helpers'

/**
 * The site's chrome as the page shows it on screen, line by line: the header, footer, navigation
 * and banner landmarks around the main content, every link outside it (the skip link among them)
 * and every button's label (the plan's own Share and Print included). A chrome line the plan's
 * content says too (the brand, in the plan's eyebrow) is not the chrome's alone and is left out; a
 * line without a letter (the banner's "×") could be in any text. Read as innerText: the words as
 * rendered (text transforms applied), the way they would print.
 */
async function screenChrome(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')
    const content = main?.cloneNode(true)
    if (!main || !(content instanceof HTMLElement)) throw new Error('the page has no main content')
    for (const button of content.querySelectorAll('button')) button.remove()
    const contentText = content.textContent ?? ''
    const lines = (elements: Iterable<Element>) =>
      [...elements].flatMap((element) =>
        element instanceof HTMLElement ? element.innerText.split('\n').map((line) => line.trim()) : [],
      )
    const outsideMain = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((element) => !main.contains(element))
    const chrome = lines(outsideMain('header, footer, nav, aside, [role], a')).filter(
      (line) => !contentText.includes(line),
    )
    const buttons = lines(document.querySelectorAll('button')).filter((line) => /\p{L}/u.test(line))
    return { words: [...new Set([...chrome, ...buttons])].filter((line) => /\p{L}/u.test(line)), buttons }
  })
}

const plans = OUTCOMES.map((outcome) => learningPlan(outcome, SELF_PACED_COURSES))

/** Every course title and link address a plan prints, as characters: the longest plan decides whether two pages hold any. */
const printedLength = (plan: (typeof plans)[number]) =>
  [...plan.mandatoryCourses, ...plan.tracks.flatMap(({ courses }) => courses), ...plan.instructorLed].reduce(
    (length, course) =>
      length + course.title.length + ('links' in course ? course.links.map((link) => link.url).join('').length : 0),
    0,
  )
const longestPlan = plans.reduce((longest, plan) => (printedLength(plan) > printedLength(longest) ? plan : longest))

test.describe('printed plan', () => {
  // The plans share one layout and print stylesheet; the one with the most to print is the test of "two pages".
  const plan = longestPlan
  test(`${plan.outcome}, the longest plan: two pages at most on A4 and Letter, with every track and course and no site chrome`, async ({
    page,
  }) => {
    await page.goto(planPath(plan.outcome))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.outcome)

    const chrome = await screenChrome(page)
    // The derivation found the chrome: every button, and more than buttons.
    expect(chrome.buttons.length, 'the page has buttons').toBeGreaterThan(1)
    expect(chrome.words).toEqual(expect.arrayContaining(chrome.buttons))
    expect(chrome.words.length).toBeGreaterThan(chrome.buttons.length)

    const titles = [
      ...plan.mandatoryCourses.map((course) => course.title),
      ...plan.tracks.flatMap(({ courses }) => courses.map((course) => course.title)),
      ...plan.instructorLed.map((course) => course.title),
    ]
    const externalUrls = [
      ...plan.mandatoryCourses.flatMap((course) => course.links.map((link) => link.url)),
      ...plan.tracks.flatMap(({ courses }) => courses.flatMap((course) => course.links.map((link) => link.url))),
      plan.courseUrl,
    ]
    expect(externalUrls.length).toBeGreaterThan(plan.mandatoryCourses.length)
    // The site's own links (to the course pages, the catalogue, the assessment) are navigation.
    const siteHrefs = await page
      .getByRole('main')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(siteHrefs.length, 'the plan links to the site').toBeGreaterThan(0)

    await page.emulateMedia({ media: 'print' })
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await readPdfText(await page.pdf({ format }))
      expect(pdf.pages.length, `${format} pages`).toBeGreaterThanOrEqual(1)
      expect(pdf.pages.length, `${format} pages`).toBeLessThanOrEqual(2)

      // Compared without whitespace: a printed line may break inside a title or an address.
      const printed = withoutWhitespace(pdf.text)
      expect(withoutWhitespace(pdf.pages[0] ?? ''), `${format}: the role on the first page`).toContain(
        withoutWhitespace(plan.outcome),
      )
      for (const { track } of plan.tracks)
        expect(printed, `${format}: ${trackLabel(track)}`).toContain(withoutWhitespace(trackLabel(track)))
      for (const title of titles) expect(printed, `${format}: ${title}`).toContain(withoutWhitespace(title))
      // Each external link prints its address after it, a site link does not.
      for (const url of externalUrls)
        expect(printed, `${format}: the address ${url}`).toContain(withoutWhitespace(`(${url})`))
      for (const href of siteHrefs) expect(printed, `${format}: ${href}`).not.toContain(withoutWhitespace(`(${href})`))

      for (const words of chrome.words)
        expect(printed, `${format}: "${words}" is the site's chrome`).not.toContain(withoutWhitespace(words))
    }
  })
})

test.describe('an unknown plan', () => {
  // It arrives with status 404, which Chromium logs as a failed resource.
  test.use({ allowConsoleErrors: ['status of 404'] })

  test('is the not-found page, with status 404', async ({ page }) => {
    const response = await page.goto('/plan/astronaut')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page")
  })
})

/** The VITA Creator path of the assessment, with a free-text answer the share link must not carry. */
const FREE_TEXT = 'Illustrator for children’s books'
async function becomeVitaCreator(page: Page) {
  await page.goto('/assessments')
  await expect(page.getByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeVisible()
  const startOver = page.getByRole('button', { name: 'Start over' })
  if (await startOver.isVisible().catch(() => false)) await startOver.click()
  const next = page.getByRole('button', { name: 'Next' })
  await page.getByRole('radio', { name: /^5 – / }).check()
  await next.click()
  await page.getByRole('radio', { name: 'Creative, design or fine arts' }).check()
  await page.getByLabel('Please specify...').fill(FREE_TEXT)
  await next.click()
  for (const label of [/^Marketing$/, /^High/, /^Yes, I want to stay/]) {
    await page.getByRole('radio', { name: label }).check()
    await next.click()
  }
  await expect(page.getByRole('heading', { level: 2, name: 'VITA Creator' })).toBeVisible()
}

test.describe('sharing', () => {
  test('the result card and the profile lead to the plan, whose link is copied where there is no share sheet; it names the role only', async ({
    page,
    context,
    login,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Chromium on Linux has no navigator.share; make sure of it, so this is the clipboard path.
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
    await login()
    await becomeVitaCreator(page)
    await expect(page.getByRole('link', { name: 'See your learning plan' })).toHaveAttribute(
      'href',
      '/plan/vita-creator',
    )
    // Exit to the profile, which keeps the role and links to the same plan.
    await page.getByRole('button', { name: 'Exit' }).click()
    await expect(page).toHaveURL(/\/profile\//)
    await page.getByRole('link', { name: 'Your learning plan', exact: true }).click()
    await expect(page).toHaveURL(/\/plan\/vita-creator$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VITA Creator')

    await page.getByRole('button', { name: 'Share my plan' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Link copied' })
    await expect(status).toHaveText('Link copied to the clipboard.')
    await expect(status).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(`${baseURL}/plan/vita-creator`)
    for (const secret of ['learner', '@', '%40', 'Illustrator', 'Creative', 'Marketing'])
      expect(link).not.toContain(secret)
  })

  for (const takesFiles of [true, false])
    test(`the share sheet gets the title, neutral words, the address${takesFiles ? ' and the plan’s card as one PNG' : ', and no file where it takes none'} @cross-engine`, async ({
      page,
      baseURL,
    }) => {
      await stubShareSheet(page, { takesFiles })
      await page.goto('/plan/fine-tuner')
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page.getByRole('button', { name: 'Share my plan' }).click()
      await expect.poll(() => sharedData(page)).toHaveLength(1)
      const [shared] = await sharedData(page)
      expect(shared).toEqual({
        title: 'Learning plan: Fine Tuner | Reskill AI',
        // A visitor who is not this plan's learner shares the plan, not a result.
        text: 'The reskilling plan for Fine Tuner',
        url: `${baseURL}/plan/fine-tuner`,
        files: takesFiles ? [{ name: 'fine-tuner.png', type: 'image/png', png: true, width: 1200, height: 630 }] : [],
      })
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(0)
    })

  test('a learner sharing the plan of their own role says so, and nothing about their answers', async ({
    page,
    login,
    baseURL,
  }) => {
    await stubShareSheet(page, { takesFiles: true })
    await login()
    await becomeVitaCreator(page)
    // Exit keeps the result as the learner's target role.
    await page.getByRole('button', { name: 'Exit' }).click()
    await expect(page).toHaveURL(/\/profile\//)
    for (const slug of ['vita-creator', 'fine-tuner']) {
      await page.goto(`/plan/${slug}`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page.getByRole('button', { name: 'Share my plan' }).click()
      await expect.poll(async () => (await sharedData(page)).length).toBe(slug === 'vita-creator' ? 1 : 2)
    }
    const [own, other] = await sharedData(page)
    expect(own).toMatchObject({
      text: "I've been mapped to VITA Creator. Here is my reskilling plan.",
      url: `${baseURL}/plan/vita-creator`,
    })
    // Another role's plan, shared by the same learner: the neutral words.
    expect(other).toMatchObject({ text: 'The reskilling plan for Fine Tuner', url: `${baseURL}/plan/fine-tuner` })
    const words = JSON.stringify([own, other])
    for (const secret of ['learner', '@', 'Illustrator', 'Creative', 'Marketing']) expect(words).not.toContain(secret)
  })
})

/**
 * A share sheet in the page (Chromium on Linux has none): navigator.share records what it is given,
 * each file read back as its name, type and PNG header; navigator.canShare takes files or not.
 */
async function stubShareSheet(page: Page, { takesFiles }: { takesFiles: boolean }) {
  await page.addInitScript((takesFiles) => {
    const key = '__shared'
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => takesFiles || !data?.files?.length,
    })
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (file) => {
            const bytes = new DataView(await file.arrayBuffer())
            // The PNG signature starts \x89PNG; the header chunk's width and height follow it.
            const png = bytes.getUint32(0) === 0x89504e47 && bytes.getUint32(12) === 0x49484452
            return { name: file.name, type: file.type, png, width: bytes.getUint32(16), height: bytes.getUint32(20) }
          }),
        )
        // Kept across the page's navigations, like what a share target received.
        const shared: unknown[] = JSON.parse(sessionStorage.getItem(key) ?? '[]')
        sessionStorage.setItem(key, JSON.stringify([...shared, { ...data, files }]))
      },
    })
  }, takesFiles)
}
const sharedData = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('__shared') ?? '[]') as Record<string, unknown>[])

test.describe('a shared link offline', () => {
  test.use({ serviceWorkers: 'allow' })
  test.describe.configure({ timeout: 90_000 })

  test('opens in a fresh browser after one visit to the site, offline', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    const shared = await context.newPage()
    const problems: string[] = []
    shared.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())))
    shared.on('pageerror', (error) => problems.push(error.message))
    await shared.goto('/plan/data-annotator')
    await shared.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText('Data Annotator')
    const plan = learningPlan('Data Annotator', SELF_PACED_COURSES)
    for (const { track } of plan.tracks)
      await expect(shared.getByRole('heading', { level: 3, name: trackLabel(track) })).toBeVisible()
    await expect(shared.getByText('Data Annotation Fundamentals', { exact: true })).toBeVisible()
    expect(problems, 'the shared page logged errors').toEqual([])
  })
})

test.describe('install steps on iPhone', () => {
  const iPhone = devices['iPhone 15']
  test.use({
    userAgent: iPhone.userAgent,
    viewport: iPhone.viewport,
    deviceScaleFactor: iPhone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })

  test('Safari gets Share → Add to Home Screen in an accessible dialog', async ({ page }) => {
    await page.goto('/plan/fine-tuner')
    const install = page.getByRole('button', { name: 'Install app' })
    await install.click()
    const dialog = page.getByRole('dialog', { name: 'Install Reskill AI on your iPhone or iPad' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('listitem')).toHaveText([
      /Tap Share in Safari’s toolbar/,
      /tap Add to Home Screen/,
      /Tap Add\./,
    ])
    await expect(dialog.locator('svg')).toHaveCount(2)
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await expectNoAxeViolations(page, `the iOS install dialog at ${width}px`, { include: 'dialog' })
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(install).toBeFocused()
  })

  test('not once the site runs as the installed app', async ({ page }) => {
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window)
      // A standalone launch: display-mode matches, everything else is the browser's answer.
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? Object.create(matchMedia(query), { matches: { value: true } })
          : matchMedia(query)
    })
    await expectNoInstallOffer(page)
  })
})

test.describe('install steps on iPad', () => {
  // iPadOS Safari asks for desktop sites: a Mac user agent, but a touch screen.
  const macSafari =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
  test.use({ userAgent: macSafari })

  test('Safari asking for desktop sites (a Mac with touch) gets the steps', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 }))
    await page.goto('/')
    await page.getByRole('button', { name: 'Install app' }).click()
    await expect(page.getByRole('dialog', { name: 'Install Reskill AI on your iPhone or iPad' })).toBeVisible()
  })

  test('Safari on a Mac (no touch) does not', async ({ page }) => {
    await expectNoInstallOffer(page)
  })
})

/** No "Install app", checked once the chunk that would show it has loaded and rendered. */
async function expectNoInstallOffer(page: Page) {
  const extras = page.waitForResponse((response) => /\/assets\/pwa-extras-[\w-]+\.js$/.test(response.url()))
  await page.goto('/plan/fine-tuner')
  await extras
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine Tuner')
  // Two frames: React has committed whatever the loaded chunk renders.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0)
}

test('the footer names the version and the build date', async ({ page }) => {
  const packageJson: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8'))
  const version =
    typeof packageJson === 'object' && packageJson !== null && 'version' in packageJson ? packageJson.version : ''
  // The build's version is package.json's unless the build was given another (vite.config.ts).
  const expected = process.env.VITE_APP_VERSION || String(version)
  expect(expected).not.toBe('')
  await page.goto('/plan/fine-tuner')
  await expect(page.locator('meta[name="app-version"]')).toHaveAttribute('content', expected)
  await expect(page.getByRole('contentinfo')).toContainText(
    new RegExp(`Version ${expected.replace(/\./g, '\\.')}, built \\d{4}-\\d{2}-\\d{2}`),
  )
})
