/**
 * What axe cannot see: motion, blinking, toasts and focus, obscured focus, and keyboard-only
 * journeys with visible focus. Reflow, text spacing and target sizes are checked with axe's sweep
 * (e2e/a11y.spec.ts), on the same page loads.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, SEEDED, test, uniqueEmail, waitForApp } from './fixtures'
import { ACCOUNT_FORM_ROUTES, LINK_ROUTES, VIDEO_ROUTES } from './support/routes'

/**
 * Positions of everything that could move: decorative parts as drawn (the computed transform,
 * which includes what CSS animations are doing), video time, running animations.
 */
const motionSnapshot = (page: Page) =>
  page.evaluate(() => ({
    shapes: Array.from(document.querySelectorAll<HTMLElement>('[aria-hidden="true"] *')).map(
      (el) => getComputedStyle(el).transform,
    ),
    videos: Array.from(document.querySelectorAll('video')).map((video) => ({
      paused: video.paused,
      time: video.currentTime,
    })),
    animations: document.getAnimations().filter((a) => a.playState === 'running').length,
  }))

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  for (const path of [...VIDEO_ROUTES, '/courses']) {
    test(`nothing plays or animates on ${path}`, async ({ page }) => {
      await page.goto(path)
      await waitForApp(page)
      const before = await motionSnapshot(page)
      // A window in which nothing may move: no state to wait for.
      await page.waitForTimeout(1200)
      const after = await motionSnapshot(page)
      expect(after.videos.every((video) => video.paused)).toBe(true)
      expect(after.animations).toBe(0)
      expect(after).toEqual(before)
      // What shows instead (posters, still shapes) is what e2e/a11y.spec.ts scans.
    })
  }
})

test.describe('motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  for (const path of VIDEO_ROUTES) {
    test(`the video on ${path} pauses from the keyboard and then nothing moves for 5 s`, async ({ page }) => {
      test.setTimeout(45_000)
      await page.goto(path)
      const toggle = page.getByRole('button', { name: /pause background video/i }).first()
      await expect(toggle).toBeVisible()
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('button', { name: /play background video/i }).first()).toBeVisible()
      await expect
        .poll(() => page.locator('video').evaluateAll((videos: HTMLVideoElement[]) => videos.every((v) => v.paused)))
        .toBe(true)
      const before = await motionSnapshot(page)
      // A window in which nothing may move, as long as WCAG 2.2.2 lets motion run: no state to wait for.
      await page.waitForTimeout(5_000)
      const after = await motionSnapshot(page)
      expect(after.videos.every((video) => video.paused)).toBe(true)
      expect(after).toEqual(before)
    })
  }

  test('the blinking statement stops within 5 s and restarts on mouse entry', async ({ page }) => {
    await page.goto('/courses')
    const blink = page.locator('[data-blinking]').first()
    await expect(blink).toHaveAttribute('data-blinking', 'true')
    const started = Date.now()
    await expect(blink).toHaveAttribute('data-blinking', 'false', { timeout: 6000 })
    expect(Date.now() - started).toBeLessThanOrEqual(5000)
    await blink.hover()
    await expect(page.locator('[data-blinking]').first()).toHaveAttribute('data-blinking', 'true')
  })
})

test.describe('toasts', () => {
  // Reduced motion ends animations at once, and a toast's timer is one.
  test.use({ reducedMotion: 'reduce' })

  test('the region exists at load; a toast never takes focus, and stays to be read with reduced motion', async ({
    page,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached()
    await page.getByLabel('E-mail').fill(SEEDED.email)
    await page.getByLabel('Password').fill(SEEDED.password)
    await page.getByLabel('Password').press('Enter')
    const toast = page.locator('.Toastify__toast')
    await expect(toast).toBeVisible()
    expect(await page.evaluate(() => !!document.activeElement?.closest('.Toastify'))).toBe(false)
    // A window in which it must stay: no state to wait for.
    await page.waitForTimeout(3000)
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 5000 })
  })
})

