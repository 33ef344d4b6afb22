import { limitMessage } from '@shop/domain/cart.rules';
import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';
import { Order, OrderPage } from '@shop/domain/order-response.schemas';
import { ORDER_TOTAL_MESSAGES, priceOrder } from '@shop/domain/order-pricing';
import { FALLBACK_SHIPPING_FEE } from '@shop/domain/shipping.rules';
import { VOUCHER_MESSAGES } from '@shop/domain/voucher.rules';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderItems,
  orderPromotions,
  orderStatusHistory,
  orders,
  productVariants,
  products,
  promotionUsages,
  users,
} from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { userDirectory } from '../users/users.service';
import { listHistoryWithActors } from './order-history';
import { insertOrder } from './orders.repo';
import { ORDER_MESSAGES } from './orders.service';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import {
  ADDRESSES,
  type Shop,
  orderBody,
  placeOrder,
  placedOrder,
  productStock,
  seedShop,
  variantStock,
} from './orders.testing';
import { setShelf } from '../stock/stock.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let shop: Shop;
let shopper: SignedUp;
// One shopper places most of this file's orders, more than the per-account limit allows a real one in an hour
// (REQUEST_LIMITS.createOrder, tested in request-limits.test.ts).
const RATE_LIMIT_FACTOR = 10;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false, env: { RATE_LIMIT_FACTOR: String(RATE_LIMIT_FACTOR) } });
  shop = await seedShop(t.db);
  shopper = await signUp(t.app);
});
afterAll(() => t?.close());

const body = (overrides: Record<string, unknown> = {}) => orderBody(overrides, shop);
const nonField = (message: string) => ({ non_field_errors: [message] });
const orderCount = async () => Number((await t.db.select({ n: count() }).from(orders))[0]!.n);
const fee = async (address: object, orderTotal: number) =>
  (
    await call(t.app, 'POST', '/api/shipping/calculate-fee/', {
      body: { destination_address: '12 Nguyễn Huệ', ...address, order_total: String(orderTotal) },
    })
  ).body as { shipping_fee: number };

