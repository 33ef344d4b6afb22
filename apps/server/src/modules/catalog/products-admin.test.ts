// The back office's products API: who may call it, create and edit with every DESIGN §3
// field, the refusals with their Vietnamese field messages (each changing nothing), variants added, removed and
// reordered, delete as deactivate, the list's search, filters and orders, stock adjustments with their ledger and
// audit rows, and the shop showing each change at once.
import { CATALOG_ADMIN_MESSAGES as M } from '@shop/domain/admin-catalog.rules';
import { AdminProductDetail, AdminProductPage } from '@shop/domain/admin-catalog.schemas';
import { StockAdjustmentResult, StockMovementPage } from '@shop/domain/admin-stock.schemas';
import { ADMIN_MESSAGES } from '@shop/domain/admin.schemas';
import { Product, ProductPage } from '@shop/domain/catalog.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { orderBody, placedOrder } from '../orders/orders.testing';
import {
  auditOf,
  catalogueSnapshot,
  category,
  createdProduct,
  ledgerOf,
  productBody,
} from '../../testing/catalog.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let customer: SignedUp;
let staff: SignedUp;
let admin: SignedUp;
let tea: Awaited<ReturnType<typeof category>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  customer = await accountWithRole(t.app, t.db, 'customer');
  staff = await accountWithRole(t.app, t.db, 'staff');
  admin = await accountWithRole(t.app, t.db, 'admin');
  tea = await category(t.db, 'Trà');
});
afterAll(() => t?.close());

const get = (url: string) => adminCall(t.app, staff, 'GET', url);
const patch = (id: number, body: unknown) => adminCall(t.app, staff, 'PATCH', `/api/admin/products/${id}/`, { body });
const adjust = (id: number, body: unknown, who: SignedUp = staff) =>
  adminCall(t.app, who, 'POST', `/api/admin/products/${id}/stock/`, { body });
const publicProduct = async (id: number) => Product.parse((await call(t.app, 'GET', `/api/products/${id}/`)).body);

/** A refused write: the status and field messages given, and not a row changed anywhere. */
async function refused(send: () => Promise<{ status: number; body: unknown }>, status: number, fields: object) {
  const before = await catalogueSnapshot(t.db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject(fields);
  expect(await catalogueSnapshot(t.db)).toEqual(before);
}

describe('who may call the products API', () => {
  it('401 without a token, 403 for a customer, staff and admins in; nothing changes on a refusal', async () => {
    const product = await createdProduct(t.app, staff, productBody(tea.id));
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/admin/products/'],
      ['GET', '/api/admin/products/export.csv'],
      ['POST', '/api/admin/products/', productBody(tea.id)],
      ['POST', '/api/admin/products/import/?dry_run=1'],
      ['GET', `/api/admin/products/${product.id}/`],
      ['PATCH', `/api/admin/products/${product.id}/`, { name: 'Tên mới' }],
      ['DELETE', `/api/admin/products/${product.id}/`],
      ['GET', `/api/admin/products/${product.id}/stock/`],
      ['POST', `/api/admin/products/${product.id}/stock/`, { delta: 1, reason: 'received' }],
    ];
    const before = await catalogueSnapshot(t.db);
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { body })).status, `${method} ${url}`).toBe(401);
      const res = await adminCall(t.app, customer, method, url, { body });
      expect(res, `${method} ${url}`).toMatchObject({ status: 403, body: { detail: ADMIN_MESSAGES.forbidden } });
    }
    expect(await catalogueSnapshot(t.db)).toEqual(before);
    for (const who of [staff, admin]) {
      expect((await get(`/api/admin/products/${product.id}/`)).status).toBe(200);
      expect((await adjust(product.id, { delta: 1, reason: 'received' }, who)).status).toBe(200);
    }
  });
});

