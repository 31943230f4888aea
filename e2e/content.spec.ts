import { CROSS_ENGINE, expect, test } from './fixtures'

/**
 * What the content pages do in a browser: scrolling to a section, and the FAQ's one-open-at-a-time
 * accordion. What they hold is read from the build (scripts/built-pages.dist.test.ts) and the
 * feature tests (src/features/**).
 */
test.describe('content pages', () => {
  test('a hash scrolls /courses to its section', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/courses#reskilling-tracks')
    await expect(page.getByRole('heading', { name: 'Reskilling Tracks' })).toBeInViewport()
  })

  test('the FAQ on /Reskilling opens one item at a time', async ({ page }) => {
    await page.goto('/Reskilling')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Start your Personalized Continuous AI Reskilling Journey with',
    )
    await expect(page.getByRole('heading', { name: 'A Strong WHY' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'We focus on RESKILLING' })).toBeVisible()
    const items = page.locator('.faq details')
    const [first, second] = [items.nth(0), items.nth(1)]
    const answer = (item: typeof first) => item.locator('.accordion__panel')
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()
    await first.getByRole('heading').click()
    await expect(first).toHaveAttribute('open', '')
    await expect(answer(first)).toBeVisible()
    await second.getByRole('heading').click()
    await expect(first).not.toHaveAttribute('open')
    await expect(answer(first)).toBeHidden()
    await expect(second).toHaveAttribute('open', '')
    await second.getByRole('heading').click()
    await expect(second).not.toHaveAttribute('open')
    await expect(answer(second)).toBeHidden()
    // Keyboard: focus moves with the arrow keys and Enter toggles.
    await first.locator('summary').focus()
    await page.keyboard.press('ArrowDown')
    await expect(second.locator('summary')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('open', '')
    await expect(answer(second)).toBeVisible()
  })
})
