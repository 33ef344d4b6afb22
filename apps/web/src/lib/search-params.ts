/**
 * Readers for address-bar values, for route `validateSearch`/params. Plain functions on purpose: route
 * configuration is in the start-up bundle, and even zod/mini costs ~14 KB gzip there. A bad value is dropped
 * (undefined) rather than failing the page. The router's JSON search parser already turns '5' into 5.
 */

/** A positive integer: 5 or '5'; anything else (0, -1, 1.5, 'abc', '1e3') is undefined. */
export function positiveInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return positiveInt(Number(value.trim()));
  return undefined;
}

/** One of the allowed strings, else undefined. */
export function oneOf<const T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** true for true/'true', else undefined. */
export function trueOnly(value: unknown): true | undefined {
  return value === true || value === 'true' ? true : undefined;
}

/** Text (numbers taken back as text), cut to `max` characters; '' when absent. */
export function text(value: unknown, max: number): string {
  if (typeof value === 'number') return String(value).slice(0, max);
  return typeof value === 'string' ? value.slice(0, max) : '';
}
