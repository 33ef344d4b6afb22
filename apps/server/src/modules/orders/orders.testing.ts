// Test support for checkout and orders: a small shop (products, variants, vouchers, one store) and order calls.
import { Order } from '@shop/domain/order-response.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { categories, productVariants, products, promotions, storeLocations } from '../../db/schema/index';
import { accountWithRole } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { call, type CallOptions } from '../auth/auth.testing';
import { openingLevels } from '../stock/stock.testing';

/** Centroid of Phường Bến Nghé, Quận 1 (bundled legacy data): the test shop's one active store stands there. */
export const STORE_POINT = { lat: 10.7809, lng: 106.7042 };

/** Delivery addresses by distance from the store (straight line between centroids, bundled data). */
export const ADDRESSES = {
  /** 0 km. */
  near: { city: 'Thành phố Hồ Chí Minh', district: 'Quận 1', ward: 'Phường Bến Nghé' },
  /** 4.9 km: inside the free radius. */
  edge: { city: 'Thành phố Hồ Chí Minh', district: 'Quận 7', ward: 'Phường Tân Hưng' },
  /** 6.2 km: outside it. */
  mid: { city: 'Thành phố Hồ Chí Minh', district: 'Quận Tân Bình', ward: 'Phường 10' },
  /** 43.1 km: the fee's cap. */
  far: { city: 'Thành phố Hồ Chí Minh', district: 'Huyện Củ Chi', ward: 'Xã An Phú' },
  /** Another province: a partner carrier (DVVC). */
  hanoi: { city: 'Thành phố Hà Nội', district: 'Quận Ba Đình', ward: 'Phường Phúc Xá' },
  /** Nowhere. */
  unknown: { city: 'Atlantis', district: 'Quận 99', ward: 'Phường Z' },
} as const;

export type Shop = Awaited<ReturnType<typeof seedShop>>;

/** Inserts the test shop; ids by name. */
export async function seedShop(db: Db) {
  const [category] = await db
    .insert(categories)
    .values({ name: 'Nguyên liệu', slug: `nguyen-lieu-${Math.random().toString(36).slice(2)}` })
    .returning();
  const product = async (values: Partial<typeof products.$inferInsert> & { name: string; price: number }) => {
    const [row] = await db
      .insert(products)
      .values({
        slug: `${values.name}-${Math.random().toString(36).slice(2)}`,
        categoryId: category!.id,
        stock: 100,
        unit: 'Gói',
        weightGrams: 1000,
        imageUrl: `/media/${values.name}.webp`,
        ...values,
      })
      .returning();
    return row!;
  };
  const variant = async (
    productId: number,
    values: Partial<typeof productVariants.$inferInsert> & { name: string; price: number },
  ) => {
    const [row] = await db
      .insert(productVariants)
      .values({
        productId,
        sku: `SKU-${Math.random().toString(36).slice(2)}`,
        stock: 20,
        unit: 'Hộp',
        mainImage: `/media/${values.name}.webp`,
        images: [`/media/${values.name}.webp`],
        ...values,
      })
      .returning();
    return row!;
  };

  const oolong = await product({ name: 'Trà ô long', price: 120_000, discountPrice: 99_000 });
  const milk = await product({ name: 'Bột sữa', price: 250_000, stock: 50, maxQuantitiesInCart: 5 });
  const retired = await product({ name: 'Trà cũ', price: 50_000, isActive: false });
  const syrup = await product({ name: 'Siro', price: 80_000, stock: 0, weightGrams: 1300 });
  const strawberry = await variant(syrup.id, {
    name: 'Vị dâu',
    price: 90_000,
    discountPrice: 85_000,
    maxQuantitiesInCart: 3,
  });
  const peach = await variant(syrup.id, { name: 'Vị đào', price: 90_000, isActive: false });
  // A discount price above the price is ignored (pricing.ts).
  const mango = await variant(syrup.id, { name: 'Vị xoài', price: 100_000, discountPrice: 120_000, stock: 10 });
  const jelly = await product({ name: 'Thạch', price: 40_000 });
  const coconut = await variant(jelly.id, { name: 'Vị dừa', price: 45_000 });
  const scarce = await product({ name: 'Trân châu', price: 30_000, stock: 2 });
  const machine = await product({ name: 'Máy dán miệng ly', price: 1_500_000, weightGrams: 12_000 });

  const promos = await db
    .insert(promotions)
    .values([
      { code: 'GIAM10', value: 10, isPercentage: true, description: 'Giảm 10% mọi đơn' },
      { code: 'GIAM50K', value: 50_000, minPurchaseAmount: 300_000 },
      { code: 'FREESHIP', value: 0, imageUrl: '/media/freeship.svg' },
      { code: 'ONCE', value: 20_000, usageLimitPerUser: 1 },
      { code: 'OFF', value: 5, isPercentage: true, isActive: false },
    ])
    .returning();
  const promo = Object.fromEntries(promos.map((p) => [p.code, p])) as Record<
    'GIAM10' | 'GIAM50K' | 'FREESHIP' | 'ONCE' | 'OFF',
    (typeof promos)[number]
  >;

  await db.insert(storeLocations).values([
    { name: 'Cửa hàng Quận 1', address: '1 Lê Lợi', status: 'active', ...STORE_POINT },
    // Ignored: not open yet (it stands in Tân Bình, which would make 'mid' 0 km).
    { name: 'Cửa hàng Tân Bình', address: '1 Cộng Hòa', status: 'coming_soon', lat: 10.7922, lng: 106.6486 },
    // Ignored: no coordinates.
    { name: 'Kho', address: 'Bình Chánh', status: 'active' },
  ]);

  await openingLevels(db);

  return {
    products: { oolong, milk, retired, syrup, jelly, scarce, machine },
    variants: { strawberry, peach, mango, coconut },
    promo,
  };
}

/** A valid create-order body: one oolong, delivered near the store, cash. */
export function orderBody(overrides: Record<string, unknown> = {}, shop?: Shop) {
  return {
    items: shop ? [{ product: shop.products.oolong.id, variant: null, quantity: 1 }] : [],
    shipping_address: '12 Nguyễn Huệ',
    phone_number: '0909123456',
    email: 'khach@example.com',
    ...ADDRESSES.near,
    shipping_fee: 30_000,
    promotion_ids: [],
    payment_method: 'cash',
    note: '',
    ...overrides,
  };
}

export async function placeOrder(app: App, token: string, body: unknown, opts: CallOptions = {}) {
  return call(app, 'POST', '/api/orders/', { ...opts, token, body });
}

/** Places an order that must succeed; its body parsed as the DESIGN §3 Order. */
export async function placedOrder(app: App, token: string, body: unknown): Promise<Order> {
  const res = await placeOrder(app, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Order.parse(res.body);
}

export async function productStock(db: Db, id: number) {
  const [row] = await db
    .select({ stock: products.stock, sold: products.totalQuantitySold })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

export async function variantStock(db: Db, id: number) {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, id));
  return row!.stock;
}

/** The app on a fresh database (no demo catalogue) with the test shop, one customer and one staff account. */
export async function openOrderDesk() {
  const t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  const shop = await seedShop(t.db);
  const customer = await accountWithRole(t.app, t.db, 'customer');
  const staff = await accountWithRole(t.app, t.db, 'staff');
  return { t, shop, customer, staff };
}
