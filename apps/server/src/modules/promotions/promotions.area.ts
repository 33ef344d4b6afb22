import type { DbOrTx } from '../../db/client';
import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { UserDirectory } from '../users/users.service';
import { type VoucherUseRow, createPromotionAdminService } from './promotion-admin.service';
import { promotionsAdminRoutes } from './promotions-admin.routes';
import { promotionsRoutes } from './promotions.routes';
import { createPromotionsService } from './promotions.service';

interface Deps {
  audit: AuditService;
  users: UserDirectory;
  /** The newest non-cancelled orders that used a voucher. */
  orderUses: (db: DbOrTx, promotionId: number, limit: number) => Promise<VoucherUseRow[]>;
}

/** Vouchers: the shop's list and check, and the staff's editor with each voucher's uses. */
export function promotionsArea({ config, database, cache, guard }: Shared, deps: Deps) {
  const db = database.db;
  const promotions = createPromotionsService(db, cache);
  const vouchers = createPromotionAdminService({
    db,
    cache,
    publicUrl: config.publicUrl,
    audit: deps.audit,
    orderUses: deps.orderUses,
    users: deps.users,
  });
  return area({
    shopRoutes: [promotionsRoutes(promotions, guard)],
    staffRoutes: [promotionsAdminRoutes(vouchers)],
  });
}
