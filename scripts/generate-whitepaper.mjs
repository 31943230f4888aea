#!/usr/bin/env node
/**
 * Writes public/AI_Reskilling_Whitepaper.pdf: an original, multi-page whitepaper on AI reskilling.
 *
 *   node scripts/generate-whitepaper.mjs
 *
 * No PDF library: this file contains a small PDF 1.7 writer (standard Helvetica fonts with
 * WinAnsiEncoding and their AFM widths for line wrapping, Flate-compressed page streams, vector
 * shapes, page numbers, document outline and metadata). The roles, each role's tracks, each
 * track's roles and the mandatory courses are read from src/lib/content through Vite's module
 * runner, so the paper cannot contradict the site; scripts/generate-whitepaper.test.ts fails when
 * the committed PDF is not what this script makes from the current content. Writes the file only
 * when its bytes change. Check the result with poppler-utils: pdfinfo, pdftoppm -png -r 50.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const cfg = readFileSync(join(root, 'src/lib/site-config.ts'), 'utf8')
const pick = (key) => {
  const m = cfg.match(new RegExp(`\\b${key}\\s*[:=]\\s*'([^']+)'`))
  if (!m) throw new Error(`siteConfig.${key} not found`)
  return m[1]
}
const BRAND = pick('brand')
const EMAIL = pick('contactEmail')
const COURSE_SITE = pick('courseSite') // the `courseSite` constant behind siteConfig.courseSiteUrl
const YEAR = 2026

/* ============================================================== fonts and metrics ============ */

// Advance widths (1/1000 em) of the standard 14 fonts for ASCII 32..126, from Adobe's AFM files.
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
]
const HELV_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
]
// WinAnsi extras used in the text: code -> [regular, bold] width.
const EXTRA = {
  0x91: [222, 278], // ‘
  0x92: [222, 278], // ’
  0x93: [333, 500], // “
  0x94: [333, 500], // ”
  0x95: [350, 350], // •
  0x96: [556, 556], // –
  0x97: [1000, 1000], // —
  0xa9: [737, 737], // ©
  0xb7: [278, 278], // ·
  0xd7: [584, 584], // ×
}
const UNI = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '©': 0xa9,
  '·': 0xb7,
  '×': 0xd7,
}

const FONTS = {
  R: { res: 'F1', base: 'Helvetica', w: HELV, bold: 0 },
  B: { res: 'F2', base: 'Helvetica-Bold', w: HELV_BOLD, bold: 1 },
  I: { res: 'F3', base: 'Helvetica-Oblique', w: HELV, bold: 0 },
}

/** Unicode string -> WinAnsi byte codes (throws on anything we have no glyph for). */
function codes(str) {
  return [...str].map((ch) => {
    const c = ch.codePointAt(0)
    if (c >= 32 && c <= 126) return c
    if (UNI[ch]) return UNI[ch]
    throw new Error(`No WinAnsi glyph for ${JSON.stringify(ch)} in "${str}"`)
  })
}
function width(str, font, size) {
  let w = 0
  for (const c of codes(str)) w += c <= 126 ? font.w[c - 32] : EXTRA[c][font.bold]
  return (w * size) / 1000
}
function pdfString(str) {
  let s = '('
  for (const c of codes(str)) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) s += '\\' + String.fromCharCode(c)
    else if (c > 126) s += '\\' + c.toString(8).padStart(3, '0')
    else s += String.fromCharCode(c)
  }
  return s + ')'
}

/* ============================================================== colours and page geometry ==== */

