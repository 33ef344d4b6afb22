/**
 * The buyer's prices on a staff order form (DESIGN §13): the quantity tiers of the products on the lines, read once
 * each and cached, with the customer's group, so each new line shows what the server will charge.
 */
import { useQueries } from '@tanstack/react-query';
import { priceTiersQuery } from '../wholesale';
import type { BuyerPrices } from './order-lines';

export function useBuyerPrices(products: readonly number[], group: number | null): BuyerPrices {
  const ids = [...new Set(products)].sort((a, b) => a - b);
  const tiers = useQueries({ queries: ids.map((id) => priceTiersQuery(id)) });
  const byProduct = new Map(ids.map((id, i) => [id, tiers[i]?.data ?? []]));
  return { group, tiersOf: (product) => byProduct.get(product) ?? [] };
}
