/**
 * Reading the mails a backend sent, from three kinds of outbox (docs/testing.md (The contract
 * suite)): a plain JSON list (`--outbox=<url>`), MailDev's API (`--outbox=maildev:<url>`,
 * `GET /email`) and Mailpit's (`--outbox=mailpit:<url>`, `GET /api/v1/messages`, then each
 * message). Each becomes the same small record: to whom, when, and the links in it.
 */

export type OutboxKind = 'json' | 'maildev' | 'mailpit'

export type Outbox = { kind: OutboxKind; url: string }

/** One mail as the checks see it: its recipients (lower case), when it was sent if known, its links. */
export type OutboxMail = { to: string[]; sentAt: string | undefined; links: string[] }

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** `maildev:<url>`, `mailpit:<url>`, `json:<url>` or a bare URL (a JSON list). */
export function parseOutbox(value: string): Outbox {
  const match = /^(json|maildev|mailpit):(.+)$/i.exec(value.trim())
  const kind = (match?.[1]?.toLowerCase() ?? 'json') as OutboxKind
  const url = (match?.[2] ?? value).trim().replace(/\/+$/, '')
  return { kind, url }
}

/** Addresses from a string, a list of strings, or a list of `{ address }` / `{ Address }` objects. */
function recipients(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list
    .flatMap((item) => {
      if (typeof item === 'string') return item.split(',')
      if (isObject(item)) return [str(item.address) ?? str(item.Address) ?? '']
      return []
    })
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean)
}

/** Every http(s) URL in a text or an HTML body (`&amp;` in an attribute read as `&`). */
export function linksInText(text: string): string[] {
  return (text.match(/https?:\/\/[^\s"'<>]+/g) ?? []).map((href) => href.replace(/&amp;/g, '&'))
}

function linksOf(mail: Json): string[] {
  const links: string[] = []
  const link = mail.link
  if (typeof link === 'string') links.push(link)
  else if (isObject(link) && typeof link.href === 'string') links.push(link.href)
  else if (Array.isArray(link)) for (const item of link) links.push(...linksOf({ link: item }))
  for (const field of ['text', 'html', 'body', 'Text', 'HTML']) {
    const value = mail[field]
    if (typeof value === 'string') links.push(...linksInText(value))
  }
  return links
}

/** A plain JSON outbox: an array of mails (or `{ mails: [...] }`), each with `to` and a `link` string or `{ href }`, or links in `text`/`html`/`body`. */
export function mailsFromJson(body: unknown): OutboxMail[] {
  const list = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.mails) ? body.mails : []
  return list.filter(isObject).map((mail) => ({
    to: recipients(mail.to),
    sentAt: str(mail.sentAt) ?? str(mail.date),
    links: linksOf(mail),
  }))
}

/** MailDev's `GET /email`: an array of `{ to: [{ address, name }], subject, text, html, date }`, oldest first. */
export function mailsFromMaildev(body: unknown): OutboxMail[] {
  const list = Array.isArray(body) ? body.filter(isObject) : []
  return list.map((mail) => ({ to: recipients(mail.to), sentAt: str(mail.date), links: linksOf(mail) }))
}

/** Mailpit's `GET /api/v1/messages`: `{ messages: [{ ID, To: [{ Address }], Created }] }`, newest first. */
export function mailpitSummaries(body: unknown): { id: string; to: string[]; sentAt: string | undefined }[] {
  const list = isObject(body) && Array.isArray(body.messages) ? body.messages.filter(isObject) : []
  return list.flatMap((message) => {
    const id = str(message.ID)
    return id ? [{ id, to: recipients(message.To), sentAt: str(message.Created) }] : []
  })
}

/** Mailpit's `GET /api/v1/message/{ID}`: `{ To: [{ Address }], Date, Text, HTML }`. */
export function mailFromMailpit(body: unknown): OutboxMail {
  const message = isObject(body) ? body : {}
  return { to: recipients(message.To), sentAt: str(message.Date), links: linksOf(message) }
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers } })
  if (!response.ok) throw new Error(`the outbox at ${url} answered ${response.status}`)
  return response.json()
}

/**
 * The mails sent to `email`, newest first. Mailpit's full messages are fetched only for the
 * summaries addressed to it.
 */
export async function readOutbox(
  outbox: Outbox,
  email: string,
  headers: Record<string, string> = {},
): Promise<OutboxMail[]> {
  const wanted = email.toLowerCase()
  let mails: OutboxMail[]
  if (outbox.kind === 'mailpit') {
    const summaries = mailpitSummaries(await getJson(`${outbox.url}/api/v1/messages`, headers))
    const mine = summaries.filter((summary) => summary.to.includes(wanted))
    mails = await Promise.all(
      mine.map(async (summary) => {
        const mail = mailFromMailpit(
          await getJson(`${outbox.url}/api/v1/message/${encodeURIComponent(summary.id)}`, headers),
        )
        return { ...mail, sentAt: mail.sentAt ?? summary.sentAt }
      }),
    )
  } else if (outbox.kind === 'maildev') {
    mails = mailsFromMaildev(await getJson(`${outbox.url}/email`, headers)).reverse()
  } else {
    mails = mailsFromJson(await getJson(outbox.url, headers))
  }
  const addressed = mails.filter((mail) => mail.to.includes(wanted))
  // Newest first: by date when every mail has one, else in the order the outbox gave (as adjusted above).
  if (addressed.every((mail) => mail.sentAt !== undefined && !Number.isNaN(Date.parse(mail.sentAt)))) {
    addressed.sort((a, b) => Date.parse(b.sentAt ?? '') - Date.parse(a.sentAt ?? ''))
  }
  return addressed
}
