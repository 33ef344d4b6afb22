// An unpaid bank-transfer or PayOS order gives its stock back after ORDER_PAYMENT_TTL_MINUTES.
import { randomBytes } from 'node:crypto';
import { AdminOrderPage } from '@shop/domain/admin-orders.schemas';
import { Order } from '@shop/domain/order-response.schemas';
import { SepayPaymentResponse } from '@shop/domain/payment.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderStatusHistory, orders, promotionUsages } from '../../db/schema/index';
import { type SmtpCapture, startSmtpCapture } from '../../lib/mailer.testing';
import { type PayosPeer, onlinePaymentEnv, startPayosPeer } from '../../testing/payos-peer';
import { buildApp } from '../../app';
import { buildTestApp } from '../../testing/test-app';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { SYSTEM_CANCEL_REASONS } from './orders.service';
import { type Shop, orderBody, placedOrder, productStock, seedShop } from './orders.testing';

const SEPAY_KEY = 'sepay-key-expiry';
const PAYOS = { clientId: 'client-x', apiKey: 'api-key-x', checksumKey: 'checksum-key-x' };
const TTL_MINUTES = 45;

let t: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: SmtpCapture;
let peer: PayosPeer;
let shop: Shop;
let shopper: SignedUp;
let staff: SignedUp;

beforeAll(async () => {
  [smtp, peer] = await Promise.all([startSmtpCapture(), startPayosPeer(PAYOS)]);
  t = await buildTestApp({
    seedDemo: false,
    env: {
      RATE_LIMIT_FACTOR: '20',
      SMTP_URL: smtp.url,
      ORDER_PAYMENT_TTL_MINUTES: String(TTL_MINUTES),
      ...onlinePaymentEnv({ sepayKey: SEPAY_KEY, payos: PAYOS, peer }),
    },
  });
  shop = await seedShop(t.db);
  [shopper, staff] = await Promise.all([signUp(t.app), accountWithRole(t.app, t.db, 'staff')]);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), peer?.close()]);
});

const inbox = () => `khach-${randomBytes(4).toString('hex')}@example.com`;

const place = (method: string, overrides: Record<string, unknown> = {}) =>
  placedOrder(
    t.app,
    shopper.tokens.access,
    orderBody({
      email: inbox(),
      payment_method: method,
      items: [{ product: shop.products.oolong.id, variant: null, quantity: 3 }],
      ...overrides,
    }),
  );

const getOrder = async (id: number) =>
  Order.parse((await call(t.app, 'GET', `/api/orders/${id}/`, { token: shopper.tokens.access })).body);

const expiryJobs = (orderId: number) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.ref, `order:${orderId}`), eq(jobs.kind, 'order.expire')));

/** The clock moves past the order's deadline (its row and its job's due time). */
async function passDeadline(orderId: number) {
  await t.db
    .update(orders)
    .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, orderId));
  await t.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.ref, `order:${orderId}`), eq(jobs.kind, 'order.expire')));
}

let transferId = 90_000;
const sepayTransfer = (orderId: number, amount: number) =>
  call(t.app, 'POST', '/api/webhooks/sepay', {
    headers: { authorization: `Apikey ${SEPAY_KEY}` },
    body: JSON.stringify({
      id: ++transferId,
      gateway: 'MBBank',
      accountNumber: '0123456789',
      content: `DH${orderId}`,
      transferType: 'in',
      transferAmount: amount,
    }),
  });

describe('the payment window', () => {
  it('an online order gets ORDER_PAYMENT_TTL_MINUTES, and the QR screen counts to the same instant', async () => {
    const order = await place('sepay');
    const deadline = Date.parse(order.payment_expires_at!);
    expect(deadline - Date.parse(order.created_at)).toBeGreaterThan(TTL_MINUTES * 60_000 - 2000);
    expect(deadline - Date.parse(order.created_at)).toBeLessThan(TTL_MINUTES * 60_000 + 2000);
    const qr = await call(t.app, 'POST', `/api/orders/${order.id}/sepay-payment/`, { token: shopper.tokens.access });
    expect(SepayPaymentResponse.parse(qr.body).data.payment_expires_at).toBe(order.payment_expires_at);
    // A reload asks again: the same instant, not a new countdown.
    const again = await call(t.app, 'POST', `/api/orders/${order.id}/sepay-payment/`, { token: shopper.tokens.access });
    expect(SepayPaymentResponse.parse(again.body).data.payment_expires_at).toBe(order.payment_expires_at);
    const [job] = await expiryJobs(order.id);
    expect(job).toMatchObject({ status: 'queued', runAt: new Date(order.payment_expires_at!) });
  });

  it('cash has no window; choosing the bank transfer on the payment page opens one, choosing cash again ends it', async () => {
    const order = await place('cash');
    expect(order.payment_expires_at).toBeNull();
    expect(await expiryJobs(order.id)).toEqual([]);
    const qr = await call(t.app, 'POST', `/api/orders/${order.id}/sepay-payment/`, { token: shopper.tokens.access });
    const expiresAt = SepayPaymentResponse.parse(qr.body).data.payment_expires_at!;
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(TTL_MINUTES * 60_000 - 5000);
    expect((await getOrder(order.id)).payment_expires_at).toBe(expiresAt);
    expect(await expiryJobs(order.id)).toHaveLength(1);

    const cash = await call(t.app, 'POST', `/api/orders/${order.id}/cash-payment/`, { token: shopper.tokens.access });
    expect(cash.status).toBe(200);
    expect((await getOrder(order.id)).payment_expires_at).toBeNull();
    // Its job comes due and leaves the cash order alone.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.ref, `order:${order.id}`), eq(jobs.kind, 'order.expire')));
    await t.app.jobs.runDue();
    expect((await getOrder(order.id)).status).toBe('pending');
    expect((await expiryJobs(order.id))[0]!.status).toBe('done');
  });
});

