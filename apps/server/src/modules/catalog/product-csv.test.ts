// The products CSV against outsiders: the export as a real spreadsheet reader (SheetJS) reads it, with a hostile
// product among the demo catalogue, and hostile import bodies sent to a listening server while another client
// watches /api/health.
import { CATALOG_ADMIN_MESSAGES as M } from '@shop/domain/admin-catalog.rules';
import {
  CSV_MAX_BYTES,
  CSV_MAX_COLUMNS,
  CSV_MAX_RECORD_BYTES,
  PRODUCT_CSV_COLUMNS,
} from '@shop/domain/admin-catalog-csv.rules';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { productVariants, products } from '../../db/schema/index';
import { buildTestApp } from '../../testing/test-app';
import type { SignedUp } from '../auth/auth.testing';
import { category, createdProduct, productBody } from '../../testing/catalog.testing';
import { accountWithRole } from '../../testing/staff.testing';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let staff: SignedUp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await accountWithRole(t.app, t.db, 'staff');
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const HOSTILE = {
  name: '=HYPERLINK("http://evil.test","Trà")',
  description: [
    'Dòng một',
    '=1+1',
    '-2+3\r\n@SUM(A1)',
    'sau CR\r+84 90 000 0000',
    '\t=cmd|x',
    "'=đã có dấu nháy",
    '- gạch đầu dòng Markdown',
  ].join('\n'),
  specifications: '-2+3\n=1+1\r\r=2+2\n\n@SUM(A1)\tvà tab',
  unit: '+gói',
};

/** The export read as a spreadsheet reads it: the cells of each row by column name, and the cells it found. */
async function exportedSheet() {
  const res = await fetch(`${origin}/api/admin/products/export.csv`, {
    headers: { authorization: `Bearer ${staff.tokens.access}` },
  });
  expect(res.status).toBe(200);
  const workbook = XLSX.read(await res.text(), { type: 'string' });
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  const range = XLSX.utils.decode_range(sheet['!ref']!);
  const rows: Record<string, XLSX.CellObject | undefined>[] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r++) {
    rows.push(Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c, i) => [c, sheet[XLSX.utils.encode_cell({ r, c: i })]])));
  }
  const cells = Object.keys(sheet)
    .filter((k) => !k.startsWith('!'))
    .map((k) => ({ at: XLSX.utils.decode_cell(k), cell: sheet[k] as XLSX.CellObject }));
  const header = PRODUCT_CSV_COLUMNS.map((_, i) => sheet[XLSX.utils.encode_cell({ r: 0, c: i })]?.v);
  return { header, rows, cells };
}

const importCsv = (body: string) =>
  fetch(`${origin}/api/admin/products/import/?dry_run=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff.tokens.access}`, 'content-type': 'text/csv' },
    body,
  });

/** A cell's text as stored: the escape apostrophe at the start of a line taken off again. */
const unescaped = (cell: XLSX.CellObject | undefined) =>
  String(cell?.v ?? '').replace(/(?<=^|[\r\n])'(?='*[=+\-@\t\r])/g, '');

describe('the export, read by SheetJS', () => {
  it('gives each product line its own row of the header’s cells, no formula anywhere, and the text back', async () => {
    const hostile = await createdProduct(t.app, staff, {
      ...productBody((await category(t.db, 'Trà thử')).id),
      ...HOSTILE,
      variants: [{ name: '@SUM(A1)', unit: '-1', sku: 'HOSTILE-1', price: 10_000, stock: 1 }],
    });
    const { header, rows, cells } = await exportedSheet();
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);

    // One row per variant, or per product without variants, in the order the export writes them.
    const all = await t.db.select().from(products).orderBy(asc(products.id));
    const variants = await t.db.select().from(productVariants);
    const lines = all.flatMap((p) => Array(Math.max(1, variants.filter((v) => v.productId === p.id).length)).fill(p));
    expect(rows).toHaveLength(lines.length);
    expect(new Set(rows.map((r) => r.product_slug?.v))).toEqual(new Set(all.map((p) => p.slug)));
    for (const { at } of cells) expect(at.c).toBeLessThan(PRODUCT_CSV_COLUMNS.length);
    expect(cells.filter(({ cell }) => cell.f !== undefined)).toEqual([]);
    // No line of any text cell starts a formula once the apostrophes are seen as text.
    for (const { cell } of cells.filter(({ cell }) => cell.t === 's')) {
      for (const line of String(cell.v).split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@\t]/);
    }

    // SheetJS, like Excel, reads a \r\n inside a cell as \n; a lone \r stays.
    const asRead = (text: string) => text.replace(/\r\n/g, '\n');
    const bySlug = new Map(all.map((p) => [p.slug, p]));
    for (const row of rows) {
      const stored = bySlug.get(String(row.product_slug!.v))!;
      expect(unescaped(row.name)).toBe(stored.name);
      expect(unescaped(row.description)).toBe(asRead(stored.description));
      expect(unescaped(row.specifications)).toBe(asRead(stored.specifications));
    }
    const [line] = rows.filter((r) => r.product_slug?.v === hostile.slug);
    expect(line).toBeDefined();
    expect(unescaped(line!.description)).toBe(asRead(HOSTILE.description));
    expect(unescaped(line!.specifications)).toBe(HOSTILE.specifications);
    expect(unescaped(line!.variant_name)).toBe('@SUM(A1)');
    expect(unescaped(line!.variant_unit)).toBe('-1');

    // And the file imported back changes nothing, the hostile product included.
    const csv = await (
      await fetch(`${origin}/api/admin/products/export.csv`, {
        headers: { authorization: `Bearer ${staff.tokens.access}` },
      })
    ).text();
    const dry = await importCsv(csv);
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ errors: [], created: [], updated: [], unchanged: all.length });
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long each /api/health answer took while `work` ran, polling one after another with 10 ms between. The client
 * shares the server's event loop here, so a stall can also hold back the next request's start: each answer is timed
 * from when its request was due (10 ms after the previous answer), as an outside client would see it.
 */
