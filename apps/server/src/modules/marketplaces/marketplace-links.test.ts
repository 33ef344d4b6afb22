// Marketplace product links (DESIGN §16) against the Shopee and TikTok peers: the refresh reads every unit and links
// the ones whose SKU is ours, "link all by SKU" links the rest that match (trimmed, case aside; a product with
// variants only through a variant), staff link and unlink by hand with clear 400s, the list pages and filters in SQL,
// every write is audited; and each marketplace's stock settings (admins).
import { MarketplaceLink, MarketplaceSettings } from '@shop/domain/marketplace-links.schemas';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { accountWithRole } from '../../testing/staff.testing';
import type { SignedUp } from '../auth/auth.testing';
import { type MarketplaceWorld, marketplaceWorld } from './marketplace-links.testing';

let w: MarketplaceWorld;
let customer: SignedUp;
beforeAll(async () => {
  w = await marketplaceWorld();
  customer = await accountWithRole(w.app, w.db, 'customer');
  const { oolong, jelly } = w.shop.products;
  const { strawberry, mango } = w.shop.variants;
  await w.setSku(oolong.id, 'OOLONG-01');
  await w.setSku(jelly.id, 'JELLY-01');
  const shopee = w.peers.shopee;
  shopee.addItem({ itemId: '1001', modelId: null, sku: ' oolong-01 ', name: 'Trà ô long (Shopee)' });
  shopee.addItem({ itemId: '1002', modelId: '2001', sku: strawberry.sku.toLowerCase(), name: 'Siro - dâu' });
  shopee.addItem({ itemId: '1002', modelId: '2002', sku: mango.sku, name: 'Siro - xoài' });
  shopee.addItem({ itemId: '1003', modelId: null, sku: 'JELLY-01', name: 'Thạch dừa' });
  shopee.addItem({ itemId: '1004', modelId: null, sku: 'MAY-01', name: 'Máy dán miệng ly' });
  shopee.addItem({ itemId: '1005', modelId: null, sku: '', name: 'Quà tặng' });
  w.peers.tiktok.addItem({ itemId: '7001', modelId: '8001', sku: mango.sku, name: 'Siro xoài TikTok' });
}, 120_000);
afterAll(() => w?.close());

const base = '/api/admin/marketplaces';
const put = (who: SignedUp | null, externalId: string, body: unknown, channel = 'shopee') =>
  w.as(who, 'PUT', `${base}/${channel}/links/${encodeURIComponent(externalId)}/`, body);
const trail = (action: string) =>
  w.db.select().from(auditLog).where(like(auditLog.action, action)).orderBy(asc(auditLog.id));

