// The wholesale area's tables: customer groups and products' quantity price tiers.
import type { CustomerGroup, PriceTier, PublicTier } from '@shop/domain/wholesale.schemas';
import { visibleTiers } from '@shop/domain/wholesale.rules';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { customerGroups, productPriceTiers } from '../../db/schema/wholesale';

export const GROUP_NAME_INDEX = 'customer_groups_name_idx';

type GroupRow = typeof customerGroups.$inferSelect;
const toGroup = (r: GroupRow): CustomerGroup => ({
  id: r.id,
  name: r.name,
  description: r.description,
  payment_terms_days: r.paymentTermsDays,
  credit_limit: r.creditLimit,
});

/** A group's fields as a write gives them (absent: unchanged). */
type GroupFields = { [K in keyof Omit<CustomerGroup, 'id'>]?: CustomerGroup[K] | undefined };

/** A group's fields as the API names them, as its columns. */
const groupValues = (v: GroupFields) => ({
  name: v.name,
  description: v.description,
  paymentTermsDays: v.payment_terms_days,
  creditLimit: v.credit_limit,
});

export async function listGroups(db: DbOrTx): Promise<CustomerGroup[]> {
  return (await db.select().from(customerGroups).orderBy(asc(customerGroups.name), asc(customerGroups.id))).map(
    toGroup,
  );
}

export async function findGroup(db: DbOrTx, id: number): Promise<CustomerGroup | undefined> {
  const [row] = await db.select().from(customerGroups).where(eq(customerGroups.id, id));
  return row && toGroup(row);
}

export async function insertGroup(tx: Tx, values: Omit<CustomerGroup, 'id'>): Promise<CustomerGroup> {
  const [row] = await tx
    .insert(customerGroups)
    .values({ ...groupValues(values), name: values.name })
    .returning();
  return toGroup(row!);
}

export async function updateGroup(tx: Tx, id: number, values: GroupFields): Promise<CustomerGroup | undefined> {
  const [row] = await tx
    .update(customerGroups)
    .set({ ...groupValues(values), updatedAt: sql`now()` })
    .where(eq(customerGroups.id, id))
    .returning();
  return row && toGroup(row);
}

/** The price tiers of the group (a group in use is not deleted). */
export async function groupTierCount(db: DbOrTx, id: number): Promise<number> {
  return db.$count(productPriceTiers, eq(productPriceTiers.groupId, id));
}

export async function deleteGroup(tx: Tx, id: number): Promise<void> {
  await tx.delete(customerGroups).where(eq(customerGroups.id, id));
}

export async function groupIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: customerGroups.id }).from(customerGroups).where(inArray(customerGroups.id, ids));
  return new Set(rows.map((r) => r.id));
}

type TierRow = typeof productPriceTiers.$inferSelect;
const toTier = (r: TierRow): PriceTier => ({
  id: r.id,
  variant: r.variantId,
  group: r.groupId,
  min_quantity: r.minQuantity,
  price: r.price,
});

export async function listTiers(db: DbOrTx, productId: number): Promise<PriceTier[]> {
  const rows = await db
    .select()
    .from(productPriceTiers)
    .where(eq(productPriceTiers.productId, productId))
    .orderBy(
      sql`${productPriceTiers.variantId} NULLS FIRST`,
      sql`${productPriceTiers.groupId} NULLS FIRST`,
      asc(productPriceTiers.minQuantity),
    );
  return rows.map(toTier);
}

/** Replaces the product's tiers with `tiers` (the PUT). */
export async function replaceTiers(tx: Tx, productId: number, tiers: Omit<PriceTier, 'id'>[]): Promise<void> {
  await tx.delete(productPriceTiers).where(eq(productPriceTiers.productId, productId));
  if (tiers.length === 0) return;
  await tx.insert(productPriceTiers).values(
    tiers.map((t) => ({
      productId,
      variantId: t.variant,
      groupId: t.group,
      minQuantity: t.min_quantity,
      price: t.price,
    })),
  );
}

/** The tiers of these products (and their variants) that apply to a buyer in `groupId`: the order's pricing. */
export async function tiersForBuyer(db: DbOrTx, productIds: number[], groupId: number | null) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select()
    .from(productPriceTiers)
    .where(
      and(
        inArray(productPriceTiers.productId, productIds),
        groupId === null
          ? isNull(productPriceTiers.groupId)
          : or(isNull(productPriceTiers.groupId), eq(productPriceTiers.groupId, groupId)),
      ),
    );
  return rows.map((r) => ({ ...toTier(r), productId: r.productId }));
}

/**
 * The public answer's tiers of one product for a buyer in `groupId` (null: everyone's only): the product's own and
 * each variant's, as the shopper sees them ({@link visibleTiers}).
 */
export async function publicTiers(
  db: DbOrTx,
  productId: number,
  groupId: number | null,
  linePriceOf: (variant: number | null) => number | undefined,
): Promise<{ own: PublicTier[]; byVariant: Map<number, PublicTier[]> }> {
  const tiers = await tiersForBuyer(db, [productId], groupId);
  const keys = new Set(tiers.map((t) => t.variant));
  const byVariant = new Map<number, PublicTier[]>();
  let own: PublicTier[] = [];
  for (const key of keys) {
    const price = linePriceOf(key);
    if (price === undefined) continue;
    const shown = visibleTiers(
      price,
      tiers.filter((t) => t.variant === key),
    );
    if (key === null) own = shown;
    else byVariant.set(key, shown);
  }
  return { own, byVariant };
}
