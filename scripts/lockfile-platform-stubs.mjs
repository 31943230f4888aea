#!/usr/bin/env node
/**
 * The npm registry reachable here serves native optional packages only for this machine's
 * platform (linux x64/arm64): `npm install` silently skips the others (rollup's and
 * unrs-resolver's darwin/win32/… builds), leaves them out of package-lock.json, and `npm ci`
 * then refuses the lock as "out of sync". This adds a stub entry (version, os, cpu, optional)
 * for each missing platform package, so `npm ci` validates the lock and skips them for being
 * for another platform, as it would with a complete lock. Run after `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const LOCK = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd']
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el']

let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolved like node: next to the parent first, then hoisted to the top.
    const nested = `${path}/node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (lock.packages[nested] || lock.packages[hoisted]) continue
    const parts = name.split('/').pop().split('-')
    const os = parts.find((part) => OSES.includes(part))
    const cpu = parts.find((part) => CPUS.includes(part))
    if (!os && !cpu) continue // not a platform build: leave it to npm
    lock.packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    }
    added += 1
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`lockfile-platform-stubs: ${added} platform package stub(s) added`)
