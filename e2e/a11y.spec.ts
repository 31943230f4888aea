/**
 * Accessibility sweep in a browser, with reduced motion (the suite's default): axe
 * (e2e/support/axe.ts) over one page of each layout at 320px and 1280px, with what axe does not
 * measure (reflow with WCAG 1.4.12 text spacing, 24×24 px targets); a page of each kind before the
 * app has loaded; and the states a user reaches. The rules that need no layout run on every page of
 * the build (scripts/built-pages.dist.test.ts), so on a prerendered page only the layout rules run here.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, expectNoAxeViolationsAtEachWidth } from './support/axe'
import { holdTheApp } from './support/hold-the-app'
import { paths } from '../src/lib/paths'
import { PLAN_PATHS, PRERENDERED_PATHS } from '../src/lib/prerendered-paths'
import { LAYOUT_ROUTES, LINK_ROUTES } from './support/routes'

// axe at two widths over a long page (/courses: a card per course) took over 30 s on a 2-core machine beside another worker.
test.describe.configure({ timeout: 60_000 })

const ROUTES = [...LAYOUT_ROUTES, ...LINK_ROUTES]

test.describe('a page of each layout at 1280 and 320 px', () => {
  for (const path of ROUTES) {
    test(`axe, targets and reflow: ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolationsAtEachWidth(page, path, { layoutOnly: PRERENDERED_PATHS.includes(path) })
      await expectTargetsOfAtLeast24px(page, path)
      await page.setViewportSize({ width: 320, height: 640 })
      await expectReflowWithTextSpacing(page, path)
    })
  }
})

// What a visitor on a slow network reads and uses for seconds: the prerendered page, app held back.
// Its markup is the build's (checked on every page by the built-pages test); in a browser, a page
// of each kind: a hero, the catalogue, an account form, a plan.
const BEFORE_THE_APP = [paths.home, paths.courses, paths.signup, PLAN_PATHS[0]!]
test.describe('before the app has loaded', () => {
  // The catalogue's scan alone took over 20 s on 2 busy cores.
  test.describe.configure({ timeout: 90_000 })
  for (const path of BEFORE_THE_APP) {
    test(`axe: ${path} before hydration`, async ({ page }) => {
      await holdTheApp(page)
      // The fixture's page.goto waits for hydration; the frame's does not.
      await page.mainFrame().goto(path)
      await expectNoAxeViolationsAtEachWidth(page, `${path} before hydration`, { layoutOnly: true })
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
    })
  }
})

test.describe('the 404 page', () => {
  // It arrives with status 404, which Chromium logs as a failed resource.
  test.use({ allowConsoleErrors: ['status of 404'] })
  for (const width of [320, 1280]) {
    test(`axe: /no-such-page at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/no-such-page')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page, '/no-such-page')
    })
  }
})

test.describe('states a user reaches', () => {
  // Several full axe scans per test (every FAQ item, slide, question): ~1–3 s each on 2 cores.
  test.describe.configure({ timeout: 90_000 })

  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expectNoAxeViolations(page, 'mobile menu')
  })

  // Every answer is in the page's markup, open or not (the built-pages test runs axe's other rules on it).
  test('an FAQ item open', async ({ page }) => {
    await page.goto('/Reskilling')
    const item = page.locator('.faq details').first()
    await item.locator('summary').click()
    await expect(item).toHaveAttribute('open', '')
    await expectNoAxeViolations(page, 'an FAQ item open')
  })

  // Every slide has the same markup with other words: the first and the last, with their disabled arrows.
  test('the first and the last slider position', async ({ page }) => {
    await page.goto('/tracks')
    const next = page.getByRole('button', { name: 'Next slide' })
    await expectNoAxeViolations(page, 'the first slide')
    while (await next.isEnabled()) await next.click()
    await expect(page.getByText(/^(\d+) of \1$/)).toBeVisible()
    await expectNoAxeViolations(page, 'the last slide')
  })

  test('a toast shown, and every form in its error state', async ({ page, login }) => {
    for (const path of ['/login', '/signup', '/send-reset-link', '/reset-password/some-token']) {
      await page.goto(path)
      await page
        .getByRole('main')
        .getByRole('button', { name: /Login|Register|Send Reset Link|Reset/ })
        .click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      await expectNoAxeViolations(page, `${path} with errors`)
    }
    await page.goto('/login')
    await page.getByLabel('E-mail').fill('learner@example.com')
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect' })).toBeVisible()
    await expectNoAxeViolations(page, 'login server error')
    await login()
    await expect(page.locator('.Toastify__toast')).toBeVisible()
    await expectNoAxeViolations(page, 'toast')
  })

  test('the demo inbox open', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Demo inbox' }).click()
    await expect(page.getByRole('dialog', { name: 'Demo inbox' })).toBeVisible()
    await expectNoAxeViolations(page, 'demo inbox')
  })

  test('each assessment question, the result card and the profile', async ({ page, login }) => {
    await login()
    await expectNoAxeViolations(page, 'profile without role')
    await expectTargetsOfAtLeast24px(page, 'profile')
    await page.goto('/assessments')
    await expectTargetsOfAtLeast24px(page, 'assessment')
    const answers: Array<[RegExp, string?]> = [
      [/^7 – /],
      [/^Technical or IT/, 'Developer'],
      [/^IT$/],
      [/^High/],
      [/^I am not sure yet/],
      [/^I do not know/],
      [/^Software and IT/],
      [/^No$/],
    ]
    for (const [label, text] of answers) {
      await expectNoAxeViolations(page, `question ${label}`)
      await page.getByRole('radio', { name: label }).check()
      if (text) await page.getByLabel('Please specify...').fill(text)
      await page.getByRole('button', { name: 'Next' }).click()
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Agent Architect' })).toBeVisible()
    await expectNoAxeViolations(page, 'result card')
    await page.getByRole('button', { name: 'Exit' }).click()
    await expect(page.getByRole('heading', { name: "You've been mapped to a role!" })).toBeVisible()
    await expectNoAxeViolations(page, 'profile role map')
  })
})

/** WCAG 2.5.8: every visible control is at least 24×24 px, or a link in a sentence, or labelled by a row that is. */
async function expectTargetsOfAtLeast24px(page: Page, label: string) {
  const small = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]'),
    )
      .filter((el) => el.offsetParent !== null && !el.closest('[inert]'))
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width >= 24 && box.height >= 24) return false
        // WCAG 2.5.8 inline exception: a link inside a sentence.
        const style = getComputedStyle(el)
        if (el.tagName === 'A' && style.display === 'inline') return false
        // A radio or checkbox whose whole label row is the target.
        const labelBox = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect()
        if (labelBox && labelBox.width >= 24 && labelBox.height >= 24) return false
        return true
      })
      .map((el) => `${el.tagName} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`),
  )
  expect(small, `${label}: targets under 24×24 px`).toEqual([])
}

