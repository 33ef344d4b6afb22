// Customer groups, quantity price tiers and pack multiples through the API (DESIGN §13).
import { Product } from '@shop/domain/catalog.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { auditOf, category, createdProduct, productBody } from '../../testing/catalog.testing';
import { type SignedUp, call, signUp } from '../auth/auth.testing';
import { type Shop, orderBody, placeOrder, placedOrder, seedShop } from '../orders/orders.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let staff: SignedUp;
let cafeOwner: SignedUp;
let shopper: SignedUp;
let shop: Shop;
let cafes: { id: number };

beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  shop = await seedShop(t.db);
  staff = await accountWithRole(t.app, t.db, 'staff');
  cafeOwner = await signUp(t.app);
  shopper = await signUp(t.app);
});
afterAll(() => t.close());

const groupsUrl = '/api/admin/customer-groups/';
const tiersUrl = (id: number) => `/api/admin/products/${id}/price-tiers/`;

describe('customer groups', () => {
  it('staff create, read, rename and list groups, each write audited; a customer may not', async () => {
    const denied = await adminCall(t.app, shopper, 'POST', groupsUrl, { body: { name: 'Quán cà phê' } });
    expect(denied.status).toBe(403);
    const created = await adminCall(t.app, staff, 'POST', groupsUrl, { body: { name: ' Quán cà phê ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Quán cà phê', description: '' });
    cafes = created.body as { id: number };
    const renamed = await adminCall(t.app, staff, 'PATCH', `${groupsUrl}${cafes.id}/`, {
      body: { description: 'Mua theo thùng' },
    });
    // Its receivables terms (DESIGN §17): pays now, no limit, unless set.
    expect(renamed.body).toEqual({
      id: cafes.id,
      name: 'Quán cà phê',
      description: 'Mua theo thùng',
      payment_terms_days: 0,
      credit_limit: null,
    });
    const list = await adminCall(t.app, staff, 'GET', groupsUrl);
    expect(list.body).toEqual([renamed.body]);
    expect((await auditOf(t.db, 'customer_group', cafes.id)).map((a) => a.action)).toEqual([
      'customer_group.create',
      'customer_group.update',
    ]);
  });

  it('refuses a blank or taken name with field messages, 404s an unknown group', async () => {
    const blank = await adminCall(t.app, staff, 'POST', groupsUrl, { body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ name: ['Vui lòng nhập tên nhóm khách hàng.'] });
    const taken = await adminCall(t.app, staff, 'POST', groupsUrl, { body: { name: 'QUÁN CÀ PHÊ' } });
    expect(taken.body).toEqual({ name: ['Tên nhóm này đã được dùng.'] });
    expect((await adminCall(t.app, staff, 'GET', `${groupsUrl}999999/`)).status).toBe(404);
  });

  it('keeps a group with members (409); deletes one without', async () => {
    // A customer joins through the customers API (its own tests cover the PATCH).
    const joined = await adminCall(t.app, staff, 'PATCH', `/api/admin/customers/${cafeOwner.user.id}/`, {
      body: { group: cafes.id },
    });
    expect(joined.body).toMatchObject({ id: cafeOwner.user.id, group: cafes.id });
    const inUse = await adminCall(t.app, staff, 'DELETE', `${groupsUrl}${cafes.id}/`);
    expect(inUse.status).toBe(409);
    const spare = await adminCall(t.app, staff, 'POST', groupsUrl, { body: { name: 'Đại lý' } });
    const id = (spare.body as { id: number }).id;
    expect((await adminCall(t.app, staff, 'DELETE', `${groupsUrl}${id}/`)).status).toBe(204);
    expect((await adminCall(t.app, staff, 'GET', `${groupsUrl}${id}/`)).status).toBe(404);
  });
});

describe('price tiers', () => {
  it('validates each tier against its line price, variant and group, with Vietnamese field messages', async () => {
    const { oolong } = shop.products; // line price 99,000
    const bad = await adminCall(t.app, staff, 'PUT', tiersUrl(oolong.id), {
      body: [
        { variant: null, group: null, min_quantity: 1, price: 90_000 },
        { variant: null, group: null, min_quantity: 5, price: 99_000 },
        { variant: shop.variants.coconut.id, group: null, min_quantity: 5, price: 1 },
        { variant: null, group: 999_999, min_quantity: 6, price: 80_000 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ '0.min_quantity': ['Số lượng tối thiểu phải là số nguyên từ 2 trở lên.'] });
    const bad2 = await adminCall(t.app, staff, 'PUT', tiersUrl(oolong.id), {
      body: [
        { variant: null, group: null, min_quantity: 5, price: 99_000 },
        { variant: shop.variants.coconut.id, group: null, min_quantity: 5, price: 1 },
        { variant: null, group: 999_999, min_quantity: 6, price: 80_000 },
      ],
    });
    expect(bad2.body).toEqual({
      '0.price': ['Giá theo số lượng phải thấp hơn giá bán hiện tại (99.000 ₫).'],
      '1.variant': ['Phân loại không thuộc sản phẩm này.'],
      '2.group': ['Nhóm khách hàng không tồn tại.'],
    });
    expect((await adminCall(t.app, staff, 'PUT', tiersUrl(999_999), { body: [] })).status).toBe(404);
  });

  it('replaces the list, audited; the public answer shows everyone’s tiers, plus the group’s when signed in', async () => {
    const { oolong } = shop.products;
    const before = await call(t.app, 'GET', `/api/products/${oolong.id}/`);
    expect(Product.parse(before.body).price_tiers).toEqual([]);
    const put = await adminCall(t.app, staff, 'PUT', tiersUrl(oolong.id), {
      body: [
        { variant: null, group: null, min_quantity: 10, price: 90_000 },
        { variant: null, group: cafes.id, min_quantity: 3, price: 85_000 },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await adminCall(t.app, staff, 'GET', tiersUrl(oolong.id))).body).toHaveLength(2);
    expect((await auditOf(t.db, 'product', oolong.id))[0]).toMatchObject({ action: 'product.price_tiers' });

    const anonymous = Product.parse((await call(t.app, 'GET', `/api/products/${oolong.id}/`)).body);
    expect(anonymous.price_tiers).toEqual([{ min_quantity: 10, price: 90_000 }]);
    const other = await call(t.app, 'GET', `/api/products/${oolong.id}/`, { token: shopper.tokens.access });
    expect((other.body as Product).price_tiers).toEqual([{ min_quantity: 10, price: 90_000 }]);
    const member = await call(t.app, 'GET', `/api/products/${oolong.id}/`, { token: cafeOwner.tokens.access });
    // The group's 85,000 from 3 beats everyone's 90,000 from 10, which is then never the price.
    expect((member.body as Product).price_tiers).toEqual([{ min_quantity: 3, price: 85_000 }]);
    // The anonymous answer is still the shared one (not the member's).
    const again = Product.parse((await call(t.app, 'GET', `/api/products/${oolong.id}/`)).body);
    expect(again.price_tiers).toEqual([{ min_quantity: 10, price: 90_000 }]);
  });

  it('prices order lines at the boundary quantities for the buyer’s group', async () => {
    const { oolong } = shop.products;
    const priceAt = async (who: SignedUp, quantity: number) => {
      const items = [{ product: oolong.id, variant: null, quantity }];
      return (await placedOrder(t.app, who.tokens.access, orderBody({ items }, shop))).items[0]!.price;
    };
    expect(await priceAt(cafeOwner, 2)).toBe(99_000);
    expect(await priceAt(cafeOwner, 3)).toBe(85_000);
    expect(await priceAt(shopper, 3)).toBe(99_000);
    expect(await priceAt(shopper, 9)).toBe(99_000);
    expect(await priceAt(shopper, 10)).toBe(90_000);
  });

  it('a staff edit prices a new line at the buyer’s group tier, as checkout does', async () => {
    const { oolong, jelly } = shop.products;
    const order = await placedOrder(
      t.app,
      cafeOwner.tokens.access,
      orderBody({ items: [{ product: jelly.id, variant: null, quantity: 6 }] }, shop),
    );
    const kept = order.items[0]!;
    const res = await adminCall(t.app, staff, 'PATCH', `/api/admin/orders/${order.id}/`, {
      body: {
        version: 0,
        items: [
          { id: kept.id, product: jelly.id, variant: null, quantity: kept.quantity },
          { product: oolong.id, variant: null, quantity: 3 },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lines = (res.body as { items: { product: { id: number }; price: number }[] }).items;
    expect(lines.find((i) => i.product.id === oolong.id)!.price).toBe(85_000);
  });
});

describe('pack multiples', () => {
  it('refuses an order quantity that is not whole packs, naming the product', async () => {
    const { jelly } = shop.products;
    await t.db.update(products).set({ orderMultiple: 6 }).where(eq(products.id, jelly.id));
    await t.db
      .update(productVariants)
      .set({ orderMultiple: 4 })
      .where(eq(productVariants.id, shop.variants.coconut.id));
    const items = (quantity: number, variant: number | null = null) => [{ product: jelly.id, variant, quantity }];
    const odd = await placeOrder(t.app, shopper.tokens.access, orderBody({ items: items(7) }, shop));
    expect(odd.status).toBe(400);
    expect((odd.body as { non_field_errors: string[] }).non_field_errors[0]).toBe(
      'Sản phẩm "Thạch" chỉ bán theo bội số của 6 (ví dụ 6, 12, 18).',
    );
    await placedOrder(t.app, shopper.tokens.access, orderBody({ items: items(12) }, shop));
    const variantOdd = await placeOrder(
      t.app,
      shopper.tokens.access,
      orderBody({ items: items(6, shop.variants.coconut.id) }, shop),
    );
    expect(variantOdd.status).toBe(400);
    await placedOrder(t.app, shopper.tokens.access, orderBody({ items: items(8, shop.variants.coconut.id) }, shop));
    const answer = Product.parse((await call(t.app, 'GET', `/api/products/${jelly.id}/`)).body);
    expect(answer.order_multiple).toBe(6);
    expect(answer.variants[0]!.order_multiple).toBe(4);
  });

  it('staff save refuses a cart limit that is not whole packs, and keeps the pack size and VAT rate', async () => {
    const cat = await category(t.db);
    const refused = await adminCall(t.app, staff, 'POST', '/api/admin/products/', {
      body: productBody(cat.id, { order_multiple: 6, max_quantities_in_cart: 10, variants: [] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      max_quantities_in_cart: ['Giới hạn trong giỏ phải là bội số của 6 (số lượng mỗi lần mua).'],
    });
    const made = await createdProduct(
      t.app,
      staff,
      productBody(cat.id, { order_multiple: 6, max_quantities_in_cart: 12, vat_rate: 8, variants: [] }),
    );
    expect(made).toMatchObject({ order_multiple: 6, vat_rate: 8 });
    const patch = await adminCall(t.app, staff, 'PATCH', `/api/admin/products/${made.id}/`, {
      body: { max_quantities_in_cart: 13 },
    });
    expect(patch.status).toBe(400);
    const badRate = await adminCall(t.app, staff, 'PATCH', `/api/admin/products/${made.id}/`, {
      body: { vat_rate: 7 },
    });
    expect(badRate.body).toEqual({ vat_rate: ['Thuế suất GTGT phải là 0, 5, 8 hoặc 10 (%).'] });
  });
});
