import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { StockNotice } from '../stock/stock.service';
import { returnsAdminRoutes } from './returns-admin.routes';
import { createReturnsService } from './returns.service';

interface Deps {
  audit: AuditService;
  /** Drops what a return's restock touched from this instance's catalogue cache (the catalogue's forgetStock). */
  stockCommitted: (notice: StockNotice) => void;
}

/**
 * Returns and refunds by line (DESIGN §17): staff's return (restock, refund, adjustment e-invoice, mail) and refund.
 * What orders show of them is the ReturnsOf port (returns.service returnsForOrders), which app.ts hands to orders.
 */
export function returnsArea({ database }: Shared, { audit, stockCommitted }: Deps) {
  const returns = createReturnsService({ db: database.db, audit, stockCommitted });
  return area({ returns, staffRoutes: [returnsAdminRoutes(returns)] });
}
