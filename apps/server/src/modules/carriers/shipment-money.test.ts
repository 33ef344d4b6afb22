// Shipments and COD money stay right (DESIGN §11): an order is cancelled at the carrier before it is cancelled here,
// the COD is what is still owed when the carrier is asked, two creates at once make one parcel, and the carrier's COD
// transfer pays only an order that still owes it, without telling the shopper.
import type { Shipment } from '@shop/domain/carrier.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierShipments, jobs } from '../../db/schema/index';
import { productStock } from '../orders/orders.testing';
import { ORDER_MESSAGES } from '../orders/order-messages';
import { adminCall } from '../../testing/staff.testing';
import { type CarrierWorld, carrierWorld } from './carriers.testing';
import { SHIPMENT_MESSAGES as M } from './shipment-messages';

let w: CarrierWorld;
beforeAll(async () => {
  w = await carrierWorld();
});
afterAll(() => w?.close());

const CREATE = '/shiip/public-api/v2/shipping-order/create';
const BY_CLIENT = '/shiip/public-api/v2/shipping-order/detail-by-client-code';
const atGhn = (orderId: number) => [...w.ghn.orders.values()].filter((o) => o.client_order_code === String(orderId));
const transition = (id: number, status: string) =>
  adminCall(w.app, w.staff, 'POST', `/api/admin/orders/${id}/transition/`, {
    body: { status, note: 'Khách đổi ý' },
  });
const markPaid = (id: number) => adminCall(w.app, w.staff, 'POST', `/api/admin/orders/${id}/mark-paid/`, { body: {} });
const remit = (orders: { order_id: number; amount: number }[]) =>
  adminCall(w.app, w.staff, 'POST', '/api/admin/cod-remittances/', {
    body: { carrier: 'ghn', reference: 'BK-2026-11-29', orders },
  });
/** The shopper's 'payment received' mail jobs of the order. */
const paidMails = (id: number) =>
  w.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `order:${id}:paid`));

async function shipped() {
  const order = await w.processingOrder();
  const res = await w.ship(order.id);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await w.app.jobs.runDue();
  return { order, code: (res.body as Shipment).code };
}
/** GHN moves the parcel and posts its webhook (handled by the job it queues). */
async function ghnMoves(code: string, status: string, codTransferred = false) {
  await w.ghn.setStatus(code, status, { post: false, codTransferred });
  return w.webhook('ghn', w.ghn.webhookBody(w.ghn.orders.get(code)!));
}

