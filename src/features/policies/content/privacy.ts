/** The privacy policy's text (docs/product.md: Screens, Policy pages); each policy page loads only its own. */
import { siteConfig } from '~/lib/site-config'
import { POLICY_UPDATED, type Policy } from '../policy-model'

const { brand, legalName, contactEmail } = siteConfig

export const PRIVACY: Policy = {
  id: 'privacy',
  title: 'Privacy Policy',
  updated: POLICY_UPDATED,
  intro: `${legalName} ("${brand}", "we", "us") respects your privacy. This policy explains what information we collect when you use our website, courses and assessment, why we collect it, and the rights you have over it.`,
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      definitions: [
        {
          term: 'Personal Information',
          meaning:
            'Any information that identifies you or can reasonably be linked to you, such as your name or e-mail address.',
        },
        {
          term: 'Sensitive Personal Information',
          meaning:
            'Personal Information that needs extra protection, such as passwords, financial information and payment details. We never ask for health, biometric or similar data.',
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
        'Some data never reaches our servers and is kept only in your browser: your session while you are logged in, your assessment answers (including anything you type), the history of your finished attempts and the target role the assessment proposed. Logging out removes the session and, unless you chose "Keep my results on this device" on My Page, the assessment data too, so the next person to use the device cannot see it; "Remove my data from this device" on My Page deletes the assessment data, and "Download my data" saves a copy of it as a file on your device, which you can import in another browser (data portability). Our Cookie Policy lists every entry, where it is kept and when it is removed.',
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
}
