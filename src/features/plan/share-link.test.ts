import { afterEach, describe, expect, it, vi } from 'vitest'
import { OUTCOMES } from '~/lib/content/outcomes'
import { sessionStore } from '~/lib/session'
import { saveTargetRole } from '~/lib/target-role'
import { isLearnersOwnPlan, planShareText, shareLink, type ShareEnvironment, type ShareRequest } from './share-link'

const REQUEST: ShareRequest = {
  title: 'Learning plan: Fine Tuner | Reskill AI',
  text: 'The reskilling plan for Fine Tuner',
  url: 'https://reskill.example.com/plan/fine-tuner',
  image: { url: '/images/plans/fine-tuner.png', name: 'fine-tuner.png' },
}
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

type Browser = {
  /** navigator.share: absent, resolves, or rejects with a DOMException of this name (per attempt). */
  share: 'absent' | 'resolves' | string[]
  /** navigator.canShare: absent, or whether it accepts files. */
  canShare: 'absent' | 'files' | 'no files'
  /** What fetching the image answers. */
  image: 'png' | 'not found' | 'html' | 'offline'
  clipboard: 'writes' | 'denied' | 'absent'
}

/** A fake browser that records what it was asked to share, fetch and copy. */
function fakeBrowser({ share, canShare, image, clipboard }: Browser) {
  const shared: ShareData[] = []
  const fetched: string[] = []
  const copied: string[] = []
  let attempt = 0
  const nav: ShareEnvironment['navigator'] = {
    clipboard: (clipboard === 'absent'
      ? undefined
      : {
          writeText: (text: string) => {
            if (clipboard === 'denied') return Promise.reject(new DOMException('Denied', 'NotAllowedError'))
            copied.push(text)
            return Promise.resolve()
          },
        }) as unknown as Clipboard,
    ...(share !== 'absent' && {
      share: (data?: ShareData) => {
        shared.push(data ?? {})
        const failure = share === 'resolves' ? undefined : share[attempt++]
        return failure ? Promise.reject(new DOMException('Share failed', failure)) : Promise.resolve()
      },
    }),
    ...(canShare !== 'absent' && {
      canShare: (data?: ShareData) => canShare === 'files' || !data?.files?.length,
    }),
  } as ShareEnvironment['navigator']
  const get = (url: string | URL | Request) => {
    fetched.push(String(url))
    if (image === 'offline') return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve(
      image === 'png'
        ? new Response(PNG_BYTES, { headers: { 'content-type': 'image/png' } })
        : image === 'html'
          ? new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })
          : new Response('Not found', { status: 404, headers: { 'content-type': 'image/png' } }),
    )
  }
  return { env: { navigator: nav, fetch: get as typeof fetch }, shared, fetched, copied }
}

const sheet = { share: 'resolves', canShare: 'files', image: 'png', clipboard: 'writes' } satisfies Browser

