// Marketplace orders on the desk (DESIGN §16) against the Shopee and TikTok peers: each order made once whether it
// comes by webhook (duplicated, replayed) or by the poll, or both at once; walked through its statuses with stock
// moving as for our own orders; a shortage and an unlinked line kept and flagged; a late read changing nothing.
import type { AdminOrder, AdminOrderPage } from '@shop/domain/admin-orders.schemas';
import type { MarketplaceState } from '@shop/domain/marketplace-admin.schemas';
import { MARKETPLACE_MESSAGES } from '@shop/domain/marketplace.rules';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderItems, orderStatusHistory, orders } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';
import { createMarketplaceImport, type MarketplaceOrderRead } from '../orders/order-marketplace-import';
import { createOrderStatusChanges } from '../orders/order-status.service';
import { catalogueLocation } from '../stock/stock.service';
import { levelOf, setShelf } from '../stock/stock.testing';
import { MARKETPLACE_ORDER_JOB } from './marketplace-orders';
import {
  SHOPEE_KEYS,
  demoItems,
  hinted as hint,
  linkShop,
  linkedUnit as linkUnit,
  marketplaceTestApp,
  nextUnitId,
} from './marketplaces.testing';
import { shopeePushSignature } from './shopee-wire';
import { customerAccounts } from '../receivables/receivables.service';
import { returnsForOrders } from '../returns/returns.service';

type Item = { productId: number; variantId: number | null };

let t: Awaited<ReturnType<typeof marketplaceTestApp>>;
let admin: SignedUp;
let location: number;
let items: Awaited<ReturnType<typeof demoItems>>;

const linkedUnit = (channel: MarketplaceChannel, item: Item, sku?: string) => linkUnit(t, channel, item, sku);

const line = (unit: { itemId: string; modelId: string | null; sku: string }, quantity: number, unitPrice = 50_000) => ({
  ...unit,
  name: `Món ${unit.sku}`,
  quantity,
  unitPrice,
});

const STATUSES = {
  shopee: { unpaid: 'UNPAID', ready: 'READY_TO_SHIP', shipped: 'SHIPPED', done: 'COMPLETED', cancel: 'CANCELLED' },
  tiktok: {
    unpaid: 'UNPAID',
    ready: 'AWAITING_SHIPMENT',
    shipped: 'IN_TRANSIT',
    done: 'DELIVERED',
    cancel: 'CANCELLED',
  },
};

async function ourOrders(channel: MarketplaceChannel, id: string) {
  return t.db
    .select()
    .from(orders)
    .where(and(eq(orders.source, channel), eq(orders.marketplaceOrderId, id)));
}

