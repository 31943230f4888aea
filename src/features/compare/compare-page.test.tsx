import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ROLE_TITLES } from '~/lib/content/roles'
import { outcomeSlug, planPath } from '~/lib/outcome-links'
import { paths } from '~/lib/paths'
import { renderPage } from '~/testing/test-router'
import { DEFAULT_ROLES, MAX_ROLES } from './compare-content'
import { ComparePage } from './compare-page'
import type { CompareSearch } from './compare-search'
import { CATALOGUE } from './test-catalogue'

const show = (search: CompareSearch = {}) =>
  renderPage(() => <ComparePage search={search} catalogue={CATALOGUE} />, paths.compare)

const table = () => screen.getByRole('table')
const columns = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

describe('ComparePage', () => {
  it('shows the default roles in a table: a column per role, a row per aspect, each role linked to its plan', async () => {
    await show()
    expect(columns()).toEqual(DEFAULT_ROLES)
    const rows = within(table()).getAllByRole('rowheader')
    expect(rows.length).toBeGreaterThan(1)
    for (const row of within(table()).getAllByRole('row').slice(1)) {
      // Every row: its aspect, then one cell per role.
      expect(within(row).getAllByRole('cell')).toHaveLength(DEFAULT_ROLES.length)
    }
    for (const role of DEFAULT_ROLES) {
      const link = within(table()).getByRole('link', { name: new RegExp(`^The ${role} plan$`) })
      expect(link).toHaveAttribute('href', planPath(role))
    }
  })

  it('shows the roles of the URL, in its order, and checks them in the form', async () => {
    const roles = ROLE_TITLES.slice(-MAX_ROLES)
    await show({ roles: roles.map(outcomeSlug).join(',') })
    expect(await screen.findByRole('columnheader', { name: roles[0] })).toBeInTheDocument()
    expect(columns()).toEqual(roles)
    const form = screen.getByRole('group', { name: 'Choose two or three roles' })
    const boxes = within(form).getAllByRole('checkbox')
    expect(boxes).toHaveLength(ROLE_TITLES.length)
    for (const box of boxes) {
      expect(box).toHaveAttribute('name', 'roles')
      expect((box as HTMLInputElement).checked).toBe(roles.map(outcomeSlug).includes(box.getAttribute('value') ?? ''))
    }
  })

  it('says so when a fourth role is checked, and keeps it unchecked', async () => {
    const user = userEvent.setup()
    const roles = ROLE_TITLES.slice(0, MAX_ROLES)
    await show({ roles: roles.map(outcomeSlug).join(',') })
    const next = await screen.findByRole('checkbox', { name: ROLE_TITLES[MAX_ROLES] })
    await user.click(next)
    expect(next).not.toBeChecked()
    expect(screen.getByRole('group', { name: 'Choose two or three roles' })).toHaveAccessibleDescription(
      /up to three roles/,
    )
  })

  it('asks for two roles before comparing fewer', async () => {
    const user = userEvent.setup()
    await show()
    await user.click(await screen.findByRole('checkbox', { name: DEFAULT_ROLES[0] }))
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    expect(screen.getByText('Choose at least two roles to compare.')).toBeInTheDocument()
    expect(columns()).toEqual(DEFAULT_ROLES)
  })

  it('fills a one-role link up to two, and says which role it added', async () => {
    const role = ROLE_TITLES.at(-1)!
    await show({ roles: outcomeSlug(role) })
    expect(await screen.findByRole('columnheader', { name: role })).toBeInTheDocument()
    expect(columns()).toEqual([role, DEFAULT_ROLES[0]])
    expect(screen.getByText(new RegExp(`so ${DEFAULT_ROLES[0]} is shown too`))).toBeInTheDocument()
  })
})
