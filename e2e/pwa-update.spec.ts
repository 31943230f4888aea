/**
 * Updates without data loss (docs/architecture.md (Offline)): two builds that differ in their version
 * (<meta name="app-version">) are served one after the other from the same origin. The waiting
 * worker is offered, nothing reloads until the user accepts, the assessment's autosaved answers
 * survive the reload into the new version, and a finished attempt's result card reads the same in
 * the new version as in the one that scored it (docs/assessment.md (Attempt history)).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { GET_VERSION } from '../src/features/pwa/sw-routing'
import { expect, fillLogin, SEEDED, test } from './fixtures'
import { finishAssessment, FOUNDATIONAL, UNSURE_EXECUTIVE } from './support/assessment-answers'
import { attempts, openAttempt } from './support/attempt-history'
import { startPwaServer, type PwaServer } from './support/pwa-server'
import { waitForServiceWorker } from './support/pwa-helpers'

const ROOT = resolve(import.meta.dirname, '..')
// Under the ignored dist-* pattern (.gitignore, eslint).
const V1 = { dir: resolve(ROOT, 'dist-pwa-v1'), version: 'pwa-test-v1' }
const V2 = { dir: resolve(ROOT, 'dist-pwa-v2'), version: 'pwa-test-v2' }

function build(target: { dir: string; version: string }): Promise<void> {
  // PWA_REUSE_BUILDS=1 keeps earlier builds (local iteration); a normal run always rebuilds.
  if (process.env.PWA_REUSE_BUILDS && existsSync(resolve(target.dir, 'sw.js'))) return Promise.resolve()
  return new Promise((done, fail) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', target.dir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, VITE_APP_VERSION: target.version },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`vite build for ${target.version} failed:\n${stderr}`)),
    )
  })
}

const appVersion = (page: Page) => page.locator('meta[name="app-version"]').getAttribute('content')

/** The version of the worker controlling the page, as the worker itself reports it (src/sw.ts). */
const controllerVersion = (page: Page) =>
  page.evaluate(
    (type) =>
      new Promise<unknown>((resolve) => {
        const controller = navigator.serviceWorker.controller
        if (!controller) return resolve(null)
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(event.data)
        controller.postMessage({ type }, [channel.port2])
      }),
    GET_VERSION,
  )

const PROFILE = /\/profile\/learner(%40|@)example\.com$/

let server: PwaServer

/**
 * Deploys v2 and lets the page's worker look for it; returns the update prompt, which names the
 * waiting version as the new worker reports it.
 */
async function deployV2(page: Page) {
  server.setRoot(V2.dir)
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })
  return page.getByRole('status').filter({ hasText: `Version ${V2.version} is ready.` })
}

test.describe.configure({ mode: 'serial' })
test.use({ serviceWorkers: 'allow' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  // One after the other: the machine's cores are shared.
  await build(V1)
  await build(V2)
  server = await startPwaServer({ root: V1.dir })
})

test.afterAll(async () => {
  await server?.close()
})

