import { PromotionList } from '@shop/domain/catalog.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promotionUsages, promotions } from '../../db/schema/index';
import { call, signUp } from '../auth/auth.testing';
import { buildTestApp } from '../../testing/test-app';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let promo: Record<'ONCE' | 'TWICE' | 'FREE' | 'OFF', number>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  const rows = await t.db
    .insert(promotions)
    .values([
      { code: 'TWICE', value: 10, isPercentage: true, usageLimitPerUser: 2, description: 'Hai lần' },
      { code: 'FREE', value: 0, minPurchaseAmount: 300_000 },
      { code: 'ONCE', value: 50_000, usageLimitPerUser: 1, imageUrl: '/media/promotions/once.svg' },
      { code: 'OFF', value: 5, isPercentage: true, isActive: false },
    ])
    .returning({ id: promotions.id, code: promotions.code });
  promo = Object.fromEntries(rows.map((r) => [r.code, r.id])) as typeof promo;
});
afterAll(() => t?.close());

let nextOrderId = 10_000_000;

/** Records that the user used the promotion in an order (as the order transaction will). */
async function use(userId: number, promotionId: number) {
  const orderId = nextOrderId++;
  await t.db.insert(orders).values({
    id: orderId,
    userId,
    shippingAddress: '1 Lê Lợi',
    phoneNumber: '0909123456',
    email: 'x@example.com',
    totalPrice: 100_000,
    finalTotal: 100_000,
  });
  await t.db.insert(promotionUsages).values({ promotionId, userId, orderId });
}

const list = async (token: string) => {
  const res = await call(t.app, 'GET', '/api/promotions', { token });
  expect(res.status).toBe(200);
  return PromotionList.parse(res.body).results;
};
const usable = (results: { code: string; can_user_use: boolean }[]) =>
  Object.fromEntries(results.map((p) => [p.code, p.can_user_use]));

describe('GET /api/promotions', () => {
  it('needs a signed-in user', async () => {
    for (const url of ['/api/promotions', '/api/promotions/']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Thông tin xác thực không hợp lệ hoặc đã hết hạn.' });
    }
    expect((await call(t.app, 'GET', '/api/promotions', { token: 'bad' })).status).toBe(401);
  });

  it('lists the active promotions by code, in the public shape, usable by a new shopper', async () => {
    const shopper = await signUp(t.app);
    const results = await list(shopper.tokens.access);
    expect(results.map((p) => p.code)).toEqual(['FREE', 'ONCE', 'TWICE']);
    expect(usable(results)).toEqual({ FREE: true, ONCE: true, TWICE: true });
    expect(results.find((p) => p.code === 'ONCE')).toEqual({
      id: promo.ONCE,
      code: 'ONCE',
      description: '',
      image_url: '/media/promotions/once.svg',
      value: 50_000,
      is_percentage: false,
      min_purchase_amount: 0,
      is_active: true,
      usage_limit_per_user: 1,
      max_discount: null,
      usage_limit: null,
      starts_at: null,
      ends_at: null,
      can_user_use: true,
    });
    // The same list as the public one, but for can_user_use.
    const pub = PromotionList.parse((await call(t.app, 'GET', '/api/promotions/public')).body).results;
    expect(pub.map(({ can_user_use: _c, ...p }) => p)).toEqual(results.map(({ can_user_use: _c, ...p }) => p));
  });

  it('says can_user_use false once the user reached the per-user limit, for that user only', async () => {
    const shopper = await signUp(t.app);
    const neighbour = await signUp(t.app);
    await use(shopper.user.id, promo.ONCE);
    await use(shopper.user.id, promo.TWICE);
    await use(shopper.user.id, promo.FREE);
    await use(shopper.user.id, promo.FREE);
    await use(shopper.user.id, promo.FREE);
    expect(usable(await list(shopper.tokens.access))).toEqual({ FREE: true, ONCE: false, TWICE: true });

    await use(shopper.user.id, promo.TWICE);
    expect(usable(await list(shopper.tokens.access))).toEqual({ FREE: true, ONCE: false, TWICE: false });
    expect(usable(await list(neighbour.tokens.access))).toEqual({ FREE: true, ONCE: true, TWICE: true });
  });
});

describe('vouchers usable now (DESIGN §8)', () => {
  const hour = 3_600_000;
  const codes = async () => {
    const pub = PromotionList.parse((await call(t.app, 'GET', '/api/promotions/public')).body).results;
    const shopper = await signUp(t.app);
    const mine = await list(shopper.tokens.access);
    expect(mine.map((p) => p.code)).toEqual(pub.map((p) => p.code));
    return pub.map((p) => p.code);
  };

  it('lists neither a voucher before its start nor after its end, nor one used up in total', async () => {
    const shopper = await signUp(t.app);
    const rows = await t.db
      .insert(promotions)
      .values([
        { code: 'LATER', value: 5, isPercentage: true, startsAt: new Date(Date.now() + hour) },
        { code: 'OVER', value: 5, isPercentage: true, endsAt: new Date(Date.now() - 1000) },
        {
          code: 'NOW',
          value: 5,
          isPercentage: true,
          startsAt: new Date(Date.now() - hour),
          endsAt: new Date(Date.now() + hour),
        },
        { code: 'LAST', value: 20, isPercentage: true, maxDiscount: 30_000, usageLimit: 2 },
      ])
      .returning({ id: promotions.id, code: promotions.code });
    const id = Object.fromEntries(rows.map((r) => [r.code, r.id]));
    // Staff writes clear the list; these rows were written behind the shop's back.
    t.app.readCache.clear();
    expect(await codes()).toEqual(['FREE', 'LAST', 'NOW', 'ONCE', 'TWICE']);
    const last = PromotionList.parse((await call(t.app, 'GET', '/api/promotions/public')).body).results.find(
      (p) => p.code === 'LAST',
    );
    expect(last).toMatchObject({ max_discount: 30_000, usage_limit: 2, starts_at: null, ends_at: null });

    await use(shopper.user.id, id.LAST!);
    await use(shopper.user.id, id.LAST!);
    t.app.readCache.clear();
    expect(await codes()).toEqual(['FREE', 'NOW', 'ONCE', 'TWICE']);
  });
});
