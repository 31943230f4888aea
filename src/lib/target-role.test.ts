import { describe, expect, it } from 'vitest'
import { readTargetRole, saveTargetRole } from './target-role'

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
})
