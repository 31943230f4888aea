/** The Essential Competencies of the AI/GenAI Leader course page's own content. */
import type { CourseContent, TitledText } from '../course-content'

export const LEADERSHIP: CourseContent = {
  id: 'leadership',
  eyebrow: 'Instructor-led · Leadership',
  tagline: 'Lead your people through AI adoption with four competencies that can be learned, practised and measured.',
  problem: [
    'Most organisations have started with AI, yet few have scaled it: 90% of pilots never reach production and only 10% of firms have scaled generative AI. The missing piece is rarely the model. It is leadership.',
    'Leaders are expected to set an AI direction, reassure worried teams and make decisions about technology they were never trained in, often all in the same week.',
  ],
  solution: [
    'This two-day course gives leaders at levels L1 to L4 a practical framework of four competencies, translated into 24 observable behaviours, six leadership styles to choose from, and a 12-week empathy program to run with their own team.',
    'Participants leave with a personal development plan, the 7 actions that move AI from pilot to scale, and a clear view of the 12 new AI job roles their people can grow into.',
  ],
  framework: {
    name: 'AI/GenAI Leader Competency Framework',
    intro: 'Four competencies, each expressed through six behaviours you can observe and coach.',
    parts: [
      { id: 'growth-mindset', title: 'Growth Mindset', text: 'Learn, experiment and let others learn.' },
      { id: 'empathy', title: 'Empathy', text: 'Understand how AI changes each person’s work.' },
      {
        id: 'informed-decision-making',
        title: 'Informed Decision-Making',
        text: 'Decide with evidence and awareness of risk.',
      },
      { id: 'fast-execution', title: 'Fast Execution', text: 'Deliver small wins fast, then scale them.' },
    ],
  },
  unique: [
    'Built on observable behaviours, so progress can be coached and measured rather than assumed.',
    'Combines leadership science with enough technical understanding to question vendors and teams.',
    'Includes a ready-to-run 12-week empathy program for your own team.',
    'Continues after the classroom: free 1-to-1 coaching and automatic enrolment in an AI ecosystem.',
  ],
  introTalk: true,
  content: {
    intro: 'Two days of 6 hours each, mixing short inputs, case discussions and personal planning.',
    blocks: [
      {
        id: 'day-1',
        title: 'DAY 1 · Leading yourself and your team',
        items: [
          'Why AI initiatives stall: the leadership gap behind the 90% pilot failure rate',
          'The four competencies and their 24 behaviours, with a self-assessment',
          'Growth Mindset in practice: personal experimentation with AI assistants',
          'Empathy: how AI changes work, status and security, and how to talk about it',
          'The six leadership styles and when each one helps or hurts',
          'Designing your 12-week empathy program',
        ],
      },
      {
        id: 'day-2',
        title: 'DAY 2 · Deciding and delivering at scale',
        items: [
          'Informed Decision-Making: evaluating use cases, vendors and risks',
          'Responsible AI essentials every leader must know',
          'Fast Execution: from the first use case to production',
          'The 7 actions to scale AI across the organisation',
          'The 12 new AI job roles and how to map your people to them',
          'Personal development plan and coaching goals',
        ],
      },
    ],
  },
  coaching: [
    'Every participant receives 1 hour of free 1-to-1 coaching after the course to turn the development plan into action.',
    'Further coaching sessions can be booked for leaders at every level, from L1 team leaders to L4 executives.',
  ],
}

export type Competency = TitledText & { behaviours: readonly string[] }

/** 4 competencies x 6 behaviours = 24 behaviours. */
export const LEADERSHIP_COMPETENCIES: readonly Competency[] = [
  {
    id: 'growth-mindset',
    title: 'Growth Mindset',
    text: 'Treats AI as a capability to be learned, not a threat to be managed.',
    behaviours: [
      'Experiments with AI tools personally before asking others to',
      'Frames failed pilots as lessons and shares them openly',
      'Sets learning goals for the team alongside delivery goals',
      'Invites challenge from junior colleagues who know the tools better',
      'Replaces "we have always done it this way" with "what could we try?"',
      'Recognises effort and progress, not only finished results',
    ],
  },
  {
    id: 'empathy',
    title: 'Empathy',
    text: 'Understands how AI changes the work, status and worries of each person.',
    behaviours: [
      'Asks people how AI affects their work before deciding for them',
      'Acknowledges fear of job loss honestly instead of dismissing it',
      'Adapts the pace of change to each person’s starting point',
      'Makes time for one-to-one conversations during the transition',
      'Notices quiet resistance and addresses it with care',
      'Credits people, not only tools, for improved results',
    ],
  },
  {
    id: 'informed-decision-making',
    title: 'Informed Decision-Making',
    text: 'Decides on AI with evidence, understanding of limits and awareness of risk.',
    behaviours: [
      'Asks for evaluation results before approving an AI use case',
      'Understands enough of the technology to question vendor claims',
      'Weighs bias, privacy and security risks alongside value',
      'Separates what the model says from what the data shows',
      'Involves legal, security and the people affected early',
      'Documents the reasoning behind significant AI decisions',
    ],
  },
  {
    id: 'fast-execution',
    title: 'Fast Execution',
    text: 'Turns decisions into working results quickly, then improves them.',
    behaviours: [
      'Starts with a small, valuable use case rather than a grand plan',
      'Sets clear owners, timelines and success measures',
      'Removes blockers for the team within days, not months',
      'Moves proven pilots into production instead of starting new pilots',
      'Reviews outcomes regularly and stops what does not work',
      'Communicates progress visibly to keep momentum',
    ],
  },
]

