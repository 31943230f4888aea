/**
 * The share image of each learning plan: a 1200x630 PNG per outcome, `/images/plans/<slug>.png`,
 * naming the role and its tracks. scripts/generate-images.mjs draws it and records `planCardText`
 * in it, the plan route's head names it (og:image, twitter:image, its alt text) and the Share
 * button attaches it, all from here (docs/common-changes.md (Share images)).
 */
import type { Outcome } from './content/outcomes'
import { trackLabel, tracksForOutcome } from './content/tracks'
import { outcomeSlug } from './outcome-links'

/** The size link previews ask for (Open Graph's large image). */
export const PLAN_CARD_WIDTH = 1200
export const PLAN_CARD_HEIGHT = 630

export const planCardPath = (outcome: Outcome): string => `/images/plans/${outcomeSlug(outcome)}.png`

/** The track labels the card lists, in track order. */
export const planCardTracks = (outcome: Outcome): string[] => tracksForOutcome(outcome).map(trackLabel)

/** What the card shows, in words: its alt text, and the text the PNG records to be checked against. */
export const planCardText = (outcome: Outcome): string =>
  `Learning plan: ${outcome}. Tracks: ${planCardTracks(outcome).join(', ')}.`
