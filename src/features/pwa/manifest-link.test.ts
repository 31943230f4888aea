import { afterEach, describe, expect, it } from 'vitest'
import { linkManifest } from './manifest-link'
import { MANIFEST_URL } from './sw-routing'

describe('linkManifest', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()))

  it('links the manifest in the head', () => {
    linkManifest()
    const links = document.head.querySelectorAll('link[rel="manifest"]')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe(MANIFEST_URL)
  })

  it('links it once however often it is called', () => {
    linkManifest()
    linkManifest()
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1)
  })
})
