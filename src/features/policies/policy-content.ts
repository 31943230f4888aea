/**
 * Texts of the four policy pages (docs/product.md: Screens, Policy pages). Brand and addresses come from
 * siteConfig, so a deployment changes them in one place.
 */
import { siteConfig } from '~/lib/site-config'
import type { PolicyId } from './policy-ids'

export type PolicySection = {
  id: string
  heading: string
  paragraphs?: readonly string[]
  list?: readonly string[]
  /** A definition list (term, meaning). */
  definitions?: readonly { term: string; meaning: string }[]
}

export type Policy = {
  id: PolicyId
  title: string
  updated: string
  intro: string
  sections: readonly PolicySection[]
}

const { brand, legalName, contactEmail } = siteConfig
const UPDATED = '1 January 2026'

export const POLICIES: Record<PolicyId, Policy> = {
  privacy: {
    id: 'privacy',
    title: 'Privacy Policy',
    updated: UPDATED,
    intro: `${legalName} ("${brand}", "we", "us") respects your privacy. This policy explains what information we collect when you use our website, courses and assessment, why we collect it, and the rights you have over it.`,
    sections: [
      {
        id: 'definitions',
        heading: 'Definitions',
        definitions: [
          {
            term: 'Personal Information',
            meaning: 'Any information that identifies you or can reasonably be linked to you, such as your name or e-mail address.',
          },
          {
            term: 'Sensitive Personal Information',
            meaning: 'Personal Information that needs extra protection, such as passwords, financial information and payment details. We never ask for health, biometric or similar data.',
          },
          {
            term: 'Learners',
            meaning: 'People who register on our website to take the assessment, follow a course or join an ecosystem.',
          },
        ],
      },
      {
        id: 'collection',
        heading: 'What we collect',
        list: [
          'Account data: your name, e-mail address and password (stored only as a secure hash).',
          'Nothing from the assessment: it runs in your browser and sends nothing to us. Your answers, including anything you type, and the target role it proposes stay on your device (see "On your device" below).',
          'Communication data: messages you send us by e-mail, for example a consultation request.',
          'Technical data: your IP address, browser type and pages visited, kept in server logs for security.',
          'Payment data: handled by our payment processors; we receive only a confirmation and the items purchased.',
        ],
      },
      {
        id: 'use',
        heading: 'How we use it',
        list: [
          'To create and secure your account and let you sign in.',
          'To deliver courses, coaching and ecosystem membership you have signed up for.',
          'To answer your questions and consultation requests.',
          'To meet legal obligations and protect the service from abuse.',
        ],
        paragraphs: ['We do not use your information for advertising and we do not sell it.'],
      },
      {
        id: 'storage',
        heading: 'Where your data is stored',
        paragraphs: [
          'Your data is stored on secure cloud servers located in India. Access is limited to staff and processors who need it to run the service, and all connections are encrypted.',
          'We keep account data while your account is active and delete it within 90 days after you close the account, unless the law requires us to keep it longer.',
        ],
      },
      {
        id: 'device',
        heading: 'On your device',
        paragraphs: [
          'Some data never reaches our servers and is kept only in your browser: your session while you are logged in, your assessment answers (including anything you type) and the target role the assessment proposed. Logging out removes the session and keeps the assessment data, so you can continue on this device; "Remove my data from this device" on My Page deletes the assessment data. Our Cookie Policy lists every entry, where it is kept and when it is removed.',
        ],
      },
      {
        id: 'gdpr',
        heading: 'Your rights under the GDPR',
        paragraphs: ['If you are in the European Economic Area or the United Kingdom, you have the following rights:'],
        list: [
          '1. The right to be informed about how we use your data.',
          '2. The right of access to the data we hold about you.',
          '3. The right to rectification of inaccurate data.',
          '4. The right to erasure of your data.',
          '5. The right to restrict processing.',
          '6. The right to data portability.',
          '7. The right to lodge a complaint with a supervisory authority in the country where you live or work.',
          '8. The right not to be subject to a decision based solely on automated processing. The assessment only proposes a role; it never takes a decision with legal or similarly significant effects for you.',
        ],
      },
      {
        id: 'india',
        heading: 'Terms for residents of India',
        paragraphs: ['If you are resident in India, you have, in addition, the right to:'],
        list: [
          'Confirmation and access: know whether we process your data and receive a summary of it.',
          'Correction: have inaccurate or incomplete data corrected and updated.',
          'Data portability: receive your data in a structured, commonly used format.',
          'Be forgotten: ask us to stop disclosing your data where it is no longer needed.',
          'Erasure: ask us to delete your data. Please note that erasure may permanently delete your account. Your assessment answers and result are not on our servers: you delete them on your device with "Remove my data from this device" on My Page.',
        ],
      },
      {
        id: 'california',
        heading: 'Terms for residents of California',
        paragraphs: [
          'If you are a California resident, the California Consumer Privacy Act (CCPA) gives you specific rights. This section is our notice at collection.',
        ],
      },
      {
        id: 'ccpa-categories',
        heading: 'CCPA notice at collection: categories of Personal Information',
        list: [
          'Identifiers, such as your name, e-mail address and IP address.',
          'Customer records characteristics, such as your contact details and payment confirmation.',
          'Internet or other electronic network activity, such as pages visited and interactions with the website.',
          'Geolocation data, approximated from your IP address.',
          'Commercial information, such as courses purchased or enrolled in.',
          'Audio, electronic or visual information, such as a profile picture you choose to upload.',
          'Inferences drawn from the above: none at present. The target role the assessment proposes is worked out in your browser and never sent to us.',
        ],
        paragraphs: ['We have not sold any Personal Information in the last 12 months, and we do not sell it.'],
      },
      {
        id: 'ccpa-sources',
        heading: 'Sources, purposes and recipients',
        paragraphs: [
          'Sources: we collect Personal Information from you directly and from our payment processors.',
          'Purposes: providing and securing the service, delivering courses and coaching, customer support, and meeting legal obligations.',
          'Categories of third parties we share it with: cloud hosting providers, payment processors, e-mail delivery services and professional advisers, each bound by contract to use it only on our behalf.',
        ],
      },
      {
        id: 'ccpa-requests',
        heading: 'Requests to know or delete',
        paragraphs: [
          `You may ask us to tell you what Personal Information we have collected, used and disclosed about you, or to delete it. Send your request by e-mail to ${contactEmail} or by post to our registered address.`,
          'We will verify your identity before acting on a request, by matching information you give us with the information we hold. You may use an authorized agent to make a request on your behalf; we will ask for proof of the agent’s authority.',
          'Requests are free of charge. If requests are manifestly unfounded or excessive, in particular because they are repetitive, we may charge a reasonable fee or refuse to act on them, and we will tell you why.',
        ],
      },
      {
        id: 'non-discrimination',
        heading: 'Non-discrimination',
        paragraphs: [
          'We will not discriminate against you for exercising any of your privacy rights: we will not deny you services, charge you a different price or provide a different quality of service because of it.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [`Questions about this policy or your data: ${contactEmail}.`],
      },
    ],
  },
  cookies: {
    id: 'cookies',
    title: 'Cookie Policy',
    updated: UPDATED,
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
          'Logging out keeps both, so you can continue, and see your role, when you log in again on this device. They are removed when you choose "Remove my data from this device" on My Page.',
        ],
      },
      {
        id: 'demo',
        heading: 'In the demo',
        paragraphs: [
          'When the website runs as a demo (a banner at the top says so), a pretend server runs inside the page instead of ours, and it keeps its data in IndexedDB (database "reskilling-demo-backend"): the accounts registered on this device (name, e-mail address and a salted hash of the password), their sessions, activation and reset links, failed login attempts and the mails it "sent". Logging out does not remove it, just as logging out does not delete an account on a real server.',
        ],
      },
      {
        id: 'technical',
        heading: 'Other entries, with no personal data',
        list: [
          'pwa:offline-ready (local storage): when the website was first saved for offline use, so that notice is shown once.',
          'pwa:preload-reload and demo:banner-dismissed (session storage, removed when you close the tab): when the page last reloaded to fetch an updated file, and whether you closed the demo banner.',
          'demo:fail (local storage): only if you set it yourself, to try the demo’s failure modes.',
          'The service worker’s caches (Cache Storage): the website’s pages, images, videos and the whitepaper, for offline use. Responses from our server are never cached.',
        ],
      },
      {
        id: 'clear',
        heading: 'Removing everything',
        paragraphs: [
          'Clearing this site’s data in your browser settings removes every entry listed here, at any time.',
        ],
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
  },
  terms: {
    id: 'terms',
    title: 'Terms of Use',
    updated: UPDATED,
    intro: `These terms govern your use of the ${brand} website, courses and materials. By registering or using them you accept these terms.`,
    sections: [
      {
        id: 'purchaser',
        heading: 'Who may use the content',
        paragraphs: [
          'Courses and materials are provided for the original purchaser only. Registration and a personal password are required to access them.',
          'Your password is personal and may not be shared. If we detect shared access, we may suspend or revoke your access without refund.',
        ],
      },
      {
        id: 'licence',
        heading: 'Licence',
        paragraphs: [
          'We grant you a non-exclusive, non-transferable licence to use the content for your own, personal learning.',
        ],
        list: [
          'No commercial use: you may not resell, sublicense, rent or publicly present the content.',
          'No automated access: you may not use robots, spiders, scrapers or similar tools to access or copy the content.',
          'No copying or redistribution beyond what is necessary for your own learning.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to the content',
        paragraphs: [
          'We continuously update our courses. We may change or remove content at any time without refund, for example when it becomes outdated.',
        ],
      },
      {
        id: 'liability',
        heading: 'Disclaimer and liability',
        paragraphs: [
          'The content is provided "as is" for educational purposes. We do not guarantee any particular career outcome, job, income or certification result. To the extent permitted by law, we disclaim all liability for indirect or consequential loss arising from the use of the content.',
        ],
      },
      {
        id: 'indemnity',
        heading: 'Indemnity',
        paragraphs: [
          `You agree to indemnify ${legalName} against claims, losses and costs arising from your breach of these terms or your misuse of the content.`,
        ],
      },
      {
        id: 'claims',
        heading: 'Time limit for claims',
        paragraphs: [
          'Any claim arising from these terms or from your use of the website must be started within 1 year after the cause of action arose; after that, it is permanently barred.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [`Questions about these terms: ${contactEmail}.`],
      },
    ],
  },
  refund: {
    id: 'refund',
    title: 'Refund Policy',
    updated: UPDATED,
    intro: `This policy applies to all courses and services purchased from ${brand}.`,
    sections: [
      {
        id: 'no-refund',
        heading: 'Courses and services are not refundable',
        paragraphs: [
          'All courses and services, including self-paced courses, instructor-led courses and coaching, are not refundable once purchased.',
          'Because of this, we encourage you to take the free Reskilling Assessment and, for instructor-led courses, the free introductory talk before you buy, so you can be sure the course is right for you.',
        ],
      },
      {
        id: 'rescheduling',
        heading: 'Rescheduling',
        paragraphs: [
          'If you cannot attend an instructor-led session you have booked, contact us before it starts and we will do our best to offer you a place in a later session.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [`Questions about a purchase: ${contactEmail}.`],
      },
    ],
  },
}
