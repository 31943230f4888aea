// @vitest-environment node
import { defaultParseSearch } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COURSE_TOPICS } from '~/lib/content/course-topics'
import { TRACK_IDS } from '~/lib/content/tracks'
import { stringifySearch } from '~/lib/search-params'
import { FORMATS, TOPICS } from './catalogue-items'
import { COURSE_FORMATS, isTrackId, MAX_QUERY_LENGTH, parseCatalogueSearch } from './catalogue-search-params'

/** What the route's validateSearch sees for a query string: the router's own parser first. */
const fromUrl = (query: string) => parseCatalogueSearch(defaultParseSearch(query))

describe('parseCatalogueSearch (validateSearch of /courses)', () => {
  it('reads every field of a well-formed URL, repeated topics included', () => {
    expect(fromUrl('?q=prompt&topic=agents&topic=security&track=4&format=self-paced&fits=1')).toEqual({
      q: 'prompt',
      topic: ['agents', 'security'],
      track: 4,
      format: 'self-paced',
      fits: 1,
    })
    expect(fromUrl('?topic=data')).toEqual({ topic: ['data'] })
  })

  it('drops unknown and malformed values, keeping the rest', () => {
    expect(fromUrl('?topic=astrology&topic=agents&track=11&format=video&fits=yes&page=2')).toEqual({
      topic: ['agents'],
    })
    expect(fromUrl('?track=-1')).toEqual({})
    expect(fromUrl('?track=2.5')).toEqual({})
    expect(fromUrl('?track=abc')).toEqual({})
    expect(fromUrl('?track=')).toEqual({})
    expect(fromUrl('?q=%20%20')).toEqual({})
    expect(fromUrl('?q=&track=&format=')).toEqual({})
    expect(fromUrl('?topic={"a":1}&q[]=x')).toEqual({})
  })

  it('keeps what was typed even when the router reads it as a number or a boolean', () => {
    expect(fromUrl('?q=2026')).toEqual({ q: '2026' })
    expect(fromUrl('?q=true')).toEqual({ q: 'true' })
    expect(fromUrl('?q=prompt+engineering')).toEqual({ q: 'prompt engineering' })
  })

  it('orders topics as the catalogue does and lists each once', () => {
    expect(fromUrl('?topic=security&topic=agents&topic=security')).toEqual({ topic: ['agents', 'security'] })
  })

  it(`cuts a query to ${MAX_QUERY_LENGTH} characters`, () => {
    expect(fromUrl(`?q=${'a'.repeat(500)}`).q).toHaveLength(MAX_QUERY_LENGTH)
  })

  it('never throws and only ever returns known values, whatever the input', () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.object(),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('q', 'topic', 'track', 'format', 'fits', 'other'), value), (raw) => {
        const parsed = parseCatalogueSearch(raw)
        expect(Object.keys(parsed).every((key) => ['q', 'topic', 'track', 'format', 'fits'].includes(key))).toBe(true)
        if (parsed.q !== undefined) expect(parsed.q.trim()).not.toBe('')
        for (const topic of parsed.topic ?? []) expect(COURSE_TOPICS).toContain(topic)
        if (parsed.track !== undefined) expect(TRACK_IDS).toContain(parsed.track)
        if (parsed.format !== undefined) expect(COURSE_FORMATS).toContain(parsed.format)
        if (parsed.fits !== undefined) expect(parsed.fits).toBe(1)
      }),
    )
    fc.assert(
      fc.property(fc.string(), (query) => {
        fromUrl(query)
      }),
    )
  })

  it('survives a round trip through the URL the app writes', () => {
    const search = fc.record(
      {
        q: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        topic: fc
          .uniqueArray(fc.constantFrom(...COURSE_TOPICS), { minLength: 1 })
          .map((t) => COURSE_TOPICS.filter((x) => t.includes(x))),
        track: fc.constantFrom(...TRACK_IDS),
        format: fc.constantFrom(...COURSE_FORMATS),
        fits: fc.constant(1 as const),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(search, (s) => {
        expect(fromUrl(stringifySearch(s))).toEqual(parseCatalogueSearch(s))
      }),
    )
  })

  it('writes topics as repeated keys, like the HTML form does', () => {
    expect(stringifySearch({ q: 'prompt', topic: ['agents', 'security'], track: 4 })).toBe(
      '?q=prompt&track=4&topic=agents&topic=security',
    )
    expect(stringifySearch({ topic: [] })).toBe('')
    expect(stringifySearch({})).toBe('')
  })

  it('accepts exactly the track ids, and its lists match the ones the lazy chunks use', () => {
    for (let id = -3; id <= 20; id += 1)
      expect(isTrackId(id), String(id)).toBe((TRACK_IDS as readonly number[]).includes(id))
    expect(TOPICS).toEqual(COURSE_TOPICS)
    expect(FORMATS).toEqual(COURSE_FORMATS)
  })
})
