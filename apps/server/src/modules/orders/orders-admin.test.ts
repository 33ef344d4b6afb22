// The orders desk API (DESIGN §8): list, filters and search, the order page, every move of the
// status table, cancel with its reason, mark paid, refund, bulk moves, the audit rows, and two staff at once.
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { AdminOrder, AdminOrderPage, BulkTransitionResponse } from '@shop/domain/admin-orders.schemas';
import { AuditPage } from '@shop/domain/admin-audit.schemas';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@shop/domain/order-status';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, paymentTransactions, storeLocations } from '../../db/schema/index';
import { setShelf } from '../stock/stock.testing';
import { TEST_PUBLIC_URL, buildTestApp } from '../../testing/test-app';
import { shipmentsForOrders } from '../carriers/carriers.service';
import { attentionConditions } from './order-attention';
import { listDeskPage } from './order-desk-list';
import { markPaidByHand } from './order-paid-marks';
import { createAuditService } from '../audit/audit.service';
import type { SignedUp } from '../auth/auth.testing';
import { type Shop, orderBody, placedOrder, productStock, seedShop } from './orders.testing';
import { accountWithRole, adminCall, placedAt } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let customer: SignedUp;
let staff: SignedUp;
let other: SignedUp;
/** A store that hands over pickups (DESIGN §15): the table's ready_for_pickup rows are pickups collected there. */
let pickupStoreId: number;
beforeAll(async () => {
  // Many orders from one shopper: more than a real one may place in an hour.
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '20' } });
  shop = await seedShop(t.db);
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  other = await accountWithRole(t.app, t.db, 'staff');
  const [store] = await t.db
    .insert(storeLocations)
    .values({ name: 'Cửa hàng nhận hàng', address: '5 Hai Bà Trưng', pickup: true, sellsOnline: false })
    .returning();
  pickupStoreId = store!.id;
  await setShelf(t.db, { productId: shop.products.oolong.id, variantId: null }, 100, pickupStoreId);
});
afterAll(() => t?.close());

const place = (overrides: Record<string, unknown> = {}) =>
  placedOrder(t.app, customer.tokens.access, orderBody(overrides, shop));
const get = (id: number) => adminCall(t.app, staff, 'GET', `/api/admin/orders/${id}/`);
const move = (id: number, body: Record<string, unknown>, who: SignedUp = staff) =>
  adminCall(t.app, who, 'POST', `/api/admin/orders/${id}/transition/`, { body });
const list = async (query: string) => {
  const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminOrderPage.parse(res.body);
};
const auditRows = async (orderId: number) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, orderId)).orderBy(auditLog.id);

/** Staff walk the order along `path` from pending; each step must succeed. */
async function walk(id: number, path: OrderStatus[]) {
  for (const status of path) {
    const res = await move(id, { status, note: status === 'cancelled' ? 'Khách đổi ý' : undefined });
    expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(200);
  }
}

/** The statuses an order reaches from pending, with the path to each (the DESIGN §4 table is a tree). */
function pathsFromPending(): Map<OrderStatus, OrderStatus[]> {
  const paths = new Map<OrderStatus, OrderStatus[]>([['pending', []]]);
  const queue: OrderStatus[] = ['pending'];
  while (queue.length) {
    const from = queue.shift()!;
    for (const to of ORDER_TRANSITIONS[from]) {
      if (!paths.has(to)) {
        paths.set(to, [...paths.get(from)!, to]);
        queue.push(to);
      }
    }
  }
  return paths;
}

