// Races that must not oversell stock or over-use a voucher (DESIGN §4). PGlite runs one transaction at a time, so
// there the answer must merely be right; on PostgreSQL (DATABASE_URL) the requests really overlap.
import { VOUCHER_MESSAGES } from '@shop/domain/voucher.rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderPromotions, orders, promotionUsages } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { signUp } from '../auth/auth.testing';
import { type Shop, orderBody, placeOrder, productStock, seedShop, variantStock } from './orders.testing';
import { setShelf } from '../stock/stock.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  shop = await seedShop(t.db);
});
afterAll(() => t?.close());

const STOCK = 5;

async function ordersOf(productId: number) {
  const [row] = await t.db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, productId));
  return Number(row!.n);
}

describe('stock under concurrency', () => {
  it(`N+10 parallel one-unit orders for N = ${STOCK} in stock: exactly N succeed, stock 0`, async () => {
    const { scarce } = shop.products;
    await setShelf(t.db, { productId: scarce.id, variantId: null }, STOCK);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const body = orderBody({ items: [{ product: scarce.id, quantity: 1 }] });

    const results = await Promise.all(
      Array.from({ length: STOCK + 10 }, (_, i) => placeOrder(t.app, buyers[i % buyers.length]!.tokens.access, body)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(STOCK).fill(201), ...Array(10).fill(409)]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ non_field_errors: ['Sản phẩm "Trân châu" không đủ hàng (còn 0).'] });
    }
    expect(await productStock(t.db, scarce.id)).toEqual({ stock: 0, sold: STOCK });
    expect(await ordersOf(scarce.id)).toBe(STOCK);
  });

  it('parallel orders of a variant: never more than its stock', async () => {
    const { syrup } = shop.products;
    const { mango } = shop.variants;
    await setShelf(t.db, { productId: syrup.id, variantId: mango.id }, 3);
    const buyer = await signUp(t.app);
    const body = orderBody({ items: [{ product: syrup.id, variant: mango.id, quantity: 1 }] });
    const results = await Promise.all(Array.from({ length: 8 }, () => placeOrder(t.app, buyer.tokens.access, body)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await variantStock(t.db, mango.id)).toBe(0);
  });

  it('orders and cancellations interleaved: stock ends where the arithmetic says', async () => {
    const { jelly } = shop.products;
    await setShelf(t.db, { productId: jelly.id, variantId: null }, 20);
    const buyers = await Promise.all(Array.from({ length: 3 }, () => signUp(t.app)));
    const body = orderBody({ items: [{ product: jelly.id, quantity: 2 }] });
    const first = await Promise.all(buyers.map((b) => placeOrder(t.app, b.tokens.access, body)));
    const ids = first.map((r) => (r.body as { id: number }).id);
    // Each buyer cancels their order twice while others order more.
    const mixed = await Promise.all([
      ...buyers.flatMap((b, i) =>
        [0, 1].map(() =>
          t.app.inject({
            method: 'POST',
            url: `/api/orders/${ids[i]}/update_status/`,
            headers: { authorization: `Bearer ${b.tokens.access}` },
            payload: { status: 'cancelled' },
          }),
        ),
      ),
      ...buyers.map((b) => placeOrder(t.app, b.tokens.access, body)),
    ]);
    const cancels = mixed.slice(0, 6).map((r) => ('statusCode' in r ? r.statusCode : 0));
    expect(cancels.filter((s) => s === 200)).toHaveLength(3);
    expect(cancels.filter((s) => s === 409)).toHaveLength(3);
    // 20 − 3×2 (first) + 3×2 (cancelled) − 3×2 (second round) = 14
    expect(await productStock(t.db, jelly.id)).toEqual({ stock: 14, sold: 6 });
  });
});

describe('a once-per-user voucher under concurrency', () => {
  it('one user racing it in 10 parallel orders gets exactly one use', async () => {
    const buyer = await signUp(t.app);
    const { ONCE } = shop.promo;
    const body = orderBody({ promotion_ids: [ONCE.id] }, shop);

    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t.app, buyer.tokens.access, body)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.body).toEqual({ non_field_errors: [VOUCHER_MESSAGES.alreadyUsed] });

    const uses = await t.db.select().from(promotionUsages).where(eq(promotionUsages.userId, buyer.user.id));
    expect(uses).toHaveLength(1);
    const withVoucher = await t.db
      .select({ id: orderPromotions.orderId })
      .from(orderPromotions)
      .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
      .where(eq(orders.userId, buyer.user.id));
    expect(withVoucher).toHaveLength(1);
  });

  it('different users racing the same voucher each get it', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signUp(t.app)));
    const body = orderBody({ promotion_ids: [shop.promo.ONCE.id] }, shop);
    const results = await Promise.all(buyers.map((b) => placeOrder(t.app, b.tokens.access, body)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
  });
});