test('a new version waits for consent and keeps the assessment answers', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(`${server.url}/`)
  await waitForServiceWorker(page)
  expect(await appVersion(page)).toBe(V1.version)

  await page.goto(`${server.url}/login`)
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page).toHaveURL(/\/profile\//)
  await page.goto(`${server.url}/assessments`)
  await expect(page.getByRole('heading', { level: 1, name: 'AI Reskilling Assessment' })).toBeVisible()
  // A fresh start for this account (an earlier run may have left progress behind).
  const startOver = page.getByRole('button', { name: 'Start over' })
  if (await startOver.isVisible().catch(() => false)) await startOver.click()
  await page.getByRole('radio', { name: /^5 – / }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: 'Technical or IT' }).check()
  await page.getByLabel('Please specify...').fill('Network administrator')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(/Question 3 of at most 9/)).toBeVisible()

  // Deploy v2 and let the page look for it.
  await page.evaluate(() => Object.assign(window, { __pwaMarker: 'still the same document' }))
  const timeOrigin = await page.evaluate(() => performance.timeOrigin)
  // The prompt names the waiting version, as the new worker reports it.
  const prompt = await deployV2(page)
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  // Nothing reloads by itself: same document, same version, same question, for a while.
  await page.waitForTimeout(3000)
  expect(await page.evaluate(() => [performance.timeOrigin, (window as { __pwaMarker?: string }).__pwaMarker])).toEqual(
    [timeOrigin, 'still the same document'],
  )
  expect(await appVersion(page)).toBe(V1.version)
  await expect(page.getByRole('contentinfo')).toContainText(`Version ${V1.version}, built`)
  await expect(page.getByText(/Question 3 of at most 9/)).toBeVisible()

  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Reload to update' }).click()
  await reloaded
  await expect.poll(() => page.evaluate(() => performance.timeOrigin)).not.toBe(timeOrigin)
  expect(await appVersion(page)).toBe(V2.version)
  await expect(page.getByRole('contentinfo')).toContainText(`Version ${V2.version}, built`)
  expect(await page.evaluate(() => (window as { __pwaMarker?: string }).__pwaMarker)).toBeUndefined()
  await expect(page).toHaveURL(/\/assessments$/)

  // The autosaved answers are offered and restored.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await expect(page.getByText(/2 answered, currently at question 3/)).toBeVisible()
  await page.getByRole('button', { name: 'Resume where you left off' }).click()
  await expect(page.getByText(/Question 3 of at most 9/)).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: 'Technical or IT' })).toBeChecked()
  await expect(page.getByLabel('Please specify...')).toHaveValue('Network administrator')
  await expect(page.getByRole('status').filter({ hasText: 'is ready.' })).toHaveCount(0)
})

test('the older result card opens unchanged after an update', async ({ page }) => {
  test.setTimeout(120_000)
  // The test before may have left v2 deployed; this one starts from v1 (a new browser context: no worker yet).
  server.setRoot(V1.dir)
  await page.goto(`${server.url}/`)
  await waitForServiceWorker(page)
  expect(await controllerVersion(page)).toBe(V1.version)

  // Two finished attempts in v1: the Foundational Track, then AI Executive.
  await page.goto(`${server.url}/login`)
  await fillLogin(page, SEEDED.email, SEEDED.password)
  await expect(page).toHaveURL(PROFILE)
  await page.goto(`${server.url}/assessments`)
  const firstReason = await finishAssessment(page, FOUNDATIONAL, 'Foundational Track')
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page).toHaveURL(PROFILE)
  await page.getByRole('link', { name: 'Retake the assessment' }).click()
  await finishAssessment(page, UNSURE_EXECUTIVE, 'AI Executive')
  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page).toHaveURL(PROFILE)
  await expect(attempts(page)).toHaveCount(2)

  // The older attempt as v1 shows it.
  const before = await openAttempt(page, 'Foundational Track')
  expect(before).toMatchObject({
    title: 'Foundational Track',
    why: firstReason,
    finished: { datetime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    scoredWith: expect.stringMatching(/Scored with questions \S+ and rules \S+/),
  })
  expect(before.tracks.length, 'the card lists its track').toBeGreaterThan(0)
  expect(before.card).toContain(firstReason)

  // Deploy v2; the learner accepts the update from the profile.
  const prompt = await deployV2(page)
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Reload to update' }).click()
  await reloaded
  await expect(page).toHaveURL(PROFILE)
  await expect(page.getByRole('contentinfo')).toContainText(`Version ${V2.version}, built`)
  expect(await appVersion(page)).toBe(V2.version)
  await expect.poll(() => controllerVersion(page), { message: 'the new worker controls the page' }).toBe(V2.version)

  // The same two attempts, and the older one reads exactly as it did in v1.
  await expect(attempts(page)).toHaveCount(2)
  expect(await openAttempt(page, 'Foundational Track')).toEqual(before)
})
