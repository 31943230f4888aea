import { afterEach, describe, expect, it } from 'vitest'
import { loadStylesheet } from './stylesheet'

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]

describe('loadStylesheet', () => {
  afterEach(() => links().forEach((link) => link.remove()))

  it('adds one link per file, however often it is asked for, and resolves once it has loaded', async () => {
    const first = loadStylesheet('/assets/panel.css')
    const again = loadStylesheet('/assets/panel.css')
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/assets/panel.css'])
    let settled = false
    void first.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    links()[0]?.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBeUndefined()
    await expect(again).resolves.toBeUndefined()
  })

  it('resolves when the file fails too, so the component still renders', async () => {
    const failing = loadStylesheet('/assets/offline.css')
    links()
      .find((link) => link.getAttribute('href') === '/assets/offline.css')
      ?.dispatchEvent(new Event('error'))
    await expect(failing).resolves.toBeUndefined()
  })
})
