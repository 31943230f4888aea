import { createStore, get } from 'idb-keyval'
import { describe, expect, it, vi } from 'vitest'
import { commit, getDb, persistInIndexedDb, readOutbox, resetDb, SEEDED_ACCOUNT, sendMail, type DbState } from './db'

describe('resetDb in the browser (IndexedDB)', () => {
  it('replaces what IndexedDB held with the seeded account alone, so a reload does not bring it back', async () => {
    persistInIndexedDb()
    const db = await getDb()
    db.users['gone@example.org'] = { ...db.users[SEEDED_ACCOUNT.email]!, email: 'gone@example.org' }
    db.sessions['a-token'] = { email: 'gone@example.org', createdAt: Date.now() }
    await sendMail({ to: 'gone@example.org', subject: 'Hello', text: 'Hi', link: undefined })
    await commit()
    const stored = () => get<DbState>('state', createStore('reskilling-demo-backend', 'db'))
    expect(Object.keys((await stored())?.users ?? {})).toContain('gone@example.org')

    await resetDb()

    const after = await stored()
    expect(Object.keys(after?.users ?? {})).toEqual([SEEDED_ACCOUNT.email])
    expect(after?.sessions).toEqual({})
    expect(after?.outbox).toEqual([])
    expect(await readOutbox()).toEqual([])
    expect(Object.keys((await getDb()).users)).toEqual([SEEDED_ACCOUNT.email])
  })
})

describe('the demo backend where the browser denies IndexedDB (site data blocked)', () => {
  it('keeps its accounts in memory for the tab, and says they do not persist', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB')
    const open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError')
    }
    Object.defineProperty(globalThis, 'indexedDB', { value: { open }, configurable: true })
    try {
      vi.resetModules()
      const db = await import('./db')
      db.persistInIndexedDb()
      expect(await db.demoDataPersists()).toBe(false)
      await db.addUser({ name: 'Tab', email: 'tab@example.org', password: 'long-enough-1', activated: true })
      expect(Object.keys((await db.getDb()).users).sort()).toEqual([SEEDED_ACCOUNT.email, 'tab@example.org'])
      await db.sendMail({ to: 'tab@example.org', subject: 'Hello', text: 'Hi', link: undefined })
      expect(await db.readOutbox()).toHaveLength(1)
    } finally {
      if (original) Object.defineProperty(globalThis, 'indexedDB', original)
    }
  })
})
