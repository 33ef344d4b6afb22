// A buyer's lines read and priced inside the order's transaction: checkout, staff orders and staff edits price new
// lines the same way — today's line price, lowered by the quantity tiers of the buyer's group (DESIGN §13).
import type { DbOrTx } from '../../db/client';
import { buyerPricing } from '../wholesale/wholesale.service';
import { type LineCatalogue, type LineChecks, type PricedLine, type RequestedLine, priceLines } from './order-lines';
import { findProductsByIds, findVariantsByIds } from '../catalog/catalog.service';

/** The products, variants and the buyer's quantity prices that these lines are priced from (one read each). */
export async function buyerCatalogue(
  tx: DbOrTx,
  lines: readonly Pick<RequestedLine, 'productId' | 'variantId'>[],
  groupId: number | null,
): Promise<LineCatalogue> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  const [productsById, variantsById, pricing] = await Promise.all([
    findProductsByIds(tx, productIds),
    findVariantsByIds(tx, variantIds),
    buyerPricing(tx, productIds, groupId),
  ]);
  return { productsById, variantsById, pricing };
}

/** The lines priced and checked for a buyer in `groupId`; staff's orders pass `{cartLimit: false}`. */
export async function priceForBuyer(
  tx: DbOrTx,
  lines: readonly RequestedLine[],
  groupId: number | null,
  checks?: LineChecks,
): Promise<PricedLine[]> {
  return priceLines(lines, await buyerCatalogue(tx, lines, groupId), checks);
}
