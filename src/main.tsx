import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isDemoMode } from './lib/api-config'
import { holdRequestsUntil } from './lib/api-client'
import { sessionStore } from './lib/session'
import { createAppRouter } from './router'
import './styles/global.css'

if (isDemoMode) {
  holdRequestsUntil(import('./features/demo/demo-backend').then((demo) => demo.startDemoBackend()))
}
void sessionStore.restore()

const router = createAppRouter()
const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

// Prerendered pages arrive with markup to hydrate; the SPA shell arrives empty.
if (container.hasChildNodes()) hydrateRoot(container, app)
else createRoot(container).render(app)
