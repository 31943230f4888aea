#!/usr/bin/env node
/**
 * Writes public/AI_Reskilling_Whitepaper.pdf: an original, multi-page whitepaper on AI reskilling.
 *
 *   node scripts/generate-whitepaper.mjs
 *
 * The words are in src/lib/content/whitepaper.ts, which takes the roles, tracks and mandatory
 * courses from the site's content modules; this script loads it through Vite's module runner and
 * draws it with pdfkit (standard Helvetica fonts, A4). The output is deterministic (fixed dates, so
 * a fixed document ID): scripts/generate-whitepaper.test.ts fails when the committed PDF is not what
 * this script makes from the current content. Writes the file only when its bytes change. Check the
 * result with poppler-utils: pdfinfo, pdftoppm -png -r 50.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { fileURLToPath } from 'node:url'
import PDFKit from 'pdfkit'
import { BRAND, sparkPath } from './brand-palette.mjs'
import { importSource, root } from './import-source.mjs'

export const WHITEPAPER_FILE = join(root, 'public/AI_Reskilling_Whitepaper.pdf')

/** src/lib/content/whitepaper.ts, with the site modules it imports. */
export const loadWhitepaperContent = () => importSource('src/lib/content/whitepaper.ts')

const COL = { ...BRAND, goldInk: '#6b4e00', inkSoft: '#3a4a5c', white: '#ffffff' }
const FONT = { R: 'Helvetica', B: 'Helvetica-Bold', I: 'Helvetica-Oblique' }
// A4 in points; y runs down from the top of the page, as in pdfkit.
const PW = 595.28
const PH = 841.89
const ML = 66
const TW = PW - 2 * ML
const TOP = 72
const LIMIT = PH - 78 // where the text of a page ends
const ASCENT = 0.718 // Helvetica's ascender: a line's baseline lies ASCENT * size below its top

/** "**bold** and _italic_" -> runs [{text, font}] */
function parseRuns(src, base = FONT.R) {
  return src
    .split(/(\*\*.+?\*\*|_.+?_)/)
    .filter(Boolean)
    .map((text) => {
      if (text.startsWith('**')) return { text: text.slice(2, -2), font: FONT.B }
      if (/^_.+_$/.test(text)) return { text: text.slice(1, -1), font: FONT.I }
      return { text, font: base }
    })
}

/**
 * The PDF for the whitepaper content (deterministic: the same content gives the same bytes).
 * `content` is what loadWhitepaperContent returns; `model` defaults to the site's current facts.
 */
