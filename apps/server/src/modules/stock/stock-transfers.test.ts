// The stock screens (DESIGN §15): levels per item and location, transfers between locations (every line or none,
// both ends on the ledger, the public stock following the flags, no deadlock in opposite directions), stocktakes
// (differences on the ledger, never below what orders hold), adjustments at a location, and the dashboard's low
// stock per location. On PostgreSQL the concurrent requests really overlap.
import { CATALOG_ADMIN_MESSAGES as CM } from '@shop/domain/admin-catalog.rules';
import { StockAdjustmentResult, StockMovementPage } from '@shop/domain/admin-stock.schemas';
import { StatsResponse } from '@shop/domain/admin-stats.schemas';
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import { foldVietnamese } from '@shop/domain/search-text';
import { AdminStoreLocation } from '@shop/domain/store-location.schemas';
import { StockCount, StockLevelPage, StockTransfer, StockTransferPage } from '@shop/domain/stock-locations.schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, stockMovements, stockTransfers } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp } from '../auth/auth.testing';
import { type Shop, orderBody, placedOrder, productStock, seedShop, variantStock } from '../orders/orders.testing';
import { levelOf } from './stock.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let customer: SignedUp;
let staff: SignedUp;
let admin: SignedUp;
/** The first location (sells online, holds everything), a warehouse that doesn't sell online, a store that does. */
let main: AdminStoreLocation;
let depot: AdminStoreLocation;
let store: AdminStoreLocation;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '10' } });
  shop = await seedShop(t.db);
  // The catalogue folds each name for search when it writes one; the fixtures are written straight.
  for (const p of await t.db.select().from(products)) {
    await t.db
      .update(products)
      .set({ searchName: foldVietnamese(p.name) })
      .where(eq(products.id, p.id));
  }
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
  const all = (await adminCall(t.app, staff, 'GET', '/api/admin/locations/')).body as AdminStoreLocation[];
  main = all[0]!;
  store = all.find((l) => l.name === 'Cửa hàng Quận 1')!;
  const res = await adminCall(t.app, admin, 'PATCH', `/api/admin/locations/${all.find((l) => l.name === 'Kho')!.id}/`, {
    body: { name: 'Kho Bình Chánh', kind: 'warehouse', sells_online: false },
  });
  depot = AdminStoreLocation.parse(res.body);
});
afterAll(() => t?.close());

type Line = { product: number; variant: number | null; quantity: number };
const transfer = (from: number, to: number, lines: Line[], note?: string) =>
  adminCall(t.app, staff, 'POST', '/api/admin/stock/transfers/', { body: { from, to, lines, note } });
const stocktake = (location: number, lines: { product: number; variant: number | null; counted: number }[]) =>
  adminCall(t.app, staff, 'POST', '/api/admin/stock/counts/', { body: { location, lines, note: 'Kiểm cuối tháng' } });