async function ourOrder(channel: MarketplaceChannel, id: string) {
  const found = await ourOrders(channel, id);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const hinted = (channel: MarketplaceChannel, id: string, times = 1) => hint(t, channel, id, times);

const shelf = (item: Item) => levelOf(t.db, item, location);
/** `available` units on the item's shelf now; what others hold there stays reserved. */
async function stocked(item: Item, available: number) {
  await setShelf(t.db, item, available, location);
  return shelf(item);
}
/** The level when this test's own figures are `onHand` and `reserved` (what others hold stays on hand, reserved). */
const at = (base: { onHand: number; reserved: number }, onHand: number, reserved: number) => ({
  onHand: base.reserved + onHand,
  reserved: base.reserved + reserved,
});
const syncNow = (channel: MarketplaceChannel) =>
  adminCall(t.app, admin, 'POST', `/api/admin/marketplaces/${channel}/sync/`);
const attentionIds = async (attention: string) => {
  const res = await adminCall(t.app, admin, 'GET', `/api/admin/orders/?attention=${attention}&page_size=100`);
  return (res.body as AdminOrderPage).results.map((o) => o.id);
};

beforeAll(async () => {
  t = await marketplaceTestApp();
  admin = await accountWithRole(t.app, t.db, 'admin');
  for (const channel of ['shopee', 'tiktok'] as const) {
    expect((await linkShop(t.app, admin, channel)).location).toBe(`/admin/marketplaces?connected=${channel}`);
  }
  // The polls linking queued run when a test asks (syncNow), not behind a webhook's job.
  await t.db.delete(jobs).where(eq(jobs.kind, 'marketplace.poll'));
  location = await catalogueLocation(t.db);
  items = await demoItems(t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe.each(['shopee', 'tiktok'] as const)('%s orders', (channel) => {
  const s = STATUSES[channel];
  const peer = () => t.peers.peer(channel);

  it('one order per marketplace id, from duplicated webhooks and then the poll, as the marketplace wrote it', async () => {
    const item = items.own[0]!;
    const base = await stocked(item, 10);
    const unit = await linkedUnit(channel, item);
    const id = peer().putOrder({
      status: s.unpaid,
      buyer: 'nguoimua_01',
      recipient: { name: 'Trần Thị B', phone: '0912345678', address: '12 Lê Lợi, Quận 1, TP HCM' },
      lines: [line(unit, 2)],
      total: 115_000,
      cod: true,
    });
    await hinted(channel, id, 2);
    const row = await ourOrder(channel, id);
    expect(row).toMatchObject({
      status: 'pending',
      userId: null,
      paymentMethod: 'marketplace',
      totalPrice: 100_000,
      shippingFee: 15_000,
      discount: 0,
      finalTotal: 115_000,
      recipientName: 'Trần Thị B',
      phoneNumber: '0912345678',
      shippingAddress: '12 Lê Lợi, Quận 1, TP HCM',
      marketplaceStatus: 'UNPAID',
      fulfilmentLocationId: location,
      stockShort: false,
    });
    // TikTok names no buyer apart from the recipient.
    expect(row.note).toContain(channel === 'shopee' ? 'nguoimua_01' : 'Trần Thị B');
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(lines).toMatchObject([{ productId: item.productId, quantity: 2, price: 50_000, totalPrice: 100_000 }]);
    expect(await shelf(item)).toEqual(at(base, 10, 2));

    // The marketplaces' times are whole seconds and a window ends before now: the order's second must be over.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
    const polled = await syncNow(channel);
    expect(polled.status).toBe(200);
    expect((polled.body as { orders: number }).orders).toBeGreaterThanOrEqual(1);
    await ourOrder(channel, id);
    expect(await shelf(item)).toEqual(at(base, 10, 2));
    const card = ((await adminCall(t.app, admin, 'GET', '/api/admin/marketplaces/')).body as MarketplaceState[]).find(
      (c) => c.channel === channel,
    )!;
    expect(card.last_sync_at).not.toBeNull();

    // Staff see where it came from; its lines are the marketplace's.
    const detail = (await adminCall(t.app, admin, 'GET', `/api/admin/orders/${row.id}/`)).body as AdminOrder;
    expect(detail).toMatchObject({ source: channel, marketplace_order_id: id, marketplace_status: 'UNPAID' });
    const edit = await adminCall(t.app, admin, 'PATCH', `/api/admin/orders/${row.id}/`, {
      body: { version: detail.version, phone_number: '0987654321' },
    });
    expect(edit).toMatchObject({ status: 409, body: { detail: MARKETPLACE_MESSAGES.notEditable } });
  });

  it('a webhook and the poll at once still make one order, its stock taken once', async () => {
    const item = items.variants[0]!;
    const base = await stocked(item, 20);
    const unit = await linkedUnit(channel, item);
    const id = peer().putOrder({ status: s.ready, lines: [line(unit, 3)] });
    expect(await peer().sendOrderWebhook(t.webhookUrl(channel), id)).toBe(200);
    const [, polled] = await Promise.all([t.app.jobs.runDue(), syncNow(channel)]);
    expect(polled.status).toBe(200);
    const row = await ourOrder(channel, id);
    expect(row.status).toBe('processing');
    expect(await shelf(item)).toEqual(at(base, 20, 3));
  });

  it('walks the lifecycle: reserved, confirmed, shipped off the shelf with its tracking, delivered; nobody mailed', async () => {
    const item = items.own[1]!;
    const base = await stocked(item, 10);
    const unit = await linkedUnit(channel, item);
    const id = peer().putOrder({ status: s.unpaid, lines: [line(unit, 4)] });
    await hinted(channel, id);
    expect((await ourOrder(channel, id)).status).toBe('pending');
    expect(await shelf(item)).toEqual(at(base, 10, 4));

    peer().setStatus(id, s.ready);
    await hinted(channel, id);
    expect((await ourOrder(channel, id)).status).toBe('processing');

    peer().putOrder({
      id,
      status: s.shipped,
      lines: [line(unit, 4)],
      tracking: { number: 'SPXVN0123456', carrier: 'SPX Express' },
    });
    await hinted(channel, id);
    const shipped = await ourOrder(channel, id);
    expect(shipped).toMatchObject({
      status: 'shipped',
      trackingNumber: 'SPXVN0123456',
      shippingCompany: 'SPX Express',
    });
    expect(await shelf(item)).toEqual(at(base, 6, 0));

    peer().setStatus(id, s.done);
    await hinted(channel, id);
    const done = await ourOrder(channel, id);
    expect(done.status).toBe('delivered');
    expect(done.deliveredAt).not.toBeNull();
    expect(await shelf(item)).toEqual(at(base, 6, 0));
    const history = await t.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, done.id))
      .orderBy(orderStatusHistory.id);
    expect(history.map((h) => h.status)).toEqual([
      'pending',
      'accounting_processing',
      'processing',
      'shipped',
      'delivered',
    ]);
    const messages = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.ref, `order:${done.id}`), inArray(jobs.kind, ['order.mail', 'zalo.message'])));
    expect(messages).toEqual([]);
  });

  it('a cancellation gives the stock back; a buyer asking to cancel is flagged until it is decided', async () => {
    const item = items.variants[1]!;
    const base = await stocked(item, 5);
    const unit = await linkedUnit(channel, item);
    const id = peer().putOrder({ status: s.ready, lines: [line(unit, 2)] });
    await hinted(channel, id);
    const row = await ourOrder(channel, id);
    expect(await shelf(item)).toEqual(at(base, 5, 2));
    expect(await attentionIds('marketplace_cancel')).not.toContain(row.id);
    // Shipped with the marketplace's own logistics: never on the carriers' list.
    expect(await attentionIds('to_ship')).not.toContain(row.id);

    if (channel === 'shopee') {
      peer().setStatus(id, 'IN_CANCEL');
      await hinted(channel, id);
      expect(await ourOrder(channel, id)).toMatchObject({ status: 'processing', marketplaceStatus: 'IN_CANCEL' });
      expect(await attentionIds('marketplace_cancel')).toContain(row.id);
    }
    peer().setStatus(id, s.cancel);
    await hinted(channel, id);
    expect((await ourOrder(channel, id)).status).toBe('cancelled');
    expect(await shelf(item)).toEqual(at(base, 5, 0));
    expect(await attentionIds('marketplace_cancel')).not.toContain(row.id);
  });

  it('an order for more than the shelf has is kept, flagged short, and moves exactly what it holds', async () => {
    const item = items.own[2]!;
    const base = await stocked(item, 1);
    const unit = await linkedUnit(channel, item);
    const id = peer().putOrder({ status: s.ready, lines: [line(unit, 3)] });
    await hinted(channel, id);
    const row = await ourOrder(channel, id);
    expect(row).toMatchObject({ status: 'processing', stockShort: true });
    expect(await shelf(item)).toEqual(at(base, 1, 1));
    expect(await attentionIds('stock_short')).toContain(row.id);

    // A second short order holds nothing; shipping it takes nothing off the shelf, cancelling the first frees its one.
    const other = peer().putOrder({ status: s.ready, lines: [line(unit, 2)] });
    await hinted(channel, other);
    expect(await shelf(item)).toEqual(at(base, 1, 1));
    peer().setStatus(other, s.shipped);
    await hinted(channel, other);
    expect((await ourOrder(channel, other)).status).toBe('shipped');
    expect(await shelf(item)).toEqual(at(base, 1, 1));
    peer().setStatus(id, s.cancel);
    await hinted(channel, id);
    expect(await shelf(item)).toEqual(at(base, 1, 0));
  });

  it('a line whose unit is linked to nothing is kept by its name and flagged; the linked one reserves', async () => {
    const item = items.own[0]!;
    const linked = await linkedUnit(channel, item);
    const before = await shelf(item);
    const strayId = nextUnitId();
    const stray = { itemId: strayId, modelId: `${strayId}9`, sku: 'NOT-OURS' };
    peer().addItem({ ...stray, name: 'Món lạ' });
    const id = peer().putOrder({
      status: s.ready,
      lines: [line(linked, 1), { ...line(stray, 2, 30_000), name: 'Món lạ' }],
    });
    await hinted(channel, id);
    const row = await ourOrder(channel, id);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(orderItems.id);
    expect(lines.map((l) => [l.productId, l.quantity, l.price])).toEqual([
      [item.productId, 1, 50_000],
      [null, 2, 30_000],
    ]);
    expect(lines[1]!.productName).toBe('Món lạ');
    expect(row).toMatchObject({ totalPrice: 110_000, finalTotal: 110_000, stockShort: false });
    expect(await shelf(item)).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });
    expect(await attentionIds('unlinked_lines')).toContain(row.id);
  });
});

