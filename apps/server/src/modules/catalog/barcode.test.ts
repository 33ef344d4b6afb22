// Barcodes on products and variants (DESIGN §15): set, changed and cleared through the product API, unique across
// products and variants (a 400 naming the field, also when two writes race for one code), found by the till's
// `?barcode=` and by the list's search, fast among 10,000 products, and carried by the CSV both ways.
import { CATALOG_ADMIN_MESSAGES as M } from '@shop/domain/admin-catalog.rules';
import { PRODUCT_CSV_COLUMNS } from '@shop/domain/admin-catalog-csv.rules';
import { AdminProductDetail, AdminProductPage } from '@shop/domain/admin-catalog.schemas';
import { ImportReport } from '@shop/domain/admin-import.schemas';
import { Product } from '@shop/domain/catalog.schemas';
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
import { barcodeQueries, lockBarcodes } from './product-codes.repo';

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
/** A code no other test uses. */
const code = (prefix = 'BC') =>
  `${prefix.toUpperCase()}-${++serial}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

const create = (over: Record<string, unknown> = {}) => createdProduct(t.app, staff, productBody(tea.id, over));
const post = (body: unknown) => adminCall(t.app, staff, 'POST', '/api/admin/products/', { body });
const patch = (id: number, body: unknown) => adminCall(t.app, staff, 'PATCH', `/api/admin/products/${id}/`, { body });
const list = async (query: string) => {
  const res = await adminCall(t.app, staff, 'GET', `/api/admin/products/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AdminProductPage.parse(res.body);
};
/** The product's variants as the form sends them back, with these barcodes (undefined: left out). */
const variantsWith = (p: AdminProductDetail, barcodes: (string | null | undefined)[]) =>
  p.variants.map((v, i) => ({
    id: v.id,
    name: v.name,
    sku: v.sku,
    price: v.price,
    discount_price: v.discount_price,
    ...(barcodes[i] === undefined ? {} : { barcode: barcodes[i] }),
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

describe('barcodes through the product API', () => {
  it('sets them on create (trimmed, upper-cased), changes and clears them, keeps a variant’s when left out', async () => {
    const [own, first, second] = [code('p'), code('v'), code('v')];
    const p = await create({
      barcode: ` ${own.toLowerCase()} `,
      variants: [
        { name: 'Gói 500g', sku: code('SKU'), price: 85_000, barcode: first },
        { name: 'Gói 1kg', sku: code('SKU'), price: 160_000, barcode: '' },
      ],
    });
    expect(p.barcode).toBe(own);
    expect(p.variants.map((v) => v.barcode)).toEqual([first, null]);
    expect((await create()).barcode).toBeNull();
    // The shop's answers don't carry them.
    const shop = (await call(t.app, 'GET', `/api/products/${p.id}/`)).body as { variants: object[] };
    expect(Product.safeParse(shop).success).toBe(true);
    expect(shop).not.toHaveProperty('barcode');
    expect(shop.variants[0]).not.toHaveProperty('barcode');

    const changed = await patch(p.id, { barcode: '', variants: variantsWith(p, [undefined, second]) });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = AdminProductDetail.parse(changed.body);
    expect(after.barcode).toBeNull();
    expect(after.variants.map((v) => v.barcode)).toEqual([first, second]);
    expect(after.audit[0]).toMatchObject({
      action: 'product.update',
      before: { barcode: own },
      after: { barcode: null },
    });
  });

  it('moves a code from the product to its variant, and swaps two variants’ codes, in one edit', async () => {
    const [a, b, c] = [code(), code(), code()];
    const p = await create({
      barcode: a,
      variants: [
        { name: 'A', sku: code('SKU'), price: 10_000, barcode: b },
        { name: 'B', sku: code('SKU'), price: 20_000, barcode: c },
      ],
    });
    const res = await patch(p.id, { barcode: null, variants: variantsWith(p, [c, a]) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = AdminProductDetail.parse(res.body);
    expect([moved.barcode, ...moved.variants.map((v) => v.barcode)]).toEqual([null, c, a]);
  });

  it('refuses a code another product or any variant has, or one twice in the product, naming the field', async () => {
    const [own, ofVariant] = [code(), code()];
    const holder = await create({
      barcode: own,
      variants: [{ name: 'Gói', sku: code('SKU'), price: 10_000, barcode: ofVariant }],
    });
    const other = await create();
    const taken = [M.barcodeTaken];
    await refused(() => post(productBody(tea.id, { barcode: own })), { barcode: taken });
    await refused(() => post(productBody(tea.id, { barcode: ofVariant.toLowerCase() })), { barcode: taken });
    await refused(() => patch(other.id, { barcode: own }), { barcode: taken });
    await refused(() => patch(other.id, { variants: variantsWith(other, [null, ofVariant]) }), {
      'variants.1.barcode': taken,
    });
    await refused(() => patch(other.id, { variants: variantsWith(other, [own]) }), { 'variants.0.barcode': taken });
    const mine = code();
    await refused(() => patch(other.id, { barcode: mine, variants: variantsWith(other, [null, mine]) }), {
      'variants.1.barcode': [M.barcodeDuplicate],
    });
    await refused(() => patch(other.id, { barcode: 'mã vạch' }), { barcode: [M.barcodeInvalid] });
    // The holder itself may save its own codes again.
    expect((await patch(holder.id, { barcode: own, variants: variantsWith(holder, [ofVariant]) })).status).toBe(200);
  });

  it('answers a write that meets a UNIQUE constraint on a barcode as the same 400 (never a 500)', () => {
    const unique = (constraint: string) => Object.assign(new Error('duplicate key'), { code: '23505', constraint });
    const own = asDuplicateError(new Error('wrapped', { cause: unique('products_barcode_unique') }));
    expect(own).toBeInstanceOf(BadRequestError);
    expect((own as BadRequestError).fields).toEqual({ barcode: [M.barcodeTaken] });
    const ofVariant = asDuplicateError(unique('product_variants_barcode_unique')) as BadRequestError;
    expect(ofVariant.fields).toEqual({ variants: [M.barcodeTaken] });
  });
});

describe('two writes racing for one code', () => {
  it('puts it on a product or on a variant, never both: exactly one wins, the other is a 400', async () => {
    for (let round = 0; round < 6; round++) {
      const [p, q] = [await create(), await create()];
      const wanted = code('RACE');
      const answers = await Promise.all([
        patch(p.id, { barcode: wanted }),
        patch(q.id, { variants: variantsWith(q, [null, wanted]) }),
        post(productBody(tea.id, { barcode: wanted })),
      ]);
      const outcome = answers.map((a) => (a.status === 200 || a.status === 201 ? 'won' : a.status));
      expect(outcome.sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([400, 400, 'won']);
      for (const lost of answers.filter((a) => a.status === 400)) {
        expect(Object.values(lost.body as Record<string, string[]>).flat()).toContain(M.barcodeTaken);
      }
      const holders = await t.db.execute(sql`SELECT 1 FROM ${products} WHERE barcode = ${wanted}
        UNION ALL SELECT 1 FROM ${productVariants} WHERE barcode = ${wanted}`);
      expect(rowsOf(holders)).toHaveLength(1);
    }
  });

  // PGlite has one connection: the test's transaction would hold the app's queries inside it.
  it.skipIf(!process.env.DATABASE_URL)(
    'waits for the lock on the code before it checks, so it sees what the holder of the lock wrote',
    async () => {
      const [p, q] = [await create(), await create()];
      const wanted = code('LOCK');
      let answer: Promise<{ status: number; body: unknown }> | undefined;
      await t.db.transaction(async (tx) => {
        await lockBarcodes(tx, [wanted]);
        answer = patch(p.id, { barcode: wanted });
        let settled = false;
        void answer.then(() => (settled = true));
        // The edit's transaction comes to wait on the code's lock (the pool's other connections see it waiting).
        let waiting = false;
        for (let tries = 0; !waiting && !settled && tries < 200; tries++) {
          await new Promise((r) => setTimeout(r, 50));
          const locks = await t.db.execute(sql`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND NOT granted`);
          waiting = rowsOf(locks).length > 0;
        }
        expect({ waiting, settled }).toEqual({ waiting: true, settled: false });
        await tx.update(productVariants).set({ barcode: wanted }).where(eq(productVariants.id, q.variants[0]!.id));
      });
      const res = await answer!;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ barcode: [M.barcodeTaken] });
    },
  );
});

describe('GET /api/admin/products/?barcode= and the search', () => {
  it('finds the product by its own code or a variant’s, saying which variant matched', async () => {
    const [own, ofVariant] = [code(), code()];
    const p = await create({
      barcode: own,
      variants: [
        { name: 'A', sku: code('SKU'), price: 10_000 },
        { name: 'B', sku: code('SKU'), price: 20_000, barcode: ofVariant },
      ],
    });
    const byOwn = await list(`?barcode=${encodeURIComponent(own.toLowerCase())}`);
    expect(byOwn).toMatchObject({ count: 1, results: [{ id: p.id, barcode: own, matched_variant: null }] });
    const byVariant = await list(`?barcode=${ofVariant}`);
    expect(byVariant).toMatchObject({ count: 1, results: [{ id: p.id, matched_variant: p.variants[1]!.id }] });
    expect(byVariant.results[0]!.variants[1]!.barcode).toBe(ofVariant);
    expect(await list(`?barcode=${code('NONE')}`)).toMatchObject({ count: 0, results: [] });
    // Other filters still apply; the plain list says nothing of a match.
    expect((await list(`?barcode=${own}&is_active=false`)).count).toBe(0);
    expect((await list('?page_size=100')).results.find((r) => r.id === p.id)).not.toHaveProperty('matched_variant');
    const bad = await adminCall(t.app, staff, 'GET', '/api/admin/products/?barcode=m%C3%A3%20v%E1%BA%A1ch');
    expect(bad).toMatchObject({ status: 400, body: { barcode: [M.barcodeInvalid] } });

    // The list's search box finds a typed or scanned code too, the product's or a variant's.
    for (const typed of [own, ofVariant.toLowerCase()]) {
      expect((await list(`?search=${encodeURIComponent(typed)}`)).results.map((r) => r.id)).toEqual([p.id]);
    }
  });

  it('finds a code among 10,000 products and 10,000 variants from the indexes alone', async () => {
    await t.db.execute(sql`INSERT INTO ${products} (name, slug, price, category_id, barcode)
      SELECT 'Sản phẩm ' || n, 'sp-ma-vach-' || n, 10000, ${tea.id}, 'EAN' || lpad(n::text, 10, '0')
      FROM generate_series(1, 10000) n`);
    await t.db.execute(sql`INSERT INTO ${productVariants} (product_id, name, sku, price, barcode)
      SELECT id, 'Gói', 'SKU-MV-' || id, 10000, 'VAR' || id FROM ${products} WHERE slug LIKE 'sp-ma-vach-%'`);
    await t.db.execute(sql`ANALYZE ${products}`);
    await t.db.execute(sql`ANALYZE ${productVariants}`);
    for (const query of barcodeQueries(t.db, ['EAN0000004242'])) {
      const plan = await t.db.execute(sql`EXPLAIN ${query.getSQL()}`);
      const lines = JSON.stringify(rowsOf(plan));
      expect(lines).toMatch(/Index (Only )?Scan using (products|product_variants)_barcode_unique/);
      expect(lines).not.toMatch(/Seq Scan/);
    }
    const started = performance.now();
    const found = await list('?barcode=EAN0000004242');
    console.log(`?barcode= among 10,000 products: ${(performance.now() - started).toFixed(1)} ms`);
    expect(found.results.map((r) => r.slug)).toEqual(['sp-ma-vach-4242']);
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, found.results[0]!.id));
    expect(await list(`?barcode=${variant!.barcode}`)).toMatchObject({
      count: 1,
      results: [{ slug: 'sp-ma-vach-4242', matched_variant: variant!.id }],
    });
  }, 60_000);
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

describe('barcodes in the products CSV', () => {
  it('exports them, imports them back unchanged, sets and clears them; a file without the columns keeps them', async () => {
    const [own, ofVariant] = [code(), code()];
    const p = await create({ barcode: own, variants: [{ name: 'A', sku: code('SKU'), price: 1, barcode: ofVariant }] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/export.csv?barcode=${own}`,
      headers: { authorization: `Bearer ${staff.tokens.access}` },
    });
    const [header, row] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual(PRODUCT_CSV_COLUMNS);
    const cells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c, i) => [c, row![i]]));
    expect(cells).toMatchObject({ product_slug: p.slug, barcode: own, variant_barcode: ofVariant });
    expect(report(await importCsv(res.body, true))).toMatchObject({ errors: [], updated: [], unchanged: 1 });

    const newCode = code();
    const lines = [
      line('ma-vach-moi', { barcode: newCode.toLowerCase() }),
      { ...cells, barcode: '', variant_barcode: ofVariant },
    ];
    const applied = report(await importCsv(csvOf(lines), false));
    expect(applied.updated).toEqual([{ slug: p.slug, name: p.name, fields: ['barcode'] }]);
    const [created] = await t.db.select().from(products).where(eq(products.slug, 'ma-vach-moi'));
    expect(created!.barcode).toBe(newCode);
    const [cleared] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(cleared!.barcode).toBeNull();

    // A file saved before barcodes existed: its lines keep what is stored.
    const old = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'barcode' && c !== 'variant_barcode');
    const kept = report(await importCsv(csvOf([line('ma-vach-moi', { price: 60_000 })], old), false));
    expect(kept.updated).toEqual([{ slug: 'ma-vach-moi', name: 'Sản phẩm ma-vach-moi', fields: ['price'] }]);
    const [still] = await t.db.select().from(products).where(eq(products.slug, 'ma-vach-moi'));
    expect(still!.barcode).toBe(newCode);
  });

  it('refuses a code twice in the file, one another product holds, and a bad one, each at its line', async () => {
    const held = code();
    await create({ barcode: held });
    const [twice, again] = [code(), code()];
    const csv = csvOf([
      line('mv-a', { barcode: twice, variant_sku: code('SKU'), variant_name: 'A', variant_price: 1 }),
      line('mv-a', {
        barcode: twice,
        variant_sku: code('SKU'),
        variant_name: 'B',
        variant_price: 1,
        variant_barcode: again,
      }),
      line('mv-b', { variant_sku: code('SKU'), variant_name: 'C', variant_price: 1, variant_barcode: twice }),
      line('mv-c', { barcode: again.toLowerCase() }),
      line('mv-d', { barcode: held }),
      line('mv-e', { barcode: 'mã vạch' }),
    ]);
    const dry = report(await importCsv(csv, true));
    expect(dry.errors).toEqual([
      { line: 4, column: 'variant_barcode', message: M.csvBarcodeTwice(2) },
      { line: 5, column: 'barcode', message: M.csvBarcodeTwice(3) },
      { line: 6, column: 'barcode', message: M.barcodeTaken },
      { line: 7, column: 'barcode', message: M.barcodeInvalid },
    ]);
    const before = await catalogueSnapshot(t.db);
    const res = await importCsv(csv, false);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      non_field_errors: [M.csvHasErrors(4), ...dry.errors.map((e) => M.csvIssue(e.line, e.column, e.message))],
    });
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });
});
