/** The terms policy's text (docs/product.md: Screens, Policy pages); each policy page loads only its own. */
import { siteConfig } from '~/lib/site-config'
import { POLICY_UPDATED, type Policy } from '../policy-model'

const { brand, legalName, contactEmail } = siteConfig

export const TERMS: Policy = {
  id: 'terms',
  title: 'Terms of Use',
  updated: POLICY_UPDATED,
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
}
