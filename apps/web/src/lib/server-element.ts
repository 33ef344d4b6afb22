import { useState } from 'react';
import { useHydrated } from './use-hydrated';

/** An element of the page the server sent, as it stands: enough to render it again unchanged. */
export interface ServerElement {
  tag: string;
  className: string;
  html: string;
}

/**
 * The element with this id (from `useId`, so the same on the server and in the browser) as the server rendered it,
 * read once while the browser takes the page over; undefined on the server, in any later render, and in a
 * component mounted after that. A component can render it again with `dangerouslySetInnerHTML` and React takes the
 * server's element over as it is, without the code that rendered its content.
 */
export function useServerElement(id: string): ServerElement | undefined {
  const hydrated = useHydrated();
  const [element] = useState(() => {
    if (import.meta.env.SSR || hydrated) return undefined;
    const el = document.getElementById(id);
    return el ? { tag: el.tagName.toLowerCase(), className: el.className, html: el.innerHTML } : undefined;
  });
  return element;
}