/** The text-spacing bookmarklet's rules (WCAG 1.4.12), served from the site's origin so its CSP admits them. */
const TEXT_SPACING = {
  url: '/__text-spacing.css',
  css: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
}

/** WCAG 1.4.10 and 1.4.12: no sideways scroll, also with text spacing, and no text clipped then. */
async function expectReflowWithTextSpacing(page: Page, path: string) {
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(await sideways(), `${path} at 320px`).toBeLessThanOrEqual(0)
  await page.route(TEXT_SPACING.url, (route) => route.fulfill({ contentType: 'text/css', body: TEXT_SPACING.css }))
  await page.addStyleTag({ url: TEXT_SPACING.url })
  // Not vacuous: the spacing applies. Chromium may apply a sheet a moment after its load event.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body)
        return parseFloat(style.letterSpacing) / parseFloat(style.fontSize)
      }),
    )
    .toBeCloseTo(0.12, 3)
  expect(await sideways(), `${path} with text spacing`).toBeLessThanOrEqual(0)
  const clipped = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *, header *, footer *'))
      .filter((el) => {
        const style = getComputedStyle(el)
        if (!['hidden', 'clip'].includes(style.overflowX) && !['hidden', 'clip'].includes(style.overflowY)) return false
        if (el.closest('[aria-hidden="true"], .visually-hidden, .nav__login-text') || el.offsetParent === null)
          return false
        if (!el.textContent?.trim() || el.clientWidth <= 1) return false // visually hidden text
        return el.scrollHeight > el.clientHeight + 2 || el.scrollWidth > el.clientWidth + 2
      })
      .map((el) => `${el.tagName}.${el.className}`),
  )
  expect(clipped, `${path}: text clipped with spacing overrides`).toEqual([])
}
