/**
 * The products CSV (DESIGN §8), export and import: its columns and the import's limits, zod-free so the admin app can
 * show them. The import's messages are in admin-catalog.rules.ts (CATALOG_ADMIN_MESSAGES `csv…`).
 */

/** CSV import: data rows (the header not counted) and bytes of one file. */
export const CSV_MAX_ROWS = 5_000;
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
/**
 * CSV import: rows as a spreadsheet numbers them, blank ones included (a file of blank lines is refused as soon
 * as it passes this, not parsed to the end), the cells of one row, and the bytes of one row (a description at its
 * longest, in Vietnamese, fits several times).
 */
export const CSV_MAX_LINES = 2 * CSV_MAX_ROWS;
export const CSV_MAX_COLUMNS = 100;
/** CSV import: rows whose cells don't match the header's before the file is refused as a whole (a wrong separator). */
export const CSV_MAX_BAD_ROWS = 100;
export const CSV_MAX_RECORD_BYTES = 256 * 1024;

/**
 * The columns of the products CSV (export and import), one line per variant, or one line for a product without
 * variants; a product's own columns repeat on each of its lines. Import matches products by `product_slug` and
 * variants by `variant_sku`.
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_slug',
  'name',
  'category_slug',
  'price',
  'discount_price',
  'stock',
  'unit',
  'weight_grams',
  'is_active',
  'is_featured',
  'image_url',
  'description',
  'specifications',
  'max_quantities_in_cart',
  'barcode',
  'sku',
  'cost_price',
  'variant_sku',
  'variant_name',
  'variant_unit',
  'variant_price',
  'variant_discount_price',
  'variant_stock',
  'variant_is_active',
  'variant_main_image',
  'variant_max_quantities_in_cart',
  'variant_barcode',
  'variant_cost_price',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * Columns a file may leave out (files saved before barcodes, products' own SKUs and costs existed): without the
 * column, an import keeps what is stored; with it, a blank cell means none.
 */
export const PRODUCT_CSV_OPTIONAL_COLUMNS = [
  'barcode',
  'sku',
  'cost_price',
  'variant_barcode',
  'variant_cost_price',
] as const satisfies readonly ProductCsvColumn[];
