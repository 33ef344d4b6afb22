import { type Shared, area } from '../../lib/area';
import { Hook } from '../../lib/hook';
import type { AdminUnits } from '../address/address.service';
import type { AuditService } from '../audit/audit.service';
import { contentAdminRoutes } from './content-admin.routes';
import { contentRoutes } from './content.routes';
import { locationsAdminRoutes } from './locations-admin.routes';
import { createContentService } from './content.service';

interface Deps {
  audit: AuditService;
  units: AdminUnits;
}

/** Banners, stores (the locations stock is kept at, DESIGN §15) and feedback. `storesChanged` runs once a store write commits (the shipping fee's nearest store). */
export function contentArea({ database, cache, guard }: Shared, { audit, units }: Deps) {
  const storesChanged = new Hook<[]>();
  const content = createContentService({
    db: database.db,
    cache,
    audit,
    units,
    storesChanged: () => void storesChanged.run(),
  });
  return area({
    content,
    storesChanged,
    shopRoutes: [contentRoutes(content)],
    staffRoutes: [contentAdminRoutes(content), locationsAdminRoutes(content, guard)],
  });
}
