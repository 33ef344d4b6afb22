import type { MarketplaceChannel } from '@shop/domain/order-source';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { marketplaceConnections } from '../../db/schema/marketplaces';
import type { LinkedShop, TokenGrant } from './marketplace-provider';

export type ConnectionRow = typeof marketplaceConnections.$inferSelect;

export async function readConnections(db: DbOrTx): Promise<ConnectionRow[]> {
  return db.select().from(marketplaceConnections);
}

export async function readConnection(db: DbOrTx, channel: MarketplaceChannel): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(marketplaceConnections).where(eq(marketplaceConnections.channel, channel));
  return row;
}

/** The row, locked until the transaction ends: one refresh at a time across instances. */
export async function lockConnection(tx: Tx, channel: MarketplaceChannel): Promise<ConnectionRow | undefined> {
  const [row] = await tx
    .select()
    .from(marketplaceConnections)
    .where(eq(marketplaceConnections.channel, channel))
    .for('update');
  return row;
}

/** A shop authorised (again): its tokens replace any earlier link's, its errors cleared. */
export async function storeLinkedShop(db: DbOrTx, channel: MarketplaceChannel, shop: LinkedShop): Promise<void> {
  const values = {
    shopId: shop.shopId,
    shopName: shop.shopName,
    shopCipher: shop.shopCipher,
    accessToken: shop.accessToken,
    accessExpiresAt: shop.accessExpiresAt,
    refreshToken: shop.refreshToken,
    refreshExpiresAt: shop.refreshExpiresAt,
    lastError: null,
    lastErrorAt: null,
    connectedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  await db
    .insert(marketplaceConnections)
    .values({ channel, ...values })
    .onConflictDoUpdate({ target: marketplaceConnections.channel, set: values });
}

export async function storeRefreshedGrant(tx: Tx, channel: MarketplaceChannel, grant: TokenGrant): Promise<void> {
  await tx
    .update(marketplaceConnections)
    .set({ ...grant, refreshedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(marketplaceConnections.channel, channel));
}

/** The last error staff see on the marketplaces card (null: it worked). */
export async function noteError(db: DbOrTx, channel: MarketplaceChannel, error: string | null): Promise<void> {
  await db
    .update(marketplaceConnections)
    .set(error === null ? { lastError: null, lastErrorAt: null } : { lastError: error, lastErrorAt: sql`now()` })
    .where(eq(marketplaceConnections.channel, channel));
}