describe('shareLink', () => {
  it.each<{ name: string; browser: Browser; outcome: string; files: number[]; copied: boolean }>([
    { name: 'share sheet with the image as a file', browser: sheet, outcome: 'shared', files: [1], copied: false },
    {
      name: 'share sheet that takes no files: the link alone',
      browser: { ...sheet, canShare: 'no files' },
      outcome: 'shared',
      files: [0],
      copied: false,
    },
    {
      name: 'share sheet without canShare: the link alone',
      browser: { ...sheet, canShare: 'absent' },
      outcome: 'shared',
      files: [0],
      copied: false,
    },
    {
      name: 'image not found: the link alone',
      browser: { ...sheet, image: 'not found' },
      outcome: 'shared',
      files: [0],
      copied: false,
    },
    {
      name: 'image answered with a page: the link alone',
      browser: { ...sheet, image: 'html' },
      outcome: 'shared',
      files: [0],
      copied: false,
    },
    {
      name: 'offline: the link alone',
      browser: { ...sheet, image: 'offline' },
      outcome: 'shared',
      files: [0],
      copied: false,
    },
    {
      name: 'share sheet refusing the file: the link alone',
      browser: { ...sheet, share: ['NotAllowedError'] },
      outcome: 'shared',
      files: [1, 0],
      copied: false,
    },
    {
      name: 'share sheet closed by the visitor',
      browser: { ...sheet, share: ['AbortError'] },
      outcome: 'cancelled',
      files: [1],
      copied: false,
    },
    {
      name: 'share sheet failing: the clipboard',
      browser: { ...sheet, share: ['NotAllowedError', 'NotAllowedError'] },
      outcome: 'copied',
      files: [1, 0],
      copied: true,
    },
    {
      name: 'no share sheet: the clipboard',
      browser: { ...sheet, share: 'absent', canShare: 'absent' },
      outcome: 'copied',
      files: [],
      copied: true,
    },
    {
      name: 'no share sheet, clipboard denied: by hand',
      browser: { ...sheet, share: 'absent', clipboard: 'denied' },
      outcome: 'manual',
      files: [],
      copied: false,
    },
    {
      name: 'no share sheet, no clipboard: by hand',
      browser: { ...sheet, share: 'absent', clipboard: 'absent' },
      outcome: 'manual',
      files: [],
      copied: false,
    },
  ])('$name', async ({ browser, outcome, files, copied }) => {
    const fake = fakeBrowser(browser)
    expect(await shareLink(REQUEST, fake.env)).toBe(outcome)
    // Every share names the title, the words and the link, and attaches the PNG at most once.
    expect(fake.shared.map((data) => data.files?.length ?? 0)).toEqual(files)
    for (const data of fake.shared) {
      expect(data).toMatchObject({ title: REQUEST.title, text: REQUEST.text, url: REQUEST.url })
      for (const file of data.files ?? []) {
        expect(file.type).toBe('image/png')
        expect(file.name).toBe('fine-tuner.png')
        expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES)
      }
    }
    expect(fake.copied).toEqual(copied ? [REQUEST.url] : [])
    // The image is fetched only where a share sheet could take it, from the address given.
    expect(fake.fetched).toEqual(
      browser.share !== 'absent' && browser.canShare !== 'absent' ? [REQUEST.image?.url] : [],
    )
  })

  it('shares the link alone when there is no image to attach', async () => {
    const fake = fakeBrowser(sheet)
    const { image: _, ...withoutImage } = REQUEST
    expect(await shareLink(withoutImage, fake.env)).toBe('shared')
    expect(fake.fetched).toEqual([])
    expect(fake.shared).toEqual([{ title: REQUEST.title, text: REQUEST.text, url: REQUEST.url }])
  })
})

describe('the words shared with a plan', () => {
  it.each(OUTCOMES)('%s: the learner’s own result, or a neutral title, and nothing else', (outcome) => {
    const own = planShareText(outcome, true)
    const neutral = planShareText(outcome, false)
    expect(own).toContain(outcome)
    expect(own).toMatch(/^I've been mapped to .+\. Here is my reskilling plan\.$/)
    expect(neutral).toContain(outcome)
    expect(neutral).toMatch(/^The reskilling plan for /)
    expect(neutral).not.toMatch(/\b(I|my|me)\b/i)
  })
})

describe('isLearnersOwnPlan', () => {
  afterEach(() => {
    localStorage.clear()
    sessionStore.refresh()
    vi.restoreAllMocks()
  })

  const [mine, other] = OUTCOMES as [(typeof OUTCOMES)[number], (typeof OUTCOMES)[number]]

  it('is the logged-in learner’s own target role only', () => {
    saveTargetRole('learner@example.com', mine)
    // Logged out: the role on this device is not the visitor's to claim.
    expect(isLearnersOwnPlan(mine)).toBe(false)
    sessionStore.login('token', { email: 'learner@example.com' })
    expect(isLearnersOwnPlan(mine)).toBe(true)
    expect(isLearnersOwnPlan(other)).toBe(false)
  })

  it('is not another user’s role kept on this device', () => {
    saveTargetRole('someone@example.com', mine)
    sessionStore.login('token', { email: 'learner@example.com' })
    expect(isLearnersOwnPlan(mine)).toBe(false)
  })
})
