// @vitest-environment node
/**
 * The contract suite's outbox readers (contract/outbox.ts): a plain JSON list, MailDev's API and
 * Mailpit's, each in the shape those tools answer, first as payloads, then over HTTP.
 */
import { createServer, type Server } from 'node:http'
import { http, passthrough } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server as mswServer } from '../mocks/node'
import {
  linksInText,
  mailFromMailpit,
  mailpitSummaries,
  mailsFromJson,
  mailsFromMaildev,
  parseOutbox,
  readOutbox,
} from './outbox'

const SITE = 'https://reskill.example.com'
const RESET = `${SITE}/reset-password/ann%40example.org/tok-123`
const ACTIVATE = `${SITE}/activate/ann%40example.org/tok-abc`

/** MailDev's `GET /email`: oldest first, recipients as `{ address, name }`, decoded text and HTML. */
const MAILDEV = [
  {
    id: 'a1',
    time: '2026-11-25T01:00:00.000Z',
    date: '2026-11-25T01:00:00.000Z',
    from: [{ address: 'noreply@example.com', name: 'Reskill' }],
    to: [{ address: 'Ann@Example.org', name: 'Ann' }],
    subject: 'Activate your account',
    text: `Welcome! Activate: ${ACTIVATE}\n`,
    html: `<p>Welcome! <a href="${ACTIVATE}">Activate</a></p>`,
    headers: {},
  },
  {
    id: 'b2',
    time: '2026-11-25T02:00:00.000Z',
    date: '2026-11-25T02:00:00.000Z',
    from: [{ address: 'noreply@example.com', name: 'Reskill' }],
    to: [{ address: 'ann@example.org', name: '' }],
    subject: 'Reset your password',
    html: `<a href="${RESET}?utm=a&amp;b=c">Reset</a>`,
  },
]

/** Mailpit's `GET /api/v1/messages`: newest first, summaries only. */
const MAILPIT_LIST = {
  total: 2,
  unread: 2,
  count: 2,
  messages_count: 2,
  start: 0,
  tags: [],
  messages: [
    {
      ID: 'Zx9',
      MessageID: 'm2@example.com',
      Read: false,
      From: { Name: 'Reskill', Address: 'noreply@example.com' },
      To: [{ Name: 'Ann', Address: 'ann@example.org' }],
      Subject: 'Reset your password',
      Created: '2026-11-25T02:00:00.000Z',
      Snippet: 'Reset your password…',
    },
    {
      ID: 'Qa1',
      MessageID: 'm1@example.com',
      Read: false,
      From: { Name: 'Reskill', Address: 'noreply@example.com' },
      To: [{ Name: 'Bob', Address: 'bob@example.org' }],
      Subject: 'Activate your account',
      Created: '2026-11-25T01:00:00.000Z',
      Snippet: 'Welcome…',
    },
  ],
}

/** Mailpit's `GET /api/v1/message/{ID}`. */
const MAILPIT_MESSAGE = {
  ID: 'Zx9',
  MessageID: 'm2@example.com',
  From: { Name: 'Reskill', Address: 'noreply@example.com' },
  To: [{ Name: 'Ann', Address: 'ann@example.org' }],
  Subject: 'Reset your password',
  Date: '2026-11-25T02:00:00.000Z',
  Text: `Reset it here: ${RESET}`,
  HTML: `<a href="${RESET}">Reset</a>`,
}

