// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COURSE_TOPICS } from '~/lib/content/course-topics'
import { INSTRUCTOR_LED_COURSES } from '~/lib/content/instructor-led-courses'
import { TRACK_IDS, TRACKS } from '~/lib/content/tracks'
import { type CatalogueFilters, facetCounts, filterItems } from './catalogue-filter'
import { CATALOGUE_ITEMS, type CatalogueItem, catalogueItems, fieldText, SEARCH_FIELDS } from './catalogue-items'
import { COURSE_FORMATS } from './catalogue-search-params'
import { courseKey, TOPIC_LABELS } from './course-facets'
import { SELF_PACED_COURSES, type SelfPacedCourse, TOPIC_TRACKS } from './self-paced-courses'
import { createSearchIndex, MIN_TYPO_LENGTH, typoDistance } from './search-index'
import { highlightRanges, normalizeTerm, words } from './text-match'

const index = createSearchIndex(CATALOGUE_ITEMS)
const titles = (query: string) => {
  const result = index.search(query)
  return result ? CATALOGUE_ITEMS.filter((item) => result.keys.has(item.key)).map((item) => item.title) : null
}
const item = (title: string): CatalogueItem => {
  const found = CATALOGUE_ITEMS.find((i) => i.title === title)
  if (!found) throw new Error(title)
  return found
}
/** Every word of an item's searchable text, normalised: what an exact search can find. */
const itemWords = (i: CatalogueItem) => SEARCH_FIELDS.flatMap((field) => words(fieldText(i, field)).map(normalizeTerm))
const NO_FILTERS: CatalogueFilters = { topics: [] }

describe('the catalogue', () => {
  it('holds every instructor-led course, then every self-paced one, each once and with at least one track', () => {
    expect(CATALOGUE_ITEMS.map((i) => i.title)).toEqual(
      [...INSTRUCTOR_LED_COURSES, ...SELF_PACED_COURSES].map((course) => course.title),
    )
    expect(new Set(CATALOGUE_ITEMS.map((i) => i.key)).size).toBe(CATALOGUE_ITEMS.length)
    for (const i of CATALOGUE_ITEMS) expect(i.tracks.length, i.title).toBeGreaterThan(0)
  })
})

describe('every course can be found', () => {
  const found = (search: typeof index, query: string) => search.search(query)?.keys ?? new Set<string>()

  it.each(CATALOGUE_ITEMS.map((i) => [i.title, i] as const))(
    '%s: by its title, its topic and each of its tracks',
    (_, course) => {
      expect(found(index, course.title)).toContain(course.key)
      expect(found(index, TOPIC_LABELS[course.topic])).toContain(course.key)
      for (const track of TRACKS.filter((t) => course.tracks.includes(t.id))) {
        expect(found(index, track.title), track.title).toContain(course.key)
      }
    },
  )

  it('a course added to the list is found by the words of its card, a typo forgiven', () => {
    const added: SelfPacedCourse = {
      id: SELF_PACED_COURSES.length + 1,
      title: 'Wrangling Quokka Pipelines',
      subtitle: 'Herding stochastic marsupials through evaluation',
      topic: 'data',
      tracks: TOPIC_TRACKS.data,
      image: undefined,
      links: [],
    }
    const bigger = createSearchIndex(catalogueItems(INSTRUCTOR_LED_COURSES, [...SELF_PACED_COURSES, added]))
    const only = new Set([courseKey(added.id)])
    expect(found(bigger, 'quokka pipelines')).toEqual(only)
    expect(found(bigger, 'marsupials')).toEqual(only)
    expect(found(bigger, 'quokak')).toEqual(only)
    expect(found(bigger, 'stochastic marsup')).toEqual(only)
    expect(found(bigger, 'data')).toContain(courseKey(added.id))
  })
})

describe('normalisation', () => {
  it('ignores case and accents', () => {
    expect(normalizeTerm('Défense')).toBe('defense')
    expect(normalizeTerm('ÉTHIQUE')).toBe('ethique')
    expect(normalizeTerm('naïve')).toBe('naive')
  })

  it('splits words at spaces and punctuation', () => {
    expect(words('AI/GenAI Multi-Agent, LLMOps: 1-to-1')).toEqual([
      'AI',
      'GenAI',
      'Multi',
      'Agent',
      'LLMOps',
      '1',
      'to',
      '1',
    ])
  })

  it('finds the same courses whatever the case or accents of the query', () => {
    expect(titles('SÉCURITY')).toEqual(titles('security'))
    expect(titles('Prómpt ÍNJECTION')).toEqual(['Prompt Injection and Defences'])
  })
})

