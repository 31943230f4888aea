/** Content of /Reskilling: the "A Strong WHY" and "We focus on RESKILLING" diagrams and the FAQ. */
export type WhyReason = { id: string; figure: string; title: string; text: string }

export const WHY_CENTRE = 'Why reskill for AI now?'

export const WHY_REASONS: readonly WhyReason[] = [
  {
    id: 'pilots',
    figure: '90%',
    title: 'of AI pilots never reach production',
    text: 'The gap is rarely the technology. It is people who can run, trust and improve AI every day.',
  },
  {
    id: 'scaled',
    figure: '10%',
    title: 'of firms have scaled generative AI',
    text: 'The few who succeed invested in skills first. The advantage goes to organisations that build capability early.',
  },
  {
    id: 'roles',
    figure: '12',
    title: 'new AI/GenAI job roles',
    text: 'New roles are appearing faster than the market can fill them, from Agent Architect to Compliance Guardian.',
  },
  {
    id: 'continuous',
    figure: '1',
    title: 'continuous journey, not a one-off course',
    text: 'AI changes every quarter. A personalised journey with an ecosystem behind it keeps your skills current.',
  },
]

export const RESKILLING_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const

export const RESKILLING_FOCUS_POINTS: readonly string[] = [
  'Upskilling keeps you in the same role and raises your level in it.',
  'Reskilling moves you to a new skill outside your current role, and always starts at its beginner level.',
  'Nobody can reskill directly to the higher levels: experience in the new role is what builds them.',
  'We focus on reskilling people from non-AI roles into the twelve new AI/GenAI roles.',
]

export type FaqEntry = { id: string; question: string; answer: string }

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'difference',
    question: 'What is the difference between upskilling and reskilling?',
    answer:
      'Upskilling improves your skills in the role you already have. Reskilling teaches you a new skill outside your current role so that you can move into a different one, for example from accounting to Compliance Guardian.',
  },
  {
    id: 'level',
    question: 'Can I reskill straight to an advanced or expert level?',
    answer:
      'No. Reskilling always starts at the beginner level of the new role. Your previous experience speeds up the journey, but the higher levels come from practice in the new role, supported by your ecosystem.',
  },
  {
    id: 'technical',
    question: 'Do I need a technical background?',
    answer:
      'No. Several of the twelve roles, such as Sales Advocate, Compliance Guardian, VITA Creator and Program Overseer, suit non-technical professionals. The assessment takes your background into account.',
  },
  {
    id: 'assessment',
    question: 'How does the Reskilling Assessment work?',
    answer:
      'You answer a short series of questions about your AI experience, background, function, aspirations and industry. The assessment then proposes one target role. It runs in your browser and takes about five minutes.',
  },
  {
    id: 'unclear',
    question: 'What if I do not know which role I want?',
    answer:
      'That is common. When your aspirations are unclear, the assessment picks the natural, gradual next step from your current function rather than a steep jump, so your existing strengths still count.',
  },
  {
    id: 'tracks',
    question: 'What is a reskilling track?',
    answer:
      'A track is a sequence of courses for your target role. Every track starts with three mandatory courses, Generative AI Fundamentals, Prompt Engineering, and Bias and Hallucination, followed by courses specific to the role.',
  },
  {
    id: 'foundational',
    question: 'What if I am new to IT and AI altogether?',
    answer:
      'Then we recommend the Foundational track first. It gives you the basic knowledge of IT and AI that every target role builds on, and you can take the assessment again afterwards.',
  },
  {
    id: 'ecosystem',
    question: 'What happens after I finish a course?',
    answer:
      'You are enrolled in an AI ecosystem automatically. There you continue learning with other Collaborators: you ask and answer questions and share what works in practice.',
  },
  {
    id: 'organisations',
    question: 'Do you work with organisations as well as individuals?',
    answer:
      'Yes. Our instructor-led courses run online or in-person for teams, and we can map a whole department to target roles. Use "Book a Consultation" on any course page to start the conversation.',
  },
]
