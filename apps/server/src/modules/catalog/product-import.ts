// The products CSV import: every line checked with the domain's ProductInput and the same
// checks as the product form, a report of what would be created or changed, and, unless it is a dry run, all of it
// written in one transaction, or nothing when any line is bad.
import {
  CATALOG_ADMIN_MESSAGES as M,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type RuleIssue,
} from '@shop/domain/admin-catalog.rules';
import { ProductInput } from '@shop/domain/admin-catalog.schemas';
import { type ImportIssue, type ImportReport } from '@shop/domain/admin-import.schemas';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import type { ReadCache } from '../../lib/read-cache';
import { type CatalogWriteHook, catalogWriter } from './catalog-writes';
import { type CsvLine, readProductsCsv } from './product-csv';
import * as repo from './product-admin.repo';
import {
  type CatalogLookup,
  type ProductRecords,
  type ProductState,
  type VariantState,
  checkState,
  diff,
  stateOf,
  variantFromInput,
  writeStates,
} from './product-state';

/** The ledger's note for stock an import sets. */
const IMPORT_NOTE = 'Nhập từ file CSV';
/** The most line messages a refused import names; the count says how many there were. */
const MAX_LISTED_ERRORS = 100;

/** Which column holds each field of the product form. */
const PRODUCT_COLUMN: Record<string, ProductCsvColumn> = {
  name: 'name',
  slug: 'product_slug',
  category: 'category_slug',
  price: 'price',
  discount_price: 'discount_price',
  stock: 'stock',
  unit: 'unit',
  weight: 'weight_grams',
  description: 'description',
  specifications: 'specifications',
  image_url: 'image_url',
  is_active: 'is_active',
  is_featured: 'is_featured',
  max_quantities_in_cart: 'max_quantities_in_cart',
};
const VARIANT_COLUMN: Record<string, ProductCsvColumn> = {
  name: 'variant_name',
  unit: 'variant_unit',
  sku: 'variant_sku',
  price: 'variant_price',
  discount_price: 'variant_discount_price',
  stock: 'variant_stock',
  is_active: 'variant_is_active',
  main_image: 'variant_main_image',
  images: 'variant_main_image',
  max_quantities_in_cart: 'variant_max_quantities_in_cart',
};
const OWN_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => !c.startsWith('variant_'));
const VARIANT_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => c.startsWith('variant_'));

// Cells become the values the form would send; anything else is left as text for the schema to refuse with the
// field's own message ('abc' as a price gets the price's message).
const INTEGER = /^-?\d+$/;
const int = (v: string): unknown => (v === '' ? undefined : INTEGER.test(v) ? Number(v) : v);
const intOrNull = (v: string): unknown => (v === '' ? null : int(v));
const grams = (v: string): unknown => (v === '' ? undefined : INTEGER.test(v) ? Number(v) / 1000 : v);
function bool(v: string): unknown {
  const t = v.toLowerCase();
  if (t === '') return undefined;
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  return v;
}

/** A product's lines: the first gives its own columns; lines with variant cells are its variants. */
interface Group {
  slug: string;
  first: CsvLine;
  variantLines: CsvLine[];
}

/** Lines grouped by product slug, in file order, with the line-level issues (no slug, conflicting own columns, SKU twice). */
function groupLines(lines: CsvLine[]) {
  const issues: ImportIssue[] = [];
  const groups = new Map<string, Group>();
  const skuLine = new Map<string, number>();
  for (const l of lines) {
    const slug = l.values.product_slug.toLowerCase();
    if (slug === '') {
      issues.push({ line: l.line, column: 'product_slug', message: M.csvSlugRequired });
      continue;
    }
    let group = groups.get(slug);
    if (!group) groups.set(slug, (group = { slug, first: l, variantLines: [] }));
    else {
      for (const c of OWN_COLUMNS) {
        const value = l.values[c];
        if (c !== 'product_slug' && value !== '' && value !== group.first.values[c]) {
          issues.push({ line: l.line, column: c, message: M.csvConflictingRow(group.first.line) });
        }
      }
    }
    if (VARIANT_COLUMNS.some((c) => l.values[c] !== '')) {
      group.variantLines.push(l);
      const sku = l.values.variant_sku.toUpperCase();
      const seen = skuLine.get(sku);
      if (sku && seen !== undefined) issues.push({ line: l.line, column: 'variant_sku', message: M.csvSkuTwice(seen) });
      else if (sku) skuLine.set(sku, l.line);
    }
  }
  return { groups: [...groups.values()], issues };
}

/** The form's body for a product's lines, as the schema takes it. */
function formOf(g: Group, categoryId: number | undefined) {
  const v = g.first.values;
  return {
    name: v.name,
    slug: g.slug,
    category: categoryId,
    price: int(v.price),
    discount_price: intOrNull(v.discount_price),
    stock: int(v.stock),
    unit: v.unit,
    weight: grams(v.weight_grams),
    description: v.description,
    specifications: v.specifications,
    image_url: v.image_url,
    is_active: bool(v.is_active),
    is_featured: bool(v.is_featured),
    max_quantities_in_cart: intOrNull(v.max_quantities_in_cart),
    variants: g.variantLines.map(({ values: w }) => ({
      name: w.variant_name,
      unit: w.variant_unit,
      sku: w.variant_sku,
      price: int(w.variant_price),
      discount_price: intOrNull(w.variant_discount_price),
      stock: int(w.variant_stock),
      is_active: bool(w.variant_is_active),
      main_image: w.variant_main_image,
      images: w.variant_main_image ? [w.variant_main_image] : [],
      max_quantities_in_cart: intOrNull(w.variant_max_quantities_in_cart),
    })),
  };
}

/** An issue of the form (or of the state checks) at the line and column that hold its field. */
function located(path: PropertyKey[], message: string, productLine: number, variantLine: (i: number) => number) {
  const [field, index, variantField] = path;
  if (field === 'variants' && typeof index === 'number') {
    return { line: variantLine(index), column: VARIANT_COLUMN[String(variantField)] ?? null, message };
  }
  return { line: productLine, column: PRODUCT_COLUMN[String(field)] ?? null, message };
}

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
  const skus = groups.flatMap((g) => g.variantLines.map((l) => l.values.variant_sku.toUpperCase())).filter(Boolean);
  const skuHolder = new Map((await repo.variantsBySku(db, skus)).map((r) => [r.sku, r.id]));
  const lookup: CatalogLookup = {
    categoryName: async (id) => categoryName.get(id),
    // A slug names the product it updates, or one that doesn't exist yet.
    slugTaken: async () => false,
    skuHolders: async (wanted) => new Map(wanted.flatMap((s) => (skuHolder.has(s) ? [[s, skuHolder.get(s)!]] : []))),
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