describe('GET /api/admin/orders/: the list', () => {
  it('newest first, with the summary fields, the customer, tab counts and links that keep the filters', async () => {
    const a = await place({ full_name: 'Khách Một' });
    const b = await place({ full_name: 'Khách Hai' });
    await placedAt(t.db, a.id, '2031-01-01T03:00:00Z');
    await placedAt(t.db, b.id, '2031-01-01T04:00:00Z');
    const page = await list('?date_from=2031-01-01&date_to=2031-01-01&page_size=1');
    expect(page.count).toBe(2);
    expect(page.results.map((o) => o.id)).toEqual([b.id]);
    expect(page.results[0]).toMatchObject({
      customer_name: 'Khách Hai',
      status: 'pending',
      status_display: 'Chờ xác nhận',
      payment_status: 'unpaid',
      item_count: 1,
      final_total: b.final_total,
      phone_number: '0909123456',
    });
    expect(page.next).toBe(
      'http://shop.test/api/admin/orders/?date_from=2031-01-01&date_to=2031-01-01&page=2&page_size=1',
    );
    expect(page.status_counts).toEqual({ ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])), pending: 2 });
    const oldestFirst = await list('?date_from=2031-01-01&date_to=2031-01-01&ordering=created_at');
    expect(oldestFirst.results.map((o) => o.id)).toEqual([a.id, b.id]);
  });

  it('filters by status, payment state, method and inclusive shop days; counts per status ignore the status filter', async () => {
    const day = '2032-05-10';
    const cash = await place();
    const paid = await place();
    const cancelled = await place();
    // 16:59:59Z is 23:59:59 in Ho Chi Minh City: still the 10th. 17:00Z is the 11th.
    await placedAt(t.db, cash.id, '2032-05-09T17:00:00Z');
    await placedAt(t.db, paid.id, '2032-05-10T16:59:59Z');
    await placedAt(t.db, cancelled.id, '2032-05-10T17:00:00Z');
    await adminCall(t.app, staff, 'POST', `/api/admin/orders/${paid.id}/mark-paid/`, { body: {} });
    await walk(cancelled.id, ['cancelled']);

    const sameDay = await list(`?date_from=${day}&date_to=${day}`);
    expect(sameDay.results.map((o) => o.id).sort()).toEqual([cash.id, paid.id].sort());
    const twoDays = await list(`?date_from=${day}&date_to=2032-05-11`);
    expect(twoDays.count).toBe(3);
    expect(twoDays.status_counts).toMatchObject({ pending: 2, cancelled: 1 });

    const onlyCancelled = await list(`?date_from=${day}&date_to=2032-05-11&status=cancelled`);
    expect(onlyCancelled.results.map((o) => o.id)).toEqual([cancelled.id]);
    expect(onlyCancelled.count).toBe(1);
    expect(onlyCancelled.status_counts).toMatchObject({ pending: 2, cancelled: 1 });

    const paidOnly = await list(`?date_from=${day}&date_to=2032-05-11&payment_status=paid`);
    expect(paidOnly.results.map((o) => o.id)).toEqual([paid.id]);
    expect(paidOnly.status_counts).toMatchObject({ pending: 1, cancelled: 0 });
    expect((await list(`?date_from=${day}&date_to=2032-05-11&payment_method=payos`)).count).toBe(0);
    expect((await list(`?date_from=${day}&date_to=2032-05-11&payment_method=cash`)).count).toBe(3);
  });

  it('with no filter, the tabs come from the status counters, which agree with counting the orders', async () => {
    const [kept, moved, gone] = [await place(), await place(), await place()];
    await walk(moved.id, ['accounting_processing', 'processing']);
    await walk(kept.id, ['cancelled']);
    await t.db.delete(orders).where(eq(orders.id, gone.id));
    // A write that leaves the status alone changes no counter.
    await t.db.update(orders).set({ staffNote: 'gọi trước khi giao' }).where(eq(orders.id, moved.id));

    const counted = await t.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
    const expected = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0]));
    for (const row of counted) expected[row.status] = row.n;
    const page = await list('');
    expect(page.status_counts).toEqual(expected);
    expect(page.count).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    expect((await list('?status=processing')).count).toBe(expected.processing);
  });

  it('searches the id, phone, e-mail and name, ignoring accents and case', async () => {
    const order = await place({
      full_name: 'Nguyễn Thị Đào',
      phone_number: '0987 654 321',
      email: 'Dao.Nguyen@Example.vn',
    });
    const noise = await place({ full_name: 'Lê Văn Tám', phone_number: '0911222333', email: 'tam@example.vn' });
    for (const search of [
      'nguyen thi dao',
      'NGUYỄN THỊ ĐÀO',
      'thi dao',
      '0987654321',
      '0987 654 321',
      '+84987654321',
      'dao.nguyen@example',
      String(order.id),
      `#${order.id}`,
      `DH${order.id}`,
    ]) {
      const page = await list(`?search=${encodeURIComponent(search)}`);
      expect(
        page.results.map((o) => o.id),
        search,
      ).toEqual([order.id]);
    }
    expect((await list(`?search=${encodeURIComponent('tám')}`)).results.map((o) => o.id)).toEqual([noise.id]);
    // LIKE's wildcards are plain characters.
    expect((await list('?search=%25')).count).toBe(0);
    expect((await list('?search=_')).count).toBe(0);
  });

  it('a search matching more orders than the desk counts says so: the limit as its count, no tab counts', async () => {
    const name = 'Phan Gia Khiêm';
    await place({ full_name: name });
    const [b, c] = [await place({ full_name: name }), await place({ full_name: name })];
    await walk(c.id, ['cancelled']);
    const query = { page: 1, page_size: 2, ordering: '-created_at', search: 'gia khiem' } as const;
    const desk = {
      db: t.db,
      publicUrl: TEST_PUBLIC_URL,
      attention: attentionConditions(shipmentsForOrders.attention, 3),
    };
    const counted = (limit: number, status?: 'pending' | 'cancelled') =>
      listDeskPage({ ...desk, searchCountLimit: limit }, { ...query, status });

    const within = await counted(3);
    expect(within).toMatchObject({ count: 3, count_capped: false, status_counts: { pending: 2, cancelled: 1 } });
    const over = await counted(2);
    expect(over).toMatchObject({ count: 2, count_capped: true, status_counts: null });
    expect(over.results.map((o) => o.id)).toEqual([c.id, b.id]);
    // Under a status the list is counted again, up to the same limit.
    expect(await counted(2, 'pending')).toMatchObject({ count: 2, count_capped: false, status_counts: null });
    expect(await counted(1, 'pending')).toMatchObject({ count: 1, count_capped: true, status_counts: null });
    expect((await counted(1, 'cancelled')).results.map((o) => o.id)).toEqual([c.id]);
    // The pages stop at the limit.
    await expect(listDeskPage({ ...desk, searchCountLimit: 2 }, { ...query, page: 2 })).rejects.toMatchObject({
      statusCode: 404,
    });
    // Over HTTP, with the real limit, the same search is counted exactly.
    expect(await list('?search=gia%20khiem')).toMatchObject({ count: 3, count_capped: false });
  });

  it.each([
    ['?status=lost', 'status'],
    ['?payment_status=free', 'payment_status'],
    ['?payment_method=gold', 'payment_method'],
    ['?date_from=2025-13-01', 'date_from'],
    ['?date_from=2025-02-02&date_to=2025-02-01', 'date_to'],
    ['?page=0', 'page'],
    ['?page_size=abc', 'page_size'],
    ['?ordering=name', 'ordering'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body as object)).toEqual([field]);
  });

  it('a page past the end is a 404', async () => {
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/orders/?page=9999')).status).toBe(404);
  });
});

