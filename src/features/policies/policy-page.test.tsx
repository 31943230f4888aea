import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectPageInvariants, renderPage } from '~/testing/test-router'
import { POLICIES } from './policy-content'
import { PolicyPage } from './policy-page'
import { POLICY_IDS } from './policy-ids'

describe('PolicyPage', () => {
  it.each(POLICY_IDS)('%s renders its title and marks itself current', async (id) => {
    const { container } = await renderPage(() => <PolicyPage doc={POLICIES[id]} />)
    expectPageInvariants(container)
    expect(screen.getByRole('heading', { level: 1, name: POLICIES[id].title })).toBeInTheDocument()
    expect(container.querySelector('a[aria-current="page"]')).not.toBeNull()
  })
})
