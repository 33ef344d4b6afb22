// Where each marketplace's poll stands (DESIGN §16): the end of the last update window read, on the connection's row.
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketplaceConnections } from '../../db/schema/marketplaces';

/**
 * A pull read every order updated before `until`: the next one starts there (never earlier than a pull that finished
 * meanwhile reached), the card shows the time, and the last error is cleared.
 */
export async function markSynced(db: DbOrTx, channel: MarketplaceChannel, until: Date): Promise<void> {
  await db
    .update(marketplaceConnections)
    .set({
      syncedUntil: sql`GREATEST(${marketplaceConnections.syncedUntil}, ${until.toISOString()}::timestamptz)`,
      lastSyncAt: sql`now()`,
      lastError: null,
      lastErrorAt: null,
    })
    .where(eq(marketplaceConnections.channel, channel));
}
