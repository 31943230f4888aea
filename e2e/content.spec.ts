import { SELF_PACED_COURSES } from '../src/features/catalogue/self-paced-courses'
import { ECOSYSTEM_TOPICS } from '../src/features/ecosystem/ecosystem-content'
import { INSTRUCTOR_LED_COURSES } from '../src/lib/content/instructor-led-courses'
import { TRACKS } from '../src/lib/content/tracks'
import { CROSS_ENGINE, expect, test } from './fixtures'

/** Content pages: blocks, counts and interactions. */
const COURSE_PAGES = INSTRUCTOR_LED_COURSES.map(({ path, title }) => ({ path, title }))

test.describe('content pages', () => {
  test('home shows its blocks and the 12 roles', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'AI is the new Gold Rush' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/login')
    for (const name of [
      'We offer personalized and continuous AI Reskilling Journey',
      'We Believe...',
      '12 roles shaping the future of work',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible()
    }
    await expect(page.locator('.role-grid__item')).toHaveCount(12)
    await expect(page.getByRole('link', { name: 'Find more' })).toHaveAttribute('href', '/login')
    await expect(page.getByRole('link', { name: /download the whitepaper/i })).toHaveAttribute(
      'href',
      '/login?redirect=%2F&download=true',
    )
    await page.getByRole('main').getByRole('link', { name: 'More Info' }).click()
    await expect(page).toHaveURL(/\/tracks$/)
  })

  test('/courses shows every instructor-led card, every course and every track', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/courses')
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI Reskilling for all types of Individuals' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: /^Explore/ })).toHaveCount(INSTRUCTOR_LED_COURSES.length)
    await expect(page.getByRole('link', { name: 'Reskilling Assessment' })).toHaveAttribute('href', '/login')
    await expect(page.getByRole('heading', { level: 2, name: 'Courses', exact: true })).toBeVisible()
    const catalogue = page.getByRole('list', { name: `${SELF_PACED_COURSES.length} self-paced courses` })
    await expect(catalogue.getByRole('listitem')).toHaveCount(SELF_PACED_COURSES.length)
    const firstLink = catalogue.getByRole('link').first()
    await expect(firstLink).toHaveAttribute('target', '_blank')
    await expect(firstLink).toHaveAttribute('rel', 'noopener noreferrer')
    const enroll = catalogue.getByRole('button', { name: 'Enroll' }).first()
    await expect(enroll).toBeDisabled()
    await expect(page.getByRole('list', { name: 'Reskilling tracks' }).getByRole('listitem')).toHaveCount(TRACKS.length)
    await expect(page.getByRole('main').getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/tracks')
  })

  test('a hash scrolls /courses to its section', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/courses#reskilling-tracks')
    await expect(page.getByRole('heading', { name: 'Reskilling Tracks' })).toBeInViewport()
  })

  test('each Explore link on /courses opens its course', async ({ page }) => {
    for (const [index, course] of COURSE_PAGES.entries()) {
      await page.goto('/courses')
      await page
        .getByRole('link', { name: /^Explore/ })
        .nth(index)
        .click()
      await expect(page).toHaveURL(new RegExp(`${course.path.replace(/\//g, '\\/')}$`))
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible()
    }
  })

  test('/ecosystem shows 5 steps, every topic and the benefits', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/ecosystem')
    await expect(page.getByRole('heading', { name: 'How does it work?' })).toBeVisible()
    await expect(page.locator('.eco__step')).toHaveCount(5)
    await expect(page.getByRole('list', { name: 'AI ecosystem topics' }).getByRole('listitem')).toHaveCount(
      ECOSYSTEM_TOPICS.length,
    )
    await expect(page.getByRole('heading', { name: 'Benefits' })).toBeVisible()
  })

  test('the FAQ on /Reskilling opens one item at a time', CROSS_ENGINE, async ({ page }) => {
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

  test('the function slider on /tracks stops at both ends', CROSS_ENGINE, async ({ page }) => {
    await page.goto('/tracks')
    await expect(page.getByRole('table', { name: /role-to-track map/i }).locator('tbody tr')).toHaveCount(12)
    const prev = page.getByRole('button', { name: 'Previous slide' })
    const next = page.getByRole('button', { name: 'Next slide' })
    await expect(prev).toBeDisabled()
    await expect(page.getByText('1 of 11', { exact: true })).toBeVisible()
    await next.click()
    await next.click()
    await expect(page.getByText('3 of 11', { exact: true })).toBeVisible()
    for (let i = 3; i < 11; i++) await next.click()
    await expect(page.getByText('11 of 11', { exact: true })).toBeVisible()
    await expect(next).toBeDisabled()
    await expect(prev).toBeEnabled()
    await expect(page.getByRole('heading', { name: 'AI Reskilling Journey for Individuals' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Reskilling Assessment' })).toHaveAttribute('href', '/login')
  })

  test('"Book a Consultation" and "Contact Us" ask for a consultation request by e-mail', async ({ page }) => {
    await page.goto(COURSE_PAGES[0]!.path)
    const book = page.getByRole('link', { name: 'Book a Consultation' })
    await expect(book).toHaveAttribute('href', /^mailto:.+\?subject=consultation%20request&body=/)
    const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })
    await expect(contact).toHaveAttribute('href', /subject=consultation%20request/)
  })

  test('"Order" opens the bookstore in a new tab', async ({ page, context }) => {
    await context.route('https://books.example.com/**', (route) =>
      route.fulfill({ body: 'bookstore', contentType: 'text/plain' }),
    )
    await page.goto(COURSE_PAGES[1]!.path)
    const order = page.getByRole('link', { name: /^Order/ })
    await expect(order).toHaveAttribute('target', '_blank')
    await expect(order).toHaveAttribute('href', /^https:\/\//)
    const href = await order.getAttribute('href')
    const [popup] = await Promise.all([page.waitForEvent('popup'), order.click()])
    await expect(popup).toHaveURL(href!)
  })

  test('every course page has its sections', async ({ page }) => {
    for (const course of COURSE_PAGES) {
      await page.goto(course.path)
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible()
      for (const name of ['The course', 'Content', 'Coaching']) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
      }
    }
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('stops videos, blinking and floating shapes', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.floating-shapes')).toHaveAttribute('data-animated', 'false')
    await expect(page.locator('video')).toHaveCount(0)
    await expect(page.locator('.video-hero__poster').first()).toBeVisible()
    const shape = page.locator('.floating-shapes__shape').first()
    const before = await shape.getAttribute('style')
    // A window in which the shape may not move: no state to wait for.
    await page.waitForTimeout(300)
    expect(await shape.getAttribute('style')).toBe(before)

    await page.goto('/courses')
    const blink = page.locator('.blink-text__inner')
    await blink.hover()
    await expect(blink).toHaveAttribute('data-blinking', 'false')
    expect(await blink.evaluate((el) => el.getAnimations().length)).toBe(0)
  })
})

test.describe('motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' })

  test('shapes move, the statement blinks and the video has a pause control', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.floating-shapes')).toHaveAttribute('data-animated', 'true')
    await expect(page.locator('.floating-shapes__shape')).toHaveCount(25)
    await expect(page.getByRole('button', { name: /(pause|play) background video/i }).first()).toBeVisible()
    await page.goto('/courses')
    await expect(page.locator('.blink-text__inner')).toHaveAttribute('data-blinking', 'true')
  })
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test('home shows 10 floating shapes below 500px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    await expect(page.locator('.floating-shapes__shape')).toHaveCount(10)
  })
})
