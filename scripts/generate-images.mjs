#!/usr/bin/env node
/**
 * Generates the site's original illustrations into public/images/:
 *   course-fallback.svg      16:9 fallback for course cards without an image
 *   topics/<topic>.svg       12 abstract topic illustrations (320x180)
 *   author.svg               abstract author portrait placeholder
 *   author-qr.svg            QR code to siteConfig.authorSiteUrl (qrcode package)
 *   og-image.png             1200x630 Open Graph card, rasterised from SVG with sharp; its figures
 *                            are counted from the site's lists and recorded in the PNG (og-card.mjs)
 *   plans/<slug>.png         1200x630 share card of each learning plan: its role and its tracks,
 *                            recorded in the PNG too (src/lib/plan-card.ts, og-card.mjs)
 *
 *   node scripts/generate-images.mjs
 *
 * Needs node_modules only (qrcode, Vite; sharp comes with @vite-pwa/assets-generator). The OG image's
 * text uses a system sans-serif font through fontconfig (Liberation Sans / DejaVu Sans on Debian).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { BRAND as C, sparkPath } from './brand-palette.mjs'
import { importSource, root } from './import-source.mjs'
import { loadOgFigures, loadPlanCards, OG_FIGURES_KEYWORD, withPngText } from './og-card.mjs'

const out = join(root, 'public/images')
mkdirSync(join(out, 'topics'), { recursive: true })
mkdirSync(join(out, 'plans'), { recursive: true })

// Brand values are read from the source of truth, so the QR code and the OG card never drift.
const { brand, authorSiteUrl } = (await importSource('src/lib/site-config.ts')).siteConfig
// The OG card's figures are counted from the site's lists, and recorded in the PNG (og-card.mjs).
const ogFigures = await loadOgFigures()

/** Minify an SVG string a little: collapse whitespace between tags and runs of spaces. */
const tidy = (s) =>
  s
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim() + '\n'

/** The shared card frame: navy gradient, faint dot grid, two soft glows; the motif goes on top. */
function card(title, motif, id) {
  return tidy(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="${title}">
<defs>
<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.navy2}"/></linearGradient>
<radialGradient id="${id}g"><stop offset="0" stop-color="#ffa31a" stop-opacity=".35"/><stop offset="1" stop-color="#ffa31a" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}h"><stop offset="0" stop-color="${C.blue}" stop-opacity=".5"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>
<pattern id="${id}d" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r=".9" fill="#fff" fill-opacity=".08"/></pattern>
</defs>
<rect width="320" height="180" fill="url(#${id}b)"/>
<rect width="320" height="180" fill="url(#${id}d)"/>
<circle cx="250" cy="40" r="120" fill="url(#${id}g)"/>
<circle cx="50" cy="170" r="110" fill="url(#${id}h)"/>
${motif}
</svg>`)
}

const star = (cx, cy, r, fill) => `<path d="${sparkPath(cx, cy, r, 0.15)}" fill="${fill}"/>`

const S = `stroke-linecap="round" stroke-linejoin="round"`

const topics = {
  'generative-ai': {
    title: 'Generative AI',
    motif: `
<circle cx="160" cy="90" r="52" fill="none" stroke="${C.blueLight}" stroke-opacity=".35" stroke-dasharray="3 6"/>
<circle cx="160" cy="90" r="78" fill="none" stroke="${C.blueLight}" stroke-opacity=".18"/>
${star(160, 90, 30, C.goldLight)}
<circle cx="212" cy="90" r="7" fill="${C.blueLight}"/>
<rect x="101" y="56" width="13" height="13" rx="2" fill="${C.soft}" transform="rotate(20 107 62)"/>
<path d="M150 150l10-17 10 17z" fill="${C.gold}"/>
<circle cx="226" cy="40" r="4" fill="${C.soft}" fill-opacity=".7"/>
<circle cx="92" cy="132" r="5" fill="${C.goldLight}" fill-opacity=".8"/>
${star(238, 132, 8, C.soft)}`,
  },
  'prompt-engineering': {
    title: 'Prompt engineering',
    motif: `