async function healthDuring<T>(work: () => Promise<T>) {
  const timings: number[] = [];
  let done = false;
  const poll = (async () => {
    let due = performance.now();
    while (!done) {
      const res = await fetch(`${origin}/api/health`);
      await res.arrayBuffer();
      const answered = performance.now();
      timings.push(answered - due);
      // A breath between two polls, so that the poller itself doesn't starve the import it watches.
      due = answered + 10;
      await sleep(10);
    }
  })();
  // The poller has its first answer before the work starts, so every answer below overlaps it.
  while (timings.length === 0) await sleep(5);
  const started = performance.now();
  const result = await work();
  const workMs = performance.now() - started;
  done = true;
  await poll;
  return { result, workMs, timings };
}

// Lines end with \n alone, as the hostile files did (after a \r\n header, a lone \n is text inside a cell).
const HEADER = `${PRODUCT_CSV_COLUMNS.join(',')}\n`;

// Retried: on a loaded machine one health answer may come late for reasons of its own; the freeze this guards
// against (seconds per file) fails every try.
describe('an import body built to freeze the server', { retry: 2 }, () => {
  // How slow /api/health is on this machine with nothing else running (a loaded CI machine is slow at everything),
  // once the import route has run once (its first call compiles code that later calls don't).
  let idleSlowest = 0;
  beforeAll(async () => {
    const warm = await importCsv(`${HEADER}tra-thu,Trà thử\n`);
    expect(warm.status).toBe(200);
    const { timings } = await healthDuring(() => sleep(300));
    idleSlowest = Math.max(...timings);
  });

  it.each([
    ['64 KB of blank lines', () => HEADER + '\n'.repeat(64 * 1024), M.csvTooManyLines],
    ['blank lines up to the body limit', () => HEADER + '\n'.repeat(CSV_MAX_BYTES - HEADER.length), M.csvTooManyLines],
    [
      'rows of one cell up to the body limit',
      () => HEADER + 'x\n'.repeat((CSV_MAX_BYTES - HEADER.length) / 2),
      M.csvTooManyBadRows,
    ],
    [
      'rows of the header’s width past the row limit',
      () => HEADER + `${','.repeat(PRODUCT_CSV_COLUMNS.length - 1)}x\n`.repeat(100_000),
      M.csvTooManyRows,
    ],
    ['a row of too many cells', () => `${HEADER}${','.repeat(CSV_MAX_COLUMNS)}\n`, M.csvTooManyColumns(2)],
    [
      'a row over the size limit',
      () => `${HEADER}"${'a'.repeat(CSV_MAX_RECORD_BYTES + 100)}"\n`,
      M.csvRecordTooLarge(2),
    ],
  ])('answers %s quickly with a clear 400 while /api/health stays fast', async (_, body, detail) => {
    const { result, workMs, timings } = await healthDuring(async () => {
      const res = await importCsv(body());
      return { status: res.status, body: await res.json() };
    });
    const slowest = Math.max(...timings);
    console.log(
      `import refused in ${Math.round(workMs)} ms; ${timings.length} health answers, slowest ${slowest.toFixed(1)} ms ` +
        `(idle: ${idleSlowest.toFixed(1)} ms)`,
    );
    expect(result).toEqual({ status: 400, body: { detail } });
    expect(workMs).toBeLessThan(5_000);
    // The freeze this guards against held the loop for seconds. What is left is the 5 MB body itself: encoding it
    // (this client shares the server's loop), joining and decoding it, each a block of 15–20 ms on a quiet 2-core
    // machine (CPU profile), which came to 120–200 ms under a full suite's load. Hence 250 ms, plus what the
    // machine takes anyway.
    expect(slowest).toBeLessThan(250 + idleSlowest);
  });
});
