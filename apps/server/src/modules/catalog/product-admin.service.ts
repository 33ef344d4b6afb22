import {
  CATALOG_ADMIN_MESSAGES as M,
  type RuleIssue,
  issuesToFields,
  normalBarcode,
} from '@shop/domain/admin-catalog.rules';
import type { AuditAction } from '@shop/domain/audit-actions';
import type {
  AdminProductDetail,
  AdminProductListQuery,
  AdminProductPage,
  ProductInput,
  ProductUpdate,
} from '@shop/domain/admin-catalog.schemas';
import type { ImportReport } from '@shop/domain/admin-import.schemas';
import { LOW_STOCK_DEFAULT_THRESHOLD as LOW_STOCK_DEFAULT } from '@shop/domain/admin.schemas';
import type { Db, Tx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import type { ReadCache } from '../../lib/read-cache';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { type CatalogWriteHook, type StockLedger, auditedBy, catalogWriter, freeSlug } from './catalog-writes';
import * as repo from './product-admin.repo';
import * as listRepo from './product-admin-list.repo';
import { type CodeHolder, barcodeHolders } from './product-codes.repo';
import { productsToCsv } from './product-csv';
import { createProductImport } from './product-import';
import {
  type ProductRecords,
  type ProductState,
  type VariantState,
  checkState,
  databaseLookup,
  stateOf,
  variantFromInput,
} from './product-state';
import { writeStates } from './product-state-writes';

/** The ledger's note for the stock a product or variant is created with. */
const OPENING_NOTE = 'Tồn kho ban đầu';

function refuse(issues: RuleIssue[]): never {
  const fields = issuesToFields(issues);
  throw new BadRequestError(issues[0]!.message, fields);
}

/** The category and everything under it, from each category's parent. */
function withDescendants(parents: ReadonlyMap<number, number | null>, id: number): number[] {
  const children = new Map<number, number[]>();
  for (const [child, parent] of parents) {
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const ids: number[] = [];
  const queue = parents.has(id) ? [id] : [];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    ids.push(at);
    queue.push(...(children.get(at) ?? []));
  }
  return ids;
}

/** Who has `code`, when it is one (two index lookups). */
async function holderOf(db: Db, code: string | null | undefined): Promise<CodeHolder | undefined> {
  return code ? (await barcodeHolders(db, [code])).get(code) : undefined;
}

/**
 * The list's filters in SQL terms (the export uses the same), and whose `barcode` it is when asked by one: that
 * product alone. A search that reads as a barcode also finds its product.
 */
async function productFilter(db: Db, q: Omit<AdminProductListQuery, 'page' | 'page_size' | 'ordering'>) {
  const searched = await holderOf(db, q.search === undefined ? null : normalBarcode(q.search));
  const scanned = q.barcode ? await holderOf(db, q.barcode) : undefined;
  const filter = {
    words: listRepo.searchWords(q.search),
    orId: searched?.productId,
    ids: q.barcode ? (scanned ? [scanned.productId] : []) : undefined,
    categoryIds: q.category === undefined ? undefined : withDescendants(await repo.categoryParents(db), q.category),
    isActive: q.is_active,
    inStock: q.in_stock,
    discounted: q.discounted,
    lowStock: q.low_stock,
    lowStockThreshold: q.low_stock_threshold,
  } satisfies listRepo.AdminProductFilter;
  return { filter, scanned };
}

/** The list's query string as its links keep it: the filters given, and paging and ordering when not the default. */
function listParams(q: Omit<AdminProductListQuery, 'page' | 'page_size'>): URLSearchParams {
  const params = new URLSearchParams();
  const values: Record<string, string | number | boolean | null | undefined> = {
    search: q.search,
    barcode: q.barcode,
    category: q.category,
    is_active: q.is_active,
    in_stock: q.in_stock,
    discounted: q.discounted,
    low_stock: q.low_stock,
    low_stock_threshold: q.low_stock_threshold === LOW_STOCK_DEFAULT ? undefined : q.low_stock_threshold,
    ordering: q.ordering === '-created_at' ? undefined : q.ordering,
  };
  for (const [key, value] of Object.entries(values)) if (value != null) params.set(key, String(value));
  return params;
}

/** A slug from `name` that no other product has. */
const freeProductSlug = (tx: Tx, name: string, productId: number | null) =>
  freeSlug(name, (base) => repo.slugsLike(tx, base, productId ?? undefined));

/**
 * The variants a form sends for an existing product, matched to the current ones by id: a listed one keeps its
 * stock, an unlisted one is deleted, or kept deactivated at the end when an order names it (the order's lines point
 * at it).
 */
async function resolveVariants(
  tx: Tx,
  current: ProductState,
  wanted: NonNullable<ProductUpdate['variants']>,
  variantsOnOrders: VariantsOnOrders,
) {
  const byId = new Map(current.variants.map((v) => [v.id!, v]));
  const listed = new Set<number>();
  const issues: RuleIssue[] = [];
  const variants = wanted.map((input, i) => {
    let existing: VariantState | undefined;
    if (input.id !== undefined) {
      existing = byId.get(input.id);
      if (!existing) issues.push({ path: ['variants', i, 'id'], message: M.variantMissing });
      else if (listed.has(input.id)) issues.push({ path: ['variants', i, 'id'], message: M.variantRepeated });
      listed.add(input.id);
    }
    return variantFromInput(input, existing);
  });
  const removed = current.variants.filter((v) => !listed.has(v.id!));
  const ordered = await variantsOnOrders(
    tx,
    removed.map((v) => v.id!),
  );
  const kept = removed.filter((v) => ordered.has(v.id!)).map((v) => ({ ...v, is_active: false }));
  const deleted = removed.filter((v) => !ordered.has(v.id!)).map((v) => v.id!);
  return { variants: [...variants, ...kept], deleted, issues };
}

/** Of these variants, those some order line names (orders'), read in the edit's transaction. */
export type VariantsOnOrders = (tx: Tx, ids: number[]) => Promise<Set<number>>;

interface Deps {
  db: Db;
  cache: ReadCache;
  publicUrl: string;
  audit: AuditService;
  /** stock's: the ledger lines of the stock a write set, in its transaction. */
  ledger: StockLedger;
  variantsOnOrders: VariantsOnOrders;
}

/**
 * Products and variants for the back office: the list with its filters, one product with its audit
 * trail, create, update, deactivate and the CSV. Each write runs in one transaction with its audit row and ledger
 * lines and tells every instance's catalogue cache.
 */
export function createProductAdminService({ db, cache, publicUrl, audit, ledger, variantsOnOrders }: Deps) {
  const write = catalogWriter(db, cache);
  const importCsv = createProductImport({ db, cache });
  const audited = auditedBy(audit, ledger);

  async function locked(tx: Tx, id: number): Promise<ProductRecords> {
    const row = await repo.lockProduct(tx, id);
    if (!row) throw new NotFoundError(M.productNotFound);
    return { row, variants: await repo.lockVariants(tx, id) };
  }

  async function detail(id: number): Promise<AdminProductDetail> {
    const [product, trail] = await Promise.all([
      listRepo.findAdminProduct(db, id, LOW_STOCK_DEFAULT),
      audit.ofTarget('product', id),
    ]);
    if (!product) throw new NotFoundError(M.productNotFound);
    return { ...product, audit: trail };
  }

  /** Checks `next` and writes it over `current`, handing the change to `onWritten`; refuses with field messages. */
  async function save(
    tx: Tx,
    current: ProductRecords | null,
    next: ProductState,
    opts: { action: AuditAction; deleted?: number[]; issues?: RuleIssue[] },
    onWritten: CatalogWriteHook,
  ): Promise<number> {
    const lookup = databaseLookup(tx, current);
    const issues = [...(opts.issues ?? []), ...(await checkState(next, current?.row.id ?? null, lookup, opts.deleted))];
    if (issues.length) refuse(issues);
    const categoryName = (await lookup.categoryName(next.category))!;
    const [change] = await writeStates(tx, [{ current, next, categoryName, deleted: opts.deleted }], {
      note: OPENING_NOTE,
      action: opts.action,
    });
    // An edit that changes nothing writes nothing worth an audit row.
    if (change!.before === null || Object.keys(change!.after as object).length) await onWritten(tx, [change!]);
    return change!.targetId;
  }

  return {
    /** `GET /api/admin/products/`. */
    async list(q: AdminProductListQuery): Promise<AdminProductPage> {
      const { filter, scanned } = await productFilter(db, q);
      const count = await listRepo.countAdminProducts(db, filter);
      assertPageExists(q, count);
      const rows = await listRepo.listAdminProducts(db, filter, q.ordering, {
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      // Asked by barcode, each row says whose code it is: a variant's id, or null for the product's own.
      const matched = q.barcode ? { matched_variant: scanned?.variantId ?? null } : {};
      const results = rows.map(({ description: _, ...summary }) => ({ ...summary, ...matched }));
      return paginate(`${publicUrl}/api/admin/products/`, listParams(q), q, count, results);
    },

    /** `GET /api/admin/products/{id}/`: any product, inactive ones included, with its audit trail. */
    detail,

    /** `GET /api/admin/products/export.csv`: every product the list's filters keep, in its order (product-csv.ts). */
    async exportCsv(q: Omit<AdminProductListQuery, 'page' | 'page_size'>): Promise<string> {
      const rows = await listRepo.listAdminProducts(db, (await productFilter(db, q)).filter, q.ordering);
      const slugs = new Map((await repo.categoryList(db)).map((c) => [c.id, c.slug]));
      return productsToCsv(rows, slugs);
    },

    /** `POST /api/admin/products/import/` (product-import.ts). */
    importCsv: (staff: StaffContext, text: string, dryRun: boolean): Promise<ImportReport> =>
      importCsv(text, dryRun, audited(staff)),

    /** `POST /api/admin/products/`: the product, its variants and their opening stock (on the ledger). */
    async create(staff: StaffContext, input: ProductInput): Promise<AdminProductDetail> {
      const onWritten = audited(staff);
      const id = await write(async (tx) => {
        const slug = input.slug || (await freeProductSlug(tx, input.name, null));
        if (typeof slug !== 'string') refuse([slug]);
        const { variants, ...fields } = input;
        const next: ProductState = {
          ...fields,
          slug,
          order_multiple: fields.order_multiple ?? 1,
          vat_rate: fields.vat_rate ?? null,
          barcode: fields.barcode ?? null,
          sku: fields.sku ?? null,
          cost_price: fields.cost_price ?? null,
          variants: variants.map((v) => variantFromInput(v, undefined)),
        };
        return save(tx, null, next, { action: 'product.create' }, onWritten);
      });
      return detail(id);
    },

    /**
     * `PATCH /api/admin/products/{id}/`: the fields sent; `variants` as the whole list in order. Stock is left as it
     * is (it changes through the stock ledger); a blank slug is made again from the name.
     */
    async update(staff: StaffContext, id: number, patch: ProductUpdate): Promise<AdminProductDetail> {
      const onWritten = audited(staff);
      await write(async (tx) => {
        const current = await locked(tx, id);
        const base = stateOf(current);
        const { variants: wanted, stock: _stock, ...fields } = patch;
        const next: ProductState = { ...base, ...fields };
        if (fields.slug === '') {
          const slug = await freeProductSlug(tx, next.name, id);
          if (typeof slug !== 'string') refuse([slug]);
          next.slug = slug;
        }
        if (!wanted) return save(tx, current, next, { action: 'product.update' }, onWritten);
        const resolved = await resolveVariants(tx, base, wanted, variantsOnOrders);
        next.variants = resolved.variants;
        return save(tx, current, next, { action: 'product.update', ...resolved }, onWritten);
      });
      return detail(id);
    },

    /** `DELETE /api/admin/products/{id}/`: deactivates (orders keep pointing at it); the shop stops selling it. */
    async deactivate(staff: StaffContext, id: number): Promise<AdminProductDetail> {
      const onWritten = audited(staff);
      await write(async (tx) => {
        const current = await locked(tx, id);
        if (!current.row.isActive) return;
        const next = { ...stateOf(current), is_active: false };
        const categoryName = (await repo.categoryName(tx, next.category)) ?? '';
        const changes = await writeStates(tx, [{ current, next, categoryName }], {
          note: OPENING_NOTE,
          action: 'product.deactivate',
        });
        await onWritten(tx, changes);
      });
      return detail(id);
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
