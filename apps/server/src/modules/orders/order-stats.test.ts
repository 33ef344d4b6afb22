// The dashboard's figures against orders built for the purpose: revenue (paid, or cash
// delivered), orders, average, by status, top products, low stock and every day of the range in shop time.
import { STATS_DEFAULT_DAYS } from '@shop/domain/admin.schemas';
import { StatsResponse } from '@shop/domain/admin-stats.schemas';
import type { Order } from '@shop/domain/order-response.schemas';
import { ORDER_STATUSES } from '@shop/domain/order-status';
import { addDays, shopDay } from '@shop/domain/shop-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants, products } from '../../db/schema/index';
import type { TestApp } from '../../testing/test-app';
import type { SignedUp } from '../auth/auth.testing';
import { type Shop, openOrderDesk, orderBody, placedOrder } from './orders.testing';
import { adminCall, placedAt } from '../../testing/staff.testing';
import { openingLevels } from '../stock/stock.testing';

let t: TestApp;
let shop: Shop;
let customer: SignedUp;
let staff: SignedUp;
beforeAll(async () => {
  ({ t, shop, customer, staff } = await openOrderDesk());
});
afterAll(() => t?.close());

const stats = async (query = '') => {
  const res = await adminCall(t.app, staff, 'GET', `/api/admin/stats/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return StatsResponse.parse(res.body);
};
const place = (items: { product: number; variant?: number; quantity: number }[]) =>
  placedOrder(t.app, customer.tokens.access, orderBody({ items }, shop));
const act = async (id: number, path: string, body: object) => {
  const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${id}/${path}/`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const deliver = async (id: number) => {
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    await act(id, 'transition', { status });
  }
};

/** Units and line revenue per product id, from the orders' own lines. */
function sales(list: Order[]) {
  const byProduct = new Map<number, { units: number; revenue: number; name: string }>();
  for (const order of list) {
    for (const item of order.items) {
      const entry = byProduct.get(item.product.id!) ?? { units: 0, revenue: 0, name: item.product_name };
      entry.units += item.quantity;
      entry.revenue += item.total_price;
      byProduct.set(item.product.id!, entry);
    }
  }
  return [...byProduct.entries()].map(([product_id, v]) => ({ product_id, ...v }));
}

describe('GET /api/admin/stats/', () => {
  it('computes every figure over the range, in Asia/Ho_Chi_Minh days', async () => {
    const { oolong, milk, jelly, machine } = shop.products;
    const { coconut } = shop.variants;
    // Day 1 (2033-03-01 in the shop): a cash order delivered (revenue) and one still pending (not revenue).
    const delivered = await place([{ product: oolong.id, quantity: 3 }]);
    await deliver(delivered.id);
    await placedAt(t.db, delivered.id, '2033-03-01T02:00:00Z');
    const earliest = await place([{ product: jelly.id, variant: coconut.id, quantity: 1 }]);
    await placedAt(t.db, earliest.id, '2033-02-28T17:00:00Z'); // 00:00 on the 1st in the shop
    // Day 2: a pending cash order and one marked paid (revenue) at 23:59:59 shop time.
    const pending = await place([{ product: milk.id, quantity: 1 }]);
    await placedAt(t.db, pending.id, '2033-03-01T18:00:00Z');
    const paid = await place([
      { product: jelly.id, quantity: 2 },
      { product: oolong.id, quantity: 1 },
    ]);
    await act(paid.id, 'mark-paid', {});
    await placedAt(t.db, paid.id, '2033-03-02T16:59:59Z');
    // Day 3: paid then cancelled (refund due): an order, but no revenue and no sales.
    const cancelled = await place([{ product: machine.id, quantity: 1 }]);
    await act(cancelled.id, 'mark-paid', {});
    await act(cancelled.id, 'transition', { status: 'cancelled', note: 'Hết hàng' });
    await placedAt(t.db, cancelled.id, '2033-03-03T10:00:00Z');
    // Outside the range by a second on each side.
    for (const at of ['2033-02-28T16:59:59Z', '2033-03-03T17:00:00Z']) {
      const outside = await place([{ product: milk.id, quantity: 2 }]);
      await act(outside.id, 'mark-paid', {});
      await placedAt(t.db, outside.id, at);
    }

    const s = await stats('?date_from=2033-03-01&date_to=2033-03-03');
    const revenue = delivered.final_total + paid.final_total;
    expect(s).toMatchObject({
      date_from: '2033-03-01',
      date_to: '2033-03-03',
      revenue,
      orders: 5,
      average_order_value: Math.round(revenue / 2),
    });
    expect(s.by_status).toEqual({
      ...Object.fromEntries(ORDER_STATUSES.map((st) => [st, 0])),
      pending: 3,
      delivered: 1,
      cancelled: 1,
    });
    expect(s.daily).toEqual([
      { date: '2033-03-01', revenue: delivered.final_total, orders: 2 },
      { date: '2033-03-02', revenue: paid.final_total, orders: 2 },
      { date: '2033-03-03', revenue: 0, orders: 1 },
    ]);

    const sold = sales([delivered, earliest, pending, paid]);
    const byUnits = [...sold].sort((a, b) => b.units - a.units || b.revenue - a.revenue);
    const byRevenue = [...sold].sort((a, b) => b.revenue - a.revenue || b.units - a.units);
    expect(s.top_products.map((p) => [p.product_id, p.units, p.revenue])).toEqual(
      byUnits.map((p) => [p.product_id, p.units, p.revenue]),
    );
    expect(s.top_products_by_revenue.map((p) => [p.product_id, p.units, p.revenue])).toEqual(
      byRevenue.map((p) => [p.product_id, p.units, p.revenue]),
    );
    expect(s.top_products[0]).toMatchObject({ product_id: oolong.id, name: 'Trà ô long', units: 4 });
    expect(s.top_products.map((p) => p.product_id)).not.toContain(machine.id);
  });

  it('revenue counts a paid order once, and no unpaid delivery of another method, return or refund', async () => {
    const { oolong, milk, jelly } = shop.products;
    // Cash, delivered, then marked paid as well: counted once.
    const both = await place([{ product: oolong.id, quantity: 1 }]);
    await deliver(both.id);
    await act(both.id, 'mark-paid', {});
    // A bank transfer delivered but never paid: an order and its sales, no revenue.
    const unpaid = await place([{ product: milk.id, quantity: 2 }]);
    await t.db.update(orders).set({ paymentMethod: 'sepay' }).where(eq(orders.id, unpaid.id));
    await deliver(unpaid.id);
    // Cash, delivered, then returned: neither revenue nor sales.
    const returned = await place([{ product: jelly.id, quantity: 5 }]);
    await deliver(returned.id);
    await act(returned.id, 'transition', { status: 'returned' });
    // Paid, cancelled and refunded: neither.
    const refunded = await place([{ product: jelly.id, quantity: 7 }]);
    await act(refunded.id, 'mark-paid', {});
    await act(refunded.id, 'transition', { status: 'cancelled', note: 'Khách đổi ý' });
    await act(refunded.id, 'refund', { note: 'Đã chuyển khoản lại' });
    // Paid, with a total one dong above the first: the average ends in half a dong and rounds up.
    const paid = await place([{ product: oolong.id, quantity: 1 }]);
    await act(paid.id, 'mark-paid', {});
    await t.db
      .update(orders)
      .set({ finalTotal: both.final_total + 1 })
      .where(eq(orders.id, paid.id));
    for (const o of [both, unpaid, returned, refunded, paid]) await placedAt(t.db, o.id, '2034-06-01T05:00:00Z');

    const s = await stats('?date_from=2034-06-01&date_to=2034-06-01');
    const revenue = 2 * both.final_total + 1;
    expect(s).toMatchObject({
      orders: 5,
      revenue,
      average_order_value: both.final_total + 1,
      daily: [{ date: '2034-06-01', revenue, orders: 5 }],
    });
    expect(s.by_status).toMatchObject({ pending: 1, delivered: 2, returned: 1, cancelled: 1 });
    // Two units each: the tie goes to the larger revenue.
    expect(s.top_products.map((p) => [p.product_id, p.units, p.revenue])).toEqual([
      [milk.id, 2, 500_000],
      [oolong.id, 2, 198_000],
    ]);
  });

  it('keeps the ten best by units and the ten best by revenue, which need not be the same products', async () => {
    // Twelve products: the n-th sells n units at 10,000 ₫, but the first two are dear enough to lead by revenue.
    const made = await t.db
      .insert(products)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: `Sản phẩm ${i + 1}`,
          slug: `san-pham-top-${i + 1}`,
          categoryId: shop.products.oolong.categoryId,
          price: i < 2 ? 10_000_000 : 10_000,
          stock: 100,
          unit: 'Gói',
          weightGrams: 100,
          imageUrl: '/media/san-pham.webp',
        })),
      )
      .returning();
    await openingLevels(t.db);
    const order = await place(made.map((p, i) => ({ product: p.id, quantity: i + 1 })));
    await placedAt(t.db, order.id, '2035-01-01T05:00:00Z');

    const s = await stats('?date_from=2035-01-01&date_to=2035-01-01');
    const ids = (ns: number[]) => ns.map((n) => made[n - 1]!.id);
    expect(s.top_products.map((p) => p.product_id)).toEqual(ids([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]));
    expect(s.top_products_by_revenue.map((p) => p.product_id)).toEqual(ids([2, 1, 12, 11, 10, 9, 8, 7, 6, 5]));
    expect(s.top_products_by_revenue[0]).toMatchObject({ name: 'Sản phẩm 2', units: 2, revenue: 20_000_000 });
  });

  it('a day alone, and every day of an empty range with zeros', async () => {
    expect(await stats('?date_from=2033-03-03&date_to=2033-03-03')).toMatchObject({
      orders: 1,
      revenue: 0,
      average_order_value: 0,
      daily: [{ date: '2033-03-03', revenue: 0, orders: 1 }],
    });
    const empty = await stats('?date_from=2040-02-27&date_to=2040-03-01');
    expect(empty).toMatchObject({ orders: 0, revenue: 0, average_order_value: 0, top_products: [] });
    expect(empty.daily.map((d) => d.date)).toEqual(['2040-02-27', '2040-02-28', '2040-02-29', '2040-03-01']);
    expect(empty.daily.every((d) => d.revenue === 0 && d.orders === 0)).toBe(true);
  });

  it('defaults to the last 30 shop days up to today', async () => {
    const s = await stats();
    const today = shopDay(new Date());
    expect(s.date_to).toBe(today);
    expect(s.date_from).toBe(addDays(today, -(STATS_DEFAULT_DAYS - 1)));
    expect(s.daily).toHaveLength(STATS_DEFAULT_DAYS);
    expect(s.daily.at(-1)!.date).toBe(today);
  });

  it('lists active products and variants at or under the threshold, lowest first', async () => {
    const { scarce, syrup, retired } = shop.products;
    const { mango, peach } = shop.variants;
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, scarce.id));
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, retired.id)); // inactive: not listed
    await t.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, mango.id));
    await t.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, peach.id)); // inactive
    // Syrup's own stock is 0, but it is sold through its variants: the variants are what run low.
    const low = (await stats('?date_from=2033-03-01&date_to=2033-03-01')).low_stock;
    expect(low).toEqual([
      { product_id: scarce.id, variant_id: null, name: 'Trân châu', stock: 2 },
      { product_id: syrup.id, variant_id: mango.id, name: 'Siro - Vị xoài', stock: 5 },
    ]);
    const tighter = await stats('?date_from=2033-03-01&date_to=2033-03-01&low_stock_threshold=4');
    expect(tighter).toMatchObject({ low_stock_threshold: 4, low_stock: [{ product_id: scarce.id, stock: 2 }] });
    expect(tighter.low_stock).toHaveLength(1);
  });

  it.each([
    ['?date_from=2033-03-02&date_to=2033-03-01', 'date_to'],
    ['?date_from=2030-01-01&date_to=2033-01-01', 'date_from'],
    ['?date_from=yesterday', 'date_from'],
    ['?low_stock_threshold=-1', 'low_stock_threshold'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/stats/${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual([field]);
  });
});

