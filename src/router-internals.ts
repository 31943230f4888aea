/**
 * Every place the app relies on TanStack Router (1.170) or React beyond their documented API, in
 * one module with one contract test (src/router-internals.test.tsx;
 * docs/decisions/0089-router-internals-in-one-module.md): after a router upgrade, that
 * test says whether these still hold.
 * - A match's not-found flag (`_notFound`) when a route threw `notFound()` below the root.
 * - `router.ssr`, which makes RouterProvider render as on the server (no client-only Suspense
 *   boundary around the matches), so hydration meets the prerendered markup.
 * - The generated route tree's text (routeTree.gen.ts), read by the prerender to find each route's
 *   file and so its code-split chunks.
 * - React's hoisted head tags, emitted before the markup of a render root that is not <html>.
 */
import type { AnyRouter } from '@tanstack/react-router'

/** What the app reads of a match. */
export type RouterMatch = { status: string; _notFound?: boolean }

/** The match is a "not found": an unknown path, or a route that threw notFound(). */
export const isNotFoundMatch = (match: RouterMatch): boolean => match.status === 'notFound' || match._notFound === true

/** Renders the first client render the way RouterProvider renders on the server, for hydration. */
export function renderLikeTheServer(router: AnyRouter): void {
  router.ssr = { manifest: undefined }
}

// React emits hoistable elements (<title>, <meta>, <link>, <style>, async <script>) before the
// rest of the markup when the render root is not <html>: peel that run off the front.
const HOISTED_RUN =
  /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>|<style\b[^>]*>[^<]*<\/style>|<script\b[^>]*\basync\b[^>]*><\/script>)*/

export function splitHoisted(markup: string): { head: string; body: string } {
  const head = HOISTED_RUN.exec(markup)?.[0] ?? ''
  return { head, body: markup.slice(head.length) }
}

/**
 * routeTree.gen.ts: route id → route file (e.g. '/courses/' → 'src/routes/courses.index.tsx'),
 * through its `FileRoutesById` interface (id → `typeof XRoute[WithChildren]`) and its imports
 * (`import { Route as XRouteImport } from './routes/…'`).
 */
export function routeFilesById(routeTree: string): Map<string, string> {
  const fileByName = new Map<string, string>()
  for (const [, name, file] of routeTree.matchAll(
    /import \{ Route as (\w+?)Import \} from ['"]\.\/routes\/([^'"]+)['"]/g,
  )) {
    if (name && file) fileByName.set(name, `src/routes/${file}.tsx`)
  }
  const byId = /interface FileRoutesById \{([^}]*)\}/.exec(routeTree)?.[1] ?? ''
  const files = new Map<string, string>()
  for (const [, quotedId, bareId, name] of byId.matchAll(
    /(?:['"]([^'"]+)['"]|(\w+)): typeof (\w+?)(?:WithChildren|Import)?\s*$/gm,
  )) {
    const file = name && fileByName.get(name)
    const id = quotedId ?? bareId
    if (id && file) files.set(id, file)
  }
  return files
}
