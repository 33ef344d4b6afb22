import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id, the memory-hard default of @node-rs/argon2 (19 MiB, 2 passes), as OWASP recommends.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing anyone knows. Checking a login for an unknown account against it costs what checking a real
 * one costs, so the answer's timing does not tell whether the account exists.
 */
export function makeDummyHash(): Promise<string> {
  return hash(randomBytes(18).toString('base64url'));
}