describe('GET /api/admin/orders/{id}/: the order page', () => {
  it('is the DESIGN §3 order plus history with actors and notes, payments, the staff note and its audit', async () => {
    const order = await place({ full_name: 'Phạm Hồng', note: 'Giao buổi sáng' });
    await t.db
      .insert(paymentTransactions)
      .values({ provider: 'sepay', externalId: `tx-${order.id}`, orderId: order.id, amount: 10_000, gateway: 'VCB' });
    await walk(order.id, ['accounting_processing']);
    await adminCall(t.app, other, 'PATCH', `/api/admin/orders/${order.id}/`, { body: { staff_note: 'Khách quen' } });

    const res = await get(order.id);
    expect(res.status).toBe(200);
    const detail = AdminOrder.parse(res.body);
    expect(detail).toMatchObject({
      id: order.id,
      note: 'Giao buổi sáng',
      customer_name: 'Phạm Hồng',
      user_id: customer.user.id,
      staff_note: 'Khách quen',
      items: order.items,
      final_total: order.final_total,
      amount_received: 0,
      source: 'web',
      version: 0,
      refund_amount: 0,
    });
    expect(detail.status_history).toEqual([
      {
        status: 'pending',
        status_display: 'Chờ xác nhận',
        at: expect.any(String),
        actor: null,
        note: null,
        kind: 'status',
      },
      {
        status: 'accounting_processing',
        status_display: 'Đang xử lý',
        at: expect.any(String),
        actor: { id: staff.user.id, email: staff.email },
        note: null,
        kind: 'status',
      },
    ]);
    expect(detail.payments).toEqual([
      {
        id: expect.any(Number),
        provider: 'sepay',
        external_id: `tx-${order.id}`,
        amount: 10_000,
        gateway: 'VCB',
        created_at: expect.any(String),
      },
    ]);
    expect(detail.audit.map((a) => [a.action, a.actor?.email])).toEqual([
      ['order.update', other.email],
      ['order.transition', staff.email],
    ]);
    // The shopper's own view keeps staff out of it.
    const mine = await adminCall(t.app, customer, 'GET', `/api/orders/${order.id}/`);
    expect(Object.keys(mine.body as object)).not.toContain('staff_note');
    expect((mine.body as { status_history: object[] }).status_history[1]).toEqual({
      status: 'accounting_processing',
      at: expect.any(String),
    });
  });

  it('404 for an unknown order, 400 for a malformed id', async () => {
    expect((await get(10_000_000)).status).toBe(404);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/orders/abc/')).status).toBe(400);
  });

  it('PATCH keeps the staff note (trimmed, bounded) and audits it; a bad body changes nothing', async () => {
    const order = await place();
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: { staff_note: '  Gọi trước 30 phút  ' },
    });
    expect(res.status).toBe(200);
    expect(AdminOrder.parse(res.body).staff_note).toBe('Gọi trước 30 phút');
    const bad = await adminCall(t.app, staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: { staff_note: 'x'.repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect((await auditRows(order.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'order.update',
        expect.objectContaining({ staff_note: '' }),
        expect.objectContaining({ staff_note: 'Gọi trước 30 phút' }),
      ],
    ]);
  });
});

