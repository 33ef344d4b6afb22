// Partial returns in the profit report (DESIGN §17, migration 0030): a return by line takes its units' goods after
// discounts and their cost out of the order's delivery day, the order still counted; a later cost, the rest returned,
// the order returned or deleted take away exactly what is left, and rebuild_delivered_totals() agrees at every step.
import { ProfitReport } from '@shop/domain/admin-reports.schemas';
import { ReturnCreated } from '@shop/domain/returns.schemas';
import type { Order } from '@shop/domain/order-response.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderReturns, orders, products } from '../../db/schema/index';
import { orderBody, placedOrder } from '../orders/orders.testing';
import { type CounterWorld, counterWorld } from '../pos/pos.testing';
import { postReturn } from '../returns/returns.testing';
import { saveShopSetting } from '../settings/settings.repo';

let w: CounterWorld;
beforeAll(async () => {
  w = await counterWorld();
  // VAT on every order: never part of the revenue, nor of what a return takes back from it.
  await saveShopSetting(w.db, 'tax', { have_tax: true, tax_rate: 0.1 });
  await w.db.update(products).set({ costPrice: 60_000 }).where(eq(products.id, w.shop.products.oolong.id));
});
afterAll(() => w?.close());

const setCost = (id: number, costPrice: number | null) =>
  w.db.update(products).set({ costPrice }).where(eq(products.id, id));

