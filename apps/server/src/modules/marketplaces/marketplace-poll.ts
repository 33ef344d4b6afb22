// The marketplaces' poll (DESIGN §16): every 5 minutes, each linked marketplace's orders updated since the last poll
// (less a small overlap, for an update the marketplace indexes late) are read and imported, catching what a webhook
// missed; the first poll after linking looks back 3 days. "Đồng bộ ngay" runs the same pull at once. A failure is
// the card's last error, and the next poll reads the same window again.
import type { MarketplaceChannel } from '@shop/domain/order-source';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { enqueue } from '../../lib/job-queue';
import { type MarketplaceConnections, MarketplaceNotLinkedError } from './marketplace-connections';
import type { MarketplaceOrders } from './marketplace-orders';
import { markSynced } from './marketplace-sync.repo';

export const MARKETPLACE_POLL_JOB = 'marketplace.poll';
export const POLL_EVERY_MS = 5 * 60_000;
/** Each window starts this much before the last one ended. */
export const POLL_OVERLAP_MS = 2 * 60_000;
/** How far the first poll after linking looks back. */
export const FIRST_LOOKBACK_MS = 3 * 24 * 3600_000;

export interface PollDeps {
  db: Db;
  log: FastifyBaseLogger;
  connections: MarketplaceConnections;
  orders: MarketplaceOrders;
}

/** What a failed pull leaves on the card. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createMarketplacePoll({ db, log, connections, orders }: PollDeps) {
  /**
   * Reads the orders updated in [synced_until − overlap, now) and imports them; moves synced_until to now. How many
   * orders it read. Throws MarketplaceNotLinkedError when no shop is linked, and the marketplace's error (noted on
   * the card) when a call fails.
   */
  async function sync(channel: MarketplaceChannel, now = new Date()): Promise<number> {
    const row = await connections.read(channel);
    if (!row) throw new MarketplaceNotLinkedError(channel);
    const from = new Date(
      row.syncedUntil ? row.syncedUntil.getTime() - POLL_OVERLAP_MS : now.getTime() - FIRST_LOOKBACK_MS,
    );
    try {
      const ids = await connections.withShop(channel, (provider, auth) => provider.listUpdatedOrders(auth, from, now));
      const count = await orders.pull(channel, ids);
      await markSynced(db, channel, now);
      return count;
    } catch (error) {
      await connections.noteError(channel, errorText(error));
      throw error;
    }
  }

  /** The next poll, at the next 5-minute mark: one job per mark, however many instances schedule it. */
  function schedule(now = Date.now()) {
    const slot = Math.floor(now / POLL_EVERY_MS) + 1;
    return enqueue(db, {
      kind: MARKETPLACE_POLL_JOB,
      key: `${MARKETPLACE_POLL_JOB}:${slot}`,
      runAt: new Date(slot * POLL_EVERY_MS),
      maxAttempts: 3,
    });
  }

  return {
    sync,
    schedule,

    /** A poll now (a shop just linked): its own key, so it never takes the place of the scheduled one. */
    soon: (channel: MarketplaceChannel) =>
      enqueue(db, { kind: MARKETPLACE_POLL_JOB, key: `${MARKETPLACE_POLL_JOB}:linked:${channel}:${Date.now()}` }),

    /** The poll job: every linked marketplace in turn (one failing leaves the others), then the next poll. */
    async poll() {
      const linked = new Set((await connections.readAll()).map((r) => r.channel));
      for (const channel of connections.channels().filter((c) => linked.has(c))) {
        try {
          const count = await sync(channel);
          if (count > 0) log.info({ channel, orders: count }, 'marketplace poll');
        } catch (err) {
          log.warn({ err, channel }, 'marketplace poll failed');
        }
      }
      await schedule();
    },
  };
}

export type MarketplacePoll = ReturnType<typeof createMarketplacePoll>;
