// @vitest-environment node
/**
 * The Open Graph card (public/images/og-image.png) shows the figures the site's lists hold: run
 * `node scripts/generate-images.mjs` after adding a course, a track or a role.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SELF_PACED_COURSES } from '../src/features/catalogue/self-paced-courses'
import { loadOgFigures, OG_FIGURES_KEYWORD, pngText, withPngText } from './og-card.mjs'

const CARD = new URL('../public/images/og-image.png', import.meta.url)

describe('the Open Graph card', () => {
  it('shows the figures counted from the lists (else: node scripts/generate-images.mjs)', async () => {
    // What the generator itself loads when it runs (Vite's module runner on the TypeScript modules).
    const figures = await loadOgFigures()
    expect(figures).toContain(`${SELF_PACED_COURSES.length} COURSES`)
    const shown = pngText(readFileSync(CARD))[OG_FIGURES_KEYWORD]
    expect(shown, 'public/images/og-image.png is out of date: run node scripts/generate-images.mjs').toBe(figures)
  })

  it('records a text in a PNG without changing its image', () => {
    const png = readFileSync(CARD)
    const again = withPngText(png, 'Comment', 'déjà · vu')
    expect(again.length).toBe(png.length + 12 + 'Comment'.length + 1 + 'déjà · vu'.length)
    expect(pngText(again)).toEqual({ ...pngText(png), Comment: 'déjà · vu' })
    // The other chunks are untouched: the image data is the same bytes.
    expect(again.subarray(again.length - 12)).toEqual(png.subarray(png.length - 12))
    expect(again.includes(png.subarray(8 + 25))).toBe(true)
  })
})
