import {
  Banner,
  Category,
  Product,
  ProductPage,
  ProductSummary,
  Promotion,
  StoreLocation,
} from '@shop/domain/catalog.schemas';
import { foldVietnamese } from '@shop/domain/search-text';
import { linePrice } from '@shop/domain/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderItems, orders, products } from '../../db/schema/index';
import {
  demoBanners,
  demoCategories,
  demoFeedback,
  demoProducts,
  demoPromotions,
  demoStores,
} from '../../db/seed/demo-catalogue';
import type { DemoProduct } from '../../db/seed/demo-types';
import { TEST_PUBLIC_URL, buildTestApp } from '../../testing/test-app';
import { listAvailableProducts } from './catalog.repo';
import { notifyCatalogChanged } from './catalog.service';

// The demo catalogue is the oracle: expectations are computed from it, independently of the SQL under test.
const isAvailable = (p: DemoProduct) =>
  p.is_active && (p.stock > 0 || p.variants.some((v) => v.is_active && v.stock > 0));
const available = demoProducts.filter(isAvailable);
const isDiscounted = (p: { price: number; discount_price: number | null }) =>
  p.discount_price !== null && p.discount_price < p.price;

function subtreeKeys(key: string): string[] {
  return [key, ...demoCategories.filter((c) => c.parentKey === key).flatMap((c) => subtreeKeys(c.key))];
}

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers, raw: res };
}

async function getPage(url: string) {
  const res = await get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ProductPage.parse(res.body);
}

/** Reads every page of a listing. */
async function getAll(url: string) {
  const first = await getPage(`${url}${url.includes('?') ? '&' : '?'}page_size=100`);
  return first;
}

async function categoryIdBySlug(slug: string): Promise<number> {
  const all = z.array(Category).parse((await get('/api/categories/')).body);
  const found = all.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found.id;
}

