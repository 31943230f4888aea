// Evaluated by src/boot.ts in a task of its own before the app: the router's chunk.
export { RouterProvider } from '@tanstack/react-router'
