// A linked marketplace shop's tokens (DESIGN §16): refreshed by one instance at a time under the connection row's
// lock, the new pair committed before it is used (a marketplace's refresh token works once), and a call the
// marketplace refuses for its token refreshed and tried once more. Stored sealed under a key derived from the
// marketplace's secret (lib/sealed-text.ts); a row written in plain text is sealed at its next refresh.
import type { MarketplaceChannel } from '@shop/domain/order-source';
import type { Db } from '../../db/client';
import { SealKeyError, type SealKeys, derivedKey, openText, sealText } from '../../lib/sealed-text';
import * as repo from './marketplace-connections.repo';
import type { ConnectionRow } from './marketplace-connections.repo';
import {
  type CallbackParams,
  MarketplaceAuthError,
  type MarketplaceProvider,
  type ShopAuth,
} from './marketplace-provider';

/** An access token this close to its end is refreshed first. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The marketplace is not linked (no shop authorised yet), or its stored tokens can't be opened with the secret set now
 * (the keys changed): either way an admin links it again.
 */
export class MarketplaceNotLinkedError extends Error {
  constructor(
    readonly channel: MarketplaceChannel,
    why = 'is not linked',
  ) {
    super(`${channel} ${why}`);
  }
}

/** A marketplace's keys set on the server: its provider, and its secret (connect states and stored tokens). */
export interface EnabledMarketplace {
  provider: MarketplaceProvider;
  secret: string;
}

const authOf = (row: ConnectionRow): ShopAuth => ({
  shopId: row.shopId,
  shopCipher: row.shopCipher,
  accessToken: row.accessToken,
});

const fresh = (row: ConnectionRow) => row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now();

export function createMarketplaceConnections({ db, marketplaces }: { db: Db; marketplaces: EnabledMarketplace[] }) {
  const enabled = new Map(
    marketplaces.map((m) => [
      m.provider.channel,
      { provider: m.provider, keys: { current: derivedKey(m.secret, `marketplace-tokens:${m.provider.channel}`) } },
    ]),
  );

  function enabledOf(channel: MarketplaceChannel) {
    const found = enabled.get(channel);
    if (!found) throw new Error(`${channel} is off: its keys are not set`);
    return found;
  }
  const provider = (channel: MarketplaceChannel): MarketplaceProvider => enabledOf(channel).provider;
  const keys = (channel: MarketplaceChannel): SealKeys => enabledOf(channel).keys;

  /** The row with its tokens opened; throws when they can't be (the secret changed since they were stored). */
  function opened(channel: MarketplaceChannel, row: ConnectionRow | undefined): ConnectionRow {
    if (!row) throw new MarketplaceNotLinkedError(channel);
    try {
      const open = (stored: string) => openText(keys(channel), stored).text;
      return { ...row, accessToken: open(row.accessToken), refreshToken: open(row.refreshToken) };
    } catch (error) {
      if (!(error instanceof SealKeyError)) throw error;
      throw new MarketplaceNotLinkedError(channel, "tokens can't be read with the keys set now: link it again");
    }
  }

  const sealed = <T extends { accessToken: string; refreshToken: string }>(channel: MarketplaceChannel, t: T): T => ({
    ...t,
    accessToken: sealText(keys(channel), t.accessToken),
    refreshToken: sealText(keys(channel), t.refreshToken),
  });

  /**
   * Refreshes under the row's lock: a second instance waits, then finds the pair the first stored and uses it (it
   * never spends a refresh token already spent). `stale` is the access token the caller saw refused, or null.
   */
  async function refresh(channel: MarketplaceChannel, stale: string | null): Promise<ShopAuth> {
    return db.transaction(async (tx) => {
      const row = opened(channel, await repo.lockConnection(tx, channel));
      if (fresh(row) && row.accessToken !== stale) return authOf(row);
      const grant = await provider(channel).refresh({ shopId: row.shopId, refreshToken: row.refreshToken });
      // Committed with the lock's transaction, before anyone uses the new access token.
      await repo.storeRefreshedGrant(tx, channel, sealed(channel, grant));
      return authOf({ ...row, ...grant });
    });
  }

  async function auth(channel: MarketplaceChannel): Promise<ShopAuth> {
    const row = opened(channel, await repo.readConnection(db, channel));
    return fresh(row) ? authOf(row) : refresh(channel, row.accessToken);
  }

  return {
    provider,
    /** The marketplaces whose keys are set. */
    channels: (): MarketplaceChannel[] => [...enabled.keys()],
    read: (channel: MarketplaceChannel) => repo.readConnection(db, channel),
    readAll: () => repo.readConnections(db),
    refresh,

    /** The callback's code traded for the shop's tokens, stored (replacing an earlier link). */
    async connect(channel: MarketplaceChannel, params: CallbackParams): Promise<ConnectionRow> {
      const shop = await provider(channel).connect(params);
      await repo.storeLinkedShop(db, channel, sealed(channel, shop));
      return (await repo.readConnection(db, channel))!;
    },

    /**
     * Runs a shop call with a usable token; when the marketplace refuses the token as expired or invalid, refreshes
     * and runs it once more. Throws MarketplaceNotLinkedError when no shop is linked.
     */
    async withShop<T>(
      channel: MarketplaceChannel,
      call: (provider: MarketplaceProvider, auth: ShopAuth) => Promise<T>,
    ): Promise<T> {
      const current = await auth(channel);
      try {
        return await call(provider(channel), current);
      } catch (error) {
        if (!(error instanceof MarketplaceAuthError)) throw error;
        return call(provider(channel), await refresh(channel, current.accessToken));
      }
    },

    noteError: (channel: MarketplaceChannel, error: string | null) => repo.noteError(db, channel, error),
  };
}

export type MarketplaceConnections = ReturnType<typeof createMarketplaceConnections>;
