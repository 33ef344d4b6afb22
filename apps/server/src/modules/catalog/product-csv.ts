// The products CSV's text (issue 13 item 5): written and read with csv-stringify and csv-parse, UTF-8 with a BOM so
// that Excel opens Vietnamese correctly. What a line means is product-import.ts's business.
import {
  CATALOG_ADMIN_MESSAGES as M,
  CSV_MAX_ROWS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '@shop/domain/admin-catalog.rules';
import type { AdminProduct } from '@shop/domain/admin-catalog.schemas';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { BadRequestError } from '../../http/errors';

export type CsvRow = Record<ProductCsvColumn, string>;

// A cell starting with one of these is a formula to a spreadsheet (CSV injection); a leading apostrophe makes Excel
// show it as text, and the import takes the apostrophe off again.
const FORMULA_START = /^[=+\-@\t\r]/;
const asText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const fromText = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

const cell = (value: string | number | boolean | null) => (value === null ? '' : String(value));

/** One line per variant, or one for a product without variants; its own columns on each of its lines. */
export function productsToCsv(products: AdminProduct[], categorySlugs: ReadonlyMap<number, string>): string {
  const records: string[][] = [];
  for (const p of products) {
    const own: Partial<Record<ProductCsvColumn, string | number | boolean | null>> = {
      product_slug: p.slug,
      name: asText(p.name),
      category_slug: categorySlugs.get(p.category) ?? '',
      price: p.price,
      discount_price: p.discount_price,
      stock: p.stock,
      unit: asText(p.unit),
      weight_grams: Math.round(p.weight * 1000),
      is_active: p.is_active,
      is_featured: p.is_featured,
      image_url: p.image_url,
      description: asText(p.description),
      specifications: asText(p.specifications),
      max_quantities_in_cart: p.max_quantities_in_cart,
    };
    const lines: (typeof own)[] = p.variants.length
      ? p.variants.map((v) => ({
          ...own,
          variant_sku: v.sku,
          variant_name: asText(v.name),
          variant_unit: asText(v.unit),
          variant_price: v.price,
          variant_discount_price: v.discount_price,
          variant_stock: v.stock,
          variant_is_active: v.is_active,
          variant_main_image: v.main_image,
          variant_max_quantities_in_cart: v.max_quantities_in_cart,
        }))
      : [own];
    for (const line of lines) records.push(PRODUCT_CSV_COLUMNS.map((c) => cell(line[c] ?? null)));
  }
  return stringify(records, { bom: true, header: true, columns: [...PRODUCT_CSV_COLUMNS], record_delimiter: '\r\n' });
}

const refuse = (message: string): never => {
  throw new BadRequestError(message);
};

/** A data row of the file and its line as a spreadsheet numbers it (the header is line 1). */
export interface CsvLine {
  line: number;
  values: CsvRow;
}

/**
 * The file's rows by column name, after checking it as a whole: UTF-8, a header naming exactly the known columns
 * (in any order), at most {@link CSV_MAX_ROWS} rows, quotes that close. Blank lines are skipped but counted; a row
 * with more or fewer cells than the header is a bad row of its own. Comma-separated, or semicolon-separated as
 * some Excel locales save it.
 */
export function readProductsCsv(text: string): { lines: CsvLine[]; badLines: number[] } {
  // The body arrives decoded as UTF-8, bytes that aren't turned into U+FFFD: a file saved in another code page.
  if (text.includes('\uFFFD')) refuse(M.csvNotUtf8);
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(',') || !firstLine.includes(';') ? ',' : ';';
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter, skip_empty_lines: false, relax_column_count: true });
  } catch (error) {
    if (error instanceof CsvError) return refuse(M.csvMalformed((error as CsvError & { lines?: number }).lines ?? 1));
    throw error;
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((h) => h.trim());
  const data = rows.map((cells, i) => ({ cells, line: i + 2 })).filter(({ cells }) => cells.some((c) => c.trim()));
  if (data.length === 0) return refuse(M.csvEmpty);
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => !names.includes(c));
  const unknown = names.filter((n, i) => !known.has(n) || names.indexOf(n) !== i);
  if (missing.length || unknown.length) refuse(M.csvHeader(missing, [...new Set(unknown)]));
  if (data.length > CSV_MAX_ROWS) refuse(M.csvTooManyRows(data.length));
  const lines: CsvLine[] = [];
  const badLines: number[] = [];
  for (const { cells, line } of data) {
    if (cells.length !== names.length) badLines.push(line);
    else
      lines.push({ line, values: Object.fromEntries(names.map((n, i) => [n, fromText(cells[i]!.trim())])) as CsvRow });
  }
  return { lines, badLines };
}
