/**
 * What the till sells (DESIGN §15): a product, or one of its active variants, with its barcode and its catalogue
 * price, made from the rows of `GET /api/admin/products/` (the `?barcode=` lookup adds `matched_variant`).
 */
import type { AdminProductSummary } from '@shop/domain/admin-catalog.schemas';
import { linePrice } from '@shop/domain/pricing';

/** A row of the product list as the till reads it: barcodes and the lookup's match are read when present. */
export type TillProductRow = Omit<AdminProductSummary, 'variants'> & {
  barcode?: string | null;
  /** `?barcode=`: the variant whose barcode it is; null when it is the product's own. */
  matched_variant?: number | null;
  variants: (AdminProductSummary['variants'][number] & { barcode?: string | null })[];
};

export interface TillItem {
  /** `12` for a product's own line, `12_34` for a variant's. */
  key: string;
  product: number;
  variant: number | null;
  name: string;
  variantName: string | null;
  sku: string;
  barcode: string | null;
  /** One unit at the catalogue's line price (the discount price when on sale), before any quantity tier. */
  price: number;
  /** Sold in packs of this many (DESIGN §13): a scan adds one pack. */
  multiple: number;
}

export const itemKey = (product: number, variant: number | null) =>
  variant === null ? String(product) : `${product}_${variant}`;

/** The till's items of a row: its active variants, or the product itself when it has none (as staff orders). */
export function itemsOf(row: TillProductRow): TillItem[] {
  if (!row.is_active) return [];
  const variants = row.variants.filter((v) => v.is_active);
  if (variants.length === 0) {
    return [
      {
        key: itemKey(row.id, null),
        product: row.id,
        variant: null,
        name: row.name,
        variantName: null,
        // The product's own SKU (DESIGN §16); a row the till kept from before has none.
        sku: row.sku ?? '',
        barcode: row.barcode || null,
        price: linePrice(row),
        multiple: row.order_multiple ?? 1,
      },
    ];
  }
  return variants.map((v) => ({
    key: itemKey(row.id, v.id),
    product: row.id,
    variant: v.id,
    name: row.name,
    variantName: v.name,
    sku: v.sku,
    barcode: v.barcode || null,
    price: linePrice(v),
    multiple: v.order_multiple ?? 1,
  }));
}

/**
 * What a barcode names among the rows the lookup answered: the matched variant, the product itself, or — for a
 * product's own code when it sells by variants — its variants to choose from. A row that says `matched_variant` is
 * the server's match (null: the product's own code); rows without it (a server that ignored `barcode`) count only
 * when their code is exactly the one scanned. Inactive ones are not sold.
 */
export function barcodeMatches(rows: readonly TillProductRow[], code: string): TillItem[] {
  for (const row of rows) {
    const items = itemsOf(row);
    if (row.matched_variant != null) {
      const hit = items.find((i) => i.variant === row.matched_variant);
      if (hit) return [hit];
      continue;
    }
    const own = items.find((i) => i.barcode === code);
    if (own) return [own];
    if (row.barcode === code || (row.matched_variant === null && items.length)) return items;
  }
  return [];
}

export const itemLabel = (i: { name: string; variantName: string | null }) =>
  i.variantName ? `${i.name} - ${i.variantName}` : i.name;

/** A code the scanner typed (or a person typed as one): no spaces, 4–32 letters, digits or dashes. */
export function looksLikeBarcode(text: string): boolean {
  return /^[A-Za-z0-9-]{4,32}$/.test(text);
}
