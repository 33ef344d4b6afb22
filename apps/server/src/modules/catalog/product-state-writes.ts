// The writes that take products from their current state to the next (product-state.ts has the state and its
// checks): a few statements however many products, and one audited change per product with its stock moves.
import type { AuditAction } from '@shop/domain/audit-actions';
import { foldVietnamese, productSearchText } from '@shop/domain/search-text';
import type { Tx } from '../../db/client';
import type { CatalogChange, StockChange } from './catalog-writes';
import * as repo from './product-admin.repo';
import { clearVariantBarcodes } from './product-codes.repo';
import { movedBarcodes } from './product-codes';
import { type ProductRecords, type ProductState, type VariantState, diff, stateOf } from './product-state';

function productValues(s: ProductState, categoryName: string) {
  return {
    name: s.name,
    slug: s.slug,
    categoryId: s.category,
    price: s.price,
    discountPrice: s.discount_price,
    unit: s.unit,
    weightGrams: Math.round(s.weight * 1000),
    description: s.description,
    specifications: s.specifications,
    imageUrl: s.image_url,
    imageAlts: altsInUse(s),
    isActive: s.is_active,
    isFeatured: s.is_featured,
    maxQuantitiesInCart: s.max_quantities_in_cart,
    orderMultiple: s.order_multiple,
    vatRate: s.vat_rate,
    barcode: s.barcode,
    sku: s.sku,
    costPrice: s.cost_price,
    searchName: foldVietnamese(s.name),
    searchText: productSearchText({ ...s, categoryName }),
  };
}

/** The alt texts of the photos the product still shows, blank ones left out. */
function altsInUse(s: ProductState): Record<string, string> {
  const shown = new Set([s.image_url, ...s.variants.flatMap((v) => v.images)]);
  return Object.fromEntries(Object.entries(s.image_alts).filter(([url, alt]) => alt && shown.has(url)));
}

function variantValues(v: VariantState, sortOrder: number) {
  return {
    name: v.name,
    unit: v.unit,
    sku: v.sku,
    price: v.price,
    discountPrice: v.discount_price,
    isActive: v.is_active,
    images: v.images,
    mainImage: v.main_image,
    maxQuantitiesInCart: v.max_quantities_in_cart,
    orderMultiple: v.order_multiple,
    barcode: v.barcode,
    costPrice: v.cost_price,
    sortOrder,
  };
}

/** One product to write: its current rows (null: a new product), its next state, and the variants it deletes. */
export interface StateWrite {
  current: ProductRecords | null;
  next: ProductState;
  categoryName: string;
  /** Variant ids the write removes (never ordered, see product-admin.service). */
  deleted?: number[];
}

/**
 * Writes each product's next state over its current rows (locked by the caller) inside `tx`, in a few statements
 * whatever the count (an import writes thousands): new products and variants inserted, existing ones updated in
 * place and in order, deleted variants removed, and every stock that differs from the current one (a new row's
 * opening stock, an import's count) recorded for the ledger with `note`. Answers one audited change per product.
 */
export async function writeStates(
  tx: Tx,
  writes: StateWrite[],
  opts: { note: string; action: AuditAction },
): Promise<CatalogChange[]> {
  // Deleted first, so that their SKUs are free for the rows written after.
  await repo.deleteVariants(
    tx,
    writes.flatMap((w) => w.deleted ?? []),
  );

  const created = writes.filter((w) => w.current === null);
  const inserted = await repo.insertProducts(
    tx,
    created.map((w) => ({ ...productValues(w.next, w.categoryName), stock: w.next.stock })),
  );
  const productIds = new Map(inserted.map((r) => [r.slug, r.id]));
  const existing = writes.filter((w) => w.current !== null);
  await repo.updateProducts(
    tx,
    existing.map((w) => ({ id: w.current!.row.id, ...productValues(w.next, w.categoryName), stock: w.next.stock })),
  );
  const idOf = (w: StateWrite) => w.current?.row.id ?? productIds.get(w.next.slug)!;

  const newVariants = writes.flatMap((w) =>
    w.next.variants.flatMap((v, i) =>
      v.id === null ? [{ ...variantValues(v, i), productId: idOf(w), stock: v.stock }] : [],
    ),
  );
  await clearVariantBarcodes(tx, movedBarcodes(writes));
  const variantIds = new Map((await repo.insertVariants(tx, newVariants)).map((r) => [r.sku, r.id]));
  await repo.updateVariants(
    tx,
    writes.flatMap((w) =>
      w.next.variants.flatMap((v, i) => (v.id === null ? [] : [{ id: v.id, ...variantValues(v, i), stock: v.stock }])),
    ),
  );

  return writes.map((w): CatalogChange => {
    const productId = idOf(w);
    const stock: StockChange[] = [];
    const moved = (variantId: number | null, before: number, after: number) => {
      if (after !== before)
        stock.push({ productId, variantId, delta: after - before, stockAfter: after, note: opts.note });
    };
    moved(null, w.current?.row.stock ?? 0, w.next.stock);
    const stockBefore = new Map((w.current?.variants ?? []).map((v) => [v.id, v.stock]));
    const variants = w.next.variants.map((v) => {
      const id = v.id ?? variantIds.get(v.sku)!;
      moved(id, stockBefore.get(id) ?? 0, v.stock);
      return { ...v, id };
    });
    const after: ProductState = { ...w.next, variants };
    const change = w.current ? diff(stateOf(w.current), after) : { before: null, after };
    return {
      action: opts.action,
      targetType: 'product',
      targetId: productId,
      before: change.before,
      after: change.after,
      stock,
    };
  });
}
