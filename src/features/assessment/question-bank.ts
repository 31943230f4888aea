/**
 * The reskilling assessment's questions (docs/product.md (Data), docs/assessment.md). Option values and their meanings are
 * fixed by the spec; the wording is ours. Saved progress records QUESTION_BANK_VERSION, so any change
 * to ids or values must bump it (old saves are then discarded instead of being misread).
 */
// The labels of the answers the role maps read live beside the maps, shared with the role comparison.
import { FUNCTION_LABELS, MAJOR_LABELS } from '~/lib/content/role-map-labels'
import { newestVersion, QUESTION_BANK_FINGERPRINTS } from './version-fingerprints'

/** The newest entry of QUESTION_BANK_FINGERPRINTS: a change to ids or values adds one there. */
export const QUESTION_BANK_VERSION = newestVersion(QUESTION_BANK_FINGERPRINTS)

export const QUESTION_IDS = [
  'q1',
  'q2',
  'q3',
  'q4',
  'q5',
  'q6',
  'q7',
  'q8',
  'q9_1',
  'q9_2',
  'q9_3',
  'q9_4',
  'q9_5',
] as const
export type QuestionId = (typeof QUESTION_IDS)[number]

export type QuestionOption = {
  readonly value: string
  readonly label: string
  /** Shown but never selectable (A10). */
  readonly disabled?: boolean
  /** Needs a non-blank "Please specify..." text before Next is allowed. */
  readonly requireText?: boolean
}

export type Question = {
  readonly id: QuestionId
  /** The spec's numbering ("9.2"), used in headings and traces. */
  readonly number: string
  readonly text: string
  readonly hint?: string
  readonly options: readonly QuestionOption[]
  /** Long option list: rendered in a keyboard-scrollable box (Q7). */
  readonly scroll?: boolean
}

