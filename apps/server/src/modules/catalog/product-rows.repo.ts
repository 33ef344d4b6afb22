import { type Product, type ProductSummary, type Variant } from '@shop/domain/catalog.schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, productVariants, products } from '../../db/schema/catalog';

/** Storefront lists show only active products with stock, or with an active variant in stock (DESIGN §3). */
export const isAvailable = sql`${products.isActive} AND (${products.stock} > 0 OR EXISTS (
  SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id} AND v.is_active AND v.stock > 0))`;

/** The columns of a DESIGN §3 Product (with its category's name), for {@link withVariants}. */
export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  imageUrl: products.imageUrl,
  imageAlts: products.imageAlts,
  price: products.price,
  discountPrice: products.discountPrice,
  stock: products.stock,
  isActive: products.isActive,
  categoryId: products.categoryId,
  categoryName: categories.name,
  description: products.description,
  specifications: products.specifications,
  unit: products.unit,
  weightGrams: products.weightGrams,
  maxQuantitiesInCart: products.maxQuantitiesInCart,
  orderMultiple: products.orderMultiple,
  totalQuantitySold: products.totalQuantitySold,
  createdAt: products.createdAt,
};

export type ProductRow = {
  id: number;
  name: string;
  slug: string;
  imageUrl: string;
  imageAlts: Record<string, string>;
  price: number;
  discountPrice: number | null;
  stock: number;
  isActive: boolean;
  categoryId: number;
  categoryName: string;
  description: string;
  specifications: string;
  unit: string;
  weightGrams: number;
  maxQuantitiesInCart: number | null;
  orderMultiple: number;
  totalQuantitySold: number;
  createdAt: Date;
};

export function selectProducts(db: DbOrTx) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

/** A variant row as DESIGN §3's Variant fields, but for its product's id (the public answer adds it). */
export function variantFields(
  v: typeof productVariants.$inferSelect,
): Omit<Variant, 'product'> & { order_multiple: number } {
  return {
    id: v.id,
    name: v.name,
    unit: v.unit,
    sku: v.sku,
    price: v.price,
    discount_price: v.discountPrice,
    stock: v.stock,
    is_active: v.isActive,
    images: v.images,
    main_image: v.mainImage,
    max_quantities_in_cart: v.maxQuantitiesInCart,
    order_multiple: v.orderMultiple,
  };
}

type VariantRecord = typeof productVariants.$inferSelect;
/** A product shaped with variants of its own kind (the shop's, or staff's with their barcodes). */
export type WithVariants<V> = Omit<Product, 'variants'> & { variants: V[] };

/** A variant as the shop shows it. */
export const shopVariant = (v: VariantRecord): Variant => ({ ...variantFields(v), product: v.productId });

/**
 * Attaches each product's variants (one query for the whole page) and shapes the API object; `toVariant` shapes a
 * variant (the shop's Variant unless told: staff's adds what the shop must not show).
 */
export async function withVariants(db: DbOrTx, rows: ProductRow[]): Promise<Product[]>;
export async function withVariants<V>(
  db: DbOrTx,
  rows: ProductRow[],
  toVariant: (v: VariantRecord) => V,
): Promise<WithVariants<V>[]>;
export async function withVariants<V>(
  db: DbOrTx,
  rows: ProductRow[],
  toVariant: (v: VariantRecord) => V | Variant = shopVariant,
): Promise<WithVariants<V | Variant>[]> {
  if (rows.length === 0) return [];
  const variantRows = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  const byProduct = new Map<number, (V | Variant)[]>();
  for (const v of variantRows) {
    const list = byProduct.get(v.productId) ?? [];
    list.push(toVariant(v));
    byProduct.set(v.productId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    image_url: r.imageUrl,
    image_alts: r.imageAlts,
    price: r.price,
    discount_price: r.discountPrice,
    stock: r.stock,
    is_active: r.isActive,
    category: r.categoryId,
    category_name: r.categoryName,
    description: r.description,
    specifications: r.specifications,
    unit: r.unit,
    weight: r.weightGrams / 1000,
    variants: byProduct.get(r.id) ?? [],
    total_quantity_sold: r.totalQuantitySold,
    created_at: r.createdAt.toISOString(),
    max_quantities_in_cart: r.maxQuantitiesInCart,
    order_multiple: r.orderMultiple,
  }));
}

export function summarize({ description: _, ...summary }: Product): ProductSummary {
  return summary;
}
