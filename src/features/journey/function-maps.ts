/**
 * The slider on /tracks: for each business function, the target role the assessment proposes
 * when aspirations are unclear (docs/assessment.md function map) and the other roles people from that
 * function commonly choose (the role options of questions 9.1-9.3).
 */
import { FUNCTION_MAP, type FunctionOption } from '~/lib/content/role-maps'
import type { RoleTitle } from '~/lib/content/roles'

type FunctionSlide = {
  id: string
  /** The Q3 answer this slide stands for: its role comes from the assessment's own function map. */
  option: FunctionOption
  function: string
  summary: string
  otherRoles: readonly RoleTitle[]
}

export type FunctionMap = FunctionSlide & { defaultRole: RoleTitle }

const SLIDES: readonly FunctionSlide[] = [
  {
    id: 'executive',
    function: 'Executive',
    summary: 'Leaders who set direction move naturally into owning AI strategy and governance.',
    option: 'C11',
    otherRoles: ['Program Overseer', 'DAC Consultant', 'Domain Visionary'],
  },
  {
    id: 'finance',
    function: 'Finance',
    summary: 'Control, reporting and risk experience translate directly into keeping AI accountable.',
    option: 'C10',
    otherRoles: ['Program Overseer', 'AI Executive', 'Data Annotator'],
  },
  {
    id: 'hr',
    function: 'HR',
    summary: 'People policy and fairness expertise are at the heart of responsible AI at work.',
    option: 'C9',
    otherRoles: ['Program Overseer', 'Sales Advocate', 'VITA Creator'],
  },
  {
    id: 'it',
    function: 'IT',
    summary: 'Engineering and operations skills are the shortest path to building AI systems.',
    option: 'C1',
    otherRoles: ['Fine Tuner', 'Security Specialist', 'Infrastructure Catalyst', 'DAC Consultant'],
  },
  {
    id: 'marketing',
    function: 'Marketing',
    summary: 'Storytelling and content craft scale with generative video, image, text and audio.',
    option: 'C3',
    otherRoles: ['Sales Advocate', 'Program Overseer'],
  },
  {
    id: 'sales',
    function: 'Sales',
    summary: 'Customer insight and value selling are exactly what AI products need to reach the market.',
    option: 'C4',
    otherRoles: ['DAC Consultant', 'AI Executive'],
  },
  {
    id: 'legal',
    function: 'Legal',
    summary: 'Advising clients on AI products starts from the legal and contractual questions they raise.',
    option: 'C5',
    otherRoles: ['Compliance Guardian', 'Program Overseer'],
  },
  {
    id: 'product-development',
    function: 'Product Development',
    summary: 'Product people who know the customer become credible advocates for AI-powered offers.',
    option: 'C6',
    otherRoles: ['Agent Architect', 'DAC Consultant', 'Program Overseer'],
  },
  {
    id: 'project-management',
    function: 'Project Management',
    summary: 'Planning and delivery discipline is what takes AI from pilot to production.',
    option: 'C7',
    otherRoles: ['DAC Consultant', 'AI Executive'],
  },
  {
    id: 'operations',
    function: 'Operations',
    summary: 'Service delivery experience helps run AI programmes that work every day, not just in demos.',
    option: 'C8',
    otherRoles: ['Data Annotator', 'Compliance Guardian', 'Infrastructure Catalyst'],
  },
  {
    id: 'data-and-ai',
    function: 'Data and AI',
    summary: 'Data practitioners extend their skills into building and tuning AI applications.',
    option: 'C2',
    otherRoles: ['Fine Tuner', 'Data Annotator', 'DAC Consultant'],
  },
]

export const FUNCTION_MAPS: readonly FunctionMap[] = SLIDES.map((slide) => ({
  ...slide,
  defaultRole: FUNCTION_MAP[slide.option],
}))
