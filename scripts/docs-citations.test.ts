// @vitest-environment node
/**
 * The repository stands on its own: every `docs/<file>.md` a source comment cites exists, and every
 * section it names — `docs/product.md (Screens, Profile)` or `docs/product.md: Screens, Profile` —
 * is a heading of that file. No file cites the documents the project started from instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const SCANNED_DIRS = ['src', 'mocks', 'scripts', 'e2e', 'contract']
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|md|sh|json|html)$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return TEXT_FILE.test(entry.name) ? [path] : []
  })
}

type Citation = { file: string; doc: string; sections: string[] }

const SECTION_LIST = String.raw`[^)\n]*`
/** `docs/product.md (Screens, Behaviour)` */
const PARENTHESISED = new RegExp(String.raw`docs/(\w+)\.md \((${SECTION_LIST})\)`, 'g')
/** `docs/product.md: Screens, Profile)` — the list ends at `)`, `.`, `:` or `;`. */
const AFTER_COLON = /docs\/(\w+)\.md: ([^.:;)\n]*)/g
/** Any mention, for the file's existence. */
const MENTION = /docs\/(\w+)\.md/g

const splitSections = (list: string) =>
  list
    .split(',')
    .map((section) => section.trim())
    .filter(Boolean)

/** Every citation in `text`: one per parenthesised or colon list, one per mention. */
function citationsIn(text: string, file: string): Citation[] {
  const found: Citation[] = []
  for (const [, doc = '', list = ''] of text.matchAll(PARENTHESISED))
    found.push({ file, doc, sections: splitSections(list) })
  for (const [, doc = '', list = ''] of text.matchAll(AFTER_COLON))
    found.push({ file, doc, sections: splitSections(list) })
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
// The docs cite each other and the README cites them too: held to the same rule.
const docsAndReadme = [join(root, 'README.md'), ...filesUnder(join(root, 'docs'))].map(read)

describe('citations of the project docs', () => {
  // This file holds deliberately bad citations for its self-check.
  const self = relative(root, import.meta.filename)
  const citations = [...sources, ...docsAndReadme]
    .filter(({ file }) => file !== self)
    .flatMap(({ file, text }) => citationsIn(text, file))

  it('finds the citations (the scan is not empty)', () => {
    expect(citations.filter((c) => c.sections.length > 0).length).toBeGreaterThan(50)
    for (const doc of ['product', 'architecture', 'assessment', 'decisions']) {
      expect(
        citations.some((c) => c.doc === doc),
        doc,
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
})

describe('no references to documents outside the repository', () => {
  // Built from parts so this file does not match its own check.
  const FORBIDDEN = ['SPEC', 'DESIGN'].map((name) => `${name} \u00a7`)
  const ISSUE_NUMBER = /\bissues? #?\d+\b/i
  const checked = [
    ...sources,
    ...docsAndReadme,
    ...['vite.config.ts', 'playwright.config.ts', 'eslint.config.js'].map((file) => read(join(root, file))),
  ]

  it.each(FORBIDDEN)('no file cites "%s…"', (marker) => {
    expect(checked.filter(({ text }) => text.includes(marker)).map(({ file }) => file)).toEqual([])
  })

  it('no file cites an issue number', () => {
    expect(checked.filter(({ text }) => ISSUE_NUMBER.test(text)).map(({ file }) => file)).toEqual([])
  })
})

describe('README', () => {
  it('lists every npm script in its script table', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const tableRows = readme.split('\n').filter((line) => line.startsWith('| `npm '))
    const listed = (name: string) =>
      tableRows.some((row) => row.startsWith(`| \`npm run ${name}\``) || row.startsWith(`| \`npm ${name}\``))
    expect(Object.keys(scripts).filter((name) => !listed(name))).toEqual([])
  })
})
