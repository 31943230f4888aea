// @vitest-environment node
/**
 * The repository stands on its own: every `docs/<file>.md` a source comment, a root config file or
 * a doc cites exists, and every section it names — `docs/product.md (Screens, Profile)`,
 * `docs/product.md: Screens, Profile` or `docs/product.md, "Screens"` — is a heading of that
 * file. Decision records (`docs/decisions/NNNN-title.md`) keep their form; the README states no
 * budget (the code does). No file cites the documents the project started from instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUDGETS, CRITICAL_JS_GUARD } from './page-weight.mjs'

const root = resolve(import.meta.dirname, '..')
const SCANNED_DIRS = ['src', 'mocks', 'scripts', 'e2e', 'contract']
/** The configuration and entry files at the project's root, which cite the docs too. */
const ROOT_FILE =
  /^(?:vite\.config\.ts|eslint\.config\.js|playwright.*\.ts|vitest.*\.ts|tsconfig.*\.json|package\.json|pwa-assets\.config\.ts|index\.html|README\.md)$/
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|md|sh|json|html)$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return TEXT_FILE.test(entry.name) ? [path] : []
  })
}

type Citation = { file: string; doc: string; sections: string[] }

/** A docs path without `docs/` and `.md`: `product`, `decisions/0017-prerendering-and-hydration`. */
const DOC = String.raw`(?<![\w/.-])docs/([\w/-]+)\.md`
const SECTION_LIST = String.raw`[^)\n]*`
/** `docs/product.md (Screens, Behaviour)`, also wrapped in a comment: `docs/product.md\n * (Screens)` */
const PARENTHESISED = new RegExp(String.raw`${DOC}(?: |[ \t]*\r?\n[ \t]*(?:\*|//|#)?[ \t]*)\((${SECTION_LIST})\)`, 'g')
/** `docs/product.md: Screens, Profile)` — the list ends at `)`, `.`, `:` or `;`. */
const AFTER_COLON = new RegExp(String.raw`${DOC}: ([^.:;)\n]*)`, 'g')
/** `docs/product.md, "Screens"` or `docs/product.md, "Screens" and "Profile"` */
const QUOTED = new RegExp(String.raw`${DOC},? ("[^"\n]+"(?:(?:,| and| or) "[^"\n]+")*)`, 'g')
/** Any mention, for the file's existence. */
const MENTION = new RegExp(DOC, 'g')

const splitSections = (list: string) =>
  list
    .split(',')
    .map((section) => section.trim())
    .filter(Boolean)
const quotedSections = (list: string) => [...list.matchAll(/"([^"]+)"/g)].map(([, section = '']) => section.trim())

/** A comment wraps a quoted section over lines: the line breaks and comment markers read as one space. */
const joinLines = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, ' ')

/** Every citation in `text`: one per parenthesised, colon or quoted list, one per mention. */
function citationsIn(text: string, file: string): Citation[] {
  const found: Citation[] = []
  for (const [, doc = '', list = ''] of text.matchAll(PARENTHESISED))
    found.push({ file, doc, sections: list.includes('"') ? quotedSections(list) : splitSections(list) })
  // A colon list ends with its line: prose often follows a doc's name and a colon on the next one.
  for (const [, doc = '', list = ''] of text.matchAll(AFTER_COLON))
    found.push({ file, doc, sections: splitSections(list) })
  for (const [, doc = '', list = ''] of joinLines(text).matchAll(QUOTED))
    found.push({ file, doc, sections: quotedSections(list) })
  for (const [, doc = ''] of text.matchAll(MENTION)) found.push({ file, doc, sections: [] })
  return found
}

