// A table as a CSV file for a spreadsheet (the reports' exports): UTF-8 with a BOM, so Excel reads Vietnamese right;
// CRLF rows; a text cell whose line starts like a formula made text with an apostrophe (CSV injection), as the
// products CSV does (catalog/product-csv.ts, which also reads it back).
import { stringify } from 'csv-stringify/sync';

const FORMULA_LINE = /(?<=^|[\r\n])(?='*[=+\-@\t\r])/g;

export type CsvCell = string | number | null;

const cell = (value: CsvCell) =>
  value === null ? '' : typeof value === 'string' ? value.replace(FORMULA_LINE, "'") : String(value);

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  // A line break of any kind inside a cell needs quotes (csv-stringify quotes only the whole record delimiter).
  return stringify([[...header], ...rows.map((row) => row.map(cell))], {
    bom: true,
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
  });
}
