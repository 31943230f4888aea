/**
 * The site's accessibility check: axe-core with the GOV.UK Design System's tag set, AAA included.
 * The e2e suites run it on pages as a browser lays them out; scripts/built-pages.dist.test.ts runs
 * the rules that need no layout on every prerendered page's HTML.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const AXE_TAGS = ['best-practice', 'wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The rules that measure what only layout decides; the others are read from every built page too. */
export const LAYOUT_RULES = ['color-contrast', 'color-contrast-enhanced', 'target-size', 'scrollable-region-focusable']

/**
 * AA contrast is not run in a browser: AAA's rule measures the same pairs of colours against a
 * stricter ratio, so a page that passes it passes AA.
 */
const IMPLIED_BY_AAA = ['color-contrast']
const BROWSER_LAYOUT_RULES = LAYOUT_RULES.filter((rule) => !IMPLIED_BY_AAA.includes(rule))

/** One line per violation: the rule, what it asks, and the first few elements that break it. */
export function axeSummary(violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>) {
  return violations.map(
    (v) =>
      `${v.id}: ${v.help}\n  ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n  ')}`,
  )
}

/** Where axe looks (a selector; the whole page by default), and whether it runs the layout rules alone. */
type Scope = { include?: string; layoutOnly?: boolean }

/**
 * Fails with every violation on the page (or within `include`, a selector) as it is now; with
 * `layoutOnly`, of the layout rules alone.
 */
export async function expectNoAxeViolations(
  page: Page,
  context = page.url(),
  { include, layoutOnly = false }: Scope = {},
) {
  // Legacy mode runs axe in the page alone; the default finishes each run in a new page, which
  // doubles its time and is only needed for iframes, which the site has none of.
  const builder = new AxeBuilder({ page }).setLegacyMode(true)
  if (layoutOnly) builder.withRules(BROWSER_LAYOUT_RULES)
  else builder.withTags(AXE_TAGS).disableRules(IMPLIED_BY_AAA)
  const results = await (include ? builder.include(include) : builder).analyze()
  expect(axeSummary(results.violations), `axe violations on ${context}`).toEqual([])
}

/**
 * axe at 320 and 1280 px (or within `include`), on the page as loaded: a resize re-lays it out and
 * nothing reloads. At 320 px the layout rules run, at 1280 px every rule (with `layoutOnly`, the
 * layout rules there too: for the markup as built, whose other rules the build's test reads). The
 * page is left at 1280 px, the suites' default width.
 */
export async function expectNoAxeViolationsAtEachWidth(
  page: Page,
  context: string,
  { include, layoutOnly }: Scope = {},
) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, `${context} at ${width}px`, { include, layoutOnly: layoutOnly || width === 320 })
  }
}
