// The marketplaces area's part that links products and pushes stock out (DESIGN §16), composed by
// marketplaces.area.ts: its routes, its push jobs, the sweep that runs with this instance's jobs, and stock's listener.
import type { Shared } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import { onStockMoved } from '../stock/stock.service';
import type { MarketplaceConnections } from './marketplace-connections';
import { createMarketplaceLinks } from './marketplace-links';
import { marketplaceLinksRoutes, marketplaceStockRoutes } from './marketplace-links.routes';
import { createMarketplaceSettings } from './marketplace-settings';
import { createMarketplaceStockPush, linksMovedCtes } from './marketplace-stock-push';

export { marketplaceLocation } from './marketplace-settings';

export function marketplaceLinkParts(
  { config, database, log, guard }: Shared,
  { audit, connections }: { audit: AuditService; connections: MarketplaceConnections },
) {
  // Every stock move, from any area, marks the linked units it moved in its own statement.
  onStockMoved(linksMovedCtes);
  const db = database.db;
  const stockPush = createMarketplaceStockPush({ db, log, audit, connections });
  const settings = createMarketplaceSettings({ db, audit, markAll: stockPush.markAll });
  const links = createMarketplaceLinks({ db, publicUrl: config.publicUrl, audit, connections });
  return {
    staffRoutes: [marketplaceLinksRoutes(links), marketplaceStockRoutes(settings, stockPush, guard)],
    jobs: stockPush.jobs,
    start: async ({ jobs }: { jobs: boolean }) => {
      if (jobs) stockPush.start();
    },
    close: () => stockPush.close(),
    links,
    settings,
    stockPush,
  };
}
