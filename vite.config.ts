/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { securityHeadersPlugin } from './scripts/security-headers.ts'
import { PREVIEW_PORT } from './scripts/ports.mjs'
import { precompress } from './scripts/vite-plugin-precompress.ts'
import { prerender } from './scripts/vite-plugin-prerender.ts'
import { MANIFEST_URL } from './src/features/pwa/sw-routing.ts'
import { WEB_APP_MANIFEST } from './src/features/pwa/web-app-manifest.ts'

const port = PREVIEW_PORT

// The version (footer, update prompt, <meta name="app-version">): package.json's, unless
// VITE_APP_VERSION says otherwise (the PWA update test builds two versions).
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
process.env.VITE_APP_VERSION ||= version
// The build date (UTC calendar day), from SOURCE_DATE_EPOCH when a reproducible build sets it.
const buildDate = new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now())
  .toISOString()
  .slice(0, 10)

export default defineConfig({
  // Build facts compiled into the page, the prerender (scripts/vite-plugin-prerender.ts passes them on)
  // and the service worker (vite-plugin-pwa builds it with the same define): src/lib/build-info.ts.
  define: {
    __APP_VERSION__: JSON.stringify(process.env.VITE_APP_VERSION),
    __BUILD_DATE__: JSON.stringify(buildDate),
  },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      '~mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  plugins: [
    // Must precede react(): it rewrites route files for per-route code splitting.
    // A route's loader goes into its page's chunk (the plugin keeps loaders in the route tree by
    // default, and every page loads the route tree): /plan/$slug and /courses have one.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    // CSP and hardening headers for `vite preview`, dist/_headers, and a <meta> CSP fallback (docs/deployment.md).
    securityHeadersPlugin(process.env.VITE_API_BASE_URL),
    prerender(),
    // After prerender(): its writeBundle writes the pages that this plugin's closeBundle precaches.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by src/features/pwa (production builds only, after hydration), never by a script tag.
      injectRegister: false,
      devOptions: { enabled: false },
      manifestFilename: MANIFEST_URL.slice(1),
      // The glob below already precaches public/icons.
      includeManifestIcons: false,
      manifest: WEB_APP_MANIFEST,
      injectManifest: {
        // Every page, chunk, icon, image, poster, the whitepaper and the MP4 heroes. The WebM copies are
        // not precached: the hero <video> lists only MP4, so nothing asks for them.
        globPatterns: ['**/*.{html,js,css,svg,png,webp,avif,ico,pdf,mp4,txt,xml,webmanifest}'],
        globIgnores: [
          // What a server sends has the stylesheet inline; each page is precached as its copy that
          // links it, index.linked.html (docs/decisions/0017-prerendering-and-hydration.md).
          '**/index.html',
          // The hero <video> lists only MP4; the posters are precached as AVIF, which every browser
          // that installs the app decodes.
          '**/*.webm',
          'media/*-poster*.webp',
          // The plugin adds the manifest itself; the worker is not its own precache.
          'sw.js',
          'manifest.webmanifest',
          // For link previews and the install dialog only (the plans' cards: link previews and Share).
          'images/og-image.png',
          'images/plans/**',
          'screenshots/**',
          // Prerendered for cold links, not precached (the precache budget): offline, the SPA shell
          // renders a plan from the precached chunks (docs/decisions/0051-the-learning-plan.md).
          'plan/**',
        ],
        // Above the largest file (the MP4s are ~1 MB); scripts/pwa-build.dist.test.ts keeps each one ≤ 2 MiB.
        maximumFileSizeToCacheInBytes: 2.5 * 1024 * 1024,
        // Hashed file names need no revision query.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    // Last: .gz and .br beside every text file, once the pages and the worker are written (nginx's gzip_static).
    precompress(),
  ],
  build: {
    // One stylesheet for the whole site (~9 KB gzip), instead of up to seven small ones: the
    // prerender puts it inline into every page a server sends, and the precached copies link it
    // (docs/decisions/0017-prerendering-and-hydration.md).
    cssCodeSplit: false,
    // Every supported browser preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
  preview: { port, strictPort: true, host: '127.0.0.1' },
  server: { host: '127.0.0.1' },
  test: {
    // A worker per core: Vitest's default leaves one for its main process, which mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Workers as threads: a fresh jsdom and module graph per file, started faster than a process.
          pool: 'threads',
          setupFiles: ['./vitest.setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: ['**/*.dist.test.ts'],
          restoreMocks: true,
          // Tests talk to a "real" backend origin, answered by MSW's Node server with the demo handlers.
          env: { VITE_API_BASE_URL: 'http://api.test' },
        },
      },
      {
        // What the builds wrote (dist/, dist-prod/), read without a browser: `npm run test:dist`, after the builds.
        extends: true,
        test: { name: 'dist', environment: 'node', include: ['scripts/**/*.dist.test.ts'], testTimeout: 60_000 },
      },
    ],
  },
})
