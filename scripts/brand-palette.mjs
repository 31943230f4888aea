/**
 * The brand colours the generated pictures draw with: the illustrations (scripts/generate-images.mjs),
 * the hero videos (scripts/generate-media-frames.mjs) and the whitepaper (scripts/generate-whitepaper.mjs).
 * The site's stylesheet uses some of them too (src/styles/global.css).
 */
export const BRAND = {
  navy: '#0d1b2a',
  navy2: '#16304f',
  blue: '#1f4fd1',
  blueLight: '#5b86ff',
  gold: '#f2b705',
  goldLight: '#ffd24a',
  soft: '#f4f6fa',
  mist: '#c9d3e0',
}
