// The products CSV import: every line checked with the domain's ProductInput and the same
// checks as the product form, a report of what would be created or changed, and, unless it is a dry run, all of it
// written in one transaction, or nothing when any line is bad.
import { CATALOG_ADMIN_MESSAGES as M, type RuleIssue } from '@shop/domain/admin-catalog.rules';
import { ProductInput } from '@shop/domain/admin-catalog.schemas';
import { type ImportIssue, type ImportReport } from '@shop/domain/admin-import.schemas';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import type { ReadCache } from '../../lib/read-cache';
import { type CatalogWriteHook, catalogWriter } from './catalog-writes';
import { type CsvLine, readProductsCsv } from './product-csv';
import { type Group, fileBarcodes, fileSkus, formOf, groupLines, located } from './product-import-lines';
import * as repo from './product-admin.repo';
import { barcodeHolders, lockBarcodes, lockSkus, skuHolders } from './product-codes.repo';
import { skusToLock } from './product-codes';
import {
  type CatalogLookup,
  type ProductRecords,
  type ProductState,
  type VariantState,
  checkState,
  diff,
  stateOf,
  variantFromInput,
} from './product-state';
import { writeStates } from './product-state-writes';

/** The ledger's note for stock an import sets. */
const IMPORT_NOTE = 'Nhập từ file CSV';
/** The most line messages a refused import names; the count says how many there were. */
const MAX_LISTED_ERRORS = 100;

/** The fields a change touches, a variant's as `variants.<SKU>.<field>` (a new one as `variants.<SKU>`). */
function changedFields(before: ProductState, after: ProductState): string[] {
  const fields: string[] = diff(before, after).fields.filter((f) => f !== 'variants');
  const old = new Map(before.variants.map((v) => [v.id, v]));
  for (const v of after.variants) {
    const was = v.id === null ? undefined : old.get(v.id);
    if (!was) fields.push(`variants.${v.sku}`);
    else {
      for (const key of Object.keys(v) as (keyof VariantState)[]) {
        if (JSON.stringify(v[key]) !== JSON.stringify(was[key])) fields.push(`variants.${v.sku}.${key}`);
      }
    }
  }
  return fields;
}

interface Planned {
  current: ProductRecords | null;
  next: ProductState;
  categoryName: string;
  fields: string[];
}

/**
 * The next state of a product the file names: its current state (none for a new one) with the file's values over
 * it. Variants match by SKU; those the file doesn't name stay as they are, in their place, new ones come after;
 * a blank stock cell keeps the stock. `lineOf(i)` is the line of the file behind the state's variant `i`.
 */
function mergeFile(g: Group, input: ProductInput, current: ProductRecords | null) {
  const { variants, ...fields } = input;
  const base = current ? stateOf(current) : null;
  const bySku = new Map((base?.variants ?? []).map((v) => [v.sku, v]));
  const fromFile = variants.map((v, i): VariantState => {
    const was = bySku.get(v.sku);
    const keepStock = g.variantLines[i]!.values.variant_stock === '' && was;
    return {
      ...variantFromInput(v, undefined),
      id: was?.id ?? null,
      stock: keepStock ? was.stock : (v.stock ?? 0),
      images: was ? was.images : v.images,
      barcode: v.barcode !== undefined ? v.barcode : (was?.barcode ?? null),
      cost_price: v.cost_price !== undefined ? v.cost_price : (was?.cost_price ?? null),
    };
  });
  const fileIndex = new Map(fromFile.map((v, i) => [v.sku, i]));
  const kept = (base?.variants ?? []).map((v) => fromFile[fileIndex.get(v.sku) ?? -1] ?? v);
  const added = fromFile.filter((v) => v.id === null);
  const ownStock = g.first.values.stock === '' && base ? base.stock : fields.stock;
  // The file has no alt texts: a product keeps those staff wrote.
  const next: ProductState = {
    ...(base ?? {}),
    ...fields,
    image_alts: base?.image_alts ?? fields.image_alts,
    stock: ownStock,
    order_multiple: fields.order_multiple ?? base?.order_multiple ?? 1,
    vat_rate: fields.vat_rate ?? base?.vat_rate ?? null,
    barcode: fields.barcode !== undefined ? fields.barcode : (base?.barcode ?? null),
    sku: fields.sku !== undefined ? fields.sku : (base?.sku ?? null),
    cost_price: fields.cost_price !== undefined ? fields.cost_price : (base?.cost_price ?? null),
    variants: [...kept, ...added],
  };
  const lineOf = (i: number) => {
    const at = fileIndex.get(next.variants[i]?.sku ?? '');
    return at === undefined ? g.first.line : g.variantLines[at]!.line;
  };
  return { base, next, lineOf };
}

/**
 * Reads the file's lines against the catalogue as `db` sees it (inside the write's transaction, with the products
 * it names locked, when `lock`): each product's next state, or the issues that stop the import.
 */
