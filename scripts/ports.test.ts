// @vitest-environment node
/**
 * Every port of scripts/ports.mjs is one that fetch and the browsers will talk to. The Fetch
 * standard refuses a list of "bad ports" (4190, ManageSieve, among them) before connecting: Node's
 * fetch fails with "bad port" and Chromium with ERR_UNSAFE_PORT, so a server there looks dead.
 * Node's own fetch is asked, not a copy of the list.
 */
import { http, passthrough } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server as mswServer } from '../mocks/node'
import * as ports from './ports.mjs'

/** On the Fetch standard's list: the check must see it refused. */
const REFUSED_PORT = 4190
const projectPorts = Object.entries(ports).filter((entry): entry is [string, number] => typeof entry[1] === 'number')

/** The reason fetch gives for not reaching the port, or '' when something answered. */
async function fetchRefusal(port: number): Promise<string> {
  try {
    await fetch(ports.originOf(port), { signal: AbortSignal.timeout(2_000) })
    return ''
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    return cause instanceof Error ? cause.message : String(cause ?? error)
  }
}

describe('scripts/ports.mjs', () => {
  beforeEach(() => {
    const checked = [...projectPorts.map(([, port]) => port), REFUSED_PORT]
    mswServer.use(...checked.map((port) => http.all(`${ports.originOf(port)}/*`, () => passthrough())))
  })

  it('has no two servers on one port', () => {
    const values = projectPorts.map(([, port]) => port)
    expect(values.length).toBeGreaterThan(1)
    expect(new Set(values).size).toBe(values.length)
  })

  it.each(projectPorts)('%s (%i) is not a port fetch refuses', async (_name, port) => {
    expect(await fetchRefusal(port)).not.toMatch(/bad port/i)
  })

  it('would notice a refused port', async () => {
    expect(await fetchRefusal(REFUSED_PORT)).toMatch(/bad port/i)
  })
})