describe('health and conventions', () => {
  it('reports the database', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(res.body).toMatchObject({ status: 'ok', database: { ok: true, kind } });
  });

  it('accepts paths with and without the trailing slash', async () => {
    expect((await get('/api/banners')).status).toBe(200);
    expect((await get('/api/banners/')).status).toBe(200);
    expect((await get('/api/products/featured')).status).toBe(200);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await get('/api/nope/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: expect.any(String) });
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({ url: '/api/products/?page_size=50', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
    const plain = await t.app.inject({ url: '/api/products/?page_size=50' });
    expect(res.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
  });

  it('describes itself with OpenAPI', async () => {
    const res = await get('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/categories/hierarchy']),
    );
  });
});

async function categoryIdByKey(key: string): Promise<number> {
  return categoryIdBySlug(demoCategories.find((c) => c.key === key)!.slug);
}

describe('GET /api/products/', () => {
  it('leaves the long description out of lists; the detail has it', async () => {
    const page = await getPage('/api/products/');
    expect(page.results[0]).not.toHaveProperty('description');
    const detail = Product.parse((await get(`/api/products/${page.results[0]!.id}`)).body);
    expect(detail.description.length).toBeGreaterThan(0);
  });

  it('pages only active, in-stock products, 12 by default, with DRF links', async () => {
    const page = await getPage('/api/products/');
    expect(page.count).toBe(available.length);
    expect(page.results).toHaveLength(12);
    expect(page.previous).toBeNull();
    expect(page.next).toBe(`${TEST_PUBLIC_URL}/api/products/?ordering=featured&page=2&page_size=12`);
    const all = await getAll('/api/products/');
    expect(all.results.map((p) => p.slug).sort()).toEqual(available.map((p) => p.slug).sort());
  });

  it('gives the last page a previous link and no next', async () => {
    const lastPage = Math.ceil(available.length / 12);
    const page = await getPage(`/api/products/?page=${lastPage}`);
    expect(page.next).toBeNull();
    expect(page.previous).toContain(`page=${lastPage - 1}`);
    expect(page.results.length).toBe(available.length - (lastPage - 1) * 12);
  });

  it('answers a page past the end with 404', async () => {
    const res = await get('/api/products/?page=999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: expect.any(String) });
  });

  it('clamps page_size to 100', async () => {
    const page = await getPage('/api/products/?page_size=100000');
    expect(page.results.length).toBe(Math.min(100, available.length));
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page_size=0', 'page_size'],
    ['category_id=abc', 'category_id'],
    ['category_id=1%27%20OR%201%3D1--', 'category_id'],
    ['ordering=price;DROP%20TABLE%20products', 'ordering'],
    ['ordering=unknown', 'ordering'],
    ['promotion=maybe', 'promotion'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const res = await get(`/api/products/?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [field]: [expect.any(String)] });
  });

  it('includes descendant categories for category_id, and accepts category as its alias', async () => {
    const parent = demoCategories.find(
      (c) => c.parentKey === null && demoCategories.some((d) => d.parentKey === c.key),
    )!;
    const keys = subtreeKeys(parent.key);
    const expected = available
      .filter((p) => keys.includes(p.categoryKey))
      .map((p) => p.slug)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const id = await categoryIdBySlug(parent.slug);
    const byId = await getAll(`/api/products/?category_id=${id}`);
    expect(byId.results.map((p) => p.slug).sort()).toEqual(expected);
    const byAlias = await getAll(`/api/products/?category=${id}`);
    expect(byAlias.count).toBe(expected.length);
  });

  it('finds nothing for an unknown category', async () => {
    const page = await getPage('/api/products/?category_id=999999');
    expect(page).toMatchObject({ count: 0, results: [] });
  });

  it('filters discounted products with promotion=true', async () => {
    const page = await getAll('/api/products/?promotion=true');
    expect(page.count).toBe(available.filter(isDiscounted).length);
    expect(page.results.every(isDiscounted)).toBe(true);
  });

  it('sorts by the price the shopper pays', async () => {
    const asc = (await getAll('/api/products/?ordering=price')).results.map(linePrice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await getAll('/api/products/?ordering=-price')).results.map(linePrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('sorts by name ignoring case and accents, and by newest', async () => {
    const names = (await getAll('/api/products/?ordering=name')).results.map((p) => foldVietnamese(p.name));
    expect(names).toEqual([...names].sort());
    const reversed = (await getAll('/api/products/?ordering=-name')).results.map((p) => foldVietnamese(p.name));
    expect(reversed).toEqual([...names].reverse());
    const dates = (await getAll('/api/products/?ordering=newest')).results.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it.each(['featured', 'newest', 'price', '-price', 'name', '-name'] as const)(
    'gives every page of the %s order as one forward read does, pages past the middle read from the end',
    async (ordering) => {
      const top = demoCategories.find(
        (c) => c.parentKey === null && demoCategories.some((d) => d.parentKey === c.key),
      )!;
      const topId = await categoryIdBySlug(top.slug);
      for (const [query, filter] of [
        ['', {}],
        [`&category_id=${topId}`, { categoryIds: await Promise.all(subtreeKeys(top.key).map(categoryIdByKey)) }],
        ['&promotion=true', { promotion: true }],
      ] as const) {
        // The repo without a count reads forwards only: the reference.
        const forwards = await listAvailableProducts(t.db, filter, { ordering, limit: 1000, offset: 0 });
        for (const size of [5, 7]) {
          const ids: number[] = [];
          for (let page = 1; ids.length < forwards.length; page++) {
            const got = await getPage(`/api/products/?ordering=${ordering}${query}&page=${page}&page_size=${size}`);
            expect(got.count).toBe(forwards.length);
            expect(got.results.length).toBeGreaterThan(0);
            ids.push(...got.results.map((p) => p.id));
          }
          expect(ids, `${ordering}${query} by ${size}`).toEqual(forwards.map((p) => p.id));
        }
      }
    },
  );
});

describe('product lists that do not page', () => {
  it('by_category pages like the listing and needs a category', async () => {
    expect((await get('/api/products/by_category/')).status).toBe(400);
    const child = demoCategories.find((c) => c.parentKey !== null && available.some((p) => p.categoryKey === c.key))!;
    const page = await getPage(`/api/products/by_category/?category_id=${await categoryIdBySlug(child.slug)}`);
    expect(page.count).toBe(available.filter((p) => p.categoryKey === child.key).length);
  });

  it('featured lists available featured products', async () => {
    const res = await get('/api/products/featured/');
    const list = z.array(ProductSummary).parse(res.body);
    expect(list.map((p) => p.slug).sort()).toEqual(
      available
        .filter((p) => p.is_featured)
        .map((p) => p.slug)
        .sort(),
    );
  });

  it('promotional lists available discounted products', async () => {
    const list = z.array(ProductSummary).parse((await get('/api/products/promotional/')).body);
    expect(list.length).toBe(available.filter(isDiscounted).length);
    expect(list.every(isDiscounted)).toBe(true);
  });

  it('best_sellers honours limit, category and bad input', async () => {
    const list = z.array(ProductSummary).parse((await get('/api/products/best_sellers/?limit=5')).body);
    expect(list).toHaveLength(5);
    expect((await get('/api/products/best_sellers/')).body).toHaveLength(12);
    for (const q of [
      'limit=0',
      'limit=abc',
      'limit=1000',
      'startDate=2024-02-30',
      'startDate=yesterday',
      'category=x',
    ]) {
      expect((await get(`/api/products/best_sellers/?${q}`)).status, q).toBe(400);
    }
    const res = await get('/api/products/best_sellers/?startDate=2025-02-01&endDate=2025-01-01');
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('endDate');
  });

  it('best_sellers ranks by units sold in the date range, cancelled orders excluded', async () => {
    const all = (await getAll('/api/products/?ordering=newest')).results;
    const [inRange, outOfRange, cancelled] = [all[5]!, all[6]!, all[7]!];
    const order = async (
      id: number,
      createdAt: string,
      status: 'delivered' | 'cancelled',
      p: ProductSummary,
      qty: number,
    ) => {
      await t.db.insert(orders).values({
        id,
        shippingAddress: '1 Lê Lợi',
        phoneNumber: '0901234567',
        email: 'a@example.com',
        totalPrice: p.price * qty,
        finalTotal: p.price * qty,
        status,
        createdAt: new Date(createdAt),
      });
      await t.db.insert(orderItems).values({
        orderId: id,
        productId: p.id,
        productName: p.name,
        quantity: qty,
        price: p.price,
        totalPrice: p.price * qty,
      });
    };
    await order(10000001, '2025-03-10T10:00:00+07:00', 'delivered', inRange, 3);
    await order(10000002, '2025-04-10T10:00:00+07:00', 'delivered', outOfRange, 50);
    await order(10000003, '2025-03-11T10:00:00+07:00', 'cancelled', cancelled, 80);
    await notifyCatalogChanged(t.db);
    await expect
      .poll(async () => {
        const list = z
          .array(ProductSummary)
          .parse((await get('/api/products/best_sellers/?startDate=2025-03-01&endDate=2025-03-31&limit=3')).body);
        return list[0]?.id;
      })
      .toBe(inRange.id);
    const april = z
      .array(ProductSummary)
      .parse((await get('/api/products/best_sellers/?startDate=2025-04-10&endDate=2025-04-10')).body);
    expect(april[0]?.id).toBe(outOfRange.id);
  });
});

describe('GET /api/products/{id}', () => {
  it('returns a product with its variants', async () => {
    const withVariants = available.find((p) => p.variants.length > 1)!;
    const id = (await getAll('/api/products/')).results.find((p) => p.slug === withVariants.slug)!.id;
    const product = Product.parse((await get(`/api/products/${id}`)).body);
    expect(product.name).toBe(withVariants.name);
    expect(product.variants.map((v) => v.sku)).toEqual(withVariants.variants.map((v) => v.sku));
    expect(product.variants[0]?.product).toBe(id);
  });

  it('returns inactive and sold-out products too, so the page can say so', async () => {
    const rows = await t.db
      .select({ id: products.id, isActive: products.isActive })
      .from(products)
      .where(eq(products.isActive, false));
    expect(rows.length).toBeGreaterThan(0);
    const res = await get(`/api/products/${rows[0]!.id}/`);
    expect(res.status).toBe(200);
    expect(Product.parse(res.body).is_active).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/products/99999999')).status).toBe(404);
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999999']) {
      expect((await get(`/api/products/${bad}`)).status, bad).toBe(400);
    }
  });

  it('shows a stock change as soon as the catalogue-changed notice arrives', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const before = Product.parse((await get(`/api/products/${row!.id}`)).body);
    await t.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ stock: before.stock + 7 })
        .where(eq(products.id, row!.id));
      await notifyCatalogChanged(tx);
    });
    await expect
      .poll(async () => Product.parse((await get(`/api/products/${row!.id}`)).body).stock)
      .toBe(before.stock + 7);
  });
});

describe('GET /api/products/search/', () => {
  const searchable = available.find((p) => /trà sữa/i.test(p.name)) ?? available[0]!;

  it('matches without accents or case, đ as d', async () => {
    const folded = foldVietnamese(searchable.name).split(' ').slice(0, 2).join(' ');
    const upper = searchable.name.split(' ').slice(0, 2).join(' ').toUpperCase();
    for (const q of [folded, upper]) {
      const page = await getPage(`/api/products/search/?q=${encodeURIComponent(q)}`);
      expect(
        page.results.map((p) => p.slug),
        q,
      ).toContain(searchable.slug);
    }
    const withD = available.find((p) => p.name.includes('đ') || p.name.includes('Đ'));
    if (withD) {
      const word = foldVietnamese(withD.name)
        .split(' ')
        .find((w) => w.includes('d'))!;
      const page = await getPage(`/api/products/search/?q=${encodeURIComponent(word)}&page_size=100`);
      expect(page.results.map((p) => p.slug)).toContain(withD.slug);
    }
  });

  it('ranks name matches above description matches', async () => {
    const word = foldVietnamese(searchable.name).split(' ')[0]!;
    const page = await getPage(`/api/products/search/?q=${encodeURIComponent(word)}&page_size=100`);
    const inName = page.results.map((p) => foldVietnamese(p.name).includes(word));
    const firstDescriptionOnly = inName.indexOf(false);
    if (firstDescriptionOnly >= 0) expect(inName.slice(firstDescriptionOnly)).not.toContain(true);
    expect(inName[0]).toBe(true);
  });

  it('hides inactive and sold-out products', async () => {
    const hidden = demoProducts.filter((p) => !isAvailable(p));
    expect(hidden.length).toBeGreaterThan(0);
    for (const p of hidden) {
      const page = await getPage(`/api/products/search/?q=${encodeURIComponent(p.name)}`);
      expect(page.results.map((r) => r.slug)).not.toContain(p.slug);
    }
  });

  it('answers an empty query with no results', async () => {
    expect(await getPage('/api/products/search/?q=')).toMatchObject({ count: 0, results: [] });
    expect(await getPage('/api/products/search/')).toMatchObject({ count: 0, results: [] });
  });

  it('treats LIKE wildcards and SQL as plain text', async () => {
    // '%' and '_' match only products whose text holds them literally, not everything.
    for (const q of ['%', '_']) {
      const page = await getPage(`/api/products/search/?q=${encodeURIComponent(q)}&page_size=100`);
      expect(page.count, q).toBeLessThan(available.length);
      for (const p of page.results) {
        const demo = demoProducts.find((d) => d.slug === p.slug)!;
        expect(`${p.name} ${demo.description} ${p.specifications}`, q).toContain(q);
      }
    }
    for (const q of ["' OR 1=1 --", 'a\\', 'zzqx%_']) {
      expect((await getPage(`/api/products/search/?q=${encodeURIComponent(q)}`)).count, q).toBe(0);
    }
  });

  it('rejects a 5,000-character query with a 400', async () => {
    const res = await get(`/api/products/search/?q=${'a'.repeat(5000)}`);
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('q');
  });
});

describe('categories', () => {
  it('lists top-level categories with their sub-categories', async () => {
    const list = z.array(Category).parse((await get('/api/categories/?top_level=true')).body);
    expect(list.map((c) => c.slug)).toEqual(demoCategories.filter((c) => c.parentKey === null).map((c) => c.slug));
    expect(list.every((c) => c.top_level && c.parent === null)).toBe(true);
  });

  it('lists the children of a parent', async () => {
    const parent = demoCategories.find((c) => demoCategories.some((d) => d.parentKey === c.key))!;
    const id = await categoryIdBySlug(parent.slug);
    const list = z.array(Category).parse((await get(`/api/categories/?parent=${id}`)).body);
    expect(list.map((c) => c.slug)).toEqual(
      demoCategories.filter((c) => c.parentKey === parent.key).map((c) => c.slug),
    );
    expect(list.every((c) => c.parent === id && !c.top_level)).toBe(true);
  });

  it('gives the whole tree from /hierarchy/', async () => {
    const tree = z.array(Category).parse((await get('/api/categories/hierarchy/')).body);
    const count = (nodes: Category[]): number => nodes.reduce((n, c) => n + 1 + count(c.children), 0);
    expect(count(tree)).toBe(demoCategories.length);
  });

  it('rejects bad filters', async () => {
    expect((await get('/api/categories/?parent=abc')).status).toBe(400);
    expect((await get('/api/categories/?top_level=yes-please')).status).toBe(400);
    expect((await get('/api/categories/999999')).status).toBe(404);
  });
});

describe('content', () => {
  it('lists active banners, oldest first', async () => {
    const list = z.array(Banner).parse((await get('/api/banners/')).body);
    expect(list).toHaveLength(demoBanners.filter((b) => b.status === 'active').length);
    expect(list.every((b) => b.status === 'active')).toBe(true);
    const dates = list.map((b) => b.created_at);
    expect(dates).toEqual([...dates].sort());
  });

  it('limits feedback and reports the total', async () => {
    const res = await get('/api/feedback/?limit=5');
    expect(res.body).toMatchObject({ count: demoFeedback.length });
    expect((res.body as { results: unknown[] }).results).toHaveLength(5);
    expect(((await get('/api/feedback/?limit=20')).body as { results: unknown[] }).results).toHaveLength(20);
    for (const q of ['limit=0', 'limit=-3', 'limit=abc', 'limit=101']) {
      expect((await get(`/api/feedback/?${q}`)).status, q).toBe(400);
    }
  });

  it('lists the store locations with their status label', async () => {
    const list = z.array(StoreLocation).parse((await get('/api/store-locations/')).body);
    expect(list).toHaveLength(demoStores.length);
    const soon = list.find((s) => s.status === 'coming_soon');
    expect(soon?.status_display).toBe('Sắp khai trương');
  });

  it('lists active promotions sorted by code', async () => {
    const res = await get('/api/promotions/public');
    const list = z.object({ results: z.array(Promotion) }).parse(res.body).results;
    const expected = demoPromotions
      .filter((p) => p.is_active)
      .map((p) => p.code)
      .sort();
    expect(list.map((p) => p.code)).toEqual(expected);
    expect(list.every((p) => p.can_user_use)).toBe(true);
  });
});
