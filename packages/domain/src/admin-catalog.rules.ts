/**
 * The back office's catalogue rules (DESIGN §8), zod-free so the admin app can use them for instant
 * feedback and the server enforces the same: the limits, product and variant prices, barcodes, and the category tree.
 * Messages are Vietnamese; the schemas in admin-catalog.schemas.ts use them. The products CSV's columns and limits
 * are in admin-catalog-csv.rules.ts, the stock ledger's reasons in admin-stock.rules.ts.
 */
import {
  CSV_MAX_BAD_ROWS,
  CSV_MAX_COLUMNS,
  CSV_MAX_LINES,
  CSV_MAX_RECORD_BYTES,
  CSV_MAX_ROWS,
} from './admin-catalog-csv.rules';
import { isMultipleOf, limitNotMultipleMessage } from './wholesale.rules';

// ---------------------------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------------------------

export const INT4_MAX = 2_147_483_647;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const CATEGORY_NAME_MAX_LENGTH = 100;
export const VARIANT_NAME_MAX_LENGTH = 100;
export const UNIT_MAX_LENGTH = 50;
export const SKU_MAX_LENGTH = 64;
/** A barcode (DESIGN §15): EAN-13, UPC, Code 128 or a shop's own code, as a scanner types it. */
export const BARCODE_MAX_LENGTH = 32;
export const DESCRIPTION_MAX_LENGTH = 20_000;
export const SPECIFICATIONS_MAX_LENGTH = 5_000;
export const IMAGE_URL_MAX_LENGTH = 500;
export const VARIANT_IMAGES_MAX = 10;
/** A photo's alt text: what a screen reader says, or a browser shows when the photo doesn't load. */
export const IMAGE_ALT_MAX_LENGTH = 200;
/** Alt texts a product keeps: its photo and each variant's. */
export const IMAGE_ALTS_MAX = 101;
export const VARIANTS_MAX = 50;
/** Kilograms; the database keeps whole grams. */
export const WEIGHT_MAX_KG = 10_000;
/** The largest single stock change, either way. */
export const STOCK_DELTA_MAX = 1_000_000;
export const STOCK_NOTE_MAX_LENGTH = 500;

/** SKUs: letters, digits, '.', '_' and '-'; kept upper-case, so 'tra-500g' and 'TRA-500G' are one SKU. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._-]*$/;

/**
 * Barcodes: letters, digits, '.', '_' and '-', kept upper-case as SKUs are (a scanner types as a keyboard does, so
 * Caps Lock turns 'abc' into 'ABC'; both are one code).
 */
export const BARCODE_PATTERN = /^[A-Z0-9._-]+$/;

/** A barcode as the shop keeps it (trimmed, upper-case), or null when `text` is blank or can't be one. */
export function normalBarcode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return code.length <= BARCODE_MAX_LENGTH && BARCODE_PATTERN.test(code) ? code : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

