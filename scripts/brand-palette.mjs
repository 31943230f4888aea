/**
 * The brand colours and the logo's spark that the generated pictures draw with: the illustrations
 * (scripts/generate-images.mjs), the hero videos (scripts/generate-media-frames.mjs) and the
 * whitepaper (scripts/generate-whitepaper.mjs). The site's stylesheet uses some of the colours too
 * (src/styles/global.css).
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

/**
 * The logo's four-pointed spark as an SVG path (pdfkit draws these too): its points `r` from the
 * centre, its sides curving in through control points `k * r` off the centre on each axis.
 */
export function sparkPath(cx, cy, r, k) {
  const q = r * k
  return `M${cx} ${cy - r}Q${cx + q} ${cy - q} ${cx + r} ${cy}Q${cx + q} ${cy + q} ${cx} ${cy + r}Q${cx - q} ${cy + q} ${cx - r} ${cy}Q${cx - q} ${cy - q} ${cx} ${cy - r}Z`
}
