// What both marketplaces' wires share (shopee-wire.ts, tiktok-wire.ts): readers of their loosely typed JSON, and a
// push's body once its signature is found to be the marketplace's.
import { timingSafeEqual } from 'node:crypto';

export type Json = Record<string, unknown>;

export const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const num = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : 0;
export const objectOf = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
export const arrayOf = (v: unknown): Json[] => (Array.isArray(v) ? v.map(objectOf) : []);

/**
 * A push's JSON body when its Authorization header is `expected` (hex, compared in constant time, case aside); null
 * for a missing or wrong signature, or a body that is not JSON.
 */
export function signedPush(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  expected: string,
): Json | null {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === 'authorization')?.[1];
  const given = Buffer.from((Array.isArray(found) ? found[0] : found)?.trim().toLowerCase() ?? '');
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  try {
    return objectOf(JSON.parse(rawBody));
  } catch {
    return null;
  }
}
