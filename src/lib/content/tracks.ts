/**
 * The 11 reskilling tracks (docs/product.md (Screens), ids 0-10 in the documented order) and the roles each one serves.
 * The one source of which tracks a role follows: the role-to-track map on /tracks, the track list
 * on /courses, the assessment's result card and the whitepaper are all drawn from here.
 */
import { FOUNDATIONAL_TRACK, ROLE_TITLES, type Outcome, type RoleTitle } from './outcomes'

export const TRACK_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
export type TrackId = (typeof TRACK_IDS)[number]

export type Track = {
  id: TrackId
  title: string
  description: string
  /** Target roles whose journey includes this track. */
  roles: readonly RoleTitle[]
}

export const TRACKS: readonly Track[] = [
  {
    id: 0,
    title: 'Foundational',
    description:
      'The common starting point: how modern AI works, where generative AI helps and fails, and the working habits every later track builds on.',
    roles: ROLE_TITLES,
  },
  {
    id: 1,
    title: 'Technical',
    description:
      'Model families, embeddings, retrieval, evaluation and the engineering practices that turn a prototype into a dependable service.',
    roles: [
      'Fine Tuner',
      'Agent Architect',
      'Data Annotator',
      'DAC Consultant',
      'Security Specialist',
      'Infrastructure Catalyst',
    ],
  },
  {
    id: 2,
    title: 'Leadership',
    description:
      'Leading people and decisions through AI adoption: vision, empathy, informed decisions and fast, accountable execution.',
    roles: ['Sales Advocate', 'Domain Visionary', 'AI Executive', 'Program Overseer'],
  },
  {
    id: 3,
    title: 'Compliance',
    description:
      'Responsible AI in practice: regulation, risk classification, documentation, fairness testing and audit readiness.',
    roles: ['Data Annotator', 'Compliance Guardian', 'AI Executive'],
  },
  {
    id: 4,
    title: 'Agents',
    description:
      'Designing agents that plan, call tools and hand over to people safely, with guardrails, memory and observability.',
    roles: ['Agent Architect', 'DAC Consultant'],
  },
  {
    id: 5,
    title: 'Data',
    description:
      'Collecting, labelling, cleaning and governing the data that models are trained, grounded and judged on.',
    roles: ['Fine Tuner', 'Data Annotator', 'DAC Consultant'],
  },
  {
    id: 6,
    title: 'Developers',
    description:
      'Building AI features into software: APIs and SDKs, structured outputs, testing non-deterministic code and AI-assisted development.',
    roles: ['Fine Tuner', 'Agent Architect'],
  },
  {
    id: 7,
    title: 'Creative',
    description:
      'Video, image, text and audio production with generative tools, from brief and storyboard to rights-aware publishing.',
    roles: ['VITA Creator', 'Sales Advocate'],
  },
  {
    id: 8,
    title: 'Transformation',
    description:
      'Choosing use cases by value and feasibility, redesigning processes and moving pilots into production at scale.',
    roles: ['DAC Consultant', 'Domain Visionary', 'AI Executive', 'Program Overseer'],
  },
  {
    id: 9,
    title: 'Security',
    description:
      'Threat modelling for AI systems: prompt injection, data leakage, model abuse, red teaming and secure deployment.',
    roles: ['Compliance Guardian', 'Security Specialist'],
  },
  {
    id: 10,
    title: 'Infrastructure',
    description:
      'GPU and cloud capacity, model serving, cost control and the platform tooling that keeps AI workloads fast and affordable.',
    roles: ['DAC Consultant', 'Infrastructure Catalyst'],
  },
]

/** The tracks of a role's journey, in track order (the Foundational track first). */
export function tracksForRole(role: RoleTitle): readonly Track[] {
  return TRACKS.filter((track) => track.roles.includes(role))
}

/**
 * The tracks an assessment outcome leads to: a role's tracks, or for the Foundational Track outcome
 * (no role yet) the Foundational track alone.
 */
export function tracksForOutcome(outcome: Outcome): readonly Track[] {
  return outcome === FOUNDATIONAL_TRACK ? TRACKS.filter((track) => track.id === 0) : tracksForRole(outcome)
}

/** "Track 4: Agents": tracks are numbered 0–10 in the catalogue. */
export function trackLabel(track: Track): string {
  return `Track ${track.id}: ${track.title}`
}
