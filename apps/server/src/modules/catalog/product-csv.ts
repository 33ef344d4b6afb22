// The products CSV's text: written and read with csv-stringify and csv-parse, UTF-8 with a BOM so
// that Excel opens Vietnamese correctly. What a line means is product-import.ts's business.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CATALOG_ADMIN_MESSAGES as M } from '@shop/domain/admin-catalog.rules';
import {
  CSV_MAX_BAD_ROWS,
  CSV_MAX_COLUMNS,
  CSV_MAX_LINES,
  CSV_MAX_RECORD_BYTES,
  CSV_MAX_ROWS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
  type ProductCsvColumn,
} from '@shop/domain/admin-catalog-csv.rules';
import type { AdminProduct } from '@shop/domain/admin-catalog.schemas';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { BadRequestError } from '../../http/errors';
import { fromSpreadsheetText, spreadsheetText } from '../../lib/csv-text';

type OptionalColumn = (typeof PRODUCT_CSV_OPTIONAL_COLUMNS)[number];
/** A row's cells by column; a column the file may leave out (barcodes, own SKU, costs) is undefined when it did. */
export type CsvRow = Record<Exclude<ProductCsvColumn, OptionalColumn>, string> &
  Partial<Record<OptionalColumn, string>>;

const cell = (value: string | number | boolean | null) =>
  value === null ? '' : typeof value === 'string' ? spreadsheetText(value) : String(value);

/** One line per variant, or one for a product without variants; its own columns on each of its lines. */
export function productsToCsv(products: AdminProduct[], categorySlugs: ReadonlyMap<number, string>): string {
  const records: string[][] = [];
  for (const p of products) {
    const own: Partial<Record<ProductCsvColumn, string | number | boolean | null>> = {
      product_slug: p.slug,
      name: p.name,
      category_slug: categorySlugs.get(p.category) ?? '',
      price: p.price,
      discount_price: p.discount_price,
      stock: p.stock,
      unit: p.unit,
      weight_grams: Math.round(p.weight * 1000),
      is_active: p.is_active,
      is_featured: p.is_featured,
      image_url: p.image_url,
      description: p.description,
      specifications: p.specifications,
      max_quantities_in_cart: p.max_quantities_in_cart,
      barcode: p.barcode,
      sku: p.sku,
      cost_price: p.cost_price,
    };
    const lines: (typeof own)[] = p.variants.length
      ? p.variants.map((v) => ({
          ...own,
          variant_sku: v.sku,
          variant_name: v.name,
          variant_unit: v.unit,
          variant_price: v.price,
          variant_discount_price: v.discount_price,
          variant_stock: v.stock,
          variant_is_active: v.is_active,
          variant_main_image: v.main_image,
          variant_max_quantities_in_cart: v.max_quantities_in_cart,
          variant_barcode: v.barcode,
          variant_cost_price: v.cost_price,
        }))
      : [own];
    for (const line of lines) records.push(PRODUCT_CSV_COLUMNS.map((c) => cell(line[c] ?? null)));
  }
  // A line break of any kind inside a cell needs quotes: csv-stringify quotes a cell only when it holds the whole
  // record delimiter (\r\n), and a spreadsheet ends the row at a lone \n or \r.
  return stringify(records, {
    bom: true,
    header: true,
    columns: [...PRODUCT_CSV_COLUMNS],
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
  });
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
 * Characters the parser reads before other requests get their turn. A blank line costs it a few µs, a well-formed
 * row ~10 µs, but a row whose width differs from the header's ~200 µs (csv-parse builds an error object for it, and
 * a slice is parsed at one go): 256 two-character rows of the wrong width stay around 50 ms, and after
 * {@link CSV_MAX_BAD_ROWS} of them the file is refused.
 */
const SLICE_CHARS = 512;

/** What csv-parse counts as it reads (its `info`): records so far, the header included, and blank lines skipped. */
interface ParseInfo {
  records: number;
  empty_lines: number;
}
/** The row a spreadsheet would show for the last record read: blank lines count, the header is row 1. */
const rowOf = (info: ParseInfo) => info.records + info.empty_lines;

