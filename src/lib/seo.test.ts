import { describe, expect, it } from 'vitest'
import { OUTCOMES } from './content/outcomes'
import { trackLabel, tracksForOutcome } from './content/tracks'
import { planCardPath, planCardText } from './plan-card'
import { pageHead, SITE_ORIGIN } from './seo'

/** The content of the head's meta entry with this property or name. */
const metaOf = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta
    .filter((entry) => ('property' in entry && entry.property === key) || ('name' in entry && entry.name === key))
    .map((entry) => ('content' in entry ? entry.content : undefined))

describe('pageHead', () => {
  it('names the site card for a page without an image of its own, and no size or alt it cannot know', () => {
    const head = pageHead({ title: 'Courses', description: 'All the courses.', path: '/courses' })
    expect(metaOf(head, 'og:image')).toEqual([`${SITE_ORIGIN}/images/og-image.png`])
    for (const key of ['og:image:width', 'og:image:alt', 'twitter:image']) expect(metaOf(head, key)).toEqual([])
  })

  it('names a page image once, absolute, for Open Graph and X, with its size and alt text', () => {
    const image = { path: '/images/plans/fine-tuner.png', alt: 'Fine Tuner', width: 1200, height: 630 }
    const head = pageHead({ title: 'Plan', description: 'A plan.', path: '/plan/fine-tuner', image })
    expect(metaOf(head, 'og:image')).toEqual([`${SITE_ORIGIN}${image.path}`])
    expect(metaOf(head, 'twitter:image')).toEqual([`${SITE_ORIGIN}${image.path}`])
    expect(metaOf(head, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metaOf(head, 'og:image:width')).toEqual(['1200'])
    expect(metaOf(head, 'og:image:height')).toEqual(['630'])
    expect(metaOf(head, 'og:image:alt')).toEqual(['Fine Tuner'])
  })
})

describe('a plan card', () => {
  it.each(OUTCOMES)('%s: its own file, described by its role and tracks', (outcome) => {
    expect(planCardPath(outcome)).toMatch(/^\/images\/plans\/[a-z0-9-]+\.png$/)
    const text = planCardText(outcome)
    expect(text).toContain(outcome)
    for (const track of tracksForOutcome(outcome)) expect(text).toContain(trackLabel(track))
  })

  it('differs for every outcome', () => {
    expect(new Set(OUTCOMES.map(planCardPath)).size).toBe(OUTCOMES.length)
  })
})
