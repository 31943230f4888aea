/** The Cultivating the AI/GenAI Mindset course page's own content. */
import type { CourseContent } from '../course-content'

export const MINDSET: CourseContent = {
  id: 'mindset',
  eyebrow: 'Instructor-led · Mindset',
  tagline:
    'Replace uncertainty about AI with curiosity, confidence and good judgement, at every level of the organisation.',
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
  coaching: [
    'Participants can book 1-to-1 coaching, with the first hour free, to plan their personal AI learning journey.',
  ],
}
