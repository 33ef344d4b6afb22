/**
 * A value re-read after `ttlMs`; concurrent misses share one load, a failed load is not kept. For settings that
 * change rarely: every instance re-reads them after `ttlMs` even if it missed a change notice (DESIGN §1).
 */
export function ttlCached<T>(ttlMs: number, load: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let entry: { value: Promise<T>; expires: number } | undefined;
  return {
    get() {
      const now = Date.now();
      if (!entry || entry.expires <= now) {
        const value = load();
        entry = { value, expires: now + ttlMs };
        value.catch(() => {
          if (entry?.value === value) entry = undefined;
        });
      }
      return entry.value;
    },
    clear() {
      entry = undefined;
    },
  };
}
