/**
 * Brand and external addresses (docs/product.md (Screens)). Everything a deployment would change lives here,
 * so neither components nor content hard-code a company name, an e-mail or a URL.
 * Defaults are neutral and use example.com addresses.
 */
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
  /** The course site; one page per assessment outcome: src/lib/outcome-links.ts. */
  courseSiteUrl: courseSite,
  whitepaperPath: '/AI_Reskilling_Whitepaper.pdf',
  whitepaperFileName: 'AI_Reskilling_Whitepaper.pdf',
  copyrightYear: 2026,
} as const
