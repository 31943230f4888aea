import type { ManifestOptions } from 'vite-plugin-pwa'
// Relative, with its extension: vite.config.ts loads this module without the app's aliases.
import { siteConfig } from '../../lib/site-config.ts'

/** The web app manifest the build writes (vite.config.ts): what an install shows and starts. */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: `${siteConfig.brand} — AI/GenAI Reskilling`,
  short_name: siteConfig.brand,
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
}
