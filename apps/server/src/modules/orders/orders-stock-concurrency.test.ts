// Staff adjusting stock while shoppers check out: neither loses nor invents a unit. PGlite
// runs one transaction at a time, so there the answer must merely be right; on PostgreSQL (DATABASE_URL) the
// requests really overlap.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products, stockMovements } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, signUp } from '../auth/auth.testing';
import { orderBody, placeOrder } from './orders.testing';
import { category, createdProduct, productBody } from '../../testing/catalog.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let staff: SignedUp;
let buyers: SignedUp[];
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: '50' } });
  staff = await accountWithRole(t.app, t.db, 'staff');
  buyers = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
});
afterAll(() => t?.close());

/** The ledger's sum and its lowest stock_after, for the product's own stock or one variant's. */
async function ledger(productId: number, variantId: number | null) {
  const [row] = await t.db
    .select({
      sum: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int`,
      lowest: sql<number>`min(${stockMovements.stockAfter})::int`,
      orders: sql<number>`count(*) FILTER (WHERE ${stockMovements.reason} = 'order')::int`,
    })
    .from(stockMovements)
    .where(
      sql`${stockMovements.productId} = ${productId} AND ${
        variantId === null ? sql`${stockMovements.variantId} IS NULL` : sql`${stockMovements.variantId} = ${variantId}`
      }`,
    );
  return row!;
}

describe('an adjustment racing checkouts', () => {
  it.each([
    ['plenty in stock', 40],
    ['stock that runs out', 8],
  ])('%s: stock = initial + adjustments − sold, and the ledger agrees', async (_, initial) => {
    const cat = await category(t.db, 'Kho');
    const product = await createdProduct(
      t.app,
      staff,
      productBody(cat.id, {
        stock: initial,
        max_quantities_in_cart: null,
        variants: [{ name: 'Hộp', sku: `HOP-${initial}-${Date.now()}`, price: 50_000, stock: initial }],
      }),
    );
    const variant = product.variants[0]!;
    const orders = Array.from({ length: 24 }, (_, i) => {
      const own = i % 2 === 0;
      const quantity = 1 + (i % 3);
      const body = orderBody({
        items: [{ product: product.id, variant: own ? null : variant.id, quantity }],
      });
      return { own, quantity, send: () => placeOrder(t.app, buyers[i % buyers.length]!.tokens.access, body) };
    });
    const adjustments = Array.from({ length: 12 }, (_, i) => {
      const own = i % 2 === 0;
      const delta = [5, -3, -7][i % 3]!;
      const body = { delta, reason: delta > 0 ? 'received' : 'damaged', variant: own ? null : variant.id };
      return {
        own,
        delta,
        send: () => adminCall(t.app, staff, 'POST', `/api/admin/products/${product.id}/stock/`, { body }),
      };
    });
    // Interleaved, all at once.
    const jobs = [...orders, ...adjustments].sort(() => Math.random() - 0.5);
    const results = await Promise.all(jobs.map((j) => j.send()));

    const expected = { own: initial, variant: initial };
    let sold = { own: 0, variant: 0 };
    results.forEach((res, i) => {
      const job = jobs[i]!;
      const key = job.own ? 'own' : 'variant';
      // A shortfall is the only refusal either may get: 409, with nothing taken.
      expect([200, 201, 409], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 409) return;
      if ('quantity' in job) {
        expected[key] -= job.quantity;
        sold = { ...sold, [key]: sold[key] + 1 };
      } else expected[key] += job.delta;
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    const [variantRow] = await t.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    expect({ own: row!.stock, variant: variantRow!.stock }).toEqual(expected);

    const ownLedger = await ledger(product.id, null);
    const variantLedger = await ledger(product.id, variant.id);
    expect(ownLedger).toMatchObject({ sum: expected.own, orders: sold.own });
    expect(variantLedger).toMatchObject({ sum: expected.variant, orders: sold.variant });
    expect(Math.min(ownLedger.lowest, variantLedger.lowest)).toBeGreaterThanOrEqual(0);
    if (initial < 10) expect(results.some((r) => r.status === 409)).toBe(true);
  });
});