describe('POST /api/orders/: signed in only', () => {
  it('answers 401 without a token, before looking at the body', async () => {
    const res = await call(t.app, 'POST', '/api/orders/', { body: { items: 'junk' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Thông tin xác thực không hợp lệ hoặc đã hết hạn.' });
  });
});

describe('POST /api/orders/: a placed order', () => {
  it('answers 201 with the DESIGN §3 order, keeps snapshots, takes stock and counts the sale', async () => {
    const { oolong, syrup } = shop.products;
    const { strawberry } = shop.variants;
    const before = { oolong: await productStock(t.db, oolong.id), strawberry: await variantStock(t.db, strawberry.id) };
    const syrupBefore = await productStock(t.db, syrup.id);

    const res = await placeOrder(
      t.app,
      shopper.tokens.access,
      body({
        items: [
          { product: oolong.id, variant: null, quantity: 2 },
          { product: syrup.id, variant: strawberry.id, quantity: 1 },
        ],
        note: 'Giao giờ hành chính',
        phone_number: '0909 123 456',
        email: 'Khach@Example.com',
      }),
    );
    expect(res.status).toBe(201);
    expect(Object.keys(res.body as object).sort()).toEqual(Object.keys(Order.shape).sort());
    const order = Order.parse(res.body);
    expect(order.id).toBeGreaterThanOrEqual(10_000_000);
    expect(order.id).toBeLessThanOrEqual(99_999_999);
    expect(order).toMatchObject({
      status: 'pending',
      status_display: 'Chờ xác nhận',
      tracking_number: null,
      shipping_company: null,
      shipping_address: '12 Nguyễn Huệ',
      ...ADDRESSES.near,
      phone_number: '0909123456',
      email: 'khach@example.com',
      note: 'Giao giờ hành chính',
      total_price: 2 * 99_000 + 85_000,
      shipping_fee: 15_000,
      discount: 0,
      have_tax: false,
      tax: 0,
      final_total: 2 * 99_000 + 85_000 + 15_000,
      payment_method: 'cash',
      payment_status: 'unpaid',
      company_payment_received: false,
      sepay_transfer_amount: 0,
      sepay_gateway: null,
      promotions: [],
    });
    expect(order.status_history.map((h) => h.status)).toEqual(['pending']);
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        product: { id: oolong.id, name: 'Trà ô long' },
        variant: null,
        product_name: 'Trà ô long',
        variant_name: null,
        product_image_url: '/media/Trà ô long.webp',
        variant_image_url: null,
        quantity: 2,
        unit: 'Gói',
        product_weight: 1,
        price: 99_000,
        total_price: 198_000,
      },
      {
        id: expect.any(Number),
        product: { id: syrup.id, name: 'Siro' },
        variant: { id: strawberry.id, name: 'Vị dâu' },
        product_name: 'Siro',
        variant_name: 'Vị dâu',
        product_image_url: '/media/Siro.webp',
        variant_image_url: '/media/Vị dâu.webp',
        quantity: 1,
        unit: 'Hộp',
        product_weight: 1.3,
        price: 85_000,
        total_price: 85_000,
      },
    ]);

    expect(await productStock(t.db, oolong.id)).toEqual({
      stock: before.oolong.stock - 2,
      sold: before.oolong.sold + 2,
    });
    expect(await variantStock(t.db, strawberry.id)).toBe(before.strawberry - 1);
    // The variant's units count as the product's sales; the product's own stock is untouched.
    expect(await productStock(t.db, syrup.id)).toEqual({ stock: syrupBefore.stock, sold: syrupBefore.sold + 1 });

    // The snapshot stays when the catalogue changes.
    await t.db.update(products).set({ name: 'Trà ô long mới', price: 1 }).where(eq(products.id, oolong.id));
    const again = Order.parse(
      (await call(t.app, 'GET', `/api/orders/${order.id}/`, { token: shopper.tokens.access })).body,
    );
    expect(again.items[0]).toMatchObject({ product_name: 'Trà ô long', price: 99_000 });
    await t.db.update(products).set({ name: 'Trà ô long', price: 120_000 }).where(eq(products.id, oolong.id));
  });

  it('ignores every price and fee the client sends: the totals are priceOrder over the database prices', async () => {
    const { oolong, milk, syrup } = shop.products;
    const { mango } = shop.variants;
    const items = [
      { product: oolong.id, variant: null, quantity: 3, price: 1, discount_price: 1, total_price: 1 },
      { product: milk.id, quantity: 2, price: 1 },
      { product: syrup.id, variant: mango.id, quantity: 1, price: 1 },
    ];
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      body({
        items,
        ...ADDRESSES.mid,
        shipping_fee: 1,
        total_price: 1,
        discount: 999_999,
        final_total: 1,
        tax: 0.5,
        have_tax: true,
        promotion_ids: [shop.promo.GIAM10.id],
      }),
    );

    const [p] = await t.db.select().from(products).where(eq(products.id, oolong.id));
    const [m] = await t.db.select().from(products).where(eq(products.id, milk.id));
    const [v] = await t.db.select().from(productVariants).where(eq(productVariants.id, mango.id));
    const expectedFee = (await fee(ADDRESSES.mid, 3 * 99_000 + 2 * 250_000 + 100_000)).shipping_fee;
    const expected = priceOrder({
      lines: [
        { price: p!.price, discount_price: p!.discountPrice, quantity: 3 },
        { price: m!.price, discount_price: m!.discountPrice, quantity: 2 },
        { price: v!.price, discount_price: v!.discountPrice, quantity: 1 },
      ],
      shippingFee: expectedFee,
      voucher: { value: 10, is_percentage: true },
    });
    expect(order).toMatchObject({
      total_price: expected.subtotal,
      shipping_fee: expected.shippingFee,
      discount: expected.discount,
      final_total: expected.finalTotal,
      have_tax: false,
      tax: 0,
    });
    // The same numbers by hand (DESIGN §4), to the dong: 297,000 + 500,000 + 100,000 (the mango's discount price
    // is above its price, so ignored) = 897,000; 10 % = 89,700; 6.2 km = 15,000 + 4 × 3,000.
    expect([order.total_price, order.discount, order.shipping_fee, order.final_total]).toEqual([
      897_000, 89_700, 27_000, 834_300,
    ]);
    expect(order.items.map((i) => i.price)).toEqual([99_000, 250_000, 100_000]);

    // What is stored is what was answered.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect([row!.totalPrice, row!.shippingFee, row!.discount, row!.finalTotal]).toEqual([
      897_000, 27_000, 89_700, 834_300,
    ]);
  });

  it.each([
    ['near, small order', ADDRESSES.near, 1, 15_000],
    ['near, 1,000,000 ₫ or more: free', ADDRESSES.near, 11, 0],
    ['4.9 km, big: free', ADDRESSES.edge, 11, 0],
    ['4.9 km, small', ADDRESSES.edge, 1, 21_000],
    ['6.2 km, big: not free beyond 5 km', ADDRESSES.mid, 11, 27_000],
    ['43 km: the cap', ADDRESSES.far, 1, 60_000],
    ['another province: the carrier collects', ADDRESSES.hanoi, 1, 0],
    ['an unknown address: the fallback', ADDRESSES.unknown, 1, FALLBACK_SHIPPING_FEE],
  ])('shipping fee %s is the calculate-fee answer', async (_name, address, quantity, expectedFee) => {
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      body({ ...address, items: [{ product: shop.products.oolong.id, quantity }] }),
    );
    expect(order.shipping_fee).toBe(expectedFee);
    expect(order.shipping_fee).toBe((await fee(address, quantity * 99_000)).shipping_fee);
    expect(order.final_total).toBe(quantity * 99_000 + expectedFee);
  });

  it('keeps the resolved address codes (names resolved without accents) and the recipient name', async () => {
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      body({ city: 'ho chi minh', district: 'quan 1', ward: 'ben nghe', full_name: 'Trần Thị Bích' }),
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect([row!.cityCode, row!.districtCode, row!.wardCode, row!.recipientName]).toEqual([
      '79',
      '760',
      '26740',
      'Trần Thị Bích',
    ]);
    // The order keeps the names they resolved to, not what was typed.
    expect([order.city, order.district, order.ward]).toEqual(['Thành phố Hồ Chí Minh', 'Quận 1', 'Phường Bến Nghé']);
    // A ward typed freely that resolves to nothing is kept as typed.
    const free = await placedOrder(t.app, shopper.tokens.access, body({ ward: 'Khu phố 3' }));
    expect([free.city, free.district, free.ward]).toEqual(['Thành phố Hồ Chí Minh', 'Quận 1', 'Khu phố 3']);
  });

  it('takes codes whose names agree with them', async () => {
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      body({
        city: 'ho chi minh',
        district: 'quan 1',
        ward: 'ben nghe',
        city_code: '79',
        district_code: '760',
        ward_code: '26740',
      }),
    );
    expect(order.shipping_fee).toBe(15_000);
  });

  it('merges lines of the same product and variant', async () => {
    const { oolong, syrup } = shop.products;
    const { strawberry } = shop.variants;
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      body({
        items: [
          { product: syrup.id, variant: strawberry.id, quantity: 1 },
          { product: oolong.id, quantity: 2 },
          { product: oolong.id, variant: null, quantity: 3 },
          { product: syrup.id, variant: strawberry.id, quantity: 1 },
        ],
      }),
    );
    expect(order.items.map((i) => [i.product_name, i.variant_name, i.quantity])).toEqual([
      ['Trà ô long', null, 5],
      ['Siro', 'Vị dâu', 2],
    ]);
  });
});

