import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and in the browser's first render (the one that takes the server's page over), true after.
 * A form that needs script stays disabled until then: typing into the server's page before React has taken it over
 * would be lost (DESIGN §9).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