export const CATALOG_ADMIN_MESSAGES = {
  textInvalid: 'Giá trị phải là chuỗi ký tự.',
  textTooLong: 'Nội dung quá dài.',
  booleanInvalid: 'Giá trị phải là true hoặc false.',
  idInvalid: 'Mã không hợp lệ.',
  nameRequired: 'Vui lòng nhập tên sản phẩm.',
  nameTooLong: `Tên không được dài quá ${PRODUCT_NAME_MAX_LENGTH} ký tự.`,
  slugInvalid: 'Đường dẫn (slug) chỉ gồm chữ thường không dấu, số và dấu gạch ngang.',
  slugEmpty: 'Không tạo được đường dẫn (slug) từ tên: hãy nhập đường dẫn.',
  slugTaken: 'Đường dẫn (slug) này đã được dùng.',
  categoryRequired: 'Vui lòng chọn danh mục.',
  categoryMissing: 'Danh mục không tồn tại.',
  priceInvalid: 'Giá phải là số nguyên không âm (đồng).',
  priceZeroActive: 'Sản phẩm đang bán phải có giá lớn hơn 0.',
  discountInvalid: 'Giá khuyến mãi phải là số nguyên không âm (đồng).',
  discountNotBelowPrice: 'Giá khuyến mãi phải nhỏ hơn giá bán.',
  stockInvalid: 'Tồn kho phải là số nguyên không âm.',
  stockViaAdjustment: 'Tồn kho chỉ thay đổi qua phiếu điều chỉnh kho.',
  weightInvalid: 'Khối lượng phải là số không âm (kg), tối đa 3 chữ số thập phân.',
  cartLimitInvalid: 'Giới hạn mỗi giỏ hàng phải là số nguyên dương.',
  imageUrlInvalid: 'Đường dẫn ảnh không hợp lệ.',
  imagesTooMany: `Mỗi phân loại có tối đa ${VARIANT_IMAGES_MAX} ảnh.`,
  imageAltInvalid: `Mô tả ảnh tối đa ${IMAGE_ALT_MAX_LENGTH} ký tự.`,
  variantsTooMany: `Mỗi sản phẩm có tối đa ${VARIANTS_MAX} phân loại.`,
  variantNameRequired: 'Vui lòng nhập tên phân loại.',
  variantMissing: 'Phân loại không thuộc sản phẩm này.',
  variantRepeated: 'Phân loại này xuất hiện hai lần.',
  skuRequired: 'Vui lòng nhập mã SKU.',
  skuInvalid: 'Mã SKU chỉ gồm chữ không dấu, số và các ký tự . _ -',
  skuDuplicate: 'Mã SKU bị trùng.',
  skuTaken: 'Mã SKU này đã được dùng cho sản phẩm hoặc phân loại khác.',
  costPriceInvalid: 'Giá vốn phải là số nguyên không âm (đồng).',
  barcodeInvalid: `Mã vạch chỉ gồm chữ không dấu, số và các ký tự . _ -, tối đa ${BARCODE_MAX_LENGTH} ký tự.`,
  barcodeDuplicate: 'Mã vạch bị trùng trong sản phẩm này.',
  barcodeTaken: 'Mã vạch đã được dùng cho sản phẩm khác.',
  productNotFound: 'Không tìm thấy sản phẩm.',
  deltaInvalid: `Số lượng thay đổi phải là số nguyên khác 0, tối đa ${STOCK_DELTA_MAX.toLocaleString('vi-VN')}.`,
  reasonInvalid: 'Lý do điều chỉnh kho không hợp lệ.',
  receivedPositive: 'Nhập hàng phải là số lượng dương.',
  damagedNegative: 'Hàng hỏng phải là số lượng âm.',
  stockShort: (left: number) => `Không đủ tồn kho để trừ: hiện chỉ còn ${left}.`,
  categoryNameRequired: 'Vui lòng nhập tên danh mục.',
  categoryNotFound: 'Không tìm thấy danh mục.',
  parentMissing: 'Danh mục cha không tồn tại.',
  categoryCycle: 'Không thể chuyển danh mục vào chính nó hoặc vào danh mục con của nó.',
  positionInvalid: 'Vị trí phải là số nguyên không âm.',
  categoryHasProducts: 'Danh mục đang có sản phẩm: chỉ có thể ẩn, không thể xóa.',
  categoryHasChildren: 'Danh mục còn danh mục con: hãy chuyển hoặc xóa các danh mục con trước.',
  csvContentType: 'Hãy gửi nội dung file CSV với Content-Type: text/csv.',
  csvNotUtf8: 'File CSV phải được lưu với bảng mã UTF-8 (trong Excel: "CSV UTF-8 (Comma delimited)").',
  csvEmpty: 'File CSV trống: cần dòng tiêu đề và ít nhất một dòng dữ liệu.',
  csvHeader: (missing: string[], unknown: string[]) =>
    [
      'Dòng tiêu đề không đúng.',
      missing.length ? `Thiếu cột: ${missing.join(', ')}.` : '',
      unknown.length ? `Cột không hợp lệ: ${unknown.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  csvTooManyRows: `File CSV có tối đa ${CSV_MAX_ROWS} dòng dữ liệu; file này có nhiều hơn. Hãy chia thành nhiều file.`,
  csvTooManyLines: `File CSV có tối đa ${CSV_MAX_LINES} dòng, kể cả dòng trống. Hãy xóa các dòng trống hoặc chia thành nhiều file.`,
  csvTooManyBadRows: `File CSV có hơn ${CSV_MAX_BAD_ROWS} dòng có số ô không khớp với dòng tiêu đề: hãy kiểm tra dấu phân cách và dấu ngoặc kép.`,
  csvTooManyColumns: (line: number) => `Dòng ${line} của file CSV có quá nhiều ô: tối đa ${CSV_MAX_COLUMNS} ô.`,
  csvRecordTooLarge: (line: number) =>
    `Dòng ${line} của file CSV quá dài: tối đa ${CSV_MAX_RECORD_BYTES / 1024} KB mỗi dòng.`,
  csvMalformed: (line: number) => `File CSV không đọc được: có dấu ngoặc kép chưa đóng (đến dòng ${line}).`,
  csvColumnCount: 'Số ô của dòng này không khớp với dòng tiêu đề.',
  csvSlugRequired: 'Cần có product_slug để biết sản phẩm nào được tạo hoặc cập nhật.',
  csvCategoryUnknown: 'Không có danh mục với slug này.',
  csvConflictingRow: (firstLine: number) => `Khác với dòng ${firstLine} của cùng sản phẩm.`,
  csvSkuTwice: (line: number) => `Mã SKU đã có ở dòng ${line}.`,
  csvBarcodeTwice: (line: number) => `Mã vạch đã có ở dòng ${line}.`,
  csvHasErrors: (count: number) => `File CSV có ${count} lỗi; chưa có thay đổi nào được lưu.`,
  csvIssue: (line: number, column: string | null, message: string) =>
    `Dòng ${line}${column ? `, cột ${column}` : ''}: ${message}`,
} as const;

const M = CATALOG_ADMIN_MESSAGES;

// ---------------------------------------------------------------------------------------------------------------
// Products and variants
// ---------------------------------------------------------------------------------------------------------------

/** A message for one field; `path` as the API's field map names it (`variants.1.sku` → ['variants', 1, 'sku']). */
export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

interface Priced {
  price: number;
  discount_price: number | null;
  is_active: boolean;
}

/** What the price rules look at: a product and its variants, each with its price, discount and state. */
/** Pack size and cart limit (DESIGN §13): a limit must be whole packs. */
interface Packed {
  order_multiple?: number | undefined;
  max_quantities_in_cart?: number | null | undefined;
}

/** A barcode, when the product or variant has one (null or left out: none). */
interface Coded {
  barcode?: string | null | undefined;
}

export interface PricedProduct extends Priced, Packed, Coded {
  /** The product's own SKU (DESIGN §16: a product without variants links to a marketplace by it); null: none. */
  sku?: string | null | undefined;
  variants: readonly (Priced & Packed & Coded & { sku: string })[];
}

function packIssues(p: Packed, at: (string | number)[]): RuleIssue[] {
  const m = p.order_multiple ?? 1;
  const limit = p.max_quantities_in_cart ?? null;
  return limit !== null && !isMultipleOf(limit, m)
    ? [{ path: [...at, 'max_quantities_in_cart'], message: limitNotMultipleMessage(m) }]
    : [];
}

function priceIssues(p: Priced, sellable: boolean, at: (string | number)[]): RuleIssue[] {
  const issues: RuleIssue[] = [];
  // A discount at or above the price would never apply (DESIGN §4 prices the line at the lower one).
  if (p.discount_price !== null && p.discount_price >= p.price) {
    issues.push({ path: [...at, 'discount_price'], message: M.discountNotBelowPrice });
  }
  if (sellable && p.price === 0) issues.push({ path: [...at, 'price'], message: M.priceZeroActive });
  return issues;
}

/** A barcode the product or an earlier variant of it already has (DESIGN §15: one code, one thing to sell). */
function barcodeIssues(p: PricedProduct): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const seen = new Set(p.barcode ? [p.barcode] : []);
  p.variants.forEach((v, i) => {
    if (!v.barcode) return;
    if (seen.has(v.barcode)) issues.push({ path: ['variants', i, 'barcode'], message: M.barcodeDuplicate });
    seen.add(v.barcode);
  });
  return issues;
}

/**
 * The price rules: a discount must be below its price, an active product (or an active variant of one)
 * must not cost 0, and no SKU or barcode may appear twice in one product (the product's own SKU counts). Empty when
 * the product is fine.
 */
export function productRuleIssues(p: PricedProduct): RuleIssue[] {
  const issues = [...priceIssues(p, p.is_active, []), ...packIssues(p, [])];
  const seenSkus = new Set(p.sku ? [p.sku] : []);
  p.variants.forEach((v, i) => {
    issues.push(...priceIssues(v, p.is_active && v.is_active, ['variants', i]), ...packIssues(v, ['variants', i]));
    if (seenSkus.has(v.sku)) issues.push({ path: ['variants', i, 'sku'], message: M.skuDuplicate });
    seenSkus.add(v.sku);
  });
  return [...issues, ...barcodeIssues(p)];
}

/** Issues as the API's field map (DESIGN §2): `{"variants.1.sku": ["Mã SKU bị trùng."]}`. */
export function issuesToFields(issues: readonly RuleIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const { path, message } of issues) {
    const key = path.length ? path.join('.') : 'non_field_errors';
    (fields[key] ??= []).push(message);
  }
  return fields;
}

/** True when `kg` is a weight the shop can store: non-negative, at most {@link WEIGHT_MAX_KG}, whole grams. */
export function isStorableWeight(kg: number): boolean {
  if (!Number.isFinite(kg) || kg < 0 || kg > WEIGHT_MAX_KG) return false;
  return Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6;
}

/** Image addresses the shop may show: one of its own paths (`/media/…`) or an http(s) URL; '' for none. */
export function isImageUrl(url: string): boolean {
  return url === '' || /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/[^\s/]+\S*$/i.test(url);
}

// ---------------------------------------------------------------------------------------------------------------
// Category tree
// ---------------------------------------------------------------------------------------------------------------

/**
 * Whether putting category `id` under `newParent` would make a cycle: the new parent is the category itself or one
 * of its descendants. `parentOf` maps each category to its parent (null at the top).
 */
export function wouldMakeCycle(parentOf: ReadonlyMap<number, number | null>, id: number, newParent: number | null) {
  const seen = new Set<number>();
  for (let at = newParent; at !== null && at !== undefined; at = parentOf.get(at) ?? null) {
    if (at === id) return true;
    // A cycle already in the data must not loop forever.
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
