// Returns and refunds by line (DESIGN §17): never more units than were delivered less earlier returns, never more
// money than was received (both checked under the order's row lock, two at once included), restocked lines back at a
// location with ledger rows and the public stock kept, the order returned once every unit came back, the shopper's
// mail and answer, an exchange order linked once.
import { Order } from '@shop/domain/order-response.schemas';
import { ReturnCreated } from '@shop/domain/returns.schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, mailOutbox, stockMovements, storeLocations } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { type Shop, productStock, seedShop, variantStock } from '../orders/orders.testing';
import { levelOf } from '../stock/stock.testing';
import { adminOrder, deliveredOrder, lineOf, postRefund, postReturn } from './returns.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let staff: SignedUp;
let shopper: SignedUp;
let firstLocation: number;
let warehouse: number;
let showroom: number;

beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  shopper = await signUp(t.app);
  const [first] = await t.db.select({ id: storeLocations.id }).from(storeLocations).orderBy(asc(storeLocations.id));
  firstLocation = first!.id;
  const rows = await t.db
    .insert(storeLocations)
    .values([
      { name: 'Kho Thủ Đức', address: '9 Xa lộ Hà Nội', kind: 'warehouse', sellsOnline: false, holdsStock: true },
      { name: 'Phòng trưng bày', address: '3 Lê Duẩn', kind: 'store', holdsStock: false, sellsOnline: false },
    ])
    .returning({ id: storeLocations.id });
  [{ id: warehouse }, { id: showroom }] = rows as [{ id: number }, { id: number }];
});
afterAll(() => t?.close());

const who = () => ({ shopper, staff });
const delivered = (opts: Parameters<typeof deliveredOrder>[3] = {}) => deliveredOrder(t.app, shop, who(), opts);
const oolongOf = (o: Order) => lineOf(o, 'Trà ô long');
const jellyOf = (o: Order) => lineOf(o, 'Thạch');

async function returned(orderId: number, body: unknown) {
  const res = await postReturn(t.app, staff, orderId, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ReturnCreated.parse(res.body);
}

const ledgerOf = (orderId: number) =>
  t.db
    .select({
      location: stockMovements.locationId,
      product: stockMovements.productId,
      variant: stockMovements.variantId,
      delta: stockMovements.delta,
      reason: stockMovements.reason,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'return')))
    .orderBy(asc(stockMovements.id));

