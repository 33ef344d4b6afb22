// The reports (DESIGN §17) against a shop built for the purpose, every figure computed by hand: gross profit by
// delivery day and channel (goods after discounts, no fee, no VAT; cost at the time of sale; an estimated cost that
// follows today's), the stock's value per location, best and slowest sellers, receivables ageing, the CSV files and
// the ranges refused.
import {
  ProfitReport,
  ReceivablesAgeingReport,
  SellersReport,
  StockValueReport,
} from '@shop/domain/admin-reports.schemas';
import { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { addDays, shopDay } from '@shop/domain/shop-time';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, productVariants, products, users } from '../../db/schema/index';
import { randomOrderId } from '../orders/orders.repo';
import { orderBody, placedOrder, ADDRESSES } from '../orders/orders.testing';
import { type CounterWorld, counterWorld } from '../pos/pos.testing';
import { saveShopSetting } from '../settings/settings.repo';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';

let w: CounterWorld;
beforeAll(async () => {
  w = await counterWorld();
  // VAT on every order (10 % of the goods, DESIGN §4): never part of the revenue. Before the first order caches it.
  await saveShopSetting(w.db, 'tax', { have_tax: true, tax_rate: 0.1 });
});
afterAll(() => w?.close());

async function get<T>(url: string, schema: { parse: (v: unknown) => T }, who?: SignedUp): Promise<T> {
  const res = await w.call('GET', url, undefined, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(res.body);
}

const setCost = (id: number, costPrice: number | null) =>
  w.db.update(products).set({ costPrice }).where(eq(products.id, id));

async function act(id: number, path: string, body: object) {
  const res = await w.call('POST', `/api/admin/orders/${id}/${path}/`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Walks an order to delivered, then dates its delivery (`at`, an instant). */
async function deliver(id: number, at: string) {
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    await act(id, 'transition', { status });
  }
  await w.db
    .update(orders)
    .set({ deliveredAt: new Date(at) })
    .where(eq(orders.id, id));
}

const web = (items: { product: number; variant?: number | null; quantity: number }[], extra = {}) =>
  placedOrder(
    w.app,
    w.customer.tokens.access,
    orderBody({ items: items.map((i) => ({ variant: null, ...i })), ...extra }),
  );

async function staffOrder(items: object[], extra: Record<string, unknown> = {}) {
  const res = await w.call('POST', '/api/admin/orders/', {
    customer: { name: 'Quán Trà Mây', phone: '0933000111' },
    items,
    shipping_address: '12 Nguyễn Huệ',
    ...ADDRESSES.near,
    payment_method: 'cash',
    source: 'phone',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminOrder.parse(res.body);
}

const linesOf = (orderId: number) =>
  w.db
    .select({ cost: orderItems.costPrice, estimated: orderItems.costEstimated, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);

const DAY1 = '2033-03-01';
const DAY2 = '2033-03-02';
const DAY3 = '2033-03-03';
const RANGE = `date_from=${DAY1}&date_to=${DAY3}`;

describe('GET /api/admin/reports/stock-value/', () => {
  it("values each location's units on hand at today's cost, the variant's else the product's", async () => {
    const { oolong, jelly, syrup, scarce } = w.shop.products;
    const { coconut, strawberry } = w.shop.variants;
    await setCost(oolong.id, 60_000);
    await setCost(jelly.id, 20_000);
    await setCost(syrup.id, 50_000);
    await w.db.update(productVariants).set({ costPrice: 25_000 }).where(eq(productVariants.id, coconut.id));
    const [first] = (await get('/api/admin/reports/stock-value/', StockValueReport)).rows;
    // Nothing else on the shelves at the store and the other one: what each holds is set here.
    for (const [item, n, at] of [
      [{ productId: oolong.id, variantId: null }, 4, w.store.id],
      [{ productId: jelly.id, variantId: coconut.id }, 2, w.store.id],
      [{ productId: jelly.id, variantId: null }, 3, w.other.id],
      // No variant cost: the product's (syrup 50,000).
      [{ productId: syrup.id, variantId: strawberry.id }, 5, w.other.id],
      // No cost at all: counted as units without a cost, not in the value.
      [{ productId: scarce.id, variantId: null }, 7, w.other.id],
    ] as const) {
      await w.shelf(item, n, at);
    }
    const report = await get('/api/admin/reports/stock-value/', StockValueReport);
    const at = (id: number) => report.rows.find((r) => r.location.id === id);
    expect(at(w.store.id)).toEqual({
      location: { id: w.store.id, name: 'Cửa hàng Lê Lợi' },
      units: 6,
      value: 4 * 60_000 + 2 * 25_000,
      uncosted_units: 0,
    });
    expect(at(w.other.id)).toEqual({
      location: { id: w.other.id, name: 'Cửa hàng Thủ Đức' },
      units: 15,
      value: 3 * 20_000 + 5 * 50_000,
      uncosted_units: 7,
    });
    // The office holds no stock and has none: not listed.
    expect(at(w.office.id)).toBeUndefined();
    expect(report.total).toBe(first!.value + 290_000 + 310_000);
    expect(report.total).toBe(report.rows.reduce((s, r) => s + r.value, 0));
  });
});

/** The profit fixture's orders by letter. */
const ids: Record<string, number> = {};

describe('GET /api/admin/reports/profit/', () => {
  beforeAll(async () => {
    const { oolong, milk, jelly, machine, scarce } = w.shop.products;
    const { coconut, strawberry } = w.shop.variants;
    await setCost(milk.id, 150_000);
    await setCost(machine.id, 1_000_000);
    const promo = w.shop.promo;
    // A (web, 23:59:59 of day 1): 2 × 99,000 + 45,000 = 243,000, 10 % off = 24,300. Cost 2 × 60,000 + 25,000.
    const a = await web(
      [
        { product: oolong.id, quantity: 2 },
        { product: jelly.id, variant: coconut.id, quantity: 1 },
      ],
      { promotion_ids: [promo.GIAM10.id] },
    );
    await deliver(a.id, '2033-03-01T16:59:59Z');
    // B (web, 00:00 of day 2): 250,000 with a fee (6.2 km) the free-shipping voucher takes off: no goods discount.
    const b = await web([{ product: milk.id, quantity: 1 }], { ...ADDRESSES.mid, promotion_ids: [promo.FREESHIP.id] });
    expect(b.shipping_fee).toBeGreaterThan(0);
    expect(b.discount).toBe(b.shipping_fee);
    await deliver(b.id, '2033-03-01T17:00:00Z');
    // C (phone, day 2): the machine at a staff price 1,400,000 + 2 strawberry syrups (85,000, the product's cost).
    const c = await staffOrder([
      { product: machine.id, variant: null, quantity: 1, unit_price: 1_400_000, price_reason: 'Giá khách sỉ' },
      { product: w.shop.products.syrup.id, variant: strawberry.id, quantity: 2 },
    ]);
    await deliver(c.id, '2033-03-02T10:00:00Z');
    // D (the counter, day 3): 3 jellies, 120,000 + VAT, delivered as it is rung up.
    const shift = await w.openShift();
    await w.shelf({ productId: jelly.id, variantId: null }, 10);
    const d = await w.sold(
      w.saleBody(shift, {
        items: [{ product: jelly.id, variant: null, quantity: 3 }],
        payments: [{ method: 'cash', amount: 132_000 }],
      }),
    );
    await w.db
      .update(orders)
      .set({ deliveredAt: new Date('2033-03-03T02:00:00Z') })
      .where(eq(orders.id, d.order.id));
    // E (day 3, then moved to Shopee): 2 pearls with no cost yet: estimated, uncosted.
    const e = await web([{ product: scarce.id, quantity: 2 }]);
    await deliver(e.id, '2033-03-03T16:59:59Z');
    await w.db.update(orders).set({ source: 'shopee' }).where(eq(orders.id, e.id));
    // Not counted: cancelled (F), not yet delivered (G), delivered then returned (H), delivered on day 4 (J).
    const f = await web([{ product: milk.id, quantity: 1 }]);
    await act(f.id, 'transition', { status: 'cancelled', note: 'Khách đổi ý' });
    const g = await web([{ product: oolong.id, quantity: 1 }]);
    for (const status of ['accounting_processing', 'processing', 'shipped']) await act(g.id, 'transition', { status });
    const h = await web([{ product: jelly.id, quantity: 1 }]);
    await deliver(h.id, '2033-03-01T05:00:00Z');
    await act(h.id, 'transition', { status: 'returned', note: 'Khách trả hàng' });
    const j = await web([{ product: oolong.id, quantity: 1 }]);
    await deliver(j.id, '2033-03-03T17:00:00Z');
    Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.order.id, e: e.id });
  });

  it("keeps each line's cost at the time of sale, on every path that writes lines", async () => {
    expect(await linesOf(ids.a!)).toEqual([
      { cost: 60_000, estimated: false, quantity: 2 },
      { cost: 25_000, estimated: false, quantity: 1 },
    ]);
    // Lines in product order: the syrup (its product's cost: the variant has none), then the machine.
    expect(await linesOf(ids.c!)).toEqual([
      { cost: 50_000, estimated: false, quantity: 2 },
      { cost: 1_000_000, estimated: false, quantity: 1 },
    ]);
    expect(await linesOf(ids.d!)).toEqual([{ cost: 20_000, estimated: false, quantity: 3 }]);
    expect(await linesOf(ids.e!)).toEqual([{ cost: null, estimated: true, quantity: 2 }]);
    // An edit's new line (I, cancelled after: no figures).
    const { oolong, milk } = w.shop.products;
    const i = await staffOrder([{ product: oolong.id, variant: null, quantity: 1 }]);
    const res = await adminCall(w.app, w.staff, 'PATCH', `/api/admin/orders/${i.id}/`, {
      body: {
        version: i.version,
        items: [
          { id: i.items[0]!.id, product: oolong.id, variant: null, quantity: 1 },
          { product: milk.id, variant: null, quantity: 1 },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await linesOf(i.id)).toEqual([
      { cost: 60_000, estimated: false, quantity: 1 },
      { cost: 150_000, estimated: false, quantity: 1 },
    ]);
    await act(i.id, 'transition', { status: 'cancelled', note: 'Thử' });
  });

  it('sums goods after discounts and costs by the day of delivery, in shop time', async () => {
    const report = await get(`/api/admin/reports/profit/?${RANGE}`, ProfitReport);
    expect(report).toMatchObject({ date_from: DAY1, date_to: DAY3, group_by: 'day' });
    const day = (key: string, orders: number, revenue: number, cost: number, uncosted = 0, estimated = 0) => ({
      key,
      orders,
      revenue,
      cost,
      estimated_cost: estimated,
      uncosted_units: uncosted,
      gross_profit: revenue - cost,
    });
    expect(report.rows).toEqual([
      day(DAY1, 1, 218_700, 145_000),
      day(DAY2, 2, 250_000 + 1_570_000, 150_000 + 1_100_000),
      day(DAY3, 2, 120_000 + 60_000, 60_000, 2),
    ]);
    expect(report.totals).toEqual({
      orders: 5,
      revenue: 2_218_700,
      cost: 1_455_000,
      estimated_cost: 0,
      uncosted_units: 2,
      gross_profit: 763_700,
    });
  });

  it("takes today's cost into estimated lines only, when staff set it; by channel", async () => {
    const { scarce, oolong } = w.shop.products;
    await setCost(scarce.id, 12_000);
    // A cost known at the time of sale stays what it was.
    await setCost(oolong.id, 70_000);
    await w.db
      .update(productVariants)
      .set({ costPrice: 55_000 })
      .where(eq(productVariants.id, w.shop.variants.strawberry.id));
    expect(await linesOf(ids.e!)).toEqual([{ cost: 12_000, estimated: true, quantity: 2 }]);
    const report = await get(`/api/admin/reports/profit/?${RANGE}&group_by=channel`, ProfitReport);
    const channel = (key: string, orders: number, revenue: number, cost: number, estimated = 0) => ({
      key,
      orders,
      revenue,
      cost,
      estimated_cost: estimated,
      uncosted_units: 0,
      gross_profit: revenue - cost,
    });
    expect(report.rows).toEqual([
      channel('web', 2, 218_700 + 250_000, 145_000 + 150_000),
      channel('phone', 1, 1_570_000, 1_100_000),
      channel('zalo', 0, 0, 0),
      channel('facebook', 0, 0, 0),
      channel('store', 1, 120_000, 60_000),
      channel('other', 0, 0, 0),
      channel('shopee', 1, 60_000, 24_000, 24_000),
      channel('tiktok', 0, 0, 0),
    ]);
    expect(report.totals).toMatchObject({ orders: 5, revenue: 2_218_700, cost: 1_479_000, estimated_cost: 24_000 });
    // The day's figures moved with the cost, and a return takes an order out.
    await act(ids.b!, 'transition', { status: 'returned', note: 'Khách trả hàng' });
    const days = await get(`/api/admin/reports/profit/?${RANGE}`, ProfitReport);
    expect(days.rows.map((r) => [r.key, r.orders, r.revenue, r.cost, r.estimated_cost])).toEqual([
      [DAY1, 1, 218_700, 145_000, 0],
      [DAY2, 1, 1_570_000, 1_100_000, 0],
      [DAY3, 2, 180_000, 84_000, 24_000],
    ]);
  });

  it('answers CSV with ?format=csv: a row per day and the totals', async () => {
    const res = await w.call('GET', `/api/admin/reports/profit/?${RANGE}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="loi-nhuan-theo-ngay_${DAY1}_${DAY3}.csv"`);
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows).toEqual([
      [
        'Ngày giao',
        'Số đơn đã giao',
        'Doanh thu (đ)',
        'Giá vốn (đ)',
        'Trong đó giá vốn ước tính (đ)',
        'Lợi nhuận gộp (đ)',
        'Số lượng chưa có giá vốn',
      ],
      [DAY1, '1', '218700', '145000', '0', '73700', '0'],
      [DAY2, '1', '1570000', '1100000', '0', '470000', '0'],
      [DAY3, '2', '180000', '84000', '24000', '96000', '0'],
      ['Tổng cộng', '4', '1968700', '1329000', '24000', '639700', '0'],
    ]);
    const channels = await w.call('GET', `/api/admin/reports/profit/?${RANGE}&group_by=channel&format=csv`);
    const byChannel = parse(channels.body as string, { bom: true }) as string[][];
    expect(byChannel.map((r) => r[0])).toEqual([
      'Kênh bán',
      'Website',
      'Điện thoại',
      'Zalo',
      'Facebook',
      'Tại quầy',
      'Khác',
      'Shopee',
      'TikTok Shop',
      'Tổng cộng',
    ]);
  });
});

describe('GET /api/admin/reports/sellers/', () => {
  it('ranks the products by units of orders not cancelled or returned; the slowest include what sold nothing', async () => {
    // Placed today: A (2 oolong, 1 jelly), B (returned: out), C (machine, 2 syrup), D (3 jelly), E (2 pearls),
    // F (cancelled), G (1 oolong), H (returned), I (cancelled), J (1 oolong).
    const [cacao] = await w.db
      .insert(products)
      .values({ name: 'Bột cacao', slug: 'bot-cacao', price: 90_000, categoryId: w.shop.products.milk.categoryId })
      .returning();
    const today = shopDay(new Date());
    const range = `date_from=${addDays(today, -1)}&date_to=${today}`;
    const { oolong, jelly, syrup, scarce, machine } = w.shop.products;
    const best = await get(`/api/admin/reports/sellers/?${range}`, SellersReport);
    expect(best.order).toBe('best');
    expect(best.rows.map((r) => [r.product.id, r.product.name, r.units, r.revenue])).toEqual([
      [oolong.id, oolong.name, 4, 4 * 99_000],
      [jelly.id, jelly.name, 4, 45_000 + 120_000],
      [syrup.id, syrup.name, 2, 170_000],
      [scarce.id, scarce.name, 2, 60_000],
      [machine.id, machine.name, 1, 1_400_000],
    ]);
    const slowest = await get(`/api/admin/reports/sellers/?${range}&order=slowest&limit=3`, SellersReport);
    expect(slowest.rows.map((r) => [r.product.id, r.units, r.revenue])).toEqual([
      // The milk's orders were all cancelled or returned; retired products are not listed.
      [w.shop.products.milk.id, 0, 0],
      [cacao!.id, 0, 0],
      [machine.id, 1, 1_400_000],
    ]);
    const csv = await w.call('GET', `/api/admin/reports/sellers/?${range}&order=slowest&limit=2&format=csv`);
    expect(parse(csv.body as string, { bom: true })).toEqual([
      ['Mã sản phẩm', 'Sản phẩm', 'Số lượng bán', 'Doanh số (đ)'],
      [String(w.shop.products.milk.id), 'Bột sữa', '0', '0'],
      [String(cacao!.id), 'Bột cacao', '0', '0'],
    ]);
  });
});

describe('GET /api/admin/reports/receivables-ageing/', () => {
  it("buckets what each customer's open on-account orders still owe by days past due", async () => {
    const other = await accountWithRole(w.app, w.db, 'customer');
    await w.db.update(users).set({ firstName: 'Mây', lastName: 'Quán Trà' }).where(eq(users.id, other.user.id));
    await w.db.update(users).set({ companyName: 'Công ty Sữa Mát' }).where(eq(users.id, w.customer.user.id));
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000);
    let n = 0;
    const owe = async (userId: number, total: number, paid: number, due: Date | null, extra = {}) => {
      await w.db.insert(orders).values({
        id: randomOrderId(),
        userId,
        status: due ? 'delivered' : 'processing',
        shippingAddress: '1 Lê Lợi',
        phoneNumber: '0909000000',
        email: `no${++n}@example.com`,
        totalPrice: total,
        finalTotal: total,
        paymentMethod: 'on_account',
        accountPaid: paid,
        dueAt: due,
        ...extra,
      });
    };
    const me = w.customer.user.id;
    await owe(me, 100_000, 0, null); // not delivered: not due
    await owe(me, 200_000, 50_000, new Date(now + 5 * 86_400_000)); // due in 5 days: 150,000 not due
    await owe(me, 300_000, 0, ago(30)); // 30 days: 0–30
    await owe(me, 400_000, 0, ago(31)); // 31–60
    await owe(other.user.id, 500_000, 100_000, ago(90)); // 61–90: 400,000
    await owe(other.user.id, 600_000, 0, ago(91)); // over 90
    await owe(other.user.id, 700_000, 0, ago(1)); // 0–30
    // Not owed: paid in full, cancelled, returned, another method.
    await owe(me, 800_000, 800_000, ago(40));
    await owe(me, 900_000, 0, ago(40), { status: 'cancelled' });
    await owe(me, 900_000, 0, ago(40), { status: 'returned' });
    await owe(me, 900_000, 0, ago(40), { paymentMethod: 'cash' });

    const report = await get('/api/admin/reports/receivables-ageing/', ReceivablesAgeingReport);
    expect(report.as_of).toBe(shopDay(new Date()));
    expect(report.rows.map(({ oldest_due_at: _o, ...r }) => r)).toEqual([
      {
        customer: { id: other.user.id, name: 'Quán Trà Mây', email: other.email, phone: '' },
        orders: 3,
        not_due: 0,
        days_0_30: 700_000,
        days_31_60: 0,
        days_61_90: 400_000,
        days_over_90: 600_000,
        total: 1_700_000,
      },
      {
        customer: { id: me, name: 'Công ty Sữa Mát', email: w.customer.email, phone: '' },
        orders: 4,
        not_due: 250_000,
        days_0_30: 300_000,
        days_31_60: 400_000,
        days_61_90: 0,
        days_over_90: 0,
        total: 950_000,
      },
    ]);
    expect(report.rows[0]!.oldest_due_at).toBe(ago(91).toISOString());
    expect(report.customers).toBe(2);
    expect(report.totals).toEqual({
      orders: 7,
      not_due: 250_000,
      days_0_30: 1_000_000,
      days_31_60: 400_000,
      days_61_90: 400_000,
      days_over_90: 600_000,
      total: 2_650_000,
    });
    const csv = parse((await w.call('GET', '/api/admin/reports/receivables-ageing/?format=csv')).body as string, {
      bom: true,
    }) as string[][];
    expect(csv[0]).toEqual([
      'Khách hàng',
      'Email',
      'Số điện thoại',
      'Số đơn còn nợ',
      'Chưa đến hạn (đ)',
      'Quá hạn 0–30 ngày (đ)',
      'Quá hạn 31–60 ngày (đ)',
      'Quá hạn 61–90 ngày (đ)',
      'Quá hạn trên 90 ngày (đ)',
      'Tổng còn nợ (đ)',
      'Hạn sớm nhất',
    ]);
    expect(csv.at(-1)).toEqual([
      'Tổng cộng',
      '',
      '',
      '7',
      '250000',
      '1000000',
      '400000',
      '400000',
      '600000',
      '2650000',
      '',
    ]);
    expect(csv).toHaveLength(4);
    // The most overdue first, `limit` of them; the totals stay everyone's.
    const first = await get('/api/admin/reports/receivables-ageing/?limit=1', ReceivablesAgeingReport);
    expect(first.rows.map((r) => r.customer.id)).toEqual([other.user.id]);
    expect(first).toMatchObject({ customers: 2, totals: report.totals });
  });
});

describe('the reports refuse', () => {
  it('bad ranges and choices (400, Vietnamese), strangers (401) and customers (403)', async () => {
    const refused = async (url: string, field: string, message: string) => {
      const res = await w.call('GET', url);
      expect(res.status, url).toBe(400);
      expect((res.body as Record<string, string[]>)[field]).toEqual([message]);
    };
    const tooLong = 'Khoảng thời gian của báo cáo không được dài quá 366 ngày.';
    await refused('/api/admin/reports/profit/?date_from=2033-01-01&date_to=2034-01-02', 'date_from', tooLong);
    await refused('/api/admin/reports/sellers/?date_from=2020-01-01', 'date_from', tooLong);
    await refused(
      '/api/admin/reports/profit/?date_from=2033-03-02&date_to=2033-03-01',
      'date_to',
      'Ngày kết thúc không được trước ngày bắt đầu.',
    );
    await refused(
      '/api/admin/reports/profit/?date_from=2033-02-30',
      'date_from',
      'Ngày không hợp lệ (định dạng YYYY-MM-DD).',
    );
    await refused(
      '/api/admin/reports/profit/?group_by=week',
      'group_by',
      'Cách nhóm phải là day (theo ngày) hoặc channel (theo kênh bán).',
    );
    await refused('/api/admin/reports/sellers/?limit=101', 'limit', 'Số dòng phải là số nguyên từ 1 đến 100.');
    await refused(
      '/api/admin/reports/sellers/?order=worst',
      'order',
      'Thứ tự phải là best (bán chạy) hoặc slowest (bán chậm).',
    );
    await refused('/api/admin/reports/stock-value/?format=xml', 'format', 'Định dạng phải là json hoặc csv.');
    await refused(
      '/api/admin/reports/receivables-ageing/?limit=0',
      'limit',
      'Số dòng phải là số nguyên từ 1 đến 10000.',
    );
    // A year with its leap day is fine.
    await get('/api/admin/reports/profit/?date_from=2032-01-01&date_to=2032-12-31', ProfitReport);
    for (const path of ['profit', 'stock-value', 'sellers', 'receivables-ageing']) {
      expect((await w.call('GET', `/api/admin/reports/${path}/`, undefined, null)).status).toBe(401);
      expect((await w.call('GET', `/api/admin/reports/${path}/`, undefined, w.customer)).status).toBe(403);
    }
  });
});

describe('deleting a delivered order', () => {
  it("takes its figures and its lines' cost away", async () => {
    const before = await get(`/api/admin/reports/profit/?${RANGE}`, ProfitReport);
    await w.db.delete(orders).where(eq(orders.id, ids.a!));
    const after = await get(`/api/admin/reports/profit/?${RANGE}`, ProfitReport);
    expect(after.rows[0]).toMatchObject({ key: DAY1, orders: 0, revenue: 0, cost: 0 });
    expect(after.totals).toMatchObject({
      orders: before.totals.orders - 1,
      revenue: before.totals.revenue - 218_700,
      cost: before.totals.cost - 145_000,
    });
  });
});
