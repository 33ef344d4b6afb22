// Products' own SKU (DESIGN §16: a product without variants links to a marketplace item by it) and costs (DESIGN
// §17, staff only): set, changed and cleared through the product API and the CSV, an SKU unique across products and
// variants (a 400 naming the field, also when two writes race for one), costs never in the shop's answers.
import { CATALOG_ADMIN_MESSAGES as M } from '@shop/domain/admin-catalog.rules';
import { PRODUCT_CSV_COLUMNS } from '@shop/domain/admin-catalog-csv.rules';
import { AdminProductDetail, AdminProductPage } from '@shop/domain/admin-catalog.schemas';
import { ImportReport } from '@shop/domain/admin-import.schemas';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../db/schema/index';
import { BadRequestError } from '../../http/errors';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
import { catalogueSnapshot, category, createdProduct, productBody } from '../../testing/catalog.testing';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { asDuplicateError } from './catalog-writes';
import { lockSkus, skuQuery } from './product-codes.repo';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let staff: SignedUp;
let tea: Awaited<ReturnType<typeof category>>;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  staff = await accountWithRole(t.app, t.db, 'staff');
  tea = await category(t.db, 'Trà');
});
afterAll(() => t?.close());

let serial = 0;
/** An SKU no other test uses. */
const sku = (prefix = 'SKU') => `${prefix}-${++serial}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

const create = (over: Record<string, unknown> = {}) => createdProduct(t.app, staff, productBody(tea.id, over));
/** A product without variants, with its own SKU. */
const single = (own: string | null, over: Record<string, unknown> = {}) => create({ sku: own, variants: [], ...over });
const post = (body: unknown) => adminCall(t.app, staff, 'POST', '/api/admin/products/', { body });
const patch = (id: number, body: unknown) => adminCall(t.app, staff, 'PATCH', `/api/admin/products/${id}/`, { body });
/** The product's variants as the form sends them back, with these changes (by index). */
const variantsWith = (p: AdminProductDetail, changes: Record<string, unknown>[] = []) =>
  p.variants.map((v, i) => ({
    id: v.id,
    name: v.name,
    sku: v.sku,
    price: v.price,
    discount_price: v.discount_price,
    ...changes[i],
  }));
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** A refused write: 400 with these field messages, and not a row changed anywhere. */
async function refused(send: () => Promise<{ status: number; body: unknown }>, fields: Record<string, string[]>) {
  const before = await catalogueSnapshot(t.db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject(fields);
  expect(await catalogueSnapshot(t.db)).toEqual(before);
}

describe('a product’s own SKU and costs through the product API', () => {
  it('sets them on create (SKU trimmed, upper-cased), changes and clears them, keeps a variant’s cost when left out', async () => {
    const own = sku('TRA');
    const p = await single(` ${own.toLowerCase()} `, { cost_price: 52_000 });
    expect(p).toMatchObject({ sku: own, cost_price: 52_000 });
    const plain = await create();
    expect(plain).toMatchObject({ sku: null, cost_price: null });
    expect(plain.variants.map((v) => v.cost_price)).toEqual([null, null]);

    const changed = await patch(p.id, { sku: '', cost_price: null });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = AdminProductDetail.parse(changed.body);
    expect(after).toMatchObject({ sku: null, cost_price: null });
    expect(after.audit[0]).toMatchObject({
      action: 'product.update',
      before: { sku: own, cost_price: 52_000 },
      after: { sku: null, cost_price: null },
    });

    const costed = await patch(plain.id, {
      cost_price: 50_000,
      variants: variantsWith(plain, [{ cost_price: 51_000 }, { cost_price: 98_000 }]),
    });
    expect(costed.status, JSON.stringify(costed.body)).toBe(200);
    // Left out: each variant keeps its own; null: the product's.
    const kept = AdminProductDetail.parse((await patch(plain.id, { variants: variantsWith(plain, [{}, {}]) })).body);
    expect(kept.variants.map((v) => v.cost_price)).toEqual([51_000, 98_000]);
    const cleared = await patch(plain.id, { variants: variantsWith(plain, [{ cost_price: null }, {}]) });
    expect(AdminProductDetail.parse(cleared.body).variants.map((v) => v.cost_price)).toEqual([null, 98_000]);
    const [row] = await t.db.select().from(products).where(eq(products.id, plain.id));
    expect(row!.costPrice).toBe(50_000);

    // The list carries them too, and its search finds the product by its own SKU.
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/products/?search=${own.toLowerCase()}`);
    expect(AdminProductPage.parse(res.body).results).toEqual([]);
    await patch(p.id, { sku: own });
    const found = AdminProductPage.parse(
      (await adminCall(t.app, staff, 'GET', `/api/admin/products/?search=${own.toLowerCase()}`)).body,
    );
    expect(found.results.map((r) => [r.id, r.sku])).toEqual([[p.id, own]]);
  });

  it('never shows costs, nor the product’s SKU, in the shop’s answers', async () => {
    const p = await create({ sku: null, cost_price: 40_000, variants: [] });
    await patch(p.id, { sku: sku() });
    const withVariants = await create({
      cost_price: 40_000,
      variants: [{ name: 'Gói', sku: sku(), price: 85_000, stock: 3, cost_price: 55_000 }],
    });
    for (const id of [p.id, withVariants.id]) {
      const shop = await call(t.app, 'GET', `/api/products/${id}/`);
      expect(shop.status).toBe(200);
      const body = shop.body as { variants: object[] };
      expect(body).not.toHaveProperty('cost_price');
      expect(body).not.toHaveProperty('sku');
      for (const v of body.variants) expect(v).not.toHaveProperty('cost_price');
    }
    const page = await call(t.app, 'GET', `/api/products/?page_size=100`);
    expect(JSON.stringify(page.body)).not.toContain('cost_price');
  });

  it('refuses a bad SKU or cost at its field', async () => {
    const p = await create();
    await refused(() => post(productBody(tea.id, { sku: 'trà đen' })), { sku: [M.skuInvalid] });
    await refused(() => post(productBody(tea.id, { cost_price: -1 })), { cost_price: [M.costPriceInvalid] });
    await refused(() => patch(p.id, { cost_price: 1.5 }), { cost_price: [M.costPriceInvalid] });
    await refused(() => patch(p.id, { variants: variantsWith(p, [{ cost_price: '10000' }]) }), {
      'variants.0.cost_price': [M.costPriceInvalid],
    });
  });

  it('refuses an SKU another product or any variant has, or one of its own variants’, naming the field', async () => {
    const [own, ofVariant] = [sku(), sku()];
    const holder = await single(own);
    const withVariant = await create({ variants: [{ name: 'Gói', sku: ofVariant, price: 10_000 }] });
    const other = await create();
    const taken = [M.skuTaken];
    await refused(() => post(productBody(tea.id, { sku: own, variants: [] })), { sku: taken });
    await refused(() => post(productBody(tea.id, { sku: ofVariant.toLowerCase() })), { sku: taken });
    await refused(() => patch(other.id, { sku: own }), { sku: taken });
    await refused(() => patch(other.id, { variants: variantsWith(other, [{}, { sku: own }]) }), {
      'variants.1.sku': taken,
    });
    await refused(() => post(productBody(tea.id, { variants: [{ name: 'A', sku: own, price: 1 }] })), {
      'variants.0.sku': taken,
    });
    const mine = sku();
    await refused(() => patch(other.id, { sku: mine, variants: variantsWith(other, [{}, { sku: mine }]) }), {
      'variants.1.sku': [M.skuDuplicate],
    });
    // The holders may save their own SKUs again; a product may take its variant's for itself in one edit.
    expect((await patch(holder.id, { sku: own })).status).toBe(200);
    const moved = await patch(withVariant.id, {
      sku: ofVariant,
      variants: variantsWith(withVariant, [{ sku: sku() }]),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(AdminProductDetail.parse(moved.body).sku).toBe(ofVariant);
    // And another product's SKU, once it gave it up.
    await patch(holder.id, { sku: null });
    expect((await patch(other.id, { sku: own })).status).toBe(200);
  });

  it('answers a write that meets the UNIQUE constraint on a product’s SKU as the same 400 (never a 500)', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'products_sku_unique' });
    const error = asDuplicateError(new Error('wrapped', { cause: unique }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).fields).toEqual({ sku: [M.skuTaken] });
  });

  it('finds who holds SKUs through the two UNIQUE indexes, in one statement', async () => {
    // On a table this small the planner would rather scan it; the indexes must still serve the lookup.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return JSON.stringify(rowsOf(await tx.execute(sql`EXPLAIN ${skuQuery(tx, ['X-1', 'X-2']).getSQL()}`)));
    });
    expect(plan).toMatch(/[" ]products_sku_unique/);
    expect(plan).toMatch(/product_variants_sku_unique/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('two writes racing for one SKU', () => {
  it('puts it on a product or on a variant, never both: exactly one wins, the other is a 400', async () => {
    for (let round = 0; round < 6; round++) {
      const [p, q] = [await single(null), await create()];
      const wanted = sku('RACE');
      const answers = await Promise.all([
        patch(p.id, { sku: wanted }),
        patch(q.id, { variants: variantsWith(q, [{}, { sku: wanted }]) }),
        post(productBody(tea.id, { sku: wanted, variants: [] })),
      ]);
      const outcome = answers.map((a) => (a.status === 200 || a.status === 201 ? 'won' : a.status));
      expect(outcome.sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([400, 400, 'won']);
      for (const lost of answers.filter((a) => a.status === 400)) {
        expect(Object.values(lost.body as Record<string, string[]>).flat()).toContain(M.skuTaken);
      }
      const holders = await t.db.execute(sql`SELECT 1 FROM ${products} WHERE sku = ${wanted}
        UNION ALL SELECT 1 FROM ${productVariants} WHERE sku = ${wanted}`);
      expect(rowsOf(holders)).toHaveLength(1);
    }
  });

  // PGlite has one connection: the test's transaction would hold the app's queries inside it.
  it.skipIf(!process.env.DATABASE_URL)(
    'waits for the lock on a new SKU before it checks, so it sees what the holder of the lock wrote',
    async () => {
      const [p, q] = [await single(null), await create()];
      const wanted = sku('LOCK');
      let answer: Promise<{ status: number; body: unknown }> | undefined;
      await t.db.transaction(async (tx) => {
        await lockSkus(tx, [wanted]);
        answer = patch(p.id, { sku: wanted });
        let settled = false;
        void answer.then(() => (settled = true));
        let waiting = false;
        for (let tries = 0; !waiting && !settled && tries < 200; tries++) {
          await new Promise((r) => setTimeout(r, 50));
          const locks = await t.db.execute(sql`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND NOT granted`);
          waiting = rowsOf(locks).length > 0;
        }
        expect({ waiting, settled }).toEqual({ waiting: true, settled: false });
        await tx.update(productVariants).set({ sku: wanted }).where(eq(productVariants.id, q.variants[0]!.id));
      });
      const res = await answer!;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ sku: [M.skuTaken] });
    },
  );
});

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>;
const csvOf = (rows: Row[], columns: readonly string[] = PRODUCT_CSV_COLUMNS) =>
  stringify(
    rows.map((r) => columns.map((c) => String(r[c as keyof Row] ?? ''))),
    { bom: true, header: true, columns: [...columns] },
  );
const importCsv = (csv: string, dryRun: boolean) =>
  adminCall(t.app, staff, 'POST', `/api/admin/products/import/${dryRun ? '?dry_run=1' : ''}`, {
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
const report = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ImportReport.parse(res.body);
};
const line = (slug: string, over: Row = {}): Row => ({
  product_slug: slug,
  name: `Sản phẩm ${slug}`,
  category_slug: tea.slug,
  price: 50_000,
  stock: 1,
  is_active: 'true',
  is_featured: 'false',
  ...over,
});
const exported = async (search: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/export.csv?search=${search}`,
    headers: { authorization: `Bearer ${staff.tokens.access}` },
  });
  const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
  expect(header).toEqual(PRODUCT_CSV_COLUMNS);
  return { text: res.body, rows: rows.map((r) => Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c, i) => [c, r[i]!]))) };
};

describe('own SKUs and costs in the products CSV', () => {
  it('exports them, imports them back unchanged, sets and clears them; a file without the columns keeps them', async () => {
    const own = sku('CSV');
    const p = await single(own, { cost_price: 30_000 });
    const q = await create({
      cost_price: 45_000,
      variants: [{ name: 'A', sku: sku(), price: 90_000, cost_price: 60_000 }],
    });
    const one = await exported(own);
    expect(one.rows).toEqual([expect.objectContaining({ product_slug: p.slug, sku: own, cost_price: '30000' })]);
    expect(report(await importCsv(one.text, true))).toMatchObject({ errors: [], updated: [], unchanged: 1 });
    const two = await exported(q.variants[0]!.sku);
    expect(two.rows).toEqual([expect.objectContaining({ sku: '', cost_price: '45000', variant_cost_price: '60000' })]);
    expect(report(await importCsv(two.text, false))).toMatchObject({ errors: [], updated: [], unchanged: 1 });

    const newSku = sku('CSV');
    const lines = [
      line('sku-moi', { sku: newSku.toLowerCase(), cost_price: 33_000 }),
      { ...one.rows[0], sku: '', cost_price: '' },
      { ...two.rows[0], cost_price: '46000', variant_cost_price: '' },
    ];
    const applied = report(await importCsv(csvOf(lines), false));
    expect(applied.errors).toEqual([]);
    expect(applied.updated).toEqual([
      { slug: p.slug, name: p.name, fields: ['sku', 'cost_price'] },
      { slug: q.slug, name: q.name, fields: ['cost_price', `variants.${q.variants[0]!.sku}.cost_price`] },
    ]);
    const [created] = await t.db.select().from(products).where(eq(products.slug, 'sku-moi'));
    expect(created).toMatchObject({ sku: newSku, costPrice: 33_000 });
    const [cleared] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(cleared).toMatchObject({ sku: null, costPrice: null });
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.productId, q.id));
    expect(variant!.costPrice).toBeNull();

    // A file saved before these columns existed: its lines keep what is stored.
    const old = PRODUCT_CSV_COLUMNS.filter((c) => !['sku', 'cost_price', 'variant_cost_price'].includes(c));
    const kept = report(await importCsv(csvOf([line('sku-moi', { price: 60_000 })], old), false));
    expect(kept.updated).toEqual([{ slug: 'sku-moi', name: 'Sản phẩm sku-moi', fields: ['price'] }]);
    const [still] = await t.db.select().from(products).where(eq(products.slug, 'sku-moi'));
    expect(still).toMatchObject({ sku: newSku, costPrice: 33_000 });
  });

  it('refuses an SKU twice in the file or held elsewhere, and a bad SKU or cost, each at its line', async () => {
    const [held, heldToo, ofVariant] = [sku(), sku(), sku()];
    await single(held);
    await single(heldToo);
    await create({ variants: [{ name: 'A', sku: ofVariant, price: 1 }] });
    const [twice, again] = [sku(), sku()];
    const csv = csvOf([
      line('sk-a', { sku: twice }),
      line('sk-b', { variant_sku: twice, variant_name: 'B', variant_price: 1 }),
      line('sk-c', { sku: again, variant_sku: again, variant_name: 'C', variant_price: 1 }),
      line('sk-d', { sku: held.toLowerCase() }),
      line('sk-e', { sku: ofVariant }),
      line('sk-f', { variant_sku: heldToo, variant_name: 'F', variant_price: 1 }),
      line('sk-g', { sku: 'mã sku', cost_price: -5 }),
      line('sk-h', { variant_sku: sku(), variant_name: 'H', variant_price: 1, variant_cost_price: 'abc' }),
    ]);
    const dry = report(await importCsv(csv, true));
    expect(dry.errors).toEqual([
      { line: 3, column: 'variant_sku', message: M.csvSkuTwice(2) },
      { line: 4, column: 'variant_sku', message: M.skuDuplicate },
      { line: 5, column: 'sku', message: M.skuTaken },
      { line: 6, column: 'sku', message: M.skuTaken },
      { line: 7, column: 'variant_sku', message: M.skuTaken },
      { line: 8, column: 'sku', message: M.skuInvalid },
      { line: 8, column: 'cost_price', message: M.costPriceInvalid },
      { line: 9, column: 'variant_cost_price', message: M.costPriceInvalid },
    ]);
    const before = await catalogueSnapshot(t.db);
    const res = await importCsv(csv, false);
    expect(res.status).toBe(400);
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });
});