describe('staff cancel an order whose parcel is live', () => {
  it('the parcel is cancelled at GHN first; the shipment stops waiting for COD', async () => {
    const { order, code } = await shipped();
    const res = await transition(order.id, 'cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(w.ghn.orders.get(code)!.status).toBe('cancel');
    const after = await w.adminOrder(order.id);
    expect(after).toMatchObject({ status: 'cancelled', tracking_number: null });
    expect(after.shipment).toMatchObject({ status: 'cancelled', cod_status: 'none' });
  });

  it('picked up already (GHN refuses the cancel): 409 in Vietnamese, the order and its stock stay', async () => {
    const { order, code } = await shipped();
    const stock = await productStock(w.db, w.shop.products.oolong.id);
    // Picked up, and the shop not told yet (no webhook).
    await w.ghn.setStatus(code, 'picked', { post: false });
    const res = await transition(order.id, 'cancelled');
    expect(res.status).toBe(409);
    expect((res.body as { detail: string }).detail).toBe(M.cancelRefused('ghn', 'Đơn hàng không thể hủy'));
    expect(w.ghn.orders.get(code)!.status).toBe('picked');
    expect((await w.adminOrder(order.id)).status).toBe('processing');
    expect(await productStock(w.db, w.shop.products.oolong.id)).toEqual(stock);
    // Once the shop knows, the cancel is refused before asking the carrier.
    await w.webhook('ghn', w.ghn.webhookBody(w.ghn.orders.get(code)!));
    expect((await transition(order.id, 'cancelled')).status).toBe(409);
  });

  it('a shipment being created: 409, nothing cancelled', async () => {
    const order = await w.processingOrder();
    w.ghn.fail(CREATE, { kind: 'timeout' });
    expect((await w.ship(order.id)).status).toBe(502);
    const res = await transition(order.id, 'cancelled');
    expect(res.status).toBe(409);
    expect((res.body as { detail: string }).detail).toBe(M.orderCancelCreating);
    expect((await w.adminOrder(order.id)).status).toBe('processing');
  });
});

describe('the COD is what the order still owes', () => {
  it('marked paid, then edited up: the carrier collects only the difference', async () => {
    const order = await w.processingOrder();
    expect((await markPaid(order.id)).status).toBe(200);
    const { version } = (await w.adminOrder(order.id)) as unknown as { version: number };
    const edit = await adminCall(w.app, w.staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: { version, shipping_fee: order.shipping_fee + 25_000 },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body).toMatchObject({ final_total: order.final_total + 25_000, payment_status: 'unpaid' });
    const res = await w.ship(order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const shipment = res.body as Shipment;
    expect(shipment.cod_amount).toBe(25_000);
    expect(w.ghn.orders.get(shipment.code)!.request.cod_amount).toBe(25_000);
  });

  it('a shipment being created holds the order: edits refused; the retry sends the weight staff confirm now', async () => {
    const order = await w.processingOrder();
    w.ghn.fail(CREATE, { kind: 'timeout' });
    expect((await w.ship(order.id)).status).toBe(502);
    const { version } = (await w.adminOrder(order.id)) as unknown as { version: number };
    const edit = await adminCall(w.app, w.staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: { version, shipping_fee: order.shipping_fee + 25_000 },
    });
    expect(edit.status).toBe(409);
    const retry = await adminCall(w.app, w.staff, 'POST', `/api/admin/orders/${order.id}/shipment/`, {
      body: { carrier: 'ghn', weight_grams: 2_400 },
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    const sent = w.ghn.orders.get((retry.body as Shipment).code)!.request;
    expect(sent).toMatchObject({ weight: 2_400, cod_amount: order.final_total });
  });

  it('marking paid while the carrier is to collect the COD is refused; the COD stays', async () => {
    const { order, code } = await shipped();
    const res = await markPaid(order.id);
    expect(res.status).toBe(409);
    expect((res.body as { detail: string }).detail).toBe(ORDER_MESSAGES.codLive(order.final_total));
    expect(await w.adminOrder(order.id)).toMatchObject({ payment_status: 'unpaid' });
    expect(w.ghn.orders.get(code)!.cod_amount).toBe(order.final_total);
  });
});

describe('two creates at once', () => {
  it('a double click: one 201, one 409, one GHN order, kept; a GHTK create after it is refused', async () => {
    const order = await w.processingOrder();
    const [a, b] = await Promise.all([w.ship(order.id), w.ship(order.id)]);
    expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([201, 409]);
    expect(atGhn(order.id)).toHaveLength(1);
    const kept = await w.adminOrder(order.id);
    expect(kept.shipment).toMatchObject({ code: atGhn(order.id)[0]!.order_code, status: 'created' });
    expect((await w.ship(order.id, 'ghtk')).status).toBe(409);
    expect([...w.ghtk.orders.values()].filter((o) => o.partner_id === String(order.id))).toEqual([]);
  });

  it('GHN says our id exists already: that order is adopted, not dropped', async () => {
    const order = await w.processingOrder();
    // The first try's order is made but its answer lost, and the look-up after it fails too.
    w.ghn.fail(CREATE, { kind: 'lost' });
    w.ghn.fail(BY_CLIENT, { kind: 'pass' });
    w.ghn.fail(BY_CLIENT, { kind: 'http-500' });
    expect((await w.ship(order.id)).status).toBe(502);
    // The retry's look-up misses it (GHN's index lags): the create then meets GHN's duplicate client_order_code.
    w.ghn.fail(BY_CLIENT, { kind: 'refuse', reason: 'Không tìm thấy đơn hàng' });
    const retry = await w.ship(order.id);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(atGhn(order.id)).toHaveLength(1);
    expect((retry.body as Shipment).code).toBe(atGhn(order.id)[0]!.order_code);
  });
});

describe('COD transferred by the carrier', () => {
  it('pays the order and queues no mail for the shopper (they paid the shipper)', async () => {
    const { order, code } = await shipped();
    await ghnMoves(code, 'picked');
    await ghnMoves(code, 'delivered');
    await ghnMoves(code, 'delivered', true);
    expect(await w.adminOrder(order.id)).toMatchObject({ payment_status: 'paid', company_payment_received: true });
    expect(await paidMails(order.id)).toEqual([]);
  });

  it('for an order paid another way after delivery: flagged, never "paid" or "already paid"', async () => {
    const { order, code } = await shipped();
    await ghnMoves(code, 'picked');
    await ghnMoves(code, 'delivered');
    expect((await markPaid(order.id)).status).toBe(200);
    const res = await remit([{ order_id: order.id, amount: order.final_total }]);
    expect(res.body).toMatchObject({ paid_amount: 0, results: [{ outcome: 'flagged' }] });
    expect((await w.adminOrder(order.id)).shipment).toMatchObject({ flagged: true });
  });

  it('for a cancelled order (its parcel delivered all the same): flagged, the order stays cancelled', async () => {
    const { order, code } = await shipped();
    // An order cancelled before this version, its parcel left live at GHN.
    const row = and(eq(carrierShipments.orderId, order.id), eq(carrierShipments.code, code));
    await w.db.update(carrierShipments).set({ status: 'cancelled' }).where(row);
    expect((await transition(order.id, 'cancelled')).status).toBe(200);
    await w.db.update(carrierShipments).set({ status: 'created' }).where(row);
    await ghnMoves(code, 'picked');
    await ghnMoves(code, 'delivered');
    const res = await remit([{ order_id: order.id, amount: order.final_total }]);
    expect(res.body).toMatchObject({ paid_amount: 0, results: [{ outcome: 'flagged' }] });
    const after = await w.adminOrder(order.id);
    expect(after).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    expect(after.shipment).toMatchObject({ flagged: true });
    expect(await paidMails(order.id)).toEqual([]);
  });
});
