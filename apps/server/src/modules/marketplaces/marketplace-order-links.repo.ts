// How an order line finds our product (DESIGN §16): the marketplace's unit, by its external id, in marketplace_links
// (linked by SKU or by hand; the links area keeps the rows). The orders' reads only.
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marketplaceLinks } from '../../db/schema/marketplaces';

export interface LinkedItem {
  productId: number;
  variantId: number | null;
}

/** The linked units among these external ids: `external_id → product and variant`; unlinked ones are absent. */
export async function linkedItems(
  db: DbOrTx,
  channel: MarketplaceChannel,
  externalIds: string[],
): Promise<Map<string, LinkedItem>> {
  const ids = [...new Set(externalIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      externalId: marketplaceLinks.externalId,
      productId: marketplaceLinks.productId,
      variantId: marketplaceLinks.variantId,
    })
    .from(marketplaceLinks)
    .where(
      and(
        eq(marketplaceLinks.channel, channel),
        inArray(marketplaceLinks.externalId, ids),
        isNotNull(marketplaceLinks.productId),
      ),
    );
  return new Map(rows.map((r) => [r.externalId, { productId: r.productId!, variantId: r.variantId }]));
}