const hex = (h) => [1, 3, 5].map((i) => (parseInt(h.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ')
const COL = {
  navy: '#0d1b2a',
  navy2: '#16304f',
  blue: '#1f4fd1',
  blueLight: '#5b86ff',
  gold: '#f2b705',
  goldLight: '#ffd24a',
  goldInk: '#6b4e00',
  soft: '#f4f6fa',
  ink: '#0d1b2a',
  inkSoft: '#3a4a5c',
  mist: '#c9d3e0',
  white: '#ffffff',
}
const PW = 595.28
const PH = 841.89
const ML = 66
const MR = 66
const TOP = 770
const BOTTOM = 78
const TW = PW - ML - MR

/* ============================================================== page drawing ================ */

class Page {
  constructor() {
    this.ops = []
  }
  fill(c) {
    this.ops.push(`${hex(c)} rg`)
    return this
  }
  stroke(c, w = 1) {
    this.ops.push(`${hex(c)} RG ${w} w`)
    return this
  }
  rect(x, y, w, h, c) {
    this.fill(c).ops.push(`${x.toFixed(2)} ${y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)} re f`)
  }
  roundRect(x, y, w, h, r, c) {
    const k = 0.5523 * r
    this.fill(c).ops.push(
      [
        `${x + r} ${y} m`,
        `${x + w - r} ${y} l`,
        `${x + w - r + k} ${y} ${x + w} ${y + r - k} ${x + w} ${y + r} c`,
        `${x + w} ${y + h - r} l`,
        `${x + w} ${y + h - r + k} ${x + w - r + k} ${y + h} ${x + w - r} ${y + h} c`,
        `${x + r} ${y + h} l`,
        `${x + r - k} ${y + h} ${x} ${y + h - r + k} ${x} ${y + h - r} c`,
        `${x} ${y + r} l`,
        `${x} ${y + r - k} ${x + r - k} ${y} ${x + r} ${y} c f`,
      ].join(' '),
    )
  }
  circle(cx, cy, r, c, alpha) {
    const k = 0.5523 * r
    if (alpha) this.ops.push(`q /${alpha} gs`)
    this.fill(c).ops.push(
      `${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c ${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c f`,
    )
    if (alpha) this.ops.push('Q')
  }
  line(pts, c, w, alpha) {
    if (alpha) this.ops.push(`q /${alpha} gs`)
    this.stroke(c, w).ops.push(
      '1 J 1 j ' + pts.map(([x, y], i) => `${x.toFixed(2)} ${y.toFixed(2)} ${i ? 'l' : 'm'}`).join(' ') + ' S',
    )
    if (alpha) this.ops.push('Q')
  }
  spark(cx, cy, r, c) {
    const q = r * 0.16
    this.fill(c).ops.push(
      `${cx} ${cy + r} m ${cx + q} ${cy + q} ${cx + r} ${cy} v ${cx + q} ${cy - q} ${cx} ${cy - r} v ${cx - q} ${cy - q} ${cx - r} ${cy} v ${cx - q} ${cy + q} ${cx} ${cy + r} v f`,
    )
  }
  text(x, y, str, font = FONTS.R, size = 10, c = COL.ink) {
    this.ops.push(
      `BT /${font.res} ${size} Tf ${hex(c)} rg 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${pdfString(str)} Tj ET`,
    )
  }
  textRight(xr, y, str, font, size, c) {
    this.text(xr - width(str, font, size), y, str, font, size, c)
  }
}

/* ============================================================== rich text wrapping =========== */

/** "**bold** and _italic_" -> runs [{text, font}] */
function parseRuns(src, base = FONTS.R) {
  const runs = []
  const re = /\*\*(.+?)\*\*|_(.+?)_/g
  let last = 0
  let m
  while ((m = re.exec(src))) {
    if (m.index > last) runs.push({ text: src.slice(last, m.index), font: base })
    runs.push({ text: m[1] ?? m[2], font: m[1] ? FONTS.B : FONTS.I })
    last = re.lastIndex
  }
  if (last < src.length) runs.push({ text: src.slice(last), font: base })
  return runs
}

/** Wrap runs into lines of segments [{text, font, x}] no wider than maxW. */
function wrap(runs, size, maxW) {
  const words = []
  for (const r of runs) {
    const parts = r.text.split(/(\s+)/)
    for (const p of parts) {
      if (p === '') continue
      if (/^\s+$/.test(p)) words.push({ space: true, font: r.font })
      else {
        const prev = words[words.length - 1]
        // glue punctuation-only pieces or font changes inside a word to the previous word
        if (prev && !prev.space) prev.pieces.push({ text: p, font: r.font })
        else words.push({ pieces: [{ text: p, font: r.font }] })
      }
    }
  }
  const lines = []
  let cur = []
  let x = 0
  const wordW = (w) => w.pieces.reduce((a, p) => a + width(p.text, p.font, size), 0)
  let pendingSpace = null
  for (const w of words) {
    if (w.space) {
      pendingSpace = w
      continue
    }
    const sw = cur.length && pendingSpace ? width(' ', pendingSpace.font, size) : 0
    const ww = wordW(w)
    if (cur.length && x + sw + ww > maxW) {
      lines.push(cur)
      cur = []
      x = 0
    } else x += sw
    for (const p of w.pieces) {
      cur.push({ text: p.text, font: p.font, x })
      x += width(p.text, p.font, size)
    }
    pendingSpace = null
  }
  if (cur.length) lines.push(cur)
  return lines
}

/* ============================================================== the document ================= */

const ROLE_TEXT = {
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
const COURSE_TEXT = {
  'genai-fundamentals': 'what these models are, how they are built and where their limits lie.',
  'prompt-engineering': 'instructing models clearly, structuring context and checking results.',
  'bias-hallucination': 'recognising unfair or invented output and designing safeguards against it.',
}

/** What each track teaches; which roles follow it comes from the shared track content. */
const TRACK_TEXT = {
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

/**
 * The whitepaper's roles, tracks and mandatory courses, built from the site's own content
 * (src/lib/content/roles.ts, tracks.ts, mandatory-courses.ts, passed in by `loadFacts`): role titles in order, each role's tracks, each track's
 * roles. Only the prose is the paper's own; a role or track it has no text for is an error.
 */
export function whitepaperModel({ JOB_ROLES, TRACKS, tracksForRole, MANDATORY_COURSES }) {
  const known = (texts, names, what) => {
    const extra = Object.keys(texts).filter((name) => !names.includes(name))
    const missing = names.filter((name) => !(name in texts))
    if (extra.length || missing.length)
      throw new Error(
        `whitepaper ${what} texts: missing ${missing.join(', ') || '-'}, unknown ${extra.join(', ') || '-'}`,
      )
  }
  known(
    ROLE_TEXT,
    JOB_ROLES.map((role) => role.title),
    'role',
  )
  known(
    TRACK_TEXT,
    TRACKS.map((track) => track.title),
    'track',
  )
  known(
    COURSE_TEXT,
    MANDATORY_COURSES.map((course) => course.id),
    'mandatory course',
  )
  return {
    roles: JOB_ROLES.map((role) => ({
      num: role.id,
      title: role.title,
      text: ROLE_TEXT[role.title],
      tracks: tracksForRole(role.title).map((track) => ({ id: track.id, title: track.title })),
    })),
    tracks: TRACKS.map((track) => ({
      id: track.id,
      title: track.title,
      text: TRACK_TEXT[track.title],
      roles: [...track.roles],
    })),
    mandatoryCourses: MANDATORY_COURSES.map((course) => ({ title: course.title, text: COURSE_TEXT[course.id] })),
  }
}

/** The PDF for a model (deterministic: the same model gives the same bytes). */
export function renderWhitepaper(model) {
  /** Content blocks. Section headings (h1) are numbered automatically and land in the outline. */
  const DOC = [
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
    ...model.roles.map((role) => ({ t: 'role', ...role })),

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
    { t: 'tracks', items: model.tracks, roleCount: model.roles.length },
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
    { t: 'h2', text: `About ${BRAND}` },
    {
      t: 'p',
      text: `${BRAND} helps individuals and organisations move into the new AI and GenAI roles through self-paced and instructor-led courses, reskilling tracks, a reskilling assessment and collaboration ecosystems. Our focus is the journey from a non-AI role to an AI role: personalized for each learner, and continuous as the technology changes.`,
    },
    {
      t: 'cta',
      title: 'Start your personalized and continuous AI reskilling journey',
      text: `Create a free account at ${BRAND}, take the AI Reskilling Assessment and receive your target role and track. To plan a programme for your organisation, write to ${EMAIL}.`,
    },
  ]

  /* ============================================================== layout ====================== */

  const S = { body: 10.2, lead: 15.2, h1: 17, h2: 11.5 }
  const pages = []
  const outline = [] // { title, page, y }
  let page
  let y
  let section = 0

  function newPage() {
    page = new Page()
    pages.push(page)
    y = TOP
  }
  function ensure(h) {
    if (y - h < BOTTOM) newPage()
  }

  function drawLines(lines, x, size, lead, color = COL.ink) {
    for (const line of lines) {
      ensure(lead)
      for (const seg of line) page.text(x + seg.x, y - size, seg.text, seg.font, size, color)
      y -= lead
    }
  }

  function paragraph(src, { x = ML, w = TW, size = S.body, lead = S.lead, after = 7, color = COL.ink } = {}) {
    const lines = wrap(parseRuns(src), size, w)
    // avoid a single orphan line at the bottom
    if (lines.length > 1 && y - 2 * lead < BOTTOM) newPage()
    drawLines(lines, x, size, lead, color)
    y -= after
  }

  function renderBlock(b, i) {
    const next = DOC[i + 1]
    switch (b.t) {
      case 'h1': {
        section++
        // keep the heading with at least four lines of what follows
        const keep = next?.t === 'stat' ? 150 : 4 * S.lead
        if (pages.length === 1 || y - (40 + keep) < BOTTOM) newPage()
        else y -= 14
        const label = String(section).padStart(2, '0')
        page.text(ML, y - S.h1, label, FONTS.B, S.h1, COL.gold)
        page.text(ML + 30, y - S.h1, b.text, FONTS.B, S.h1, COL.navy)
        outline.push({ title: `${section}. ${b.text}`, page: pages.length - 1, y: y + 6 })
        y -= S.h1 + 9
        page.rect(ML, y, 42, 2.2, COL.gold)
        page.rect(ML + 42, y + 0.6, TW - 42, 0.8, COL.mist)
        y -= 16
        break
      }
      case 'p':
        paragraph(b.text)
        break
      case 'h2':
        ensure(S.h2 + 10 + 3 * S.lead)
        y -= 6
        page.text(ML, y - S.h2, b.text, FONTS.B, S.h2, COL.navy)
        y -= S.h2 + 8
        break
      case 'bullets':
      case 'numbered': {
        b.items.forEach((it, n) => {
          const lines = wrap(parseRuns(it), S.body, TW - 22)
          ensure(Math.min(lines.length, 2) * S.lead)
          if (b.t === 'bullets') page.circle(ML + 6, y - S.body * 0.68, 2.2, COL.gold)
          else page.text(ML, y - S.body, `${n + 1}.`, FONTS.B, S.body, COL.blue)
          drawLines(lines, ML + 20, S.body, S.lead)
          y -= 3
        })
        y -= 6
        break
      }
      case 'role': {
        const lines = wrap(parseRuns(b.text), 9.8, TW - 44)
        // The role's tracks, as the site's /tracks table lists them.
        const trackLines = wrap(
          parseRuns(`**Tracks:** ${b.tracks.map((track) => `${track.id} ${track.title}`).join('  ·  ')}`),
          9.8,
          TW - 44,
        )
        const h = 18 + (lines.length + trackLines.length) * 14.2 + 8
        ensure(h) // a role stays on one page with its tracks
        page.roundRect(ML, y - 28, 32, 28, 5, COL.navy)
        page.text(ML + 16 - width(b.num, FONTS.B, 12) / 2, y - 18.5, b.num, FONTS.B, 12, COL.goldLight)
        page.text(ML + 44, y - S.h2, b.title, FONTS.B, S.h2, COL.blue)
        y -= S.h2 + 6
        drawLines(lines, ML + 44, 9.8, 14.2, COL.inkSoft)
        drawLines(trackLines, ML + 44, 9.8, 14.2, COL.navy)
        y -= 8
        break
      }
      case 'tracks': {
        b.items.forEach((track) => {
          const who = track.roles.length === b.roleCount ? 'every target role' : track.roles.join(', ')
          const lines = wrap(parseRuns(`**${track.title}**: ${track.text} _For ${who}._`), S.body, TW - 36)
          ensure(lines.length * S.lead)
          const first = track.id === 0
          page.roundRect(ML, y - 14.5, 24, 16, 8, first ? COL.gold : COL.soft)
          const num = String(track.id)
          page.text(ML + 12 - width(num, FONTS.B, 9.5) / 2, y - 10.5, num, FONTS.B, 9.5, first ? COL.navy : COL.blue)
          drawLines(lines, ML + 36, S.body, S.lead)
          y -= 3
        })
        y -= 6
        break
      }
      case 'stat': {
        const lines = wrap(parseRuns(b.text), 11, TW - 150)
        const h = Math.max(80, lines.length * 16 + 30)
        ensure(h + 12)
        page.roundRect(ML, y - h, TW, h, 10, COL.navy)
        page.rect(ML, y - h, 6, h, COL.gold)
        page.text(ML + 24, y - h / 2 - 14, b.big, FONTS.B, 40, COL.goldLight)
        let ty = y - (h - lines.length * 16) / 2 - 11
        for (const line of lines) {
          for (const seg of line) page.text(ML + 130 + seg.x, ty, seg.text, seg.font, 11, COL.white)
          ty -= 16
        }
        y -= h + 16
        break
      }
      case 'cta': {
        const tl = wrap(parseRuns(b.title, FONTS.B), 14, TW - 90)
        const bl = wrap(parseRuns(b.text), 10.2, TW - 48)
        const h = 34 + tl.length * 19 + bl.length * 15 + 8
        ensure(h + 10)
        y -= 8
        page.roundRect(ML, y - h, TW, h, 12, COL.soft)
        page.rect(ML, y - 4, TW, 4, COL.gold)
        page.spark(ML + TW - 30, y - 30, 10, COL.gold)
        let ty = y - 34
        for (const line of tl) {
          for (const seg of line) page.text(ML + 24 + seg.x, ty, seg.text, seg.font, 14, COL.navy)
          ty -= 19
        }
        ty -= 4
        for (const line of bl) {
          for (const seg of line) page.text(ML + 24 + seg.x, ty, seg.text, seg.font, 10.2, COL.inkSoft)
          ty -= 15
        }
        y -= h + 10
        break
      }
      default:
        throw new Error(`unknown block ${b.t}`)
    }
  }

  /* ---------- cover */
  function cover() {
    newPage()
    const p = page
    const band = 520
    p.rect(0, PH - band, PW, band, COL.navy)
    p.ops.push(`q 0 ${(PH - band).toFixed(2)} ${PW} ${band} re W n`) // keep the shapes inside the band
    p.circle(PW - 40, PH - band + 20, 230, COL.navy2)
    p.circle(PW - 70, PH - band + 60, 150, COL.blue, 'a35')
    p.circle(70, PH - 30, 120, COL.blue, 'a20')
    // constellation of gold points
    const pts = [
      [360, 640],
      [410, 700],
      [470, 668],
      [520, 742],
      [455, 772],
      [395, 810],
      [540, 640],
      [300, 720],
    ]
    const links = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [2, 6],
      [1, 7],
      [1, 4],
    ]
    for (const [a, b] of links) p.line([pts[a], pts[b]], COL.gold, 0.8, 'a45')
    pts.forEach(([x, yy], i) => p.circle(x, yy, i % 3 ? 2.4 : 3.6, COL.goldLight))
    // rising path (the logo's motif)
    p.line(
      [
        [ML + 8, 360],
        [150, 420],
        [205, 394],
        [292, 462],
      ],
      COL.gold,
      9,
    )
    p.spark(308, 480, 16, COL.goldLight)
    p.circle(ML + 8, 360, 8, COL.blueLight)
    p.ops.push('Q')

    p.text(ML, PH - 86, BRAND.toUpperCase(), FONTS.B, 12, COL.goldLight)
    p.text(ML, PH - 104, 'WHITEPAPER', FONTS.R, 9, COL.mist)
    p.text(ML, 640, 'AI Reskilling', FONTS.B, 40, COL.white)
    p.text(ML, 596, 'From pilots to people', FONTS.B, 26, COL.goldLight)
    const sub = wrap(
      parseRuns(
        'How personalized, continuous reskilling closes the skills gap that keeps nine in ten AI pilots from reaching production.',
      ),
      12,
      300,
    )
    let sy = 560
    for (const line of sub) {
      for (const seg of line) p.text(ML + seg.x, sy, seg.text, seg.font, 12, COL.mist)
      sy -= 17
    }
    // lower half: contents
    p.text(ML, 268, 'Inside this paper', FONTS.B, 12, COL.navy)
    p.rect(ML, 258, 36, 2, COL.gold)
    const items = DOC.filter((b) => b.t === 'h1').map((b) => b.text)
    items.forEach((t, i) => {
      const col = i < 5 ? 0 : 1
      const row = i < 5 ? i : i - 5
      const x = ML + col * 236
      const yy = 236 - row * 20
      p.text(x, yy, String(i + 1).padStart(2, '0'), FONTS.B, 9.5, COL.goldInk)
      p.text(x + 20, yy, t, FONTS.R, 9.5, COL.ink)
    })
    p.rect(ML, 104, TW, 0.8, COL.mist)
    p.text(ML, 84, `${BRAND}  ·  ${YEAR} edition`, FONTS.B, 9, COL.navy)
    p.textRight(PW - MR, 84, COURSE_SITE.replace('https://', ''), FONTS.R, 9, COL.inkSoft)
  }

  cover()
  newPage()
  DOC.forEach(renderBlock)

  // headers and footers on content pages
  const total = pages.length
  pages.forEach((pg, i) => {
    if (i === 0) return
    pg.text(ML, PH - 44, `${BRAND}`, FONTS.B, 8.5, COL.blue)
    pg.text(ML + width(`${BRAND}`, FONTS.B, 8.5) + 6, PH - 44, 'AI Reskilling Whitepaper', FONTS.R, 8.5, COL.inkSoft)
    pg.spark(PW - MR - 5, PH - 41, 5, COL.gold)
    pg.rect(ML, PH - 54, TW, 0.6, COL.mist)
    pg.rect(ML, 52, TW, 0.6, COL.mist)
    pg.text(ML, 38, `© ${YEAR} ${BRAND}. All rights reserved.`, FONTS.R, 8, COL.inkSoft)
    pg.textRight(PW - MR, 38, `Page ${i + 1} of ${total}`, FONTS.R, 8, COL.inkSoft)
  })

  /* ============================================================== PDF serialisation =========== */

  const objs = [] // index = object number - 1; each a Buffer or string
  const add = (body) => {
    objs.push(body)
    return objs.length
  }
  const reserve = () => add(null)

  const catalog = reserve()
  const pagesRoot = reserve()
  const outlinesRoot = reserve()
  const fontIds = Object.fromEntries(
    Object.values(FONTS).map((f) => [
      f.res,
      add(`<< /Type /Font /Subtype /Type1 /BaseFont /${f.base} /Encoding /WinAnsiEncoding >>`),
    ]),
  )
  const gs = {
    a20: add('<< /Type /ExtGState /ca 0.2 /CA 0.2 >>'),
    a35: add('<< /Type /ExtGState /ca 0.35 /CA 0.35 >>'),
    a45: add('<< /Type /ExtGState /ca 0.45 /CA 0.45 >>'),
  }
  const resources = add(
    `<< /Font << ${Object.entries(fontIds)
      .map(([k, v]) => `/${k} ${v} 0 R`)
      .join(' ')} >> /ExtGState << ${Object.entries(gs)
      .map(([k, v]) => `/${k} ${v} 0 R`)
      .join(' ')} >> >>`,
  )
  const pageIds = pages.map((pg) => {
    const data = deflateSync(Buffer.from(pg.ops.join('\n'), 'latin1'), { level: 9 })
    const content = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    )
    return add(
      `<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${PW} ${PH}] /Resources ${resources} 0 R /Contents ${content} 0 R >>`,
    )
  })
  objs[pagesRoot - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`

  const itemIds = outline.map(() => reserve())
  outline.forEach((o, i) => {
    const parts = [
      `/Title ${pdfString(o.title)}`,
      `/Parent ${outlinesRoot} 0 R`,
      `/Dest [${pageIds[o.page]} 0 R /XYZ 0 ${o.y.toFixed(0)} null]`,
    ]
    if (i > 0) parts.push(`/Prev ${itemIds[i - 1]} 0 R`)
    if (i < outline.length - 1) parts.push(`/Next ${itemIds[i + 1]} 0 R`)
    objs[itemIds[i] - 1] = `<< ${parts.join(' ')} >>`
  })
  objs[outlinesRoot - 1] =
    `<< /Type /Outlines /First ${itemIds[0]} 0 R /Last ${itemIds[itemIds.length - 1]} 0 R /Count ${itemIds.length} >>`
  objs[catalog - 1] =
    `<< /Type /Catalog /Pages ${pagesRoot} 0 R /Outlines ${outlinesRoot} 0 R /PageMode /UseOutlines /Lang (en-GB) /ViewerPreferences << /DisplayDocTitle true >> >>`
  const info = add(
    `<< /Title ${pdfString('AI Reskilling: From pilots to people')} /Author ${pdfString(BRAND)} /Subject ${pdfString('Upskilling and reskilling, four learning journeys, twelve new AI roles, eleven reskilling tracks, the reskilling assessment and collaboration ecosystems')} /Keywords ${pdfString('AI, GenAI, reskilling, upskilling, AI roles, workforce')} /Creator ${pdfString('scripts/generate-whitepaper.mjs')} /Producer ${pdfString(`${BRAND} PDF writer`)} /CreationDate (D:${YEAR}0105090000Z) /ModDate (D:${YEAR}0105090000Z) >>`,
  )

  const chunks = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = chunks[0].length
  const offsets = []
  objs.forEach((body, i) => {
    const buf = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    offsets.push(offset)
    offset += buf.length
    chunks.push(buf)
  })
  let xref = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`
  xref += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`
  chunks.push(Buffer.from(xref, 'latin1'))
  const pdf = Buffer.concat(chunks)
  return { pdf, pages: pages.length }
}

/**
 * The roles and tracks, loaded from the TypeScript modules the site renders them from, through
 * Vite's module runner (as the prerender plugin loads src/entry-server.tsx): no copy to drift.
 */
export async function loadFacts() {
  const load = async (file) =>
    (await runnerImport(join(root, file), { configFile: false, root, logLevel: 'error' })).module
  const [{ JOB_ROLES }, { TRACKS, tracksForRole }, { MANDATORY_COURSES }] = await Promise.all([
    load('src/lib/content/roles.ts'),
    load('src/lib/content/tracks.ts'),
    load('src/lib/content/mandatory-courses.ts'),
  ])
  return { JOB_ROLES, TRACKS, tracksForRole, MANDATORY_COURSES }
}

export const WHITEPAPER_FILE = join(root, 'public/AI_Reskilling_Whitepaper.pdf')

async function main() {
  const { pdf, pages } = renderWhitepaper(whitepaperModel(await loadFacts()))
  const unchanged = existsSync(WHITEPAPER_FILE) && readFileSync(WHITEPAPER_FILE).equals(pdf)
  if (!unchanged) writeFileSync(WHITEPAPER_FILE, pdf)
  console.log(`${WHITEPAPER_FILE}: ${pages} pages, ${pdf.length} bytes${unchanged ? ' (unchanged)' : ''}`)
}

// Run as a script; imported (by its test), it only exports.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
