// The `state` that protects the public authorisation callback (DESIGN §16): "Kết nối" signs one for the admin who
// clicked it, the marketplace hands it back with the seller's code, and the callback links the shop only when the
// state is ours, for this marketplace, and less than STATE_TTL_MS old. Signed with a key derived from the
// marketplace's own secret (its partner key or app secret), which every instance has and nobody outside does: no
// table, no per-instance secret. It names the admin, so the link is audited as theirs.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MarketplaceChannel } from '@shop/domain/order-source';

/** How long the admin has to authorise on the marketplace's page. */
export const STATE_TTL_MS = 15 * 60_000;

/** A state that checked out: who asked for the link. */
export interface ConnectState {
  userId: number;
}

const base64url = (b: Buffer) => b.toString('base64url');

/** Signs and checks states for one marketplace, keyed by its secret. */
export function connectStates(channel: MarketplaceChannel, secret: string) {
  // Its own key: nothing signed here can pass for one of the marketplace's own signatures, nor the other way round.
  const key = createHmac('sha256', secret).update('shop:marketplace-connect-state').digest();
  const mac = (payload: string) => base64url(createHmac('sha256', key).update(`${channel}|${payload}`).digest());

  return {
    /** `<expiry s>.<user>.<nonce>.<mac>`: URL-safe as it is. */
    sign(userId: number, now = Date.now()): string {
      const payload = `${Math.floor((now + STATE_TTL_MS) / 1000)}.${userId}.${base64url(randomBytes(12))}`;
      return `${payload}.${mac(payload)}`;
    },

    /** The admin the state names, or null for a state that is not ours, not this marketplace's, or expired. */
    verify(state: string | undefined, now = Date.now()): ConnectState | null {
      const parts = (state ?? '').split('.');
      if (parts.length !== 4) return null;
      const [expiry, user, nonce, given] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${expiry}.${user}.${nonce}`));
      const got = Buffer.from(given);
      if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null;
      if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= now || !/^\d+$/.test(user)) return null;
      return { userId: Number(user) };
    },
  };
}

export type ConnectStates = ReturnType<typeof connectStates>;
