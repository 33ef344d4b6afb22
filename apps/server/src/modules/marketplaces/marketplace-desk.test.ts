// Staff's desk on a marketplace's order (DESIGN §16): the marketplace moves it, ships it with its own logistics and
// collects its money, so a status change by staff (on its page, in bulk, through the orders API), a GHN/GHTK shipment
// (one or in bulk) and a payment marked by hand are each a 409 naming the marketplace that writes nothing (status,
// history, shipment, audit), while the marketplace's next read still moves the order. Its internal note and the
// return of what it delivered stay staff's.
import type { AdminOrder, BulkTransitionResponse } from '@shop/domain/admin-orders.schemas';
import type { BulkShipmentResponse } from '@shop/domain/carrier.schemas';
import { MARKETPLACE_MESSAGES } from '@shop/domain/marketplace.rules';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, carrierShipments, jobs, orderStatusHistory, orders } from '../../db/schema/index';
import { startGhnPeer } from '../../testing/ghn-peer';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';
import { postReturn } from '../returns/returns.testing';
import {
  type MarketplaceTestApp,
  demoItems,
  hinted,
  linkShop,
  linkedUnit,
  marketplaceTestApp,
} from './marketplaces.testing';

const ghn = startGhnPeer({ token: 'ghn-token', shopId: '885' });
let t: MarketplaceTestApp;
let admin: SignedUp;
let staff: SignedUp;
let item: { productId: number; variantId: number | null };

beforeAll(async () => {
  const ghnUrl = await ghn.listen();
  // GHN on, so that a shipment refused here is refused for being a marketplace's, not for a carrier that is off.
  t = await marketplaceTestApp({ GHN_TOKEN: 'ghn-token', GHN_SHOP_ID: '885', GHN_BASE_URL: ghnUrl });
  admin = await accountWithRole(t.app, t.db, 'admin');
  staff = await accountWithRole(t.app, t.db, 'staff');
  for (const channel of ['shopee', 'tiktok'] as const) await linkShop(t.app, admin, channel);
  await t.db.delete(jobs).where(eq(jobs.kind, 'marketplace.poll'));
  item = (await demoItems(t.db)).own[0]!;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await ghn.close();
});

const STATUSES = {
  shopee: { ready: 'READY_TO_SHIP', shipped: 'SHIPPED', done: 'COMPLETED' },
  tiktok: { ready: 'AWAITING_SHIPMENT', shipped: 'IN_TRANSIT', done: 'DELIVERED' },
};

/** A marketplace order of two units, brought in by its webhook in the marketplace's `status`: our row. */
async function marketplaceOrder(channel: MarketplaceChannel, status: string) {
  const unit = await linkedUnit(t, channel, item);
  const id = t.peers.peer(channel).putOrder({
    status,
    lines: [{ ...unit, name: `Món ${unit.sku}`, quantity: 2, unitPrice: 50_000 }],
  });
  await hinted(t, channel, id);
  const [row] = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.source, channel), eq(orders.marketplaceOrderId, id)));
  return { id, row: row! };
}

/** What a refused write must leave as it was: the row, its history, its shipments and its audit rows. */
async function trace(orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  const shipments = await t.db.select().from(carrierShipments).where(eq(carrierShipments.orderId, orderId));
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId)));
  return { row, history, shipments, audit };
}

const post = (url: string, body: object = {}) => adminCall(t.app, staff, 'POST', url, { body });

describe.each(['shopee', 'tiktok'] as const)('a %s order on the desk', (channel) => {
  const s = STATUSES[channel];

  it("refuses staff's status changes, one, in bulk or by the orders API; the marketplace's read still moves it", async () => {
    const { id, row } = await marketplaceOrder(channel, s.ready);
    expect(row.status).toBe('processing');
    const before = await trace(row.id);
    const refused = { status: 409, body: { detail: MARKETPLACE_MESSAGES.statusByMarketplace(channel) } };

    const ship = { status: 'shipped', tracking_number: 'GHN123', shipping_company: 'GHN' };
    expect(await post(`/api/admin/orders/${row.id}/transition/`, ship)).toMatchObject(refused);
    const cancel = { status: 'cancelled', note: 'Khách gọi hủy' };
    expect(await post(`/api/admin/orders/${row.id}/transition/`, cancel)).toMatchObject(refused);
    const bulk = await post('/api/admin/orders/bulk-transition/', { ids: [row.id], status: 'shipped' });
    expect(bulk.status).toBe(200);
    expect((bulk.body as BulkTransitionResponse).results).toEqual([
      { id: row.id, ok: false, status_code: 409, detail: refused.body.detail },
    ]);
    expect(await post(`/api/orders/${row.id}/update_status/`, { status: 'delivered' })).toMatchObject(refused);
    expect(await trace(row.id)).toEqual(before);

    t.peers.peer(channel).setStatus(id, s.shipped);
    await hinted(t, channel, id);
    expect((await trace(row.id)).row).toMatchObject({ status: 'shipped', marketplaceStatus: s.shipped });
  });

  it('creates no GHN/GHTK shipment for it, one or in bulk', async () => {
    const { row } = await marketplaceOrder(channel, s.ready);
    const before = await trace(row.id);
    const detail = MARKETPLACE_MESSAGES.shippedByMarketplace(channel);
    expect(await post(`/api/admin/orders/${row.id}/shipment/`, { carrier: 'ghn' })).toMatchObject({
      status: 409,
      body: { detail },
    });
    const bulk = await post('/api/admin/shipments/', { order_ids: [row.id], carrier: 'ghn' });
    expect((bulk.body as BulkShipmentResponse).results).toEqual([
      { order_id: row.id, ok: false, status_code: 409, detail },
    ]);
    expect(await trace(row.id)).toEqual(before);
    expect([...ghn.orders.values()].filter((o) => o.client_order_code.startsWith(String(row.id)))).toEqual([]);
  });

  it('marks no payment by hand: the marketplace collects and settles', async () => {
    const { row } = await marketplaceOrder(channel, s.done);
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'unpaid' });
    const before = await trace(row.id);
    expect(await post(`/api/admin/orders/${row.id}/mark-paid/`, { note: 'Đã nhận' })).toMatchObject({
      status: 409,
      body: { detail: MARKETPLACE_MESSAGES.paidByMarketplace(channel) },
    });
    expect(await trace(row.id)).toEqual(before);
  });

  it('keeps its internal note and the return of what it delivered with staff', async () => {
    const { row } = await marketplaceOrder(channel, s.done);
    const noted = await adminCall(t.app, staff, 'PATCH', `/api/admin/orders/${row.id}/`, {
      body: { staff_note: 'Khách báo hộp móp' },
    });
    expect(noted).toMatchObject({ status: 200, body: { staff_note: 'Khách báo hộp móp' } });
    const line = (noted.body as AdminOrder).items[0]!;
    const back = await postReturn(t.app, staff, row.id, {
      lines: [{ order_item: line.id, quantity: 1, restock: true }],
      reason: 'Sàn duyệt trả hàng',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    const returned = await post(`/api/admin/orders/${row.id}/transition/`, { status: 'returned', note: 'Trả nốt' });
    expect(returned).toMatchObject({ status: 200, body: { status: 'returned' } });
  });
});
