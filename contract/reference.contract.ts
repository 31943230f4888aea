/**
 * The same contract suite against the reference backend (contract/reference-backend.ts): a second
 * backend, written from docs/deployment.md (Backend requirements) without the mocks, that answers
 * every reset-link request with the same 200 and lists its mails as `{ to, subject, link }`. Run
 * when the suite started its own backends (no --base-url).
 */
import { describe, inject, it } from 'vitest'
import { contractSuite } from './suite'

const reference = inject('referenceTarget')

if (reference) contractSuite(`${reference.baseUrl} (the reference backend)`, () => reference)
else
  describe.skip('the reference backend', () => it('runs only when the suite starts its own backends (no --base-url)'))
