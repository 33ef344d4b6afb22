// Test support for the back office's catalogue: a category, a valid product body, and the rows behind
// a product (its ledger, its audit trail) read straight from the database.
import { AdminProductDetail } from '@shop/domain/admin-catalog.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Db } from '../db/client';
import { auditLog, categories, productVariants, products, stockMovements } from '../db/schema/index';
import type { SignedUp } from '../modules/auth/auth.testing';
import { adminCall } from './staff.testing';

export async function category(db: Db, name = 'Trà', parentId: number | null = null) {
  const [row] = await db
    .insert(categories)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2)}`,
      parentId,
    })
    .returning();
  return row!;
}

/** A valid create body: one product with two variants. */
export function productBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  return {
    name: `Trà đen Lộc Phát ${tag}`,
    category: categoryId,
    price: 85_000,
    discount_price: 79_000,
    stock: 12,
    unit: 'gói',
    weight: 0.5,
    description: 'Trà đen **thơm**.\n1. Xuất xứ: Lâm Đồng',
    specifications: 'Khối lượng: 500g',
    image_url: '/media/products/tra-den.webp',
    is_active: true,
    is_featured: false,
    max_quantities_in_cart: 10,
    variants: [
      { name: 'Gói 500g', sku: `TD-${tag}-500`, price: 85_000, stock: 5 },
      { name: 'Gói 1kg', sku: `TD-${tag}-1KG`, price: 160_000, discount_price: 150_000, stock: 7 },
    ],
    ...overrides,
  };
}

export async function createdProduct(app: App, who: SignedUp, body: unknown) {
  const res = await adminCall(app, who, 'POST', '/api/admin/products/', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminProductDetail.parse(res.body);
}

export async function ledgerOf(db: Db, productId: number) {
  return db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.id));
}

export async function auditOf(db: Db, targetType: string, targetId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));
}

/** Every row a catalogue write may touch, to prove a refused one touched none. */
export async function catalogueSnapshot(db: Db) {
  const count = async (
    table: typeof products | typeof productVariants | typeof stockMovements | typeof auditLog | typeof categories,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    variants: await db.select().from(productVariants).orderBy(asc(productVariants.id)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    movements: await count(stockMovements),
    audit: await count(auditLog),
  };
}
