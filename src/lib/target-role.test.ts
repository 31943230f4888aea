import { createStore, get } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { mirrorWritesSettled } from './storage'
import { readTargetRole, removeTargetRole, saveTargetRole } from './target-role'

const mirrored = () => get('targetRole', createStore('reskilling-session', 'keyval'))

describe('target role storage', () => {
  it('belongs to the user who earned it', () => {
    saveTargetRole('a@example.com', 'Agent Architect')
    expect(readTargetRole('a@example.com')).toBe('Agent Architect')
    expect(readTargetRole('A@Example.com')).toBe('Agent Architect')
    expect(readTargetRole('b@example.com')).toBeNull()
  })

  it.each(['garbage', '{"email":"a@example.com","role":"Wizard"}', '"Agent Architect"'])(
    'ignores a tampered entry %s',
    (raw) => {
      localStorage.setItem('targetRole', raw)
      expect(readTargetRole('a@example.com')).toBeNull()
    },
  )

  it('removes the user’s own role from localStorage and its IndexedDB copy', async () => {
    saveTargetRole('a@example.com', 'Agent Architect')
    await mirrorWritesSettled()
    expect(await mirrored()).toContain('Agent Architect')
    await removeTargetRole('A@example.com')
    expect(localStorage.getItem('targetRole')).toBeNull()
    expect(await mirrored()).toBeUndefined()
  })

  it('leaves another user’s role alone', async () => {
    saveTargetRole('b@example.com', 'Agent Architect')
    await removeTargetRole('a@example.com')
    expect(readTargetRole('b@example.com')).toBe('Agent Architect')
    expect(await mirrored()).toContain('b@example.com')
    await removeTargetRole('b@example.com')
  })
})
