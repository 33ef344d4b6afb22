// Tests' way to put a number of units on a shelf (DESIGN §15): the level at the location (the first by default) gets
// that many available, and the public stock the same change when the location sells online. No ledger line.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';
import { stockLevels } from '../../db/schema/stock';
import * as locationsRepo from './stock-locations.repo';

export { openingLevels } from './stock.service';

/** Sets the item's available units at the location to `available`; the public stock follows. */
export async function setShelf(
  db: DbOrTx,
  item: { productId: number; variantId: number | null },
  available: number,
  locationId?: number,
) {
  const at = locationId ?? (await locationsRepo.firstLocationId(db))!;
  const flags = (await locationsRepo.listLocationFlags(db)).find((l) => l.id === at)!;
  await db
    .insert(stockLevels)
    .values({ locationId: at, productId: item.productId, variantId: item.variantId })
    .onConflictDoNothing();
  const where = and(
    eq(stockLevels.locationId, at),
    eq(stockLevels.productId, item.productId),
    item.variantId === null ? isNull(stockLevels.variantId) : eq(stockLevels.variantId, item.variantId),
  );
  const [before] = await db
    .select({ available: sql<number>`${stockLevels.onHand} - ${stockLevels.reserved}` })
    .from(stockLevels)
    .where(where);
  await db
    .update(stockLevels)
    .set({ onHand: sql`${stockLevels.reserved} + ${available}` })
    .where(where);
  if (!flags.sellsOnline || !flags.holdsStock) return;
  const delta = available - before!.available;
  if (item.variantId === null) {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}` })
      .where(eq(products.id, item.productId));
  } else {
    await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${delta}` })
      .where(eq(productVariants.id, item.variantId));
  }
}

/** What a location holds of an item: on hand and reserved (both 0 when it has no level there). */
export async function levelOf(
  db: DbOrTx,
  item: { productId: number; variantId: number | null },
  locationId: number,
): Promise<{ onHand: number; reserved: number }> {
  const [row] = await db
    .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.locationId, locationId),
        eq(stockLevels.productId, item.productId),
        item.variantId === null ? isNull(stockLevels.variantId) : eq(stockLevels.variantId, item.variantId),
      ),
    );
  return row ?? { onHand: 0, reserved: 0 };
}
