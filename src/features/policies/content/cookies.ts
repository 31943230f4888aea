/** The cookies policy's text (docs/product.md: Screens, Policy pages); each policy page loads only its own. */
import { siteConfig } from '~/lib/site-config'
import { POLICY_UPDATED, type Policy } from '../policy-model'

const { brand, contactEmail } = siteConfig

export const COOKIES: Policy = {
  id: 'cookies',
  title: 'Cookie Policy',
  updated: POLICY_UPDATED,
  intro: `This policy explains how ${brand} uses cookies and similar technologies: what the website keeps in your browser, where, and when it is removed.`,
  sections: [
    {
      id: 'none',
      heading: 'No cookies are used at present',
      paragraphs: [
        'Our website does not use any cookies at present: no analytics cookies, no advertising cookies and no third-party tracking.',
        'Instead, it keeps the entries below in your browser’s local storage, session storage and IndexedDB. They stay on this device and are never sent to third parties. Only the session token leaves it: it goes to our server when your page (My Page) loads your profile.',
      ],
    },
    {
      id: 'session',
      heading: 'While you are logged in',
      list: [
        'token (local storage): your session token. Removed when you log out, here or in another tab, and when our server tells the website that your session has ended.',
        'user (local storage): your name and e-mail address as our server sent them at login. Removed together with token.',
        'A copy of token, user and targetRole in IndexedDB (database "reskilling-session"), so you stay logged in if the browser empties its local storage. Each copy is removed together with its local storage entry.',
      ],
    },
    {
      id: 'assessment',
      heading: 'Your assessment',
      paragraphs: [
        'The assessment runs in your browser and sends nothing: your answers and your result stay on this device.',
      ],
      list: [
        'targetRole (local storage): the role the assessment proposed, with your e-mail address and the time it was saved. A new result replaces it.',
        'Saved assessment progress (IndexedDB, database "reskilling-assessment"), one record per e-mail address: your answers, including anything you typed into a "Please specify..." box, and the question you are on, so a reload, going offline or an update never loses an answer. Starting the assessment over deletes it.',
        'Assessment history (IndexedDB, database "reskilling-history"), per e-mail address one entry for every assessment you finished, with its date, result, your answers (including anything you typed) and the reason for the result, and a list of them with date, result and reason, so My Page can list and compare them. It grows with each finished attempt. After your first, the website asks the browser to keep this data when it runs short of space.',
        'Logging out removes all three from this device, so the next person to use it cannot see them; when that would remove finished assessments, the website says so first and offers to download them. If you choose "Keep my results on this device" on My Page (for your own device), logging out keeps them, so you can continue, and see your role and history, when you log in again. "Remove my data from this device" on My Page removes them at any time. "Download my data" on My Page saves a copy as a file on your device; the website sends it nowhere.',
        'study:<e-mail address> and study:visitor (local storage): the courses you saved, the courses you marked done with the time you marked them, and your study schedule. A visitor’s saved courses join the account’s when you log in. Your account’s entry is removed with the three above: at logout unless you keep your results, and by "Remove my data from this device"; "Download my data" includes it.',
        'keepOnDevice (local storage): the e-mail addresses of the accounts that chose "Keep my results on this device". Turning the choice off on My Page removes the address.',
        'logout:pending (local storage): set for a moment while you log out, until the entries above are removed. If the page closes first, the website finishes removing them the next time it opens, and never logs you back in from a copy.',
      ],
    },
    {
      id: 'demo',
      heading: 'In the demo',
      paragraphs: [
        'When the website runs as a demo (a banner at the top says so), a pretend server runs inside the page instead of ours, and it keeps its data in IndexedDB (database "reskilling-demo-backend"): the accounts registered on this device (name, e-mail address and a salted, deliberately slow PBKDF2 hash of the password), their sessions, activation and reset links, failed login attempts and the mails it "sent". Logging out does not remove it, just as logging out does not delete an account on a real server; "Remove my data from this device" on your profile offers to clear it, leaving only the demo’s sample account.',
      ],
    },
    {
      id: 'technical',
      heading: 'Other entries, with no personal data',
      list: [
        'pwa:offline-ready (local storage): when the website was first saved for offline use, so that notice is shown once.',
        'pwa:preload-reload and demo:banner-dismissed (session storage, removed when you close the tab): when the page last reloaded to fetch an updated file, and whether you closed the demo banner.',
        'The demo’s backend scenario (local storage, a key starting with "demo:"): only while a failure scenario is chosen in the demo controls; choosing Normal again, or resetting the demo, removes it.',
        'The service worker’s caches (Cache Storage): the website’s pages, images, videos and the whitepaper, for offline use. Responses from our server are never cached.',
      ],
    },
    {
      id: 'clear',
      heading: 'Removing everything',
      paragraphs: ['Clearing this site’s data in your browser settings removes every entry listed here, at any time.'],
    },
    {
      id: 'changes',
      heading: 'If this changes',
      paragraphs: [
        'If we ever introduce cookies, we will update this policy first and, where the law requires it, ask for your consent before setting any cookie that is not strictly necessary.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions: ${contactEmail}.`],
    },
  ],
}
