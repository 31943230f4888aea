/**
 * PWA icon generation (@vite-pwa/assets-generator 2.0.0).
 * Source: public/icons/icon.svg. The PNGs and favicon.ico are written next to it, in public/icons/;
 * scripts/generate-icons.sh then moves favicon.ico to public/. Run: sh scripts/generate-icons.sh
 * Output names: pwa-64x64.png, pwa-192x192.png, pwa-512x512.png, maskable-icon-512x512.png,
 * apple-touch-icon-180x180.png, favicon.ico (48 px).
 */
import { defineConfig } from '@vite-pwa/assets-generator/config'

const navy = '#0d1b2a'

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: {
      sizes: [64, 192, 512],
      padding: 0,
      favicons: [[48, 'favicon.ico']],
    },
    // Maskable and Apple icons need an opaque, padded square: the navy of the mark fills the safe zone.
    maskable: {
      sizes: [512],
      padding: 0.25,
      resizeOptions: { background: navy, fit: 'contain' },
    },
    apple: {
      sizes: [180],
      padding: 0.2,
      resizeOptions: { background: navy, fit: 'contain' },
    },
    png: { compressionLevel: 9, quality: 80 },
  },
  images: ['public/icons/icon.svg'],
})