describe('refresh and link by SKU', () => {
  it('reads every unit from the marketplace and links those whose SKU is a variant or a product without variants', async () => {
    const res = await w.as(w.staff, 'POST', `${base}/shopee/links/refresh/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ items: 6, created: 6, removed: 0, linked: 3 });
    const page = await w.links('shopee', '?linked=true');
    const { oolong, syrup } = w.shop.products;
    expect(page.results.map((r) => [r.external_id, r.product?.id, r.variant?.id, r.linked_by])).toEqual([
      ['1002:2001', syrup.id, w.shop.variants.strawberry.id, 'sku'],
      ['1002:2002', syrup.id, w.shop.variants.mango.id, 'sku'],
      ['1001', oolong.id, undefined, 'sku'],
    ]);
    expect(page.results[2]).toMatchObject({
      item_id: '1001',
      model_id: null,
      name: 'Trà ô long (Shopee)',
      sku: ' oolong-01 ',
      product: { id: oolong.id, name: 'Trà ô long' },
      variant: null,
      push_pending: true,
      pushed_stock: null,
      push_error: null,
    });
    // A product with variants links only through one of them.
    expect((await w.linkRow('shopee', '1003'))!.productId).toBeNull();
    const [audit] = await trail('marketplace_link.refresh');
    expect(audit).toMatchObject({ actorId: w.staff.user.id, after: { channel: 'shopee', items: 6, linked: 3 } });
  });

  it('a second refresh keeps the links, renames what changed and removes the units the marketplace dropped', async () => {
    w.peers.tiktok.addItem({ itemId: '7002', modelId: '8002', sku: 'NONE', name: 'Khác' });
    expect((await w.as(w.admin, 'POST', `${base}/tiktok/links/refresh/`)).body).toEqual({
      items: 2,
      created: 2,
      removed: 0,
      linked: 1,
    });
    w.peers.shopee.addItem({ itemId: '1001', modelId: null, sku: ' oolong-01 ', name: 'Trà ô long Đài Loan' });
    const res = await w.as(w.admin, 'POST', `${base}/shopee/links/refresh/`);
    expect(res.body).toEqual({ items: 6, created: 0, removed: 0, linked: 0 });
    expect(await w.linkRow('shopee', '1001')).toMatchObject({ name: 'Trà ô long Đài Loan', linkedBy: 'sku' });
  });

  it('links every unlinked unit whose SKU matches, and says how many', async () => {
    await w.setSku(w.shop.products.machine.id, 'may-01');
    const res = await w.as(w.staff, 'POST', `${base}/shopee/links/link-all/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ linked: 1 });
    expect(await w.linkRow('shopee', '1004')).toMatchObject({
      productId: w.shop.products.machine.id,
      variantId: null,
      linkedBy: 'sku',
    });
    expect((await w.as(w.staff, 'POST', `${base}/shopee/links/link-all/`)).body).toEqual({ linked: 0 });
    const audits = await trail('marketplace_link.link_all');
    expect(audits.map((a) => a.after)).toEqual([
      { channel: 'shopee', linked: 1 },
      { channel: 'shopee', linked: 0 },
    ]);
  });
});

describe('GET …/links/', () => {
  it('filters linked and unlinked units, finds words in names and SKUs, and pages', async () => {
    expect((await w.links('shopee', '?linked=false')).results.map((r) => r.external_id)).toEqual(['1005', '1003']);
    expect((await w.links('shopee', '?search=xoai')).results.map((r) => r.external_id)).toEqual(['1002:2002']);
    expect((await w.links('shopee', '?search=jelly')).results.map((r) => r.external_id)).toEqual(['1003']);
    const first = await w.links('shopee', '?page_size=4');
    expect(first.count).toBe(6);
    expect(first.results).toHaveLength(4);
    expect(first.next).toBe('http://shop.test/api/admin/marketplaces/shopee/links/?page=2&page_size=4');
    const second = await w.links('shopee', '?page=2&page_size=4');
    expect(second.results).toHaveLength(2);
    expect((await w.as(w.admin, 'GET', `${base}/shopee/links/?page=9`)).status).toBe(404);
    expect((await w.as(w.admin, 'GET', `${base}/lazada/links/`)).status).toBe(400);
    expect((await w.as(w.admin, 'GET', `${base}/shopee/links/?linked=maybe`)).status).toBe(400);
  });

  it('is for staff: 401 without a token, 403 for a customer', async () => {
    expect((await w.as(null, 'GET', `${base}/shopee/links/`)).status).toBe(401);
    expect((await w.as(customer, 'GET', `${base}/shopee/links/`)).status).toBe(403);
    expect((await put(customer, '1003', { product: null })).status).toBe(403);
    expect((await w.as(w.staff, 'GET', `${base}/shopee/links/`)).status).toBe(200);
  });
});

