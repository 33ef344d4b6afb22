// PATCH /api/admin/orders/{id}/ (DESIGN §12): staff edit lines, address, phone and fee of an order not yet shipped,
// with the version they read; stock by the difference, voucher re-checked, totals and money state recomputed.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { ORDER_EDIT_MESSAGES } from '@shop/domain/admin-order-edit.schemas';
import { ORDER_AMOUNT_MAX, ORDER_TOTAL_MESSAGES } from '@shop/domain/order-pricing';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, orders } from '../../db/schema/index';
import { adminCall } from '../../testing/staff.testing';
import type { TestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { type Shop, openOrderDesk, orderBody, placedOrder, productStock, variantStock } from './orders.testing';

let t: TestApp;
let shop: Shop;
let customer: SignedUp;
let staff: SignedUp;
beforeAll(async () => {
  ({ t, shop, customer, staff } = await openOrderDesk());
});
afterAll(() => t?.close());

type Line = { product: number; variant?: number | null; quantity: number };
const place = (items: Line[], extra: Record<string, unknown> = {}) =>
  placedOrder(t.app, customer.tokens.access, orderBody({ items, ...extra }, shop));
const patch = (id: number, body: object, who: SignedUp = staff) =>
  adminCall(t.app, who, 'PATCH', `/api/admin/orders/${id}/`, { body });
async function edited(id: number, body: object) {
  const res = await patch(id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminOrder.parse(res.body);
}
const act = async (id: number, path: string, body: object = {}) => {
  const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${id}/${path}/`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const keepAll = (o: {
  items: { id: number; product: { id: number | null }; variant: { id: number | null } | null; quantity: number }[];
}) => o.items.map((i) => ({ id: i.id, product: i.product.id!, variant: i.variant?.id ?? null, quantity: i.quantity }));

describe('PATCH /api/admin/orders/{id}/: lines', () => {
  it('adds, grows and removes lines: stock by the difference, totals, history, audit and the mail', async () => {
    const { oolong, jelly, scarce } = shop.products;
    const order = await place([
      { product: oolong.id, quantity: 2 },
      { product: jelly.id, quantity: 1 },
    ]);
    const [oolongBefore, jellyBefore, scarceBefore] = [
      (await productStock(t.db, oolong.id)).stock,
      (await productStock(t.db, jelly.id)).stock,
      (await productStock(t.db, scarce.id)).stock,
    ];
    const oolongLine = order.items.find((i) => i.product.id === oolong.id)!;
    const after = await edited(order.id, {
      version: 0,
      items: [
        { id: oolongLine.id, product: oolong.id, variant: null, quantity: 3 },
        { product: scarce.id, variant: null, quantity: 1 },
      ],
    });
    expect((await productStock(t.db, oolong.id)).stock).toBe(oolongBefore - 1);
    expect((await productStock(t.db, jelly.id)).stock).toBe(jellyBefore + 1);
    expect((await productStock(t.db, scarce.id)).stock).toBe(scarceBefore - 1);
    expect(after.items.map((i) => [i.product.id, i.quantity, i.price])).toEqual([
      [oolong.id, 3, 99_000],
      [scarce.id, 1, 30_000],
    ]);
    expect(after).toMatchObject({ version: 1, total_price: 327_000, final_total: 327_000 + order.shipping_fee });
    const entry = after.status_history.at(-1)!;
    expect(entry).toMatchObject({ kind: 'edit', status: 'pending', actor: { id: staff.user.id } });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'order.edit')));
    expect(row!.before).toMatchObject({ final_total: order.final_total });
    expect(row!.after).toMatchObject({ final_total: after.final_total });
    const mail = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `order:${order.id}:edited:1`));
    expect(mail).toHaveLength(1);
    // The shopper sees the new lines and total; their tracker lists status changes only.
    const mine = await call(t.app, 'GET', `/api/orders/${order.id}/`, { token: customer.tokens.access });
    expect(mine.body).toMatchObject({ final_total: after.final_total, status_history: [{ status: 'pending' }] });
    expect((mine.body as { items: unknown[] }).items).toHaveLength(2);
  });

  it('keeps a line’s price snapshot, or sets staff’s price with its reason (400 without)', async () => {
    const order = await place([{ product: shop.products.oolong.id, quantity: 1 }]);
    const [line] = keepAll(order);
    expect((await patch(order.id, { version: 0, items: [{ ...line, unit_price: 80_000 }] })).status).toBe(400);
    const after = await edited(order.id, {
      version: 0,
      items: [{ ...line, unit_price: 80_000, price_reason: 'Lỗi bao bì' }],
    });
    expect(after.items[0]).toMatchObject({ price: 80_000, total_price: 80_000 });
  });

  it('refuses a line of another order, a line moved to another product, a short stock; nothing changes', async () => {
    const order = await place([{ product: shop.products.oolong.id, quantity: 1 }]);
    const other = await place([{ product: shop.products.jelly.id, quantity: 1 }]);
    const [line] = keepAll(order);
    const foreign = { ...keepAll(other)[0]!, product: shop.products.jelly.id };
    expect((await patch(order.id, { version: 0, items: [line, foreign] })).status).toBe(400);
    expect((await patch(order.id, { version: 0, items: [{ ...line, product: shop.products.jelly.id }] })).status).toBe(
      400,
    );
    const mango = await variantStock(t.db, shop.variants.mango.id);
    const short = { product: shop.products.syrup.id, variant: shop.variants.mango.id, quantity: mango + 1 };
    expect((await patch(order.id, { version: 0, items: [line, short] })).status).toBe(409);
    expect(await variantStock(t.db, shop.variants.mango.id)).toBe(mango);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ version: 0, finalTotal: order.final_total });
  });

  it('refuses amounts that would not fit the database with the 400 placement answers; nothing changes', async () => {
    const order = await place([{ product: shop.products.jelly.id, quantity: 1 }]);
    const [line] = keepAll(order);
    const before = (await productStock(t.db, shop.products.jelly.id)).stock;
    for (const body of [
      { version: 0, shipping_fee: ORDER_AMOUNT_MAX },
      { version: 0, items: [{ ...line, quantity: 2, unit_price: ORDER_AMOUNT_MAX, price_reason: 'Thử' }] },
    ]) {
      const res = await patch(order.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [ORDER_TOTAL_MESSAGES.tooLarge] });
    }
    expect((await productStock(t.db, shop.products.jelly.id)).stock).toBe(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ version: 0, finalTotal: order.final_total });
  });
});

describe('PATCH /api/admin/orders/{id}/: versions and states', () => {
  it('a stale version is a 409; a note alone needs none; a customer may not (403)', async () => {
    const order = await place([{ product: shop.products.jelly.id, quantity: 1 }]);
    await edited(order.id, { version: 0, shipping_fee: 10_000 });
    const stale = await patch(order.id, { version: 0, shipping_fee: 5_000 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: ORDER_EDIT_MESSAGES.stale });
    expect((await patch(order.id, { shipping_fee: 5_000 })).status).toBe(400);
    expect((await edited(order.id, { staff_note: 'Gọi trước khi giao' })).staff_note).toBe('Gọi trước khi giao');
    expect((await patch(order.id, { version: 1, shipping_fee: 5_000 }, customer)).status).toBe(403);
  });

  it('edits address, phone and fee; refused once shipped', async () => {
    const order = await place([{ product: shop.products.jelly.id, quantity: 1 }]);
    const after = await edited(order.id, {
      version: 0,
      shipping_address: '5 Lê Lợi',
      phone_number: '0987 654 321',
      shipping_fee: 0,
    });
    expect(after).toMatchObject({ shipping_address: '5 Lê Lợi', phone_number: '0987654321', shipping_fee: 0 });
    expect(after.final_total).toBe(after.total_price);
    for (const status of ['accounting_processing', 'processing', 'shipped'])
      await act(order.id, 'transition', { status });
    const refused = await patch(order.id, { version: 1, shipping_fee: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: ORDER_EDIT_MESSAGES.notEditable });
  });

  it('a paid order whose total grows is no longer paid; one that shrinks is a refund due of the difference', async () => {
    const order = await place([{ product: shop.products.jelly.id, quantity: 2 }]);
    await act(order.id, 'mark-paid');
    const [line] = keepAll(order);
    const grown = await edited(order.id, { version: 0, items: [{ ...line, quantity: 3 }] });
    expect(grown).toMatchObject({ payment_status: 'unpaid', amount_received: order.final_total, refund_amount: 0 });
    const shrunk = await edited(order.id, { version: 1, items: [{ ...line, quantity: 1 }] });
    expect(shrunk).toMatchObject({ payment_status: 'refund_due', refund_amount: 40_000 });
    expect(shrunk.final_total).toBe(order.final_total - 40_000);
  });

  it('drops a voucher that no longer applies, with a note, and frees its use', async () => {
    const promo = shop.promo.GIAM50K;
    const order = await place([{ product: shop.products.jelly.id, quantity: 8 }], { promotion_ids: [promo.id] });
    expect(order.discount).toBe(50_000);
    const [line] = keepAll(order);
    const after = await edited(order.id, { version: 0, items: [{ ...line, quantity: 2 }] });
    expect(after).toMatchObject({ discount: 0, promotions: [], total_price: 80_000 });
    expect(after.status_history.at(-1)!.note).toContain('GIAM50K');
  });
});

describe('PATCH /api/admin/orders/{id}/: two staff at once', () => {
  it('exactly one of two edits of the same version wins, and the stock moves once', async () => {
    const order = await place([{ product: shop.products.oolong.id, quantity: 1 }]);
    const before = (await productStock(t.db, shop.products.oolong.id)).stock;
    const [line] = keepAll(order);
    const results = await Promise.all([
      patch(order.id, { version: 0, items: [{ ...line, quantity: 3 }] }),
      patch(order.id, { version: 0, items: [{ ...line, quantity: 5 }] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = AdminOrder.parse(results.find((r) => r.status === 200)!.body);
    const quantity = winner.items[0]!.quantity;
    expect((await productStock(t.db, shop.products.oolong.id)).stock).toBe(before - (quantity - 1));
    const edits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), like(auditLog.action, 'order.edit')));
    expect(edits).toHaveLength(1);
  });
});
