/**
 * Writes `<file>.gz` and `<file>.br` beside every text file of the build, for servers that send a
 * precompressed copy instead of compressing each answer (nginx's `gzip_static`, deploy/nginx.conf).
 * Runs last, once the prerendered pages and the service worker are written, and is deterministic:
 * the same build gives the same bytes (gzip without a file name or time, fixed levels). A copy that
 * would not be smaller is not written. The dot folders (the build notes) are not published, so not
 * compressed. Brotli at its highest quality: docs/decisions/0077-nginx-headers-from-the-build.md.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/** Text the server sends as it is; images, video and the PDF are compressed already. */
export const PRECOMPRESSED = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt|ico|map)$/

// The callback forms run on libuv's thread pool, so the files compress in parallel.
const gzipAsync = promisify(gzipCallback)
const brotliAsync = promisify(brotliCompress)

/** The files to compress under `outDir`, relative and sorted (no dot folders). */
export async function compressibleFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(outDir.length + 1))
    .filter((file) => !file.split(/[\\/]/).some((part) => part.startsWith('.')))
    .sort()
}

export async function precompressDir(
  outDir: string,
): Promise<{ files: number; bytes: number; gzip: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 }
  const compressOne = async (file: string) => {
    const path = join(outDir, file)
    const bytes = await readFile(path)
    const [gzipped, brotlied] = await Promise.all([
      gzipAsync(bytes, { level: 9 }),
      brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    ])
    totals.files += 1
    totals.bytes += bytes.length
    for (const [extension, packed, key] of [
      ['.gz', gzipped, 'gzip'],
      ['.br', brotlied, 'brotli'],
    ] as const) {
      if (packed.length >= bytes.length) continue
      await writeFile(`${path}${extension}`, packed)
      totals[key] += packed.length
    }
  }
  await Promise.all((await compressibleFiles(outDir)).map(compressOne))
  return totals
}

export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'reskill:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      // After every other plugin's closeBundle: the service worker (vite-plugin-pwa) is written there.
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return
        const started = performance.now()
        const { files, bytes, gzip, brotli } = await precompressDir(resolve(config.root, config.build.outDir))
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
        config.logger.info(
          `precompressed ${files} files (${kb(bytes)}) to gzip ${kb(gzip)} and brotli ${kb(brotli)} in ${Math.round(performance.now() - started)} ms`,
        )
      },
    },
  }
}
