/**
 * Sections of the five instructor-led course pages (SPEC §2 Course pages, §9 numbers).
 * Facts shared with /courses (title, hours, audience, mode, delivery) come from
 * ~/lib/content/instructor-led-courses; this module holds what only the course pages show.
 */
import type { CourseId } from './course-ids'

export type TitledText = { id: string; title: string; text: string }
export type ContentBlock = { id: string; title: string; items: readonly string[] }

export type CourseContent = {
  id: CourseId
  eyebrow: string
  tagline: string
  problem: readonly string[]
  solution: readonly string[]
  framework: { name: string; intro: string; parts: readonly TitledText[] }
  unique: readonly string[]
  /** SPEC §2: every course except the mindset course offers the free introductory talk. */
  introTalk: boolean
  content: { intro: string; blocks: readonly ContentBlock[] }
  coaching: readonly string[]
}

/** SPEC §9: 30 minutes plus 15 minutes Q&A, optional and free. */
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

// ---------------------------------------------------------------- leadership extras

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
  { id: 'visionary', title: 'Visionary', text: 'Paints a compelling picture of how AI will improve the work, then lets people find the way.' },
  { id: 'coaching', title: 'Coaching', text: 'Develops each person’s AI skills through regular feedback and stretch assignments.' },
  { id: 'affiliative', title: 'Affiliative', text: 'Builds trust and belonging when change unsettles the team.' },
  { id: 'democratic', title: 'Democratic', text: 'Involves the team in choosing and shaping AI use cases to earn commitment.' },
  { id: 'pacesetting', title: 'Pacesetting', text: 'Models high standards of speed and quality, used sparingly to avoid burnout.' },
  { id: 'directive', title: 'Directive', text: 'Gives clear instructions in a crisis, such as an AI incident that needs a fast response.' },
]

export const EMPATHY_PROGRAM: readonly TitledText[] = [
  { id: 'w1', title: 'Week 1', text: 'Self-assessment: how do I react to change and uncertainty?' },
  { id: 'w2', title: 'Week 2', text: 'Listening sessions: how does each team member see AI in their work?' },
  { id: 'w3', title: 'Week 3', text: 'Mapping concerns: job security, status, skills and workload.' },
  { id: 'w4', title: 'Week 4', text: 'Honest communication: what will change, what will not, what we do not know yet.' },
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
  { id: 'portfolio', title: 'Manage a portfolio, not pilots', text: 'Rank use cases by value and feasibility and fund the few that can scale.' },
  { id: 'owners', title: 'Name business owners', text: 'Every AI product has an owner accountable for its outcome, not only a technical lead.' },
  { id: 'platform', title: 'Build once, reuse often', text: 'Shared platforms, data pipelines and guardrails cut the cost of every next use case.' },
  { id: 'skills', title: 'Reskill at scale', text: 'Map people to target roles and give each a track, so capability grows with demand.' },
  { id: 'governance', title: 'Govern proportionately', text: 'Apply controls by risk level so that low-risk work is fast and high-risk work is safe.' },
  { id: 'measure', title: 'Measure value in production', text: 'Track adoption, quality and business results, not the number of pilots.' },
  { id: 'communicate', title: 'Tell the story', text: 'Share wins and lessons widely to build demand and trust across the organisation.' },
]

// ---------------------------------------------------------------- masterclass extras

export const PARTICIPANT_TYPES: readonly TitledText[] = [
  {
    id: 'builders',
    title: 'Builders',
    text: 'Software engineers and developers who will integrate models, retrieval and agents into products.',
  },
  {
    id: 'data',
    title: 'Data and ML practitioners',
    text: 'Data scientists, analysts and ML engineers moving from classic machine learning to generative AI.',
  },
  {
    id: 'leads',
    title: 'Technical leads and architects',
    text: 'Architects and team leads who choose platforms, set standards and review AI designs.',
  },
]

// ---------------------------------------------------------------- the five courses

