// The barcode checks of a product's state (DESIGN §15): which codes it gives out, which of them another product or
// variant holds, and which of its variants' codes a write moves (the locks and lookups are product-barcode.repo's).
import { CATALOG_ADMIN_MESSAGES as M, type RuleIssue } from '@shop/domain/admin-catalog.rules';
import type { BarcodeHolder } from './product-barcode.repo';
import type { ProductState, StateWrite } from './product-state';

/** The barcodes a state gives out: the product's and its variants'. */
export const barcodesOf = (s: ProductState) =>
  [s.barcode, ...s.variants.map((v) => v.barcode)].filter((c): c is string => c !== null);

/** A barcode of `next` that another product, or a variant not this product's, holds. */
export function barcodeIssues(
  next: ProductState,
  productId: number | null,
  holders: Map<string, BarcodeHolder>,
  mine: Set<unknown>,
) {
  const taken = (code: string | null) => {
    const holder = code === null ? undefined : holders.get(code);
    if (!holder) return false;
    return holder.variantId === null ? holder.productId !== productId : !mine.has(holder.variantId);
  };
  const issues: RuleIssue[] = taken(next.barcode) ? [{ path: ['barcode'], message: M.barcodeTaken }] : [];
  next.variants.forEach((v, i) => {
    if (taken(v.barcode)) issues.push({ path: ['variants', i, 'barcode'], message: M.barcodeTaken });
  });
  return issues;
}

/** Existing variants whose barcode the write changes: theirs are freed first, for another variant to take. */
export function movedBarcodes(writes: StateWrite[]): number[] {
  return writes.flatMap((w) => {
    const before = new Map((w.current?.variants ?? []).map((v) => [v.id, v.barcode]));
    return w.next.variants.flatMap((v) =>
      v.id !== null && before.get(v.id) && before.get(v.id) !== v.barcode ? [v.id] : [],
    );
  });
}
