#!/usr/bin/env node
/**
 * Renders the frames of one hero video as raw RGB24 to stdout (piped into ffmpeg by
 * scripts/generate-media.sh) and writes its poster (frame 0) as WebP and AVIF, each also 768 px wide.
 *
 *   node scripts/generate-media-frames.mjs <home|ecosystem|reskilling> <poster.webp> > frames.rgb
 *
 * Every moving thing is a periodic function of the loop phase (integer frequencies), so the last
 * frame flows straight into the first: the loop is seamless. Randomness is seeded, so the output is
 * reproducible. Each frame is an SVG rasterised by sharp (librsvg).
 */
import sharp from 'sharp'
import { BRAND } from './brand-palette.mjs'

export const W = 1280
export const H = 720
export const FPS = 24
export const SECONDS = 8
const FRAMES = FPS * SECONDS
const TAU = Math.PI * 2

const { navy: NAVY, gold: GOLD, goldLight: GOLD_LIGHT, blue: BLUE, blueLight: BLUE_LIGHT } = BRAND

/** Small deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const f = (n) => n.toFixed(1)
const f2 = (n) => n.toFixed(3)

/** One frame: the background, the shared gradients and the scene's own (`extraDefs`), `body`, a vignette on top. */
const svg = (body, extraDefs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>
  <radialGradient id="glowGold"><stop offset="0" stop-color="${GOLD_LIGHT}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${GOLD}" stop-opacity="0.35"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowBlue"><stop offset="0" stop-color="${BLUE_LIGHT}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${BLUE}" stop-opacity="0.35"/><stop offset="1" stop-color="${BLUE}" stop-opacity="0"/></radialGradient>
  <radialGradient id="hazeGold"><stop offset="0" stop-color="#ffa31a" stop-opacity="0.28"/><stop offset="1" stop-color="#ffa31a" stop-opacity="0"/></radialGradient>
  <radialGradient id="hazeBlue"><stop offset="0" stop-color="${BLUE}" stop-opacity="0.45"/><stop offset="1" stop-color="${BLUE}" stop-opacity="0"/></radialGradient>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1624"/><stop offset="0.55" stop-color="${NAVY}"/><stop offset="1" stop-color="#13294a"/></linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#050b14" stop-opacity="0"/><stop offset="1" stop-color="#050b14" stop-opacity="0.55"/></radialGradient>
  ${extraDefs}
</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${body}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`

function haze(cx, cy, r, id) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.7)}" fill="url(#${id})"/>`
}

/** Where a node of the home scene is at loop phase p. */
const at = (nd, p) => [nd.x + nd.ax * Math.sin(nd.fx * p + nd.px), nd.y + nd.ay * Math.sin(nd.fy * p + nd.py)]

function network(points, maxDist, color, baseOpacity, width = 1.2) {
  let out = ''
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [x1, y1] = points[i]
      const [x2, y2] = points[j]
      const d = Math.hypot(x2 - x1, y2 - y1)
      const o = baseOpacity * (1 - d / maxDist) ** 1.5
      if (d < maxDist && o > 0.02) {
        out += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${color}" stroke-opacity="${f2(o)}" stroke-width="${width}"/>`
      }
    }
  }
  return out
}

/* ------------------------------------------------------------------ home: the gold rush */
function sceneHome() {
  const rand = rng(2026)
  // Nodes moving on small Lissajous orbits with integer frequencies (period = the loop).
  const nodes = Array.from({ length: 46 }, () => ({
    x: -40 + rand() * (W + 80),
    y: -40 + rand() * (H + 80),
    ax: 34 * (0.4 + rand() * 0.6),
    ay: 34 * (0.4 + rand() * 0.6),
    fx: 1 + Math.floor(rand() * 2),
    fy: 1 + Math.floor(rand() * 2),
    px: rand() * TAU,
    py: rand() * TAU,
    r: 1.6 + rand() * 2.2,
    tw: rand() * TAU,
  }))
  const dust = Array.from({ length: 90 }, () => ({
    x: rand() * W,
    y0: rand(),
    k: rand() < 0.7 ? 1 : 2, // whole climbs per loop keep the loop seamless
    sway: 6 + rand() * 18,
    sp: rand() * TAU,
    r: 0.8 + rand() ** 2 * 3.2,
    tw: rand() * TAU,
    bright: 0.35 + rand() * 0.65,
  }))
  return (p) => {
    let body = ''
    body += haze(W * 0.78 + 60 * Math.cos(p), H * 0.95 + 30 * Math.sin(p), 620, 'hazeGold')
    body += haze(W * 0.12 + 50 * Math.sin(p), H * 0.1 + 40 * Math.cos(p), 520, 'hazeBlue')
    const pts = nodes.map((nd) => at(nd, p))
    body += network(pts, 210, GOLD, 0.42)
    pts.forEach(([x, y], i) => {
      const nd = nodes[i]
      const o = 0.55 + 0.45 * Math.sin(p * 2 + nd.tw)
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(nd.r * 5)}" fill="url(#glowGold)" fill-opacity="${f2(o * 0.5)}"/>`
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(nd.r)}" fill="${GOLD_LIGHT}" fill-opacity="${f2(0.5 + o * 0.5)}"/>`
    })
    // rising gold dust
    const span = H + 60
    for (const d of dust) {
      const y = ((((d.y0 - (d.k * p) / TAU) % 1) + 1) % 1) * span - 30
      const x = d.x + d.sway * Math.sin(p * 2 + d.sp)
      const o = d.bright * (0.5 + 0.5 * Math.sin(p * 3 + d.tw)) * Math.min(1, (H - y + 30) / 200 + 0.25)
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(d.r)}" fill="${GOLD_LIGHT}" fill-opacity="${f2(Math.max(0, Math.min(1, o)))}"/>`
    }
    return svg(body)
  }
}