/** Headings of a docs file (levels 2–4), as written after the hashes. */
function headingsOf(doc: string): Set<string> {
  const text = readFileSync(join(root, 'docs', `${doc}.md`), 'utf8')
  return new Set([...text.matchAll(/^#{2,4} (.+?)\s*$/gm)].map(([, heading = '']) => heading))
}

/** Citations that name a missing file or section, as readable lines. */
function badCitations(citations: readonly Citation[]): string[] {
  const problems: string[] = []
  const headings = new Map<string, Set<string>>()
  for (const { file, doc, sections } of citations) {
    if (!existsSync(join(root, 'docs', `${doc}.md`))) {
      problems.push(`${file}: docs/${doc}.md does not exist`)
      continue
    }
    if (!headings.has(doc)) headings.set(doc, headingsOf(doc))
    for (const section of sections) {
      if (!headings.get(doc)?.has(section)) problems.push(`${file}: docs/${doc}.md has no section "${section}"`)
    }
  }
  return problems
}

const read = (path: string) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') })
const sources = SCANNED_DIRS.flatMap((dir) => filesUnder(join(root, dir))).map(read)
const rootFiles = readdirSync(root)
  .filter((name) => ROOT_FILE.test(name))
  .map((name) => read(join(root, name)))
// The docs cite each other and the README cites them too: held to the same rule.
const docs = filesUnder(join(root, 'docs')).map(read)

describe('citations of the project docs', () => {
  // This file holds deliberately bad citations for its self-check.
  const self = relative(root, import.meta.filename)
  const citations = [...sources, ...rootFiles, ...docs]
    .filter(({ file }) => file !== self)
    .flatMap(({ file, text }) => citationsIn(text, file))

  it('finds the citations (the scan is not empty)', () => {
    expect(citations.filter((c) => c.sections.length > 0).length).toBeGreaterThan(50)
    for (const doc of ['product', 'architecture', 'assessment']) {
      expect(
        citations.some((c) => c.doc === doc),
        doc,
      ).toBe(true)
    }
    expect(citations.filter((c) => c.doc.startsWith('decisions/')).length).toBeGreaterThan(20)
    for (const file of ['README.md', 'vite.config.ts', 'eslint.config.js']) {
      expect(
        rootFiles.some((f) => f.file === file),
        file,
      ).toBe(true)
    }
  })

  it('cites only docs files and sections that exist', () => {
    expect(badCitations(citations)).toEqual([])
  })

  it('reports a missing section or file (self-check of the checker)', () => {
    const bad = citationsIn(
      '// docs/product.md (Screens, No Such Section)\n// docs/nothing.md: Shape\n// docs/architecture.md: Routing, Nope).',
      'example.ts',
    )
    expect(badCitations(bad)).toEqual([
      'example.ts: docs/product.md has no section "No Such Section"',
      'example.ts: docs/nothing.md does not exist',
      'example.ts: docs/architecture.md has no section "Nope"',
      'example.ts: docs/nothing.md does not exist',
    ])
  })

  it('reports a quoted or wrapped section and a missing decision record (self-check of the checker)', () => {
    const bad = citationsIn(
      [
        '/**',
        ' * The finder (docs/product.md, "No Such Heading" and "Screens"), wrapped (docs/architecture.md',
        ' * (Nope)), and a record that was never written (docs/decisions/0999-never-written.md).',
        ' */',
        '# the video (docs/product.md ("Quoted Nope"))',
      ].join('\n'),
      'example.ts',
    )
    expect(badCitations(bad)).toEqual([
      'example.ts: docs/architecture.md has no section "Nope"',
      'example.ts: docs/product.md has no section "Quoted Nope"',
      'example.ts: docs/product.md has no section "No Such Heading"',
      'example.ts: docs/decisions/0999-never-written.md does not exist',
    ])
  })
})

const DECISIONS_DIR = join(root, 'docs', 'decisions')
const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/
const MAX_RECORD_LINES = 60
type DecisionRecord = { file: string; number: string; status: string; supersedes: string[] }

/** What is wrong with one decision record's form, as readable lines; the parsed record if nothing is. */
function checkRecord(file: string, text: string): { problems: string[]; record?: DecisionRecord } {
  const number = RECORD_FILE.exec(file)?.[1]
  if (!number) return { problems: [`${file}: the file name is not NNNN-short-title.md`] }
  const allLines = text.replace(/\n$/, '').split('\n')
  const problems: string[] = []
  if (allLines.length > MAX_RECORD_LINES)
    problems.push(`${file}: ${allLines.length} lines (at most ${MAX_RECORD_LINES})`)
  // Blank lines are the formatter's (after each heading, around lists): the form is read without them.
  const lines = allLines.filter((line) => line.trim() !== '')
  if (!new RegExp(String.raw`^# ${number}\. \S`).test(lines[0] ?? '')) problems.push(`${file}: no "# ${number}. Title"`)
  // A changed decision is rewritten in place: `- Date: 2026-11-22, rewritten 2026-12-05`.
  if (!/^- Date: \d{4}-\d{2}-\d{2}(?:, rewritten \d{4}-\d{2}-\d{2})?$/.test(lines[1] ?? ''))
    problems.push(`${file}: no "- Date: YYYY-MM-DD"`)
  const status = /^- Status: (accepted|superseded by \d{4})$/.exec(lines[2] ?? '')?.[1]
  if (!status) problems.push(`${file}: no "- Status: accepted | superseded by NNNN"`)
  const supersedes = /^- Supersedes: (none|\d{4}(?:, \d{4})*)$/.exec(lines[3] ?? '')?.[1]
  if (!supersedes) problems.push(`${file}: no "- Supersedes: none | NNNN"`)
  const sections = lines.filter((line) => line.startsWith('## '))
  if (sections.join('|') !== '## Context|## Decision|## Consequences')
    problems.push(`${file}: sections are not Context, Decision, Consequences`)
  if (problems.length > 0 || !status || !supersedes) return { problems }
  return {
    problems,
    record: { file, number, status, supersedes: supersedes === 'none' ? [] : supersedes.split(', ') },
  }
}

/** Records that supersede each other must say so on both sides; the index must list each one. */
function linkProblems(records: readonly DecisionRecord[], index: string): string[] {
  const byNumber = new Map(records.map((r) => [r.number, r]))
  const problems: string[] = []
  for (const record of records) {
    const by = /^superseded by (\d{4})$/.exec(record.status)?.[1]
    if (by && !byNumber.get(by)?.supersedes.includes(record.number))
      problems.push(`${record.file}: superseded by ${by}, which does not say it supersedes ${record.number}`)
    for (const old of record.supersedes) {
      if (byNumber.get(old)?.status !== `superseded by ${record.number}`)
        problems.push(`${record.file}: supersedes ${old}, whose status is not "superseded by ${record.number}"`)
    }
    const row = index.split('\n').find((line) => line.includes(`](${record.file})`))
    if (!row?.endsWith(`: ${record.status}`)) problems.push(`docs/decisions/README.md: no line for ${record.file}`)
  }
  const numbers = records.map((r) => r.number)
  for (const number of new Set(numbers)) {
    if (numbers.filter((n) => n === number).length > 1) problems.push(`${number}: used by more than one record`)
  }
  return problems
}

describe('decision records', () => {
  const files = readdirSync(DECISIONS_DIR).filter((name) => name !== 'README.md')
  const checked = files.map((file) => checkRecord(file, readFileSync(join(DECISIONS_DIR, file), 'utf8')))
  const records = checked.flatMap(({ record }) => (record ? [record] : []))

  it('are there, at most 30, so a newcomer can read them all', () => {
    expect(files.length).toBeGreaterThan(10)
    expect(files.length).toBeLessThanOrEqual(30)
    expect(existsSync(join(root, 'docs', 'decisions.md'))).toBe(false)
  })

  it('are all in force: a changed decision is rewritten in place, not superseded', () => {
    expect(records.filter((r) => r.status !== 'accepted').map((r) => r.file)).toEqual([])
  })

  it('each has the form: title, Date, Status, Supersedes; Context, Decision, Consequences; at most 60 lines', () => {
    expect(checked.flatMap(({ problems }) => problems)).toEqual([])
  })

  it('say on both sides what supersedes what, and the index lists each with its status', () => {
    expect(linkProblems(records, readFileSync(join(DECISIONS_DIR, 'README.md'), 'utf8'))).toEqual([])
  })

  it('reports a record out of form (self-check of the checker)', () => {
    const long = ['# 0007. Long', '- Date: 2026-11-25', '- Status: accepted', '- Supersedes: none', '## Context']
    long.push('## Decision', ...Array.from({ length: 60 }, () => 'x'), '## Consequences')
    expect(checkRecord('0007-long.md', long.join('\n')).problems).toEqual(['0007-long.md: 67 lines (at most 60)'])
    const sloppy = '# 8. Sloppy\nDate: yesterday\n- Status: done\n## Context\n## Consequences\n'
    expect(checkRecord('0008-sloppy.md', sloppy).problems).toEqual([
      '0008-sloppy.md: no "# 0008. Title"',
      '0008-sloppy.md: no "- Date: YYYY-MM-DD"',
      '0008-sloppy.md: no "- Status: accepted | superseded by NNNN"',
      '0008-sloppy.md: no "- Supersedes: none | NNNN"',
      '0008-sloppy.md: sections are not Context, Decision, Consequences',
    ])
    expect(checkRecord('decisions.md', '').problems).toEqual(['decisions.md: the file name is not NNNN-short-title.md'])
  })

  it('reports one-sided supersession, a missing index row and a reused number (self-check of the checker)', () => {
    const old = { file: '0001-old.md', number: '0001', status: 'accepted', supersedes: [] }
    const next = { file: '0002-new.md', number: '0002', status: 'superseded by 0003', supersedes: ['0001'] }
    const twin = { file: '0002-twin.md', number: '0002', status: 'accepted', supersedes: [] }
    const index = '- [0001. Old](0001-old.md): accepted\n- [0002. New](0002-new.md): accepted'
    expect(linkProblems([old, next, twin], index)).toEqual([
      '0002-new.md: superseded by 0003, which does not say it supersedes 0002',
      '0002-new.md: supersedes 0001, whose status is not "superseded by 0002"',
      'docs/decisions/README.md: no line for 0002-new.md',
      'docs/decisions/README.md: no line for 0002-twin.md',
      '0002: used by more than one record',
    ])
  })
})

describe('no references to documents outside the repository', () => {
  // Built from parts so this file does not match its own check.
  const FORBIDDEN = ['SPEC', 'DESIGN'].map((name) => `${name} \u00a7`)
  const OUTSIDE_DOCS = ['SPEC', 'DESIGN', 'STYLE'].map((name) => `${name}.md`)
  const ISSUE_NUMBER = /\bissues? #?\d+\b/i
  const checked = [...sources, ...rootFiles, ...docs]

  it.each([...FORBIDDEN, ...OUTSIDE_DOCS])('no file cites "%s…"', (marker) => {
    expect(checked.filter(({ text }) => text.includes(marker)).map(({ file }) => file)).toEqual([])
  })

  it('no file cites an issue number', () => {
    expect(checked.filter(({ text }) => ISSUE_NUMBER.test(text)).map(({ file }) => file)).toEqual([])
  })
})

/** `114.8 KB`, `1.5 MB`: how a byte budget would be written in prose. */
const asProse = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(2)} MB` : `${+(bytes / 1024).toFixed(2)} KB`
/** A limit or a size in prose: `≤ 1.0 s`, `≥ 99`, `114.5 KB`, `100 ms`. */
const A_NUMBER = /[≤≥<>]=? ?\d|\b\d+(?:\.\d+)? ?(?:KB|KiB|MB|MiB|ms|s)\b/
/**
 * Budget numbers in a doc: the budgets' values from the code, anywhere, and any limit or size in a
 * paragraph or list item that speaks of a budget or a guard. The code states each budget once
 * (`scripts/page-weight.mjs`, `scripts/bench.mjs`); the docs link there.
 */
function budgetNumbersIn(text: string, file: string): string[] {
  const values = [...Object.values(BUDGETS), ...Object.values(CRITICAL_JS_GUARD)].map(asProse)
  const problems = values.filter((value) => text.includes(value)).map((value) => `${file}: names the budget ${value}`)
  const blocks = text.split(/\n\s*\n|\n(?=\s*[-|] )/)
  for (const block of blocks) {
    const number = A_NUMBER.exec(block)?.[0]
    if (number && /\b(?:budgets?|guards?)\b/i.test(block))
      problems.push(`${file}: states a budget ("${number}" in "${block.trim().slice(0, 40)}…")`)
  }
  return problems
}

describe('budgets are stated once, in the code', () => {
  it.each(['README.md', 'docs/product.md'])('%s names no budget number', (file) => {
    expect(budgetNumbersIn(readFileSync(join(root, file), 'utf8'), file)).toEqual([])
  })

  it('reports a budget number (self-check of the checker)', () => {
    const guard = asProse(CRITICAL_JS_GUARD.marketing)
    expect(budgetNumbersIn(`Pages stay under ${guard} of script.`, 'a.md')).toEqual([`a.md: names the budget ${guard}`])
    expect(budgetNumbersIn('Intro.\n\nBudgets: LCP\n≤ 1.0 s.\n- Other: 4 s', 'b.md')).toEqual([
      'b.md: states a budget ("≤ 1" in "Budgets: LCP\n≤ 1.0 s.…")',
    ])
    expect(budgetNumbersIn('The budgets live in `scripts/page-weight.mjs`.\n\nVideos are 180 KB.', 'c.md')).toEqual([])
  })
})

describe('docs/testing.md', () => {
  it('lists every npm script in its script table', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const testing = readFileSync(join(root, 'docs', 'testing.md'), 'utf8')
    const tableRows = testing.split('\n').filter((line) => line.startsWith('| `npm '))
    const listed = (name: string) =>
      tableRows.some((row) => row.startsWith(`| \`npm run ${name}\``) || row.startsWith(`| \`npm ${name}\``))
    expect(Object.keys(scripts).filter((name) => !listed(name))).toEqual([])
  })
})
