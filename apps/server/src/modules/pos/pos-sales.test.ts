// Sales at the counter (DESIGN §15): one order each (source store, delivered and paid at once, its units off the
// store's shelf), priced for the customer's group or by staff with a reason, recorded once whatever the till resends,
// refused when the shelf lacks a line — unless the till made it offline: then recorded and flagged for the desk.
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { ORDER_EDIT_MESSAGES } from '@shop/domain/admin-order-edit.schemas';
import { POS_MESSAGES, PosSaleResult, type Shift } from '@shop/domain/pos.schemas';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  customerGroups,
  jobs,
  orders,
  posSales,
  productPriceTiers,
  stockCounts,
  users,
} from '../../db/schema/index';
import { orderBody, placedOrder } from '../orders/orders.testing';
import { type CounterWorld, counterWorld } from './pos.testing';

let w: CounterWorld;
let shift: Shift;
beforeAll(async () => {
  w = await counterWorld();
  const { oolong, milk, scarce, syrup } = w.shop.products;
  await w.shelf({ productId: oolong.id, variantId: null }, 100);
  await w.shelf({ productId: milk.id, variantId: null }, 100);
  await w.shelf({ productId: syrup.id, variantId: w.shop.variants.mango.id }, 10);
  await w.shelf({ productId: scarce.id, variantId: null }, 1);
  shift = await w.openShift(500_000);
});
afterAll(() => w?.close());

const oolong = () => ({ productId: w.shop.products.oolong.id, variantId: null });
const post = (body: unknown) => w.call('POST', '/api/admin/pos/sales/', body);
const countOrders = async () => (await w.db.select({ n: count() }).from(orders))[0]!.n;
const adminOrder = async (id: number) => AdminOrder.parse((await w.call('GET', `/api/admin/orders/${id}/`)).body);

describe('POST /api/admin/pos/sales/', () => {
  it('records a cash sale: a store order, delivered and paid at once, its change, the units off the store shelf', async () => {
    const before = await w.level(oolong());
    const sale = await w.sold(
      w.saleBody(shift, {
        items: [{ product: w.shop.products.oolong.id, variant: null, quantity: 2 }],
        payments: [{ method: 'cash', amount: 198_000 }],
        cash_received: 200_000,
      }),
    );
    expect(sale).toMatchObject({
      shift: shift.id,
      location: w.store.id,
      location_name: 'Cửa hàng Lê Lợi',
      location_address: '12 Lê Lợi, Quận 1',
      location_phone: '028 3822 1234',
      payments: [{ method: 'cash', amount: 198_000, confirmed: true }],
      cash_received: 200_000,
      change: 2_000,
      stock_short: false,
      transfer_qr_url: null,
      staff: w.staff.email,
      order: {
        status: 'delivered',
        payment_method: 'cash',
        payment_status: 'paid',
        company_payment_received: true,
        amount_received: 198_000,
        total_price: 198_000,
        shipping_fee: 0,
        final_total: 198_000,
        shipping_address: '',
        items: [{ product_name: 'Trà ô long', quantity: 2, price: 99_000, total_price: 198_000 }],
        status_history: [{ status: 'delivered' }],
      },
    });
    expect(await w.level(oolong())).toEqual({ onHand: before.onHand - 2, reserved: 0 });
    const ledger = await w.ledger(sale.order.id);
    expect(ledger).toMatchObject([{ locationId: w.store.id, delta: -2, reason: 'order' }]);
    const desk = await adminOrder(sale.order.id);
    expect(desk).toMatchObject({ source: 'store', stock_short: false, user_id: null });
    expect(desk.status_history).toMatchObject([{ status: 'delivered', actor: { id: w.staff.user.id } }]);
    const [audit] = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, sale.order.id), eq(auditLog.action, 'order.pos_sale')));
    expect(audit).toMatchObject({
      actorId: w.staff.user.id,
      after: { change: 2_000, client_sale_id: sale.client_sale_id },
    });
    // Paid and delivered: its e-invoice is queued as a delivered cash order's is.
    const invoiceJobs = await w.db
      .select()
      .from(jobs)
      .where(eq(jobs.ref, `order:${sale.order.id}`));
    expect(invoiceJobs.map((j) => j.kind)).toEqual(['order.invoice']);
    // The receipt reads the same.
    const receipt = await w.call('GET', `/api/admin/pos/sales/${sale.order.id}/`);
    expect(receipt.status).toBe(200);
    expect(PosSaleResult.parse(receipt.body)).toEqual(sale);
  });

  it('takes two methods that sum to the total: cash with change, and card', async () => {
    const sale = await w.sold(
      w.saleBody(shift, {
        items: [{ product: w.shop.products.milk.id, variant: null, quantity: 1 }],
        payments: [
          { method: 'card', amount: 150_000 },
          { method: 'cash', amount: 100_000 },
        ],
        cash_received: 120_000,
      }),
    );
    expect(sale).toMatchObject({
      change: 20_000,
      payments: [
        { method: 'card', amount: 150_000, confirmed: true },
        { method: 'cash', amount: 100_000, confirmed: true },
      ],
      order: { final_total: 250_000, payment_status: 'paid', amount_received: 250_000 },
    });
  });

  it('prices a café customer’s lines at their group’s tier, and names them on the order', async () => {
    const [cafes] = await w.db.insert(customerGroups).values({ name: 'Quán cà phê' }).returning();
    await w.db
      .update(users)
      .set({ customerGroupId: cafes!.id, phoneNumber: '0908111222' })
      .where(eq(users.id, w.customer.user.id));
    const milk = w.shop.products.milk.id;
    await w.db
      .insert(productPriceTiers)
      .values({ productId: milk, groupId: cafes!.id, minQuantity: 2, price: 230_000 });
    const items = [{ product: milk, variant: null, quantity: 2 }];
    const sale = await w.sold(
      w.saleBody(shift, { customer: w.customer.user.id, items, payments: [{ method: 'card', amount: 460_000 }] }),
    );
    expect(sale.order).toMatchObject({
      final_total: 460_000,
      items: [{ price: 230_000 }],
      phone_number: '0908111222',
      email: w.customer.email,
    });
    expect((await adminOrder(sale.order.id)).user_id).toBe(w.customer.user.id);
    // Without the customer: the catalogue's price.
    const walkIn = await post(w.saleBody(shift, { items, payments: [{ method: 'card', amount: 460_000 }] }));
    expect(walkIn).toMatchObject({ status: 400, body: { payments: [POS_MESSAGES.paymentsSum(500_000)] } });
    expect((await post(w.saleBody(shift, { customer: 99_999_999 }))).body).toEqual({
      customer: [POS_MESSAGES.customerMissing],
    });
  });

  it('takes a staff price with its reason (audited), and refuses one without', async () => {
    const item = { product: w.shop.products.oolong.id, variant: null, quantity: 1, unit_price: 90_000 };
    const bare = await post(w.saleBody(shift, { items: [item], payments: [{ method: 'cash', amount: 90_000 }] }));
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.body)).toContain(ORDER_EDIT_MESSAGES.priceNeedsReason);
    const sale = await w.sold(
      w.saleBody(shift, {
        items: [{ ...item, price_reason: 'Hàng trưng bày' }],
        payments: [{ method: 'cash', amount: 90_000 }],
      }),
    );
    expect(sale.order.items).toMatchObject([{ price: 90_000, total_price: 90_000 }]);
    expect((await adminOrder(sale.order.id)).items).toMatchObject([{ price_reason: 'Hàng trưng bày' }]);
  });
});