const QUESTIONS = [
  {
    id: 'q1',
    number: '1',
    text: 'How would you rate your own AI competence today?',
    hint: '1 means no IT skills and no AI experience yet; 9 means you can build AI solutions yourself.',
    options: [
      { value: 'A1', label: '1 – I have no IT skills and have never used AI' },
      { value: 'A2', label: '2 – I can use a computer, but AI is new to me' },
      { value: 'A3', label: '3 – I have tried a chatbot once or twice' },
      { value: 'A4', label: '4 – I use AI tools now and then for simple tasks' },
      { value: 'A5', label: '5 – I use AI tools regularly in my work' },
      { value: 'A6', label: '6 – I write careful prompts and check what AI gives back' },
      { value: 'A7', label: '7 – I understand how models are trained and where they fail' },
      { value: 'A8', label: '8 – I have configured or integrated AI services' },
      { value: 'A9', label: '9 – I can design and build AI solutions' },
      { value: 'A10', label: '10 – Superhuman: nothing left to learn (not selectable)', disabled: true },
    ],
  },
  {
    id: 'q2',
    number: '2',
    text: 'Which description fits your background best?',
    hint: 'Tell us a little more in the box that appears, for example your degree or your last job.',
    options: [
      { value: 'B1', label: 'Technical or IT', requireText: true },
      { value: 'B2', label: 'Non-technical', requireText: true },
      { value: 'B3', label: 'Business, management or consulting', requireText: true },
      { value: 'B4', label: 'Academic or research', requireText: true },
      { value: 'B5', label: 'Entrepreneur or founder', requireText: true },
      { value: 'B6', label: 'Creative, design or fine arts', requireText: true },
      { value: 'B7', label: 'Student', requireText: true },
    ],
  },
  {
    id: 'q3',
    number: '3',
    text: 'Which function or team do you work in?',
    options: [
      { value: 'C1', label: FUNCTION_LABELS.C1 },
      { value: 'C2', label: FUNCTION_LABELS.C2 },
      { value: 'C3', label: FUNCTION_LABELS.C3 },
      { value: 'C4', label: FUNCTION_LABELS.C4 },
      { value: 'C5', label: FUNCTION_LABELS.C5 },
      { value: 'C6', label: FUNCTION_LABELS.C6 },
      { value: 'C7', label: FUNCTION_LABELS.C7 },
      { value: 'C8', label: FUNCTION_LABELS.C8 },
      { value: 'C9', label: FUNCTION_LABELS.C9 },
      { value: 'C10', label: FUNCTION_LABELS.C10 },
      { value: 'C11', label: FUNCTION_LABELS.C11 },
      { value: 'C12', label: FUNCTION_LABELS.C12, requireText: true },
    ],
  },
  {
    id: 'q4',
    number: '4',
    text: 'How strong are your skills in your current role?',
    options: [
      { value: 'D1', label: 'Very high – people come to me for advice' },
      { value: 'D2', label: 'High – I work independently' },
      { value: 'D3', label: 'Average – I handle the usual work' },
      { value: 'D4', label: 'Low – I still need regular help' },
      { value: 'D5', label: 'Very low – I am just starting out' },
      { value: 'D6', label: 'Not applicable – I am not working in a role right now' },
    ],
  },
  {
    id: 'q5',
    number: '5',
    text: 'Would you like to stay in your current role?',
    options: [
      { value: 'E1', label: 'Yes, I want to stay and grow with AI in it' },
      { value: 'E2', label: 'No, I want to move to a different role' },
      { value: 'E3', label: 'I am not sure yet' },
    ],
  },
  {
    id: 'q6',
    number: '6',
    text: 'How do you expect AI to affect your current role?',
    options: [
      { value: 'F1', label: 'AI will take it over entirely' },
      { value: 'F2', label: 'It will remain, but AI will change it a lot' },
      { value: 'F3', label: 'It will remain, with moderate change' },
      { value: 'F4', label: 'It will remain, with little change' },
      { value: 'F5', label: 'AI will not change it at all' },
      { value: 'F6', label: 'I do not know' },
    ],
  },
  {
    id: 'q7',
    number: '7',
    text: 'Which industry do you work in?',
    scroll: true,
    options: [
      { value: 'G1', label: 'Agriculture and mining' },
      { value: 'G2', label: 'Automotive' },
      { value: 'G3', label: 'Aerospace and defence' },
      { value: 'G4', label: 'Biotechnology and life sciences' },
      { value: 'G5', label: 'Chemicals' },
      { value: 'G6', label: 'Construction and real estate' },
      { value: 'G7', label: 'Consumer goods' },
      { value: 'G8', label: 'Education' },
      { value: 'G9', label: 'Energy and utilities' },
      { value: 'G10', label: 'Media and entertainment' },
      { value: 'G11', label: 'Financial services' },
      { value: 'G12', label: 'Government and public sector' },
      { value: 'G13', label: 'Healthcare' },
      { value: 'G14', label: 'Hospitality and travel' },
      { value: 'G15', label: 'Insurance' },
      { value: 'G16', label: 'Legal services' },
      { value: 'G17', label: 'Logistics and transport' },
      { value: 'G18', label: 'Manufacturing' },
      { value: 'G19', label: 'Marketing and advertising' },
      { value: 'G20', label: 'Non-profit' },
      { value: 'G21', label: 'Professional services' },
      { value: 'G22', label: 'Retail' },
      { value: 'G23', label: 'Software and IT services' },
      { value: 'G24', label: 'Telecommunications' },
      { value: 'G25', label: 'Venture capital and private equity' },
      { value: 'G26', label: 'Wholesale and distribution' },
      { value: 'G27', label: 'Other', requireText: true },
      { value: 'G28', label: 'Not applicable' },
    ],
  },
  {
    id: 'q8',
    number: '8',
    text: 'Would you like to become the AI expert for your industry or domain?',
    options: [
      { value: 'H1', label: 'Yes' },
      { value: 'H2', label: 'No' },
    ],
  },
  {
    id: 'q9_1',
    number: '9.1',
    text: 'Which of these AI roles appeals to you most?',
    options: [
      { value: 'I1', label: '1) Fine Tuner' },
      { value: 'I2', label: '2) Agent Architect' },
      { value: 'I3', label: '4) Data Annotator' },
      { value: 'I4', label: '5) DAC Consultant' },
      { value: 'I5', label: '6) Sales Advocate' },
      { value: 'I6', label: '7) Compliance Guardian' },
      { value: 'I7', label: '9) Security Specialist' },
      { value: 'I8', label: '10) AI Executive' },
      { value: 'I9', label: '11) Program Overseer' },
      { value: 'I10', label: '12) Infrastructure Catalyst' },
      { value: 'I11', label: 'Uncertain – I would like you to suggest one' },
    ],
  },
  {
    id: 'q9_2',
    number: '9.2',
    text: 'As a technical professional, which AI role would you like to grow into?',
    options: [
      { value: 'J1', label: '2) Agent Architect' },
      { value: 'J2', label: '1) Fine Tuner' },
      { value: 'J3', label: '4) Data Annotator' },
      { value: 'J4', label: '5) DAC Consultant' },
      { value: 'J5', label: '9) Security Specialist' },
      { value: 'J6', label: '12) Infrastructure Catalyst' },
      { value: 'J7', label: 'Uncertain – I would like you to suggest one' },
    ],
  },
  {
    id: 'q9_3',
    number: '9.3',
    text: 'With your business background, which AI role would you like to grow into?',
    options: [
      { value: 'K1', label: '5) DAC Consultant' },
      { value: 'K2', label: '6) Sales Advocate' },
      { value: 'K3', label: '7) Compliance Guardian' },
      { value: 'K4', label: '10) AI Executive' },
      { value: 'K5', label: '11) Program Overseer' },
      { value: 'K6', label: 'Uncertain – I would like you to suggest one' },
    ],
  },
  {
    id: 'q9_4',
    number: '9.4',
    text: 'What is your major field of study?',
    options: [
      { value: 'L1', label: MAJOR_LABELS.L1 },
      { value: 'L2', label: MAJOR_LABELS.L2 },
      { value: 'L3', label: MAJOR_LABELS.L3 },
      { value: 'L4', label: MAJOR_LABELS.L4 },
      { value: 'L5', label: MAJOR_LABELS.L5 },
      { value: 'L6', label: MAJOR_LABELS.L6 },
      { value: 'L7', label: MAJOR_LABELS.L7 },
      { value: 'L8', label: MAJOR_LABELS.L8 },
    ],
  },
  {
    id: 'q9_5',
    number: '9.5',
    text: 'In which field is your degree or main area of study?',
    options: [
      { value: 'M1', label: 'Business and management' },
      { value: 'M2', label: 'Social sciences' },
      { value: 'M3', label: 'Humanities' },
      { value: 'M4', label: 'Creative arts and design' },
      { value: 'M5', label: 'Health and life sciences' },
      { value: 'M6', label: 'Law and policy' },
      { value: 'M7', label: 'Education' },
    ],
  },
] as const satisfies readonly Question[]

/** Every option value of every question (A1…M7), as a union type. */
export type OptionValue = (typeof QUESTIONS)[number]['options'][number]['value']

/** The bank, widened to the shared Question shape so optional flags can be read uniformly. */
export const QUESTION_BANK: readonly Question[] = QUESTIONS

export const MAX_QUESTIONS = QUESTION_IDS.length

export function isQuestionId(value: unknown): value is QuestionId {
  return typeof value === 'string' && (QUESTION_IDS as readonly string[]).includes(value)
}

export function getQuestion(id: QuestionId, bank: readonly Question[] = QUESTION_BANK): Question {
  const question = bank.find((q) => q.id === id)
  // The bank is static and covers every id (checked by tests), so a miss is a programming error.
  if (!question) throw new Error(`Unknown question id: ${id}`)
  return question
}

export function findOption(question: Question, value: unknown): QuestionOption | undefined {
  return question.options.find((o) => o.value === value)
}