const levels = async (query: string) => {
  const res = await adminCall(t.app, staff, 'GET', `/api/admin/stock/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return StockLevelPage.parse(res.body);
};

/** On hand and reserved of an item at a location (0 without a level). */
const level = (locationId: number, productId: number, variantId: number | null = null) =>
  levelOf(t.db, { productId, variantId }, locationId);
const ledgerCount = async () => Number((await t.db.select({ n: count() }).from(stockMovements))[0]!.n);
const transferCount = async () => Number((await t.db.select({ n: count() }).from(stockTransfers))[0]!.n);

describe('who may call the stock API', () => {
  it('401 without a token, 403 for a customer', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/stock/'],
      ['GET', '/api/admin/stock/transfers/'],
      ['POST', '/api/admin/stock/transfers/'],
      ['POST', '/api/admin/stock/counts/'],
    ] as const) {
      expect((await adminCall(t.app, undefined, method, url, { body: {} })).status).toBe(401);
      expect((await adminCall(t.app, customer, method, url, { body: {} })).status).toBe(403);
    }
  });
});

describe('transfers', () => {
  it('moves every line at once: both levels, both ends on the ledger, the public stock by the flags, audited', async () => {
    const { oolong, syrup } = shop.products;
    const { mango } = shop.variants;
    const res = await transfer(
      main.id,
      depot.id,
      [
        { product: syrup.id, variant: mango.id, quantity: 3 },
        { product: oolong.id, variant: null, quantity: 10 },
      ],
      'Bổ sung kho Bình Chánh',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const moved = StockTransfer.parse(res.body);
    expect(moved).toMatchObject({
      from: main.id,
      from_name: 'Kho chính',
      to: depot.id,
      to_name: 'Kho Bình Chánh',
      note: 'Bổ sung kho Bình Chánh',
      lines: [
        { product: syrup.id, product_name: 'Siro', variant: mango.id, variant_name: 'Vị xoài', quantity: 3 },
        { product: oolong.id, product_name: 'Trà ô long', variant: null, variant_name: null, quantity: 10 },
      ],
      actor: { id: staff.user.id, email: staff.email },
    });
    expect(await level(main.id, oolong.id)).toEqual({ onHand: 90, reserved: 0 });
    expect(await level(depot.id, oolong.id)).toEqual({ onHand: 10, reserved: 0 });
    expect(await level(depot.id, syrup.id, mango.id)).toEqual({ onHand: 3, reserved: 0 });
    // The depot doesn't sell online: the web sells what the first location has left.
    expect((await productStock(t.db, oolong.id)).stock).toBe(90);
    expect(await variantStock(t.db, mango.id)).toBe(7);

    const lines = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.transferId, moved.id))
      .orderBy(asc(stockMovements.id));
    expect(lines.map((l) => [l.locationId, l.productId, l.variantId, l.delta, l.stockAfter, l.reason])).toEqual(
      // The lower location id first, each location's items in lock order.
      [
        [main.id, oolong.id, null, -10, 90, 'transfer'],
        [main.id, syrup.id, mango.id, -3, 7, 'transfer'],
        [depot.id, oolong.id, null, 10, 10, 'transfer'],
        [depot.id, syrup.id, mango.id, 3, 3, 'transfer'],
      ],
    );
    expect(lines.every((l) => l.actorId === staff.user.id && l.note === 'Bổ sung kho Bình Chánh')).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'stock_transfer'), eq(auditLog.targetId, moved.id)));
    expect(audit).toMatchObject({ action: 'stock_transfer.create', actorId: staff.user.id });

    // The product's ledger shows the lines with their transfer, one location's when asked.
    const ledger = await adminCall(t.app, staff, 'GET', `/api/admin/products/${oolong.id}/stock/?location=${depot.id}`);
    expect(StockMovementPage.parse(ledger.body).results).toMatchObject([
      { location: depot.id, delta: 10, reason: 'transfer', transfer: moved.id, count: null, order: null },
    ]);
  });

  it('409 naming the line the source lacks; nothing moved, nothing written', async () => {
    const { oolong, syrup } = shop.products;
    const { mango } = shop.variants;
    const [ledgerBefore, transfersBefore] = [await ledgerCount(), await transferCount()];
    const res = await transfer(main.id, store.id, [
      { product: oolong.id, variant: null, quantity: 1 },
      { product: syrup.id, variant: mango.id, quantity: 8 },
    ]);
    const message = LM.shortAt('Siro - Vị xoài', 'Kho chính', 7);
    expect(res).toMatchObject({ status: 409, body: { 'lines.1.quantity': [message] } });
    expect(await level(main.id, oolong.id)).toEqual({ onHand: 90, reserved: 0 });
    expect(await level(store.id, oolong.id)).toEqual({ onHand: 0, reserved: 0 });
    expect([await ledgerCount(), await transferCount()]).toEqual([ledgerBefore, transfersBefore]);
    expect((await productStock(t.db, oolong.id)).stock).toBe(90);
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const { oolong, syrup, milk } = shop.products;
    const { mango } = shop.variants;
    const line = { product: oolong.id, variant: null, quantity: 1 };
    const cases: [object, Record<string, unknown>][] = [
      [{ from: main.id, to: main.id, lines: [line] }, { to: [LM.sameLocation] }],
      [{ from: main.id, to: depot.id, lines: [] }, { lines: [LM.linesRequired] }],
      [{ from: main.id, to: depot.id, lines: [line, line] }, { 'lines.1.product': [LM.lineTwice] }],
      [
        { from: main.id, to: depot.id, lines: [{ ...line, quantity: 0 }] },
        { 'lines.0.quantity': [LM.quantityInvalid] },
      ],
      [
        { from: main.id, to: depot.id, lines: [{ ...line, quantity: '2' }] },
        { 'lines.0.quantity': [LM.quantityInvalid] },
      ],
      [{ from: 999_999, to: depot.id, lines: [line] }, { from: [LM.locationMissing] }],
      [
        { from: main.id, to: depot.id, lines: [{ ...line, product: 999_999 }] },
        { 'lines.0.product': [CM.productNotFound] },
      ],
      [
        { from: main.id, to: depot.id, lines: [{ product: milk.id, variant: mango.id, quantity: 1 }] },
        { 'lines.0.variant': [CM.variantMissing] },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await adminCall(t.app, staff, 'POST', '/api/admin/stock/transfers/', { body });
      expect(res.status, JSON.stringify([body, res.body])).toBe(400);
      expect(res.body).toMatchObject(fields);
    }
    expect(syrup.id).toBeGreaterThan(0);
  });

  it('lists transfers newest first, those from or to a location when asked', async () => {
    const { jelly } = shop.products;
    const second = StockTransfer.parse(
      (await transfer(main.id, store.id, [{ product: jelly.id, variant: null, quantity: 4 }])).body,
    );
    const all = StockTransferPage.parse((await adminCall(t.app, staff, 'GET', '/api/admin/stock/transfers/')).body);
    expect(all.results[0]).toEqual(second);
    expect(all.count).toBe(2);
    const atDepot = await adminCall(t.app, staff, 'GET', `/api/admin/stock/transfers/?location=${depot.id}`);
    expect(StockTransferPage.parse(atDepot.body).results.map((r) => r.to)).toEqual([depot.id]);
  });
});

describe('stocktakes', () => {
  it('sets on hand to what was counted; each difference a ledger line naming the count; the public stock follows', async () => {
    const { oolong, syrup } = shop.products;
    const { mango } = shop.variants;
    const res = await stocktake(depot.id, [
      { product: oolong.id, variant: null, counted: 8 },
      { product: syrup.id, variant: mango.id, counted: 5 },
      { product: shop.products.jelly.id, variant: null, counted: 0 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const counted = StockCount.parse(res.body);
    expect(counted).toMatchObject({
      location: depot.id,
      location_name: 'Kho Bình Chánh',
      lines: [
        { product: oolong.id, variant: null, counted: 8, before: 10, delta: -2 },
        { product: syrup.id, variant: mango.id, variant_name: 'Vị xoài', counted: 5, before: 3, delta: 2 },
        { product: shop.products.jelly.id, counted: 0, before: 0, delta: 0 },
      ],
    });
    expect(await level(depot.id, oolong.id)).toEqual({ onHand: 8, reserved: 0 });
    const lines = await t.db.select().from(stockMovements).where(eq(stockMovements.countId, counted.id));
    expect(lines.map((l) => [l.productId, l.delta, l.stockAfter, l.reason, l.note]).sort()).toEqual(
      [
        [oolong.id, -2, 8, 'count', 'Kiểm cuối tháng'],
        [syrup.id, 2, 5, 'count', 'Kiểm cuối tháng'],
      ].sort(),
    );
    // Not selling online: the web's figure stays; at the first location it moves.
    expect((await productStock(t.db, oolong.id)).stock).toBe(90);
    await stocktake(main.id, [{ product: oolong.id, variant: null, counted: 95 }]);
    expect((await productStock(t.db, oolong.id)).stock).toBe(95);
  });

  it('409 naming the line counted below what placed orders hold there', async () => {
    const { oolong } = shop.products;
    const items = [{ product: oolong.id, variant: null, quantity: 2 }];
    await placedOrder(t.app, customer.tokens.access, orderBody({ items }));
    const held = await level(main.id, oolong.id);
    expect(held.reserved).toBe(2);
    const res = await stocktake(main.id, [{ product: oolong.id, variant: null, counted: 1 }]);
    expect(res).toMatchObject({
      status: 409,
      body: { 'lines.0.counted': [LM.belowReserved('Trà ô long', 'Kho chính', 2)] },
    });
    expect(await level(main.id, oolong.id)).toEqual(held);
  });
});

describe('the levels list', () => {
  it('filters by location, search (folded), low stock; sorts and pages in SQL', async () => {
    const { oolong, syrup } = shop.products;
    const { mango } = shop.variants;
    const atDepot = await levels(`location=${depot.id}`);
    expect(atDepot.results.map((r) => [r.product_name, r.variant_name, r.on_hand, r.reserved, r.available])).toEqual([
      ['Siro', 'Vị xoài', 5, 0, 5],
      ['Trà ô long', null, 8, 0, 8],
    ]);
    expect(atDepot.results[0]).toMatchObject({ location_name: 'Kho Bình Chánh', sku: mango.sku, is_active: true });

    const found = await levels('search=XOAI');
    expect(found.results.map((r) => [r.location, r.variant])).toEqual([
      [main.id, mango.id],
      [depot.id, mango.id],
    ]);
    expect((await levels(`search=${mango.sku.toLowerCase()}`)).count).toBe(2);
    expect((await levels('search=ô long')).results.every((r) => r.product === oolong.id)).toBe(true);

    const low = await levels(`location=${depot.id}&low=true&low_stock_threshold=5`);
    expect(low.results.map((r) => r.product_name)).toEqual(['Siro']);

    const sorted = await levels(`location=${depot.id}&ordering=-available&page_size=1`);
    expect(sorted).toMatchObject({ count: 2, previous: null });
    expect(sorted.results.map((r) => r.product)).toEqual([oolong.id]);
    expect(sorted.next).toContain('ordering=-available');
    const second = await levels(`location=${depot.id}&ordering=-available&page_size=1&page=2`);
    expect(second.results.map((r) => r.variant)).toEqual([mango.id]);
    expect(syrup.id).toBeGreaterThan(0);

    expect((await adminCall(t.app, staff, 'GET', '/api/admin/stock/?ordering=price')).status).toBe(400);
    expect((await adminCall(t.app, staff, 'GET', '/api/admin/stock/?low=maybe')).status).toBe(400);
    expect((await adminCall(t.app, staff, 'GET', `/api/admin/stock/?location=${depot.id}&page=9`)).status).toBe(404);
  });

  it("the dashboard's low stock per location comes from the levels", async () => {
    const stats = StatsResponse.parse(
      (await adminCall(t.app, staff, 'GET', '/api/admin/stats/?low_stock_threshold=5')).body,
    );
    expect(stats.low_stock_by_location).toEqual(
      expect.arrayContaining([
        {
          location: depot.id,
          location_name: 'Kho Bình Chánh',
          product_id: shop.products.syrup.id,
          variant_id: shop.variants.mango.id,
          name: 'Siro - Vị xoài',
          available: 5,
        },
      ]),
    );
    const available = stats.low_stock_by_location.map((r) => r.available);
    expect(available).toEqual([...available].sort((a, b) => a - b));
    expect(stats.low_stock_by_location.every((r) => r.available <= 5)).toBe(true);
  });
});

describe('adjustments at a location', () => {
  it('lands where named (the first location by default); the ledger filters by location', async () => {
    const { milk } = shop.products;
    const adjust = (body: object) => adminCall(t.app, staff, 'POST', `/api/admin/products/${milk.id}/stock/`, { body });
    const there = await adjust({ delta: 6, reason: 'received', location: depot.id });
    expect(StockAdjustmentResult.parse(there.body)).toMatchObject({ stock: 6, movement: { location: depot.id } });
    const first = await adjust({ delta: -1, reason: 'damaged' });
    expect(StockAdjustmentResult.parse(first.body)).toMatchObject({ stock: 49, movement: { location: main.id } });
    expect((await productStock(t.db, milk.id)).stock).toBe(49);

    const ledger = async (q: string) =>
      StockMovementPage.parse(
        (await adminCall(t.app, staff, 'GET', `/api/admin/products/${milk.id}/stock/?${q}`)).body,
      );
    expect((await ledger(`location=${depot.id}`)).results.map((m) => m.delta)).toEqual([6]);
    expect((await ledger(`location=${main.id}`)).results.map((m) => m.delta)).toEqual([-1]);
    expect((await ledger('')).count).toBe(2);

    const short = await adjust({ delta: -7, reason: 'damaged', location: depot.id });
    expect(short).toMatchObject({ status: 409, body: { delta: [CM.stockShort(6)] } });
    const nowhere = await adjust({ delta: 1, reason: 'received', location: 999_999 });
    expect(nowhere.status).toBe(409);
  });
});

describe('transfers under concurrency', () => {
  it('opposite directions at once: no deadlock, never below 0, every unit accounted for', async () => {
    const { machine } = shop.products;
    // 12 at each end.
    await transfer(main.id, depot.id, [{ product: machine.id, variant: null, quantity: 12 }]);
    expect(await level(main.id, machine.id)).toEqual({ onHand: 88, reserved: 0 });
    await stocktake(main.id, [{ product: machine.id, variant: null, counted: 12 }]);
    const one = { product: machine.id, variant: null, quantity: 5 };
    const other = { product: shop.products.jelly.id, variant: null, quantity: 1 };
    const calls = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0 ? transfer(main.id, depot.id, [one, other]) : transfer(depot.id, main.id, [other, one]),
    );
    const results = await Promise.all(calls);
    expect(
      results.every((r) => r.status === 201 || r.status === 409),
      JSON.stringify(results.map((r) => r.body)),
    ).toBe(true);
    const [a, b] = [await level(main.id, machine.id), await level(depot.id, machine.id)];
    expect(a.onHand).toBeGreaterThanOrEqual(0);
    expect(b.onHand).toBeGreaterThanOrEqual(0);
    expect(a.onHand + b.onHand).toBe(24);
    const forth = results.filter((r, i) => i % 2 === 0 && r.status === 201).length;
    const back = results.filter((r, i) => i % 2 === 1 && r.status === 201).length;
    expect(a.onHand).toBe(12 - 5 * forth + 5 * back);
    // The public figure is the first location's available (the depot doesn't sell online).
    expect((await productStock(t.db, machine.id)).stock).toBe(a.onHand);
  });

  it('flags flipped while transfers run: the public stock is still the sum where it counts', async () => {
    const { oolong } = shop.products;
    const one = { product: oolong.id, variant: null, quantity: 1 };
    const flip = (sells: boolean) =>
      adminCall(t.app, admin, 'PATCH', `/api/admin/locations/${depot.id}/`, { body: { sells_online: sells } });
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 4 === 3
        ? flip(i % 8 === 3)
        : i % 2 === 0
          ? transfer(main.id, depot.id, [one])
          : transfer(depot.id, main.id, [one]),
    );
    const results = await Promise.all(calls);
    expect(results.filter((r) => ![200, 201, 409].includes(r.status)).map((r) => r.body)).toEqual([]);
    const counting = (await adminCall(t.app, staff, 'GET', '/api/admin/locations/')).body as AdminStoreLocation[];
    let sum = 0;
    for (const l of counting.filter((x) => x.sells_online && x.holds_stock)) {
      const { onHand, reserved } = await level(l.id, oolong.id);
      sum += onHand - reserved;
    }
    expect((await productStock(t.db, oolong.id)).stock).toBe(sum);
    await flip(false);
  });
});
