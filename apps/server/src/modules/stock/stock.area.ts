import type { Tx } from '../../db/client';
import { type Shared, area } from '../../lib/area';
import type { Hook } from '../../lib/hook';
import type { AuditService } from '../audit/audit.service';
import type { StockLedgerLine } from '../catalog/catalog.service';
import type { UserDirectory } from '../users/users.service';
import { stockAdminRoutes } from './stock-admin.routes';
import { createStockTransfers } from './stock-transfers.service';
import { stockRoutes } from './stock.routes';
import { createStockService, recordMovements } from './stock.service';

interface Deps {
  audit: AuditService;
  users: UserDirectory;
  /** The catalogue's staff writes that set a stock outright: their ledger lines are written here. */
  stockSet: Hook<[Tx, StockLedgerLine[]]>;
}

/**
 * Staff's side of the stock (adjustments and the ledger of every movement, the levels, transfers and stocktakes) and
 * the shop's pickup stores for a cart.
 */
export function stockArea({ config, database, cache }: Shared, { audit, users, stockSet }: Deps) {
  stockSet.on(recordMovements);
  const deps = {
    db: database.db,
    publicUrl: config.publicUrl,
    audit,
    users,
    // This instance shows the new stock on its very next request (the notice tells the others).
    committed: () => cache.clear(),
  };
  const stock = createStockService(deps);
  const places = createStockTransfers(deps);
  return area({ stock, shopRoutes: [stockRoutes(database.db)], staffRoutes: [stockAdminRoutes(stock, places)] });
}
