import { MAIN_LINKS, POLICY_LINKS } from '../src/components/layout/nav-links'
import { CROSS_ENGINE, expect, fillLogin, logOut, SEEDED, test } from './fixtures'

test.describe('mobile menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens, navigates, closes with Escape and returns focus to the toggle', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ecosystem' })).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Reskilling', 'Ecosystem', 'Courses', 'About', 'Login']) {
      await expect(menu.getByRole('link', { name })).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()

    await toggle.click()
    await menu.getByRole('link', { name: 'Courses' }).click()
    await expect(page).toHaveURL(/\/courses$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: 'Courses' })).toBeHidden()
  })

  test('holds My Page and Logout when logged in; Logout closes it and goes home', async ({ page, login }) => {
    await login()
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link', { name: 'My Page' })).toBeVisible()
    await menu.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test('the active link is marked and the skip link jumps to the content', async ({ page }) => {
  await page.goto('/ecosystem')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Ecosystem' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Courses' })).not.toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
})

test('navigation moves focus to the new page heading', CROSS_ENGINE, async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('footer links, contact address and Contact Us mail link', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  // The footer's links are the main and policy links of the one link module.
  for (const { label, to } of [...MAIN_LINKS, ...POLICY_LINKS]) {
    const link = footer.getByRole('link', { name: label, exact: true })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', to)
  }
  await expect(footer.getByText('Follow us on')).toBeVisible()
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank')
  await expect(footer.getByText('© 2026')).toBeVisible()
  const href = await footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')
  const url = new URL(href ?? '')
  expect(url.protocol).toBe('mailto:')
  expect(url.searchParams.get('subject')).toBe('consultation request')
  expect(url.searchParams.get('body')).toMatch(/Name:\r\nEmail:\r\nMessage:/)
})

test('another user’s profile URL leads to your own', async ({ page, login }) => {
  await login()
  await page.goto('/profile/someone-else%40example.com')
  await expect(page).toHaveURL(/\/profile\/learner(%40|@)example\.com$/)
})

test(
  'the session survives a reload and a cleared localStorage (IndexedDB mirror)',
  CROSS_ENGINE,
  async ({ page, login }) => {
    await login()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  },
)

test('logging out in one tab logs out the other', CROSS_ENGINE, async ({ page, context, login }) => {
  await login()
  const other = await context.newPage()
  await other.goto('/courses')
  await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible()
  await logOut(page)
  await expect(other.getByRole('link', { name: 'Login' })).toBeVisible()
})

test.describe('whitepaper gate', () => {
  test('logged out: login first, then the download starts by itself once', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: /Download the whitepaper/i }).click()
    await expect(page).toHaveURL(/\/login\?.*download=true/)
    await expect(page.getByText('Log in to download the whitepaper.')).toBeVisible()
    const download = page.waitForEvent('download')
    await fillLogin(page, SEEDED.email, SEEDED.password)
    expect((await download).suggestedFilename()).toBe('AI_Reskilling_Whitepaper.pdf')
    await expect(page).toHaveURL(/\/$/)
    // The flag is gone from the history entry: a reload does not download again.
    expect(await page.evaluate(() => (history.state as { download?: boolean } | null)?.download)).toBeUndefined()
  })

  test('logged in: the link downloads directly', async ({ page, login }) => {
    await login()
    await page.goto('/')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: /Download the whitepaper/i }).click()
    expect((await download).suggestedFilename()).toBe('AI_Reskilling_Whitepaper.pdf')
    await expect(page).toHaveURL(/\/$/)
  })

  test('logged in but sent to login (a click before the app knew the session): back, and it downloads', async ({
    page,
    login,
  }) => {
    await login()
    const download = page.waitForEvent('download')
    await page.goto('/login?redirect=%2F&download=true')
    expect((await download).suggestedFilename()).toBe('AI_Reskilling_Whitepaper.pdf')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'AI is the new Gold Rush' })).toBeVisible()
  })
})
