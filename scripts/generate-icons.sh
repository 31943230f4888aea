#!/bin/sh
# Generates the PWA icons from public/icons/icon.svg with @vite-pwa/assets-generator
# (config: pwa-assets.config.ts at the project root). Needs only node_modules (sharp comes with
# the generator). Outputs: public/icons/{pwa-64x64,pwa-192x192,pwa-512x512,maskable-icon-512x512,
# apple-touch-icon-180x180}.png and public/favicon.ico. public/favicon.svg is hand-written.
set -eu
cd "$(dirname "$0")/.."
npx --no-install pwa-assets-generator --config pwa-assets.config.ts
mv -f public/icons/favicon.ico public/favicon.ico
ls -l public/icons public/favicon.ico public/favicon.svg
