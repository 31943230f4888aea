/**
 * The Open Graph card's line of figures ("12 NEW AI ROLES  ·  11 TRACKS  ·  51 COURSES"), counted
 * from the lists it counts, and the PNG text that records it in public/images/og-image.png:
 * generate-images.mjs draws the line and writes the text, and og-card.test.ts fails when the
 * committed card no longer shows what the lists hold (a course added, say). The card's pixels
 * depend on the system's fonts, so the text, not the bytes, is what is compared. Each learning
 * plan's card (public/images/plans/<slug>.png, src/lib/plan-card.ts) records its role and tracks
 * the same way.
 */
import { crc32 } from 'node:zlib'
import { importSource } from './import-source.mjs'

/** The PNG text keyword under which the card records its figures. */
export const OG_FIGURES_KEYWORD = 'Description'

/** The card's figures, read from the site's own lists. */
export async function loadOgFigures() {
  const [{ ROLE_TITLES }, { TRACKS }, { SELF_PACED_COURSES }] = await Promise.all([
    importSource('src/lib/content/outcomes.ts'),
    importSource('src/lib/content/tracks.ts'),
    importSource('src/features/catalogue/self-paced-courses.ts'),
  ])
  return `${ROLE_TITLES.length} NEW AI ROLES  ·  ${TRACKS.length} TRACKS  ·  ${SELF_PACED_COURSES.length} COURSES`
}

/**
 * Every outcome's plan card: its role, its track labels, its file under public/ and the text it
 * records (under OG_FIGURES_KEYWORD), from the same modules the plan page reads.
 */
export async function loadPlanCards() {
  const [{ OUTCOMES }, { planCardPath, planCardText, planCardTracks }] = await Promise.all([
    importSource('src/lib/content/outcomes.ts'),
    importSource('src/lib/plan-card.ts'),
  ])
  return OUTCOMES.map((outcome) => ({
    outcome,
    tracks: planCardTracks(outcome),
    file: `public${planCardPath(outcome)}`,
    text: planCardText(outcome),
  }))
}

const SIGNATURE_BYTES = 8

/** A PNG's width and height, from its header chunk (IHDR, right after the signature). */
export function pngSize(png) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  if (png.length < 24 || !png.subarray(0, SIGNATURE_BYTES).equals(signature)) return null
  if (png.toString('latin1', SIGNATURE_BYTES + 4, SIGNATURE_BYTES + 8) !== 'IHDR') return null
  return { width: png.readUInt32BE(SIGNATURE_BYTES + 8), height: png.readUInt32BE(SIGNATURE_BYTES + 12) }
}

/** The PNG with a tEXt chunk `keyword`: `text` (Latin-1) right after its header chunk. */
export function withPngText(png, keyword, text) {
  const type = Buffer.from('tEXt', 'latin1')
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')])
  const chunk = Buffer.alloc(12 + data.length)
  chunk.writeUInt32BE(data.length, 0)
  type.copy(chunk, 4)
  data.copy(chunk, 8)
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length)
  const afterHeader = SIGNATURE_BYTES + 12 + png.readUInt32BE(SIGNATURE_BYTES)
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)])
}

/** The tEXt chunks of a PNG, keyword → text. */
export function pngText(png) {
  const texts = {}
  for (let at = SIGNATURE_BYTES; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    if (type === 'tEXt') {
      const data = png.subarray(at + 8, at + 8 + length)
      const end = data.indexOf(0)
      texts[data.toString('latin1', 0, end)] = data.toString('latin1', end + 1)
    }
    at += 12 + length
  }
  return texts
}