describe('POST /api/admin/orders/{id}/transition/', () => {
  const paths = pathsFromPending();

  it.each(
    ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)).filter(([from]) =>
      paths.has(from),
    ),
  )('%s → %s follows the DESIGN §4 table', async (from, to) => {
    // Only a pickup waits at a store; only a shipped order is shipped (pickup-status.test.ts has the refusals).
    const via = paths.get(from)!;
    const pickup = via.includes('ready_for_pickup') || (to === 'ready_for_pickup' && !via.includes('shipped'));
    const order = await place(pickup ? { delivery_method: 'pickup', pickup_location: pickupStoreId } : {});
    await walk(order.id, paths.get(from)!);
    const allowed = ORDER_TRANSITIONS[from].includes(to);
    const res = await move(order.id, { status: to, note: 'Lý do' });
    if (allowed) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(AdminOrder.parse(res.body).status).toBe(to);
    } else {
      expect(res.status).toBe(409);
      expect((res.body as { detail: string }).detail).toMatch(/^Không thể chuyển đơn hàng từ ".+" sang ".+"\.$/);
      expect((await get(order.id)).body).toMatchObject({ status: from });
    }
  });

  it('shipping records the carrier and tracking number, which the shopper sees', async () => {
    const order = await place();
    await walk(order.id, ['accounting_processing', 'processing']);
    const res = await move(order.id, { status: 'shipped', shipping_company: 'GHN', tracking_number: ' GHN123456 ' });
    expect(res.status).toBe(200);
    const mine = await adminCall(t.app, customer, 'GET', `/api/orders/${order.id}/`);
    expect(mine.body).toMatchObject({ status: 'shipped', shipping_company: 'GHN', tracking_number: 'GHN123456' });
    const [row] = await auditRows(order.id).then((rows) =>
      rows.filter((r) => r.after && (r.after as { status: string }).status === 'shipped'),
    );
    expect(row).toMatchObject({
      action: 'order.transition',
      actorId: staff.user.id,
      targetType: 'order',
      before: expect.objectContaining({ status: 'processing', tracking_number: null }),
      after: expect.objectContaining({ status: 'shipped', tracking_number: 'GHN123456', shipping_company: 'GHN' }),
    });
  });

  it('cancelling needs its reason (400 without, nothing changes); stock and the reason come back', async () => {
    const { oolong } = shop.products;
    const before = await productStock(t.db, oolong.id);
    const order = await place({ items: [{ product: oolong.id, quantity: 3 }] });
    for (const note of [undefined, '', '   ', null]) {
      const res = await move(order.id, { status: 'cancelled', note });
      expect(res).toMatchObject({ status: 400, body: { note: [ADMIN_MESSAGES.cancelNeedsReason] } });
    }
    expect(await auditRows(order.id)).toEqual([]);
    const res = await move(order.id, { status: 'cancelled', note: 'Khách hết cần' });
    expect(res.status).toBe(200);
    const detail = AdminOrder.parse(res.body);
    expect(detail.status_history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Khách hết cần' });
    expect(await productStock(t.db, oolong.id)).toEqual(before);
  });

  it('a paid order cancelled becomes refund due with its amount; the refund then makes it refunded', async () => {
    const order = await place();
    const paid = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`, {
      body: { note: 'Khách chuyển khoản' },
    });
    expect(paid.status).toBe(200);
    const cancelled = AdminOrder.parse((await move(order.id, { status: 'cancelled', note: 'Hết hàng' })).body);
    expect(cancelled).toMatchObject({ payment_status: 'refund_due', amount_received: order.final_total });

    const noNote = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/refund/`, { body: {} });
    expect(noNote).toMatchObject({ status: 400, body: { note: [ADMIN_MESSAGES.refundNeedsNote] } });
    const tooMuch = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/refund/`, {
      body: { note: 'Hoàn', amount: order.final_total + 1 },
    });
    expect(tooMuch).toMatchObject({ status: 400, body: { amount: [ADMIN_MESSAGES.refundTooLarge] } });

    const refunded = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/refund/`, {
      body: { note: 'Đã hoàn qua VCB' },
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ payment_status: 'refunded' });
    const again = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/refund/`, {
      body: { note: 'Lần nữa' },
    });
    expect(again).toMatchObject({ status: 409, body: { detail: ADMIN_MESSAGES.refundNotDue } });
    const mine = await adminCall(t.app, customer, 'GET', `/api/orders/${order.id}/`);
    expect(mine.body).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect((await auditRows(order.id)).map((r) => [r.action, r.after])).toEqual([
      ['order.mark_paid', expect.objectContaining({ payment_status: 'paid', note: 'Khách chuyển khoản' })],
      [
        'order.transition',
        expect.objectContaining({ status: 'cancelled', payment_status: 'refund_due', note: 'Hết hàng' }),
      ],
      [
        'order.refund',
        expect.objectContaining({
          payment_status: 'refunded',
          note: 'Đã hoàn qua VCB',
          refund_amount: order.final_total,
        }),
      ],
    ]);
  });

  it('an unknown status is a 400; an unknown order a 404', async () => {
    const order = await place();
    expect((await move(order.id, { status: 'lost' })).status).toBe(400);
    expect((await move(10_000_000, { status: 'processing' })).status).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/mark-paid/', () => {
  it('marks a cash order paid in full, received by the shop; again is a 409', async () => {
    const order = await place();
    const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      payment_status: 'paid',
      company_payment_received: true,
      amount_received: order.final_total,
    });
    const again = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`, { body: {} });
    expect(again).toMatchObject({ status: 409, body: { detail: ADMIN_MESSAGES.alreadyPaid } });
    expect((await auditRows(order.id)).map((r) => r.action)).toEqual(['order.mark_paid']);
  });

  it('refuses a cancelled order', async () => {
    const order = await place();
    await walk(order.id, ['cancelled']);
    const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`, { body: {} });
    expect(res).toMatchObject({ status: 409, body: { detail: ADMIN_MESSAGES.notPayable } });
  });
});

describe('POST /api/admin/orders/bulk-transition/', () => {
  it('moves each order it can and says why for the others', async () => {
    const a = await place();
    const b = await place();
    const shipped = await place();
    await walk(shipped.id, ['accounting_processing', 'processing', 'shipped']);
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/orders/bulk-transition/', {
      body: { ids: [a.id, shipped.id, b.id, 10_000_000], status: 'accounting_processing' },
    });
    expect(res.status).toBe(200);
    expect(BulkTransitionResponse.parse(res.body).results).toEqual([
      { id: a.id, ok: true, status_code: 200, status: 'accounting_processing' },
      { id: shipped.id, ok: false, status_code: 409, detail: expect.stringContaining('Không thể chuyển') },
      { id: b.id, ok: true, status_code: 200, status: 'accounting_processing' },
      { id: 10_000_000, ok: false, status_code: 404, detail: 'Không tìm thấy đơn hàng.' },
    ]);
    expect((await get(b.id)).body).toMatchObject({ status: 'accounting_processing' });
  });

  it('a bulk cancel needs its reason; bad ids are a 400', async () => {
    const a = await place();
    const res = await adminCall(t.app, staff, 'POST', '/api/admin/orders/bulk-transition/', {
      body: { ids: [a.id], status: 'cancelled' },
    });
    expect(res).toMatchObject({ status: 400, body: { note: [ADMIN_MESSAGES.cancelNeedsReason] } });
    for (const ids of [[], ['1'], [1.5], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const bad = await adminCall(t.app, staff, 'POST', '/api/admin/orders/bulk-transition/', {
        body: { ids, status: 'processing' },
      });
      expect(bad.status).toBe(400);
    }
  });
});

describe('the audit trail', () => {
  it('a write that fails leaves no audit row (the row is written in the same transaction)', async () => {
    const order = await place();
    const before = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    // An illegal move, a cancel without reason, a refund with none due: refused, and nothing recorded.
    expect((await move(order.id, { status: 'delivered' })).status).toBe(409);
    expect((await move(order.id, { status: 'cancelled' })).status).toBe(400);
    expect(
      (await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/refund/`, { body: { note: 'x' } })).status,
    ).toBe(409);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before);
  });

  it('the audit row and the write commit together: either failing leaves neither', async () => {
    const order = await place();
    const audit = createAuditService({ db: t.db, publicUrl: TEST_PUBLIC_URL });
    const record = (tx: Parameters<typeof audit.record>[0], userId: number) =>
      audit.record(
        tx,
        { userId, ip: '10.0.0.1' },
        {
          action: 'order.mark_paid',
          targetType: 'order',
          targetId: order.id,
          before: null,
          after: null,
        },
      );
    // The write fails after its audit row was written: the row goes with it.
    await expect(
      markPaidByHand({ db: t.db, shipments: shipmentsForOrders }, order.id, async (tx) => {
        await record(tx, staff.user.id);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    // The audit row can't be written (no such actor): the write doesn't happen either.
    await expect(
      markPaidByHand({ db: t.db, shipments: shipmentsForOrders }, order.id, (tx) => record(tx, 2_000_000_000)),
    ).rejects.toThrow();
    expect(await auditRows(order.id)).toEqual([]);
    expect((await get(order.id)).body).toMatchObject({ payment_status: 'unpaid', amount_received: 0 });
    // And when both succeed, both are there.
    await markPaidByHand({ db: t.db, shipments: shipmentsForOrders }, order.id, (tx) => record(tx, staff.user.id));
    expect(await auditRows(order.id)).toHaveLength(1);
    expect((await get(order.id)).body).toMatchObject({ payment_status: 'paid' });
  });

  it('GET /api/admin/audit/ pages rows shaped as DESIGN §8, filtered by actor, target and action', async () => {
    const order = await place();
    await walk(order.id, ['accounting_processing']);
    await adminCall(t.app, other, 'POST', `/api/admin/orders/${order.id}/mark-paid/`, { body: {}, ip: '10.9.8.7' });

    const res = await adminCall(t.app, staff, 'GET', `/api/admin/audit/?target_type=order&target_id=${order.id}`);
    expect(res.status).toBe(200);
    const page = AuditPage.parse(res.body);
    expect(page.count).toBe(2);
    expect(Object.keys(page.results[0]!).sort()).toEqual(
      ['id', 'actor', 'action', 'target_type', 'target_id', 'before', 'after', 'ip', 'created_at'].sort(),
    );
    expect(page.results[0]).toMatchObject({
      actor: { id: other.user.id, email: other.email },
      action: 'order.mark_paid',
      target_type: 'order',
      target_id: order.id,
      ip: '10.9.8.7',
      before: expect.objectContaining({ payment_status: 'unpaid' }),
      after: expect.objectContaining({ payment_status: 'paid' }),
    });
    const byActor = AuditPage.parse(
      (await adminCall(t.app, staff, 'GET', `/api/admin/audit/?actor=${other.user.id}&target_id=${order.id}`)).body,
    );
    expect(byActor.results.map((r) => r.action)).toEqual(['order.mark_paid']);
    const byAction = AuditPage.parse(
      (await adminCall(t.app, staff, 'GET', `/api/admin/audit/?action=order.transition&target_id=${order.id}`)).body,
    );
    expect(byAction.results.map((r) => r.actor?.id)).toEqual([staff.user.id]);
    const paged = AuditPage.parse((await adminCall(t.app, staff, 'GET', '/api/admin/audit/?page_size=1')).body);
    expect(paged.next).toBe('http://shop.test/api/admin/audit/?page=2&page_size=1');
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/audit/?actor=abc')).status).toBe(400);
  });
});

describe('two staff on one order at once', () => {
  // PGlite runs one transaction at a time; on PostgreSQL (DATABASE_URL) the requests really overlap.
  it('exactly one confirm wins, the other is a 409; one history entry and one audit row', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await place();
      const results = await Promise.all([
        move(order.id, { status: 'accounting_processing' }, staff),
        move(order.id, { status: 'accounting_processing' }, other),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const detail = AdminOrder.parse((await get(order.id)).body);
      expect(detail.status_history.map((h) => h.status)).toEqual(['pending', 'accounting_processing']);
      expect(await auditRows(order.id)).toHaveLength(1);
    }
  });

  it('a cancel racing a confirm: one wins, and the stock comes back at most once', async () => {
    const { jelly } = shop.products;
    const order = await place({ items: [{ product: jelly.id, quantity: 2 }] });
    const stock = await productStock(t.db, jelly.id);
    const results = await Promise.all([
      move(order.id, { status: 'cancelled', note: 'Hủy' }, staff),
      move(order.id, { status: 'cancelled', note: 'Hủy' }, other),
      adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/mark-paid/`, { body: {} }),
    ]);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(
      results
        .slice(0, 2)
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 409]);
    expect((await productStock(t.db, jelly.id)).stock).toBe(stock.stock + 2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    // Whichever came first: paid then cancelled is a refund due; cancelled first refuses the payment.
    expect(['refund_due', 'unpaid']).toContain(row!.paymentStatus);
  });
});
