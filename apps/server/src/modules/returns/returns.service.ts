// Returns and refunds by line (DESIGN §17), the module's public entry: staff's return and refund (each one
// transaction, return-write.ts), the orders area's ReturnsOf port (returns-views.ts) and the invoices area's reader of
// a return, both of which app.ts hands over.
import type { OrderRefund, OrderRefundRequest, ReturnCreated, ReturnRequest } from '@shop/domain/returns.schemas';
import type { Db, DbOrTx } from '../../db/client';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import type { ReturnedGoods } from '../invoices/invoices.service';
import type { AccountPort } from '../orders/orders.service';
import type { StockNotice } from '../stock/stock.service';
import { recordRefund, recordReturn } from './return-write';
import * as repo from './returns.repo';

export { returnsForOrders } from './returns-views';

/** A return as its adjustment e-invoice needs it (the invoices area's ReturnSource). */
export async function returnForInvoice(db: DbOrTx, returnId: number): Promise<ReturnedGoods | undefined> {
  const found = await repo.findReturn(db, returnId);
  if (!found) return undefined;
  const { row, lines } = found;
  return {
    id: row.id,
    orderId: row.orderId,
    createdAt: row.createdAt,
    reason: row.reason,
    lines: lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
  };
}

interface Deps {
  db: Db;
  audit: AuditService;
  /** The customer's account (receivables', handed over by app.ts): an on_account order's returns credit it. */
  account: Pick<AccountPort, 'returned' | 'released'>;
  /**
   * Told, once a return's transaction committed, what its restock touched: app.ts drops it from this instance's
   * catalogue cache at once (the notice reaches the others a moment later).
   */
  stockCommitted: (notice: StockNotice) => void;
}

export function createReturnsService({ db, audit, account, stockCommitted }: Deps) {
  return {
    /** `POST /api/admin/orders/{id}/returns/` (return-write.ts recordReturn). */
    async create(staff: StaffContext, orderId: number, body: ReturnRequest): Promise<ReturnCreated> {
      const touched: StockNotice[] = [];
      const created = await db.transaction((tx) => recordReturn(tx, { audit, account, touched }, staff, orderId, body));
      touched.forEach(stockCommitted);
      return created;
    },

    /** `POST /api/admin/orders/{id}/refunds/` (return-write.ts recordRefund). */
    refund(staff: StaffContext, orderId: number, body: OrderRefundRequest): Promise<OrderRefund> {
      return db.transaction((tx) => recordRefund(tx, { audit }, staff, orderId, body));
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
