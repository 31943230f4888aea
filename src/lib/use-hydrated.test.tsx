import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module per test: its "already hydrated" flag is page-wide state. */
async function freshModule() {
  vi.resetModules()
  return import('./use-hydrated')
}

describe('useHydrated', () => {
  beforeEach(() => {
    vi.resetModules()
  })

  it('renders a hydrating page as the server did first, then switches every part to the browser', async () => {
    const { useHydrated } = await freshModule()
    const seen: boolean[] = []
    function Probe() {
      const hydrated = useHydrated()
      seen.push(hydrated)
      return <p>{hydrated ? 'browser' : 'server'}</p>
    }
    render(<Probe />)
    expect(await screen.findByText('browser')).toBeInTheDocument()
    expect(seen[0]).toBe(false)
  })

  it('starts a part mounted after hydration in the browser state, with no server frame', async () => {
    const { useHydrated } = await freshModule()
    function Probe({ name }: { name: string }) {
      return <p>{`${name}: ${useHydrated() ? 'browser' : 'server'}`}</p>
    }
    const { rerender } = render(<Probe name="first" />)
    await screen.findByText('first: browser')
    const seen: boolean[] = []
    function Later() {
      const hydrated = useHydrated()
      seen.push(hydrated)
      return null
    }
    rerender(
      <>
        <Probe name="first" />
        <Later />
      </>,
    )
    expect(seen).not.toContain(false)
  })

  it('renders the SPA shell, which has no server markup, in the browser state from its first frame', async () => {
    const { startHydrated, useHydrated } = await freshModule()
    startHydrated()
    const seen: boolean[] = []
    function Probe() {
      const hydrated = useHydrated()
      seen.push(hydrated)
      return null
    }
    render(<Probe />)
    expect(seen).not.toContain(false)
  })
})
