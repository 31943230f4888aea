/**
 * The whitepaper's prose (public/AI_Reskilling_Whitepaper.pdf, drawn by scripts/generate-whitepaper.mjs).
 * The facts (the roles in order, each role's tracks, each track's roles, the mandatory courses) come
 * from the site's own content modules, so the paper cannot contradict the site: only the words are
 * the paper's own, and a role, track or course it has no words for is an error.
 */
import { siteConfig } from '../site-config'
import { MANDATORY_COURSES, type MandatoryCourse } from './mandatory-courses'
import { JOB_ROLES, type JobRole, type RoleTitle } from './roles'
import { TRACKS, tracksForRole, type Track, type TrackId } from './tracks'

const { brand, contactEmail, copyrightYear } = siteConfig

/** The document's metadata, cover and running header. */
export const WHITEPAPER = {
  brand,
  year: copyrightYear,
  courseSite: siteConfig.courseSiteUrl.replace('https://', ''),
  title: 'AI Reskilling: From pilots to people',
  subject:
    'Upskilling and reskilling, four learning journeys, twelve new AI roles, eleven reskilling tracks, the reskilling assessment and collaboration ecosystems',
  keywords: 'AI, GenAI, reskilling, upskilling, AI roles, workforce',
  coverKind: 'WHITEPAPER',
  coverTitle: 'AI Reskilling',
  coverSubtitle: 'From pilots to people',
  coverSummary:
    'How personalized, continuous reskilling closes the skills gap that keeps nine in ten AI pilots from reaching production.',
  contents: 'Inside this paper',
  header: 'AI Reskilling Whitepaper',
  edition: `${brand}  ·  ${copyrightYear} edition`,
  copyright: `© ${copyrightYear} ${brand}. All rights reserved.`,
}

const ROLE_TEXT: Record<string, string> = {
  'Fine Tuner':
    'Fine Tuners adapt general-purpose foundation models to the language, documents and decisions of one domain. They prepare training and evaluation sets, choose between prompting, retrieval and parameter-efficient tuning, and prove with measurements rather than anecdotes that the tuned model is better, safer and cheaper than the one it replaces. Typical starting points are data analysts, QA engineers and developers who like experiments.',
  'Agent Architect':
    'Agent Architects design and build AI applications and agents that plan, call tools and act on behalf of people. They decide what an agent may do on its own, where a human must approve, how memory and context are managed and how failures are caught. Software engineers, solution architects and automation specialists make this move most naturally.',
  'VITA Creator':
    'VITA Creators produce video, image, text and audio with generative tools while keeping a distinct creative voice. They direct models the way an art director briefs a team, combine generated and original material, and respect licensing, consent and brand rules. Designers, writers, marketers and media producers reskill into this role fastest.',
  'Data Annotator':
    'Data Annotators curate, label and check the data that models learn from and are judged by. Their guidelines, edge cases and quality reviews decide whether an evaluation means anything. The role is an accessible first step into AI for people with strong attention to detail and domain knowledge, from operations staff to subject-matter experts.',
  'DAC Consultant':
    'DAC Consultants bring data, AI and cloud together into solutions a business can run and pay for. They translate a business problem into an architecture, estimate cost and risk, and guide the move from a proof of concept to a supported service. IT consultants, cloud engineers and business analysts with technical curiosity fit this role well.',
  'Sales Advocate':
    'Sales Advocates explain, position and sell AI products and services with value stories that survive a customer’s scrutiny. They know what the technology can and cannot do, qualify use cases honestly and set expectations that delivery teams can meet. Account managers, pre-sales engineers and product marketers are natural candidates.',
  'Compliance Guardian':
    'Compliance Guardians keep AI responsible, fair and within the law, from internal policy through risk assessment to audit. They translate regulation into controls, review models for bias and misuse, and make sure documentation exists before a regulator asks for it. People from legal, risk, HR, finance and quality functions bring much of the needed judgement already.',
  'Domain Visionary':
    'Domain Visionaries turn deep industry expertise into AI use cases worth building. A clinician, engineer, lawyer or logistics planner who understands where AI helps can spot opportunities and traps that technologists miss. They shape requirements, judge outputs and act as the bridge between practitioners and builders.',
  'Security Specialist':
    'Security Specialists protect AI systems, data and models from misuse and attack: prompt injection, data leakage, poisoned training data, model theft and insecure integrations. They extend threat modelling, testing and monitoring to a new attack surface. Existing security, network and infrastructure professionals can reskill into this role directly.',
  'AI Executive':
    'AI Executives set strategy and governance and lead the organisation through the change. They choose where AI creates value, fund it responsibly, define accountability and keep the workforce on board. The role suits senior managers and leaders who are willing to learn enough of the technology to ask the right questions.',
  'Program Overseer':
    'Program Overseers run AI programmes end to end, from the first pilot to production at scale. They coordinate data, engineering, risk and business owners, track value as well as delivery, and make the hard call to stop pilots that will not scale. Project, programme and operations managers bring most of the craft already.',
  'Infrastructure Catalyst':
    'Infrastructure Catalysts plan and operate the compute, platforms and tooling that AI runs on: accelerators, model serving, vector stores, observability and cost control. They make AI workloads reliable, fast and affordable. System administrators, platform engineers and DevOps specialists are well placed to make this move.',
}

