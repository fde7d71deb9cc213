/**
 * The portal's data router over its route tree (routes.tsx): made at start-up, or — on a first
 * visit to the sign-in page — when that page leaves for another path (first-screen.tsx). main.tsx
 * loads this module with a dynamic import, so that the first screen does not download the router.
 */
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

/** A new router at the window's current address (its first location), ready to render. */
export function portalRouter(): ReactElement {
  return <RouterProvider router={createBrowserRouter(routes)} />;
}
