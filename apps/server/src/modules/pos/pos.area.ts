import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import { forgetStock } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentsService } from '../payments/payments.service';
import type { UserDirectory } from '../users/users.service';
import { posAdminRoutes } from './pos-admin.routes';
import { createPosService } from './pos.service';

interface Deps {
  audit: AuditService;
  users: UserDirectory;
  /** Orders': the tax a sale is priced with, and whether bank transfer is on. */
  orders: OrdersService;
  /** The payments area's VietQR of what an order still owes (a sale's transfer part). */
  payments: Pick<PaymentsService, 'transferQrUrl'>;
}

/** The counter (DESIGN §15): a till's shifts and sales, for staff, under `/api/admin/pos/`. */
export function posArea({ database, cache }: Shared, deps: Deps) {
  const pos = createPosService({
    db: database.db,
    audit: deps.audit,
    users: deps.users,
    orders: deps.orders,
    transferQrUrl: (row) => deps.payments.transferQrUrl(row),
    // This instance shows the new stock on its very next request (the notice tells the others).
    stockCommitted: (notice) => forgetStock(cache, notice),
  });
  return area({ pos, staffRoutes: [posAdminRoutes(pos)] });
}
