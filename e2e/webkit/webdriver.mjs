/**
 * A small W3C WebDriver client over fetch, enough for the WebKit smoke (e2e/webkit/smoke.mjs): it
 * starts Debian's WebKitWebDriver on a free loopback port and drives the WebKitGTK MiniBrowser
 * through the classic HTTP endpoints (https://www.w3.org/TR/webdriver2/). Playwright cannot drive
 * a stock WebKit, and a client library would be a dependency for a dozen calls.
 */
import { spawn } from 'node:child_process'
import { freePort } from '../../scripts/ports.mjs'

/** The key a web element reference is sent under (WebDriver (Elements)). */
export const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'

/** WebDriver's key codes (WebDriver (Keyboard actions)). */
export const KEYS = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' }

export class WebDriverError extends Error {}

/**
 * Starts WebKitWebDriver and opens a session with the MiniBrowser.
 * @param {{ driver: string, browser: string, args?: string[], env?: NodeJS.ProcessEnv }} options
 */
export async function startSession({ driver, browser, args = [], env = process.env }) {
  const port = await freePort()
  const child = spawn(driver, [`--port=${port}`, '--host=local'], { env, stdio: ['ignore', 'ignore', 'pipe'] })
  let driverLog = ''
  child.stderr.on('data', (chunk) => {
    driverLog = (driverLog + chunk).slice(-4000)
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`

  /** One endpoint: the value, or a WebDriverError with the driver's message. */
  async function call(method, path, body) {
    const response = await fetch(base + path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await response.json().catch(() => ({ value: { error: `HTTP ${response.status}` } }))
    if (!response.ok || json.value?.error) {
      throw new WebDriverError(`${method} ${path}: ${json.value?.error}: ${json.value?.message ?? ''}`.trim())
    }
    return json.value
  }

  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new WebDriverError(`WebKitWebDriver exited: ${driverLog}`)
    try {
      if ((await call('GET', '/status')).ready) break
    } catch (error) {
      if (attempt > 100) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const { sessionId, capabilities } = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: browser, args: ['--automation', ...args] },
      },
    },
  }).catch((error) => {
    child.kill()
    throw new WebDriverError(`${error.message}\n${driverLog}`)
  })
  const session = (method, path, body) => call(method, `/session/${sessionId}${path}`, body)

  return {
    /** The engine's version, as the session reports it (WebKitGTK's, e.g. 2.50.6). */
    browserVersion: capabilities.browserVersion,
    navigate: (url) => session('POST', '/url', { url }),
    refresh: () => session('POST', '/refresh', {}),
    url: () => session('GET', '/url'),
    setWindowSize: (width, height) => session('POST', '/window/rect', { width, height }),
    /** Runs a function body in the page (`arguments` holds args); element references come back as elements. */
    execute: (script, ...args) => session('POST', '/execute/sync', { script, args }),
    executeAsync: (script, ...args) => session('POST', '/execute/async', { script, args }),
    click: (element) => session('POST', `/element/${element[ELEMENT]}/click`, {}),
    clear: (element) => session('POST', `/element/${element[ELEMENT]}/clear`, {}),
    /** Types into an element key by key, as a user does. */
    type: (element, text) => session('POST', `/element/${element[ELEMENT]}/value`, { text }),
    /** Presses keys on whatever has focus. */
    async press(...keys) {
      const actions = keys.flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ])
      await session('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] })
      await session('DELETE', '/actions')
    },
    async quit() {
      try {
        await session('DELETE', '')
      } finally {
        child.kill()
        await exited
      }
    },
  }
}
