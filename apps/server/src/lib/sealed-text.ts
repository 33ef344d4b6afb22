// Secrets a third party gave the shop (Zalo's and the marketplaces' OAuth tokens) at rest: AES-256-GCM under the
// current key, read also under the previous one while keys rotate. A stored value is `enc:v1:<iv>.<tag>.<ciphertext>`
// (base64url); anything else is a value kept in plain text (no key set, or a row written before there was one).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;

export interface SealKeys {
  /** Seals every value written; none: values are kept in plain text. */
  current?: Buffer | undefined;
  /** The key before the current one: still read (what it sealed should be sealed again under the current one). */
  previous?: Buffer | undefined;
}

/** A sealed value neither key opens: sealed under `another` key, or sealed while `no_key` is set now. */
export class SealKeyError extends Error {
  constructor(readonly reason: 'another' | 'no_key') {
    super(reason === 'another' ? 'sealed under another key' : 'sealed, but no key is set');
  }
}

/**
 * A key for `purpose` derived (HKDF-SHA256) from a secret the server holds in its environment (a marketplace's own
 * key): a copy of the database alone then opens nothing, and no other use of the secret shares the key.
 */
export const derivedKey = (secret: string, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `shop:sealed:${purpose}`, 32));

export function sealText(keys: SealKeys, plain: string): string {
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
  if (!iv || !tag || !data || iv.length !== IV_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined; // another key's value (GCM's tag does not match), or a changed one
  }
}

/**
 * The text a stored value holds, and whether it should be sealed again under the current key (it is in plain text
 * while a key is set, or sealed under the previous key). Throws SealKeyError when neither key opens it.
 */
export function openText(keys: SealKeys, stored: string): { text: string; stale: boolean } {
  if (!stored.startsWith(PREFIX)) return { text: stored, stale: Boolean(keys.current) };
  for (const [key, stale] of [
    [keys.current, false],
    [keys.previous, true],
  ] as const) {
    const text = key && openWith(key, stored);
    if (text !== undefined && text !== null) return { text, stale: stale || !keys.current };
  }
  throw new SealKeyError(keys.current ? 'another' : 'no_key');
}
