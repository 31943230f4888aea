/**
 * Where the contract suite points (contract/backend.contract.ts). `npm run test:contract` passes
 * its flags as CONTRACT_* variables (scripts/contract.mjs). Without a base URL it starts the mock
 * API (mocks/http-server.ts) on a free port for the run — what `npm test` does — and also the
 * reference backend (contract/reference-backend.ts), written from the documented requirements
 * alone, so every run shows the suite passing a backend that is not the mock.
 */
import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { TestProject } from 'vitest/node'
import { originOf, PREVIEW_PORT } from '../scripts/ports.mjs'
import type { ContractTarget } from './http'
import { parseOutbox } from './outbox'
import { startReferenceBackend } from './reference-backend'

declare module 'vitest' {
  export interface ProvidedContext {
    contractTarget: ContractTarget
    /** The reference backend, when the run started one (no --base-url). */
    referenceTarget: ContractTarget | null
  }
}

const DEFAULT_ORIGIN = originOf(PREVIEW_PORT)

async function answers(url: string, headers: Record<string, string>): Promise<boolean> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) }).catch(() => undefined)
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
  let reference: Awaited<ReturnType<typeof startReferenceBackend>> | undefined
  let baseUrl = env.CONTRACT_BASE_URL?.trim().replace(/\/+$/, '')
  let adminToken = env.CONTRACT_ADMIN_TOKEN?.trim() || undefined
  if (!baseUrl) {
    const { createMockApi } = await import('../mocks/http-server')
    // The mock's admin surface is closed without a token (mocks/http-server.ts): one for this run.
    adminToken ??= randomBytes(24).toString('hex')
    const mock = createMockApi({ origin, adminToken })
    await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve))
    const address = mock.address()
    if (typeof address !== 'object' || address === null) throw new Error('the mock API is not listening')
    server = mock
    baseUrl = `http://127.0.0.1:${address.port}`
    reference = await startReferenceBackend({ origin })
  }
  // A mock-API-like admin surface is used when present (the outbox, the expiry clock); a real
  // backend without one gets the checks that need them skipped, each saying why.
  const admin = `${baseUrl}/__admin`
  const hasAdmin = await answers(`${admin}/health`, adminToken ? { authorization: `Bearer ${adminToken}` } : {})
  const outboxUrl =
    given(env.CONTRACT_OUTBOX) ?? given(env.CONTRACT_OUTBOX_URL) ?? (hasAdmin ? `${admin}/outbox` : undefined)
  const adminUrl = given(env.CONTRACT_ADMIN_URL) ?? (hasAdmin ? admin : undefined)
  const [email, ...password] = (env.CONTRACT_ACCOUNT ?? '').split(':')
  const account = email && password.length > 0 ? { email, password: password.join(':') } : undefined

  const target: ContractTarget = {
    baseUrl,
    origin,
    outbox: outboxUrl ? parseOutbox(outboxUrl) : undefined,
    adminUrl: adminUrl || undefined,
    adminToken,
    account,
  }
  project.provide('contractTarget', target)
  project.provide('referenceTarget', reference?.target ?? null)
  console.log(
    [
      `Contract: ${baseUrl}${server ? ' (the mock API, started for this run)' : ''}`,
      `  site origin  ${origin}`,
      `  outbox       ${target.outbox ? `${target.outbox.kind} ${target.outbox.url}` : 'none — activation and reset flows are skipped'}`,
      `  admin        ${target.adminUrl ?? 'none — expiry is skipped'}`,
      ...(reference
        ? [`Contract: ${reference.target.baseUrl} (the reference backend, contract/reference-backend.ts)`]
        : []),
    ].join('\n'),
  )
  return async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    await reference?.close()
  }
}
