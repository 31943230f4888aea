import type { MandatoryCourse } from '../src/lib/content/mandatory-courses'
import type { JobRole, RoleTitle } from '../src/lib/content/roles'
import type { Track, TrackId } from '../src/lib/content/tracks'

export type WhitepaperFacts = {
  JOB_ROLES: readonly JobRole[]
  TRACKS: readonly Track[]
  tracksForRole: (role: RoleTitle) => readonly Track[]
  MANDATORY_COURSES: readonly MandatoryCourse[]
}

export type WhitepaperModel = {
  roles: Array<{ num: string; title: string; text: string; tracks: Array<{ id: TrackId; title: string }> }>
  tracks: Array<{ id: TrackId; title: string; text: string; roles: RoleTitle[] }>
  mandatoryCourses: Array<{ title: string; text: string }>
}

export declare function whitepaperModel(facts: WhitepaperFacts): WhitepaperModel
export declare function renderWhitepaper(model: WhitepaperModel): { pdf: Buffer; pages: number }
export declare function loadFacts(): Promise<WhitepaperFacts>
export declare const WHITEPAPER_FILE: string