describe('search', () => {
  it('is no search without a word', () => {
    expect(index.search('')).toBeNull()
    expect(index.search('  , / ')).toBeNull()
  })

  it('needs every word to match (AND)', () => {
    expect(titles('prompt injection')).toEqual(['Prompt Injection and Defences'])
    const prompt = titles('prompt') ?? []
    const injection = titles('injection') ?? []
    expect(titles('injection prompt')).toEqual(prompt.filter((t) => injection.includes(t)))
  })

  it('searches title, subtitle, topic and track names', () => {
    expect(titles('hallucination')).toEqual(['Bias and Hallucination']) // title
    expect(titles('embeddings')).toEqual(['Retrieval-Augmented Generation']) // subtitle
    expect(titles('audits')).toEqual(CATALOGUE_ITEMS.filter((i) => i.topic === 'audits').map((i) => i.title)) // topic
    // Track names: "Foundational" is only ever a track's name.
    expect(titles('foundational')).toEqual(CATALOGUE_ITEMS.filter((i) => i.tracks.includes(0)).map((i) => i.title))
  })

  it('finds the start of the last word as it is being typed, not of the others', () => {
    expect(titles('hallucin')).toEqual(['Bias and Hallucination'])
    expect(titles('hallucin bias')).toEqual([])
  })

  it('forgives one wrong, missing, extra or swapped letter in a word that matches nothing as typed', () => {
    const security = titles('security')
    expect(security?.length).toBeGreaterThan(0)
    expect(titles('securty')).toEqual(security) // missing
    expect(titles('secuurity')).toEqual(security) // extra
    expect(titles('sekurity')).toEqual(security) // wrong
    expect(titles('secruity')).toEqual(security) // two letters swapped
    expect(titles('secrutiy')).toEqual([]) // two typos
    // Short words must be exact (or the start of the last word).
    expect(titles('aj')).toEqual([])
  })

  it('forgives a typo in what has been typed of the last word: "promt" finds what "prompt" finds', () => {
    expect(titles('promt')).toEqual(titles('prompt'))
    expect(titles('hallucinaton')).toEqual(['Bias and Hallucination'])
  })

  it('matches exactly the courses with a word starting with a one-word query', () => {
    for (const query of ['prompt', 'data', 'agent', 'model', 'ai']) {
      const expected = CATALOGUE_ITEMS.filter((i) => itemWords(i).some((w) => w.startsWith(query))).map((i) => i.title)
      expect(titles(query)).toEqual(expected)
    }
  })

  it('with one typo, a word or its start finds at least the courses the word spelt right finds', () => {
    const vocabulary = [...new Set(CATALOGUE_ITEMS.flatMap(itemWords))]
    const isWordOrStart = (text: string) => vocabulary.some((w) => w.startsWith(text))
    // What a person types: the catalogue's own words, or their start, of five letters or more.
    const typed = fc
      .constantFrom(...vocabulary.filter((w) => w.length > MIN_TYPO_LENGTH))
      .chain((w) => fc.integer({ min: MIN_TYPO_LENGTH + 1, max: w.length }).map((length) => w.slice(0, length)))
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz')
    const typo = (text: string) =>
      fc.oneof(
        fc.nat(text.length - 1).map((at) => text.slice(0, at) + text.slice(at + 1)), // a letter missing
        fc.tuple(fc.nat(text.length), letter).map(([at, l]) => text.slice(0, at) + l + text.slice(at)), // extra
        fc.tuple(fc.nat(text.length - 1), letter).map(([at, l]) => text.slice(0, at) + l + text.slice(at + 1)), // wrong
        fc.nat(text.length - 2).map((at) => text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2)), // swapped
      )
    fc.assert(
      fc.property(
        typed.chain((text) => fc.tuple(fc.constant(text), typo(text))),
        ([text, mistyped]) => {
          expect(typoDistance(text, mistyped)).toBeLessThanOrEqual(1)
          // A "typo" that spells another word of the catalogue, or its start, is read as typed.
          fc.pre(!isWordOrStart(mistyped))
          const right = index.search(text)?.keys ?? new Set()
          const wrong = index.search(mistyped)?.keys ?? new Set()
          expect(right.size).toBeGreaterThan(0)
          for (const key of right) expect(wrong.has(key), `"${mistyped}" for "${text}" misses ${key}`).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('never gains a course when a word is added', () => {
    const vocabulary = [...new Set(CATALOGUE_ITEMS.flatMap(itemWords))]
    const word = fc.oneof(fc.constantFrom(...vocabulary), fc.string({ minLength: 1, maxLength: 8 }))
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), word, (query, extra) => {
        const before = index.search(query.join(' '))
        const after = index.search([...query, extra].join(' '))
        if (!after) return
        const keys = before ? before.keys : new Set(CATALOGUE_ITEMS.map((i) => i.key))
        for (const key of after.keys) expect(keys.has(key)).toBe(true)
      }),
    )
  })

  it('suggests the closest topic', () => {
    expect(index.closestTopic('secruity')).toBe('security')
    expect(index.closestTopic('promting tricks')).toBe('prompt-engineering')
    expect(index.closestTopic('infrastruktur')).toBe('infrastructure')
  })
})

describe('highlighting', () => {
  it('marks whole words whose normal form matched, at their place in the text', () => {
    const text = 'Prompt Injection and Defences: prompts, PROMPT'
    const ranges = highlightRanges(text, new Set(['prompt', 'defences']))
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(['Prompt', 'Defences', 'PROMPT'])
  })

  it('keeps offsets right around accented letters', () => {
    const text = 'Déjà vu: défense'
    expect(highlightRanges(text, new Set(['defense'])).map(([s, e]) => text.slice(s, e))).toEqual(['défense'])
  })

  it('marks in the cards the words the search matched', () => {
    const result = index.search('injection promp')
    expect(result).not.toBeNull()
    const text = item('Prompt Injection and Defences').title
    expect(highlightRanges(text, result?.terms ?? new Set()).map(([s, e]) => text.slice(s, e))).toEqual([
      'Prompt',
      'Injection',
    ])
  })
})

describe('filters', () => {
  const filters: fc.Arbitrary<CatalogueFilters> = fc.record({
    topics: fc.uniqueArray(fc.constantFrom(...COURSE_TOPICS)),
    track: fc.option(fc.constantFrom(...TRACK_IDS), { nil: undefined }),
    format: fc.option(fc.constantFrom(...COURSE_FORMATS), { nil: undefined }),
    fitsTracks: fc.option(fc.uniqueArray(fc.constantFrom(...TRACK_IDS), { minLength: 1 }), { nil: undefined }),
  })

  it('clearing every filter and the search gives every course, in page order', () => {
    fc.assert(
      fc.property(filters, (some) => {
        expect(filterItems(CATALOGUE_ITEMS, some, null).length).toBeLessThanOrEqual(CATALOGUE_ITEMS.length)
        expect(filterItems(CATALOGUE_ITEMS, NO_FILTERS, null)).toEqual(CATALOGUE_ITEMS)
      }),
    )
  })

  it('combine: a course passes only if it passes each filter and the search', () => {
    const matches = index.search('ai')?.keys ?? null
    fc.assert(
      fc.property(filters, (f) => {
        const both = filterItems(CATALOGUE_ITEMS, f, matches)
        const alone = [
          filterItems(CATALOGUE_ITEMS, { topics: f.topics }, null),
          filterItems(CATALOGUE_ITEMS, { topics: [], track: f.track }, null),
          filterItems(CATALOGUE_ITEMS, { topics: [], format: f.format }, null),
          filterItems(CATALOGUE_ITEMS, { topics: [], fitsTracks: f.fitsTracks }, null),
          filterItems(CATALOGUE_ITEMS, NO_FILTERS, matches),
        ]
        expect(both).toEqual(CATALOGUE_ITEMS.filter((i) => alone.every((list) => list.includes(i))))
      }),
    )
  })

  it('each count is what choosing that option alone would leave', () => {
    const matches = index.search('data')?.keys ?? null
    fc.assert(
      fc.property(filters, (f) => {
        const counts = facetCounts(CATALOGUE_ITEMS, f, matches)
        for (const topic of COURSE_TOPICS) {
          expect(counts.topic.get(topic)).toBe(filterItems(CATALOGUE_ITEMS, { ...f, topics: [topic] }, matches).length)
        }
        for (const track of TRACK_IDS) {
          expect(counts.track.get(track)).toBe(filterItems(CATALOGUE_ITEMS, { ...f, track }, matches).length)
        }
        for (const format of COURSE_FORMATS) {
          expect(counts.format.get(format)).toBe(filterItems(CATALOGUE_ITEMS, { ...f, format }, matches).length)
        }
        expect(counts.anyTrack).toBe(filterItems(CATALOGUE_ITEMS, { ...f, track: undefined }, matches).length)
      }),
      { numRuns: 30 },
    )
  })
})