<rect x="70" y="38" width="180" height="108" rx="10" fill="${C.navy}" stroke="${C.blueLight}" stroke-opacity=".6"/>
<circle cx="84" cy="51" r="3" fill="${C.gold}"/><circle cx="95" cy="51" r="3" fill="${C.mist}" fill-opacity=".5"/><circle cx="106" cy="51" r="3" fill="${C.mist}" fill-opacity=".5"/>
<path d="M86 76l10 8-10 8" fill="none" stroke="${C.goldLight}" stroke-width="3" ${S}/>
<rect x="104" y="81" width="78" height="6" rx="3" fill="${C.soft}"/>
<rect x="186" y="78" width="4" height="12" fill="${C.goldLight}"/>
<rect x="86" y="104" width="120" height="5" rx="2.5" fill="${C.blueLight}" fill-opacity=".7"/>
<rect x="86" y="117" width="92" height="5" rx="2.5" fill="${C.blueLight}" fill-opacity=".45"/>
<rect x="86" y="130" width="106" height="5" rx="2.5" fill="${C.blueLight}" fill-opacity=".3"/>
<path d="M222 104h38a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8h-18l-10 9v-9h-10a8 8 0 0 1-8-8v-18a8 8 0 0 1 8-8z" fill="${C.gold}"/>
${star(245, 121, 8, C.navy)}`,
  },
  agents: {
    title: 'AI agents',
    motif: `
<g fill="none" stroke="${C.blueLight}" stroke-width="2" stroke-opacity=".8" ${S}>
<path d="M160 52 C205 52 226 86 222 112"/><path d="M208 130 C186 150 134 150 112 130"/><path d="M98 112 C94 86 115 52 160 52"/>
</g>
<g fill="${C.blueLight}"><path d="M217 104l5 10 6-9z"/><path d="M120 136l-10-5 1 11z"/><path d="M150 48l11 4-10 6z"/></g>
<circle cx="160" cy="52" r="14" fill="${C.navy}" stroke="${C.gold}" stroke-width="2.5"/><path d="M154 52h12M160 46v12" stroke="${C.gold}" stroke-width="2.5" ${S}/>
<circle cx="222" cy="124" r="14" fill="${C.navy}" stroke="${C.gold}" stroke-width="2.5"/><path d="M216 124l4 4 8-8" fill="none" stroke="${C.gold}" stroke-width="2.5" ${S}/>
<circle cx="98" cy="124" r="14" fill="${C.navy}" stroke="${C.gold}" stroke-width="2.5"/><circle cx="98" cy="124" r="4" fill="${C.gold}"/>
<rect x="140" y="82" width="40" height="34" rx="9" fill="${C.soft}"/>
<circle cx="152" cy="98" r="4" fill="${C.navy}"/><circle cx="168" cy="98" r="4" fill="${C.navy}"/>
<path d="M160 82v-7" stroke="${C.soft}" stroke-width="2.5" ${S}/><circle cx="160" cy="73" r="3" fill="${C.goldLight}"/>
<rect x="150" y="107" width="20" height="3" rx="1.5" fill="${C.blue}"/>`,
  },
  'responsible-ai': {
    title: 'Responsible AI',
    motif: `
<path d="M160 30l52 18v36c0 34-22 56-52 68-30-12-52-34-52-68V48z" fill="${C.navy}" stroke="${C.gold}" stroke-width="3" ${S}/>
<path d="M160 42l40 14v28c0 27-17 45-40 55" fill="${C.blue}" fill-opacity=".35"/>
<path d="M160 64v52M134 72h52" stroke="${C.soft}" stroke-width="3" ${S}/>
<path d="M134 72l-11 24h22zM186 72l-11 24h22z" fill="none" stroke="${C.goldLight}" stroke-width="2" ${S}/>
<path d="M123 96a11 5 0 0 0 22 0zM175 96a11 5 0 0 0 22 0z" fill="${C.goldLight}"/>
<rect x="146" y="114" width="28" height="5" rx="2.5" fill="${C.soft}"/>
<circle cx="160" cy="64" r="4" fill="${C.goldLight}"/>`,
  },
  audits: {
    title: 'AI audits',
    motif: `
