/**
 * The backend contract suite against the backend given (`npm run test:contract -- --base-url=<url>`;
 * docs/testing.md), or the mock API started for the run (contract/global-setup.ts).
 */
import { inject } from 'vitest'
import { contractSuite } from './suite'

const target = inject('contractTarget')

contractSuite(target.baseUrl, () => target)
