// The products CSV: the export (UTF-8 with a BOM, what the list's filters show), export
// then import changing nothing, the dry run's report, an import applied in one transaction (stock on the ledger,
// one audit row per product), every bad file refused with a clear message and nothing changed, and 5,000 rows
// under 10 s.
import { CATALOG_ADMIN_MESSAGES as M } from '@shop/domain/admin-catalog.rules';
import { CSV_MAX_BYTES, CSV_MAX_ROWS, PRODUCT_CSV_COLUMNS } from '@shop/domain/admin-catalog-csv.rules';
import { ImportReport } from '@shop/domain/admin-import.schemas';
import { Product } from '@shop/domain/catalog.schemas';
import { stringify } from 'csv-stringify/sync';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp, call } from '../auth/auth.testing';
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
let staff: SignedUp;
let tea: Awaited<ReturnType<typeof category>>;
beforeAll(async () => {
  // The demo catalogue: real Vietnamese names, descriptions over several lines, variants and none.
  t = await buildTestApp();
  staff = await accountWithRole(t.app, t.db, 'staff');
  tea = await category(t.db, 'Trà nhập khẩu');
});
afterAll(() => t?.close());

const exportCsv = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/export.csv${query}`,
    headers: { authorization: `Bearer ${staff.tokens.access}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const importCsv = (csv: string | Buffer, dryRun: boolean, contentType = 'text/csv') =>
  adminCall(t.app, staff, 'POST', `/api/admin/products/import/${dryRun ? '?dry_run=1' : ''}`, {
    body: csv,
    headers: { 'content-type': contentType },
  });
const report = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ImportReport.parse(res.body);
};

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number | boolean>>;
/** A file with the columns in their order; `columns` to write another header. */
function csvOf(rows: Row[], columns: readonly string[] = PRODUCT_CSV_COLUMNS) {
  return stringify(
    rows.map((r) => columns.map((c) => String(r[c as keyof Row] ?? ''))),
    { bom: true, header: true, columns: [...columns] },
  );
}
const row = (over: Row = {}): Row => ({
  product_slug: 'tra-lai-nhap',
  name: 'Trà lài nhập',
  category_slug: tea.slug,
  price: 120_000,
  stock: 10,
  unit: 'gói',
  weight_grams: 500,
  is_active: 'true',
  is_featured: 'false',
  ...over,
});

/** A refused import: the status and message, and not a row changed anywhere. */
async function refused(send: () => Promise<{ status: number; body: unknown }>, status: number, body: object) {
  const before = await catalogueSnapshot(t.db);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject(body);
  expect(await catalogueSnapshot(t.db)).toEqual(before);
}

describe('GET /api/admin/products/export.csv', () => {
  it('writes UTF-8 with a BOM, the header, one line per variant, and only what the filters keep', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="san-pham-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8').slice(1);
    const [header] = text.split('\r\n');
    expect(header).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const all = await t.db.select().from(products);
    const withVariants = await adminCall(t.app, staff, 'GET', '/api/admin/products/?page_size=100');
    const count = (withVariants.body as { count: number }).count;
    expect(count).toBe(all.length);
    // Vietnamese survives, and a description over several lines stays one quoted cell.
    expect(text).toContain('Trà đen Lộc Phát hảo hạng');
    expect(text).toMatch(/"[^"]*\n1\. Thành phần: [^"]*"/);

    const inactive = (await exportCsv('?is_active=false')).rawPayload.toString('utf8');
    const slugs = inactive
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split(',')[0]);
    const expected = all.filter((p) => !p.isActive).map((p) => p.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(slugs)).toEqual(new Set(expected));
  });
});