<rect x="92" y="30" width="104" height="128" rx="9" fill="${C.soft}"/>
<rect x="122" y="24" width="44" height="14" rx="5" fill="${C.gold}"/>
<g fill="none" stroke="${C.blue}" stroke-width="3" ${S}><path d="M106 60l5 5 9-9"/><path d="M106 88l5 5 9-9"/></g>
<rect x="106" y="112" width="14" height="14" rx="3" fill="none" stroke="${C.mist}" stroke-width="2"/>
<g fill="${C.navy}" fill-opacity=".75"><rect x="130" y="58" width="50" height="5" rx="2.5"/><rect x="130" y="86" width="40" height="5" rx="2.5"/><rect x="130" y="116" width="46" height="5" rx="2.5"/></g>
<g fill="${C.navy}" fill-opacity=".3"><rect x="130" y="68" width="34" height="4" rx="2"/><rect x="130" y="96" width="44" height="4" rx="2"/><rect x="130" y="126" width="28" height="4" rx="2"/></g>
<circle cx="216" cy="112" r="26" fill="${C.navy}" fill-opacity=".55" stroke="${C.goldLight}" stroke-width="5"/>
<path d="M235 131l20 20" stroke="${C.goldLight}" stroke-width="8" ${S}/>
<path d="M204 116l8-10 7 6 9-12" fill="none" stroke="${C.soft}" stroke-width="2.5" ${S}/>`,
  },
  security: {
    title: 'AI security',
    motif: `
<g stroke="${C.blueLight}" stroke-opacity=".55" stroke-width="2" fill="none" ${S}>
<path d="M40 60h50l14 14h22"/><path d="M40 120h46l12-12h28"/><path d="M280 56h-48l-12 16h-26"/><path d="M280 124h-52l-10-12h-24"/>
</g>
<g fill="${C.blueLight}"><circle cx="40" cy="60" r="4"/><circle cx="40" cy="120" r="4"/><circle cx="280" cy="56" r="4"/><circle cx="280" cy="124" r="4"/></g>
<path d="M138 82V66a22 22 0 0 1 44 0v16" fill="none" stroke="${C.soft}" stroke-width="9" ${S}/>
<rect x="124" y="80" width="72" height="66" rx="12" fill="${C.gold}"/>
<rect x="124" y="80" width="72" height="18" rx="9" fill="${C.goldLight}" fill-opacity=".6"/>
<circle cx="160" cy="110" r="8" fill="${C.navy}"/><path d="M160 114v16" stroke="${C.navy}" stroke-width="6" ${S}/>`,
  },
  infrastructure: {
    title: 'AI infrastructure',
    motif: `
<g stroke="${C.mist}" stroke-opacity=".55" stroke-width="3" ${S}>
<path d="M136 46v-14M152 46v-14M168 46v-14M184 46v-14M136 148v-14M152 148v-14M168 148v-14M184 148v-14M114 68h-14M114 84h-14M114 100h-14M114 116h-14M206 68h14M206 84h14M206 100h14M206 116h14"/>
</g>
<rect x="114" y="46" width="92" height="88" rx="12" fill="${C.navy}" stroke="${C.blueLight}" stroke-width="2.5"/>
<rect x="134" y="66" width="52" height="48" rx="6" fill="${C.gold}"/>
<path d="M147 100l13-22 13 22" fill="none" stroke="${C.navy}" stroke-width="4" ${S}/><path d="M152 92h16" stroke="${C.navy}" stroke-width="4" ${S}/>
<g fill="${C.blueLight}" fill-opacity=".6"><rect x="30" y="48" width="44" height="16" rx="4"/><rect x="30" y="70" width="44" height="16" rx="4"/><rect x="30" y="92" width="44" height="16" rx="4"/><rect x="246" y="72" width="44" height="16" rx="4"/><rect x="246" y="94" width="44" height="16" rx="4"/><rect x="246" y="116" width="44" height="16" rx="4"/></g>
<g fill="${C.goldLight}"><circle cx="64" cy="56" r="2.5"/><circle cx="64" cy="78" r="2.5"/><circle cx="64" cy="100" r="2.5"/><circle cx="280" cy="80" r="2.5"/><circle cx="280" cy="102" r="2.5"/><circle cx="280" cy="124" r="2.5"/></g>`,
  },
  ux: {
    title: 'AI user experience',
    motif: `
