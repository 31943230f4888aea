import { defineConfig } from 'vitest/config'

/**
 * The backend contract suite (contract/, `npm run test:contract`): plain HTTP against a backend,
 * in Node, without the unit tests' setup — no MSW interception, no jsdom. One file, run in order.
 */
export default defineConfig({
  test: {
    include: ['contract/**/*.contract.ts'],
    environment: 'node',
    globalSetup: ['./contract/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    reporters: ['verbose'],
  },
})
