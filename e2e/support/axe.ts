/**
 * The site's accessibility check: axe-core with the GOV.UK Design System's tag set, AAA included.
 * The e2e suites run it on pages as a browser lays them out; scripts/built-pages.dist.test.ts runs
 * the rules that need no layout on every prerendered page's HTML.
 */
import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const AXE_TAGS = ['best-practice', 'wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag22aa']

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

/** Fails with every violation on the page (or within `include`, a selector) as it is now. */
export async function expectNoAxeViolations(page: Page, context = page.url(), include?: string) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  const results = await (include ? builder.include(include) : builder).analyze()
  expect(axeSummary(results.violations), `axe violations on ${context}`).toEqual([])
}
