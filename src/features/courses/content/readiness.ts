/** The AI/GenAI Operational Readiness course page's own content. */
import type { CourseContent } from '../course-content'

export const READINESS: CourseContent = {
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
}
