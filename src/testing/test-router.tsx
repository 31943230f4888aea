import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import { paths } from '~/lib/paths'
import { siteConfig } from '~/lib/site-config'

/** Test helper: renders a page inside a minimal memory router so its <Link>s work. */
export async function renderPage(page: () => ReactNode, url = '/') {
  const rootRoute = createRootRoute({ component: () => <>{page()}</> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) })
  const result = render(<RouterProvider router={router} />)
  await screen.findAllByRole('heading', { level: 1 })
  return result
}

// The routes, and the one public file pages link to (the whitepaper, free to read).
const STATIC_PATHS = new Set<string>([...Object.values(paths), siteConfig.whitepaperPath])

/** Content invariants every page shares: one h1, internal links resolve, external links are safe. */
export function expectPageInvariants(container: HTMLElement) {
  expect(container.querySelectorAll('h1')).toHaveLength(1)
  for (const a of Array.from(container.querySelectorAll('a'))) {
    const href = a.getAttribute('href') ?? ''
    if (href.startsWith('#') || href.startsWith('mailto:')) continue
    if (href.startsWith('/')) {
      expect(STATIC_PATHS.has(href.split(/[?#]/)[0]!), `internal link ${href}`).toBe(true)
      continue
    }
    expect(href.startsWith('https://'), `external link ${href}`).toBe(true)
    expect(a.getAttribute('target')).toBe('_blank')
    expect(a.getAttribute('rel')).toBe('noopener noreferrer')
  }
  for (const img of Array.from(container.querySelectorAll('img'))) {
    expect(img.getAttribute('width'), img.getAttribute('src') ?? '').not.toBeNull()
    expect(img.getAttribute('height')).not.toBeNull()
  }
}
