import { MARKETPLACE_LABELS } from '@shop/domain/marketplace.rules';
import { MARKETPLACE_CHANNELS } from '@shop/domain/order-source';
import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { OrdersService } from '../orders/orders.service';
import { marketplaceSetupItems } from './marketplace-setup-items';
import { enabledMarketplaces } from './marketplace-providers';
import { marketplaceWebhookRoutes } from './marketplace-webhooks.routes';
import { marketplacesAdminRoutes } from './marketplaces-admin.routes';
import {
  MARKETPLACE_ORDER_JOB,
  MARKETPLACE_POLL_JOB,
  type MarketplaceLocation,
  createMarketplacesService,
} from './marketplaces.service';

interface Deps {
  audit: AuditService;
  orders: Pick<OrdersService, 'importMarketplaceOrder'>;
  /** Where each marketplace's orders take their stock (the links' settings); default: the catalogue's location. */
  location?: MarketplaceLocation;
}

/**
 * Shopee and TikTok Shop (DESIGN §16): linking a shop, and its orders brought onto the desk (webhook hints re-read,
 * a poll every 5 minutes). Each marketplace is off, with one log line, until its keys are set.
 */
export function marketplacesArea({ config, database, log, guard }: Shared, { audit, orders, location }: Deps) {
  for (const channel of MARKETPLACE_CHANNELS) {
    const missing = config.marketplaces.missing[channel];
    if (missing.length) log.info({ missing }, `${MARKETPLACE_LABELS[channel]} is off: ${missing.join(', ')} not set`);
  }
  const enabled = enabledMarketplaces(config.marketplaces);
  const marketplaces = createMarketplacesService({
    db: database.db,
    log,
    publicUrl: config.publicUrl,
    audit,
    marketplaces: enabled,
    orders,
    location: location ?? (async () => null),
  });
  return area({
    marketplaces,
    shopRoutes: [marketplaceWebhookRoutes(marketplaces)],
    staffRoutes: [marketplacesAdminRoutes(marketplaces, guard)],
    jobs: {
      [MARKETPLACE_ORDER_JOB]: marketplaces.orders.runJob,
      [MARKETPLACE_POLL_JOB]: () => marketplaces.poll.poll(),
    },
    setup: () => marketplaceSetupItems(config.marketplaces, () => marketplaces.cards()),
    start: async ({ jobs }) => {
      if (jobs && enabled.length > 0) await marketplaces.poll.schedule();
    },
  });
}