describe('webhooks are hints', () => {
  /** A Shopee order-status push, signed as Shopee signs it, saying `status` (the shop re-reads the order anyway). */
  const shopeePush = (id: string, status: string, timestamp = 1) => {
    const body = JSON.stringify({
      shop_id: Number(t.peers.shopee.shopId),
      code: 3,
      timestamp,
      data: { ordersn: id, status },
    });
    const url = t.webhookUrl('shopee');
    const authorization = shopeePushSignature(SHOPEE_KEYS.partnerKey, url, body);
    return () => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });
  };

  it('pushes arriving out of order leave the order where the marketplace has it', async () => {
    const unit = await linkedUnit('shopee', items.own[1]!);
    const id = t.peers.shopee.putOrder({ status: 'READY_TO_SHIP', lines: [line(unit, 1)] });
    t.peers.shopee.setStatus(id, 'SHIPPED');
    // The later status's push arrives first; the earlier one's after it.
    for (const [status, at] of [
      ['SHIPPED', 2],
      ['READY_TO_SHIP', 1],
    ] as const) {
      expect((await shopeePush(id, status, at)()).status).toBe(200);
      await t.app.jobs.runDue();
      expect((await ourOrder('shopee', id)).status).toBe('shipped');
    }
  });

  it('the same webhook body again (a replay) is acknowledged and changes nothing', async () => {
    const item = items.own[0]!;
    const unit = await linkedUnit('shopee', item);
    const id = t.peers.shopee.putOrder({ status: 'UNPAID', lines: [line(unit, 1)] });
    const send = shopeePush(id, 'UNPAID');
    const first = await send();
    expect([first.status, await first.text()]).toEqual([200, '']);
    await t.app.jobs.runDue();
    const row = await ourOrder('shopee', id);
    const shelfBefore = await shelf(item);
    const replay = await send();
    expect(replay.status).toBe(200);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MARKETPLACE_ORDER_JOB), eq(jobs.ref, `marketplace:shopee:${id}`)));
    expect(queued).toHaveLength(1);
    await t.app.jobs.runDue();
    expect(await ourOrder('shopee', id)).toEqual(row);
    expect(await shelf(item)).toEqual(shelfBefore);
  });

  it("a failing marketplace is the card's last error and a 502, cleared by the next pull that works", async () => {
    t.peers.tiktok.failNext('http-502');
    const failed = await syncNow('tiktok');
    expect(failed.status).toBe(502);
    const card = async () =>
      ((await adminCall(t.app, admin, 'GET', '/api/admin/marketplaces/')).body as MarketplaceState[]).find(
        (c) => c.channel === 'tiktok',
      )!;
    expect((await card()).last_error).toBeTruthy();
    expect((await syncNow('tiktok')).status).toBe(200);
    expect((await card()).last_error).toBeNull();
  });
});

