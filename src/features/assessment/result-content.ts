/**
 * What the result card says for each outcome (docs/product.md (Offer): tracks follow from the role; every track
 * has the same three mandatory courses; docs/product.md (Messages): the Foundational Track notice).
 */
import { MANDATORY_COURSES, type MandatoryCourse } from '~/lib/content/mandatory-courses'
import { FOUNDATIONAL_TRACK, type Outcome, type RoleTitle } from '~/lib/content/roles'
import { tracksForOutcome, type Track } from '~/lib/content/tracks'

export type ResultContent = {
  /** What the role does day to day and who it suits (or, for the Foundational Track, the notice). */
  explanation: readonly string[]
  /** From the shared track content, the same list /tracks shows for the role. */
  tracks: readonly Track[]
  mandatoryCourses: readonly MandatoryCourse[]
}

/** docs/product.md (Messages), verbatim. */
export const FOUNDATIONAL_NOTICE =
  'At this moment, no AI/GenAI target role will be provided to you. We recommend you complete the foundational track first to gain basic knowledge and understanding of IT and AI.'

/** The explanation of each role; what it leads to comes from the shared content modules. */
const ROLE_EXPLANATIONS: Record<RoleTitle, readonly string[]> = {
  'Fine Tuner': [
    'A Fine Tuner takes a general-purpose model and teaches it the language, facts and style of one domain. Day to day that means preparing training and evaluation sets, running fine-tuning jobs, comparing checkpoints and deciding when a model is good enough to ship.',
    'It suits people who like experiments and numbers, are comfortable with scripting, and enjoy finding out why a model gets something wrong.',
  ],
  'Agent Architect': [
    'An Agent Architect designs and builds AI applications and agents: assistants that plan steps, call tools and APIs, look things up and hand over to people when they should. The work is part software design, part prompt and workflow design, part testing how agents behave when things go wrong.',
    'It suits developers, IT professionals and technically minded problem-solvers who like turning a process into working software.',
  ],
  'VITA Creator': [
    'A VITA Creator produces Video, Image, Text and Audio content with generative AI: campaign visuals, explainer videos, voice-overs, copy and storyboards. Day to day they direct models the way a creative director briefs a team, then edit, check rights and keep the brand consistent.',
    'It suits designers, marketers, writers and artists who want to keep their craft and multiply what they can make with it.',
  ],
  'Data Annotator': [
    'A Data Annotator builds the datasets that models learn from and are judged by. Day to day that means labelling and reviewing examples, writing annotation guidelines, spotting bias and gaps, and scoring model answers for evaluation.',
    'It suits careful, detail-minded people, often with subject knowledge, who want a practical first step into AI work.',
  ],
  'DAC Consultant': [
    'A DAC Consultant brings Data, AI and Cloud together into solutions a business can actually run. They assess where the data lives, choose cloud services and models, sketch the architecture and guide the client from proof of concept to production.',
    'It suits consultants, solution engineers and analysts who are at ease both with technology and with client conversations.',
  ],
  'Sales Advocate': [
    'A Sales Advocate explains, positions and sells AI products and services. Day to day they run discovery conversations, build demos and value stories grounded in what AI can really do, and set honest expectations about risks and effort.',
    'It suits sales, account and product people who like customers and want to speak about AI with credibility.',
  ],
  'Compliance Guardian': [
    'A Compliance Guardian keeps AI responsible, fair and within the law. Day to day they map AI use against regulation and internal policy, run risk and bias reviews, document models and decisions, and prepare the organisation for audits.',
    'It suits people from legal, HR, finance, risk, the humanities and social sciences who care about getting things right and can translate rules into practice.',
  ],
  'Domain Visionary': [
    'A Domain Visionary is the industry expert who sees where AI will make the biggest difference in their field. They spot use cases worth building, judge which ones are realistic, and bridge domain specialists and AI teams.',
    'It suits experienced professionals, researchers and founders with deep knowledge of one industry or domain.',
  ],
  'Security Specialist': [
    'A Security Specialist protects AI systems, their data and their models. Day to day they threat-model AI applications, test for prompt injection and data leakage, harden access to models and data, and respond when something slips through.',
    'It suits security, network and IT professionals who want to apply their instincts to a new kind of system.',
  ],
  'AI Executive': [
    'An AI Executive sets the organisation’s AI strategy and governance. They decide where to invest, which risks to accept, how to measure value, and how to take people along through the change.',
    'It suits executives and senior leaders who steer teams and budgets and want to lead the AI transformation rather than watch it.',
  ],
  'Program Overseer': [
    'A Program Overseer runs AI programmes end to end, from the first pilot to production at scale. Day to day they plan and track delivery, coordinate data, engineering and business teams, manage risk and make sure pilots do not stall before production.',
    'It suits project and programme managers and operations leads who are good at keeping many moving parts on track.',
  ],
  'Infrastructure Catalyst': [
    'An Infrastructure Catalyst plans and operates the compute, platforms and tooling that AI runs on: GPU capacity, model serving, pipelines, monitoring and cost control, in the cloud or on premises.',
    'It suits system administrators, platform and cloud engineers who like making complex systems fast, reliable and affordable.',
  ],
}

export function resultContent(outcome: Outcome): ResultContent {
  const explanation = outcome === FOUNDATIONAL_TRACK ? [FOUNDATIONAL_NOTICE] : ROLE_EXPLANATIONS[outcome]
  return { explanation, tracks: tracksForOutcome(outcome), mandatoryCourses: MANDATORY_COURSES }
}
