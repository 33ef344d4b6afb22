import type {
  AdminCategory,
  AdminProduct,
  AdminProductDetail,
  AdminProductListQuery,
  CategoryInput,
  CategoryMove,
  CategoryUpdate,
  ImportReport,
  ProductInput,
  ProductUpdate,
  StockAdjustment,
  StockAdjustmentResult,
} from '@shop/domain/admin-catalog.schemas';
import type { CatalogWriteHook, CategoryAdminService, ProductAdminService } from '../catalog/catalog.service';
import { type StockService, recordMovements } from '../stock/stock.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

interface Deps {
  products: ProductAdminService;
  categories: CategoryAdminService;
  stock: StockService;
  audit: AuditService;
}

/**
 * The catalogue side of the back office (issue 13, DESIGN §8): products, variants, stock, categories and the CSV.
 * The catalogue and stock modules own the writes; each runs the hook made here inside its transaction, which writes
 * the audit row (who, what, before and after, from where) and the ledger lines of any stock the write set.
 */
export function createAdminCatalogService({ products, categories, stock, audit }: Deps) {
  function audited(staff: StaffContext): CatalogWriteHook {
    return async (tx, changes) => {
      await audit.recordMany(
        tx,
        staff,
        changes.map(({ stock: _, ...change }) => change),
      );
      await recordMovements(
        tx,
        changes.flatMap((c) => c.stock.map((s) => ({ ...s, reason: 'correction' as const, actorId: staff.userId }))),
      );
    };
  }

  async function product(id: number): Promise<AdminProductDetail> {
    const [found, trail] = await Promise.all([products.detail(id), audit.ofTarget('product', id)]);
    return { ...found, audit: trail };
  }

  const thenDetail = async (write: Promise<AdminProduct>) => product((await write).id);

  return {
    listProducts: products.list,
    product,
    createProduct: (staff: StaffContext, body: ProductInput) => thenDetail(products.create(body, audited(staff))),
    updateProduct: (staff: StaffContext, id: number, body: ProductUpdate) =>
      thenDetail(products.update(id, body, audited(staff))),
    deactivateProduct: (staff: StaffContext, id: number) => thenDetail(products.deactivate(id, audited(staff))),

    /** `POST /api/admin/products/{id}/stock/`: the guarded change, its ledger line and its audit row together. */
    adjustStock: (staff: StaffContext, id: number, body: StockAdjustment): Promise<StockAdjustmentResult> =>
      stock.adjust(id, body, staff.userId, (tx, { before, after, movement }) =>
        audit.record(tx, staff, {
          action: 'product.stock',
          targetType: 'product',
          targetId: id,
          before: { variant: movement.variant, stock: before },
          after: {
            variant: movement.variant,
            stock: after,
            delta: movement.delta,
            reason: movement.reason,
            note: movement.note,
          },
        }),
      ),
    stockLedger: stock.ledger,

    exportProducts: (q: Omit<AdminProductListQuery, 'page' | 'page_size'>) => products.exportCsv(q),
    importProducts: (staff: StaffContext, csv: string, dryRun: boolean): Promise<ImportReport> =>
      products.importCsv(csv, dryRun, audited(staff)),

    categories: categories.tree,
    category: categories.get,
    createCategory: (staff: StaffContext, body: CategoryInput): Promise<AdminCategory> =>
      categories.create(body, audited(staff)),
    updateCategory: (staff: StaffContext, id: number, body: CategoryUpdate) =>
      categories.update(id, body, audited(staff)),
    moveCategory: (staff: StaffContext, id: number, body: CategoryMove) => categories.move(id, body, audited(staff)),
    deleteCategory: (staff: StaffContext, id: number) => categories.remove(id, audited(staff)),
  };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
