import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { useServerElement } from '../lib/server-element';
import { keptPart, useOpenInApp, type KeptPart } from './kept-from-server';

/**
 * A part below the first screen with buttons of its own (the home's product rows, its category menu):
 * the browser keeps the server's element (kept-from-server.tsx) until the part comes near the screen or is pressed,
 * then renders it with its code. A press made in the kept element is made again on the rendered part. Only the
 * pages that have such parts load this module.
 *
 * Where the server did not render it (a page the browser renders itself), the part is rendered by its code at once.
 * `data` asks for the answers the part shows, when the page left them out of its hydration data
 * (lib/left-out-data.ts): such a part renders when used (pressed, focused, pointed at), and the kept element stays
 * until its answers are there too.
 */
export function keptUntilUsed(
  id: string,
  load: () => Promise<ComponentType>,
  data?: (queryClient: QueryClient) => Promise<unknown>,
): KeptPart {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((component) => (loaded = component));

  return keptPart(id, function InBrowser() {
    const queryClient = useQueryClient();
    const server = useServerElement(id);
    const openInApp = useOpenInApp();
    const [Part, setPart] = useState(() => loaded);
    const ref = useRef<HTMLDivElement>(null);
    // The presses made in the kept element, by the path of child indexes to the pressed element.
    const presses = useRef<number[][]>([]);
    const kept = server !== undefined && !Part;
    // Where the focus was in the kept element when the part was rendered: it moves to the same place.
    const focus = useRef<number[] | null>(null);
    // A kept element stays until the part's answers are there too; a part with nothing kept shows its own loading.
    const render = useCallback(
      (withData = true) =>
        void Promise.all([preload(), withData && data?.(queryClient)]).then(([component]) => {
          const focused = document.activeElement;
          const root = ref.current;
          if (root && focused && focused !== root && root.contains(focused)) focus.current = pathTo(focused, root);
          setPart(() => component);
        }),
      [queryClient],
    );

    useEffect(() => {
      if (Part) return;
      if (!kept) return render(false);
      // A part whose answers the page left out renders when used (a press, focus, the pointer over it), not when it
      // merely comes into view: the page then asks the API for nothing it shows (DESIGN §9).
      if (data) return;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && render(), {
        rootMargin: '200px 0px',
      });
      observer.observe(ref.current!);
      return () => observer.disconnect();
    }, [Part, kept, render]);

    // In the same commit as the rendered part, before the browser handles another event.
    useLayoutEffect(() => {
      if (!Part) return;
      const at = (path: number[]) => {
        const el = path.reduce<Element | undefined>((parent, i) => parent?.children[i], ref.current ?? undefined);
        return el instanceof HTMLElement ? el : undefined;
      };
      if (focus.current) at(focus.current)?.focus();
      focus.current = null;
      for (const path of presses.current.splice(0)) at(path)?.click();
    }, [Part]);

    if (!kept) {
      return (
        <div id={id} ref={ref}>
          {Part && <Part />}
        </div>
      );
    }
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      if (openInApp(event)) return;
      const control = (event.target as Element).closest('button, input, select, textarea, summary, [role]');
      if (!control) return;
      event.preventDefault();
      presses.current.push(pathTo(control, event.currentTarget));
      render();
    };
    // Focus in the kept element (Tab, a screen reader) asks for the part: its controls are only live once rendered.
    const onFocus = () => render();
    const onPointerOver = data ? () => render() : undefined;
    return (
      <div
        id={id}
        ref={ref}
        onClick={onClick}
        onFocus={onFocus}
        onPointerOver={onPointerOver}
        dangerouslySetInnerHTML={{ __html: server.html }}
      />
    );
  });
}

/** The child indexes from `root` down to `el`. */
function pathTo(el: Element, root: Element): number[] {
  const path: number[] = [];
  for (let at: Element = el; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return path;
}