describe('orders by source', () => {
  it('splits revenue and orders by source, marketplaces included, and the desk filters by it', async () => {
    const [web, zalo, shopee] = [
      await place([{ product: shop.products.jelly.id, quantity: 1 }]),
      await place([{ product: shop.products.jelly.id, quantity: 2 }]),
      await place([{ product: shop.products.jelly.id, quantity: 3 }]),
    ];
    // The rollups follow a source change like any other key change. Staff can't move a marketplace order (the
    // marketplace does): the third is delivered first, then made Shopee's.
    await t.db.update(orders).set({ source: 'zalo' }).where(eq(orders.id, zalo.id));
    await deliver(web.id);
    await deliver(zalo.id);
    await deliver(shopee.id);
    await t.db.update(orders).set({ source: 'shopee' }).where(eq(orders.id, shopee.id));
    const s = await stats();
    expect(s.by_source.map((b) => b.source)).toEqual([
      'web',
      'phone',
      'zalo',
      'facebook',
      'store',
      'other',
      'shopee',
      'tiktok',
    ]);
    expect(s.by_source.reduce((sum, b) => sum + b.revenue, 0)).toBe(s.revenue);
    expect(s.by_source.reduce((sum, b) => sum + b.orders, 0)).toBe(s.orders);
    expect(s.by_source.find((b) => b.source === 'zalo')).toEqual({
      source: 'zalo',
      revenue: zalo.final_total,
      orders: 1,
    });

    const desk = await adminCall(t.app, staff, 'GET', '/api/admin/orders/?source=zalo');
    expect(desk.status).toBe(200);
    expect((desk.body as { results: { id: number; source: string }[] }).results).toEqual([
      expect.objectContaining({ id: zalo.id, source: 'zalo' }),
    ]);
    expect(s.by_source.find((b) => b.source === 'shopee')).toEqual({
      source: 'shopee',
      revenue: shopee.final_total,
      orders: 1,
    });
    expect(s.by_source.find((b) => b.source === 'tiktok')).toEqual({ source: 'tiktok', revenue: 0, orders: 0 });
    const none = await adminCall(t.app, staff, 'GET', '/api/admin/orders/?source=tiktok');
    expect(none).toMatchObject({ status: 200, body: { count: 0 } });
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/orders/?source=lazada')).status).toBe(400);
  });
});
