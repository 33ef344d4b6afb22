/**
 * What this device remembers for the till in local storage: the store it sells in (chosen once per device), and the
 * last answers it needs to keep selling while the connection is down (the store list, the open shift, the shop's
 * settings). Nothing secret: the session is never stored (lib/api.ts).
 */
const PREFIX = 'pos.';

export function readDevice<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeDevice(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the till works, it just won't remember
  }
}

export function forgetDevice(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // blocked: nothing was kept
  }
}

/** The store this device sells in. */
export const LOCATION_KEY = 'location';
