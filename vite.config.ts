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

const port = PREVIEW_PORT

// The version: package.json's, unless VITE_APP_VERSION says otherwise (the PWA update test builds two
// versions with different values). Shown as <meta name="app-version"> (index.html), in the footer and
// in the update prompt (__APP_VERSION__ below).
const packageJson: unknown = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const packageVersion =
  typeof packageJson === 'object' && packageJson !== null && 'version' in packageJson
    ? String(packageJson.version)
    : '0.0.0'
process.env.VITE_APP_VERSION ||= packageVersion
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
      manifest: {
        id: '/',
        name: 'Reskill AI — AI/GenAI Reskilling',
        short_name: 'Reskill AI',
        description:
          'Personalized and continuous AI and GenAI reskilling: courses, reskilling tracks, ecosystems and the reskilling assessment.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0d1b2a',
        background_color: '#ffffff',
        lang: 'en',
        categories: ['education', 'productivity'],
        icons: [
          { src: '/icons/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
          { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // From the built site: node scripts/generate-screenshots.mjs (not precached: only the install dialog shows them).
        screenshots: [
          {
            src: '/screenshots/home-wide.jpg',
            sizes: '1280x720',
            type: 'image/jpeg',
            form_factor: 'wide',
            label: 'Home page: AI is the new Gold Rush',
          },
          {
            src: '/screenshots/home-narrow.jpg',
            sizes: '390x844',
            type: 'image/jpeg',
            form_factor: 'narrow',
            label: 'Home page on a phone',
          },
        ],
      },
      injectManifest: {
        // Every page, chunk, icon, image, poster, the whitepaper and the MP4 heroes. The WebM copies are
        // not precached: the hero <video> lists only MP4, so nothing asks for them.
        globPatterns: ['**/*.{html,js,css,svg,png,webp,avif,ico,pdf,mp4,txt,xml,webmanifest}'],
        // The plugin adds manifest.webmanifest itself (a second entry for the same URL would be a duplicate);
        // the Open Graph card is for link previews only, the pages never show it.
        // The thirteen learning plans (plan/<slug>/index.html) are prerendered for cold links but not
        // precached: they would take the precache past its 1.5 MB budget. Offline, the worker answers
        // them with the SPA shell, which renders the plan from the precached chunks
        // (docs/decisions/0051-the-learning-plan.md).
        // The posters are precached as AVIF, which every browser that installs the app decodes; their
        // WebP copies are for older browsers, online.
        // Every page is precached as its copy that links the stylesheet (index.linked.html): the
        // copy a server sends (index.html) has it inline, which would put it in the precache once per
        // page (docs/decisions/0017-prerendering-and-hydration.md).
        globIgnores: [
          '**/index.html',
          '**/*.webm',
          'sw.js',
          'manifest.webmanifest',
          'images/og-image.png',
          'screenshots/**',
          'plan/**',
          'media/*-poster*.webp',
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