/**
 * The file in slices, a turn of the event loop between two, so that a hostile file slows its own import and not the
 * shop. It stops early, setting `cut`, once the parser has passed {@link CSV_MAX_LINES} rows (blank lines yield no
 * record to count them by).
 */
async function* slices(text: string, info: ParseInfo, cut: { passed: boolean }) {
  for (let at = 0; at < text.length;) {
    if (rowOf(info) > CSV_MAX_LINES + 1) {
      cut.passed = true;
      return;
    }
    let end = Math.min(at + SLICE_CHARS, text.length);
    // A character outside the BMP stays whole (each slice is encoded to UTF-8 on its own).
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1;
    yield text.slice(at, end);
    at = end;
    await nextTurn();
  }
}

/** Comma-separated, or semicolon-separated as some Excel locales save it: the header line tells. */
function delimiterOf(text: string) {
  const end = text.search(/[\r\n]/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  return firstLine.includes(',') || !firstLine.includes(';') ? ',' : ';';
}

/** The header's names, or a refusal naming the missing (but for the optional ones) and unknown columns. */
function headerOf(cells: string[]): string[] {
  const names = cells.map((h) => h.trim());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const optional = new Set<string>(PRODUCT_CSV_OPTIONAL_COLUMNS);
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => !names.includes(c) && !optional.has(c));
  const unknown = names.filter((n, i) => !known.has(n) || names.indexOf(n) !== i);
  if (missing.length || unknown.length) refuse(M.csvHeader(missing, [...new Set(unknown)]));
  return names;
}

/** A parser's error as the message staff read. */
function csvRefusal(error: CsvError & { lines?: number }): never {
  const line = error.lines ?? 1;
  return refuse(error.code === 'CSV_MAX_RECORD_SIZE' ? M.csvRecordTooLarge(line) : M.csvMalformed(line));
}

/**
 * The file's rows by column name, after checking it as a whole: UTF-8, a header naming exactly the known columns
 * (in any order), at most {@link CSV_MAX_ROWS} rows and {@link CSV_MAX_LINES} lines with the blank ones, rows of
 * bounded width and size, quotes that close. It is read as a stream and refused as soon as a limit is passed. Blank
 * lines are skipped but counted; a row with more or fewer cells than the header is a bad row of its own (up to
 * {@link CSV_MAX_BAD_ROWS} of them).
 */
export async function readProductsCsv(text: string): Promise<{ lines: CsvLine[]; badLines: number[] }> {
  // The body arrives decoded as UTF-8, bytes that aren't turned into U+FFFD: a file saved in another code page.
  if (text.includes('\uFFFD')) refuse(M.csvNotUtf8);
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(text),
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: CSV_MAX_RECORD_BYTES,
  });
  const cut = { passed: false };
  const source = Readable.from(slices(text, parser.info, cut));
  source.pipe(parser);
  let names: string[] | null = null;
  let widthMismatches = 0;
  const lines: CsvLine[] = [];
  const badLines: number[] = [];
  try {
    for await (const { record: cells, info } of parser as AsyncIterable<{ record: string[]; info: ParseInfo }>) {
      const line = rowOf(info);
      if (line > CSV_MAX_LINES + 1) refuse(M.csvTooManyLines);
      if (cells.length > CSV_MAX_COLUMNS) refuse(M.csvTooManyColumns(line));
      if (names === null) {
        names = headerOf(cells);
        continue;
      }
      if (cells.length !== names.length && ++widthMismatches > CSV_MAX_BAD_ROWS) refuse(M.csvTooManyBadRows);
      if (!cells.some((c) => c.trim())) continue;
      if (lines.length + badLines.length >= CSV_MAX_ROWS) refuse(M.csvTooManyRows);
      if (cells.length !== names.length) badLines.push(line);
      else
        lines.push({
          line,
          values: Object.fromEntries(names.map((n, i) => [n, fromSpreadsheetText(cells[i]!.trim())])) as CsvRow,
        });
    }
  } catch (error) {
    if (cut.passed) refuse(M.csvTooManyLines);
    if (error instanceof CsvError) csvRefusal(error);
    throw error;
  } finally {
    source.destroy();
    parser.destroy();
  }
  if (cut.passed) refuse(M.csvTooManyLines);
  if (lines.length + badLines.length === 0) refuse(M.csvEmpty);
  return { lines, badLines };
}