<rect x="62" y="30" width="196" height="122" rx="10" fill="${C.soft}"/>
<rect x="62" y="30" width="196" height="18" rx="9" fill="${C.mist}"/>
<rect x="62" y="40" width="196" height="8" fill="${C.mist}"/>
<circle cx="74" cy="39" r="3" fill="${C.gold}"/><circle cx="84" cy="39" r="3" fill="${C.navy}" fill-opacity=".3"/>
<rect x="76" y="60" width="76" height="50" rx="6" fill="${C.blue}"/>
<circle cx="100" cy="80" r="9" fill="${C.goldLight}"/><path d="M80 106l22-16 16 10 14-8 16 14z" fill="${C.blueLight}"/>
<g fill="${C.navy}" fill-opacity=".7"><rect x="164" y="62" width="78" height="6" rx="3"/></g>
<g fill="${C.navy}" fill-opacity=".3"><rect x="164" y="76" width="64" height="5" rx="2.5"/><rect x="164" y="88" width="70" height="5" rx="2.5"/></g>
<rect x="164" y="100" width="44" height="12" rx="6" fill="${C.gold}"/>
<g fill="${C.navy}" fill-opacity=".15"><rect x="76" y="122" width="52" height="18" rx="4"/><rect x="134" y="122" width="52" height="18" rx="4"/><rect x="192" y="122" width="52" height="18" rx="4"/></g>
<path d="M214 104l0 34 9-8 6 13 7-3-6-13 12-1z" fill="${C.navy}" stroke="${C.soft}" stroke-width="2" stroke-linejoin="round"/>`,
  },
  creativity: {
    title: 'Creativity with AI',
    motif: `
<circle cx="134" cy="84" r="38" fill="${C.blue}" fill-opacity=".85"/>
<circle cx="180" cy="84" r="38" fill="${C.gold}" fill-opacity=".8"/>
<circle cx="157" cy="118" r="38" fill="${C.blueLight}" fill-opacity=".55"/>
<path d="M56 140c30-44 60 10 96-18s52-70 110-44" fill="none" stroke="${C.soft}" stroke-width="4" ${S}/>
<circle cx="262" cy="78" r="6" fill="${C.soft}"/>
${star(236, 40, 12, C.goldLight)}
${star(76, 48, 7, C.soft)}`,
  },
  data: {
    title: 'Data for AI',
    motif: `
<path d="M60 150h200" stroke="${C.mist}" stroke-opacity=".5" stroke-width="2"/>
<g fill="${C.blue}"><rect x="70" y="112" width="20" height="38" rx="3"/><rect x="98" y="92" width="20" height="58" rx="3"/><rect x="126" y="100" width="20" height="50" rx="3"/></g>
<rect x="154" y="66" width="20" height="84" rx="3" fill="${C.gold}"/>
<path d="M72 96l28-22 28 8 34-30" fill="none" stroke="${C.goldLight}" stroke-width="2.5" stroke-dasharray="1 6" ${S}/>
<g transform="translate(198 58)">
<path d="M0 10v64c0 7 14 12 32 12s32-5 32-12V10" fill="${C.navy}" stroke="${C.blueLight}" stroke-width="2.5"/>
<path d="M0 32c0 7 14 12 32 12s32-5 32-12M0 54c0 7 14 12 32 12s32-5 32-12" fill="none" stroke="${C.blueLight}" stroke-width="2.5"/>
<ellipse cx="32" cy="10" rx="32" ry="12" fill="${C.soft}"/>
</g>
<g fill="${C.soft}" fill-opacity=".75"><circle cx="84" cy="50" r="3"/><circle cx="104" cy="38" r="3"/><circle cx="126" cy="46" r="3"/><circle cx="146" cy="30" r="3"/></g>`,
  },
  leadership: {
    title: 'AI leadership',
    motif: `