describe('PUT …/links/{external_id}/', () => {
  it('staff link a unit by hand to a variant, audited, and it waits for a push', async () => {
    const { jelly } = w.shop.products;
    const res = await put(w.staff, '1003', { product: jelly.id, variant: w.shop.variants.coconut.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(MarketplaceLink.parse(res.body)).toMatchObject({
      external_id: '1003',
      product: { id: jelly.id, name: 'Thạch' },
      variant: { id: w.shop.variants.coconut.id, name: 'Vị dừa' },
      linked_by: 'hand',
      push_pending: true,
    });
    const row = (await w.linkRow('shopee', '1003'))!;
    const audits = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'marketplace_link'), eq(auditLog.targetId, row.id)));
    expect(audits).toMatchObject([
      {
        action: 'marketplace_link.update',
        actorId: w.staff.user.id,
        before: { external_id: '1003', product: null, variant: null, linked_by: null },
        after: { external_id: '1003', product: jelly.id, variant: w.shop.variants.coconut.id, linked_by: 'hand' },
      },
    ]);
  });

  it('unlinks with product null: no push waits for it', async () => {
    const res = await put(w.admin, '1004', { product: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ product: null, variant: null, linked_by: null, push_pending: false });
  });

  it('refuses a link it cannot make with a 400 naming the field, and changes nothing', async () => {
    const { syrup, oolong, jelly } = w.shop.products;
    const { mango } = w.shop.variants;
    const cases: [unknown, string, string][] = [
      [{ product: syrup.id }, 'variant', 'Sản phẩm có phân loại: vui lòng chọn phân loại để liên kết.'],
      [{ product: jelly.id, variant: mango.id }, 'variant', 'Phân loại không thuộc sản phẩm này.'],
      [{ product: oolong.id, variant: mango.id }, 'variant', 'Phân loại không thuộc sản phẩm này.'],
      [{ product: 999_999 }, 'product', 'Không tìm thấy sản phẩm.'],
      [{ product: null, variant: mango.id }, 'variant', 'Chọn sản phẩm trước khi chọn phân loại.'],
      [{ product: 'abc' }, 'product', 'Mã không hợp lệ.'],
      [{}, 'product', ''],
    ];
    const before = await w.linkRow('shopee', '1005');
    for (const [body, field, message] of cases) {
      const res = await put(w.staff, '1005', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const errors = (res.body as Record<string, string[]>)[field];
      expect(errors, JSON.stringify(res.body)).toBeDefined();
      if (message) expect(errors).toContain(message);
    }
    expect(await w.linkRow('shopee', '1005')).toEqual(before);
    expect((await put(w.staff, 'no-such-unit', { product: oolong.id })).status).toBe(404);
  });
});

describe('…/settings/', () => {
  it("defaults to the catalogue's selling location and no buffer", async () => {
    const res = await w.as(w.admin, 'GET', `${base}/shopee/settings/`);
    expect(res.status).toBe(200);
    expect(MarketplaceSettings.parse(res.body)).toMatchObject({
      channel: 'shopee',
      location: null,
      effective_location_name: 'Kho chính',
      stock_buffer: 0,
    });
  });

  it('admins set the location and the buffer, audited; a bad value is a 400; staff get a 403', async () => {
    const url = `${base}/tiktok/settings/`;
    expect((await w.as(w.staff, 'GET', url)).status).toBe(403);
    expect((await w.as(w.staff, 'PATCH', url, { stock_buffer: 2 })).status).toBe(403);
    const bad: [unknown, string][] = [
      [{ location: 999_999 }, 'location'],
      [{ location: w.office.id }, 'location'],
      [{ stock_buffer: -1 }, 'stock_buffer'],
      [{ stock_buffer: 1.5 }, 'stock_buffer'],
      [{ stock_buffer: 1_000_001 }, 'stock_buffer'],
    ];
    for (const [body, field] of bad) {
      const res = await w.as(w.admin, 'PATCH', url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(res.body)).toHaveProperty(field);
    }
    const res = await w.as(w.admin, 'PATCH', url, { location: w.store.id, stock_buffer: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      channel: 'tiktok',
      location: w.store.id,
      effective_location: w.store.id,
      effective_location_name: 'Cửa hàng Lê Lợi',
      stock_buffer: 2,
    });
    expect((await w.as(w.admin, 'GET', `${base}/shopee/settings/`)).body).toMatchObject({ location: null });
    const [audit] = await trail('settings.marketplace');
    expect(audit).toMatchObject({
      actorId: w.admin.user.id,
      before: { channel: 'tiktok', stock_buffer: 0 },
      after: { channel: 'tiktok', location: w.store.id, stock_buffer: 2 },
    });
    const back = await w.as(w.admin, 'PATCH', url, { location: null });
    expect(back.body).toMatchObject({ location: null, effective_location_name: 'Kho chính', stock_buffer: 2 });
  });
});
