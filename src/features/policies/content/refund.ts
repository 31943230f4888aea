/** The refund policy's text (docs/product.md: Screens, Policy pages); each policy page loads only its own. */
import { siteConfig } from '~/lib/site-config'
import { POLICY_UPDATED, type Policy } from '../policy-model'

const { brand, contactEmail } = siteConfig

export const REFUND: Policy = {
  id: 'refund',
  title: 'Refund Policy',
  updated: POLICY_UPDATED,
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
}
