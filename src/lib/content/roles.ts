/**
 * The twelve new AI/GenAI job roles (docs/product.md (Offer)) and the Foundational Track outcome.
 * Shared by the home page, the journey page, the assessment and the profile's role map.
 */
import { type RoleTitle } from './outcomes'

export { FOUNDATIONAL_TRACK, isOutcome, OUTCOMES, ROLE_TITLES, type Outcome, type RoleTitle } from './outcomes'

export const ROLE_IDS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const
export type RoleId = (typeof ROLE_IDS)[number]

export type JobRole = {
  id: RoleId
  title: RoleTitle
  /** One line shown on role cards. */
  description: string
}

export const JOB_ROLES: readonly JobRole[] = [
  {
    id: '01',
    title: 'Fine Tuner',
    description: 'Adapts foundation models to a domain, then tests and evaluates what they learned.',
  },
  {
    id: '02',
    title: 'Agent Architect',
    description: 'Designs and builds AI applications and agents that plan, use tools and act.',
  },
  { id: '03', title: 'VITA Creator', description: 'Produces video, image, text and audio content with generative AI.' },
  {
    id: '04',
    title: 'Data Annotator',
    description: 'Curates, labels and checks the datasets that models learn from and are judged by.',
  },
  {
    id: '05',
    title: 'DAC Consultant',
    description: 'Brings data, AI and cloud together into solutions a business can run.',
  },
  {
    id: '06',
    title: 'Sales Advocate',
    description: 'Explains, positions and sells AI products with credible, grounded value stories.',
  },
  {
    id: '07',
    title: 'Compliance Guardian',
    description: 'Keeps AI responsible, fair and within regulation, from policy to audit.',
  },
  {
    id: '08',
    title: 'Domain Visionary',
    description: 'Turns deep industry expertise into AI use cases worth building.',
  },
  {
    id: '09',
    title: 'Security Specialist',
    description: 'Protects AI systems, data and models from misuse and attack.',
  },
  {
    id: '10',
    title: 'AI Executive',
    description: 'Sets AI strategy and governance and leads the organisation through the change.',
  },
  {
    id: '11',
    title: 'Program Overseer',
    description: 'Runs AI programmes end to end, from pilot to production at scale.',
  },
  {
    id: '12',
    title: 'Infrastructure Catalyst',
    description: 'Plans and operates the compute, platforms and tooling that AI runs on.',
  },
]
