import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { takeConsoleErrors } from '../../../vitest.setup'
import { RootError, RouteError } from './route-error'

/** A page that fails while `failing.now` is true, as a route whose code or data broke does. */
function appWith(failing: { now: boolean }, where: 'page' | 'root') {
  const Broken = () => {
    if (failing.now) throw new Error('broken')
    return <h1>Courses</h1>
  }
  const rootRoute = createRootRoute({
    component: where === 'root' ? () => (failing.now ? <Broken /> : <Outlet />) : () => <Outlet />,
    errorComponent: RootError,
  })
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: where === 'page' ? Broken : () => <h1>Courses</h1>,
  })
  return createRouter({
    routeTree: rootRoute.addChildren([page]),
    defaultErrorComponent: RouteError,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
}

describe('the error screen', () => {
  it('replaces a page that failed with a plain message, a retry that works once the cause is gone, and a way home', async () => {
    const failing = { now: true }
    render(<RouterProvider router={appWith(failing, 'page')} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Try again, or continue from the home page.')
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(screen.queryByText(/Something went wrong!/)).toBeNull()
    takeConsoleErrors()

    failing.now = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('keeps the brand and a main landmark when the layout itself failed', async () => {
    render(<RouterProvider router={appWith({ now: true }, 'root')} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible()
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(
      screen.getByRole('link', { name: /home$/ }),
    )
    takeConsoleErrors()
  })
})
