import { MARKETPLACE_CHANNELS } from '@shop/domain/order-source';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';

export const marketplaceChannel = pgEnum('marketplace_channel', MARKETPLACE_CHANNELS);

/**
 * A linked marketplace shop (DESIGN §16), one row per marketplace. Its refresh token works once: a refresh writes the
 * new pair here under this row's lock before using it (as Zalo's, §14), so two instances never refresh at once.
 * `synced_until` is the end of the last poll's update window: the next poll starts there.
 */
export const marketplaceConnections = pgTable('marketplace_connections', {
  channel: marketplaceChannel('channel').primaryKey(),
  shopId: text('shop_id').notNull(),
  shopName: text('shop_name').notNull().default(''),
  /** TikTok's shop_cipher, sent with every shop call; null for Shopee. */
  shopCipher: text('shop_cipher'),
  accessToken: text('access_token').notNull(),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
  refreshToken: text('refresh_token').notNull(),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
  syncedUntil: timestamp('synced_until', { withTimezone: true }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A marketplace's sellable unit (a Shopee item or model, a TikTok SKU) and the product or variant it sells (DESIGN
 * §16), linked by SKU or by hand; null while unlinked. `external_id` is the unit's own id (Shopee
 * `item_id:model_id`, or `item_id` without models; TikTok `product_id:sku_id`). `pushed_stock` is the last figure the
 * marketplace accepted, `stock_dirty_at` when a change it has not had yet happened.
 */
export const marketplaceLinks = pgTable(
  'marketplace_links',
  {
    id: serial('id').primaryKey(),
    channel: marketplaceChannel('channel').notNull(),
    externalId: text('external_id').notNull(),
    itemId: text('item_id').notNull(),
    modelId: text('model_id'),
    /** TikTok's warehouse for the SKU's inventory; null for Shopee. */
    warehouseId: text('warehouse_id'),
    name: text('name').notNull().default(''),
    externalSku: text('external_sku').notNull().default(''),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** 'sku' or 'hand'; null while unlinked. */
    linkedBy: text('linked_by'),
    pushedStock: integer('pushed_stock'),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    stockDirtyAt: timestamp('stock_dirty_at', { withTimezone: true }),
    pushError: text('push_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('marketplace_links_external_key').on(t.channel, t.externalId),
    index('marketplace_links_product_idx').on(t.productId, t.variantId),
    index('marketplace_links_dirty_idx')
      .on(t.channel, t.stockDirtyAt)
      .where(sql`${t.stockDirtyAt} IS NOT NULL`),
    check('marketplace_links_linked_by_check', sql`${t.linkedBy} IS NULL OR ${t.linkedBy} IN ('sku', 'hand')`),
  ],
);
