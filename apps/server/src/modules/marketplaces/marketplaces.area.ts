import { MARKETPLACE_LABELS } from '@shop/domain/marketplace.rules';
import { MARKETPLACE_CHANNELS } from '@shop/domain/order-source';
import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import type { OrdersService } from '../orders/orders.service';
import { marketplaceLinkParts, marketplaceLocation } from './marketplace-links.parts';
import { marketplaceSetupItems } from './marketplace-setup-items';
import { enabledMarketplaces } from './marketplace-providers';
import { marketplaceWebhookRoutes } from './marketplace-webhooks.routes';
import { marketplacesAdminRoutes } from './marketplaces-admin.routes';
import { MARKETPLACE_ORDER_JOB, MARKETPLACE_POLL_JOB, createMarketplacesService } from './marketplaces.service';

interface Deps {
  audit: AuditService;
  orders: Pick<OrdersService, 'importMarketplaceOrder'>;
}

/**
 * Shopee and TikTok Shop (DESIGN §16): linking a shop, and its orders brought onto the desk (webhook hints re-read,
 * a poll every 5 minutes), its items linked to our products and our stock pushed out. Each marketplace is off, with
 * one log line, until its keys are set.
 */
export function marketplacesArea(shared: Shared, { audit, orders }: Deps) {
  const { config, database, log, guard } = shared;
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
    // Where each marketplace's orders take their stock: the location its stock is pushed from (the links' settings).
    location: (channel) => marketplaceLocation(database.db, channel),
  });
  const links = marketplaceLinkParts(shared, { audit, connections: marketplaces.connections });
  return area({
    marketplaces,
    shopRoutes: [marketplaceWebhookRoutes(marketplaces)],
    staffRoutes: [marketplacesAdminRoutes(marketplaces, guard), ...links.staffRoutes],
    jobs: {
      [MARKETPLACE_ORDER_JOB]: marketplaces.orders.runJob,
      [MARKETPLACE_POLL_JOB]: () => marketplaces.poll.poll(),
      ...links.jobs,
    },
    setup: () => marketplaceSetupItems(config.marketplaces, () => marketplaces.cards()),
    start: async ({ jobs }) => {
      await links.start({ jobs });
      if (jobs && enabled.length > 0) await marketplaces.poll.schedule();
    },
    close: links.close,
  });
}