async function act(id: number, path: string, body: object) {
  const res = await w.call('POST', `/api/admin/orders/${id}/${path}/`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * 3 oolong (99,000, cost 60,000) and 2 coconut jellies (45,000, no cost yet: estimated) with GIAM50K, delivered on
 * `day` (10:00 shop time). Goods 387,000, revenue 337,000, cost 180,000, 2 units uncosted.
 */
async function deliveredOrder(day: string): Promise<Order> {
  const { oolong, jelly } = w.shop.products;
  const items = [
    { product: oolong.id, variant: null, quantity: 3 },
    { product: jelly.id, variant: w.shop.variants.coconut.id, quantity: 2 },
  ];
  const order = await placedOrder(
    w.app,
    w.customer.tokens.access,
    orderBody({ items, promotion_ids: [w.shop.promo.GIAM50K.id] }),
  );
  expect([order.total_price, order.discount]).toEqual([387_000, 50_000]);
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    await act(order.id, 'transition', { status });
  }
  await w.db
    .update(orders)
    .set({ deliveredAt: new Date(`${day}T03:00:00Z`) })
    .where(eq(orders.id, order.id));
  return order;
}

const lineOf = (order: Order, name: string) => order.items.find((i) => i.product_name === name)!.id;

async function giveBack(order: Order, lines: [string, number][]) {
  const res = await postReturn(w.app, w.staff, order.id, {
    lines: lines.map(([name, quantity]) => ({ order_item: lineOf(order, name), quantity, restock: false })),
    reason: 'Khách trả một phần',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ReturnCreated.parse(res.body);
}

/** The day's figures as the report answers them; then the same after a rebuild from the orders, which must agree. */
async function dayFigures(day: string) {
  const read = async () => {
    const res = await w.call('GET', `/api/admin/reports/profit/?date_from=${day}&date_to=${day}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orders: n, revenue, cost, estimated_cost, uncosted_units } = ProfitReport.parse(res.body).rows[0]!;
    return { orders: n, revenue, cost, estimated_cost, uncosted_units };
  };
  const kept = await read();
  await w.db.execute(sql`SELECT rebuild_delivered_totals()`);
  expect(await read()).toEqual(kept);
  return kept;
}

const figures = (orders: number, revenue: number, cost: number, estimated = 0, uncosted = 0) => ({
  orders,
  revenue,
  cost,
  estimated_cost: estimated,
  uncosted_units: uncosted,
});

// A returned oolong takes back 99,000 − round(50,000 × 99,000 / 387,000 = 12,790.7) = 86,209; a coconut jelly
// 45,000 − round(5,813.95) = 39,186. Each return line is rounded on its own: two oolong in one line take back
// 198,000 − round(25,581.4) = 172,419, one dong more than two lines of one.
const OOLONG_BACK = 86_209;
const JELLY_BACK = 39_186;
const TWO_OOLONG_BACK = 172_419;

describe('a partial return in the profit report', () => {
  it("takes the returned units' share out of the delivery day; the rest returned leaves exactly zero", async () => {
    const day = '2033-04-01';
    const order = await deliveredOrder(day);
    expect(await dayFigures(day)).toEqual(figures(1, 337_000, 180_000, 0, 2));
    await giveBack(order, [
      ['Trà ô long', 1],
      ['Thạch', 1],
    ]);
    // Still one order delivered; one oolong's cost gone, and one jelly of the two without a cost.
    expect(await dayFigures(day)).toEqual(figures(1, 337_000 - OOLONG_BACK - JELLY_BACK, 120_000, 0, 1));
    // The jelly's cost set now: only the unit not returned takes it.
    await setCost(w.shop.products.jelly.id, 20_000);
    const costs = await w.db
      .select({ cost: orderItems.costPrice })
      .from(orderItems)
      .where(eq(orderItems.id, lineOf(order, 'Thạch')));
    expect(costs).toEqual([{ cost: 20_000 }]);
    expect(await dayFigures(day)).toEqual(figures(1, 211_605, 140_000, 20_000));
    await giveBack(order, [['Trà ô long', 1]]);
    expect(await dayFigures(day)).toEqual(figures(1, 211_605 - OOLONG_BACK, 80_000, 20_000));
    // The last units: the order is returned, and only what was left of it leaves (the three returns' shares sum to
    // 291,999 against a revenue of 337,000 − 45,000: one dong of rounding, taken with the order).
    await giveBack(order, [
      ['Trà ô long', 1],
      ['Thạch', 1],
    ]);
    const [after] = await w.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(after!.status).toBe('returned');
    expect(await dayFigures(day)).toEqual(figures(0, 0, 0));
    // A cost changed after the whole order came back moves nothing.
    await setCost(w.shop.products.jelly.id, 25_000);
    expect(await dayFigures(day)).toEqual(figures(0, 0, 0));
  });

  it('takes away only what is left when staff mark the order returned after a partial return', async () => {
    const day = '2033-04-02';
    const order = await deliveredOrder(day);
    // The jelly has a cost since the first test: known at the time of sale now.
    expect(await dayFigures(day)).toEqual(figures(1, 337_000, 180_000 + 50_000));
    await giveBack(order, [['Thạch', 2]]);
    expect(await dayFigures(day)).toEqual(figures(1, 337_000 - 2 * JELLY_BACK, 180_000));
    // A discount changed while delivered (no path does; a script might): the return's share follows it, 90,000 −
    // round(60,000 × 90,000 / 387,000 = 13,953.49) = 76,047.
    await w.db.update(orders).set({ discount: 60_000 }).where(eq(orders.id, order.id));
    expect(await dayFigures(day)).toEqual(figures(1, 327_000 - 76_047, 180_000));
    await act(order.id, 'transition', { status: 'returned', note: 'Khách trả cả đơn' });
    expect(await dayFigures(day)).toEqual(figures(0, 0, 0));
  });

  it('gives a deleted return back, and takes a deleted order away net of its returns', async () => {
    const day = '2033-04-03';
    const order = await deliveredOrder(day);
    const first = await giveBack(order, [['Trà ô long', 2]]);
    await giveBack(order, [['Thạch', 1]]);
    expect(await dayFigures(day)).toEqual(figures(1, 337_000 - TWO_OOLONG_BACK - JELLY_BACK, 60_000 + 25_000));
    // A return undone (its lines go with it by cascade): its units count again.
    await w.db.delete(orderReturns).where(eq(orderReturns.id, first.id));
    expect(await dayFigures(day)).toEqual(figures(1, 337_000 - JELLY_BACK, 180_000 + 25_000));
    // A line deleted from the order: the line goes, its returned unit is not taken away twice.
    await w.db.delete(orderItems).where(eq(orderItems.id, lineOf(order, 'Thạch')));
    expect(await dayFigures(day)).toEqual(figures(1, 337_000, 180_000));
    await giveBack(order, [['Trà ô long', 1]]);
    expect(await dayFigures(day)).toEqual(figures(1, 337_000 - OOLONG_BACK, 120_000));
    // The order deleted: its returns' lines are deleted by cascade after it, and add nothing back.
    await w.db.delete(orders).where(eq(orders.id, order.id));
    expect(await dayFigures(day)).toEqual(figures(0, 0, 0));
  });
});
