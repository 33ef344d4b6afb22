// A product as the back office edits it: its whole state in the API's field names, and the checks a state must pass
// before it is written (the domain's price rules, a category that exists, a slug, SKUs and barcodes nobody else has: a
// product's own SKU and its variants' share one namespace). The writes that take a product from its current state to
// the next are in product-state-writes.ts. The form's create and update and the CSV import all go through here.
import { CATALOG_ADMIN_MESSAGES as M, type RuleIssue, productRuleIssues } from '@shop/domain/admin-catalog.rules';
import type { VariantInput } from '@shop/domain/admin-catalog.schemas';
import type { Tx } from '../../db/client';
import { variantFields } from './product-rows.repo';
import * as repo from './product-admin.repo';
import { type CodeHolder, barcodeHolders, lockBarcodes, lockSkus, skuHolders } from './product-codes.repo';
import { barcodeIssues, barcodesOf, skuIssues, skusOf, skusToLock } from './product-codes';

export interface VariantState {
  /** null: a variant not written yet. */
  id: number | null;
  name: string;
  unit: string;
  sku: string;
  price: number;
  discount_price: number | null;
  stock: number;
  is_active: boolean;
  images: string[];
  main_image: string;
  max_quantities_in_cart: number | null;
  order_multiple: number;
  barcode: string | null;
  /** What a unit costs the shop; null: the product's. */
  cost_price: number | null;
}

export interface ProductState {
  name: string;
  slug: string;
  category: number;
  price: number;
  discount_price: number | null;
  stock: number;
  unit: string;
  /** Kilograms, as the API has it. */
  weight: number;
  description: string;
  specifications: string;
  image_url: string;
  /** Photo URL → alt text. */
  image_alts: Record<string, string>;
  is_active: boolean;
  is_featured: boolean;
  max_quantities_in_cart: number | null;
  /** Sold in packs of this many (DESIGN §13). */
  order_multiple: number;
  /** VAT percent for the e-invoice; null: the shop's default. */
  vat_rate: number | null;
  /** What a scanner reads (DESIGN §15); null: none. */
  barcode: string | null;
  /** Its own SKU (DESIGN §16); null: none. */
  sku: string | null;
  /** What a unit costs the shop (DESIGN §17); null: not known. */
  cost_price: number | null;
  /** In display order. */
  variants: VariantState[];
}

export interface ProductRecords {
  row: repo.ProductRecord;
  variants: repo.VariantRecord[];
}

export function stateOf({ row, variants }: ProductRecords): ProductState {
  return {
    name: row.name,
    slug: row.slug,
    category: row.categoryId,
    price: row.price,
    discount_price: row.discountPrice,
    stock: row.stock,
    unit: row.unit,
    weight: row.weightGrams / 1000,
    description: row.description,
    specifications: row.specifications,
    image_url: row.imageUrl,
    image_alts: row.imageAlts,
    is_active: row.isActive,
    is_featured: row.isFeatured,
    max_quantities_in_cart: row.maxQuantitiesInCart,
    order_multiple: row.orderMultiple,
    vat_rate: row.vatRate,
    barcode: row.barcode,
    sku: row.sku,
    cost_price: row.costPrice,
    variants: variants.map((v) => ({ ...variantFields(v), barcode: v.barcode, cost_price: v.costPrice })),
  };
}

/** A variant from the form: an existing one keeps its stock (the ledger changes it), a new one starts with its own. */
export function variantFromInput(input: VariantInput, current: VariantState | undefined): VariantState {
  return {
    id: current?.id ?? null,
    name: input.name,
    unit: input.unit,
    sku: input.sku,
    price: input.price,
    discount_price: input.discount_price,
    stock: current ? current.stock : (input.stock ?? 0),
    is_active: input.is_active,
    images: input.images,
    main_image: input.main_image,
    max_quantities_in_cart: input.max_quantities_in_cart,
    order_multiple: input.order_multiple ?? current?.order_multiple ?? 1,
    barcode: input.barcode !== undefined ? input.barcode : (current?.barcode ?? null),
    cost_price: input.cost_price !== undefined ? input.cost_price : (current?.cost_price ?? null),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The product's fields that differ, before and after (the audit row keeps only those). */
export function diff(before: ProductState, after: ProductState) {
  const changed = (Object.keys(after) as (keyof ProductState)[]).filter((k) => !same(before[k], after[k]));
  return {
    fields: changed,
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]])),
  };
}

/** What a state needs looked up: the API asks the database, the import its own view of the file and the database. */
export interface CatalogLookup {
  categoryName(id: number): Promise<string | undefined>;
  /** Whether another product (not `productId`) has this slug. */
  slugTaken(slug: string, productId: number | null): Promise<boolean>;
  /** The products and variants that hold these SKUs now, by SKU (the API's locks those new to the product first). */
  skuHolders(skus: string[]): Promise<Map<string, CodeHolder>>;
  /** The products and variants that hold these barcodes now, by code (the API's locks them first). */
  barcodeHolders(codes: string[]): Promise<Map<string, CodeHolder>>;
}

/**
 * Everything wrong with `next` as a field map's issues: the price rules, an unknown category, a slug, SKU or barcode
 * another product or variant has. `freed` are variant ids that the write deletes, whose SKUs may be taken again.
 */
export async function checkState(
  next: ProductState,
  productId: number | null,
  lookup: CatalogLookup,
  freed: number[] = [],
): Promise<RuleIssue[]> {
  const issues = productRuleIssues(next);
  if ((await lookup.categoryName(next.category)) === undefined) {
    issues.push({ path: ['category'], message: M.categoryMissing });
  }
  if (await lookup.slugTaken(next.slug, productId)) issues.push({ path: ['slug'], message: M.slugTaken });
  const mine = new Set([...next.variants.map((v) => v.id), ...freed]);
  // SKUs before barcodes, as every write takes their locks (one order: no deadlock).
  issues.push(...skuIssues(next, productId, await lookup.skuHolders(skusOf(next)), mine));
  issues.push(...barcodeIssues(next, productId, await lookup.barcodeHolders(barcodesOf(next)), mine));
  return issues;
}

/** The lookup for one product edited through the API (`current`: as it is now, locked; null: a new one). */
export function databaseLookup(tx: Tx, current: ProductRecords | null): CatalogLookup {
  return {
    categoryName: (id) => repo.categoryName(tx, id),
    slugTaken: async (slug, productId) => (await repo.slugsLike(tx, slug, productId ?? undefined)).has(slug),
    skuHolders: async (skus) => {
      await lockSkus(tx, skusToLock(skus, current ? [stateOf(current)] : []));
      return skuHolders(tx, skus);
    },
    barcodeHolders: async (codes) => {
      await lockBarcodes(tx, codes);
      return barcodeHolders(tx, codes);
    },
  };
}
