import type { DbOrTx } from '../../db/client';
import { type Shared, area } from '../../lib/area';
import { Hook } from '../../lib/hook';
import type { AuditService } from '../audit/audit.service';
import { settingsAdminRoutes } from './settings-admin.routes';
import { SETTINGS_CHANNEL, createShopSettingsService } from './settings.service';

/**
 * The shop's settings: an admin's values over the env ones. `changed` runs on this instance as soon as a write
 * commits (the areas that cache settings subscribe); the NOTIFY that app.ts listens to reaches every instance.
 */
interface Deps {
  audit: AuditService;
  /** Content's: whether a stock location exists (the preferred fulfilment location must). */
  locationExists: (db: DbOrTx, id: number) => Promise<boolean>;
}

export function settingsArea({ config, database, log, guard }: Shared, { audit, locationExists }: Deps) {
  const changed = new Hook<[]>();
  const settings = createShopSettingsService({
    db: database.db,
    config,
    log,
    audit,
    locationExists,
    changed: () => void changed.run(),
  });
  return area({
    settings,
    changed,
    staffRoutes: [settingsAdminRoutes(settings, guard)],
    notices: [{ channel: SETTINGS_CHANNEL, received: () => settings.clearCache() }],
  });
}
