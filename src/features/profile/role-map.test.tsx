import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FOUNDATIONAL_TRACK, OUTCOMES, ROLE_TITLES, type Outcome } from '~/lib/content/roles'
import { outcomeSlug, ROLE_COURSE_URLS } from '~/lib/outcome-links'
import { paths } from '~/lib/paths'
import { RoleMap } from './role-map'

/** The map in a memory router, for its link to the comparison. */
async function show(outcome: Outcome) {
  const rootRoute = createRootRoute({ component: () => <RoleMap outcome={outcome} /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('heading', { level: 2 })
}

describe('RoleMap', () => {
  it('shows the heading and 13 entries: roles 01–12 in order, then the Foundational Track', async () => {
    await show('Sales Advocate')
    expect(screen.getByRole('heading', { name: "You've been mapped to a role!" })).toBeInTheDocument()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(13)
    ROLE_TITLES.forEach((title, index) => {
      expect(items[index]).toHaveTextContent(`${String(index + 1).padStart(2, '0')}${title}`)
    })
    expect(items[12]).toHaveTextContent('Foundational Track')
  })

  it('does not tell a Foundational Track learner they have a role', async () => {
    await show('Foundational Track')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your result: start with the Foundational Track.',
    )
    expect(screen.queryByText(/mapped to a role/)).not.toBeInTheDocument()
  })

  it.each(OUTCOMES)('enables only %s, opening its course page in a new tab', async (outcome) => {
    await show(outcome)
    // getByRole throws unless there is exactly one link in the grid.
    const link = within(screen.getByRole('list')).getByRole('link')
    expect(link).toHaveAccessibleName(expect.stringContaining(outcome))
    expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'))
    expect(link).toHaveAttribute('href', ROLE_COURSE_URLS[outcome])
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))

    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(12)
    for (const button of buttons) {
      expect(button).toBeDisabled()
      expect(button).not.toHaveAccessibleName(expect.stringContaining(outcome))
    }
  })

  it.each(OUTCOMES)('links %s to the comparison of roles, with the role chosen', async (outcome) => {
    await show(outcome)
    const link = screen.getByRole('link', { name: /^Compare / })
    expect(link).toHaveAttribute(
      'href',
      outcome === FOUNDATIONAL_TRACK ? paths.compare : `${paths.compare}?roles=${outcomeSlug(outcome)}`,
    )
  })

  it('lays the grid out in 4 columns, 2 under 1024px and 1 under 600px', async () => {
    // The profile uses the site's role grid, so its layout comes from that one stylesheet.
    await show('Sales Advocate')
    expect(screen.getByRole('list')).toHaveClass('role-grid')
    // jsdom does no layout, so the stylesheet itself is checked against docs/product.md (Numbers)
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../components/role-grid.css'), 'utf8')
    const flat = css.replace(/\s+/g, ' ')
    expect(flat).toMatch(/\.role-grid \{[^}]*grid-template-columns: repeat\(4, minmax\(0, 1fr\)\)/)
    expect(flat).toMatch(
      /@media \(max-width: 1023\.98px\) \{ \.role-grid \{ grid-template-columns: repeat\(2, minmax\(0, 1fr\)\)/,
    )
    expect(flat).toMatch(/@media \(max-width: 599\.98px\) \{ \.role-grid \{ grid-template-columns: minmax\(0, 1fr\)/)
  })
})
