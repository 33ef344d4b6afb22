import type { Tx } from '../../db/client';
import { notifyCatalogChanged } from '../catalog/catalog.service';
import * as repo from './stock.repo';

/**
 * The catalogue's stock as orders change it (DESIGN §4), below the orders module: the guarded single statements,
 * the sold counters and the give-back on cancel or return. Each function joins the caller's transaction (the
 * stock moves with the order or not at all) and tells the catalogue, whose cached answers are stale on commit.
 */

/** One product's units in an order: its own stock's, each variant's, and all units sold (own + variants). */
export interface ProductUnits {
  productId: number;
  own: number;
  sold: number;
  variants: { id: number; quantity: number }[];
}

/** The stock that was short: a variant's, or the product's own (`variantId` null), and what is left of it. */
export interface Shortfall {
  productId: number;
  variantId: number | null;
  left: number;
}

/**
 * Products by id, each one's variants by id: every transaction locks stock rows in this one order, so two orders
 * cannot deadlock.
 */
function inLockOrder(units: ProductUnits[]): ProductUnits[] {
  return [...units]
    .sort((a, b) => a.productId - b.productId)
    .map((u) => ({ ...u, variants: [...u.variants].sort((a, b) => a.id - b.id) }));
}

/**
 * Takes each product's units with guarded statements that no concurrency can make negative, in lock order.
 * Answers the first shortfall, after which the caller throws and the transaction undoes what was taken; null when
 * everything was taken.
 */
export async function takeStock(tx: Tx, units: ProductUnits[]): Promise<Shortfall | null> {
  for (const { productId, own, sold, variants } of inLockOrder(units)) {
    if (!(await repo.takeProductStock(tx, productId, own, sold))) {
      return { productId, variantId: null, left: await repo.currentStock(tx, { productId, variantId: null }) };
    }
    for (const variant of variants) {
      if (!(await repo.takeVariantStock(tx, variant.id, productId, variant.quantity))) {
        return {
          productId,
          variantId: variant.id,
          left: await repo.currentStock(tx, { productId, variantId: variant.id }),
        };
      }
    }
  }
  await notifyCatalogChanged(tx);
  return null;
}

/** Gives back what an order took (cancel, return) and uncounts the units sold, in the same lock order. */
export async function giveBackStock(tx: Tx, units: ProductUnits[]): Promise<void> {
  for (const { productId, own, sold, variants } of inLockOrder(units)) {
    await repo.returnProductStock(tx, productId, own, sold);
    for (const variant of variants) {
      await repo.returnVariantStock(tx, variant.id, variant.quantity);
    }
  }
  await notifyCatalogChanged(tx);
}
