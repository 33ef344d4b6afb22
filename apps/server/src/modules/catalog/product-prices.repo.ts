// The catalogue's prices and terms as other areas read them inside their own transactions (through
// catalog.service): an order's products and variants (its pricing and checks), a unit's cost (an order line's), a
// product's line prices locked against a price edit (wholesale's tiers), and the products' VAT rates (an order's
// e-invoice).
import { linePrice } from '@shop/domain/pricing';
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { productVariants, products } from '../../db/schema/catalog';

export async function findProductsByIds(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      price: products.price,
      discountPrice: products.discountPrice,
      isActive: products.isActive,
      unit: products.unit,
      weightGrams: products.weightGrams,
      maxQuantitiesInCart: products.maxQuantitiesInCart,
      orderMultiple: products.orderMultiple,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export type ProductForOrder = NonNullable<ReturnType<Awaited<ReturnType<typeof findProductsByIds>>['get']>>;

export async function findVariantsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, VariantForOrder>();
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      unit: productVariants.unit,
      price: productVariants.price,
      discountPrice: productVariants.discountPrice,
      isActive: productVariants.isActive,
      images: productVariants.images,
      mainImage: productVariants.mainImage,
      maxQuantitiesInCart: productVariants.maxQuantitiesInCart,
      orderMultiple: productVariants.orderMultiple,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface VariantForOrder {
  id: number;
  productId: number;
  name: string;
  unit: string;
  price: number;
  discountPrice: number | null;
  isActive: boolean;
  images: string[];
  mainImage: string;
  maxQuantitiesInCart: number | null;
  orderMultiple: number;
}

/**
 * A unit's cost today, as an SQL expression for another area's statement (DESIGN §17): the variant's cost_price, else
 * the product's; null when neither is set or the product is gone. Orders embed it in the statement that writes their
 * lines, so keeping the cost at the time of sale costs no round trip.
 */
export function unitCostSql(productId: number | null | undefined, variantId: number | null | undefined): SQL {
  if (productId == null) return sql`NULL::integer`;
  const own = sql`(SELECT ${products.costPrice} FROM ${products} WHERE ${products.id} = ${productId})`;
  if (variantId == null) return own;
  return sql`coalesce((SELECT ${productVariants.costPrice} FROM ${productVariants} WHERE ${productVariants.id} = ${variantId}), ${own})`;
}

/** The product's line prices: its own (key null) and each variant's, locked against a concurrent price edit. */
export async function lockLinePrices(tx: Tx, productId: number): Promise<Map<number | null, number> | undefined> {
  const [product] = await tx
    .select({ price: products.price, discountPrice: products.discountPrice })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update');
  if (!product) return undefined;
  const variants = await tx
    .select({ id: productVariants.id, price: productVariants.price, discountPrice: productVariants.discountPrice })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const map = new Map<number | null, number>([
    [null, linePrice({ price: product.price, discount_price: product.discountPrice })],
  ]);
  for (const v of variants) map.set(v.id, linePrice({ price: v.price, discount_price: v.discountPrice }));
  return map;
}

/** The VAT rate of each of these products that still exists (null: the shop's default). */
export async function vatRates(db: DbOrTx, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, vatRate: products.vatRate })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.vatRate]));
}