<path d="M50 156h50v-28h50v-28h50v-28h50" fill="none" stroke="${C.blueLight}" stroke-width="3" ${S}/>
<path d="M50 156h50v-28h50v-28h50v-28h50v84H50z" fill="${C.blue}" fill-opacity=".3"/>
<path d="M236 72V28" stroke="${C.soft}" stroke-width="3" ${S}/>
<path d="M236 28h28l-7 9 7 9h-28z" fill="${C.gold}"/>
<circle cx="200" cy="44" r="9" fill="${C.goldLight}"/>
<path d="M184 72c0-12 7-18 16-18s16 6 16 18z" fill="${C.goldLight}"/>
<g fill="${C.soft}" fill-opacity=".7"><circle cx="125" cy="90" r="7"/><path d="M113 100c0-9 5-13 12-13s12 4 12 13z"/><circle cx="75" cy="118" r="7"/><path d="M63 128c0-9 5-13 12-13s12 4 12 13z"/></g>`,
  },
  strategy: {
    title: 'AI strategy',
    motif: `
<path d="M40 150C90 150 70 100 120 100s40-46 86-46" fill="none" stroke="${C.soft}" stroke-opacity=".7" stroke-width="3" stroke-dasharray="2 8" ${S}/>
<g fill="${C.navy}" stroke="${C.blueLight}" stroke-width="2.5"><circle cx="40" cy="150" r="7"/><circle cx="120" cy="100" r="7"/></g>
<circle cx="120" cy="100" r="3" fill="${C.blueLight}"/>
<circle cx="238" cy="58" r="40" fill="${C.navy}" stroke="${C.soft}" stroke-width="3"/>
<circle cx="238" cy="58" r="27" fill="none" stroke="${C.blueLight}" stroke-width="6"/>
<circle cx="238" cy="58" r="12" fill="${C.gold}"/>
<path d="M170 112l56-44" stroke="${C.goldLight}" stroke-width="4" ${S}/>
<path d="M234 62l-19 3 8 8z" fill="${C.goldLight}" stroke="${C.goldLight}" stroke-width="3" ${S}/>`,
  },
}

function write(rel, data) {
  writeFileSync(join(out, rel), data)
  console.log(`${String(Buffer.byteLength(data)).padStart(7)}  public/images/${rel}`)
}

for (const [slug, { title, motif }] of Object.entries(topics)) {
  const svgText = card(title, motif, slug.slice(0, 2))
  if (Buffer.byteLength(svgText) > 6144) throw new Error(`${slug}.svg is over 6 KB`)
  write(`topics/${slug}.svg`, svgText)
}

// ---- course-fallback.svg and author.svg, drawn by hand.
const pictures = {
  // Layered hills, a rising path and a spark; no text.
  'course-fallback.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="Course">
<defs>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.navy2}"/></linearGradient>
<radialGradient id="g"><stop offset="0" stop-color="#ffa31a" stop-opacity=".5"/><stop offset="1" stop-color="#ffa31a" stop-opacity="0"/></radialGradient>
</defs>
<rect width="320" height="180" fill="url(#s)"/>
<circle cx="236" cy="62" r="80" fill="url(#g)"/>
<circle cx="236" cy="62" r="18" fill="${C.goldLight}"/>
<path d="M0 132 60 96l44 24 62-48 54 36 50-30 50 30v72H0z" fill="${C.blue}" fill-opacity=".45"/>
<path d="M0 150l72-30 52 18 70-40 58 30 68-26v78H0z" fill="${C.blue}"/>
<path d="M0 166l90-20 70 12 80-22 80 14v30H0z" fill="${C.navy}"/>
<path d="M40 160 96 134l44 10 64-44 50 8" fill="none" stroke="${C.goldLight}" stroke-width="3" stroke-dasharray="1 7" stroke-linecap="round"/>
${star(258, 108, 9, C.soft)}
</svg>`,
  // Abstract portrait placeholder (geometric head and shoulders, gold orbit).
  'author.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="Author portrait">
