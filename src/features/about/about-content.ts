/** Copy of /about-us. */
export const ABOUT_INTRO = {
  title: 'About us',
  lead: 'We help professionals and organisations make the move into the new AI/GenAI roles, through personalised and continuous reskilling journeys.',
} as const

export const ABOUT_SECTIONS: readonly { id: string; title: string; paragraphs: readonly string[] }[] = [
  {
    id: 'story',
    title: 'Why we exist',
    paragraphs: [
      'Generative AI is changing work faster than any technology before it. Some tasks disappear, others change, and entirely new roles appear: people who tune models, build agents, guard compliance or run AI programmes.',
      'Most training offers a catalogue and leaves the hard question to the learner: where do I fit? We start with that question. Our assessment proposes a target role that builds on what you already know, and our tracks, coaching and ecosystems take you there.',
    ],
  },
  {
    id: 'approach',
    title: 'Our approach',
    paragraphs: [
      'Personalised: every journey starts from your background, AI experience and aspirations, and avoids steep jumps that set people up to fail.',
      'Continuous: after each course you join an AI ecosystem of Collaborators, so learning continues with peers who face the same questions.',
      'Practical: courses are built around real tasks, real tools and the judgement needed to use them responsibly.',
    ],
  },
]

/**
 * The key figures, in the order shown. Each is counted from the module that lists the things
 * (the route passes the counts in: the lists belong to other features), never written here.
 */
export const ABOUT_OFFER = [
  { id: 'courses', label: 'self-paced courses' },
  { id: 'instructor', label: 'instructor-led courses' },
  { id: 'tracks', label: 'reskilling tracks' },
  { id: 'roles', label: 'new AI/GenAI roles' },
  { id: 'ecosystems', label: 'ecosystem topics' },
] as const

/** How many there are of each key figure. */
export type AboutCounts = Readonly<Record<(typeof ABOUT_OFFER)[number]['id'], number>>

export const ABOUT_AUDIENCE: readonly string[] = [
  'Business leaders, managers and strategists',
  'Transformation drivers, change agents and program managers',
  'Technical professionals',
  'Absolute beginners and individual professionals moving into AI',
  'Organisations reskilling whole teams',
]
