// @vitest-environment node
/**
 * The whitepaper (public/AI_Reskilling_Whitepaper.pdf) says what the site says: its roles, each
 * role's tracks, each track's roles and the mandatory courses come from src/lib/content, and the
 * committed PDF is exactly what the generator makes from today's content (run
 * `node scripts/generate-whitepaper.mjs` after changing roles, tracks or courses).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MANDATORY_COURSES } from '../src/lib/content/mandatory-courses'
import { JOB_ROLES, ROLE_TITLES } from '../src/lib/content/roles'
import { TRACKS, tracksForRole } from '../src/lib/content/tracks'
import { loadWhitepaperContent, renderWhitepaper, WHITEPAPER_FILE } from './generate-whitepaper.mjs'

describe('whitepaper generator', async () => {
  // What the generator itself loads when it runs (Vite's module runner on the TypeScript modules).
  const content = await loadWhitepaperContent()
  const model = content.whitepaperModel()

  it('lists the twelve roles in order, each with the tracks the site gives it', () => {
    expect(model.roles.map((role) => role.title)).toEqual([...ROLE_TITLES])
    expect(model.roles.map((role) => role.num)).toEqual(JOB_ROLES.map((role) => role.id))
    for (const role of ROLE_TITLES) {
      const inPaper = model.roles.find((r) => r.title === role)
      expect(inPaper?.tracks, role).toEqual(tracksForRole(role).map(({ id, title }) => ({ id, title })))
    }
  })

  it('lists the eleven tracks with the roles that follow them, and the mandatory courses', () => {
    expect(model.tracks.map(({ id, title, roles }) => ({ id, title, roles }))).toEqual(
      TRACKS.map(({ id, title, roles }) => ({ id, title, roles: [...roles] })),
    )
    expect(model.mandatoryCourses.map((course) => course.title)).toEqual(
      MANDATORY_COURSES.map((course) => course.title),
    )
  })

  it('refuses content it has no words for, rather than leaving it out', () => {
    const facts = { JOB_ROLES, TRACKS, tracksForRole, MANDATORY_COURSES }
    const quantum = { id: 1 as const, title: 'Quantum', description: 'Qubits.', roles: ['Fine Tuner' as const] }
    expect(() => content.whitepaperModel({ ...facts, TRACKS: [...TRACKS, quantum] })).toThrow(
      /track texts: missing Quantum/,
    )
    // A role the site dropped must not live on in the paper.
    expect(() => content.whitepaperModel({ ...facts, JOB_ROLES: JOB_ROLES.slice(1) })).toThrow(
      /role texts: missing -, unknown Fine Tuner/,
    )
  })

  it('is committed as generated from the current content', async () => {
    const { pdf, pages } = await renderWhitepaper(content, model)
    expect(pages).toBe(8)
    expect(
      pdf.equals(readFileSync(WHITEPAPER_FILE)),
      'public/AI_Reskilling_Whitepaper.pdf is stale: run node scripts/generate-whitepaper.mjs',
    ).toBe(true)
  })
})