export const COURSE_CONTENT: Record<CourseId, CourseContent> = {
  leadership: {
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
        { id: 'informed-decision-making', title: 'Informed Decision-Making', text: 'Decide with evidence and awareness of risk.' },
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
  },
  masterclass: {
    id: 'masterclass',
    eyebrow: 'Instructor-led · Technical',
    tagline: 'From transformer basics to production agents: the technical depth to build generative AI that works outside the demo.',
    problem: [
      'Generative AI demos are easy; reliable systems are not. Teams discover hallucinations, runaway costs, security gaps and evaluation blind spots only after launch.',
      'Technical professionals are learning from scattered tutorials that rarely cover the whole path from prototype to production.',
    ],
    solution: [
      'Eighteen hours of instructor-led sessions and labs cover 14 topics end to end, so participants can design, build, evaluate and operate generative AI applications with confidence.',
      'Every topic ends with a lab that participants can reuse as a template in their own work.',
    ],
    framework: {
      name: 'Build–Ground–Evaluate–Operate',
      intro: 'The masterclass follows the life of a generative AI application in four stages.',
      parts: [
        { id: 'build', title: 'Build', text: 'Models, prompts, APIs and agents.' },
        { id: 'ground', title: 'Ground', text: 'Retrieval, data and fine-tuning.' },
        { id: 'evaluate', title: 'Evaluate', text: 'Quality, safety and security testing.' },
        { id: 'operate', title: 'Operate', text: 'Serving, monitoring and cost control.' },
      ],
    },
    unique: [
      'Covers the complete path from prototype to production, not isolated techniques.',
      'Hands-on labs with templates you keep and reuse.',
      'Vendor-neutral: the patterns work with open and commercial models alike.',
      'Free 1-to-1 coaching to apply the material to your own project.',
    ],
    introTalk: true,
    content: {
      intro: 'Fourteen topics over 18 hours, each with a lab.',
      blocks: [
        {
          id: 'topics',
          title: 'Content topics',
          items: [
            'How transformers and large language models work',
            'Tokenisation, context windows and sampling parameters',
            'Prompt engineering for developers',
            'Structured outputs and function calling',
            'Embeddings and semantic search',
            'Retrieval-augmented generation (RAG)',
            'Vector databases and chunking strategies',
            'Fine-tuning and parameter-efficient adaptation',
            'Building AI agents with tools and memory',
            'Multi-agent orchestration',
            'Evaluating LLM applications',
            'Security: prompt injection, data leakage and red teaming',
            'Serving, latency and cost optimisation',
            'LLMOps: monitoring, versioning and governance',
          ],
        },
      ],
    },
    coaching: [
      'Each participant receives 1 hour of free 1-to-1 coaching to review an architecture, a prompt set or an evaluation plan from their own work.',
      'The masterclass is designed for three types of participants, and coaching is tailored to each.',
    ],
  },
  strategy: {
    id: 'strategy',
    eyebrow: 'Instructor-led · Strategy',
    tagline: 'Turn AI ambition into a transformation strategy with clear priorities, owners and a realistic roadmap.',
    problem: [
      'Many AI strategies are a list of tools or a collection of disconnected pilots. Without a link to business value and capabilities, they consume budget without changing results.',
      'Leaders need a way to choose where AI matters most, what it takes to deliver, and how to govern it.',
    ],
    solution: [
      'This one-day workshop walks leaders at levels L1 to L4 through a proven strategy framework and leaves them with a first draft of their own AI transformation roadmap.',
    ],
    framework: {
      name: 'AI Transformation Strategy Canvas',
      intro: 'Five questions every AI strategy has to answer, in this order.',
      parts: [
        { id: 'ambition', title: 'Ambition', text: 'What should AI change for customers and the business?' },
        { id: 'value', title: 'Value', text: 'Which use cases create the most value, feasibly?' },
        { id: 'capabilities', title: 'Capabilities', text: 'Which skills, data and platforms are needed?' },
        { id: 'governance', title: 'Governance', text: 'How are risk, ethics and regulation handled?' },
        { id: 'roadmap', title: 'Roadmap', text: 'What happens in the next 90 days, 12 and 36 months?' },
      ],
    },
    unique: [
      'You work on your own organisation’s strategy, not a generic case.',
      'Connects use cases to the people and skills required, including the 12 new AI job roles.',
      'Compact: one day, with free 1-to-1 coaching to refine the roadmap afterwards.',
    ],
    introTalk: true,
    content: {
      intro: 'Six hours in four working sessions.',
      blocks: [
        {
          id: 'sessions',
          title: 'Workshop sessions',
          items: [
            'The AI landscape: what generative AI changes in your industry',
            'Use case discovery and prioritisation by value and feasibility',
            'Capability gaps: skills, data, platforms and partners',
            'Responsible AI governance proportionate to risk',
            'Building the roadmap and the business case',
            'Measuring success and communicating the strategy',
          ],
        },
      ],
    },
    coaching: [
      'Every participant receives 1 hour of free 1-to-1 coaching to review their draft roadmap.',
      'Coaching is available for leaders at levels L1 to L4.',
    ],
  },
  readiness: {
    id: 'readiness',
    eyebrow: 'Instructor-led · Operations',
    tagline: 'Get people, processes, data and platforms ready to run AI every day with the Readiness Rocket Framework.',
    problem: [
      'An AI system that works in a pilot can still fail in operations: unclear ownership, missing data pipelines, no monitoring and teams who do not trust the output.',
      'Operational readiness is rarely planned until the launch date is close, when fixing it is most expensive.',
    ],
    solution: [
      'Over two days, leaders at levels L1 to L4 assess their organisation against the Readiness Rocket Framework and build a readiness plan for their next AI launch.',
    ],
    framework: {
      name: 'Readiness Rocket Framework',
      intro: 'A rocket only launches when every stage is ready. So does AI in operations.',
      parts: [
        { id: 'launch-pad', title: 'Launch pad · Strategy', text: 'A clear use case, owner and success measure.' },
        { id: 'fuel', title: 'Fuel · Data', text: 'Data that is available, governed and of known quality.' },
        { id: 'engines', title: 'Engines · Platform', text: 'Infrastructure, tooling and integration that scale.' },
        { id: 'crew', title: 'Crew · People', text: 'Skilled roles, trained users and change support.' },
        { id: 'guidance', title: 'Guidance · Governance', text: 'Risk controls, monitoring and incident response.' },
      ],
    },
    unique: [
      'A practical readiness score for each stage of the rocket, usable the next day.',
      'Covers people and processes as thoroughly as data and technology.',
      'Free 1-to-1 coaching to review your readiness plan.',
    ],
    introTalk: true,
    content: {
      intro: 'Two days of 6 hours each.',
      blocks: [
        {
          id: 'day-1',
          title: 'DAY 1 · Assess readiness',
          items: [
            'Why AI fails in operations: lessons from stalled launches',
            'The Readiness Rocket Framework and its five stages',
            'Launch pad: use case, ownership and success measures',
            'Fuel: data availability, quality and governance',
            'Engines: platforms, integration and scalability',
            'Readiness self-assessment for your organisation',
          ],
        },
        {
          id: 'day-2',
          title: 'DAY 2 · Plan the launch',
          items: [
            'Crew: roles, skills and reskilling for AI operations',
            'Change management and user adoption',
            'Guidance: monitoring, incident response and human oversight',
            'Service levels, support models and cost control',
            'Building the operational readiness plan',
            'Go/no-go criteria and the first 90 days after launch',
          ],
        },
      ],
    },
    coaching: [
      'Every participant receives 1 hour of free 1-to-1 coaching to review the readiness plan.',
      'Coaching is available for leaders at levels L1 to L4.',
    ],
  },
  mindset: {
    id: 'mindset',
    eyebrow: 'Instructor-led · Mindset',
    tagline: 'Replace uncertainty about AI with curiosity, confidence and good judgement, at every level of the organisation.',
    problem: [
      'For many people AI arrives as a mix of hype and fear. Some avoid it, others trust it blindly; both hold the organisation back.',
      'Training in tools alone does not change how people think about working alongside AI.',
    ],
    solution: [
      'This four-hour session builds a shared, realistic mindset about AI for executives, middle managers and early career professionals alike, so that teams adopt AI willingly and use it wisely.',
    ],
    framework: {
      name: 'The CARE Mindset',
      intro: 'Four attitudes that make people effective partners of AI.',
      parts: [
        { id: 'curiosity', title: 'Curiosity', text: 'Explore what AI can do for your work.' },
        { id: 'adaptability', title: 'Adaptability', text: 'Expect change and learn continuously.' },
        { id: 'responsibility', title: 'Responsibility', text: 'Stay accountable for what AI produces.' },
        { id: 'experimentation', title: 'Experimentation', text: 'Try small things safely and share results.' },
      ],
    },
    unique: [
      'Suitable for all levels in one room, which builds a shared language across the hierarchy.',
      'Hands-on from the first hour: everyone tries AI on a real task.',
      'Short enough to roll out to whole departments, with 1-to-1 coaching available.',
    ],
    introTalk: false,
    content: {
      intro: 'Four hours in three parts.',
      blocks: [
        {
          id: 'parts',
          title: 'Session outline',
          items: [
            'AI myths and realities: what it can and cannot do',
            'What AI means for jobs, and the 12 new AI/GenAI roles',
            'Hands-on: your first useful tasks with an AI assistant',
            'Judgement: checking outputs, bias and hallucination',
            'The CARE Mindset and your personal next steps',
          ],
        },
      ],
    },
    coaching: ['Participants can book 1-to-1 coaching, with the first hour free, to plan their personal AI learning journey.'],
  },
}