describe('reads in any order', () => {
  const importer = () => {
    const log = t.app.log;
    const { walkInTx } = createOrderStatusChanges({
      db: t.db,
      log,
      stockCommitted: () => {},
      vouchersChanged: async () => {},
      shipments: { holding: async () => undefined },
      account: customerAccounts,
      returns: returnsForOrders,
    });
    return createMarketplaceImport({ db: t.db, log, walkInTx, stockCommitted: () => {} });
  };
  const read = (id: string, status: string, at: number, item: Item): MarketplaceOrderRead => ({
    source: 'shopee',
    id,
    status,
    updatedAt: new Date(at * 1000),
    buyer: 'b',
    recipient: { name: 'N', phone: '0900000000', address: 'A' },
    lines: [{ ...item, name: 'x', sku: 'x', quantity: 2, unitPrice: 10_000 }],
    total: 20_000,
    cod: false,
    tracking: null,
  });

  it('many reads of a new order at once make one order and reserve once', async () => {
    const item = items.own[1]!;
    const base = await stocked(item, 50);
    const { importMarketplaceOrder } = importer();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => importMarketplaceOrder(read('RACE-1', 'READY_TO_SHIP', 1000, item), null)),
    );
    expect(results.filter((r) => r!.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r!.orderId)).size).toBe(1);
    const row = await ourOrder('shopee', 'RACE-1');
    expect(row.status).toBe('processing');
    expect(await shelf(item)).toEqual(at(base, 50, 2));
    const history = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id));
    expect(history[0]!.n).toBe(3);
  });

  it('a read older than the one applied changes nothing', async () => {
    const item = items.own[1]!;
    const { importMarketplaceOrder } = importer();
    await importMarketplaceOrder(read('LATE-1', 'READY_TO_SHIP', 2000, item), null);
    await importMarketplaceOrder(read('LATE-1', 'IN_CANCEL', 2002, item), null);
    const stale = await importMarketplaceOrder(read('LATE-1', 'SHIPPED', 2001, item), null);
    expect(stale).toMatchObject({ stale: true, status: 'processing' });
    expect(await ourOrder('shopee', 'LATE-1')).toMatchObject({ status: 'processing', marketplaceStatus: 'IN_CANCEL' });
    // The same read again (a retried job) is applied again, harmlessly.
    const again = await importMarketplaceOrder(read('LATE-1', 'IN_CANCEL', 2002, item), null);
    expect(again).toMatchObject({ stale: false, status: 'processing' });
  });
});
