import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { getQueryClient } from '~/lib/query-client'

// Pathless layout for every screen that calls the backend: React Query loads with these routes
// only, never with the marketing pages.
export const Route = createFileRoute('/_account')({
  component: AccountLayout,
})

function AccountLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  )
}
