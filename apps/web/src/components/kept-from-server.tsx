import { useRouter } from '@tanstack/react-router';
import { Suspense, createElement, lazy, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useServerElement } from '../lib/server-element';

/**
 * A part of a page the browser keeps as the server rendered it, without loading the code that rendered it
 * (decision 0020). The server renders it in a `<div id>`; in the browser that element is taken over as it is.
 */
export type KeptPart = (() => ReactNode) & { id: string };

/** The component of each kept part, by its id: the server renders them (entry-server.tsx names them). */
const serverParts = new Map<string, ComponentType>();

/**
 * The server's side of a kept part: the component that renders it. Named in entry-server.tsx, so the browser's
 * build doesn't import it (a static import would keep it in the browser's chunk, whatever the part does).
 */
export function renderOnServer(part: KeptPart, component: ComponentType) {
  serverParts.set(part.id, component);
}

/**
 * A kept part: on the server its component (renderOnServer), in the element the browser finds by `id`; in the
 * browser `InBrowser`, which takes that element over.
 */
export function keptPart(id: string, InBrowser: ComponentType): KeptPart {
  const Kept = () => (import.meta.env.SSR ? <div id={id}>{createElement(serverParts.get(id)!)}</div> : <InBrowser />);
  return Object.assign(Kept, { id });
}

/**
 * A part that only shows things and links (the footer, the home's category tiles): the browser keeps the server's
 * element for good. Only a page the browser renders itself loads `load`.
 */
export function keptFromServer(id: string, load: () => Promise<ComponentType>): KeptPart {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return keptPart(id, function InBrowser() {
    const server = useServerElement(id);
    const openInApp = useOpenInApp();
    if (server) return <div id={id} onClick={openInApp} dangerouslySetInnerHTML={{ __html: server.html }} />;
    return (
      <div id={id}>
        <Suspense>
          <Part />
        </Suspense>
      </div>
    );
  });
}

/**
 * A click handler for an element the browser keeps from the server: its links open their page in the app, as a
 * router link does. It returns whether it did.
 */
export function useOpenInApp() {
  const router = useRouter();
  return (event: MouseEvent): boolean => {
    const link = (event.target as Element).closest('a');
    if (!link || link.origin !== location.origin || link.target || event.button !== 0) return false;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
    event.preventDefault();
    void router.navigate({ href: link.pathname + link.search + link.hash });
    return true;
  };
}