/* ------------------------------------------------------------------ ecosystem: connected clusters */
function sceneEcosystem() {
  const rand = rng(77)
  const centers = [
    [W * 0.2, H * 0.3],
    [W * 0.52, H * 0.7],
    [W * 0.82, H * 0.28],
    [W * 0.9, H * 0.85],
    [W * 0.08, H * 0.82],
  ]
  // The nodes of each cluster, in the order of `centers`.
  const clusters = centers.map(() =>
    Array.from({ length: 11 }, () => ({
      a: rand() * TAU,
      rr: 30 + rand() * 120,
      dir: rand() < 0.5 ? 1 : -1,
      wob: 10 + rand() * 20,
      wp: rand() * TAU,
      r: 2 + rand() * 2.4,
      tw: rand() * TAU,
    })),
  )
  const bridges = [
    [0, 1],
    [1, 2],
    [0, 2],
    [2, 3],
    [1, 3],
    [0, 4],
    [4, 1],
  ]
  return (p) => {
    let body = ''
    body += haze(W * 0.5 + 80 * Math.cos(p), H * 0.5 + 40 * Math.sin(p), 700, 'hazeBlue')
    body += haze(W * 0.85 + 40 * Math.sin(p), H * 0.2 + 30 * Math.cos(p), 360, 'hazeGold')
    const hubs = centers.map(([cx, cy], ci) => [cx + 24 * Math.sin(p + ci), cy + 18 * Math.cos(p + ci * 2)])
    clusters.forEach((nodes, ci) => {
      const [hx, hy] = hubs[ci]
      const pts = nodes.map((nd) => {
        const ang = nd.a + nd.dir * 0.35 * Math.sin(p + nd.wp) // sway around the hub, back by the loop's end
        const rr = nd.rr + nd.wob * Math.sin(p * 2 + nd.wp)
        return [hx + rr * Math.cos(ang), hy + rr * 0.75 * Math.sin(ang)]
      })
      body += network([[hx, hy], ...pts], 170, BLUE_LIGHT, 0.55, 1.3)
      pts.forEach(([x, y], i) => {
        const nd = nodes[i]
        const o = 0.6 + 0.4 * Math.sin(p * 2 + nd.tw)
        body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(nd.r * 4.5)}" fill="url(#glowBlue)" fill-opacity="${f2(o * 0.6)}"/>`
        body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(nd.r)}" fill="#dfe7ff" fill-opacity="${f2(o)}"/>`
      })
    })
    // bridges between ecosystems, with gold pulses travelling along them
    bridges.forEach(([a, b], i) => {
      const [x1, y1] = hubs[a]
      const [x2, y2] = hubs[b]
      body += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${GOLD}" stroke-opacity="0.22" stroke-width="1.4" stroke-dasharray="2 7"/>`
      for (let k = 0; k < 2; k++) {
        const s = ((((p / TAU) * (1 + (i % 2)) + k * 0.5 + i * 0.13) % 1) + 1) % 1
        const x = x1 + (x2 - x1) * s
        const y = y1 + (y2 - y1) * s
        const o = Math.sin(Math.PI * s)
        body += `<circle cx="${f(x)}" cy="${f(y)}" r="16" fill="url(#glowGold)" fill-opacity="${f2(o * 0.8)}"/>`
        body += `<circle cx="${f(x)}" cy="${f(y)}" r="2.6" fill="${GOLD_LIGHT}" fill-opacity="${f2(o)}"/>`
      }
    })
    hubs.forEach(([x, y], i) => {
      const o = 0.75 + 0.25 * Math.sin(p + i)
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="34" fill="url(#glowGold)" fill-opacity="${f2(o * 0.55)}"/>`
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="${GOLD_LIGHT}"/>`
    })
    return svg(body)
  }
}

