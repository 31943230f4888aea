import { FOUNDATIONAL_TRACK, type Outcome } from '~/lib/content/outcomes'
import { sessionStore } from '~/lib/session'
import { readTargetRole } from '~/lib/target-role'

/** How a link was shared: the share sheet, the clipboard, or neither (show it to copy by hand). */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual'

export type ShareRequest = {
  title: string
  text: string
  url: string
  /** A same-origin PNG to attach where the platform shares files; the link goes without it otherwise. */
  image?: { url: string; name: string }
}

/** What sharing needs from the browser; tests pass fakes. */
export type ShareEnvironment = {
  navigator: Pick<Navigator, 'share' | 'canShare' | 'clipboard'>
  fetch: typeof fetch
}

/** Long enough for a same-origin image, short enough that the click still counts as the visitor's. */
const IMAGE_TIMEOUT_MS = 2000

const browser = (): ShareEnvironment => ({ navigator, fetch: (...args) => fetch(...args) })

/**
 * The words that go with a shared plan: the learner's own result only when the visitor is the
 * learner whose target role this is, otherwise a neutral title. Nothing else about the learner.
 */
export function planShareText(outcome: Outcome, learnersOwn: boolean): string {
  const role = outcome === FOUNDATIONAL_TRACK ? `the ${outcome}` : outcome
  return learnersOwn ? `I've been mapped to ${role}. Here is my reskilling plan.` : `The reskilling plan for ${role}`
}

/** Whether the logged-in visitor's saved target role is `outcome` (read when they share, not rendered). */
export function isLearnersOwnPlan(outcome: Outcome): boolean {
  const session = sessionStore.getSnapshot()
  return session.status === 'loggedIn' && readTargetRole(session.user.email) === outcome
}

/** The image as a file to share, or none: no file sharing here, or it could not be fetched as a PNG. */
async function imageFiles(image: ShareRequest['image'], { navigator: nav, fetch: get }: ShareEnvironment) {
  if (!image || typeof nav.canShare !== 'function') return []
  try {
    const response = await get(image.url, { signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) })
    // Anything but the PNG (an error page, say) is left out rather than shared.
    if (!response.ok || !response.headers.get('content-type')?.startsWith('image/png')) return []
    const file = new File([await response.arrayBuffer()], image.name, { type: 'image/png' })
    return nav.canShare({ files: [file] }) ? [file] : []
  } catch {
    return []
  }
}

/**
 * Shares a link, with its title and text, on the system share sheet where there is one
 * (navigator.share), with the image attached where files can be shared; otherwise copies the link
 * to the clipboard. Loaded on the first click: the plan pages' critical code stays small.
 */
export async function shareLink(
  { title, text, url, image }: ShareRequest,
  env: ShareEnvironment = browser(),
): Promise<ShareOutcome> {
  const nav = env.navigator
  if (typeof nav.share === 'function') {
    const data: ShareData = { title, text, url }
    const files = await imageFiles(image, env)
    // With the image first; a share sheet that refuses the file gets the link alone.
    const attempts = [...(files.length > 0 ? [{ ...data, files }] : []), data]
    for (const attempt of attempts) {
      if (!(nav.canShare?.(attempt) ?? true)) continue
      try {
        await nav.share(attempt)
        return 'shared'
      } catch (error) {
        // The visitor closed the share sheet: nothing to say. Any other failure tries the next way.
        if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      }
    }
  }
  try {
    await nav.clipboard.writeText(url)
    return 'copied'
  } catch {
    // No clipboard access (permissions, an insecure origin): the page shows the link instead.
    return 'manual'
  }
}
