// The dashboard's "Việc cần làm" (GET /api/admin/dashboard/todo/) against orders built for each line, and the desk's
// `?attention=` list each count links to; the COD card counts only money a carrier holds, and a COD statement's
// mismatch flag goes once the order is settled.
import type { Shipment } from '@shop/domain/carrier.schemas';
import type { Order } from '@shop/domain/order-response.schemas';
import { ORDER_ATTENTIONS, type OrderAttention, TodoCounts } from '@shop/domain/owner-day.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierShipments, jobs, orderInvoices } from '../../db/schema/index';
import { adminCall } from '../../testing/staff.testing';
import { type CarrierWorld, carrierWorld } from '../carriers/carriers.testing';
import { orderBody, placedOrder } from './orders.testing';

let w: CarrierWorld;
beforeAll(async () => {
  w = await carrierWorld({ SHOP_BANK_BIN: '970436', SHOP_ACCOUNT_NO: '0011001234567', SEPAY_API_KEY: 'sepay-k' });
});
afterAll(() => w?.close());

const todo = async () => {
  const res = await adminCall(w.app, w.staff, 'GET', '/api/admin/dashboard/todo/');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return TodoCounts.parse(res.body);
};
const desk = async (attention: OrderAttention) => {
  const res = await adminCall(w.app, w.staff, 'GET', `/api/admin/orders/?attention=${attention}&page_size=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const page = res.body as { count: number; results: { id: number }[] };
  return { count: page.count, ids: page.results.map((r) => r.id).sort() };
};
const staffPost = async (id: number, path: string, body: object) => {
  const res = await adminCall(w.app, w.staff, 'POST', `/api/admin/orders/${id}/${path}/`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
async function shipped(order: Order) {
  const res = await w.ship(order.id);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await w.app.jobs.runDue();
  return (res.body as Shipment).code;
}
async function delivered(order: Order) {
  const code = await shipped(order);
  for (const status of ['picked', 'delivered']) {
    await w.ghn.setStatus(code, status, { post: false });
    await w.webhook('ghn', w.ghn.webhookBody(w.ghn.orders.get(code)!));
  }
  return code;
}
const remit = (order_id: number, amount: number) =>
  adminCall(w.app, w.staff, 'POST', '/api/admin/cod-remittances/', {
    body: { carrier: 'ghn', reference: `BK-${order_id}-${amount}`, orders: [{ order_id, amount }] },
  });
const failedJob = (orderId: number, kind: string, event: string, status: 'failed' | 'done' = 'failed') =>
  w.db.insert(jobs).values({
    kind,
    key: `test:${orderId}:${kind}:${event}:${Math.random()}`,
    ref: `order:${orderId}`,
    payload: { orderId, event },
    status,
    attempts: 1,
    maxAttempts: 1,
  });

describe('GET /api/admin/dashboard/todo/', () => {
  it('counts each line in SQL, and the desk lists exactly the orders each count links to', async () => {
    const expected: Record<OrderAttention, number[]> = Object.fromEntries(
      ORDER_ATTENTIONS.map((a) => [a, []]),
    ) as never;
    // Pending: a cash order waits for staff, an unpaid transfer waits for its money.
    const cash = await placedOrder(w.app, w.shopper.tokens.access, orderBody({}, w.shop));
    await placedOrder(w.app, w.shopper.tokens.access, orderBody({ payment_method: 'sepay' }, w.shop));
    expected.to_confirm.push(cash.id);
    // Confirmed, no shipment yet.
    const toShip = await w.processingOrder();
    expected.to_ship.push(toShip.id);
    // At the carrier, not picked up; its fee later turns out above what the order charged.
    const waiting = await w.processingOrder();
    await shipped(waiting);
    expected.awaiting_pickup.push(waiting.id);
    const [shipment] = await w.db.select().from(carrierShipments).where(eq(carrierShipments.orderId, waiting.id));
    expect(waiting.shipping_fee).toBeGreaterThan(0);
    await w.db
      .update(carrierShipments)
      .set({ fee: waiting.shipping_fee + 5_000 })
      .where(eq(carrierShipments.id, shipment!.id));
    expected.carrier_fee_over.push(waiting.id);
    // SInvoice refused one order's invoice.
    await w.db.insert(orderInvoices).values({ orderId: toShip.id, status: 'failed', error: 'Sai mã số thuế' });
    expected.invoice_failed.push(toShip.id);
    // A failed mail and a failed Zalo message; a failure a staff resend has since delivered counts no more.
    await failedJob(cash.id, 'order.mail', 'placed');
    await failedJob(toShip.id, 'zalo.message', 'confirmed');
    await failedJob(waiting.id, 'order.mail', 'placed');
    await failedJob(waiting.id, 'order.mail', 'placed', 'done');
    expected.message_failed.push(cash.id, toShip.id);
    // Delivered cash: a statement that disagrees.
    const short = await w.processingOrder();
    await delivered(short);
    expect((await remit(short.id, short.final_total - 1_000)).body).toMatchObject({
      results: [{ outcome: 'mismatch' }],
    });
    expected.cod_mismatch.push(short.id);

    const counts = await todo();
    for (const attention of ORDER_ATTENTIONS) {
      const listed = await desk(attention);
      expect({ attention, ids: listed.ids }).toEqual({ attention, ids: expected[attention].sort() });
      expect({ attention, count: counts[attention] }).toEqual({ attention, count: listed.count });
    }
  });

  it('a settled order’s COD mismatch clears, on the dashboard and on its shipment', async () => {
    const order = await w.processingOrder();
    await delivered(order);
    await remit(order.id, order.final_total + 2_000);
    expect((await w.adminOrder(order.id)).shipment).toMatchObject({ flagged: true });
    expect((await desk('cod_mismatch')).ids).toContain(order.id);
    const right = await remit(order.id, order.final_total);
    expect(right.body).toMatchObject({ results: [{ outcome: 'paid' }] });
    expect((await w.adminOrder(order.id)).shipment).toMatchObject({ flagged: false, cod_status: 'transferred' });
    expect((await desk('cod_mismatch')).ids).not.toContain(order.id);

    // Settled by hand (staff recorded the money) clears it too.
    const byHand = await w.processingOrder();
    await delivered(byHand);
    await remit(byHand.id, 1_000);
    await staffPost(byHand.id, 'mark-paid', { note: 'Hãng chuyển bù ngoài bảng kê' });
    expect((await w.adminOrder(byHand.id)).shipment).toMatchObject({ flagged: false });
    expect((await desk('cod_mismatch')).ids).not.toContain(byHand.id);
  });

  it('is for staff; a customer gets a 403 and a wrong filter a 400', async () => {
    expect((await adminCall(w.app, w.shopper, 'GET', '/api/admin/dashboard/todo/')).status).toBe(403);
    expect((await adminCall(w.app, undefined, 'GET', '/api/admin/dashboard/todo/')).status).toBe(401);
    const bad = await adminCall(w.app, w.staff, 'GET', '/api/admin/orders/?attention=everything');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ attention: ['Bộ lọc việc cần làm không hợp lệ.'] });
  });
});

describe('the dashboard’s COD card', () => {
  it('counts only money a carrier holds: a prepaid order’s delivered parcel holds none', async () => {
    const prepaid = await w.processingOrder();
    await staffPost(prepaid.id, 'mark-paid', { note: 'Khách chuyển khoản' });
    await delivered(prepaid);
    const stats = await adminCall(w.app, w.staff, 'GET', '/api/admin/stats/');
    const cod = (stats.body as { cod: { in_transit: number; in_transit_orders: number } }).cod;
    const held = (await adminCall(w.app, w.staff, 'GET', '/api/admin/cod/')).body as {
      held_amount: number;
      orders: { order_id: number }[];
    }[];
    expect(held.flatMap((h) => h.orders.map((o) => o.order_id))).not.toContain(prepaid.id);
    expect(cod).toEqual({
      in_transit: held.reduce((sum, h) => sum + h.held_amount, 0),
      in_transit_orders: held.reduce((sum, h) => sum + h.orders.length, 0),
      received: expect.any(Number),
    });
  });
});
