import { useEffect, useSyncExternalStore, type RefObject } from 'react';

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

/**
 * For a field that works without script (a search box, the sort): what the shopper typed or chose in the server's
 * page before React took it over. React keeps that in the field but not in state, and replays no change event for
 * it, so `adopt` receives it once, right after hydration. `rendered` is the value the field was rendered with.
 */
export function useEditedBeforeHydration<Field extends HTMLInputElement | HTMLSelectElement>(
  ref: RefObject<Field | null>,
  rendered: string,
  adopt: (value: string, field: Field) => void,
) {
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== rendered) adopt(field.value, field);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
}
