/**
 * A loader's start on the queries its page shows (`queryClient.prefetchQuery(…)`, which never throws). On the server
 * the loader waits for them, so the page goes out complete, its data in the HTML (DESIGN §9); in the browser they
 * only start, and each section shows its skeleton until its answer arrives, so a navigation is never held up. A
 * failed query is left to its section's error state.
 */
export function awaitOnServer(loading: Promise<unknown>[]): Promise<void> | undefined {
  return import.meta.env.SSR ? Promise.all(loading).then(() => undefined) : undefined;
}