describe('POST /api/admin/orders/{id}/returns/: what may come back', () => {
  it('takes lines back in parts, never more than delivered less earlier returns (409 naming the line)', async () => {
    const order = await delivered();
    const oolong = oolongOf(order);
    const first = await returned(order.id, {
      lines: [{ order_item: oolong.id, quantity: 1, restock: false }],
      reason: 'Bao bì móp',
    });
    expect(first).toMatchObject({
      reason: 'Bao bì móp',
      location: null,
      lines: [{ order_item: oolong.id, name: 'Trà ô long', quantity: 1, restock: false }],
      refund: null,
      exchange_order: null,
      invoice_adjustment: null,
      restocked: 0,
    });
    const tooMany = await postReturn(t.app, staff, order.id, {
      lines: [{ order_item: oolong.id, quantity: 2, restock: true }],
      reason: 'Khách đổi ý',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({
      detail: '"Trà ô long" chỉ còn 1 có thể trả (số đã giao trừ phần đã trả trước đó).',
      limit: 'quantity',
      order_item: oolong.id,
    });
    await returned(order.id, { lines: [{ order_item: oolong.id, quantity: 1, restock: false }], reason: 'Hết hạn' });
    const none = await postReturn(t.app, staff, order.id, {
      lines: [{ order_item: oolong.id, quantity: 1, restock: false }],
      reason: 'Lần nữa',
    });
    expect(none.body).toMatchObject({ detail: '"Trà ô long" đã được trả hết.', limit: 'quantity' });
    const page = await adminOrder(t.app, staff, order.id);
    expect(page.status).toBe('delivered');
    expect(page.returns.map((r) => r.lines[0]!.quantity)).toEqual([1, 1]);
  });

  it('refuses orders not handed over, unknown orders and lines, bad input, and non-staff', async () => {
    const { placedOrder, orderBody } = await import('../orders/orders.testing');
    const pending = await placedOrder(t.app, shopper.tokens.access, orderBody({}, shop));
    const line = { order_item: pending.items[0]!.id, quantity: 1, restock: true };
    const notYet = await postReturn(t.app, staff, pending.id, { lines: [line], reason: 'x' });
    expect(notYet.status).toBe(409);
    expect(notYet.body).toMatchObject({ limit: 'status', order_item: null });
    expect((await postReturn(t.app, staff, 99_999_999, { lines: [line], reason: 'x' })).status).toBe(404);
    const order = await delivered();
    const foreign = await postReturn(t.app, staff, order.id, { lines: [line], reason: 'x' });
    expect(foreign.status).toBe(404);
    const bad = await postReturn(t.app, staff, order.id, {
      lines: [
        { order_item: oolongOf(order).id, quantity: 0, restock: true },
        { order_item: oolongOf(order).id, quantity: 1, restock: 'yes' },
      ],
      reason: ' ',
      refund: { amount: -5, method: 'cheque' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object).sort()).toEqual([
      'lines.0.quantity',
      'lines.1.restock',
      'reason',
      'refund.amount',
      'refund.method',
    ]);
    const twice = await postReturn(t.app, staff, order.id, {
      lines: [
        { order_item: oolongOf(order).id, quantity: 1, restock: true },
        { order_item: oolongOf(order).id, quantity: 1, restock: true },
      ],
      reason: 'x',
    });
    expect(twice.body).toEqual({ 'lines.1.order_item': ['Mỗi dòng hàng chỉ ghi một lần trong phiếu trả.'] });
    const body = { lines: [{ order_item: oolongOf(order).id, quantity: 1, restock: true }], reason: 'x' };
    expect((await postReturn(t.app, shopper, order.id, body)).status).toBe(403);
    expect((await postReturn(t.app, undefined, order.id, body)).status).toBe(401);
    expect((await adminOrder(t.app, staff, order.id)).returns).toEqual([]);
  });

  it('two returns at once for the last units: one is recorded, the other is a 409', async () => {
    const order = await delivered();
    const body = { lines: [{ order_item: oolongOf(order).id, quantity: 2, restock: true }], reason: 'Cùng lúc' };
    const before = await productStock(t.db, shop.products.oolong.id);
    const results = await Promise.all([
      postReturn(t.app, staff, order.id, body),
      postReturn(t.app, staff, order.id, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body).toMatchObject({ limit: 'quantity' });
    expect((await productStock(t.db, shop.products.oolong.id)).stock).toBe(before.stock + 2);
    expect(await ledgerOf(order.id)).toHaveLength(1);
  });
});

describe('restock per location', () => {
  it('puts restocked lines back on hand at the order’s location: level, ledger and public stock', async () => {
    const order = await delivered();
    const item = { productId: shop.products.oolong.id, variantId: null };
    const [levelBefore, publicBefore] = [
      await levelOf(t.db, item, firstLocation),
      await productStock(t.db, item.productId),
    ];
    const coconutBefore = await variantStock(t.db, shop.variants.coconut.id);
    const made = await returned(order.id, {
      lines: [
        { order_item: oolongOf(order).id, quantity: 2, restock: true },
        { order_item: jellyOf(order).id, quantity: 1, restock: true },
      ],
      reason: 'Giao nhầm',
    });
    expect(made.restocked).toBe(3);
    expect(made.location).toEqual({ id: firstLocation, name: 'Kho chính' });
    expect((await levelOf(t.db, item, firstLocation)).onHand).toBe(levelBefore.onHand + 2);
    const after = await productStock(t.db, item.productId);
    expect(after.stock).toBe(publicBefore.stock + 2);
    expect(after.sold).toBe(publicBefore.sold - 2);
    expect(await variantStock(t.db, shop.variants.coconut.id)).toBe(coconutBefore + 1);
    expect(await ledgerOf(order.id)).toEqual([
      { location: firstLocation, product: item.productId, variant: null, delta: 2, reason: 'return' },
      {
        location: firstLocation,
        product: shop.products.jelly.id,
        variant: shop.variants.coconut.id,
        delta: 1,
        reason: 'return',
      },
    ]);
  });

  it('restocks at the location asked for; one that doesn’t sell online leaves the public stock alone', async () => {
    const order = await delivered();
    const item = { productId: shop.products.oolong.id, variantId: null };
    const publicBefore = (await productStock(t.db, item.productId)).stock;
    const atWarehouse = (await levelOf(t.db, item, warehouse)).onHand;
    const made = await returned(order.id, {
      lines: [
        { order_item: oolongOf(order).id, quantity: 1, restock: true },
        { order_item: jellyOf(order).id, quantity: 1, restock: false },
      ],
      location: warehouse,
      reason: 'Nhập kho tổng',
    });
    expect(made).toMatchObject({ location: { id: warehouse, name: 'Kho Thủ Đức' }, restocked: 1 });
    expect((await levelOf(t.db, item, warehouse)).onHand).toBe(atWarehouse + 1);
    expect((await productStock(t.db, item.productId)).stock).toBe(publicBefore);
    expect(await ledgerOf(order.id)).toEqual([
      { location: warehouse, product: item.productId, variant: null, delta: 1, reason: 'return' },
    ]);
  });

  it('refuses a location that holds no stock (409) or none at all (400); writes nothing', async () => {
    const order = await delivered();
    const line = { order_item: oolongOf(order).id, quantity: 1, restock: true };
    const holding = await postReturn(t.app, staff, order.id, { lines: [line], location: showroom, reason: 'x' });
    expect(holding.status).toBe(409);
    expect(holding.body).toMatchObject({ limit: 'location', order_item: null });
    expect((holding.body as { detail: string }).detail).toContain('Phòng trưng bày không giữ hàng');
    const unknown = await postReturn(t.app, staff, order.id, { lines: [line], location: 999_999, reason: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ location: ['Không tìm thấy kho hoặc cửa hàng này.'] });
    expect((await adminOrder(t.app, staff, order.id)).returns).toEqual([]);
    expect(await ledgerOf(order.id)).toEqual([]);
  });
});

describe('refunds never more than received', () => {
  it('a cash order still to collect has received nothing: no refund', async () => {
    const order = await delivered();
    const res = await postReturn(t.app, staff, order.id, {
      lines: [{ order_item: oolongOf(order).id, quantity: 1, restock: true }],
      reason: 'x',
      refund: { amount: 10_000, method: 'cash' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ limit: 'refund', order_item: null });
    expect((await adminOrder(t.app, staff, order.id)).returns).toEqual([]);
    const alone = await postRefund(t.app, staff, order.id, { amount: 1, method: 'cash' });
    expect(alone.status).toBe(409);
  });

  it('a paid order refunds up to its final total, with returns or on its own, audited', async () => {
    const order = await delivered({ paid: true });
    const total = order.final_total;
    const made = await returned(order.id, {
      lines: [{ order_item: oolongOf(order).id, quantity: 1, restock: true }],
      reason: 'Khách trả 1 gói',
      refund: { amount: 99_000, method: 'transfer', reference: 'VCB 123' },
    });
    expect(made.refund).toMatchObject({ amount: 99_000, method: 'transfer', reference: 'VCB 123', return: made.id });
    const page = await adminOrder(t.app, staff, order.id);
    expect(page).toMatchObject({ received: total, refundable: total - 99_000 });
    const over = await postRefund(t.app, staff, order.id, { amount: total - 99_000 + 1, method: 'cash' });
    expect(over.status).toBe(409);
    expect((over.body as { limit: string }).limit).toBe('refund');
    const rest = await postRefund(t.app, staff, order.id, { amount: total - 99_000, method: 'cash' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body).toMatchObject({
      amount: total - 99_000,
      method: 'cash',
      return: null,
      method_display: 'Tiền mặt',
    });
    const done = await adminOrder(t.app, staff, order.id);
    expect(done).toMatchObject({ refundable: 0, status: 'delivered', payment_status: 'paid' });
    expect(done.refunds.map((r) => r.amount)).toEqual([99_000, total - 99_000]);
    expect((await postRefund(t.app, staff, order.id, { amount: 1, method: 'cash' })).status).toBe(409);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetId, order.id));
    expect(trail.map((r) => r.action)).toEqual(
      expect.arrayContaining(['order.return', 'order.refund_record', 'order.refund_record']),
    );
  });

  it('two refunds at once for the last money: one goes through', async () => {
    const order = await delivered({ paid: true });
    const body = { amount: order.final_total, method: 'cash' };
    const results = await Promise.all([
      postRefund(t.app, staff, order.id, body),
      postRefund(t.app, staff, order.id, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('every delivered unit back', () => {
  it('the order becomes returned (history names the staff member); money owed back until refunded', async () => {
    const order = await delivered({ paid: true });
    await returned(order.id, {
      lines: [{ order_item: oolongOf(order).id, quantity: 2, restock: true }],
      reason: 'Trả 2 gói',
    });
    await returned(order.id, {
      lines: [{ order_item: jellyOf(order).id, quantity: 1, restock: true }],
      reason: 'Trả nốt',
      refund: { amount: 45_000, method: 'cash' },
    });
    const page = await adminOrder(t.app, staff, order.id);
    expect(page).toMatchObject({ status: 'returned', payment_status: 'refund_due' });
    expect(page.status_history.at(-1)).toMatchObject({
      status: 'returned',
      note: 'Trả nốt',
      actor: { id: staff.user.id },
    });
    const again = await postReturn(t.app, staff, order.id, {
      lines: [{ order_item: jellyOf(order).id, quantity: 1, restock: true }],
      reason: 'x',
    });
    expect(again.body).toMatchObject({
      limit: 'status',
      detail: 'Đơn hàng đã được trả toàn bộ: không còn sản phẩm nào để trả.',
    });
    const rest = await postRefund(t.app, staff, order.id, { amount: page.refundable, method: 'transfer' });
    expect(rest.status).toBe(201);
    expect(await adminOrder(t.app, staff, order.id)).toMatchObject({ payment_status: 'refunded', refundable: 0 });
  });

  it('a whole-order return after a line return gives back only the rest', async () => {
    const order = await delivered();
    await returned(order.id, {
      lines: [{ order_item: oolongOf(order).id, quantity: 1, restock: true }],
      reason: 'Trả 1 gói trước',
    });
    const before = await productStock(t.db, shop.products.oolong.id);
    const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/transition/`, {
      body: { status: 'returned' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await productStock(t.db, shop.products.oolong.id)).stock).toBe(before.stock + 1);
    expect((await ledgerOf(order.id)).map((l) => l.delta)).toEqual([1, 1, 1]);
  });
});

describe('what the shopper sees and hears', () => {
  it('queues one mail per return naming the lines and the refund ("Đã trả", "Đã hoàn tiền")', async () => {
    const order = await delivered({ paid: true });
    await returned(order.id, {
      lines: [{ order_item: oolongOf(order).id, quantity: 1, restock: true }],
      reason: 'Vỡ',
      refund: { amount: 99_000, method: 'cash' },
    });
    const queued = await t.db
      .select({ key: jobs.key, payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.ref, `order:${order.id}`), eq(jobs.kind, 'order.mail')));
    const mail = queued.find((j) => (j.payload as { event: string }).event === 'returned')!;
    expect(mail.payload).toMatchObject({
      to: 'khach@example.com',
      subject: `Cửa hàng đã nhận hàng trả của đơn hàng #${order.id}`,
      returned: { lines: [{ name: 'Trà ô long', quantity: 1 }], refund: { amount: 99_000, method: 'cash' } },
    });
    await t.app.jobs.runDue();
    const [sent] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Cửa hàng đã nhận hàng trả của đơn hàng #${order.id}`));
    expect(sent!.text).toContain('Đã trả:');
    expect(sent!.text).toContain('Trà ô long × 1');
    expect(sent!.text).toMatch(/Đã hoàn tiền: 99\.000\s₫ \(Tiền mặt\)/);
  });

  it('no mail without an e-mail to send it to', async () => {
    const order = await delivered({ overrides: { email: '0909123456@guest.local' } });
    await returned(order.id, {
      lines: [{ order_item: oolongOf(order).id, quantity: 1, restock: false }],
      reason: 'x',
    });
    const queued = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.ref, `order:${order.id}`), eq(jobs.kind, 'order.mail')));
    expect(queued.filter((j) => (j.payload as { event: string }).event === 'returned')).toEqual([]);
  });

  it('the shopper’s order shows the returned lines and the refunds, without staff details', async () => {
    const order = await delivered({ paid: true });
    const made = await returned(order.id, {
      lines: [{ order_item: jellyOf(order).id, quantity: 1, restock: true }],
      reason: 'Lý do nội bộ',
      refund: { amount: 45_000, method: 'card', reference: 'POS-7' },
    });
    const res = await call(t.app, 'GET', `/api/orders/${order.id}/`, { token: shopper.tokens.access });
    const seen = Order.parse(res.body);
    expect(seen.returns).toEqual([
      {
        id: made.id,
        created_at: made.created_at,
        lines: [{ order_item: jellyOf(order).id, name: 'Thạch - Vị dừa', quantity: 1 }],
      },
    ]);
    expect(seen.refunds).toEqual([
      { amount: 45_000, method: 'card', method_display: 'Thẻ', created_at: made.refund!.created_at },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Lý do nội bộ');
    expect(JSON.stringify(res.body)).not.toContain('POS-7');
  });
});

describe('exchange: a staff order given for a return', () => {
  const staffOrder = (exchangeFor: unknown) =>
    adminCall(t.app, staff, 'POST', '/api/admin/orders/', {
      body: {
        customer: { name: 'Khách đổi hàng', phone: '0933999888' },
        items: [{ product: shop.products.milk.id, variant: null, quantity: 1 }],
        shipping_address: '12 Nguyễn Huệ',
        city: 'Thành phố Hồ Chí Minh',
        district: 'Quận 1',
        ward: 'Phường Bến Nghé',
        payment_method: 'cash',
        source: 'phone',
        exchange_for: exchangeFor,
      },
    });

  it('links the new order to its return, once; shown on both orders', async () => {
    const order = await delivered();
    const made = await returned(order.id, {
      lines: [{ order_item: oolongOf(order).id, quantity: 1, restock: true }],
      reason: 'Đổi sang bột sữa',
    });
    const res = await staffOrder(made.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const exchange = res.body as { id: number; exchange_for: unknown };
    expect(exchange.exchange_for).toEqual({ return: made.id, order: order.id });
    expect((await adminOrder(t.app, staff, order.id)).returns[0]!.exchange_order).toBe(exchange.id);
    const again = await staffOrder(made.id);
    expect(again.status).toBe(409);
    expect((again.body as { detail: string }).detail).toBe(
      `Phiếu trả hàng #${made.id} đã có đơn đổi hàng #${exchange.id}.`,
    );
    const unknown = await staffOrder(999_999);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ exchange_for: ['Không tìm thấy phiếu trả hàng này.'] });
  });
});
