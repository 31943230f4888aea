// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FOUNDATIONAL_TRACK, ROLE_TITLES } from './roles'
import { TRACK_IDS, TRACKS, trackLabel, tracksForOutcome, tracksForRole } from './tracks'

describe('tracks', () => {
  it('has the 11 tracks 0-10 in spec order', () => {
    expect(TRACKS).toHaveLength(11)
    expect(TRACKS.map((t) => t.id)).toEqual([...TRACK_IDS])
    expect(TRACKS.map((t) => t.title)).toEqual([
      'Foundational',
      'Technical',
      'Leadership',
      'Compliance',
      'Agents',
      'Data',
      'Developers',
      'Creative',
      'Transformation',
      'Security',
      'Infrastructure',
    ])
  })

  it('describes every track and lists only known roles, without duplicates', () => {
    for (const track of TRACKS) {
      expect(track.description.length).toBeGreaterThan(40)
      expect(track.roles.length).toBeGreaterThan(0)
      expect(new Set(track.roles).size).toBe(track.roles.length)
      for (const role of track.roles) expect(ROLE_TITLES).toContain(role)
    }
  })

  it('gives every role the Foundational track plus at least one specialised track', () => {
    for (const role of ROLE_TITLES) {
      const tracks = tracksForRole(role)
      expect(tracks[0]?.id).toBe(0)
      expect(tracks.length).toBeGreaterThanOrEqual(2)
    }
  })
})

describe('tracks of an outcome', () => {
  it.each(ROLE_TITLES)('%s follows the tracks that list it', (role) => {
    expect(tracksForOutcome(role)).toEqual(TRACKS.filter((track) => track.roles.includes(role)))
  })

  it('sends the Foundational Track outcome to track 0 only', () => {
    expect(tracksForOutcome(FOUNDATIONAL_TRACK).map(trackLabel)).toEqual(['Track 0: Foundational'])
  })

  it('labels a track with its number', () => {
    const agents = TRACKS.find((track) => track.title === 'Agents')
    expect(agents && trackLabel(agents)).toBe('Track 4: Agents')
  })
})
