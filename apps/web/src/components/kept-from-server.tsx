import { useRouter } from '@tanstack/react-router';
import { Suspense, createElement, lazy, type ComponentType, type MouseEvent } from 'react';
import { useServerElement } from '../lib/server-element';

/** The components of the kept parts, by root id: the server renders them (entry-server.tsx names them). */
const serverParts = new Map<string, ComponentType>();

/**
 * The server's side of `keptFromServer`: the component each id's part renders. Given in entry-server.tsx, so the
 * browser's build doesn't import it.
 */
export function renderKeptPartsOnServer(parts: Record<string, ComponentType>) {
  for (const [id, component] of Object.entries(parts)) serverParts.set(id, component);
}

/**
 * A part of the layout that stays as the server rendered it (the footer: the shop's details and links). In the
 * browser its element is kept as it is, and the code that rendered it is not part of the start-up JavaScript
 * (decision 0020); only a page the browser renders itself, which the server did not send, loads `load`. Its root
 * element carries `id`. Its links open their page in the app, as a router link does.
 */
export function keptFromServer(id: string, load: () => Promise<ComponentType>): ComponentType {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return function KeptFromServer() {
    if (import.meta.env.SSR) {
      const Part = serverParts.get(id)!;
      return <Part />;
    }
    // eslint-disable-next-line react-hooks/rules-of-hooks -- `import.meta.env.SSR` is fixed per build
    const server = useServerElement(id);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- as above
    const router = useRouter();
    if (!server) {
      return (
        <Suspense>
          <Component />
        </Suspense>
      );
    }
    const openInApp = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (
        !link ||
        link.origin !== location.origin ||
        link.target ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      event.preventDefault();
      void router.navigate({ href: link.pathname + link.search + link.hash });
    };
    return createElement(server.tag, {
      id,
      className: server.className,
      onClick: openInApp,
      dangerouslySetInnerHTML: { __html: server.html },
    });
  };
}