export const LEADERSHIP_STYLES: readonly TitledText[] = [
  {
    id: 'visionary',
    title: 'Visionary',
    text: 'Paints a compelling picture of how AI will improve the work, then lets people find the way.',
  },
  {
    id: 'coaching',
    title: 'Coaching',
    text: 'Develops each person’s AI skills through regular feedback and stretch assignments.',
  },
  { id: 'affiliative', title: 'Affiliative', text: 'Builds trust and belonging when change unsettles the team.' },
  {
    id: 'democratic',
    title: 'Democratic',
    text: 'Involves the team in choosing and shaping AI use cases to earn commitment.',
  },
  {
    id: 'pacesetting',
    title: 'Pacesetting',
    text: 'Models high standards of speed and quality, used sparingly to avoid burnout.',
  },
  {
    id: 'directive',
    title: 'Directive',
    text: 'Gives clear instructions in a crisis, such as an AI incident that needs a fast response.',
  },
]

export const EMPATHY_PROGRAM: readonly TitledText[] = [
  { id: 'w1', title: 'Week 1', text: 'Self-assessment: how do I react to change and uncertainty?' },
  { id: 'w2', title: 'Week 2', text: 'Listening sessions: how does each team member see AI in their work?' },
  { id: 'w3', title: 'Week 3', text: 'Mapping concerns: job security, status, skills and workload.' },
  {
    id: 'w4',
    title: 'Week 4',
    text: 'Honest communication: what will change, what will not, what we do not know yet.',
  },
  { id: 'w5', title: 'Week 5', text: 'Personal learning plans agreed one to one.' },
  { id: 'w6', title: 'Week 6', text: 'Safe experimentation: a low-risk AI task for every team member.' },
  { id: 'w7', title: 'Week 7', text: 'Peer learning pairs across experience levels.' },
  { id: 'w8', title: 'Week 8', text: 'Recognising progress publicly and specifically.' },
  { id: 'w9', title: 'Week 9', text: 'Handling resistance: conversations with those still hesitant.' },
  { id: 'w10', title: 'Week 10', text: 'Redesigning roles together around new AI-assisted tasks.' },
  { id: 'w11', title: 'Week 11', text: 'Team retrospective: what helped, what hurt, what to keep.' },
  { id: 'w12', title: 'Week 12', text: 'Commitments for the next quarter and a check-in rhythm.' },
]

export const SCALING_ACTIONS: readonly TitledText[] = [
  {
    id: 'portfolio',
    title: 'Manage a portfolio, not pilots',
    text: 'Rank use cases by value and feasibility and fund the few that can scale.',
  },
  {
    id: 'owners',
    title: 'Name business owners',
    text: 'Every AI product has an owner accountable for its outcome, not only a technical lead.',
  },
  {
    id: 'platform',
    title: 'Build once, reuse often',
    text: 'Shared platforms, data pipelines and guardrails cut the cost of every next use case.',
  },
  {
    id: 'skills',
    title: 'Reskill at scale',
    text: 'Map people to target roles and give each a track, so capability grows with demand.',
  },
  {
    id: 'governance',
    title: 'Govern proportionately',
    text: 'Apply controls by risk level so that low-risk work is fast and high-risk work is safe.',
  },
  {
    id: 'measure',
    title: 'Measure value in production',
    text: 'Track adoption, quality and business results, not the number of pilots.',
  },
  {
    id: 'communicate',
    title: 'Tell the story',
    text: 'Share wins and lessons widely to build demand and trust across the organisation.',
  },
]
