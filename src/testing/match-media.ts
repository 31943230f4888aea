import { vi } from 'vitest'

/** Test helper: a MediaQueryList for `query` that answers `matches` and never changes. */
export const fakeMediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

/** Test helper: jsdom has no matchMedia; install one that answers `reduce` as asked. */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => fakeMediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce'))),
  )
}