describe('a sale the shelf cannot cover', () => {
  it('online: 409 naming the line, and nothing written', async () => {
    const scarce = { productId: w.shop.products.scarce.id, variantId: null };
    const [orderCount, level] = [await countOrders(), await w.level(scarce)];
    const body = w.saleBody(shift, {
      items: [
        { product: w.shop.products.oolong.id, variant: null, quantity: 1 },
        { product: scarce.productId, variant: null, quantity: 2 },
      ],
      payments: [{ method: 'cash', amount: 159_000 }],
    });
    const res = await post(body);
    expect(res).toMatchObject({
      status: 409,
      body: { non_field_errors: ['Sản phẩm "Trân châu" không đủ hàng (còn 1).'] },
    });
    expect(await countOrders()).toBe(orderCount);
    expect(await w.level(scarce)).toEqual(level);
    expect(await w.db.select().from(posSales).where(eq(posSales.clientSaleId, body.client_sale_id))).toEqual([]);
  });

  it('offline: recorded and flagged, the stock never below 0, on the ledger at the store, on the desk until counted', async () => {
    const scarce = { productId: w.shop.products.scarce.id, variantId: null };
    const sale = await w.sold(
      w.saleBody(shift, {
        items: [{ product: scarce.productId, variant: null, quantity: 3 }],
        payments: [{ method: 'cash', amount: 90_000 }],
        offline_at: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    );
    expect(sale).toMatchObject({ stock_short: true, order: { status: 'delivered', final_total: 90_000 } });
    expect(await w.level(scarce)).toEqual({ onHand: 0, reserved: 0 });
    expect(await w.ledger(sale.order.id)).toMatchObject([{ locationId: w.store.id, delta: -1, stockAfter: 0 }]);
    // Gone entirely: still recorded, nothing more to take.
    const again = await w.sold(
      w.saleBody(shift, {
        items: [{ product: scarce.productId, variant: null, quantity: 1 }],
        payments: [{ method: 'cash', amount: 30_000 }],
        offline_at: new Date().toISOString(),
      }),
    );
    expect(again.stock_short).toBe(true);
    expect(await w.level(scarce)).toEqual({ onHand: 0, reserved: 0 });
    expect(await w.ledger(again.order.id)).toEqual([]);

    expect((await adminOrder(sale.order.id)).stock_short).toBe(true);
    const listed = async () =>
      ((await w.call('GET', '/api/admin/orders/?attention=stock_short')).body as { results: { id: number }[] }).results
        .map((o) => o.id)
        .sort();
    expect(await listed()).toEqual([sale.order.id, again.order.id].sort());
    const todo = await w.call('GET', '/api/admin/dashboard/todo/');
    expect(todo.body).toMatchObject({ stock_short: 2 });
    // A stocktake at the store afterwards clears them from the desk's list (the flag stays on the orders).
    await w.db.insert(stockCounts).values({ locationId: w.store.id, lines: [] });
    expect(await listed()).toEqual([]);
    expect((await adminOrder(sale.order.id)).stock_short).toBe(true);
  });
});

describe('the same sale sent again', () => {
  it('answers the same order (200) when resent, and records one order when ten resends race', async () => {
    const body = w.saleBody(shift);
    const first = await post(body);
    expect(first.status).toBe(201);
    const resent = await post(body);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual(first.body);

    const racing = w.saleBody(shift, { client_sale_id: randomUUID() });
    const level = await w.level(oolong());
    const results = await Promise.all(Array.from({ length: 10 }, () => post(racing)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(results.map((r) => (r.body as PosSaleResult).order.id));
    expect(ids.size).toBe(1);
    const sales = await w.db.select().from(posSales).where(eq(posSales.clientSaleId, racing.client_sale_id));
    expect(sales).toHaveLength(1);
    expect(await w.level(oolong())).toEqual({ onHand: level.onHand - 1, reserved: 0 });
  });
});

describe('bad sales', () => {
  it('is a 400 with the field named, and writes nothing', async () => {
    const orderCount = await countOrders();
    const oolongLine = { product: w.shop.products.oolong.id, variant: null, quantity: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'items'],
      [{ items: [{ ...oolongLine, quantity: '1' }] }, 'items'],
      [{ items: [{ ...oolongLine, quantity: 0 }] }, 'items'],
      [{ payments: [] }, 'payments'],
      [{ payments: [{ method: 'cheque', amount: 99_000 }] }, 'payments'],
      [
        {
          payments: [
            { method: 'cash', amount: 33_000 },
            { method: 'card', amount: 33_000 },
            { method: 'transfer', amount: 33_000 },
          ],
        },
        'payments',
      ],
      [
        {
          payments: [
            { method: 'cash', amount: 49_000 },
            { method: 'cash', amount: 50_000 },
          ],
        },
        'payments',
      ],
      [{ payments: [{ method: 'cash', amount: 98_000 }] }, 'payments'],
      [{ payments: [{ method: 'cash', amount: 99_000 }], cash_received: 50_000 }, 'cash_received'],
      [{ client_sale_id: 'x' }, 'client_sale_id'],
      [{ shift: 999_999 }, 'shift'],
      [{ offline_at: 'yesterday' }, 'offline_at'],
    ];
    for (const [overrides, field] of cases) {
      const res = await post(w.saleBody(shift, overrides));
      const fields = Object.keys(res.body as object).map((k) => k.split('.')[0]);
      expect({ overrides, status: res.status, fields }).toEqual({ overrides, status: 400, fields: [field] });
    }
    expect((await post(w.saleBody(shift, { payments: [{ method: 'cash', amount: 98_000 }] }))).body).toEqual({
      payments: [POS_MESSAGES.paymentsSum(99_000)],
    });
    expect((await post('{"client_sale_id":')).status).toBe(400);
    expect(await countOrders()).toBe(orderCount);
  });

  it('is a 409 for a shift at another location, and a 400 for a transfer while bank transfer is off', async () => {
    expect(await post(w.saleBody(shift, { location: w.other.id }))).toMatchObject({
      status: 409,
      body: { detail: POS_MESSAGES.shiftElsewhere },
    });
    const transfer = await post(w.saleBody(shift, { payments: [{ method: 'transfer', amount: 99_000 }] }));
    expect(transfer).toMatchObject({ status: 400, body: { payment_method: [expect.any(String)] } });
  });

  it('GET is a 404 for an order that is no counter sale, and for none', async () => {
    const web = await placedOrder(w.app, w.customer.tokens.access, orderBody({}, w.shop));
    const res = await w.call('GET', `/api/admin/pos/sales/${web.id}/`);
    expect(res).toMatchObject({ status: 404, body: { detail: POS_MESSAGES.notCounterSale } });
    expect((await w.call('GET', '/api/admin/pos/sales/99999999/')).status).toBe(404);
    expect((await w.call('POST', `/api/admin/pos/sales/${web.id}/confirm-transfer/`)).status).toBe(404);
  });
});