describe('POST /api/admin/products/', () => {
  it('creates the product with every field, its variants in order and their opening stock on the ledger', async () => {
    const body = productBody(tea.id, { name: 'Trà Sữa Đài Loan đặc biệt' });
    const product = await createdProduct(t.app, staff, body);
    expect(product).toMatchObject({
      name: 'Trà Sữa Đài Loan đặc biệt',
      slug: 'tra-sua-dai-loan-dac-biet',
      category: tea.id,
      category_name: 'Trà',
      price: 85_000,
      discount_price: 79_000,
      stock: 12,
      unit: 'gói',
      weight: 0.5,
      description: body.description,
      specifications: 'Khối lượng: 500g',
      image_url: '/media/products/tra-den.webp',
      is_active: true,
      is_featured: false,
      max_quantities_in_cart: 10,
      total_quantity_sold: 0,
      total_stock: 24,
      // The 500g pack's 5 is at the default threshold.
      low_stock: true,
    });
    expect(product.variants.map((v) => [v.name, v.sku, v.stock])).toEqual(
      body.variants.map((v) => [v.name, v.sku, v.stock]),
    );
    const ledger = await ledgerOf(t.db, product.id);
    expect(ledger.map((m) => [m.variantId, m.delta, m.reason, m.stockAfter, m.actorId])).toEqual([
      [null, 12, 'correction', 12, staff.user.id],
      [product.variants[0]!.id, 5, 'correction', 5, staff.user.id],
      [product.variants[1]!.id, 7, 'correction', 7, staff.user.id],
    ]);
    const [row] = await auditOf(t.db, 'product', product.id);
    expect(row).toMatchObject({ action: 'product.create', actorId: staff.user.id, before: null });
    expect(row!.after).toMatchObject({ name: body.name, price: 85_000, slug: product.slug });
    expect(product.audit).toHaveLength(1);
    // The shop has it at once.
    expect(await publicProduct(product.id)).toMatchObject({ name: body.name, stock: 12 });
  });

  it('keeps slugs unique: the same name gets -2, -3; an SKU is upper-cased', async () => {
    const name = 'Bột kem béo Indo';
    const a = await createdProduct(t.app, staff, productBody(tea.id, { name, variants: [] }));
    const b = await createdProduct(t.app, staff, productBody(tea.id, { name, variants: [] }));
    const c = await createdProduct(
      t.app,
      staff,
      productBody(tea.id, { name, variants: [{ name: 'Túi 1kg', sku: 'bkb-1kg', price: 90_000 }] }),
    );
    expect([a.slug, b.slug, c.slug]).toEqual(['bot-kem-beo-indo', 'bot-kem-beo-indo-2', 'bot-kem-beo-indo-3']);
    expect(c.variants[0]).toMatchObject({ sku: 'BKB-1KG', stock: 0, images: [], discount_price: null });
  });

  it.each([
    ['a discount at the price', { discount_price: 85_000 }, { discount_price: [M.discountNotBelowPrice] }],
    ['a discount above the price', { discount_price: 90_000 }, { discount_price: [M.discountNotBelowPrice] }],
    ['negative stock', { stock: -1 }, { stock: [M.stockInvalid] }],
    ['a price of 0 on an active product', { price: 0, discount_price: null }, { price: [M.priceZeroActive] }],
    ['a price as text', { price: '85000' }, { price: [M.priceInvalid] }],
    ['an unknown category', { category: 99_999 }, { category: [M.categoryMissing] }],
    ['a slug with accents', { slug: 'trà-đen' }, { slug: [M.slugInvalid] }],
    ['a name without letters', { name: '!!!' }, { slug: [M.slugEmpty] }],
    ['a blank name', { name: ' ' }, { name: [M.nameRequired] }],
  ])('refuses %s with the field message, and writes nothing', async (_, change, fields) => {
    await refused(
      () => adminCall(t.app, staff, 'POST', '/api/admin/products/', { body: productBody(tea.id, change) }),
      400,
      fields,
    );
  });

  it('refuses a variant with negative stock, a discount at its price, or price 0; an SKU twice or taken', async () => {
    const body = productBody(tea.id);
    const bad = (variants: unknown[]) => () =>
      adminCall(t.app, staff, 'POST', '/api/admin/products/', { body: { ...body, variants } });
    const v = body.variants[0]!;
    await refused(bad([{ ...v, stock: -3 }]), 400, { 'variants.0.stock': [M.stockInvalid] });
    await refused(bad([{ ...v, discount_price: v.price }]), 400, {
      'variants.0.discount_price': [M.discountNotBelowPrice],
    });
    await refused(bad([{ ...v, price: 0 }]), 400, { 'variants.0.price': [M.priceZeroActive] });
    await refused(bad([v, { ...v, sku: v.sku.toLowerCase(), name: 'Khác' }]), 400, {
      'variants.1.sku': [M.skuDuplicate],
    });
    const other = await createdProduct(t.app, staff, productBody(tea.id));
    await refused(bad([{ ...v, sku: other.variants[1]!.sku }]), 400, { 'variants.0.sku': [M.skuTaken] });
    await refused(
      () =>
        adminCall(t.app, staff, 'POST', '/api/admin/products/', {
          body: { ...productBody(tea.id), slug: other.slug },
        }),
      400,
      { slug: [M.slugTaken] },
    );
  });

  it('lets an inactive product cost 0 (a draft)', async () => {
    const draft = await createdProduct(
      t.app,
      staff,
      productBody(tea.id, { price: 0, discount_price: null, is_active: false, variants: [] }),
    );
    expect(draft).toMatchObject({ price: 0, is_active: false });
  });
});

