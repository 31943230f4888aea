import { createStore, get } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
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