describe('outbox payloads', () => {
  it('parses the --outbox value: a bare URL is a JSON list, maildev: and mailpit: name the tool', () => {
    expect(parseOutbox('https://mail.example.com/api/outbox/')).toEqual({
      kind: 'json',
      url: 'https://mail.example.com/api/outbox',
    })
    expect(parseOutbox('maildev:http://127.0.0.1:1080')).toEqual({ kind: 'maildev', url: 'http://127.0.0.1:1080' })
    expect(parseOutbox('mailpit:http://127.0.0.1:8025/')).toEqual({ kind: 'mailpit', url: 'http://127.0.0.1:8025' })
  })

  it('reads a plain JSON list: `link` as a string, as `{ href }`, or in the text', () => {
    const mails = mailsFromJson([
      { to: 'ann@example.org', subject: 'Reset your password', link: RESET },
      { to: ['Bob@example.org'], link: { label: 'Activate account', href: ACTIVATE }, sentAt: '2026-11-25T01:00:00Z' },
      { to: 'cy@example.org', text: `Go to ${ACTIVATE} now.` },
    ])
    expect(mails).toEqual([
      { to: ['ann@example.org'], sentAt: undefined, links: [RESET] },
      { to: ['bob@example.org'], sentAt: '2026-11-25T01:00:00Z', links: [ACTIVATE] },
      { to: ['cy@example.org'], sentAt: undefined, links: [ACTIVATE] },
    ])
    expect(mailsFromJson({ mails: [{ to: 'ann@example.org', link: RESET }] })[0]?.links).toEqual([RESET])
  })

  it('reads MailDev mails: recipients from `{ address }`, links from the text and the HTML', () => {
    const [activation, reset] = mailsFromMaildev(MAILDEV)
    expect(activation?.to).toEqual(['ann@example.org'])
    expect(activation?.links).toContain(ACTIVATE)
    expect(reset?.links).toEqual([`${RESET}?utm=a&b=c`])
  })

  it('reads Mailpit summaries, then a message: recipients from `{ Address }`, links from Text and HTML', () => {
    expect(mailpitSummaries(MAILPIT_LIST)).toEqual([
      { id: 'Zx9', to: ['ann@example.org'], sentAt: '2026-11-25T02:00:00.000Z' },
      { id: 'Qa1', to: ['bob@example.org'], sentAt: '2026-11-25T01:00:00.000Z' },
    ])
    expect(mailFromMailpit(MAILPIT_MESSAGE)).toEqual({
      to: ['ann@example.org'],
      sentAt: '2026-11-25T02:00:00.000Z',
      links: [RESET, RESET],
    })
  })

  it('finds no links, and no recipients, where there are none', () => {
    expect(linksInText('no link here, nor ftp://x')).toEqual([])
    expect(mailsFromMaildev({ not: 'a list' })).toEqual([])
    expect(mailpitSummaries([])).toEqual([])
  })
})

describe('outboxes over HTTP', () => {
  let fake: Server | undefined
  const asked: string[] = []

  async function serve(routes: Record<string, unknown>): Promise<string> {
    fake = createServer((request, response) => {
      asked.push(request.url ?? '')
      const body = routes[request.url ?? '']
      response.statusCode = body === undefined ? 404 : 200
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(body ?? { error: 'not found' }))
    })
    await new Promise<void>((resolve) => fake?.listen(0, '127.0.0.1', resolve))
    const address = fake.address()
    if (typeof address !== 'object' || address === null) throw new Error('not listening')
    return `http://127.0.0.1:${address.port}`
  }

  beforeEach(() => {
    asked.length = 0
    mswServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()))
  })
  afterEach(() => new Promise((resolve) => (fake ? fake.close(resolve) : resolve(undefined))))

  it('MailDev: GET /email, newest first', async () => {
    const url = await serve({ '/email': MAILDEV })
    const mails = await readOutbox(parseOutbox(`maildev:${url}`), 'ann@example.org')
    expect(mails.map((mail) => mail.links[0])).toEqual([`${RESET}?utm=a&b=c`, ACTIVATE])
  })

  it('Mailpit: GET /api/v1/messages, then only the messages to the address', async () => {
    const url = await serve({ '/api/v1/messages': MAILPIT_LIST, '/api/v1/message/Zx9': MAILPIT_MESSAGE })
    const mails = await readOutbox(parseOutbox(`mailpit:${url}`), 'ANN@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.links).toContain(RESET)
    expect(asked).toEqual(['/api/v1/messages', '/api/v1/message/Zx9'])
  })

  it('a plain list of { to, subject, link }', async () => {
    const url = await serve({ '/mails': [{ to: 'ann@example.org', subject: 'Reset your password', link: RESET }] })
    const mails = await readOutbox(parseOutbox(`${url}/mails`), 'ann@example.org')
    expect(mails).toEqual([{ to: ['ann@example.org'], sentAt: undefined, links: [RESET] }])
  })
})