<defs>
<linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy2}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient>
<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.blueLight}"/><stop offset="1" stop-color="${C.blue}"/></linearGradient>
<clipPath id="c"><circle cx="120" cy="120" r="112"/></clipPath>
</defs>
<circle cx="120" cy="120" r="120" fill="${C.gold}"/>
<circle cx="120" cy="120" r="112" fill="url(#a)"/>
<g clip-path="url(#c)">
<circle cx="180" cy="62" r="70" fill="${C.blue}" fill-opacity=".25"/>
<path d="M44 240c0-52 34-84 76-84s76 32 76 84z" fill="url(#b)"/>
<path d="M104 158l16 26 16-26" fill="${C.soft}"/>
<path d="M120 184l-8 56h16z" fill="${C.gold}"/>
<path d="M74 108c0-34 20-52 46-52s46 18 46 52v34c0 10-8 14-18 14H92c-10 0-18-4-18-14z" fill="#2b4470"/>
<circle cx="120" cy="106" r="36" fill="${C.soft}"/>
<path d="M82 100c2-24 18-38 38-38 22 0 38 16 38 36-22 0-40-8-50-22-6 12-14 20-26 24z" fill="#2b4470"/>
</g>
<path d="M196 40q3 18 20 20-17 2-20 20-3-18-20-20 17-2 20-20z" fill="${C.goldLight}"/>
</svg>`,
}
for (const [file, svgText] of Object.entries(pictures)) write(file, tidy(svgText))

// ---- author-qr.svg: QR code to the author's site.
const qr = await QRCode.toString(authorSiteUrl, {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 2,
  color: { dark: C.navy, light: '#ffffff' },
})
write('author-qr.svg', qr.replace('<svg ', `<svg role="img" aria-label="QR code: ${authorSiteUrl}" `).trim() + '\n')

// ---- og-image.png: 1200x630 Open Graph card.
// The logo mark (public/icons/icon.svg), drawn in the top left corner.
const icon = readFileSync(join(root, 'public/icons/icon.svg')).toString('base64')
const font = `font-family="Liberation Sans, Arimo, DejaVu Sans, Helvetica, Arial, sans-serif"`
const rand = (() => {
  let a = 42
  return () => (a = (a * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
})()
let constellation = ''
const pts = Array.from({ length: 26 }, () => [700 + rand() * 480, 40 + rand() * 560])
for (let i = 0; i < pts.length; i++)
  for (let j = i + 1; j < pts.length; j++) {
    const d = Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1])
    if (d < 150)
      constellation += `<line x1="${pts[i][0] | 0}" y1="${pts[i][1] | 0}" x2="${pts[j][0] | 0}" y2="${pts[j][1] | 0}" stroke="${C.gold}" stroke-opacity="${(0.5 * (1 - d / 150)).toFixed(2)}" stroke-width="1.5"/>`
  }
constellation += pts
  .map(([x, y], i) => `<circle cx="${x | 0}" cy="${y | 0}" r="${i % 4 ? 3 : 5}" fill="${C.goldLight}"/>`)
  .join('')
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1624"/><stop offset=".6" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.navy2}"/></linearGradient>
<radialGradient id="gl"><stop offset="0" stop-color="#ffa31a" stop-opacity=".35"/><stop offset="1" stop-color="#ffa31a" stop-opacity="0"/></radialGradient>
<radialGradient id="bl"><stop offset="0" stop-color="${C.blue}" stop-opacity=".5"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="960" cy="560" r="420" fill="url(#gl)"/>
<circle cx="120" cy="40" r="380" fill="url(#bl)"/>
${constellation}
<image x="80" y="84" width="96" height="96" href="data:image/svg+xml;base64,${icon}"/>
<text x="196" y="146" ${font} font-size="40" font-weight="700" fill="${C.soft}">${brand}</text>
<text x="80" y="300" ${font} font-size="76" font-weight="700" fill="#ffffff">AI is the new</text>
<text x="80" y="386" ${font} font-size="76" font-weight="700" fill="${C.gold}">Gold Rush</text>
<text x="80" y="458" ${font} font-size="30" fill="${C.mist}">Personalized and continuous AI reskilling journeys</text>
<rect x="80" y="510" width="520" height="2" fill="${C.gold}" fill-opacity=".6"/>
<text x="80" y="556" ${font} font-size="24" font-weight="700" fill="${C.soft}" letter-spacing="1">${ogFigures}</text>
</svg>`
const png = withPngText(
  await sharp(Buffer.from(og))
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: 0.6 })
    .toBuffer(),
  OG_FIGURES_KEYWORD,
  ogFigures,
)
if (png.length > 120 * 1024) throw new Error(`og-image.png is ${png.length} bytes (> 120 KB)`)
write('og-image.png', png)

