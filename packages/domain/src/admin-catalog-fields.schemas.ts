/**
 * The back-office catalogue's fields (DESIGN §3, §8), each with its message: the products', variants' and categories'
 * (admin-catalog.schemas.ts) and the stock ledger's (admin-stock.schemas.ts). The limits and messages are in
 * admin-catalog.rules.ts.
 */
import { z } from 'zod';
import {
  BARCODE_MAX_LENGTH,
  BARCODE_PATTERN,
  CATALOG_ADMIN_MESSAGES as M,
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_ALTS_MAX,
  IMAGE_URL_MAX_LENGTH,
  INT4_MAX,
  SKU_MAX_LENGTH,
  SKU_PATTERN,
  isImageUrl,
  isStorableWeight,
} from './admin-catalog.rules';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './search-text';

/** A required text: missing, wrong-typed or blank all get `required`. */
export const requiredText = (max: number, required: string, tooLong: string = M.textTooLong) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : M.textInvalid) })
    .trim()
    .min(1, required)
    .max(max, tooLong);
export const text = (max: number) => z.string({ error: M.textInvalid }).trim().max(max, M.textTooLong);
export const booleanField = () => z.boolean({ error: M.booleanInvalid });
export const Id = z.int({ error: M.idInvalid }).min(1, { error: M.idInvalid }).max(INT4_MAX, { error: M.idInvalid });
const money = (message: string) =>
  z.int({ error: message }).min(0, { error: message }).max(INT4_MAX, { error: message });
export const Price = money(M.priceInvalid);
/** What one unit costs the shop (DESIGN §17), staff only; null: not known. */
export const CostPrice = money(M.costPriceInvalid).nullable();
export const DiscountPrice = money(M.discountInvalid).nullable();
export const Stock = z
  .int({ error: M.stockInvalid })
  .min(0, { error: M.stockInvalid })
  .max(INT4_MAX, { error: M.stockInvalid });
export const CartLimit = z
  .int({ error: M.cartLimitInvalid })
  .min(1, { error: M.cartLimitInvalid })
  .max(INT4_MAX, { error: M.cartLimitInvalid })
  .nullable();
export const ImageUrl = z
  .string({ error: M.imageUrlInvalid })
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, M.imageUrlInvalid)
  .refine(isImageUrl, M.imageUrlInvalid);
/** Photo URL → its alt text (the product's photo and its variants'); a photo without one is described by its name. */
export const ImageAlts = z
  .record(ImageUrl, z.string({ error: M.imageAltInvalid }), { error: M.imageAltInvalid })
  // One message for the whole map, at `image_alts` (a key's path would be the photo's URL).
  .refine(
    (alts) =>
      Object.keys(alts).length <= IMAGE_ALTS_MAX &&
      Object.values(alts).every((alt) => alt.trim().length <= IMAGE_ALT_MAX_LENGTH),
    M.imageAltInvalid,
  )
  .transform((alts) => Object.fromEntries(Object.entries(alts).map(([url, alt]) => [url, alt.trim()])));
/** '' (or absent) lets the server make the slug from the name (Vietnamese folded, kept unique). */
export const Slug = z
  .string({ error: M.slugInvalid })
  .trim()
  .toLowerCase()
  .max(SLUG_MAX_LENGTH, M.slugInvalid)
  .refine((s) => s === '' || SLUG_PATTERN.test(s), M.slugInvalid);
/** Kilograms (DESIGN §3 `weight`), stored as whole grams. */
export const Weight = z.number({ error: M.weightInvalid }).refine(isStorableWeight, M.weightInvalid);
export const Sku = z
  .string({ error: (issue) => (issue.input === undefined ? M.skuRequired : M.skuInvalid) })
  .trim()
  .toUpperCase()
  .min(1, M.skuRequired)
  .max(SKU_MAX_LENGTH, M.skuInvalid)
  .regex(SKU_PATTERN, M.skuInvalid);
/**
 * A product's own SKU (DESIGN §16), kept as a variant's is (trimmed, upper-case); blank or null is none. Unique
 * across products' and variants' SKUs: the server checks that.
 */
export const ProductSku = z
  .string({ error: M.skuInvalid })
  .trim()
  .toUpperCase()
  .max(SKU_MAX_LENGTH, M.skuInvalid)
  .refine((s) => s === '' || SKU_PATTERN.test(s), M.skuInvalid)
  .transform((s) => s || null)
  .nullable();
/**
 * A product's or variant's barcode (DESIGN §15): trimmed and upper-cased (admin-catalog.rules `BARCODE_PATTERN`);
 * blank or null is none. Unique across products and variants: the server checks that.
 */
export const Barcode = z
  .string({ error: M.barcodeInvalid })
  .trim()
  .toUpperCase()
  .max(BARCODE_MAX_LENGTH, M.barcodeInvalid)
  .refine((s) => s === '' || BARCODE_PATTERN.test(s), M.barcodeInvalid)
  .transform((s) => s || null)
  .nullable();