describe('orders from before the payment window', () => {
  it('get one at start-up, from then, with their expiry job (once, however many instances start)', async () => {
    const order = await place('sepay');
    // As the migration left an order placed by the previous version: no window, no job.
    await t.db.update(orders).set({ paymentExpiresAt: null }).where(eq(orders.id, order.id));
    await t.db.delete(jobs).where(and(eq(jobs.ref, `order:${order.id}`), eq(jobs.kind, 'order.expire')));
    const cash = await place('cash');
    // Two more instances start on the same database (their workers stopped again at once).
    for (let i = 0; i < 2; i++) {
      const instance = await buildApp(t.config, t.database, { logger: false, jobs: { pollMs: 60_000 } });
      await instance.ready();
      await instance.jobs.close();
    }
    const after = await getOrder(order.id);
    const left = Date.parse(after.payment_expires_at!) - Date.now();
    expect(left).toBeGreaterThan(TTL_MINUTES * 60_000 - 10_000);
    expect(left).toBeLessThanOrEqual(TTL_MINUTES * 60_000);
    expect((await expiryJobs(order.id)).map((j) => j.runAt.toISOString())).toEqual([after.payment_expires_at]);
    expect((await getOrder(cash.id)).payment_expires_at).toBeNull();
  });
});

describe('expiry', () => {
  it('cancels an unpaid bank-transfer order at its deadline: stock and voucher use come back, one mail says why', async () => {
    const stockBefore = await productStock(t.db, shop.products.oolong.id);
    const order = await place('sepay', { promotion_ids: [shop.promo.ONCE.id] });
    expect((await productStock(t.db, shop.products.oolong.id)).stock).toBe(stockBefore.stock - 3);
    await t.app.jobs.runDue();
    // Not yet: the deadline is 45 minutes away.
    expect((await getOrder(order.id)).status).toBe('pending');

    await passDeadline(order.id);
    await t.app.jobs.runDue();
    const after = await getOrder(order.id);
    expect(after).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    expect(await productStock(t.db, shop.products.oolong.id)).toEqual(stockBefore);
    expect(await t.db.select().from(promotionUsages).where(eq(promotionUsages.orderId, order.id))).toEqual([]);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => [h.status, h.actorId, h.note])).toEqual([
      ['pending', null, null],
      ['cancelled', null, SYSTEM_CANCEL_REASONS.expired],
    ]);
    const mails = smtp.mails.filter((m) => m.to.includes(order.email));
    expect(mails.map((m) => m.subject)).toEqual([
      `Đặt hàng thành công - đơn hàng #${order.id}`,
      `Đơn hàng #${order.id} đã bị hủy`,
    ]);
    expect(mails[1]!.text).toContain(`Lý do: ${SYSTEM_CANCEL_REASONS.expired}`);
    // The voucher may be used again.
    const next = await place('cash', { promotion_ids: [shop.promo.ONCE.id] });
    expect(next.discount).toBeGreaterThan(0);
  });

  it('cancels an unpaid PayOS order and its payment link at PayOS', async () => {
    const order = await place('payos');
    const link = await call(t.app, 'POST', `/api/orders/${order.id}/payos-payment/`, { token: shopper.tokens.access });
    expect(link.status).toBe(200);
    await passDeadline(order.id);
    await t.app.jobs.runDue();
    expect((await getOrder(order.id)).status).toBe('cancelled');
    const atPayos = [...peer.links.values()].find((l) => l.orderCode === order.id);
    expect(atPayos).toMatchObject({ status: 'CANCELLED' });
  });

  it('leaves alone an order paid in time, or one with part of the money already in', async () => {
    const paid = await place('sepay');
    const partial = await place('sepay');
    expect((await sepayTransfer(paid.id, paid.final_total)).status).toBe(200);
    expect((await sepayTransfer(partial.id, 10_000)).status).toBe(200);
    await passDeadline(paid.id);
    await passDeadline(partial.id);
    await t.app.jobs.runDue();
    expect(await getOrder(paid.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(await getOrder(partial.id)).toMatchObject({ status: 'pending', amount_received: 10_000 });
    expect((await expiryJobs(paid.id))[0]!.status).toBe('done');
  });

  it('a transfer arriving after the expiry is recorded as a refund due, the order stays cancelled, staff see it', async () => {
    const order = await place('sepay');
    await passDeadline(order.id);
    await t.app.jobs.runDue();
    expect((await getOrder(order.id)).status).toBe('cancelled');

    const late = await sepayTransfer(order.id, order.final_total);
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ success: true });
    await t.app.jobs.runDue();
    expect(await getOrder(order.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refund_due',
      amount_received: order.final_total,
    });
    const desk = await adminCall(t.app, staff, 'GET', '/api/admin/orders/?payment_status=refund_due');
    expect(AdminOrderPage.parse(desk.body).results.map((o) => o.id)).toContain(order.id);
    // No 'payment received' mail for money the shop will give back.
    const subjects = smtp.mails.filter((m) => m.to.includes(order.email)).map((m) => m.subject);
    expect(subjects).not.toContain(`Đã nhận thanh toán cho đơn hàng #${order.id}`);
  });
});
