// A buyer's lines read and priced inside the order's transaction: checkout, staff orders and staff edits price new
// lines the same way — today's line price, lowered by the quantity tiers of the buyer's group (DESIGN §13).
import type { DbOrTx } from '../../db/client';
import { buyerPricing } from '../wholesale/wholesale.service';
import { type PricedLine, type RequestedLine, priceLines } from './order-lines';
import * as pricing from './order-pricing.repo';

export async function priceForBuyer(
  tx: DbOrTx,
  lines: readonly RequestedLine[],
  groupId: number | null,
): Promise<PricedLine[]> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  const [productsById, variantsById, tiers] = await Promise.all([
    pricing.findProductsByIds(tx, productIds),
    pricing.findVariantsByIds(tx, variantIds),
    buyerPricing(tx, productIds, groupId),
  ]);
  return priceLines(lines, productsById, variantsById, tiers);
}
