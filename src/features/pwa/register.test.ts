import { describe, expect, it, vi } from 'vitest'
import { SW_TRUSTED_TYPES_POLICY as CSP_POLICY } from '../../../scripts/security-headers'
import { serviceWorkerScriptUrl } from './register'
import { SW_TRUSTED_TYPES_POLICY, SW_URL } from './sw-routing'

describe('service worker script URL', () => {
  it('uses the policy name the Content-Security-Policy allows', () => {
    expect(SW_TRUSTED_TYPES_POLICY).toBe(CSP_POLICY)
  })

  it('is the plain URL without Trusted Types', () => {
    expect(serviceWorkerScriptUrl(undefined)).toBe(SW_URL)
  })

  it('comes from one policy that vouches for the worker URL only', () => {
    let rules: { createScriptURL: (input: string) => string } | undefined
    const createPolicy = vi.fn((_name: string, given: NonNullable<typeof rules>) => {
      rules = given
      return { createScriptURL: (input: string) => given.createScriptURL(input) }
    })
    expect(serviceWorkerScriptUrl({ createPolicy })).toBe(SW_URL)
    expect(serviceWorkerScriptUrl({ createPolicy })).toBe(SW_URL)
    expect(createPolicy).toHaveBeenCalledOnce()
    expect(createPolicy).toHaveBeenCalledWith(SW_TRUSTED_TYPES_POLICY, expect.anything())
    expect(() => rules?.createScriptURL('https://evil.example/sw.js')).toThrow(TypeError)
  })
})
