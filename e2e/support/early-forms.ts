/**
 * An account form used before the app has taken over (docs/decisions/0078-forms-usable-before-hydration.md):
 * a visitor types a password and presses Enter, and nothing of it may reach a URL.
 */
import { expect, type Page, type Request } from '@playwright/test'
import { typeInto } from './typing'

export const PASSWORD = 'never-in-a-url-2026'
export const NEEDS_SCRIPT = 'This form needs JavaScript'

/** Every URL the page requests from now on, and the ones it navigates to. */
export function watchUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request: Request) => urls.push(request.url()))
  page.on('framenavigated', (frame) => urls.push(frame.url()))
  return urls
}

/**
 * Opens `path` without waiting for its scripts (the fixture's page.goto waits for the app, and the
 * load event for every module script): as soon as the form is on screen.
 */
async function open(page: Page, path: string) {
  await page.mainFrame().goto(path, { waitUntil: 'commit' })
  await page.getByLabel('Password').waitFor()
}

/** Types a password into the account form at `path` and presses Enter, as a visitor does early on. */
export async function typeAndPressEnter(page: Page, path: '/login' | '/signup'): Promise<number> {
  await open(page, path)
  const entries = await page.evaluate(() => history.length)
  if (path === '/signup') await typeInto(page.getByLabel('Name'), 'Early Visitor')
  await typeInto(page.getByLabel('E-mail'), 'early@example.com')
  await typeInto(page.getByLabel('Password'), PASSWORD)
  await page.getByLabel('Password').press('Enter')
  return entries
}

/** The password is in no URL the page requested or showed, and in no entry of the tab's history. */
export async function expectPasswordInNoUrl(page: Page, urls: string[], path: string, entries: number) {
  // Nothing is expected to happen here, so there is no state to wait for: a submit the browser
  // sent would have started its request within this window.
  await page.waitForTimeout(1000)
  expect(urls.filter((url) => url.includes(PASSWORD) || url.includes('password='))).toEqual([])
  expect(new URL(page.url()).pathname).toBe(path)
  expect(new URL(page.url()).search).toBe('')
  // No new entry (a GET submit would have added one with the fields in it).
  expect(await page.evaluate(() => history.length)).toBe(entries)
}