describe('POST /api/orders/: bad input is a 400, never a 500, and writes nothing', () => {
  it.each([0, -1, 1.5, 'abc', 10 ** 9, '2', true, null])('quantity %s', async (quantity) => {
    const before = await orderCount();
    const res = await placeOrder(
      t.app,
      shopper.tokens.access,
      body({ items: [{ product: shop.products.oolong.id, variant: null, quantity }] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ 'items.0.quantity': [CHECKOUT_MESSAGES.quantityInvalid] });
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['a string', '"hello"'],
    ['an array', '[1, 2]'],
    ['broken JSON', '{"items": ['],
    ['items not a list', JSON.stringify({ items: 'x' })],
    ['a product id as text', JSON.stringify({ items: [{ product: '1', quantity: 1 }] })],
    ['a product id beyond int4', JSON.stringify({ items: [{ product: 2 ** 31, quantity: 1 }] })],
    ['no items', JSON.stringify({ items: [] })],
  ])('%s', async (_name, raw) => {
    const res = await placeOrder(t.app, shopper.tokens.access, raw);
    expect(res.status).toBe(400);
  });

  it('uses the spec messages for the contact and address fields', async () => {
    const res = await placeOrder(
      t.app,
      shopper.tokens.access,
      body({ phone_number: '12345', email: 'x', shipping_address: '', city: '', district: '', ward: '' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      phone_number: ['Số điện thoại không hợp lệ'],
      email: ['Email không hợp lệ'],
      shipping_address: ['Vui lòng nhập địa chỉ'],
      city: ['Vui lòng chọn Tỉnh/Thành phố'],
      district: ['Vui lòng chọn Quận/Huyện'],
      ward: ['Vui lòng chọn Phường/Xã'],
    });
  });

  it.each([
    ['an unknown product', () => [{ product: 999_999, quantity: 1 }], () => 'Sản phẩm #999999 không tồn tại.'],
    [
      'an inactive product',
      () => [{ product: shop.products.retired.id, quantity: 1 }],
      () => 'Sản phẩm "Trà cũ" hiện đã ngừng kinh doanh.',
    ],
    [
      'an unknown variant',
      () => [{ product: shop.products.syrup.id, variant: 999_999, quantity: 1 }],
      () => 'Phân loại #999999 không thuộc sản phẩm "Siro".',
    ],
    [
      'a variant of another product',
      () => [{ product: shop.products.syrup.id, variant: shop.variants.coconut.id, quantity: 1 }],
      () => `Phân loại #${shop.variants.coconut.id} không thuộc sản phẩm "Siro".`,
    ],
    [
      'an inactive variant',
      () => [{ product: shop.products.syrup.id, variant: shop.variants.peach.id, quantity: 1 }],
      () => 'Sản phẩm "Siro - Vị đào" hiện đã ngừng kinh doanh.',
    ],
    [
      'above the product cart limit',
      () => [{ product: shop.products.milk.id, quantity: 6 }],
      () => limitMessage(5, 'Bột sữa'),
    ],
    [
      'above the limit once lines are merged',
      () => [
        { product: shop.products.milk.id, quantity: 3 },
        { product: shop.products.milk.id, quantity: 3 },
      ],
      () => limitMessage(5, 'Bột sữa'),
    ],
    [
      'above the variant cart limit',
      () => [{ product: shop.products.syrup.id, variant: shop.variants.strawberry.id, quantity: 4 }],
      () => "Rất tiếc, bạn chỉ có thể tối đa 3 sản phẩm 'Siro - Vị dâu' trong giỏ hàng.",
    ],
  ])('%s', async (_name, items, message) => {
    const before = await orderCount();
    const stock = await productStock(t.db, shop.products.oolong.id);
    const res = await placeOrder(
      t.app,
      shopper.tokens.access,
      body({ items: [{ product: shop.products.oolong.id, quantity: 1 }, ...items()] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(nonField(message()));
    expect(await orderCount()).toBe(before);
    expect(await productStock(t.db, shop.products.oolong.id)).toEqual(stock);
  });

  it('refuses an order whose amounts would not fit the database', async () => {
    const machine = { product: shop.products.machine.id, quantity: 999 };
    const res = await placeOrder(t.app, shopper.tokens.access, body({ items: [machine, machine] }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(nonField(ORDER_TOTAL_MESSAGES.tooLarge));
  });

  it('refuses sepay and payos while they are not configured', async () => {
    for (const method of ['sepay', 'payos']) {
      const res = await placeOrder(t.app, shopper.tokens.access, body({ payment_method: method }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ payment_method: ['Phương thức thanh toán này hiện không khả dụng.'] });
    }
  });
});

describe('POST /api/orders/: address codes must agree with their names', () => {
  const hcmcName = { ...ADDRESSES.mid };
  const hanoiCodes = { city_code: '01', district_code: '001', ward_code: '00001' };
  const hcmcCodes = { city_code: '79', district_code: '766', ward_code: '26992' };

  it.each([
    ["an HCMC name with Hà Nội's codes", { ...hcmcName, ...hanoiCodes }],
    ["a Hà Nội name with HCMC's codes", { ...ADDRESSES.hanoi, ...hcmcCodes }],
    ["an HCMC name with Hà Nội's city code only", { ...hcmcName, city_code: '01' }],
  ])('%s is a 400 on the city, with or without FREESHIP, and writes nothing', async (_, address) => {
    const buyer = await signUp(t.app);
    const before = await orderCount();
    const stock = await productStock(t.db, shop.products.oolong.id);
    for (const promotion_ids of [[], [shop.promo.FREESHIP.id]]) {
      const res = await placeOrder(t.app, buyer.tokens.access, body({ ...address, promotion_ids }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ city: [CHECKOUT_MESSAGES.cityMismatch] });
    }
    expect(await orderCount()).toBe(before);
    expect(await productStock(t.db, shop.products.oolong.id)).toEqual(stock);
    // calculate-fee says the same, so the forged pair gets no 0 fee there either.
    const quote = await call(t.app, 'POST', '/api/shipping/calculate-fee/', {
      body: { ...address, order_total: '1500000' },
    });
    expect(quote).toMatchObject({ status: 400, body: { city: [CHECKOUT_MESSAGES.cityMismatch] } });
  });

  it('names the lower level that contradicts its code', async () => {
    const res = await placeOrder(
      t.app,
      shopper.tokens.access,
      body({ ...ADDRESSES.mid, city_code: '79', district_code: '760', ward_code: '26740' }),
    );
    expect(res).toMatchObject({ status: 400, body: { district: [CHECKOUT_MESSAGES.districtMismatch] } });
  });

  it('the agreeing HCMC address still gets FREESHIP', async () => {
    const buyer = await signUp(t.app);
    const order = await placedOrder(
      t.app,
      buyer.tokens.access,
      body({ ...hcmcName, ...hcmcCodes, promotion_ids: [shop.promo.FREESHIP.id] }),
    );
    expect([order.shipping_fee, order.discount, order.city]).toEqual([27_000, 27_000, 'Thành phố Hồ Chí Minh']);
  });
});

describe('POST /api/orders/: stock', () => {
  it('refuses more than the stock with 409 and rolls back every line', async () => {
    const { oolong, scarce } = shop.products;
    const before = { oolong: await productStock(t.db, oolong.id), orders: await orderCount() };
    const res = await placeOrder(
      t.app,
      shopper.tokens.access,
      body({
        items: [
          { product: oolong.id, quantity: 2 },
          { product: scarce.id, quantity: 3 },
        ],
        promotion_ids: [shop.promo.ONCE.id],
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual(nonField('Sản phẩm "Trân châu" không đủ hàng (còn 2).'));
    expect(await productStock(t.db, oolong.id)).toEqual(before.oolong);
    expect(await productStock(t.db, scarce.id)).toEqual({ stock: 2, sold: 0 });
    expect(await orderCount()).toBe(before.orders);
    // The voucher use was rolled back too.
    const uses = await t.db.select().from(promotionUsages).where(eq(promotionUsages.userId, shopper.user.id));
    expect(uses.filter((u) => u.promotionId === shop.promo.ONCE.id)).toEqual([]);
  });

  it("checks a variant's own stock", async () => {
    const { syrup } = shop.products;
    const { mango } = shop.variants;
    const other = await signUp(t.app);
    await setShelf(t.db, { productId: syrup.id, variantId: mango.id }, 1);
    const res = await placeOrder(
      t.app,
      other.tokens.access,
      body({ items: [{ product: syrup.id, variant: mango.id, quantity: 2 }] }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual(nonField('Sản phẩm "Siro - Vị xoài" không đủ hàng (còn 1).'));
    await setShelf(t.db, { productId: syrup.id, variantId: mango.id }, 10);
  });
});

describe('POST /api/orders/: vouchers', () => {
  it('applies a percentage voucher and keeps its snapshot', async () => {
    const buyer = await signUp(t.app);
    const order = await placedOrder(
      t.app,
      buyer.tokens.access,
      body({ items: [{ product: shop.products.oolong.id, quantity: 3 }], promotion_ids: [shop.promo.GIAM10.id] }),
    );
    // 297,000 − 29,700 + 15,000
    expect([order.total_price, order.discount, order.shipping_fee, order.final_total]).toEqual([
      297_000, 29_700, 15_000, 282_300,
    ]);
    expect(order.promotions).toEqual([
      {
        id: expect.any(Number),
        discount_amount: 29_700,
        promotion: { code: 'GIAM10', description: 'Giảm 10% mọi đơn', value_display: 'Giảm 10%', image_url: '' },
      },
    ]);
    const uses = await t.db.select().from(promotionUsages).where(eq(promotionUsages.orderId, order.id));
    expect(uses).toHaveLength(1);
  });

  it('applies a fixed voucher from its minimum, and says the minimum below it', async () => {
    const buyer = await signUp(t.app);
    const under = await placeOrder(
      t.app,
      buyer.tokens.access,
      body({ items: [{ product: shop.products.oolong.id, quantity: 3 }], promotion_ids: [shop.promo.GIAM50K.id] }),
    );
    expect(under.status).toBe(400);
    expect(under.body).toEqual(nonField('Đơn hàng chưa đạt giá trị tối thiểu 300.000\u00a0₫'));
    expect(under.body).toEqual(nonField(VOUCHER_MESSAGES.belowMinimum(300_000)));

    const order = await placedOrder(
      t.app,
      buyer.tokens.access,
      body({ items: [{ product: shop.products.milk.id, quantity: 2 }], promotion_ids: [shop.promo.GIAM50K.id] }),
    );
    expect([order.total_price, order.discount, order.final_total]).toEqual([500_000, 50_000, 465_000]);
    expect(order.promotions[0]!.promotion).toMatchObject({
      code: 'GIAM50K',
      description: 'Cho đơn hàng từ 300.000\u00a0₫',
      value_display: 'Giảm 50.000\u00a0₫',
    });
  });

  it('free shipping takes the fee in HCMC and is refused elsewhere or for an unknown address', async () => {
    const buyer = await signUp(t.app);
    const free = await placedOrder(
      t.app,
      buyer.tokens.access,
      body({ ...ADDRESSES.mid, promotion_ids: [shop.promo.FREESHIP.id] }),
    );
    expect([free.total_price, free.shipping_fee, free.discount, free.final_total]).toEqual([
      99_000, 27_000, 27_000, 99_000,
    ]);
    expect(free.promotions[0]).toMatchObject({
      discount_amount: 27_000,
      promotion: { code: 'FREESHIP', value_display: 'Freeship', image_url: '/media/freeship.svg' },
    });

    for (const address of [ADDRESSES.hanoi, ADDRESSES.unknown]) {
      const res = await placeOrder(
        t.app,
        buyer.tokens.access,
        body({ ...address, promotion_ids: [shop.promo.FREESHIP.id] }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(nonField('Voucher Freeship chỉ áp dụng trong khu vực Thành phố Hồ Chí Minh'));
    }
  });

  it('refuses an inactive or unknown voucher, and two vouchers', async () => {
    const off = await placeOrder(t.app, shopper.tokens.access, body({ promotion_ids: [shop.promo.OFF.id] }));
    expect(off.status).toBe(400);
    expect(off.body).toEqual(nonField(VOUCHER_MESSAGES.inactive));

    const unknown = await placeOrder(t.app, shopper.tokens.access, body({ promotion_ids: [999_999] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(nonField('Voucher không tồn tại. Vui lòng chọn voucher khác'));

    const two = await placeOrder(
      t.app,
      shopper.tokens.access,
      body({ promotion_ids: [shop.promo.GIAM10.id, shop.promo.GIAM50K.id] }),
    );
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ promotion_ids: ['Mỗi đơn hàng chỉ được áp dụng một voucher.'] });
  });

  it('enforces the per-user limit with 409, per user; a cancelled order frees the use', async () => {
    const buyer = await signUp(t.app);
    const neighbour = await signUp(t.app);
    const first = await placedOrder(t.app, buyer.tokens.access, body({ promotion_ids: [shop.promo.ONCE.id] }));
    expect(first.discount).toBe(20_000);

    const second = await placeOrder(t.app, buyer.tokens.access, body({ promotion_ids: [shop.promo.ONCE.id] }));
    expect(second.status).toBe(409);
    expect(second.body).toEqual(nonField('Bạn đã sử dụng voucher này cho đơn hàng trước. Vui lòng chọn voucher khác'));
    // The promotions list agrees.
    const list = (await call(t.app, 'GET', '/api/promotions', { token: buyer.tokens.access })).body as {
      results: { code: string; can_user_use: boolean }[];
    };
    expect(list.results.find((p) => p.code === 'ONCE')?.can_user_use).toBe(false);
    await placedOrder(t.app, neighbour.tokens.access, body({ promotion_ids: [shop.promo.ONCE.id] }));

    const cancel = await call(t.app, 'POST', `/api/orders/${first.id}/update_status/`, {
      token: buyer.tokens.access,
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    const again = await placedOrder(t.app, buyer.tokens.access, body({ promotion_ids: [shop.promo.ONCE.id] }));
    expect(again.discount).toBe(20_000);
  });
});

describe('GET /api/orders/{id}/', () => {
  it("shows the owner's order, hides it from others as a 404, shows it to staff", async () => {
    const order = await placedOrder(t.app, shopper.tokens.access, body());
    const own = await call(t.app, 'GET', `/api/orders/${order.id}`, { token: shopper.tokens.access });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(order);

    const stranger = await signUp(t.app);
    const hidden = await call(t.app, 'GET', `/api/orders/${order.id}/`, { token: stranger.tokens.access });
    const missing = await call(t.app, 'GET', '/api/orders/10000000/', { token: stranger.tokens.access });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ detail: 'Không tìm thấy đơn hàng.' });
    expect(missing).toMatchObject({ status: 404, body: hidden.body });

    const staff = await signUp(t.app);
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    const seen = await call(t.app, 'GET', `/api/orders/${order.id}/`, { token: staff.tokens.access });
    expect(seen.status).toBe(200);

    expect((await call(t.app, 'GET', '/api/orders/abc/', { token: shopper.tokens.access })).status).toBe(400);
    expect((await call(t.app, 'GET', `/api/orders/${order.id}/`)).status).toBe(401);
  });
});

describe('GET /api/orders/my_orders/', () => {
  it('pages the own orders by 10, newest first', async () => {
    const buyer = await signUp(t.app);
    const placed: number[] = [];
    for (let i = 0; i < 12; i++) placed.push((await placedOrder(t.app, buyer.tokens.access, body())).id);
    // created_at ties are broken by id; make the order unambiguous for the assertion.
    for (const [i, id] of placed.entries()) {
      await t.db
        .update(orders)
        .set({ createdAt: sql`now() - ${`${12 - i} minutes`}::interval` })
        .where(eq(orders.id, id));
    }
    const newestFirst = [...placed].reverse();

    const page1 = await call(t.app, 'GET', '/api/orders/my_orders/', { token: buyer.tokens.access });
    expect(page1.status).toBe(200);
    const p1 = OrderPage.parse(page1.body);
    expect(p1.count).toBe(12);
    expect(p1.results.map((o) => o.id)).toEqual(newestFirst.slice(0, 10));
    expect(p1.next).toBe('http://shop.test/api/orders/my_orders/?page=2');
    expect(p1.previous).toBeNull();

    const p2 = OrderPage.parse(
      (await call(t.app, 'GET', '/api/orders/my_orders/?page=2', { token: buyer.tokens.access })).body,
    );
    expect(p2.results.map((o) => o.id)).toEqual(newestFirst.slice(10));
    expect([p2.next, p2.previous]).toEqual([null, 'http://shop.test/api/orders/my_orders/?page=1']);

    expect((await call(t.app, 'GET', '/api/orders/my_orders/?page=3', { token: buyer.tokens.access })).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', '/api/orders/my_orders/?page=x', { token: buyer.tokens.access })).status).toBe(
      400,
    );
    // page_size is honoured, kept in the links, and clamped at 100 like the catalogue's.
    const small = OrderPage.parse(
      (await call(t.app, 'GET', '/api/orders/my_orders/?page=2&page_size=5', { token: buyer.tokens.access })).body,
    );
    expect(small.results.map((o) => o.id)).toEqual(newestFirst.slice(5, 10));
    expect([small.next, small.previous]).toEqual([
      'http://shop.test/api/orders/my_orders/?page=3&page_size=5',
      'http://shop.test/api/orders/my_orders/?page=1&page_size=5',
    ]);
    const all = OrderPage.parse(
      (await call(t.app, 'GET', '/api/orders/my_orders/?page_size=100000', { token: buyer.tokens.access })).body,
    );
    expect([all.results.length, all.next]).toEqual([12, null]);
    for (const bad of ['0', '-1', 'x', '1.5']) {
      const res = await call(t.app, 'GET', `/api/orders/my_orders/?page_size=${bad}`, { token: buyer.tokens.access });
      expect(res.status, bad).toBe(400);
      expect(res.body).toHaveProperty('page_size');
    }

    const stranger = await signUp(t.app);
    const empty = await call(t.app, 'GET', '/api/orders/my_orders', { token: stranger.tokens.access });
    expect(empty.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await call(t.app, 'GET', '/api/orders/my_orders/')).status).toBe(401);
  });
});

describe('POST /api/orders/{id}/update_status/', () => {
  const update = (token: string, id: number, status: unknown) =>
    call(t.app, 'POST', `/api/orders/${id}/update_status/`, { token, body: { status } });

  it('lets the owner cancel a pending unpaid order: stock, sales and history follow', async () => {
    const buyer = await signUp(t.app);
    const { oolong, syrup } = shop.products;
    const { strawberry } = shop.variants;
    const before = {
      oolong: await productStock(t.db, oolong.id),
      syrup: await productStock(t.db, syrup.id),
      strawberry: await variantStock(t.db, strawberry.id),
    };
    const order = await placedOrder(
      t.app,
      buyer.tokens.access,
      body({
        items: [
          { product: oolong.id, quantity: 2 },
          { product: syrup.id, variant: strawberry.id, quantity: 2 },
        ],
      }),
    );
    expect(await variantStock(t.db, strawberry.id)).toBe(before.strawberry - 2);

    const res = await update(buyer.tokens.access, order.id, 'cancelled');
    expect(res.status).toBe(200);
    const cancelled = Order.parse(res.body);
    expect([cancelled.status, cancelled.status_display]).toEqual(['cancelled', 'Đã hủy']);
    expect(cancelled.status_history.map((h) => h.status)).toEqual(['pending', 'cancelled']);
    expect(await productStock(t.db, oolong.id)).toEqual(before.oolong);
    expect(await productStock(t.db, syrup.id)).toEqual(before.syrup);
    expect(await variantStock(t.db, strawberry.id)).toBe(before.strawberry);

    // Twice: nothing more comes back.
    const again = await update(buyer.tokens.access, order.id, 'cancelled');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'Chỉ có thể hủy đơn hàng đang chờ xác nhận và chưa thanh toán.' });
    expect(await productStock(t.db, oolong.id)).toEqual(before.oolong);
  });

  it('refuses the owner anything but cancelling, and cancelling once paid or past pending', async () => {
    const buyer = await signUp(t.app);
    const order = await placedOrder(t.app, buyer.tokens.access, body());
    const other = await update(buyer.tokens.access, order.id, 'processing');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ detail: 'Bạn chỉ có thể hủy đơn hàng của mình.' });

    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    expect((await update(buyer.tokens.access, order.id, 'cancelled')).status).toBe(409);
    await t.db.update(orders).set({ paymentStatus: 'unpaid', status: 'processing' }).where(eq(orders.id, order.id));
    expect((await update(buyer.tokens.access, order.id, 'cancelled')).status).toBe(409);

    expect((await update(buyer.tokens.access, order.id, 'lost')).status).toBe(400);
  });

  it('refuses the owner a cancel once any money arrived, a partial transfer included', async () => {
    const buyer = await signUp(t.app);
    const before = await productStock(t.db, shop.products.oolong.id);
    const order = await placedOrder(t.app, buyer.tokens.access, body());
    // What a short SePay transfer leaves on the order: unpaid, with money received.
    await t.db.update(orders).set({ amountReceived: 1_000, sepayTransferAmount: 1_000 }).where(eq(orders.id, order.id));
    const res = await update(buyer.tokens.access, order.id, 'cancelled');
    expect(res).toMatchObject({ status: 409, body: { detail: ORDER_MESSAGES.moneyReceived } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect([row!.status, row!.paymentStatus]).toEqual(['pending', 'unpaid']);
    expect(await productStock(t.db, shop.products.oolong.id)).toEqual({
      stock: before.stock - 1,
      sold: before.sold + 1,
    });
  });

  it("answers 404 for another user's order, and 401 without a token", async () => {
    const order = await placedOrder(t.app, shopper.tokens.access, body());
    const stranger = await signUp(t.app);
    const res = await update(stranger.tokens.access, order.id, 'cancelled');
    expect(res.status).toBe(404);
    expect((await productStock(t.db, shop.products.oolong.id)).stock).toBeGreaterThanOrEqual(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending');
    expect(
      (await call(t.app, 'POST', `/api/orders/${order.id}/update_status/`, { body: { status: 'x' } })).status,
    ).toBe(401);
  });

  it('lets staff walk the DESIGN §4 machine; a return gives the stock back, wrong steps are 409', async () => {
    const staff = await signUp(t.app);
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    const { oolong } = shop.products;
    const before = await productStock(t.db, oolong.id);
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      body({ items: [{ product: oolong.id, quantity: 4 }] }),
    );

    const skip = await update(staff.tokens.access, order.id, 'shipped');
    expect(skip.status).toBe(409);
    expect(skip.body).toEqual({ detail: 'Không thể chuyển đơn hàng từ "Chờ xác nhận" sang "Đang giao hàng".' });

    for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered'] as const) {
      const res = await update(staff.tokens.access, order.id, status);
      expect(res.status, status).toBe(200);
    }
    expect(await productStock(t.db, oolong.id)).toEqual({ stock: before.stock - 4, sold: before.sold + 4 });
    const returned = Order.parse((await update(staff.tokens.access, order.id, 'returned')).body);
    expect(returned.status_history.map((h) => h.status)).toEqual([
      'pending',
      'accounting_processing',
      'processing',
      'shipped',
      'delivered',
      'returned',
    ]);
    expect(await productStock(t.db, oolong.id)).toEqual(before);
    expect((await update(staff.tokens.access, order.id, 'cancelled')).status).toBe(409);
  });

  it("records who made each change: staff by id, the shopper and the system as null; the shopper's answer names nobody", async () => {
    const staff = await signUp(t.app);
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    const buyer = await signUp(t.app);
    const order = await placedOrder(t.app, buyer.tokens.access, body());
    await update(staff.tokens.access, order.id, 'accounting_processing');
    const cancelled = await placedOrder(t.app, buyer.tokens.access, body());
    await update(buyer.tokens.access, cancelled.id, 'cancelled');

    expect((await listHistoryWithActors(t.db, order.id, userDirectory)).map((h) => [h.status, h.actor])).toEqual([
      ['pending', null],
      ['accounting_processing', { id: staff.user.id, email: staff.user.email }],
    ]);
    expect((await listHistoryWithActors(t.db, cancelled.id, userDirectory)).map((h) => h.actor)).toEqual([null, null]);

    const seen = await call(t.app, 'GET', `/api/orders/${order.id}/`, { token: buyer.tokens.access });
    const history = (seen.body as { status_history: object[] }).status_history;
    for (const entry of history) expect(Object.keys(entry).sort()).toEqual(['at', 'status']);
  });

  it('staff cancelling or taking back a paid order makes a refund due, never leaves it paid', async () => {
    const staff = await signUp(t.app);
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    const order = await placedOrder(t.app, shopper.tokens.access, body());
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', companyPaymentReceived: true, amountReceived: order.final_total })
      .where(eq(orders.id, order.id));
    const res = await update(staff.tokens.access, order.id, 'cancelled');
    expect(res.status).toBe(200);
    expect(Order.parse(res.body)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refund_due',
      amount_received: order.final_total,
    });

    const unpaid = await placedOrder(t.app, shopper.tokens.access, body());
    const plain = Order.parse((await update(staff.tokens.access, unpaid.id, 'cancelled')).body);
    expect([plain.status, plain.payment_status]).toEqual(['cancelled', 'unpaid']);

    const delivered = await placedOrder(t.app, shopper.tokens.access, body());
    await t.db
      .update(orders)
      .set({ status: 'delivered', paymentStatus: 'paid', companyPaymentReceived: true })
      .where(eq(orders.id, delivered.id));
    const returned = Order.parse((await update(staff.tokens.access, delivered.id, 'returned')).body);
    expect([returned.status, returned.payment_status]).toEqual(['returned', 'refund_due']);
  });
});

describe('GET /api/orders/lookup/', () => {
  const lookup = (query: string, ip?: string) => call(t.app, 'GET', `/api/orders/lookup/?${query}`, { ip });

  it('finds an order by id and e-mail (any case), without signing in', async () => {
    const order = await placedOrder(t.app, shopper.tokens.access, body({ email: 'tra.cuu@example.com' }));
    const res = await lookup(`order_id=${order.id}&email=Tra.Cuu@Example.COM`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, order });
  });

  it('answers the same 404 for a wrong e-mail and an unknown id', async () => {
    const order = await placedOrder(t.app, shopper.tokens.access, body({ email: 'dung@example.com' }));
    const wrong = await lookup(`order_id=${order.id}&email=sai@example.com`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ success: false, error: 'Không tìm thấy đơn hàng.' });
    expect(await lookup('order_id=10000001&email=dung@example.com')).toMatchObject({ status: 404, body: wrong.body });
  });

  it("finds a phone-only guest's order by id and phone, however the phone is written", async () => {
    const guest = await signUp(t.app, { email: '0987654321@guest.local' });
    const order = await placedOrder(
      t.app,
      guest.tokens.access,
      body({ email: '0987654321@guest.local', phone_number: '0987 654 321' }),
    );
    for (const phone of ['0987654321', '0987%20654%20321', '%2B84987654321', '84%20987%20654%20321', '0987.654.321']) {
      expect(await lookup(`order_id=${order.id}&email=${phone}`)).toMatchObject({
        status: 200,
        body: { success: true, order },
      });
    }
    // The e-mail it was placed with still finds it.
    expect((await lookup(`order_id=${order.id}&email=0987654321%40guest.local`)).status).toBe(200);
  });

  it('matches a phone stored as 84… against one typed with a 0', async () => {
    const order = await placedOrder(t.app, shopper.tokens.access, body({ phone_number: '84912000111' }));
    expect((await lookup(`order_id=${order.id}&email=0912%20000%20111`)).body).toEqual({ success: true, order });
  });

  it('answers a wrong phone as it answers an unknown id', async () => {
    const order = await placedOrder(t.app, shopper.tokens.access, body({ phone_number: '0912000222' }));
    const wrong = await lookup(`order_id=${order.id}&email=0912000223`);
    expect(wrong).toMatchObject({ status: 404, body: { success: false, error: 'Không tìm thấy đơn hàng.' } });
    const unknown = await lookup('order_id=10000001&email=0912000222');
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
  });

  it('validates with the spec messages', async () => {
    expect((await lookup('order_id=1&email=0212%20000%20222')).body).toEqual({
      email: ['Số điện thoại không hợp lệ'],
    });
    const res = await lookup('order_id=&email=');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ order_id: ['Vui lòng nhập mã đơn hàng'], email: ['Vui lòng nhập email'] });
    expect((await lookup('order_id=abc&email=x')).body).toEqual({
      order_id: ['Mã đơn hàng không hợp lệ'],
      email: ['Email không hợp lệ'],
    });
  });

  it('allows 20 lookups (× RATE_LIMIT_FACTOR) per 10 minutes per client address', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 20 * RATE_LIMIT_FACTOR; i++) {
      expect((await lookup('order_id=10000001&email=a@b.vn', ip)).status).toBe(404);
    }
    const limited = await lookup('order_id=10000001&email=a@b.vn', ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup('order_id=10000001&email=a@b.vn', '10.200.0.2')).status).toBe(404);
  });
});

describe('order ids (decision 0005)', () => {
  it('are drawn again on a collision', async () => {
    const taken = await placedOrder(t.app, shopper.tokens.access, body());
    const draws = [taken.id, taken.id, 12_345_678];
    let inserted = 0;
    // Rolled back afterwards: an order without items is not a real order.
    await expect(
      t.db.transaction(async (tx) => {
        const values = {
          shippingAddress: 'x',
          phoneNumber: '0909123456',
          email: 'x@y.vn',
          totalPrice: 0,
          finalTotal: 0,
        };
        inserted = (await insertOrder(tx, values, () => draws.shift()!)).id;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inserted).toBe(12_345_678);
    expect(draws).toEqual([]);
  });
});

describe('integrity', () => {
  it('every order has items, a first history entry, and usages only with promotions', async () => {
    const all = await t.db.select({ id: orders.id }).from(orders);
    const ids = all.map((o) => o.id);
    const withItems = await t.db
      .selectDistinct({ id: orderItems.orderId })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids));
    expect(withItems).toHaveLength(ids.length);
    const firsts = await t.db
      .select({ id: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.status, 'pending')));
    expect(firsts).toHaveLength(ids.length);
    const uses = await t.db.select().from(promotionUsages);
    const promos = await t.db.select().from(orderPromotions);
    for (const use of uses) expect(promos.some((p) => p.orderId === use.orderId)).toBe(true);
    const [negative] = await t.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.stock} < 0`);
    expect(Number(negative!.n)).toBe(0);
  });
});
