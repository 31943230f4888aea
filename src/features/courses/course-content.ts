/**
 * Sections of the five instructor-led course pages (docs/product.md: Screens, Numbers).
 * Facts shared with /courses (title, hours, audience, mode, delivery) come from
 * ~/lib/content/instructor-led-courses; this module holds the shape and what several course pages
 * share. Each course's own text is in content/<course>.ts, so a course page loads only its own.
 */
import type { InstructorLedId } from '~/lib/content/instructor-led-courses'

export type TitledText = { id: string; title: string; text: string }
export type ContentBlock = { id: string; title: string; items: readonly string[] }

export type CourseContent = {
  id: InstructorLedId
  eyebrow: string
  tagline: string
  problem: readonly string[]
  solution: readonly string[]
  framework: { name: string; intro: string; parts: readonly TitledText[] }
  unique: readonly string[]
  /** docs/product.md (Screens): every course except the mindset course offers the free introductory talk. */
  introTalk: boolean
  content: { intro: string; blocks: readonly ContentBlock[] }
  coaching: readonly string[]
  /** Who the course is for, shown as cards under Coaching (the masterclass). */
  participants?: readonly TitledText[]
}

/** docs/product.md (Numbers): 30 minutes plus 15 minutes Q&A, optional and free. */
export const INTRO_TALK = {
  minutes: 30,
  qaMinutes: 15,
  text: 'Not sure yet? Book the optional introductory talk: a 30-minute overview of the course followed by 15 minutes of questions and answers. It is free and there is no obligation.',
} as const

export const FREE_COACHING_HOURS = 1

export const LEADER_LEVELS: readonly TitledText[] = [
  { id: 'L1', title: 'L1 · Team leaders', text: 'First-line managers who lead a team day to day.' },
  { id: 'L2', title: 'L2 · Middle managers', text: 'Managers of managers who turn strategy into delivery.' },
  { id: 'L3', title: 'L3 · Senior managers', text: 'Heads of function and directors who own budgets and outcomes.' },
  { id: 'L4', title: 'L4 · Executives', text: 'Board members and C-level leaders who set direction and governance.' },
]

export const ECOSYSTEM_NOTE =
  'When you complete the course you are enrolled automatically in an AI ecosystem, where you keep learning with other Collaborators: ask questions, share what works and follow the field as it moves.'