/** What each mandatory course is about, by course id (src/lib/content/mandatory-courses.ts). */
const COURSE_TEXT: Record<string, string> = {
  'genai-fundamentals': 'what these models are, how they are built and where their limits lie.',
  'prompt-engineering': 'instructing models clearly, structuring context and checking results.',
  'bias-hallucination': 'recognising unfair or invented output and designing safeguards against it.',
}

/** What each track teaches; which roles follow it comes from the shared track content. */
const TRACK_TEXT: Record<string, string> = {
  Foundational:
    'digital literacy, how AI systems work and safe everyday use: where every journey starts, and where people with little IT or AI background begin before any target role.',
  Technical:
    'model behaviour, retrieval, tuning and evaluation, and the engineering that turns a prototype into a dependable service.',
  Leadership: 'strategy, governance, change and the leadership competencies that carry people through AI adoption.',
  Compliance: 'responsible AI, regulation, risk and audit.',
  Agents: 'designing, building and operating agentic applications.',
  Data: 'data quality, labelling and evaluation sets.',
  Developers: 'AI-assisted software engineering and integrating models into products.',
  Creative: 'generative video, image, text and audio production.',
  Transformation: 'turning pilots into programmes and processes that scale.',
  Security: 'threats to AI systems and how to defend them.',
  Infrastructure: 'compute, platforms and operations for AI workloads.',
}

export type WhitepaperFacts = {
  JOB_ROLES: readonly JobRole[]
  TRACKS: readonly Track[]
  tracksForRole: (role: RoleTitle) => readonly Track[]
  MANDATORY_COURSES: readonly MandatoryCourse[]
}

export type WhitepaperModel = {
  roles: Array<{ num: string; title: string; text: string; tracks: Array<{ id: TrackId; title: string }> }>
  tracks: Array<{ id: TrackId; title: string; text: string; roles: RoleTitle[] }>
  mandatoryCourses: Array<{ title: string; text: string }>
}

/** The paper's roles, tracks and mandatory courses: the site's facts with the paper's words. */
export function whitepaperModel(
  { JOB_ROLES: roles, TRACKS: tracks, tracksForRole: roleTracks, MANDATORY_COURSES: courses }: WhitepaperFacts = {
    JOB_ROLES,
    TRACKS,
    tracksForRole,
    MANDATORY_COURSES,
  },
): WhitepaperModel {
  const known = (texts: Record<string, string>, names: string[], what: string) => {
    const extra = Object.keys(texts).filter((name) => !names.includes(name))
    const missing = names.filter((name) => !(name in texts))
    if (extra.length || missing.length)
      throw new Error(
        `whitepaper ${what} texts: missing ${missing.join(', ') || '-'}, unknown ${extra.join(', ') || '-'}`,
      )
  }
  known(
    ROLE_TEXT,
    roles.map((role) => role.title),
    'role',
  )
  known(
    TRACK_TEXT,
    tracks.map((track) => track.title),
    'track',
  )
  known(
    COURSE_TEXT,
    courses.map((course) => course.id),
    'mandatory course',
  )
  // known() has checked that every name has its text.
  return {
    roles: roles.map((role) => ({
      num: role.id,
      title: role.title,
      text: ROLE_TEXT[role.title]!,
      tracks: roleTracks(role.title).map((track) => ({ id: track.id, title: track.title })),
    })),
    tracks: tracks.map((track) => ({
      id: track.id,
      title: track.title,
      text: TRACK_TEXT[track.title]!,
      roles: [...track.roles],
    })),
    mandatoryCourses: courses.map((course) => ({ title: course.title, text: COURSE_TEXT[course.id]! })),
  }
}

