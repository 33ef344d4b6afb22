import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { AccountPort } from '../orders/orders.service';
import type { StockNotice } from '../stock/stock.service';
import { returnsAdminRoutes } from './returns-admin.routes';
import { createReturnsService } from './returns.service';

interface Deps {
  audit: AuditService;
  /** The customers' accounts (receivables'): an on_account order's returns credit them. */
  account: Pick<AccountPort, 'returned' | 'released'>;
  /** Drops what a return's restock touched from this instance's catalogue cache (the catalogue's forgetStock). */
  stockCommitted: (notice: StockNotice) => void;
}

/**
 * Returns and refunds by line (DESIGN §17): staff's return (restock, refund, adjustment e-invoice, mail) and refund.
 * What orders show of them is the ReturnsOf port (returns.service returnsForOrders), which app.ts hands to orders.
 */
export function returnsArea({ database }: Shared, { audit, account, stockCommitted }: Deps) {
  const returns = createReturnsService({ db: database.db, audit, account, stockCommitted });
  return area({ returns, staffRoutes: [returnsAdminRoutes(returns)] });
}
