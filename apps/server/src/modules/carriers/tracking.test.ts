import type { Shipment } from '@shop/domain/carrier.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { productStock } from '../orders/orders.testing';
import { adminCall } from '../../testing/staff.testing';
import { type CarrierWorld, carrierWorld } from './carriers.testing';

let w: CarrierWorld;
beforeAll(async () => {
  w = await carrierWorld();
});
afterAll(() => w?.close());

async function shipped(carrier: 'ghn' | 'ghtk' = 'ghn') {
  const order = await w.processingOrder();
  const res = await w.ship(order.id, carrier);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The re-read queued with the shipment: its first events.
  await w.app.jobs.runDue();
  return { order, code: (res.body as Shipment).code };
}
/** GHN moves the order and posts its webhook (handled by the job the webhook queued). */
async function ghnMoves(code: string, status: string, codTransferred = false) {
  await w.ghn.setStatus(code, status, { post: false, codTransferred });
  return w.webhook('ghn', w.ghn.webhookBody(w.ghn.orders.get(code)!));
}
async function ghtkMoves(code: string, status: number) {
  await w.ghtk.setStatus(code, status, { post: false });
  return w.webhook('ghtk', w.ghtk.webhookBody(w.ghtk.orders.get(code)!), undefined, true);
}

describe('webhooks are hints: the shop re-reads the carrier (DESIGN §11)', () => {
  it('a wrong secret is a 404 and changes nothing', async () => {
    const { order, code } = await shipped();
    await w.ghn.setStatus(code, 'picked', { post: false });
    expect(await w.webhook('ghn', w.ghn.webhookBody(w.ghn.orders.get(code)!), 'wrong')).toBe(404);
    expect((await w.adminOrder(order.id)).status).toBe('processing');
  });

  it('a forged body changes nothing the carrier didn’t', async () => {
    const { order, code } = await shipped();
    const forged = { ...w.ghn.webhookBody(w.ghn.orders.get(code)!), Status: 'delivered' };
    expect(await w.webhook('ghn', forged)).toBe(200);
    const seen = await w.adminOrder(order.id);
    expect(seen.status).toBe('processing');
    expect(seen.shipment).toMatchObject({ status: 'created' });
  });

  it('picked → shipped, delivered → delivered with COD collected; replays and old bodies change nothing', async () => {
    const { order, code } = await shipped();
    expect(await ghnMoves(code, 'picked')).toBe(200);
    const picked = w.ghn.webhookBody(w.ghn.orders.get(code)!);
    expect((await w.adminOrder(order.id)).status).toBe('shipped');
    await ghnMoves(code, 'delivering');
    await ghnMoves(code, 'delivered');
    const done = await w.adminOrder(order.id);
    expect(done).toMatchObject({ status: 'delivered', payment_status: 'unpaid' });
    expect(done.shipment).toMatchObject({ status: 'delivered', cod_status: 'collected' });
    // An out-of-order body and a replay: the carrier still says delivered.
    expect(await w.webhook('ghn', picked)).toBe(200);
    expect(await w.webhook('ghn', w.ghn.webhookBody(w.ghn.orders.get(code)!))).toBe(200);
    const again = await w.adminOrder(order.id);
    expect(again.status).toBe('delivered');
    expect(again.status_history.map((h) => h.status)).toEqual([
      'pending',
      'accounting_processing',
      'processing',
      'shipped',
      'delivered',
    ]);
    const page = await adminCall(w.app, w.shopper, 'GET', `/api/orders/${order.id}/`);
    const events = (page.body as { shipment: Shipment }).shipment.events.map((e) => e.carrier_status);
    expect(events).toEqual(['ready_to_pick', 'picked', 'delivering', 'delivered']);
  });

  it('the shipped and delivered mails name the carrier and the code', async () => {
    const { order, code } = await shipped();
    await ghnMoves(code, 'picked');
    await ghnMoves(code, 'delivered');
    await w.app.jobs.runDue();
    const mails = await w.db.select().from(mailOutbox);
    for (const subject of [
      `Đơn hàng #${order.id} đang được giao đến bạn`,
      `Đơn hàng #${order.id} đã được giao thành công`,
    ]) {
      const mail = mails.find((m) => m.subject === subject);
      expect(mail?.text, subject).toContain(code);
      expect(mail?.text).toContain('Giao Hàng Nhanh');
    }
  });

  it('returned to the shop: order returned, stock back (GHTK, form fields)', async () => {
    const before = await productStock(w.db, w.shop.products.oolong.id);
    const { order, code } = await shipped('ghtk');
    await ghtkMoves(code, 3);
    expect((await w.adminOrder(order.id)).status).toBe('shipped');
    await ghtkMoves(code, 20);
    await ghtkMoves(code, 21);
    const back = await w.adminOrder(order.id);
    expect(back.status).toBe('returned');
    expect(back.shipment).toMatchObject({ status: 'returned' });
    expect(await productStock(w.db, w.shop.products.oolong.id)).toEqual(before);
  });

  it('lost or damaged: flagged on the desk, the order left where it is', async () => {
    const { order, code } = await shipped();
    await ghnMoves(code, 'picked');
    await ghnMoves(code, 'lost');
    const seen = await w.adminOrder(order.id);
    expect(seen.status).toBe('shipped');
    expect(seen.shipment).toMatchObject({ status: 'lost', flagged: true });
  });

  it('the poll job re-reads live shipments when no webhook came', async () => {
    const { order, code } = await shipped();
    await w.ghn.setStatus(code, 'picked', { post: false });
    const { CARRIER_POLL_JOB } = await import('./carriers.service');
    const { enqueue } = await import('../../lib/job-queue');
    await enqueue(w.db, { kind: CARRIER_POLL_JOB, key: `test-poll:${code}` });
    await w.app.jobs.runDue();
    expect((await w.adminOrder(order.id)).status).toBe('shipped');
  });
});

