/**
 * Where the contract suite points (contract/backend.contract.ts). `npm run test:contract` passes
 * its flags as CONTRACT_* variables (scripts/contract.mjs). Without a base URL it starts the mock
 * API (mocks/http-server.ts) on a free port for the run — what `npm test` does.
 */
import type { Server } from 'node:http'
import type { TestProject } from 'vitest/node'
import { originOf, PREVIEW_PORT } from '../scripts/ports.mjs'
import type { ContractTarget } from './http'

declare module 'vitest' {
  export interface ProvidedContext {
    contractTarget: ContractTarget
  }
}

const DEFAULT_ORIGIN = originOf(PREVIEW_PORT)

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => undefined)
  return response?.ok === true
}

/** A URL flag's value: unset or empty → undefined (use the default); `none` → '' (use nothing). */
function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  return trimmed === 'none' ? '' : trimmed
}

export default async function setup(project: TestProject) {
  const env = process.env
  const origin = new URL(env.CONTRACT_ORIGIN?.trim() || DEFAULT_ORIGIN).origin
  let server: Server | undefined
  let baseUrl = env.CONTRACT_BASE_URL?.trim().replace(/\/+$/, '')
  if (!baseUrl) {
    const { createMockApi } = await import('../mocks/http-server')
    const mock = createMockApi({ origin })
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve))
    const address = mock.address()
    if (typeof address !== 'object' || address === null) throw new Error('the mock API is not listening')
    server = mock
    baseUrl = `http://127.0.0.1:${address.port}`
  }
  // A mock-API-like admin surface is used when present (the outbox, the expiry clock); a real
  // backend without one gets the checks that need them skipped, each saying why.
  const admin = `${baseUrl}/__admin`
  const hasAdmin = await answers(`${admin}/health`)
  const outboxUrl = given(env.CONTRACT_OUTBOX_URL) ?? (hasAdmin ? `${admin}/outbox` : undefined)
  const adminUrl = given(env.CONTRACT_ADMIN_URL) ?? (hasAdmin ? admin : undefined)
  const [email, ...password] = (env.CONTRACT_ACCOUNT ?? '').split(':')
  const account = email && password.length > 0 ? { email, password: password.join(':') } : undefined

  const target: ContractTarget = {
    baseUrl,
    origin,
    outboxUrl: outboxUrl || undefined,
    adminUrl: adminUrl || undefined,
    account,
  }
  project.provide('contractTarget', target)
  console.log(
    [
      `Contract: ${baseUrl}${server ? ' (the mock API, started for this run)' : ''}`,
      `  site origin  ${origin}`,
      `  outbox       ${target.outboxUrl ?? 'none — activation and reset flows are skipped'}`,
      `  admin        ${target.adminUrl ?? 'none — expiry is skipped'}`,
    ].join('\n'),
  )
  return async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  }
}
