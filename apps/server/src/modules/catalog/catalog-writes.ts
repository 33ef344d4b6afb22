import { CATALOG_ADMIN_MESSAGES as CM, type RuleIssue } from '@shop/domain/admin-catalog.rules';
import { PROMOTION_MESSAGES } from '@shop/domain/admin-promotions.schemas';
import type { AuditAction } from '@shop/domain/audit-actions';
import { slugify } from '@shop/domain/search-text';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import type { StaffContext } from '../../http/staff-context';
import type { ReadCache } from '../../lib/read-cache';
import type { AuditService } from '../audit/audit.service';

/**
 * What the catalogue's staff writes hand the back office inside their transaction (DESIGN §8: the audit row commits
 * with the write or not at all), the way the orders desk's writes do.
 */

/** A stock the write set outright (a new product's or variant's opening stock, an import's count), for the ledger. */
export interface StockChange {
  productId: number;
  variantId: number | null;
  delta: number;
  stockAfter: number;
  note: string;
}

/** One audited write: its action, its target, the fields it changed before and after, and the stock it set. */
export interface CatalogChange {
  action: AuditAction;
  targetType: 'product' | 'category';
  targetId: number;
  before: unknown;
  after: unknown;
  stock: StockChange[];
}

/** Runs inside the write's transaction, after the write; if it throws, nothing is written. */
export type CatalogWriteHook = (tx: Tx, changes: CatalogChange[]) => Promise<void>;

/** A stock a staff write set, as a ledger line: a correction by that staff member. */
export type StockLedgerLine = StockChange & { reason: 'correction'; actorId: number };

/** Writes ledger lines in the caller's transaction (stock's recordMovements, handed in by app.ts). */
export type StockLedger = (tx: Tx, lines: StockLedgerLine[]) => Promise<void>;

/**
 * The hook of a staff member's write: in its transaction, the audit rows (who, what, before and after, from where)
 * and the ledger lines of any stock it set (categories set none, and need no ledger).
 */
export function auditedBy(audit: AuditService, ledger: StockLedger = async () => {}) {
  return (staff: StaffContext): CatalogWriteHook =>
    async (tx, changes) => {
      await audit.recordMany(
        tx,
        staff,
        changes.map(({ stock: _, ...change }) => change),
      );
      await ledger(
        tx,
        changes.flatMap((c) => c.stock.map((s) => ({ ...s, reason: 'correction' as const, actorId: staff.userId }))),
      );
    };
}

/** The unique constraints a catalogue write can run into, and the field and message each answers with. */
const DUPLICATES: Record<string, [field: string, message: string]> = {
  products_slug_unique: ['slug', CM.slugTaken],
  categories_slug_unique: ['slug', CM.slugTaken],
  product_variants_sku_unique: ['variants', CM.skuTaken],
  products_barcode_unique: ['barcode', CM.barcodeTaken],
  product_variants_barcode_unique: ['variants', CM.barcodeTaken],
  products_sku_unique: ['sku', CM.skuTaken],
  promotions_code_lower_idx: ['code', PROMOTION_MESSAGES.codeTaken],
};

/**
 * A write that lost a race for a slug, SKU or barcode (checked before writing, taken by another write meanwhile, or
 * two variants swapping SKUs) hits the database's unique constraint: that is the same 400 the check would have given,
 * never a 500. Other errors pass through.
 */
export function asDuplicateError(error: unknown): unknown {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    const known = code === '23505' && constraint ? DUPLICATES[constraint] : undefined;
    if (known) return new BadRequestError(known[1], { [known[0]]: [known[1]] });
  }
  return error;
}

/** The channel of the catalogue's change notices; app.ts LISTENs on it and tells the read cache. */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * What a stock change touched (decision 0015): the products whose stock moved, and whether one of them may have
 * come into or gone out of stock (then every list may have changed: what it holds, its count, its pages).
 */
export interface StockNotice {
  products: number[];
  availability: boolean;
}

/** Beyond this many products a notice just says "everything" (a NOTIFY payload must stay under 8000 bytes). */
const MAX_NOTICE_PRODUCTS = 500;

/**
 * Tells every instance sharing the database that catalogue answers are stale; delivered on commit. Without a
 * notice (a staff write) everything is; with one, only what the stock change touched.
 */
export async function notifyCatalogChanged(db: DbOrTx, notice?: StockNotice) {
  await db.execute(catalogNoticeQuery(notice));
}

/** The SELECT of {@link notifyCatalogChanged}, for a write that sends it in its own statement (one round trip). */
export function catalogNoticeQuery(notice?: StockNotice): SQL {
  const payload = notice && notice.products.length <= MAX_NOTICE_PRODUCTS ? JSON.stringify(notice) : '';
  return sql`select pg_notify(${CATALOG_CHANNEL}, ${payload})`;
}

/** The notice a payload carries; null means "everything may have changed" (empty, unknown, or a reconnect). */
export function parseCatalogNotice(payload: string | undefined): StockNotice | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<StockNotice>;
    if (!Array.isArray(value.products) || !value.products.every(Number.isInteger)) return null;
    return { products: value.products, availability: value.availability !== false };
  } catch {
    return null;
  }
}

/**
 * Runs a staff write of the catalogue in one transaction that also tells every instance (the notice), then clears
 * this instance's cache at once, so the shop shows the change on the very next request here; a slug or SKU lost to
 * a race is the 400 it would have been.
 */
export function catalogWriter(db: Db, cache: ReadCache) {
  return async <T>(write: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      const result = await db.transaction(async (tx) => {
        const value = await write(tx);
        await notifyCatalogChanged(tx);
        return value;
      });
      cache.clear();
      return result;
    } catch (error) {
      throw asDuplicateError(error);
    }
  };
}

/**
 * A slug made from `name` that nothing else has: the folded name, then `-2`, `-3`… `takenLike(base)` answers the
 * slugs in use that are `base` or `base-<n>`. An issue when the name folds to nothing usable.
 */
export async function freeSlug(
  name: string,
  takenLike: (base: string) => Promise<Set<string>>,
): Promise<string | RuleIssue> {
  const base = slugify(name);
  if (base === '') return { path: ['slug'], message: CM.slugEmpty };
  const taken = await takenLike(base);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
