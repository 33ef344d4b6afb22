// The Zalo tokens at rest (DESIGN §14): AES-256-GCM under ZALO_TOKEN_KEY, read also under ZALO_TOKEN_KEY_PREVIOUS
// while keys rotate. A stored value is `enc:v1:<iv>.<tag>.<ciphertext>` (base64url); anything else is a token kept
// in plain text (no key set, or a row written before there was one).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ZaloTokenKeys } from '../../config';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;

/** A sealed token that neither key opens (the key changed without ZALO_TOKEN_KEY_PREVIOUS, or was removed). */
export class ZaloTokenKeyError extends Error {}

export function sealToken(keys: ZaloTokenKeys, plain: string): string {
  if (!keys.current) return plain;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')}`;
}

function openWith(key: Buffer, sealed: string): string | undefined {
  const [iv, tag, data] = sealed
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined; // another key's token (GCM's tag does not match)
  }
}

/**
 * The token a stored value holds, and whether it should be sealed again under the current key (it is in plain text
 * while a key is set, or sealed under the previous key).
 */
export function openToken(keys: ZaloTokenKeys, stored: string): { token: string; stale: boolean } {
  if (!stored.startsWith(PREFIX)) return { token: stored, stale: Boolean(keys.current) };
  for (const [key, stale] of [
    [keys.current, false],
    [keys.previous, true],
  ] as const) {
    const token = key && openWith(key, stored);
    if (token !== undefined && token !== null) return { token, stale: stale || !keys.current };
  }
  throw new ZaloTokenKeyError(
    keys.current
      ? 'the stored Zalo tokens were sealed under another key: set ZALO_TOKEN_KEY_PREVIOUS to the key before'
      : 'the stored Zalo tokens are sealed but ZALO_TOKEN_KEY is not set',
  );
}
