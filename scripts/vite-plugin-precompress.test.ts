// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compressibleFiles, precompressDir } from './vite-plugin-precompress'

describe('precompressed copies of the build', () => {
  let dir = ''
  const page = `<!doctype html><title>t</title>${'<p>Reskilling for every learner.</p>'.repeat(200)}`

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, 'index.html'), page)
    writeFileSync(join(dir, 'assets/app-1a2b3c4d.js'), 'export const x = 1;\n'.repeat(500))
    writeFileSync(join(dir, 'robots.txt'), 'ok')
    writeFileSync(join(dir, 'hero.png'), Buffer.alloc(4096, 7))
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ a: 'b'.repeat(2000) }))
  })

  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('writes .gz and .br beside each text file, which unpack to it', async () => {
    expect(await compressibleFiles(dir)).toEqual(['assets/app-1a2b3c4d.js', 'index.html', 'robots.txt'])
    await precompressDir(dir)
    for (const file of ['index.html', 'assets/app-1a2b3c4d.js']) {
      const original = readFileSync(join(dir, file))
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true)
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true)
      expect(readFileSync(join(dir, `${file}.br`)).length).toBeLessThan(original.length / 5)
    }
  })

  it('leaves out images, the build notes and copies that would not be smaller', async () => {
    await precompressDir(dir)
    expect(existsSync(join(dir, 'hero.png.gz'))).toBe(false)
    expect(existsSync(join(dir, '.vite/manifest.json.gz'))).toBe(false)
    expect(existsSync(join(dir, 'robots.txt.gz'))).toBe(false)
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false)
  })

  it('gives the same bytes every time (a reproducible build)', async () => {
    await precompressDir(dir)
    const first = ['index.html.gz', 'index.html.br'].map((file) => readFileSync(join(dir, file)))
    rmSync(join(dir, 'index.html.gz'))
    rmSync(join(dir, 'index.html.br'))
    await new Promise((done) => setTimeout(done, 1100)) // a gzip header with a time would now differ
    await precompressDir(dir)
    expect(readFileSync(join(dir, 'index.html.gz')).equals(first[0] ?? Buffer.alloc(0))).toBe(true)
    expect(readFileSync(join(dir, 'index.html.br')).equals(first[1] ?? Buffer.alloc(0))).toBe(true)
    // No time and no file name in the gzip header.
    expect(readFileSync(join(dir, 'index.html.gz')).readUInt32LE(4)).toBe(0)
  })
})