describe('COD money', () => {
  it('GHN’s CODTransferDate: paid and received', async () => {
    const { order, code } = await shipped();
    await ghnMoves(code, 'picked');
    await ghnMoves(code, 'delivered');
    const held = await adminCall(w.app, w.staff, 'GET', '/api/admin/cod/');
    const ghn = (held.body as { carrier: string; orders: { order_id: number }[] }[]).find((h) => h.carrier === 'ghn')!;
    expect(ghn.orders.map((o) => o.order_id)).toContain(order.id);
    await ghnMoves(code, 'delivered', true);
    const paid = await w.adminOrder(order.id);
    expect(paid).toMatchObject({ payment_status: 'paid', company_payment_received: true });
    expect(paid.shipment).toMatchObject({ cod_status: 'transferred' });
  });

  it('GHTK status 6 (đã đối soát): paid', async () => {
    const { order, code } = await shipped('ghtk');
    await ghtkMoves(code, 5);
    expect((await w.adminOrder(order.id)).shipment).toMatchObject({ cod_status: 'collected' });
    await ghtkMoves(code, 6);
    expect(await w.adminOrder(order.id)).toMatchObject({ payment_status: 'paid', company_payment_received: true });
  });

  it('a statement: the right amount pays, a wrong one is flagged and pays nothing, a replay does nothing', async () => {
    const right = await shipped();
    const wrong = await shipped();
    for (const { code } of [right, wrong]) {
      await ghnMoves(code, 'picked');
      await ghnMoves(code, 'delivered');
    }
    const stats = await adminCall(w.app, w.staff, 'GET', '/api/admin/stats/');
    const cod = (stats.body as { cod: { in_transit: number } }).cod;
    expect(cod.in_transit).toBeGreaterThanOrEqual(right.order.final_total + wrong.order.final_total);
    const remit = (orders: object[]) =>
      adminCall(w.app, w.staff, 'POST', '/api/admin/cod-remittances/', {
        body: { carrier: 'ghn', reference: 'BK-2026-11-27', orders },
      });
    const res = await remit([
      { order_id: right.order.id, amount: right.order.final_total },
      { order_id: wrong.order.id, amount: wrong.order.final_total - 1000 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      paid_amount: right.order.final_total,
      results: [{ outcome: 'paid' }, { outcome: 'mismatch', expected: wrong.order.final_total }],
    });
    expect(await w.adminOrder(right.order.id)).toMatchObject({
      payment_status: 'paid',
      company_payment_received: true,
    });
    const flagged = await w.adminOrder(wrong.order.id);
    expect(flagged).toMatchObject({ payment_status: 'unpaid', shipment: { flagged: true, cod_status: 'collected' } });
    const replay = await remit([{ order_id: right.order.id, amount: right.order.final_total }]);
    expect(replay.body).toMatchObject({ paid_amount: 0, results: [{ outcome: 'already_paid' }] });
    const after = await adminCall(w.app, w.staff, 'GET', '/api/admin/stats/');
    expect((after.body as { cod: { received: number } }).cod.received).toBeGreaterThanOrEqual(right.order.final_total);
  });

  it('a customer may not record a statement', async () => {
    const res = await adminCall(w.app, w.shopper, 'POST', '/api/admin/cod-remittances/', {
      body: { carrier: 'ghn', reference: 'x', orders: [{ order_id: 1, amount: 1 }] },
    });
    expect(res.status).toBe(403);
  });
});
