/**
 * The title and description of each indexed static page (its <head>, built by staticPageHead in
 * src/lib/seo.ts). Every page imports this table through its route's head, so it holds copy only.
 */
import type { paths } from '~/lib/paths'
import { siteConfig } from '~/lib/site-config'

/** The title and description of each indexed static page, by its name in `paths`. */
export const STATIC_PAGES = {
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
    // The counts come from the catalogue's data: the route's loader reads them (coursesDescription).
    description:
      'Instructor-led AI/GenAI courses, self-paced courses and reskilling tracks for every kind of professional.',
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
  compare: {
    title: 'Compare roles',
    description:
      'Compare two or three AI roles side by side: what each does, its tracks and courses, and where people usually come from.',
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
} satisfies Partial<Record<keyof typeof paths, { title: string; description: string }>>

/** /courses' description, counted from the catalogue's data by the route's loader. */
export const coursesDescription = ({ courses, tracks }: { courses: number; tracks: number }) =>
  `Instructor-led AI/GenAI courses, a catalogue of ${courses} self-paced courses and ${tracks} reskilling tracks for every kind of professional.`