/**
 * One block of the paper. Text marks **bold** and _italic_; section headings (h1) are numbered and
 * land in the document outline.
 */
export type WhitepaperBlock =
  | { t: 'h1' | 'h2' | 'p'; text: string }
  | { t: 'bullets' | 'numbered'; items: string[] }
  | { t: 'role'; num: string; title: string; text: string; tracks: string }
  | { t: 'track'; num: string; text: string }
  | { t: 'stat'; big: string; text: string }
  | { t: 'cta'; title: string; text: string }

/** The paper's blocks, in order, for a model. */
export function whitepaperBlocks(model: WhitepaperModel): WhitepaperBlock[] {
  return [
    { t: 'h1', text: 'Executive summary' },
    {
      t: 'p',
      text: 'Generative AI has moved from curiosity to board agenda in a very short time. Yet most organisations are discovering that buying tools is the easy part. The hard part is people: who will design the systems, judge their output, govern their risks and run them every day? Surveys across industries report that around **90% of AI pilots never reach production** and that only about **10% of firms have scaled generative AI**. The gap is rarely the model. It is the missing skills around it.',
    },
    {
      t: 'p',
      text: 'This paper argues that closing that gap calls for _reskilling_, not only upskilling. It sets out the difference between the two, describes four learning journeys, introduces twelve new AI and GenAI roles that organisations already need, and shows how eleven reskilling tracks, a short assessment and collaboration ecosystems turn a general ambition (“we should all learn AI”) into a personal, continuous journey for each employee.',
    },
    {
      t: 'bullets',
      items: [
        '**Upskilling** deepens skills in the role you already have; **reskilling** starts a new skill at beginner level and leads to a different role.',
        'The most valuable journey today is **from a non-AI role to an AI role**: it uses the domain knowledge people already have.',
        'Twelve target roles, from Fine Tuner to Infrastructure Catalyst, give each learner a concrete destination.',
        'Every track shares three mandatory courses and then specialises; an assessment picks the role and therefore the track.',
        'Learning in ecosystems of peers makes progress faster and helps it last.',
      ],
    },

    { t: 'h1', text: 'Upskilling and reskilling are not the same' },
    {
      t: 'p',
      text: '**Upskilling** keeps a person in the same role and raises the level at which they perform it. A marketer who learns to draft campaign variants with a language model, or an accountant who uses AI to reconcile statements, is upskilling. The job title does not change; the job gets done better and faster.',
    },
    {
      t: 'p',
      text: '**Reskilling** moves a person into a new skill that lies outside their current role, and it always begins at the beginner level of that new skill. An HR specialist who becomes a Compliance Guardian, or a network engineer who becomes a Security Specialist for AI systems, is reskilling. Experience elsewhere shortens the journey, but it does not let anyone skip its first steps: **one cannot reskill directly to an intermediate or expert level**. Knowing this up front sets honest expectations for learners and their managers alike.',
    },
    {
      t: 'p',
      text: 'Both matter. Upskilling protects productivity in today’s roles; reskilling builds the roles of tomorrow. Organisations that only upskill end up with many people who can use AI tools and very few who can build, govern and run AI systems. That imbalance is one of the main reasons promising pilots stall.',
    },

    { t: 'h1', text: 'The four learning journeys' },
    {
      t: 'p',
      text: 'Combining the two kinds of learning with the two kinds of role gives four journeys. Each is legitimate; they differ in effort, in risk and in the value they create for the organisation.',
    },
    {
      t: 'numbered',
      items: [
        '**Upskilling within the current role.** A non-AI professional learns to use AI in their existing work. Quick wins, modest change.',
        '**Reskilling from an AI role to a non-AI role.** An AI specialist moves into, for example, product or people management. Less common, but valuable for leadership pipelines.',
        '**Upskilling within an AI role.** An AI practitioner deepens expertise, for example from building prompts to evaluating and tuning models.',
        '**Reskilling from a non-AI role to an AI role.** A professional from any function becomes one of the new AI roles. This is the journey with the greatest leverage and the focus of our programmes.',
      ],
    },
    {
      t: 'p',
      text: 'The fourth journey deserves the emphasis because it combines two scarce assets: AI skills, which can be taught, and deep knowledge of a business, its customers and its rules, which takes years to acquire. A claims handler who becomes a Data Annotator for an insurance model, or a procurement lead who becomes a Program Overseer, brings context that no new hire can match.',
    },

    { t: 'h1', text: 'Twelve new AI and GenAI roles' },
    {
      t: 'p',
      text: 'Generic goals such as “become AI-literate” are hard to plan, fund or measure. A named target role is not. The twelve roles below cover the work that turns AI from experiment into everyday operation. They are deliberately broad families rather than narrow job titles, so they fit organisations of different sizes.',
    },
    ...model.roles.map((role): WhitepaperBlock => ({
      t: 'role',
      num: role.num,
      title: role.title,
      text: role.text,
      // The role's tracks, as the site's /tracks table lists them.
      tracks: `**Tracks:** ${role.tracks.map((track) => `${track.id} ${track.title}`).join('  ·  ')}`,
    })),

    { t: 'h1', text: 'Eleven reskilling tracks' },
    {
      t: 'p',
      text: 'A target role defines a destination; a track is the route. Every track begins with the same **three mandatory courses**, because nobody should work with generative AI without them:',
    },
    { t: 'bullets', items: model.mandatoryCourses.map((course) => `**${course.title}**: ${course.text}`) },
    {
      t: 'p',
      text: 'After this shared foundation, each track adds courses specific to its roles. The eleven tracks are numbered from 0 to 10:',
    },
    ...model.tracks.map((track): WhitepaperBlock => {
      const who = track.roles.length === model.roles.length ? 'every target role' : track.roles.join(', ')
      return { t: 'track', num: String(track.id), text: `**${track.title}**: ${track.text} _For ${who}._` }
    }),
    {
      t: 'p',
      text: 'Tracks are continuous rather than one-off. As tools and regulation evolve, new modules are added, and a learner who has reached one role can later extend into a neighbouring one: a Data Annotator may grow towards Fine Tuner, a Program Overseer towards AI Executive.',
    },

    { t: 'h1', text: 'How the reskilling assessment works' },
    {
      t: 'p',
      text: 'Choosing the right target role is the most important decision in a reskilling journey, and it should not depend on guesswork or on which course happens to be popular. Our assessment is a short questionnaire, answered in a few minutes, that looks at three things:',
    },
    {
      t: 'bullets',
      items: [
        '**Background**: education, current function and how strong the person’s skills are in their present role.',
        '**AI experience**: a self-rating on a scale from 1 to 10, from no IT or AI experience to building AI solutions.',
        '**Aspirations**: whether the person wants to stay in their current role, how they expect AI to affect it, whether they want to become a domain expert and which AI roles attract them.',
      ],
    },
    {
      t: 'p',
      text: 'The algorithm maps these answers to one of the twelve roles. Where aspirations are clear, they lead. Where they are not, it chooses the **natural, gradual progression** from the person’s current function (for example, from IT to Agent Architect, from HR or finance to Compliance Guardian, from project management to Program Overseer) and avoids a steep jump that would demotivate the learner. People who report very little IT or AI experience are directed to the Foundational Track first, so that their later reskilling rests on solid ground.',
    },
    {
      t: 'p',
      text: 'The assessment runs in the learner’s own browser, takes no more data than it needs and is transparent about its result. The outcome is a starting point for a conversation with a coach, not a verdict.',
    },

    { t: 'h1', text: 'Collaboration ecosystems' },
    {
      t: 'p',
      text: 'Courses teach; communities make learning stick. A **collaboration ecosystem** is a cohort of people who seek and share knowledge on one AI topic. Its members are called **Collaborators**, and anyone can join several ecosystems at once, for example one on AI agents and one on responsible AI.',
    },
    {
      t: 'p',
      text: 'Collaborators share what they learn, post questions on a collaboration forum after choosing a knowledge category, and answer each other’s questions. Participants are enrolled in an ecosystem automatically when they complete a course, so the conversation continues after the last lesson.',
    },
    {
      t: 'p',
      text: 'In our experience, people who learn inside an ecosystem build digital competence around **three times faster** than people who learn alone. They get support and motivation when a topic is hard, and they begin to act as **one team** across departments, which is exactly the behaviour that scaling AI requires.',
    },

    { t: 'h1', text: 'Why 90% of pilots never reach production' },
    {
      t: 'stat',
      big: '90%',
      text: 'of AI pilots fail to reach production, and only about 10% of firms report having scaled generative AI. The technology is rarely the bottleneck; skills, ownership and operating models are.',
    },
    {
      t: 'p',
      text: 'Pilots are designed to succeed in a protected setting: a small team, hand-picked data, a friendly sponsor. Production is different. The patterns we see again and again are these:',
    },
    {
      t: 'bullets',
      items: [
        '**No owner after the demo.** The pilot team moves on and nobody in the business is able or responsible to run the system.',
        '**Data that does not scale.** The pilot used a clean sample; real data is messy, scattered and unlabelled.',
        '**Risk discovered late.** Privacy, bias, security and regulatory questions surface just before launch and stop it.',
        '**Cost surprises.** Compute and integration costs were never estimated for real volumes.',
        '**Users who do not trust the output.** Without training, people either over-rely on the system or ignore it.',
      ],
    },
    {
      t: 'p',
      text: 'Every one of these is a skills gap with a name. A **Program Overseer** gives the pilot an owner and a plan for scale. **Data Annotators** and **Fine Tuners** make data and evaluation production-grade. **Compliance Guardians** and **Security Specialists** bring risk forward to the design stage. **Infrastructure Catalysts** and **DAC Consultants** make the cost and the platform predictable. **AI Executives** and **Domain Visionaries** keep the work tied to real value, and mandatory courses on bias and hallucination give every user the judgement to trust the system appropriately.',
    },
    {
      t: 'p',
      text: 'Reskilling people who already know the business fills these gaps faster and more durably than hiring alone, and it tells the workforce that AI is something done _with_ them, not _to_ them.',
    },

    { t: 'h1', text: 'Getting started' },
    {
      t: 'p',
      text: 'AI is the new gold rush, and as in every gold rush the lasting winners are those who build skills and infrastructure rather than those who simply arrive first. A practical way to begin:',
    },
    {
      t: 'numbered',
      items: [
        '**Take the reskilling assessment** yourself and ask a pilot group in your organisation to do the same.',
        '**Map the results** against the AI initiatives you plan for the next 12 months and look for roles with no owner.',
        '**Start the tracks**: the three mandatory courses for everyone, then the track for each target role.',
        '**Join or form ecosystems** so that learners support each other and share what works.',
        '**Review progress quarterly** and move the next pilot to production with the people you have reskilled.',
      ],
    },
    { t: 'h2', text: 'A note on the figures' },
    {
      t: 'p',
      text: 'The 90% and 10% figures summarise widely reported industry surveys of AI adoption; exact values vary by study, sector and year. The “three times faster” effect of ecosystems reflects our own observation of cohorts and is not a controlled study. Use them as orders of magnitude, and measure your own baseline before and after a reskilling programme.',
    },
    { t: 'h2', text: `About ${brand}` },
    {
      t: 'p',
      text: `${brand} helps individuals and organisations move into the new AI and GenAI roles through self-paced and instructor-led courses, reskilling tracks, a reskilling assessment and collaboration ecosystems. Our focus is the journey from a non-AI role to an AI role: personalized for each learner, and continuous as the technology changes.`,
    },
    {
      t: 'cta',
      title: 'Start your personalized and continuous AI reskilling journey',
      text: `Create a free account at ${brand}, take the AI Reskilling Assessment and receive your target role and track. To plan a programme for your organisation, write to ${contactEmail}.`,
    },
  ]
}
