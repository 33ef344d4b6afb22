import { randomInt } from 'node:crypto';

/** How often a generated username may clash before the random suffix widens beyond 0–999, and at all. */
const USERNAME_ATTEMPTS = 8;
export const USERNAME_MAX_ATTEMPTS = 20;

/** spec 1 §3: the e-mail's local part plus a random number 0–999; widened after repeated clashes. */
export function generateUsername(email: string, attempt: number): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9.+\-_]/g, '').slice(0, 140) || 'user';
  return `${local}${attempt < USERNAME_ATTEMPTS ? randomInt(0, 1000) : randomInt(1000, 1_000_000_000)}`;
}