test('a focused element is never hidden under the sticky header', async ({ page }) => {
  // 135 key presses, each checked in the page: about 20 s alone on a 2-core machine, more beside another worker.
  test.setTimeout(90_000)
  for (const path of ['/', '/courses', '/privacy']) {
    await page.goto(path)
    for (let step = 0; step < 45; step += 1) {
      await page.keyboard.press('Tab')
      // Obscured = whatever is drawn at the focused element's centre belongs to the sticky header.
      const hidden = await page.evaluate(() => {
        const el = document.activeElement
        const header = document.querySelector('.site-header')
        if (!el || !header || el === document.body || header.contains(el)) return null
        const box = el.getBoundingClientRect()
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 8))
        return top && header.contains(top) ? `${el.tagName} ${el.textContent?.slice(0, 40)}` : null
      })
      expect(hidden, `${path}, tab ${step + 1}`).toBeNull()
    }
  }
})

/** Tabs forward until the locator has focus, checking that every stop shows a focus indicator. */
async function tabTo(page: Page, target: Locator, maxSteps = 60) {
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press('Tab')
    const visible = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return true
      const style = getComputedStyle(el)
      return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none'
    })
    expect(visible, 'focus is visible').toBe(true)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`could not reach ${target.toString()} with Tab`)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

test.describe('keyboard only', () => {
  test('sign up, activate, log in, assessment, result, profile, logout', async ({ page }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('keys')
    await page.goto('/signup')
    await typeInto(page, page.getByLabel('Name'), 'Kim Keyboard')
    await typeInto(page, page.getByLabel('E-mail'), email)
    await typeInto(page, page.getByLabel('Password'), 'typed-with-keys-only')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').getByText(/activation link/)).toBeVisible()
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 })

    await page.keyboard.press('Shift+Tab') // leave the focused heading region if any
    await page.getByRole('heading', { level: 1 }).focus()
    await tabTo(page, page.getByRole('button', { name: 'Demo inbox' }), 80).catch(async () => {
      // The banner sits before the heading: start again from the top of the page.
      await page.locator('body').focus()
      await tabTo(page, page.getByRole('button', { name: 'Demo inbox' }))
    })
    await page.keyboard.press('Enter')
    const mail = page.getByRole('dialog').getByRole('listitem').filter({ hasText: email })
    await tabTo(page, mail.getByRole('link', { name: 'Activate account' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Your account is now active. You can log in.')).toBeVisible()
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Log in' }))
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/login$/)
    await typeInto(page, page.getByLabel('E-mail'), email)
    await typeInto(page, page.getByLabel('Password'), 'typed-with-keys-only')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/profile\//)

    await tabTo(page, page.getByRole('link', { name: 'Take Assessment' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText(/Question 1 of at most 9/)).toBeVisible()
    // Arrow keys move within the radio group; Enter submits (Next).
    await tabTo(page, page.getByRole('radio').first())
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: /^2 – / })).toBeChecked()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Foundational Track' })).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Exit' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Your result: start with the Foundational Track.' })).toBeVisible()

    await page.locator('body').focus()
    await tabTo(page, page.getByRole('button', { name: 'Logout' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/$/)
  })

  test('forgot password, then reset, with paste allowed in password fields', async ({ page }) => {
    await page.goto('/login')
    await tabTo(page, page.getByRole('link', { name: 'Forgot password' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/send-reset-link$/)
    await typeInto(page, page.getByLabel('E-mail'), SEEDED.email)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText('on its way')

    await page.locator('body').focus()
    await tabTo(page, page.getByRole('button', { name: 'Demo inbox' }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('dialog').getByRole('link', { name: 'Reset password' }).first())
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()

    const password = page.getByLabel('New password')
    await tabTo(page, password)
    // Paste is allowed (no onPaste blocking): a synthetic paste event is not cancelled.
    const pasteAllowed = await password.evaluate((el) => {
      const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true })
      return el.dispatchEvent(event)
    })
    expect(pasteAllowed).toBe(true)
    await page.keyboard.type('a-keyboard-passphrase')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText('Your password has been reset.')
  })
})

test('autocomplete attributes are valid tokens', async ({ page }) => {
  const valid = new Set(['name', 'email', 'current-password', 'new-password', 'username', 'off'])
  for (const path of [...ACCOUNT_FORM_ROUTES, LINK_ROUTES[0]]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const tokens = await page
      .locator('input:not([type=radio])')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('autocomplete') ?? ''))
    expect(tokens.length).toBeGreaterThan(0)
    for (const token of tokens) expect(valid.has(token), `${path}: autocomplete="${token}"`).toBe(true)
  }
})
