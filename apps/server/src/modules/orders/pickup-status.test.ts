// Pickup in store (DESIGN §15), after placing: staff move a pickup to ready_for_pickup (never to shipped, and a shipped
// order never to ready_for_pickup), the shopper is told by mail and Zalo, a collection takes the units off the shelf,
// a cancel frees them, and a pickup waiting longer than PICKUP_HOLD_DAYS is listed for staff.
import { AdminOrder, AdminOrderPage } from '@shop/domain/admin-orders.schemas';
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import { TodoCounts } from '@shop/domain/owner-day.schemas';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox, orderStatusHistory } from '../../db/schema/index';
import { adminCall } from '../../testing/staff.testing';
import { useTemplates } from '../zalo/zalo.testing';
import { ADDRESSES, orderBody } from './orders.testing';
import { type PickupWorld, pickupWorld } from './pickup.testing';

let w: PickupWorld;
beforeAll(async () => {
  w = await pickupWorld({ PICKUP_HOLD_DAYS: '2' });
  await useTemplates(w.t.db);
});
afterAll(() => w?.close());

const pickupOrder = () => w.placed(w.pickupBody(w.stores.nguyenTrai.id));
const jobKeys = async (orderId: number) =>
  (
    await w.t.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(eq(jobs.ref, `order:${orderId}`))
  ).map((j) => j.key);

describe('a pickup through its statuses', () => {
  it('is made ready (mail and Zalo queued, naming the store), then collected: its units leave the shelf', async () => {
    const { nguyenTrai } = w.stores;
    const order = await pickupOrder();
    const start = await w.level(nguyenTrai.id);
    await w.walk(order.id, ['accounting_processing', 'processing']);
    const shipped = await w.transition(order.id, 'shipped', { tracking_number: 'X1' });
    expect(shipped.status).toBe(409);
    expect(shipped.body).toEqual({ detail: LM.pickupNotShipped });

    await w.walk(order.id, ['ready_for_pickup']);
    const keys = await jobKeys(order.id);
    expect(keys).toEqual(
      expect.arrayContaining([`order:${order.id}:ready_for_pickup`, `order:${order.id}:zalo:ready_for_pickup`]),
    );
    const [zalo] = await w.t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.key, `order:${order.id}:zalo:ready_for_pickup`));
    expect(zalo!.payload).toMatchObject({
      template_id: '100007',
      fields: { order_id: String(order.id), pickup_store: `${nguyenTrai.name}, ${nguyenTrai.address}` },
    });
    // The mail is made when its job runs: it says where and how long (PICKUP_HOLD_DAYS).
    await w.t.app.jobs.runDue();
    const [mail] = await w.t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Đơn hàng #${order.id} đã sẵn sàng%`));
    expect(mail!.subject).toBe(`Đơn hàng #${order.id} đã sẵn sàng để nhận tại cửa hàng`);
    expect(mail!.text).toContain(`Mời bạn đến ${nguyenTrai.name} để nhận hàng`);
    expect(mail!.text).toContain('Giờ mở cửa: 8:00 - 21:00');
    expect(mail!.text).toContain('Vui lòng đến nhận hàng trong vòng 2 ngày.');
    expect(await w.level(nguyenTrai.id)).toEqual(start);

    await w.walk(order.id, ['delivered']);
    expect(await w.level(nguyenTrai.id)).toEqual({ onHand: start.onHand - 1, reserved: start.reserved - 1 });
    expect(await jobKeys(order.id)).toContain(`order:${order.id}:delivered`);
  });

  it('cancelled while it waits at the store, its reservation is freed', async () => {
    const { nguyenTrai } = w.stores;
    const before = await w.level(nguyenTrai.id);
    const order = await pickupOrder();
    await w.walk(order.id, ['accounting_processing', 'processing', 'ready_for_pickup', 'cancelled']);
    expect(await w.level(nguyenTrai.id)).toEqual(before);
  });

  it('staff editing its lines: still no fee, the reservation grows at its store', async () => {
    const { nguyenTrai } = w.stores;
    const order = await pickupOrder();
    const before = await w.level(nguyenTrai.id);
    const page = AdminOrder.parse((await adminCall(w.t.app, w.staff, 'GET', `/api/admin/orders/${order.id}/`)).body);
    const line = page.items[0]!;
    const res = await adminCall(w.t.app, w.staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: { version: page.version, items: [{ id: line.id, product: line.product.id, variant: null, quantity: 2 }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ shipping_fee: 0, final_total: 2 * 99_000, delivery_method: 'pickup' });
    expect(await w.level(nguyenTrai.id)).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });
  });

  it('a shipped order is never made ready at a store', async () => {
    const order = await w.placed(orderBody({ ...ADDRESSES.near }, w.shop));
    await w.walk(order.id, ['accounting_processing', 'processing']);
    const res = await w.transition(order.id, 'ready_for_pickup');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: LM.shipNotPickup });
    await w.walk(order.id, ['shipped']);
  });
});

describe('the desk', () => {
  const desk = async (query: string) => {
    const res = await adminCall(w.t.app, w.staff, 'GET', `/api/admin/orders/?page_size=100&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return AdminOrderPage.parse(res.body);
  };
  /** Backdates when the order became ready at its store. */
  const readyDaysAgo = (orderId: number, days: number) =>
    w.t.db
      .update(orderStatusHistory)
      .set({ at: new Date(Date.now() - days * 86_400_000) })
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'ready_for_pickup')));

  it('queues pickups by method and status, and lists those waiting past PICKUP_HOLD_DAYS', async () => {
    const [overdue, recent, preparing] = [await pickupOrder(), await pickupOrder(), await pickupOrder()];
    for (const o of [overdue, recent]) await w.walk(o.id, ['accounting_processing', 'processing', 'ready_for_pickup']);
    await w.walk(preparing.id, ['accounting_processing', 'processing']);
    await readyDaysAgo(overdue.id, 3);
    await readyDaysAgo(recent.id, 1);

    const queue = await desk('delivery_method=pickup&status=ready_for_pickup');
    expect(queue.results.map((o) => o.id)).toEqual(expect.arrayContaining([overdue.id, recent.id]));
    expect(queue.results.every((o) => o.delivery_method === 'pickup' && o.status === 'ready_for_pickup')).toBe(true);
    expect(queue.results[0]!.fulfilment_location).toEqual({
      id: w.stores.nguyenTrai.id,
      name: w.stores.nguyenTrai.name,
    });
    expect(queue.status_counts!.ready_for_pickup).toBe(queue.count);
    const shipped = await desk('delivery_method=ship');
    expect(shipped.results.some((o) => o.delivery_method === 'pickup')).toBe(false);

    expect((await desk('attention=pickup_overdue')).results.map((o) => o.id)).toEqual([overdue.id]);
    expect((await desk('attention=pickup_to_prepare')).results.map((o) => o.id)).toContain(preparing.id);
    expect((await desk('attention=to_ship')).results.map((o) => o.id)).not.toContain(preparing.id);
    const todo = await adminCall(w.t.app, w.staff, 'GET', '/api/admin/dashboard/todo/');
    expect(TodoCounts.parse(todo.body).pickup_overdue).toBe(1);

    const bad = await adminCall(w.t.app, w.staff, 'GET', '/api/admin/orders/?delivery_method=drone');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ delivery_method: [LM.deliveryMethodInvalid] });
  });
});