// ---- plans/<slug>.png: each learning plan's 1200x630 share card, flat colours so the palette PNG stays small.
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const fontNames = 'Liberation Sans,Arimo,DejaVu Sans'
/** The width of a line in the card's font at `size` px, as Pango (which librsvg draws text with) sets it. */
async function textWidth(text, size, bold) {
  const { info } = await sharp({
    text: { text: escapeXml(text), font: `${fontNames}${bold ? ' Bold' : ''} ${size}`, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return info.width
}
const planCards = await loadPlanCards()
// A card whose outcome is gone would still be served: remove it.
for (const file of readdirSync(join(out, 'plans')))
  if (!planCards.some((card) => card.file === `public/images/plans/${file}`)) rmSync(join(out, 'plans', file))
for (const { outcome, tracks, file, text } of planCards) {
  // The role on one line: as large as fits the card's width, up to 80 px.
  const roleSize = Math.min(80, Math.floor((1040 * 100) / (await textWidth(outcome, 100, true))))
  const rows = Math.ceil(tracks.length / 2)
  for (const track of tracks)
    if ((await textWidth(track, 30, false)) > 470) throw new Error(`${file}: "${track}" is too wide for its column`)
  // Two columns, read down the first, then the second.
  const list = tracks
    .map((track, i) => {
      const x = 80 + Math.floor(i / rows) * 560
      const y = 452 + (i % rows) * 58
      return `${star(x + 12, y - 10, 12, C.gold)}<text x="${x + 40}" y="${y}" ${font} font-size="30" fill="${C.soft}">${escapeXml(track)}</text>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${C.navy}"/>
<circle cx="1130" cy="70" r="250" fill="${C.navy2}"/>
<circle cx="1190" cy="640" r="110" fill="${C.blue}" fill-opacity=".35"/>
<rect width="16" height="630" fill="${C.gold}"/>
<image x="80" y="60" width="72" height="72" href="data:image/svg+xml;base64,${icon}"/>
<text x="170" y="108" ${font} font-size="34" font-weight="700" fill="${C.soft}">${brand}</text>
<text x="80" y="218" ${font} font-size="26" font-weight="700" fill="${C.gold}" letter-spacing="3">LEARNING PLAN</text>
<text x="80" y="${218 + 16 + roleSize}" ${font} font-size="${roleSize}" font-weight="700" fill="#ffffff">${escapeXml(outcome)}</text>
<rect x="80" y="340" width="140" height="4" fill="${C.gold}"/>
<text x="80" y="392" ${font} font-size="26" fill="${C.mist}">${tracks.length > 1 ? 'Reskilling tracks' : 'Reskilling track'}</text>
${list}
</svg>`
  const png = withPngText(
    await sharp(Buffer.from(svg))
      .png({ palette: true, colours: 64, effort: 10, compressionLevel: 9, dither: 0 })
      .toBuffer(),
    OG_FIGURES_KEYWORD,
    text,
  )
  if (png.length > 60 * 1024) throw new Error(`${file} is ${png.length} bytes (> 60 KB)`)
  write(file.replace('public/images/', ''), png)
}
