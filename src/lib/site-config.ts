/**
 * Brand and external addresses (docs/product.md (Screens)). Everything a deployment would change lives here,
 * so neither components nor content hard-code a company name, an e-mail or a URL.
 * Defaults are neutral and use example.com addresses.
 */
import type { Outcome } from './content/roles'

const courseSite = 'https://learn.example.com'

export const siteConfig = {
  brand: 'Reskill AI',
  legalName: 'Reskill AI Learning',
  tagline: 'Personalized and continuous AI reskilling',
  contactEmail: 'info@example.com',
  socialPageUrl: 'https://www.linkedin.example.com/company/reskill-ai',
  socialNetworkName: 'LinkedIn',
  bookstoreUrl: 'https://books.example.com/ai-reskilling-playbook',
  bookTitle: 'The AI Reskilling Playbook',
  authorName: 'Dr. Maya Lindqvist',
  authorSiteUrl: 'https://maya-lindqvist.example.com',
  courseSiteUrl: courseSite,
  whitepaperPath: '/AI_Reskilling_Whitepaper.pdf',
  whitepaperFileName: 'AI_Reskilling_Whitepaper.pdf',
  copyrightYear: 2026,
  /** One course page per assessment outcome on the reskilling course site (docs/product.md: Screens, Profile). */
  roleCourseUrls: {
    'Fine Tuner': `${courseSite}/tracks/fine-tuner`,
    'Agent Architect': `${courseSite}/tracks/agent-architect`,
    'VITA Creator': `${courseSite}/tracks/vita-creator`,
    'Data Annotator': `${courseSite}/tracks/data-annotator`,
    'DAC Consultant': `${courseSite}/tracks/dac-consultant`,
    'Sales Advocate': `${courseSite}/tracks/sales-advocate`,
    'Compliance Guardian': `${courseSite}/tracks/compliance-guardian`,
    'Domain Visionary': `${courseSite}/tracks/domain-visionary`,
    'Security Specialist': `${courseSite}/tracks/security-specialist`,
    'AI Executive': `${courseSite}/tracks/ai-executive`,
    'Program Overseer': `${courseSite}/tracks/program-overseer`,
    'Infrastructure Catalyst': `${courseSite}/tracks/infrastructure-catalyst`,
    'Foundational Track': `${courseSite}/tracks/foundational`,
  } satisfies Record<Outcome, string>,
} as const
