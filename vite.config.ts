/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const port = Number(process.env.PORT) || 4173

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      '~mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  plugins: [
    // Must precede react(): it rewrites route files for per-route code splitting.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  preview: { port, strictPort: true, host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // Tests talk to a "real" backend origin, answered by MSW's Node server with the demo handlers.
    env: { VITE_API_BASE_URL: 'http://api.test' },
  },
})
