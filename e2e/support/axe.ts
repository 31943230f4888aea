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
  // Legacy mode runs axe in the page alone; the default finishes each run in a new page, which
  // doubles its time and is only needed for iframes, which the site has none of.
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true)
  const results = await (include ? builder.include(include) : builder).analyze()
  expect(axeSummary(results.violations), `axe violations on ${context}`).toEqual([])
}

/**
 * axe at 320 and 1280 px (or within `include`), on the page as loaded: a resize re-lays it out and
 * nothing reloads. The page is left at 1280 px, the suites' default width.
 */
export async function expectNoAxeViolationsAtEachWidth(page: Page, context: string, include?: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, `${context} at ${width}px`, include)
  }
}