async function plan(db: DbOrTx, lines: CsvLine[], lock: boolean) {
  const { groups, issues } = groupLines(lines);
  const categories = await repo.categoryList(db);
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const found = await repo.productsBySlug(
    db,
    groups.map((g) => g.slug),
    lock,
  );
  const existing = new Map(found.map((r) => [r.row.slug, r]));
  const skus = fileSkus(groups);
  const codes = fileBarcodes(groups);
  // The write locks the file's codes before it reads who has them (product-codes.repo): SKUs then barcodes, as every
  // write does; of the SKUs only those its products don't hold already.
  if (lock) await lockSkus(db, skusToLock(skus, found.map(stateOf)));
  if (lock) await lockBarcodes(db, codes);
  const skuHolder = await skuHolders(db, skus);
  const codeHolder = await barcodeHolders(db, codes);
  const lookup: CatalogLookup = {
    categoryName: async (id) => categoryName.get(id),
    // A slug names the product it updates, or one that doesn't exist yet.
    slugTaken: async () => false,
    skuHolders: async (wanted) => new Map(wanted.flatMap((s) => (skuHolder.has(s) ? [[s, skuHolder.get(s)!]] : []))),
    barcodeHolders: async (wanted) =>
      new Map(wanted.flatMap((c) => (codeHolder.has(c) ? [[c, codeHolder.get(c)!]] : []))),
  };

  const planned: Planned[] = [];
  for (const g of groups) {
    const categorySlug = g.first.values.category_slug.toLowerCase();
    const category = categoryBySlug.get(categorySlug);
    if (categorySlug && !category) {
      issues.push({ line: g.first.line, column: 'category_slug', message: M.csvCategoryUnknown });
    }
    // An unknown category is reported above; the form is still checked for everything else.
    const parsed = ProductInput.safeParse(formOf(g, category?.id ?? (categorySlug ? 1 : undefined)));
    const variantLine = (n: number) => g.variantLines[n]?.line ?? g.first.line;
    if (!parsed.success) {
      for (const i of parsed.error.issues) issues.push(located(i.path, i.message, g.first.line, variantLine));
      continue;
    }
    if (!category) continue;
    const current = existing.get(g.slug) ?? null;
    const { base, next, lineOf } = mergeFile(g, parsed.data, current);
    const stateIssues: RuleIssue[] = await checkState(next, current?.row.id ?? null, lookup);
    for (const i of stateIssues) issues.push(located(i.path, i.message, g.first.line, lineOf));
    if (stateIssues.length) continue;
    planned.push({ current, next, categoryName: category.name, fields: base ? changedFields(base, next) : [] });
  }
  return { planned, issues: issues.sort((a, b) => a.line - b.line) };
}

function report(dryRun: boolean, rows: number, planned: Planned[], errors: ImportIssue[]): ImportReport {
  return {
    dry_run: dryRun,
    rows,
    errors,
    created: planned
      .filter((p) => p.current === null)
      .map((p) => ({ slug: p.next.slug, name: p.next.name, variants: p.next.variants.map((v) => v.sku) })),
    updated: planned
      .filter((p) => p.current !== null && p.fields.length > 0)
      .map((p) => ({ slug: p.next.slug, name: p.next.name, fields: p.fields })),
    unchanged: planned.filter((p) => p.current !== null && p.fields.length === 0).length,
  };
}

function refuseIssues(errors: ImportIssue[]): never {
  const listed = errors.slice(0, MAX_LISTED_ERRORS).map((e) => M.csvIssue(e.line, e.column, e.message));
  throw new BadRequestError(M.csvHasErrors(errors.length), {
    non_field_errors: [M.csvHasErrors(errors.length), ...listed],
  });
}

/**
 * `POST /api/admin/products/import/`: the file checked as a whole (readProductsCsv), then line by line. A dry run
 * answers the report and writes nothing. Otherwise the plan is made again inside one transaction with the products
 * locked, and every created or changed product written (its stock on the ledger, one audit row each through
 * `onWritten`); any bad line refuses the whole file with a 400 naming the lines, and nothing changes.
 */
export function createProductImport({ db, cache }: { db: Db; cache: ReadCache }) {
  const write = catalogWriter(db, cache);

  return async (text: string, dryRun: boolean, onWritten: CatalogWriteHook): Promise<ImportReport> => {
    const { lines, badLines } = await readProductsCsv(text);
    const rows = lines.length + badLines.length;
    const bad = badLines.map((line) => ({ line, column: null, message: M.csvColumnCount }));
    if (dryRun) {
      const { planned, issues } = await plan(db, lines, false);
      return report(
        true,
        rows,
        planned,
        [...bad, ...issues].sort((a, b) => a.line - b.line),
      );
    }
    if (bad.length) refuseIssues(bad);
    return write(async (tx: Tx) => {
      const { planned, issues } = await plan(tx, lines, true);
      if (issues.length) refuseIssues(issues);
      const changed = planned.filter((p) => p.current === null || p.fields.length > 0);
      const changes = await writeStates(tx, changed, { note: IMPORT_NOTE, action: 'product.import' });
      if (changes.length) await onWritten(tx, changes);
      return report(false, rows, planned, []);
    });
  };
}