describe('PATCH /api/admin/products/{id}/', () => {
  it('changes the fields sent, keeps the slug (a blank one is made again), refreshes search, audits the change', async () => {
    const product = await createdProduct(t.app, staff, productBody(tea.id));
    // The shop's answer is cached now; the write must not leave it stale.
    expect((await publicProduct(product.id)).price).toBe(85_000);
    const res = await patch(product.id, { name: 'Trà Ô Long Cao Sơn', price: 99_000, discount_price: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = AdminProductDetail.parse(res.body);
    expect(updated).toMatchObject({
      name: 'Trà Ô Long Cao Sơn',
      slug: product.slug,
      price: 99_000,
      discount_price: null,
    });
    const rows = await auditOf(t.db, 'product', product.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'product.update',
      before: { name: product.name, price: 85_000, discount_price: 79_000 },
      after: { name: 'Trà Ô Long Cao Sơn', price: 99_000, discount_price: null },
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.searchName).toBe('tra o long cao son');
    const search = ProductPage.parse((await call(t.app, 'GET', '/api/products/search/?q=o%20long%20cao%20son')).body);
    expect(search.results.map((p) => p.id)).toContain(product.id);
    expect((await publicProduct(product.id)).price).toBe(99_000);

    const reslugged = AdminProductDetail.parse((await patch(product.id, { slug: '' })).body);
    expect(reslugged.slug).toBe('tra-o-long-cao-son');
  });

  it('checks the rules on the product as it would be: a discount against the stored price, price 0 once active', async () => {
    const product = await createdProduct(t.app, staff, productBody(tea.id, { variants: [] }));
    await refused(() => patch(product.id, { discount_price: 85_000 }), 400, {
      discount_price: [M.discountNotBelowPrice],
    });
    await refused(() => patch(product.id, { price: 70_000 }), 400, { discount_price: [M.discountNotBelowPrice] });
    const draft = await createdProduct(
      t.app,
      staff,
      productBody(tea.id, { price: 0, discount_price: null, is_active: false, variants: [] }),
    );
    await refused(() => patch(draft.id, { is_active: true }), 400, { price: [M.priceZeroActive] });
    await refused(() => patch(product.id, { slug: draft.slug }), 400, { slug: [M.slugTaken] });
    await refused(() => patch(99_999, { name: 'x' }), 404, { detail: M.productNotFound });
  });

  it('adds, removes and reorders variants; a removed one that was ordered is kept, deactivated', async () => {
    const product = await createdProduct(t.app, staff, productBody(tea.id));
    const [small, large] = product.variants;
    // An order names the small pack.
    await placedOrder(
      t.app,
      customer.tokens.access,
      orderBody({ items: [{ product: product.id, variant: small!.id, quantity: 1 }] }),
    );
    const res = await patch(product.id, {
      variants: [
        { ...large, discount_price: null, stock: 999 },
        { name: 'Gói 2kg', sku: 'td-new-2kg', price: 300_000, stock: 4 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = AdminProductDetail.parse(res.body);
    expect(updated.variants.map((v) => [v.sku, v.is_active, v.stock])).toEqual([
      // An existing variant's stock changes only through the ledger: 999 is ignored.
      [large!.sku, true, 7],
      ['TD-NEW-2KG', true, 4],
      [small!.sku, false, 4],
    ]);
    expect(updated.variants[1]!.id).toBeGreaterThan(large!.id);
    // Reorder only: the same variants, another order.
    const reordered = AdminProductDetail.parse(
      (await patch(product.id, { variants: [updated.variants[1], updated.variants[0], updated.variants[2]] })).body,
    );
    expect(reordered.variants.map((v) => v.sku)).toEqual(['TD-NEW-2KG', large!.sku, small!.sku]);
    // A variant never ordered is deleted outright, its SKU free again.
    const trimmed = AdminProductDetail.parse((await patch(product.id, { variants: [reordered.variants[1]] })).body);
    expect(trimmed.variants.map((v) => v.sku)).toEqual([large!.sku, small!.sku]);
    const gone = await t.db.select().from(productVariants).where(eq(productVariants.sku, 'TD-NEW-2KG'));
    expect(gone).toEqual([]);
    // The shop sees only the active ones as buyable.
    const shop = await publicProduct(product.id);
    expect(shop.variants.filter((v) => v.is_active).map((v) => v.sku)).toEqual([large!.sku]);
  });

  it('refuses a variant id of another product, one listed twice, and an SKU another product holds', async () => {
    const a = await createdProduct(t.app, staff, productBody(tea.id));
    const b = await createdProduct(t.app, staff, productBody(tea.id));
    await refused(() => patch(a.id, { variants: [b.variants[0]] }), 400, { 'variants.0.id': [M.variantMissing] });
    await refused(() => patch(a.id, { variants: [a.variants[0], a.variants[0]] }), 400, {
      'variants.1.id': [M.variantRepeated],
    });
    await refused(() => patch(a.id, { variants: [{ ...a.variants[0], sku: b.variants[0]!.sku }] }), 400, {
      'variants.0.sku': [M.skuTaken],
    });
  });
});

describe("photos' alt texts", () => {
  it('keeps the alt text of each photo the product shows, gives it to the shop, and refuses an overlong one', async () => {
    const photo = '/media/p/abc123/640.webp';
    const variantPhoto = '/media/p/def456/640.webp';
    const body = productBody(tea.id, { image_url: photo });
    const product = await createdProduct(t.app, staff, {
      ...body,
      variants: [{ ...(body.variants as object[])[0], images: [variantPhoto], main_image: variantPhoto }],
      image_alts: { [photo]: 'Gói trà ô long 500 g', [variantPhoto]: 'Hộp 1 kg', '/media/gone.webp': 'không dùng' },
    });
    const expected = { [photo]: 'Gói trà ô long 500 g', [variantPhoto]: 'Hộp 1 kg' };
    expect(product.image_alts).toEqual(expected);
    expect((await publicProduct(product.id)).image_alts).toEqual(expected);

    // A photo taken off the product takes its alt text with it; a blank alt is no alt.
    const res = await patch(product.id, { image_url: '', image_alts: { ...expected, [variantPhoto]: '' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await publicProduct(product.id)).image_alts).toEqual({});

    await refused(() => patch(product.id, { image_alts: { [variantPhoto]: 'x'.repeat(201) } }), 400, {
      image_alts: [M.imageAltInvalid],
    });
  });
});

describe('DELETE /api/admin/products/{id}/', () => {
  it('deactivates: the row stays, the shop stops listing it, the page says it is unavailable', async () => {
    const product = await createdProduct(t.app, staff, productBody(tea.id));
    const res = await adminCall(t.app, staff, 'DELETE', `/api/admin/products/${product.id}/`);
    expect(res.status).toBe(200);
    expect(AdminProductDetail.parse(res.body).is_active).toBe(false);
    expect((await publicProduct(product.id)).is_active).toBe(false);
    const listed = ProductPage.parse(
      (await call(t.app, 'GET', `/api/products/?category_id=${tea.id}&page_size=100`)).body,
    );
    expect(listed.results.map((p) => p.id)).not.toContain(product.id);
    expect((await auditOf(t.db, 'product', product.id)).at(-1)).toMatchObject({
      action: 'product.deactivate',
      before: { is_active: true },
      after: { is_active: false },
    });
    // Again: still inactive, no second audit row.
    const rows = (await auditOf(t.db, 'product', product.id)).length;
    expect((await adminCall(t.app, staff, 'DELETE', `/api/admin/products/${product.id}/`)).status).toBe(200);
    expect(await auditOf(t.db, 'product', product.id)).toHaveLength(rows);
  });
});

describe('GET /api/admin/products/', () => {
  it('searches without accents across name, slug and SKU; filters; sorts', async () => {
    const cat = await category(t.db, 'Siro');
    const sub = await category(t.db, 'Siro trái cây', cat.id);
    const make = (name: string, extra: Record<string, unknown>) =>
      createdProduct(t.app, staff, productBody(sub.id, { name, variants: [], discount_price: null, ...extra }));
    const peach = await make('Siro Đào Berrino', { price: 120_000, stock: 30 });
    const mint = await make('Siro Bạc Hà', { price: 90_000, stock: 2, discount_price: 80_000 });
    const off = await make('Siro Dâu cũ', { price: 50_000, stock: 0, is_active: false });
    const list = async (query: string) => {
      const res = await get(`/api/admin/products/?category=${cat.id}&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return AdminProductPage.parse(res.body).results.map((p) => p.id);
    };
    expect(await list('search=SIRO%20DAO')).toEqual([peach.id]);
    expect(await list('search=bac%20ha')).toEqual([mint.id]);
    expect(await list('search=siro-dau')).toEqual([off.id]);
    expect(await list('is_active=false')).toEqual([off.id]);
    expect(await list('in_stock=true&ordering=name')).toEqual([mint.id, peach.id]);
    expect(await list('in_stock=false')).toEqual([off.id]);
    expect(await list('discounted=true')).toEqual([mint.id]);
    expect(await list('low_stock=true')).toEqual([mint.id]);
    expect(await list('low_stock=true&low_stock_threshold=50')).toEqual([peach.id, mint.id].sort((a, b) => b - a));
    expect(await list('ordering=price')).toEqual([off.id, mint.id, peach.id]);
    expect(await list('ordering=-stock')).toEqual([peach.id, mint.id, off.id]);
    // 'siro bac ha' < 'siro dao berrino' < 'siro dau cu'.
    expect(await list('ordering=name')).toEqual([mint.id, peach.id, off.id]);
    expect(await list('ordering=-created_at')).toEqual([off.id, mint.id, peach.id]);
    const page = AdminProductPage.parse((await get(`/api/admin/products/?category=${cat.id}&page_size=1`)).body);
    expect(page.count).toBe(3);
    expect(page.next).toBe(`http://shop.test/api/admin/products/?category=${cat.id}&page=2&page_size=1`);
    expect(page.results[0]).not.toHaveProperty('description');
  });

  it('refuses a bad filter with its message', async () => {
    expect(await get('/api/admin/products/?ordering=weight')).toMatchObject({ status: 400 });
    expect(await get('/api/admin/products/?in_stock=maybe')).toMatchObject({ status: 400 });
    expect(await get('/api/admin/products/?page=999')).toMatchObject({ status: 404 });
  });
});

describe('POST /api/admin/products/{id}/stock/ and the ledger', () => {
  it('adds and takes units with a guarded change, each on the ledger and in the audit trail; the shop sees it', async () => {
    const product = await createdProduct(t.app, staff, productBody(tea.id));
    const variant = product.variants[1]!;
    expect((await publicProduct(product.id)).stock).toBe(12);
    const received = await adjust(product.id, { delta: 20, reason: 'received', note: 'Phiếu nhập PN-12' });
    expect((await publicProduct(product.id)).stock).toBe(32);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(StockAdjustmentResult.parse(received.body)).toMatchObject({
      stock: 32,
      movement: {
        product: product.id,
        variant: null,
        delta: 20,
        reason: 'received',
        reason_display: 'Nhập hàng',
        stock_after: 32,
        actor: { id: staff.user.id, email: staff.email },
        note: 'Phiếu nhập PN-12',
        order_id: null,
      },
    });
    const damaged = StockAdjustmentResult.parse(
      (await adjust(product.id, { delta: -2, reason: 'damaged', variant: variant.id })).body,
    );
    expect(damaged).toMatchObject({ stock: 5, movement: { variant: variant.id, variant_name: 'Gói 1kg' } });
    expect(await publicProduct(product.id)).toMatchObject({ stock: 32 });
    expect((await publicProduct(product.id)).variants[1]!.stock).toBe(5);
    const trail = await auditOf(t.db, 'product', product.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'product.stock',
      before: { variant: variant.id, stock: 7 },
      after: { variant: variant.id, stock: 5, delta: -2, reason: 'damaged' },
    });

    const page = StockMovementPage.parse((await get(`/api/admin/products/${product.id}/stock/?page_size=2`)).body);
    expect(page.count).toBe(5);
    expect(page.results.map((m) => [m.delta, m.reason])).toEqual([
      [-2, 'damaged'],
      [20, 'received'],
    ]);
    const oneVariant = StockMovementPage.parse(
      (await get(`/api/admin/products/${product.id}/stock/?variant=${variant.id}`)).body,
    );
    expect(oneVariant.results.map((m) => m.delta)).toEqual([-2, 7]);
  });

  it('refuses taking more than there is (409), a wrong sign for the reason, a variant of another product', async () => {
    const product = await createdProduct(t.app, staff, productBody(tea.id));
    const other = await createdProduct(t.app, staff, productBody(tea.id));
    await refused(() => adjust(product.id, { delta: -13, reason: 'correction' }), 409, {
      delta: [M.stockShort(12)],
    });
    await refused(() => adjust(product.id, { delta: -6, reason: 'damaged', variant: product.variants[0]!.id }), 409, {
      delta: [M.stockShort(5)],
    });
    await refused(() => adjust(product.id, { delta: 5, reason: 'damaged' }), 400, { delta: [M.damagedNegative] });
    await refused(() => adjust(product.id, { delta: -5, reason: 'received' }), 400, { delta: [M.receivedPositive] });
    await refused(() => adjust(product.id, { delta: 0, reason: 'correction' }), 400, { delta: [M.deltaInvalid] });
    await refused(() => adjust(product.id, { delta: 1, reason: 'order' }), 400, { reason: [M.reasonInvalid] });
    await refused(() => adjust(product.id, { delta: 1.5, reason: 'correction' }), 400, { delta: [M.deltaInvalid] });
    await refused(() => adjust(product.id, { delta: 1, reason: 'correction', variant: other.variants[0]!.id }), 400, {
      variant: [M.variantMissing],
    });
    await refused(() => adjust(99_999, { delta: 1, reason: 'correction' }), 404, { detail: M.productNotFound });
    await refused(
      () => adminCall(t.app, staff, 'POST', `/api/admin/products/${product.id}/stock/`, { body: '{"delta":' }),
      400,
      {},
    );
  });

  it('orders, cancellations and returns write their own lines, naming the order', async () => {
    const product = await createdProduct(t.app, staff, productBody(tea.id, { variants: [] }));
    const order = await placedOrder(
      t.app,
      customer.tokens.access,
      orderBody({ items: [{ product: product.id, variant: null, quantity: 3 }] }),
    );
    const cancel = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/transition/`, {
      body: { status: 'cancelled', note: 'Khách đổi ý' },
    });
    expect(cancel.status).toBe(200);
    const ledger = StockMovementPage.parse((await get(`/api/admin/products/${product.id}/stock/`)).body);
    expect(ledger.results.map((m) => [m.reason, m.delta, m.stock_after, m.order_id, m.actor])).toEqual([
      ['cancellation', 3, 12, order.id, null],
      ['order', -3, 9, order.id, null],
      ['correction', 12, 12, null, { id: staff.user.id, email: staff.email }],
    ]);
  });
});
