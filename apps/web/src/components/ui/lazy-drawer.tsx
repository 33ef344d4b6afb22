import { type ComponentProps, Suspense, lazy, useState } from 'react';

/** Starts the drawer's download early (a pointer over, or focus on, the button that opens it). */
export const loadDrawer = () => import('./drawer');

const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

/**
 * The side panel (drawer.tsx), whose code loads the first time it opens: a drawer only ever opens on a shopper's
 * click, so it is not part of the JavaScript a page loads at start. Closed and never opened, it renders
 * nothing, as the drawer itself does.
 */
export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
