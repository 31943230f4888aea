// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { paths } from '~/lib/paths'
import { COURSE_ROUTES, courseRouteForIndex } from './catalogue-content'

describe('Explore routes', () => {
  it('maps card positions to course pages in docs/product.md (Screens) order', () => {
    expect(COURSE_ROUTES).toEqual([
      paths.leadershipCourse,
      paths.masterclassCourse,
      paths.strategyCourse,
      paths.readinessCourse,
      paths.mindsetCourse,
    ])
    expect(courseRouteForIndex(3)).toBe(paths.readinessCourse)
  })

  it('only logs an index without a route', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(courseRouteForIndex(5)).toBeUndefined()
    expect(courseRouteForIndex(-1)).toBeUndefined()
    expect(courseRouteForIndex(1.5)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls[0]?.[0]).toBe('No course route for index')
  })
})
