/**
 * Per-route <head> entries: title, description, canonical link and Open Graph tags, in the shape
 * TanStack Router's `head` option takes.
 */
import { paths } from './paths'
import { siteConfig } from './site-config'

export const SITE_ORIGIN = (import.meta.env.VITE_SITE_ORIGIN ?? 'https://reskill.example.com').replace(/\/+$/, '')

export type PageMeta = { title: string; description: string; path?: string; noindex?: boolean }

export function pageHead({ title, description, path, noindex }: PageMeta) {
  const fullTitle = title === siteConfig.brand ? title : `${title} | ${siteConfig.brand}`
  const url = path === undefined ? undefined : `${SITE_ORIGIN}${path}`
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteConfig.brand },
      { property: 'og:image', content: `${SITE_ORIGIN}/images/og-image.png` },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: url ? [{ rel: 'canonical', href: url }] : [],
  }
}

/** The title and description of each indexed static page, by its name in `paths`. */
const STATIC_PAGES = {
  home: {
    title: siteConfig.brand,
    description:
      'AI is the new Gold Rush. Personalized and continuous AI/GenAI reskilling: courses, reskilling tracks, collaboration ecosystems and a free reskilling assessment.',
  },
  reskilling: {
    title: 'AI reskilling',
    description:
      'Start your personalized, continuous AI reskilling journey: why reskilling matters, how it works, and answers to common questions.',
  },
  aboutUs: {
    title: 'About us',
    description: 'Who we are and why we help people and organisations reskill into the new AI and GenAI roles.',
  },
  ecosystem: {
    title: 'Collaboration ecosystems',
    description:
      'Join AI collaboration ecosystems: cohorts of Collaborators who share AI knowledge and learn up to 3X faster.',
  },
  courses: {
    title: 'Courses',
    description:
      'Instructor-led AI/GenAI courses, a catalogue of 51 self-paced courses and 11 reskilling tracks for every kind of professional.',
  },
  leadershipCourse: {
    title: 'Essential Competencies of AI/GenAI Leader',
    description:
      'A two-day, 12-hour leadership course: the four competencies, six leadership styles and 24 behaviours that AI-era leaders need.',
  },
  masterclassCourse: {
    title: 'Generative AI Technical Masterclass',
    description:
      'An 18-hour hands-on masterclass for technical professionals: 14 topics from model internals to agents in production.',
  },
  strategyCourse: {
    title: 'AI/GenAI Transformation Strategy',
    description:
      'A 6-hour course for executives and managers on building an AI/GenAI digital strategy that reaches production.',
  },
  mindsetCourse: {
    title: 'Cultivating AI/GenAI Mindset',
    description: 'A 4-hour course for every level on the mindset that makes people and teams thrive with AI.',
  },
  // Also the head of /masterclass/masterclass4, the same screen (its canonical link points here).
  readinessCourse: {
    title: 'AI/GenAI Operational Readiness',
    description:
      'A two-day, 12-hour course on making an organisation operationally ready for AI with the Readiness Rocket Framework.',
  },
  tracks: {
    title: 'Reskilling tracks',
    description:
      'How the reskilling journey works: 12 target roles, the tracks that lead to them, the three mandatory courses and the assessment that maps you.',
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'How we collect, use and protect your personal information, and your rights under GDPR, Indian law and the CCPA.',
  },
  cookies: { title: 'Cookie policy', description: 'Our use of cookies: at present, none.' },
  terms: {
    title: 'Terms of use',
    description: 'The terms that govern access to our courses, content and services.',
  },
  refund: { title: 'Refund policy', description: 'Our refund policy for courses and services.' },
  signup: { title: 'Register', description: 'Create your free account for the AI reskilling assessment.' },
  login: {
    title: 'Login',
    description: 'Log in to take the AI reskilling assessment and see your target role.',
  },
  sendResetLink: { title: 'Reset your password', description: 'Get a link to choose a new password.' },
  forgotPassword: { title: 'Forgot password', description: 'Get a link to choose a new password.' },
} satisfies Partial<Record<keyof typeof paths, Omit<PageMeta, 'path'>>>

/** The head of a static page, its canonical link built from `paths`: `head: () => staticPageHead('courses')`. */
export const staticPageHead = (page: keyof typeof STATIC_PAGES) =>
  pageHead({ ...STATIC_PAGES[page], path: paths[page] })