describe('export then import', () => {
  it('changes nothing: the dry run finds nothing to do, the import writes no row', async () => {
    // The file has no alt texts: a product keeps those staff wrote (the snapshot below compares them).
    const [withPhoto] = await t.db.select().from(products).where(ne(products.imageUrl, '')).limit(1);
    await t.db
      .update(products)
      .set({ imageAlts: { [withPhoto!.imageUrl]: 'Ảnh sản phẩm' } })
      .where(eq(products.id, withPhoto!.id));
    const csv = (await exportCsv()).rawPayload;
    const dry = report(await importCsv(csv, true));
    expect(dry.errors).toEqual([]);
    expect(dry.created).toEqual([]);
    expect(dry.updated).toEqual([]);
    expect(dry.unchanged).toBe((await t.db.select().from(products)).length);
    const before = await catalogueSnapshot(t.db);
    const applied = report(await importCsv(csv, false));
    expect(applied).toMatchObject({ dry_run: false, created: [], updated: [], errors: [] });
    expect(await catalogueSnapshot(t.db)).toEqual(before);
  });
});

describe('POST /api/admin/products/import/', () => {
  it('reports a dry run without writing, then applies it: created, updated, stock on the ledger, audited', async () => {
    const existing = await createdProduct(t.app, staff, productBody(tea.id));
    const [v500, v1kg] = existing.variants;
    const own = {
      product_slug: existing.slug,
      name: existing.name,
      category_slug: tea.slug,
      price: 90_000,
      discount_price: '',
      stock: 12,
      unit: 'gói',
      weight_grams: 500,
      is_active: 'true',
      is_featured: 'false',
      image_url: existing.image_url,
      description: existing.description,
      specifications: existing.specifications,
      max_quantities_in_cart: 10,
    };
    const csv = csvOf([
      row({
        description: 'Trà lài thơm.\n1. Xuất xứ: Thái Nguyên',
        variant_sku: 'TL-100G',
        variant_name: 'Gói 100g',
        variant_price: 30_000,
        variant_stock: 8,
      }),
      row({ variant_sku: 'tl-500g', variant_name: 'Gói 500g', variant_price: 120_000, variant_stock: 3 }),
      {
        ...own,
        variant_sku: v500!.sku,
        variant_name: 'Gói nửa ký',
        variant_price: 85_000,
        variant_stock: 40,
        variant_is_active: 'true',
      },
      // The same product's own columns may be left blank on its later lines.
      {
        product_slug: existing.slug,
        variant_sku: v1kg!.sku,
        variant_name: 'Gói 1kg',
        variant_price: 160_000,
        variant_discount_price: 150_000,
        variant_stock: '',
        variant_is_active: 'true',
      },
    ]);
    const before = await catalogueSnapshot(t.db);
    const dry = report(await importCsv(csv, true));
    expect(await catalogueSnapshot(t.db)).toEqual(before);
    expect(dry).toMatchObject({
      dry_run: true,
      rows: 4,
      errors: [],
      created: [{ slug: 'tra-lai-nhap', name: 'Trà lài nhập', variants: ['TL-100G', 'TL-500G'] }],
      updated: [
        {
          slug: existing.slug,
          fields: ['price', 'discount_price', `variants.${v500!.sku}.name`, `variants.${v500!.sku}.stock`],
        },
      ],
      unchanged: 0,
    });

    const applied = report(await importCsv(csv, false));
    expect(applied.created).toEqual(dry.created);
    expect(applied.updated).toEqual(dry.updated);
    const updated = Product.parse((await call(t.app, 'GET', `/api/products/${existing.id}/`)).body);
    expect(updated).toMatchObject({ price: 90_000, discount_price: null });
    expect(updated.variants.map((v) => [v.sku, v.name, v.stock])).toEqual([
      [v500!.sku, 'Gói nửa ký', 40],
      // A blank stock cell leaves the stock as it is.
      [v1kg!.sku, 'Gói 1kg', 7],
    ]);
    const ledger = await ledgerOf(t.db, existing.id);
    expect(ledger.at(-1)).toMatchObject({
      variantId: v500!.id,
      delta: 35,
      stockAfter: 40,
      reason: 'correction',
      actorId: staff.user.id,
      note: 'Nhập từ file CSV',
    });
    expect((await auditOf(t.db, 'product', existing.id)).at(-1)).toMatchObject({
      action: 'product.import',
      before: { price: 85_000, discount_price: 79_000 },
      after: { price: 90_000, discount_price: null },
    });
    const [created] = await t.db.select().from(products).where(eq(products.slug, 'tra-lai-nhap'));
    expect(created).toMatchObject({ name: 'Trà lài nhập', stock: 10, weightGrams: 500, searchName: 'tra lai nhap' });
    expect((await ledgerOf(t.db, created!.id)).map((m) => m.delta)).toEqual([10, 8, 3]);
    expect(await auditOf(t.db, 'product', created!.id)).toMatchObject([{ action: 'product.import', before: null }]);

    // The same file again: nothing left to do.
    const again = report(await importCsv(csv, true));
    expect(again).toMatchObject({ created: [], updated: [], unchanged: 2 });
  });

  it('lists each bad line with its line number, column and reason; applying it changes nothing', async () => {
    const other = await createdProduct(t.app, staff, productBody(tea.id));
    const csv = csvOf([
      row({ product_slug: 'loi-1', price: 'abc' }),
      row({ product_slug: 'loi-2', price: 100, discount_price: 100 }),
      row({ product_slug: 'loi-3', stock: -5 }),
      row({ product_slug: 'loi-4', variant_sku: 'DUP-1', variant_name: 'A', variant_price: 10 }),
      row({ product_slug: 'loi-5', variant_sku: 'dup-1', variant_name: 'B', variant_price: 10 }),
      row({ product_slug: 'loi-6', category_slug: 'khong-co' }),
      row({ product_slug: 'loi-7', variant_sku: other.variants[0]!.sku, variant_name: 'C', variant_price: 10 }),
      row({ product_slug: '' }),
      row({ product_slug: 'loi-9', price: 0 }),
      row({ product_slug: 'loi-9', price: 0, name: 'Tên khác' }),
      row({ product_slug: 'loi-11', is_active: 'có lẽ', weight_grams: '1,5' }),
      row({ product_slug: 'tot', name: 'Dòng tốt' }),
    ]);
    const dry = report(await importCsv(csv, true));
    expect(dry.errors).toEqual([
      { line: 2, column: 'price', message: M.priceInvalid },
      { line: 3, column: 'discount_price', message: M.discountNotBelowPrice },
      { line: 4, column: 'stock', message: M.stockInvalid },
      { line: 6, column: 'variant_sku', message: M.csvSkuTwice(5) },
      { line: 7, column: 'category_slug', message: M.csvCategoryUnknown },
      { line: 8, column: 'variant_sku', message: M.skuTaken },
      { line: 9, column: 'product_slug', message: M.csvSlugRequired },
      { line: 10, column: 'price', message: M.priceZeroActive },
      { line: 11, column: 'name', message: M.csvConflictingRow(10) },
      { line: 12, column: 'weight_grams', message: M.weightInvalid },
      { line: 12, column: 'is_active', message: M.booleanInvalid },
    ]);
    // What the good lines would do is still reported.
    expect(dry.created.map((c) => c.slug)).toContain('tot');
    await refused(() => importCsv(csv, false), 400, {
      non_field_errors: [M.csvHasErrors(11), ...dry.errors.map((e) => M.csvIssue(e.line, e.column, e.message))],
    });
  });

  it.each([
    [
      'a wrong header',
      () =>
        csvOf(
          [row()],
          PRODUCT_CSV_COLUMNS.filter((c) => c !== 'price'),
        ),
      M.csvHeader(['price'], []),
    ],
    ['an unknown column', () => csvOf([row()], [...PRODUCT_CSV_COLUMNS, 'gia_von']), M.csvHeader([], ['gia_von'])],
    ['a column twice', () => csvOf([row()], [...PRODUCT_CSV_COLUMNS, 'price']), M.csvHeader([], ['price'])],
    ['only a header', () => csvOf([]), M.csvEmpty],
    ['an unclosed quote', () => `${csvOf([row()])}"tra-x,"Tên\n`, M.csvMalformed(3)],
    [
      '5,001 rows',
      () => csvOf(Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => row({ product_slug: `p-${i}` }))),
      M.csvTooManyRows,
    ],
    [
      'a file in another code page',
      () => Buffer.from(csvOf([row({ name: 'Trà' })]).replace('\uFEFF', ''), 'latin1'),
      M.csvNotUtf8,
    ],
  ])('refuses %s as a whole with a clear message, dry run or not, and changes nothing', async (_, file, detail) => {
    const body = file();
    await refused(() => importCsv(body, true), 400, { detail });
    await refused(() => importCsv(body, false), 400, { detail });
  });

  it('refuses a line with the wrong number of cells, a file over 5 MB, a body that is not CSV', async () => {
    const csv = `${csvOf([row()])}tra-y,Tên\r\n`;
    expect(report(await importCsv(csv, true)).errors).toEqual([{ line: 3, column: null, message: M.csvColumnCount }]);
    await refused(() => importCsv(csv, false), 400, {
      non_field_errors: [M.csvHasErrors(1), M.csvIssue(3, null, M.csvColumnCount)],
    });
    await refused(() => importCsv('x'.repeat(CSV_MAX_BYTES + 1), true), 413, { detail: 'Dữ liệu gửi lên quá lớn.' });
    await refused(() => adminCall(t.app, staff, 'POST', '/api/admin/products/import/', { body: { rows: [] } }), 400, {
      detail: M.csvContentType,
    });
  });

  it('reads a semicolon-separated file as some Excel locales save it, and a Windows content type', async () => {
    const csv = csvOf([row({ product_slug: 'cham-phay', name: 'Dấu; chấm phẩy' })]);
    const semicolons = stringify(
      [
        PRODUCT_CSV_COLUMNS as unknown as string[],
        ...[row({ product_slug: 'cham-phay', name: 'Dấu; chấm phẩy' })].map((r) =>
          PRODUCT_CSV_COLUMNS.map((c) => String(r[c] ?? '')),
        ),
      ],
      { delimiter: ';' },
    );
    expect(report(await importCsv(csv, true, 'application/vnd.ms-excel')).created.map((c) => c.name)).toEqual([
      'Dấu; chấm phẩy',
    ]);
    expect(report(await importCsv(semicolons, true)).created.map((c) => c.name)).toEqual(['Dấu; chấm phẩy']);
  });

  it(`imports ${CSV_MAX_ROWS} rows, and a dry run of them (their times logged)`, async () => {
    const rows = Array.from({ length: CSV_MAX_ROWS }, (_, i) =>
      row({
        product_slug: `san-pham-so-${i}`,
        name: `Sản phẩm số ${i}`,
        description: `Mô tả sản phẩm số ${i}.\n1. Xuất xứ: Việt Nam`,
        ...(i % 2 ? { variant_sku: `SP-${i}`, variant_name: 'Gói', variant_price: 50_000, variant_stock: 3 } : {}),
      }),
    );
    const csv = csvOf(rows);
    let started = performance.now();
    const dry = report(await importCsv(csv, true));
    const dryMs = performance.now() - started;
    expect(dry.errors).toEqual([]);
    expect(dry.created).toHaveLength(CSV_MAX_ROWS);
    started = performance.now();
    const applied = report(await importCsv(csv, false));
    const applyMs = performance.now() - started;
    expect(applied.created).toHaveLength(CSV_MAX_ROWS);
    console.log(
      `CSV import of ${CSV_MAX_ROWS} rows: dry run ${Math.round(dryMs)} ms, applied ${Math.round(applyMs)} ms`,
    );
    // And the same file once more: nothing to change, checked just as fast.
    started = performance.now();
    expect(report(await importCsv(csv, false))).toMatchObject({ created: [], updated: [], unchanged: CSV_MAX_ROWS });
    console.log(`CSV import of ${CSV_MAX_ROWS} unchanged rows: ${Math.round(performance.now() - started)} ms`);
  }, 60_000);
});
