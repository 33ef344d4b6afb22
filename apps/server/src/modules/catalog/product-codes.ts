// The code checks of a product's state: which barcodes (DESIGN §15) and SKUs (DESIGN §16) it gives out, which of them
// another product or variant holds, and which of its variants' barcodes a write moves (the locks and lookups are
// product-codes.repo's).
import { CATALOG_ADMIN_MESSAGES as M, type RuleIssue } from '@shop/domain/admin-catalog.rules';
import type { CodeHolder } from './product-codes.repo';
import type { ProductState } from './product-state';
import type { StateWrite } from './product-state-writes';

/** The barcodes a state gives out: the product's and its variants'. */
export const barcodesOf = (s: ProductState) =>
  [s.barcode, ...s.variants.map((v) => v.barcode)].filter((c): c is string => c !== null);

/** The SKUs a state gives out: the product's own and its variants'. */
export const skusOf = (s: ProductState) => [...(s.sku === null ? [] : [s.sku]), ...s.variants.map((v) => v.sku)];

/**
 * Of the SKUs a write gives out, those the products it writes (`current`, as they are now) don't hold already: only
 * these need the lock. An SKU one of them holds can't be taken by another write meanwhile, which would find it held
 * (and refuse). An import locks far fewer than its every SKU this way (most of its variants exist).
 */
export function skusToLock(skus: string[], current: ProductState[]): string[] {
  const held = new Set(current.flatMap(skusOf));
  return skus.filter((sku) => !held.has(sku));
}

/**
 * Whether a code is another's: another product's own, or a variant neither of this product nor freed by the write
 * (`mine`: the variant ids the next state keeps, and those it deletes).
 */
function heldElsewhere(holders: Map<string, CodeHolder>, productId: number | null, mine: Set<unknown>) {
  return (code: string | null) => {
    const holder = code === null ? undefined : holders.get(code);
    if (!holder) return false;
    return holder.variantId === null ? holder.productId !== productId : !mine.has(holder.variantId);
  };
}

/** The product's or a variant's code (`field`) in `next` that another product or variant holds. */
function codeIssues(
  field: 'barcode' | 'sku',
  message: string,
  ...[next, productId, holders, mine]: CodeCheck
): RuleIssue[] {
  const taken = heldElsewhere(holders, productId, mine);
  const issues: RuleIssue[] = taken(next[field]) ? [{ path: [field], message }] : [];
  next.variants.forEach((v, i) => {
    if (taken(v[field])) issues.push({ path: ['variants', i, field], message });
  });
  return issues;
}

type CodeCheck = [next: ProductState, productId: number | null, holders: Map<string, CodeHolder>, mine: Set<unknown>];

export const barcodeIssues = (...check: CodeCheck) => codeIssues('barcode', M.barcodeTaken, ...check);
export const skuIssues = (...check: CodeCheck) => codeIssues('sku', M.skuTaken, ...check);

/** Existing variants whose barcode the write changes: theirs are freed first, for another variant to take. */
export function movedBarcodes(writes: StateWrite[]): number[] {
  return writes.flatMap((w) => {
    const before = new Map((w.current?.variants ?? []).map((v) => [v.id, v.barcode]));
    return w.next.variants.flatMap((v) =>
      v.id !== null && before.get(v.id) && before.get(v.id) !== v.barcode ? [v.id] : [],
    );
  });
}
