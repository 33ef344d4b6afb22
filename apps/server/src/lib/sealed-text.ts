// Secrets a third party gave the shop (a marketplace's or Zalo's OAuth tokens) kept sealed at rest: AES-256-GCM under
// a key derived (HKDF-SHA256) from the party's own secret, which lives in the server's environment, never in the
// database. A copy of the database alone then holds nothing that can act for the shop on the platform.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A sealed value's mark and version: `v1.` + base64url(iv ‖ tag ‖ ciphertext). */
const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  seal(plain: string): string;
  /**
   * The plain text of a sealed value; a value stored before sealing (no mark) as it is, so that it keeps working
   * until it is next written; null when it can't be opened (the secret changed: the party must be linked again).
   */
  open(stored: string): string | null;
}

/** A sealer for `purpose` (kept apart from any other use of the same secret). */
export function sealerOf(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `shop:sealed:${purpose}`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
