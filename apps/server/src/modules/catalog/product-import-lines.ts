// The products CSV's lines as the product form's bodies: grouped by product, each cell as the value the form would
// send, and an issue of the form placed at the line and column behind its field.
import { CATALOG_ADMIN_MESSAGES as M, normalBarcode } from '@shop/domain/admin-catalog.rules';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@shop/domain/admin-catalog-csv.rules';
import type { ImportIssue } from '@shop/domain/admin-import.schemas';
import type { CsvLine } from './product-csv';

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
  barcode: 'barcode',
  sku: 'sku',
  cost_price: 'cost_price',
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
  barcode: 'variant_barcode',
  cost_price: 'variant_cost_price',
};
const OWN_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => !c.startsWith('variant_'));
const VARIANT_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c) => c.startsWith('variant_'));

// Cells become the values the form would send; anything else is left as text for the schema to refuse with the
// field's own message ('abc' as a price gets the price's message).
const INTEGER = /^-?\d+$/;
const int = (v: string): unknown => (v === '' ? undefined : INTEGER.test(v) ? Number(v) : v);
const intOrNull = (v: string): unknown => (v === '' ? null : int(v));
/** A column the file may leave out: undefined without it (what is stored stays), else as {@link intOrNull}. */
const optionalIntOrNull = (v: string | undefined): unknown => (v === undefined ? undefined : intOrNull(v));
const grams = (v: string): unknown => (v === '' ? undefined : INTEGER.test(v) ? Number(v) / 1000 : v);
function bool(v: string): unknown {
  const t = v.toLowerCase();
  if (t === '') return undefined;
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  return v;
}

/** A product's lines: the first gives its own columns; lines with variant cells are its variants. */
export interface Group {
  slug: string;
  first: CsvLine;
  variantLines: CsvLine[];
}

/**
 * The file's barcodes as they are met: each code's first line and whose it is (a product by slug, a variant by SKU),
 * so that a code given to anything else is refused at its line. A code that can't be one is the schema's to refuse.
 */
function barcodeBook(issues: ImportIssue[]) {
  const seen = new Map<string, { line: number; owner: string }>();
  return (cell: string | undefined, owner: string, line: number, column: ProductCsvColumn) => {
    const code = normalBarcode(cell ?? '');
    if (code === null) return;
    const first = seen.get(code);
    if (!first) seen.set(code, { line, owner });
    else if (first.owner !== owner) issues.push({ line, column, message: M.csvBarcodeTwice(first.line) });
  };
}

/**
 * The file's SKUs as they are met, the products' own and the variants': each SKU's first line, the product it is in
 * and whether a variant has it. A variant's SKU on two lines is refused (variants match by it), and so is one SKU in
 * two products; within one product the form's rule says which (productRuleIssues).
 */
function skuBook(issues: ImportIssue[]) {
  const seen = new Map<string, { line: number; slug: string; variant: boolean }>();
  return (cell: string | undefined, slug: string, line: number, column: 'sku' | 'variant_sku') => {
    const sku = (cell ?? '').toUpperCase();
    if (sku === '') return;
    const variant = column === 'variant_sku';
    const first = seen.get(sku);
    if (!first) seen.set(sku, { line, slug, variant });
    else if ((variant && first.variant) || first.slug !== slug) {
      issues.push({ line, column, message: M.csvSkuTwice(first.line) });
    }
  };
}

/**
 * Lines grouped by product slug, in file order, with the line-level issues (no slug, conflicting own columns, an
 * SKU or a barcode twice).
 */
export function groupLines(lines: CsvLine[]) {
  const issues: ImportIssue[] = [];
  const groups = new Map<string, Group>();
  const sku = skuBook(issues);
  const barcode = barcodeBook(issues);
  for (const l of lines) {
    const slug = l.values.product_slug.toLowerCase();
    if (slug === '') {
      issues.push({ line: l.line, column: 'product_slug', message: M.csvSlugRequired });
      continue;
    }
    let group = groups.get(slug);
    if (!group) {
      groups.set(slug, (group = { slug, first: l, variantLines: [] }));
      barcode(l.values.barcode, `product ${slug}`, l.line, 'barcode');
      sku(l.values.sku, slug, l.line, 'sku');
    } else {
      for (const c of OWN_COLUMNS) {
        const value = l.values[c] ?? '';
        if (c !== 'product_slug' && value !== '' && value !== group.first.values[c]) {
          issues.push({ line: l.line, column: c, message: M.csvConflictingRow(group.first.line) });
        }
      }
    }
    if (VARIANT_COLUMNS.some((c) => (l.values[c] ?? '') !== '')) {
      group.variantLines.push(l);
      barcode(l.values.variant_barcode, `variant ${l.values.variant_sku.toUpperCase()}`, l.line, 'variant_barcode');
      sku(l.values.variant_sku, slug, l.line, 'variant_sku');
    }
  }
  return { groups: [...groups.values()], issues };
}

/** The SKUs the file's products and variants give out, as the shop keeps them. */
export function fileSkus(groups: Group[]): string[] {
  const cells = groups.flatMap((g) => [g.first.values.sku, ...g.variantLines.map((l) => l.values.variant_sku)]);
  return [...new Set(cells.map((c) => (c ?? '').toUpperCase()).filter(Boolean))];
}

/** The barcodes the file's products and variants give out, as the shop keeps them. */
export function fileBarcodes(groups: Group[]): string[] {
  const cells = groups.flatMap((g) => [g.first.values.barcode, ...g.variantLines.map((l) => l.values.variant_barcode)]);
  return [...new Set(cells.map((c) => normalBarcode(c ?? '')).filter((c): c is string => c !== null))];
}

/** The form's body for a product's lines, as the schema takes it. */
export function formOf(g: Group, categoryId: number | undefined) {
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
    // Undefined when the file has no such column: the product keeps its own.
    barcode: v.barcode,
    sku: v.sku,
    cost_price: optionalIntOrNull(v.cost_price),
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
      barcode: w.variant_barcode,
      cost_price: optionalIntOrNull(w.variant_cost_price),
    })),
  };
}

/** An issue of the form (or of the state checks) at the line and column that hold its field. */
export function located(path: PropertyKey[], message: string, productLine: number, variantLine: (i: number) => number) {
  const [field, index, variantField] = path;
  if (field === 'variants' && typeof index === 'number') {
    return { line: variantLine(index), column: VARIANT_COLUMN[String(variantField)] ?? null, message };
  }
  return { line: productLine, column: PRODUCT_COLUMN[String(field)] ?? null, message };
}
