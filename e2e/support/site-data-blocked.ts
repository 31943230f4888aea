/**
 * A browser that blocks every site from saving data (docs/product.md (Session and storage)), as a
 * visitor's setting or a managed-browser policy does: localStorage, sessionStorage and Cache Storage
 * throw, IndexedDB refuses to open and service workers cannot register.
 *
 * - Chromium: a persistent profile whose `Default/Preferences` sets
 *   `profile.default_content_setting_values.cookies` to 2 ("Don't allow sites to save data").
 * - Firefox: a persistent profile with `network.cookie.cookieBehavior` = 2 (block all cookies).
 *
 * Each context collects the page's uncaught errors and console errors, which the spec expects to be
 * none. `storageDenial` reads what the page gets from each store, so a spec can first prove the
 * setting took effect and never passes against a browser that stores after all.
 */
import { chromium, firefox, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

export type BlockedBrowser = { context: BrowserContext; page: Page; problems: string[] }

type Options = {
  browserName: string
  /** The project's launch options and channel (the Firefox project names its executable there). */
  launchOptions: LaunchOptions
  channel: string | undefined
  baseURL: string | undefined
  /** An empty folder for the profile (testInfo.outputPath). */
  profileDir: string
}

export async function launchSiteDataBlocked(options: Options): Promise<BlockedBrowser> {
  const { browserName, launchOptions, channel, baseURL, profileDir } = options
  const common = { ...launchOptions, ...(channel ? { channel } : {}), baseURL, serviceWorkers: 'allow' as const }
  let context: BrowserContext
  if (browserName === 'firefox') {
    context = await firefox.launchPersistentContext(profileDir, {
      ...common,
      firefoxUserPrefs: { ...launchOptions.firefoxUserPrefs, 'network.cookie.cookieBehavior': 2 },
    })
  } else if (browserName === 'chromium') {
    mkdirSync(join(profileDir, 'Default'), { recursive: true })
    const preferences = { profile: { default_content_setting_values: { cookies: 2 } } }
    writeFileSync(join(profileDir, 'Default', 'Preferences'), JSON.stringify(preferences))
    context = await chromium.launchPersistentContext(profileDir, {
      ...common,
      // The full browser: the headless shell has no content settings.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    })
  } else {
    throw new Error(`No site-data-blocked profile for ${browserName}`)
  }

  const problems: string[] = []
  context.on('weberror', (error) => problems.push(`uncaught: ${error.error().message}`))
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    // Where it was logged, and what each logged Error says: a bare "Error" from a library (React
    // logging what an error boundary caught) says nothing on its own.
    const { url, lineNumber } = message.location()
    const at = problems.push(`console.error: ${message.text()} (${url}:${lineNumber}) on ${message.page()?.url()}`) - 1
    void Promise.all(message.args().map((arg) => arg.evaluate(describeLogged).catch(() => '?'))).then((details) => {
      problems[at] += ` [${details.join(' ; ')}]`
    })
  })
  const page = context.pages()[0] ?? (await context.newPage())
  return { context, page, problems }
}

/** One console argument as text; an Error with its message and the top of its stack. Runs in the page. */
function describeLogged(value: unknown): string {
  if (!(value instanceof Error)) return String(value)
  const stack = (value.stack ?? '').split('\n').slice(0, 4).join(' | ')
  return `${value.name}: ${value.message} | ${stack}`
}

/** What the page gets from each store: 'works', or the error it meets ('SecurityError'…). */
export function storageDenial(page: Page) {
  return page.evaluate(async () => {
    const attempt = (use: () => unknown) => {
      try {
        use()
        return 'works'
      } catch (error) {
        return error instanceof Error ? error.name : String(error)
      }
    }
    const indexedDb = await new Promise<string>((resolve) => {
      try {
        const request = indexedDB.open('site-data-blocked-check')
        request.onsuccess = () => {
          request.result.close()
          indexedDB.deleteDatabase('site-data-blocked-check')
          resolve('works')
        }
        request.onerror = (event) => {
          event.preventDefault()
          resolve(request.error?.name ?? 'error')
        }
      } catch (error) {
        resolve(error instanceof Error ? error.name : String(error))
      }
    })
    return {
      localStorage: attempt(() => localStorage.setItem('site-data-blocked-check', '1')),
      sessionStorage: attempt(() => sessionStorage.setItem('site-data-blocked-check', '1')),
      indexedDb,
    }
  })
}
