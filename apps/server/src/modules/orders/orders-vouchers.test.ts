// The voucher rules staff set in the back office, enforced by checkout on the server in the order's
// transaction: a percentage's cap, the window, the total limit (also under a race: PGlite runs one transaction at a
// time, PostgreSQL via DATABASE_URL really overlaps them), and the order's own snapshot that no later edit changes.
import { AdminPromotionDetail } from '@shop/domain/admin-promotions.schemas';
import { PromotionList } from '@shop/domain/catalog.schemas';
import { Order } from '@shop/domain/order-response.schemas';
import { VOUCHER_MESSAGES } from '@shop/domain/voucher.rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionUsages } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { type Shop, orderBody, placeOrder, placedOrder, seedShop } from './orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let staff: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const inactive = { non_field_errors: [VOUCHER_MESSAGES.inactive] };

const voucher = async (body: Record<string, unknown>) => {
  const res = await adminCall(t.app, staff, 'POST', '/api/admin/promotions/', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminPromotionDetail.parse(res.body);
};
const edit = async (id: number, body: Record<string, unknown>) => {
  const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/promotions/${id}/`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
/** Two bags of milk powder: a 500,000 ₫ subtotal, delivered near the store (15,000 ₫). */
const body = (promotionId: number) =>
  orderBody({ promotion_ids: [promotionId], items: [{ product: shop.products.milk.id, quantity: 2 }] }, shop);
const shopCodes = async () =>
  PromotionList.parse((await call(t.app, 'GET', '/api/promotions/public')).body).results.map((p) => p.code);

/** The shop's lists are told through NOTIFY: on this instance a moment after the commit. */
async function eventually(check: () => Promise<void>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('a percentage voucher with a cap', () => {
  it('takes the percentage up to the cap, on the server whatever the client sends', async () => {
    const capped = await voucher({ code: 'CAP', value: 20, is_percentage: true, max_discount: 60_000 });
    const buyer = await signUp(t.app);
    // 20% of 500,000 is 100,000: capped at 60,000.
    const big = await placedOrder(t.app, buyer.tokens.access, { ...body(capped.id), discount: 500_000 });
    expect([big.total_price, big.discount, big.final_total]).toEqual([500_000, 60_000, 500_000 - 60_000 + 15_000]);
    // 20% of 250,000 is 50,000: under the cap.
    const small = await placedOrder(
      t.app,
      buyer.tokens.access,
      orderBody({ promotion_ids: [capped.id], items: [{ product: shop.products.milk.id, quantity: 1 }] }, shop),
    );
    expect(small.discount).toBe(50_000);
  });
});

describe('a voucher window', () => {
  it('refuses before the start and from the end with the spec\'s "no longer valid"; accepts inside', async () => {
    const buyer = await signUp(t.app);
    const later = await voucher({
      code: 'SAPTOI',
      value: 10_000,
      starts_at: new Date(Date.now() + HOUR).toISOString(),
    });
    const over = await voucher({
      code: 'HETHAN',
      value: 10_000,
      starts_at: new Date(Date.now() - 2 * HOUR).toISOString(),
      ends_at: new Date(Date.now() - 1000).toISOString(),
    });
    const open = await voucher({
      code: 'DANGCHAY',
      value: 10_000,
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      ends_at: new Date(Date.now() + HOUR).toISOString(),
    });
    for (const v of [later, over]) {
      const res = await placeOrder(t.app, buyer.tokens.access, body(v.id));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(inactive);
    }
    expect((await placedOrder(t.app, buyer.tokens.access, body(open.id))).discount).toBe(10_000);
    const codes = await shopCodes();
    expect(codes).toContain('DANGCHAY');
    expect(codes).not.toContain('SAPTOI');
    expect(codes).not.toContain('HETHAN');

    // Staff open the window now: the shop lists it and checkout takes it at once.
    await edit(later.id, { starts_at: new Date(Date.now() - 1000).toISOString() });
    expect(await shopCodes()).toContain('SAPTOI');
    expect((await placedOrder(t.app, buyer.tokens.access, body(later.id))).discount).toBe(10_000);
  });
});

describe('a total limit', () => {
  it('is used up by its last use (the shop stops listing it); a cancelled order frees a use', async () => {
    const v = await voucher({ code: 'HAILAN', value: 10_000, usage_limit: 2 });
    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const first = await placedOrder(t.app, a.tokens.access, body(v.id));
    await placedOrder(t.app, b.tokens.access, body(v.id));
    const third = await placeOrder(t.app, c.tokens.access, body(v.id));
    expect(third.status).toBe(400);
    expect(third.body).toEqual(inactive);
    await eventually(async () => expect(await shopCodes()).not.toContain('HAILAN'));

    const cancel = await call(t.app, 'POST', `/api/orders/${first.id}/update_status/`, {
      token: a.tokens.access,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    await eventually(async () => expect(await shopCodes()).toContain('HAILAN'));
    expect((await placedOrder(t.app, c.tokens.access, body(v.id))).discount).toBe(10_000);
  });

  it('is never over-used by parallel orders from different shoppers', async () => {
    const LIMIT = 3;
    const v = await voucher({ code: 'DUA', value: 10_000, usage_limit: LIMIT });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signUp(t.app)));
    const results = await Promise.all(buyers.map((b) => placeOrder(t.app, b.tokens.access, body(v.id))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(LIMIT);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(inactive);
    }
    const [uses] = await t.db.select({ n: count() }).from(promotionUsages).where(eq(promotionUsages.promotionId, v.id));
    expect(Number(uses!.n)).toBe(LIMIT);
  });
});

describe("an order's voucher snapshot", () => {
  it('an edit of the voucher (or deactivating it) never changes a placed order', async () => {
    const v = await voucher({ code: 'CHUPANH', description: 'Giảm 10%', value: 10, is_percentage: true });
    const buyer = await signUp(t.app);
    const placed = await placedOrder(t.app, buyer.tokens.access, body(v.id));
    expect(placed.discount).toBe(50_000);

    await edit(v.id, { code: 'CHUPANH2', description: 'Giảm 30%', value: 30, max_discount: 1_000 });
    await adminCall(t.app, staff, 'DELETE', `/api/admin/promotions/${v.id}/`);

    const again = Order.parse(
      (await call(t.app, 'GET', `/api/orders/${placed.id}/`, { token: buyer.tokens.access })).body,
    );
    expect(again).toMatchObject({
      total_price: placed.total_price,
      discount: 50_000,
      final_total: placed.final_total,
    });
    expect(again.promotions).toEqual(placed.promotions);
    expect(again.promotions[0]!.promotion).toMatchObject({ code: 'CHUPANH', value_display: 'Giảm 10%' });
    // The back office's usage counts what the order got, not what the voucher says now.
    const d = AdminPromotionDetail.parse((await adminCall(t.app, staff, 'GET', `/api/admin/promotions/${v.id}/`)).body);
    expect(d).toMatchObject({ times_used: 1, discount_total: 50_000 });
  });
});
