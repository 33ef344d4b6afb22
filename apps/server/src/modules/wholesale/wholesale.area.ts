import type { Product } from '@shop/domain/catalog.schemas';
import type { Tx } from '../../db/client';
import { type Shared, area } from '../../lib/area';
import { Hook } from '../../lib/hook';
import type { AuditService } from '../audit/audit.service';
import { wholesaleAdminRoutes } from './wholesale-admin.routes';
import { createWholesaleService, withPublicTiers } from './wholesale.service';

/**
 * Wholesale (DESIGN §13): customer groups, a customer's group, products' quantity prices. `pricesChanged` runs inside
 * the transaction of a write that changes the prices the shop shows (the catalogue tells every instance's cache).
 */
export function wholesaleArea({ database }: Shared, { audit }: { audit: AuditService }) {
  const pricesChanged = new Hook<[Tx]>();
  const wholesale = createWholesaleService({
    db: database.db,
    audit,
    catalogChanged: (tx) => pricesChanged.run(tx),
  });
  return area({
    wholesale,
    pricesChanged,
    priceTiers: (product: Product, groupId: number | null) => withPublicTiers(database.db, product, groupId),
    staffRoutes: [wholesaleAdminRoutes(wholesale)],
  });
}
