// The order's side of wholesale (DESIGN §13): the quantity prices that apply to a buyer, read once per order inside
// its transaction, and the pure tier rule applied per line (order-lines.ts calls it).
import type { Product } from '@shop/domain/catalog.schemas';
import { linePrice } from '@shop/domain/pricing';
import { tieredUnitPrice, tiersFor } from '@shop/domain/wholesale.rules';
import type { DbOrTx } from '../../db/client';
import { publicTiers, tiersForBuyer } from './wholesale.repo';

/** A line's unit price for this buyer: the lowest of its line price and every tier reached at `quantity`. */
export type BuyerPricing = (line: {
  productId: number;
  variantId: number | null;
  quantity: number;
  linePrice: number;
}) => number;

/** The buyer's tiers for these products (everyone's, plus their group's), as a pricing function. */
export async function buyerPricing(db: DbOrTx, productIds: number[], groupId: number | null): Promise<BuyerPricing> {
  const tiers = await tiersForBuyer(db, productIds, groupId);
  if (tiers.length === 0) return (line) => line.linePrice;
  return ({ productId, variantId, quantity, linePrice }) =>
    tieredUnitPrice(
      linePrice,
      tiersFor(
        tiers.filter((t) => t.productId === productId),
        { variantId, groupId },
      ),
      quantity,
    );
}

/**
 * The public product answer with the quantity prices a buyer in `groupId` can get (null: everyone's only): the
 * product's own line's and each variant's, as the shopper sees them.
 */
export async function withPublicTiers(db: DbOrTx, product: Product, groupId: number | null): Promise<Product> {
  const variantPrices = new Map(product.variants.map((v) => [v.id, linePrice(v)]));
  const { own, byVariant } = await publicTiers(db, product.id, groupId, (variant) =>
    variant === null ? linePrice(product) : variantPrices.get(variant),
  );
  return {
    ...product,
    price_tiers: own,
    variants: product.variants.map((v) => ({ ...v, price_tiers: byVariant.get(v.id) ?? [] })),
  };
}
