// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { jsonLdFor, jsonLdScript } from './json-ld'
import { paths } from './paths'
import { SITE_ORIGIN } from './seo'

describe('jsonLdFor', () => {
  test('home: Organization and WebSite', () => {
    const data = jsonLdFor({ canonicalPath: paths.home, title: 'Reskill AI', description: 'd' })
    const graph = data['@graph'] as Array<{ '@type': string }>
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite'])
  })

  test.each([paths.masterclassCourse, paths.readinessCourse, paths.leadershipCourse])('%s: Course', (path) => {
    expect(jsonLdFor({ canonicalPath: path, title: 'T', description: 'd' })).toMatchObject({
      '@type': 'Course',
      name: 'T',
      url: `${SITE_ORIGIN}${path}`,
      provider: { '@type': 'Organization' },
    })
  })

  test('other pages: WebPage', () => {
    expect(jsonLdFor({ canonicalPath: paths.privacy, title: 'Privacy', description: 'd' })['@type']).toBe('WebPage')
  })
})

test('jsonLdScript cannot be closed early by the data', () => {
  const script = jsonLdScript({ name: '</script><script>alert(1)</script>' })
  expect(script.match(/<\/script>/g)).toHaveLength(1)
  expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
    name: '</script><script>alert(1)</script>',
  })
})
