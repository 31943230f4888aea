// @vitest-environment node
/**
 * The Open Graph card (public/images/og-image.png) shows the figures the site's lists hold, and each
 * learning plan's card (public/images/plans/<slug>.png) its role and tracks: run
 * `node scripts/generate-images.mjs` after adding a course, a track or a role, or changing a role's
 * tracks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SELF_PACED_COURSES } from '../src/features/catalogue/self-paced-courses'
import { OUTCOMES } from '../src/lib/content/outcomes'
import { trackLabel, tracksForOutcome } from '../src/lib/content/tracks'
import { PLAN_CARD_HEIGHT, PLAN_CARD_WIDTH, planCardPath } from '../src/lib/plan-card'
import { loadOgFigures, loadPlanCards, OG_FIGURES_KEYWORD, pngSize, pngText, withPngText } from './og-card.mjs'

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

describe("the learning plans' cards", async () => {
  // What the generator itself loads when it runs.
  const cards = await loadPlanCards()
  const root = new URL('../', import.meta.url)
  const STALE = 'is missing or out of date: run node scripts/generate-images.mjs'

  it('are one per outcome, each naming its role and every one of its tracks', () => {
    expect(cards.map((card) => card.outcome)).toEqual(OUTCOMES)
    for (const { outcome, tracks, file, text } of cards) {
      expect(file).toBe(`public${planCardPath(outcome)}`)
      expect(tracks).toEqual(tracksForOutcome(outcome).map(trackLabel))
      expect(text).toContain(outcome)
      for (const track of tracks) expect(text).toContain(track)
    }
  })

  it.each(cards.map((card) => ({ ...card, name: card.outcome })))(
    '$name: a small 1200x630 PNG that records what it shows',
    ({ file, text }) => {
      const path = new URL(file, root)
      expect(existsSync(path), `${file} ${STALE}`).toBe(true)
      const png = readFileSync(path)
      expect(pngSize(png)).toEqual({ width: PLAN_CARD_WIDTH, height: PLAN_CARD_HEIGHT })
      expect(pngText(png)[OG_FIGURES_KEYWORD], `${file} ${STALE}`).toBe(text)
      // A palette PNG: link previews fetch it on every share, and the repository keeps one per outcome.
      expect(png.length).toBeLessThanOrEqual(60 * 1024)
    },
  )

  it('leave no card of an outcome that is gone', () => {
    const files = readdirSync(new URL('../public/images/plans/', import.meta.url)).map(
      (name) => `public/images/plans/${name}`,
    )
    expect(files.sort()).toEqual(cards.map((card) => card.file).sort())
  })
})

describe('pngSize', () => {
  it('reads the width and height of a PNG, and nothing from another file', () => {
    expect(pngSize(readFileSync(CARD))).toEqual({ width: 1200, height: 630 })
    expect(pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(pngSize(readFileSync(CARD).subarray(0, 16))).toBeNull()
  })
})
