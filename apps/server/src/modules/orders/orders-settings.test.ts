// An order in a shop that charges tax and has bank transfer and PayOS configured (settings and env, not code).
import { priceOrder } from '@shop/domain/order-pricing';
import { PublicConfig } from '@shop/domain/shop.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { saveShopSetting } from '../settings/settings.repo';
import { ADDRESSES, type Shop, orderBody, placedOrder, seedShop } from './orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let shopper: SignedUp;
beforeAll(async () => {
  t = await buildTestApp({
    seedDemo: false,
    env: {
      SHOP_BANK_BIN: '970436',
      SHOP_ACCOUNT_NO: '0123456789',
      SEPAY_API_KEY: 'sepay-test-key',
      PAYOS_CLIENT_ID: 'client',
      PAYOS_API_KEY: 'api',
      PAYOS_CHECKSUM_KEY: 'checksum',
    },
  });
  shop = await seedShop(t.db);
  // Before the first order reads (and caches) the settings.
  await saveShopSetting(t.db, 'tax', { have_tax: true, tax_rate: 0.1 });
  shopper = await signUp(t.app);
});
afterAll(() => t?.close());

describe('tax from the settings', () => {
  it('adds round(subtotal × rate) to the total and keeps the rate on the order', async () => {
    // 3 × 99,000 = 297,000; tax 10 % = 29,700 (on the subtotal, DESIGN §4); 10 % voucher = 29,700; 6.2 km = 27,000.
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      orderBody(
        {
          items: [{ product: shop.products.oolong.id, quantity: 3 }],
          ...ADDRESSES.mid,
          promotion_ids: [shop.promo.GIAM10.id],
        },
        shop,
      ),
    );
    expect(order).toMatchObject({ have_tax: true, tax: 0.1, total_price: 297_000, discount: 29_700 });
    expect(order.final_total).toBe(324_000);
    expect(order.final_total).toBe(
      priceOrder({
        lines: [{ price: 99_000, discount_price: null, quantity: 3 }],
        shippingFee: 27_000,
        voucher: { value: 10, is_percentage: true },
        taxRate: 0.1,
      }).finalTotal,
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.tax).toBe('0.1000');
  });

  it("tells checkout the rate (GET /api/config tax_rate): the summary priced with it is the order's total", async () => {
    const config = PublicConfig.parse((await call(t.app, 'GET', '/api/config')).body);
    expect(config.tax_rate).toBe(0.1);
    const quote = await call(t.app, 'POST', '/api/shipping/calculate-fee/', {
      body: { destination_address: '12 Nguyễn Huệ', ...ADDRESSES.mid, order_total: '198000' },
    });
    const preview = priceOrder({
      lines: [{ price: 99_000, discount_price: null, quantity: 2 }],
      shippingFee: (quote.body as { shipping_fee: number }).shipping_fee,
      taxRate: config.tax_rate,
    });
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      orderBody({ items: [{ product: shop.products.oolong.id, quantity: 2 }], ...ADDRESSES.mid }, shop),
    );
    expect(preview.taxAmount).toBe(19_800);
    expect(order.final_total).toBe(preview.finalTotal);
  });

  it('rounds the tax half up to the dong', async () => {
    // 45,005 × 10 % = 4,500.5 → 4,501.
    await t.db.update(products).set({ price: 45_005 }).where(eq(products.id, shop.products.jelly.id));
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      orderBody({ items: [{ product: shop.products.jelly.id, quantity: 1 }] }, shop),
    );
    expect([order.total_price, order.shipping_fee, order.final_total]).toEqual([
      45_005,
      15_000,
      45_005 + 15_000 + 4_501,
    ]);
  });
});

describe('payment methods configured', () => {
  it.each(['sepay', 'payos', 'cash'] as const)('%s is accepted and unpaid', async (method) => {
    const order = await placedOrder(t.app, shopper.tokens.access, orderBody({ payment_method: method }, shop));
    expect([order.payment_method, order.payment_status]).toEqual([method, 'unpaid']);
  });
});
