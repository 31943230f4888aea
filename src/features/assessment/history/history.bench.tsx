/**
 * How the history scales (docs/assessment.md (Attempt history)): the profile's history with 1,000
 * stored attempts, and "Download my data" and its import with 1,000 attempts. Run with
 * `npm run bench:history:jsdom`; IndexedDB is fake-indexeddb here (slower than a browser's),
 * rendering is jsdom's, so only compare its numbers with each other; what counts is a browser's.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { bench, describe } from 'vitest'
import { collectLearnerData, importIntoDevice } from './device-data'
import { AssessmentHistory, PAGE_SIZE } from './history-section'
import { addAttempts, clearHistory } from './history-store'
import { parseLearnerData } from './learner-data'
import { manyAttempts } from '~/testing/attempts'

const email = 'bench@example.com'
const attempts = manyAttempts(1000)
let exported = ''

async function seed() {
  await clearHistory(email)
  await addAttempts(email, attempts)
}

describe('1,000 attempts', () => {
  bench(
    'profile history: load from IndexedDB and first render',
    async () => {
      render(<AssessmentHistory email={email} />)
      const items = await screen.findAllByRole('listitem', {}, { timeout: 5000 })
      if (items.length !== PAGE_SIZE) throw new Error(`${items.length} rows rendered`)
      cleanup()
    },
    { setup: seed, iterations: 10, time: 0 },
  )

  bench(
    'Download my data: collect and serialise',
    async () => {
      const collected = await collectLearnerData(email)
      if (!collected.ok || collected.data.attempts.length !== 1000) throw new Error('not 1,000 attempts')
      exported = JSON.stringify(collected.data, null, 2)
    },
    { setup: seed, iterations: 10, time: 0 },
  )

  bench(
    'Import: validate the file only',
    () => {
      if (!parseLearnerData(exported, email).ok) throw new Error('refused')
    },
    { iterations: 10, time: 0 },
  )

  bench(
    'Import: validate, merge and write into an empty history',
    async () => {
      await clearHistory(email)
      const result = await importIntoDevice(exported, email)
      if (!result.ok || result.plan.attempts.length !== 1000) throw new Error('not imported')
    },
    { iterations: 10, time: 0 },
  )
})
