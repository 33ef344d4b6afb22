import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page below the first screen. React hydrates a Suspense boundary after the rest of the
 * page, at low priority and in slices that leave the main thread free (the page's server HTML shows meanwhile), so
 * the start-up doesn't run as one long task (decision 0022). Nothing inside suspends: the boundary is only a unit of
 * hydration. It stays one only while no context above it changes before it is hydrated (see cart-context.tsx).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