export async function renderWhitepaper({ WHITEPAPER, whitepaperBlocks, whitepaperModel }, model = whitepaperModel()) {
  const { brand } = WHITEPAPER
  const date = new Date(Date.UTC(WHITEPAPER.year, 0, 5, 9))
  const doc = new PDFKit({
    size: 'A4',
    margins: { top: TOP, bottom: PH - LIMIT, left: ML, right: ML },
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: WHITEPAPER.title,
      Author: brand,
      Subject: WHITEPAPER.subject,
      Keywords: WHITEPAPER.keywords,
      Creator: 'scripts/generate-whitepaper.mjs',
      CreationDate: date,
      ModDate: date,
    },
  })
  // The document is a stream of its bytes: read to the end once doc.end() is called.
  const pdf = buffer(doc)

  /** One line of text with its baseline at y; `anchor` 0.5 centres it on x, 1 ends it at x. */
  const label = (str, x, y, font, size, color, anchor = 0) => {
    doc.font(font).fontSize(size).fillColor(color)
    doc.text(str, x - anchor * doc.widthOfString(str), y, { lineBreak: false, baseline: 'alphabetic' })
  }
  /** Wrapped rich text from the top-left corner (x, y); leaves doc.y under its last line. */
  const rich = (src, x, y, width, size, lead, color, base) => {
    const runs = parseRuns(src, base)
    doc.fontSize(size).fillColor(color)
    doc.x = x
    doc.y = y
    const lineGap = lead - doc.font(base ?? FONT.R).currentLineHeight(true)
    runs.forEach((run, i) => doc.font(run.font).text(run.text, { width, lineGap, continued: i < runs.length - 1 }))
  }
  const height = (src, width, size, lead, font = FONT.R) => {
    doc.font(font).fontSize(size)
    return doc.heightOfString(src.replace(/\*\*|_/g, ''), { width, lineGap: lead - doc.currentLineHeight(true) })
  }
  /** The logo's four-pointed spark. */
  const spark = (cx, cy, r, color) => doc.path(sparkPath(cx, cy, r, 0.16)).fill(color)
  const ensure = (h) => doc.y + h > LIMIT && doc.addPage()

  const blocks = whitepaperBlocks(model)

  /* ---------- cover */
  doc.addPage()
  const band = 520
  doc.rect(0, 0, PW, band).fill(COL.navy)
  doc.save().rect(0, 0, PW, band).clip() // keep the shapes inside the band
  doc.circle(PW - 40, band - 20, 230).fill(COL.navy2)
  doc
    .fillOpacity(0.35)
    .circle(PW - 70, band - 60, 150)
    .fill(COL.blue)
  doc.fillOpacity(0.2).circle(70, 30, 120).fill(COL.blue)
  doc.fillOpacity(1)
  // constellation of gold points
  const pts = [
    [360, 640],
    [410, 700],
    [470, 668],
    [520, 742],
    [455, 772],
    [395, 810],
    [540, 640],
    [300, 720],
  ].map(([x, y]) => [x, PH - y])
  doc.lineCap('round').lineJoin('round').lineWidth(0.8).strokeColor(COL.gold).strokeOpacity(0.45)
  for (const [first, ...rest] of [
    [0, 1, 2, 3, 4, 5],
    [2, 6],
    [1, 7],
    [1, 4],
  ]) {
    doc.moveTo(...pts[first])
    rest.forEach((i) => doc.lineTo(...pts[i]))
    doc.stroke()
  }
  pts.forEach(([x, y], i) => doc.circle(x, y, i % 3 ? 2.4 : 3.6).fill(COL.goldLight))
  // rising path (the logo's motif)
  doc.strokeOpacity(1).lineWidth(9)
  doc.path(`M${ML + 8} ${PH - 360}L150 ${PH - 420}L205 ${PH - 394}L292 ${PH - 462}`).stroke()
  spark(308, PH - 480, 16, COL.goldLight)
  doc.circle(ML + 8, PH - 360, 8).fill(COL.blueLight)
  doc.restore()

  label(brand.toUpperCase(), ML, 86, FONT.B, 12, COL.goldLight)
  label(WHITEPAPER.coverKind, ML, 104, FONT.R, 9, COL.mist)
  label(WHITEPAPER.coverTitle, ML, PH - 640, FONT.B, 40, COL.white)
  label(WHITEPAPER.coverSubtitle, ML, PH - 596, FONT.B, 26, COL.goldLight)
  rich(WHITEPAPER.coverSummary, ML, PH - 560 - ASCENT * 12, 300, 12, 17, COL.mist)
  // lower half: contents
  label(WHITEPAPER.contents, ML, PH - 268, FONT.B, 12, COL.navy)
  doc.rect(ML, PH - 260, 36, 2).fill(COL.gold)
  blocks
    .filter((b) => b.t === 'h1')
    .forEach((b, i) => {
      const x = ML + (i < 5 ? 0 : 236)
      const y = PH - 236 + (i % 5) * 20
      label(String(i + 1).padStart(2, '0'), x, y, FONT.B, 9.5, COL.goldInk)
      label(b.text, x + 20, y, FONT.R, 9.5, COL.navy)
    })
  doc.rect(ML, PH - 104.8, TW, 0.8).fill(COL.mist)
  label(WHITEPAPER.edition, ML, PH - 84, FONT.B, 9, COL.navy)
  label(WHITEPAPER.courseSite, PW - ML, PH - 84, FONT.R, 9, COL.inkSoft, 1)

  /* ---------- body */
  doc.addPage()
  let section = 0
  blocks.forEach((b, i) => {
    const next = blocks[i + 1]
    const top = doc.y
    switch (b.t) {
      case 'h1': {
        section++
        // keep the heading with at least four lines of what follows
        const keep = next?.t === 'stat' ? 150 : 4 * 15.2
        if (section > 1) {
          if (top + 40 + keep > LIMIT) doc.addPage()
          else doc.y += 14
        }
        const y = doc.y
        label(String(section).padStart(2, '0'), ML, y + 17, FONT.B, 17, COL.gold)
        label(b.text, ML + 30, y + 17, FONT.B, 17, COL.navy)
        // pdfkit measures an outline entry's left from the right edge
        doc.outline.addItem(`${section}. ${b.text}`, { top: y - 6, left: PW })
        doc.rect(ML, y + 23.8, 42, 2.2).fill(COL.gold)
        doc.rect(ML + 42, y + 24.6, TW - 42, 0.8).fill(COL.mist)
        doc.y = y + 42
        break
      }
      case 'p':
        // no single orphan line at the bottom of a page
        ensure(2 * 15.2)
        rich(b.text, ML, doc.y, TW, 10.2, 15.2, COL.navy)
        doc.y += 7
        break
      case 'h2':
        ensure(11.5 + 10 + 3 * 15.2)
        label(b.text, ML, doc.y + 6 + 11.5, FONT.B, 11.5, COL.navy)
        doc.y = top + 6 + 11.5 + 8
        break
      case 'bullets':
      case 'numbered':
        b.items.forEach((item, n) => {
          ensure(2 * 15.2)
          const y = doc.y
          const baseline = y + ASCENT * 10.2
          if (b.t === 'bullets') doc.circle(ML + 6, baseline - 3.3, 2.2).fill(COL.gold)
          else label(`${n + 1}.`, ML, baseline, FONT.B, 10.2, COL.blue)
          rich(item, ML + 20, y, TW - 22, 10.2, 15.2, COL.navy)
          doc.y += 3
        })
        doc.y += 6
        break
      case 'role': {
        // a role stays on one page with its tracks
        ensure(18 + height(b.text, TW - 44, 9.8, 14.2) + height(b.tracks, TW - 44, 9.8, 14.2) + 8)
        const y = doc.y
        doc.roundedRect(ML, y, 32, 28, 5).fill(COL.navy)
        label(b.num, ML + 16, y + 18.5, FONT.B, 12, COL.goldLight, 0.5)
        label(b.title, ML + 44, y + 11.5, FONT.B, 11.5, COL.blue)
        rich(b.text, ML + 44, y + 17.5, TW - 44, 9.8, 14.2, COL.inkSoft)
        rich(b.tracks, ML + 44, doc.y, TW - 44, 9.8, 14.2, COL.navy)
        doc.y += 8
        break
      }
      case 'track': {
        ensure(height(b.text, TW - 36, 10.2, 15.2))
        const y = doc.y
        const first = b.num === '0'
        const baseline = y + ASCENT * 10.2
        doc.roundedRect(ML, baseline - 11.7, 24, 16, 8).fill(first ? COL.gold : COL.soft)
        label(b.num, ML + 12, baseline + 0.3, FONT.B, 9.5, first ? COL.navy : COL.blue, 0.5)
        rich(b.text, ML + 36, y, TW - 36, 10.2, 15.2, COL.navy)
        doc.y += next?.t === 'track' ? 3 : 9
        break
      }
      case 'stat': {
        const textH = height(b.text, TW - 150, 11, 16)
        const h = Math.max(80, textH + 30)
        ensure(h + 12)
        const y = doc.y
        doc.roundedRect(ML, y, TW, h, 10).fill(COL.navy)
        doc.rect(ML, y, 6, h).fill(COL.gold)
        label(b.big, ML + 24, y + h / 2 + 14, FONT.B, 40, COL.goldLight)
        rich(b.text, ML + 130, y + (h - textH) / 2, TW - 150, 11, 16, COL.white)
        doc.y = y + h + 16
        break
      }
      case 'cta': {
        const titleH = height(b.title, TW - 90, 14, 19, FONT.B)
        const h = 34 + titleH + height(b.text, TW - 48, 10.2, 15) + 8
        ensure(h + 18)
        const y = doc.y + 8
        doc.roundedRect(ML, y, TW, h, 12).fill(COL.soft)
        doc.rect(ML, y, TW, 4).fill(COL.gold)
        spark(ML + TW - 30, y + 30, 10, COL.gold)
        rich(b.title, ML + 24, y + 24, TW - 90, 14, 19, COL.navy, FONT.B)
        rich(b.text, ML + 24, y + 28 + titleH, TW - 48, 10.2, 15, COL.inkSoft)
        doc.y = y + h + 10
        break
      }
      default:
        throw new Error(`unknown block ${b.t}`)
    }
  })

  // headers and footers on content pages
  const { count } = doc.bufferedPageRange()
  for (let i = 1; i < count; i++) {
    doc.switchToPage(i)
    label(brand, ML, 44, FONT.B, 8.5, COL.blue)
    label(WHITEPAPER.header, ML + doc.widthOfString(brand) + 6, 44, FONT.R, 8.5, COL.inkSoft)
    spark(PW - ML - 5, 41, 5, COL.gold)
    doc.rect(ML, 53.4, TW, 0.6).fill(COL.mist)
    doc.rect(ML, PH - 52.6, TW, 0.6).fill(COL.mist)
    label(WHITEPAPER.copyright, ML, PH - 38, FONT.R, 8, COL.inkSoft)
    label(`Page ${i + 1} of ${count}`, PW - ML, PH - 38, FONT.R, 8, COL.inkSoft, 1)
  }
  doc.end()
  return { pdf: await pdf, pages: count }
}

async function main() {
  const { pdf, pages } = await renderWhitepaper(await loadWhitepaperContent())
  const unchanged = existsSync(WHITEPAPER_FILE) && readFileSync(WHITEPAPER_FILE).equals(pdf)
  if (!unchanged) writeFileSync(WHITEPAPER_FILE, pdf)
  console.log(`${WHITEPAPER_FILE}: ${pages} pages, ${pdf.length} bytes${unchanged ? ' (unchanged)' : ''}`)
}

// Run as a script; imported (by its test), it only exports.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