/* ------------------------------------------------------------------ reskilling: rising ribbons */
function sceneReskilling() {
  const rand = rng(11)
  const lines = Array.from({ length: 22 }, (_, i) => ({
    off: (i - 11) * 9,
    amp: 26 + rand() * 22,
    k: 1.6 + rand() * 0.9,
    ph: rand() * TAU,
    n: 1 + (i % 2),
  }))
  const sparks = Array.from({ length: 40 }, () => ({
    s0: rand(),
    lane: (rand() - 0.5) * 160,
    r: 1 + rand() * 2.2,
    tw: rand() * TAU,
    k: rand() < 0.6 ? 1 : 2,
  }))
  const extra = `<linearGradient id="ribbon" x1="0" y1="0" x2="${W}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${BLUE}" stop-opacity="0"/><stop offset="0.25" stop-color="${BLUE_LIGHT}"/><stop offset="0.7" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD_LIGHT}" stop-opacity="0.6"/></linearGradient>`
  // the ribbon's centre: a gentle upward path from bottom-left to top-right
  const centre = (x) => H * 0.86 - (x / W) * H * 0.62 + 40 * Math.sin((x / W) * Math.PI * 1.2)
  return (p) => {
    let body = ''
    body += haze(W * 0.85 + 40 * Math.cos(p), H * 0.18 + 30 * Math.sin(p), 520, 'hazeGold')
    body += haze(W * 0.15 + 40 * Math.sin(p), H * 0.9 + 20 * Math.cos(p), 560, 'hazeBlue')
    lines.forEach((l, i) => {
      let d = ''
      for (let x = -20; x <= W + 20; x += 16) {
        const u = x / W
        const y =
          centre(x) + l.off * (0.6 + 0.8 * u) + l.amp * Math.sin(l.k * u * TAU - l.n * p + l.ph) * (0.4 + u * 0.6)
        d += `${d ? 'L' : 'M'}${f(x)} ${f(y)}`
      }
      const o = 0.18 + 0.22 * (0.5 + 0.5 * Math.sin(p + i * 0.7))
      body += `<path d="${d}" fill="none" stroke="url(#ribbon)" stroke-opacity="${f2(o)}" stroke-width="${i % 5 === 0 ? 2 : 1.1}"/>`
    })
    for (const s of sparks) {
      const u = (((s.s0 + (s.k * p) / TAU) % 1) + 1) % 1
      const x = u * (W + 80) - 40
      const y = centre(x) + s.lane * (0.6 + 0.8 * (x / W))
      const o = Math.sin(Math.PI * u) * (0.55 + 0.45 * Math.sin(p * 3 + s.tw))
      const g = x / W > 0.45
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s.r * 5)}" fill="url(#${g ? 'glowGold' : 'glowBlue'})" fill-opacity="${f2(o * 0.6)}"/>`
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s.r)}" fill="${g ? GOLD_LIGHT : '#dfe7ff'}" fill-opacity="${f2(o)}"/>`
    }
    return svg(body, extra)
  }
}

const scenes = { home: sceneHome, ecosystem: sceneEcosystem, reskilling: sceneReskilling }

const [name, poster] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
// Only the posters (frame 0): `node scripts/generate-media-frames.mjs home public/media/hero-home-poster.webp --poster-only`.
const posterOnly = process.argv.includes('--poster-only')
const make = scenes[name]
if (!make) {
  console.error(`usage: generate-media-frames.mjs <${Object.keys(scenes).join('|')}> [poster.webp]`)
  process.exit(2)
}
const render = make()
for (let i = 0; i < FRAMES; i++) {
  const p = (i / FRAMES) * TAU
  const img = sharp(Buffer.from(render(p))).removeAlpha()
  if (i === 0 && poster) {
    // Full size, and a 768 px copy for phones (srcset in src/components/video-hero.tsx): the
    // hero's poster is the largest element a phone paints first, so its bytes count for LCP.
    for (const suffix of ['', '-768']) {
      const sized = suffix ? img.clone().resize({ width: 768 }) : img.clone()
      const stem = poster.replace(/\.webp$/, suffix)
      await sized.clone().webp({ quality: 62, effort: 6, smartSubsample: true }).toFile(`${stem}.webp`)
      // An AVIF copy of each, which every browser that decodes AVIF takes (a <source> in
      // src/components/video-hero.tsx): on these thin lines AVIF keeps the look at about half the
      // WebP's bytes. The WebP stays for the others.
      await sized.avif({ quality: 40, effort: 6 }).toFile(`${stem}.avif`)
    }
    if (posterOnly) break
  }
  const raw = await img.raw().toBuffer()
  if (!process.stdout.write(raw)) await new Promise((r) => process.stdout.once('drain', r))
}
