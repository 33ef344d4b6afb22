// ho's minimal marketplaces area, to test product links and stock out end to end; hi's marketplaces.area.ts is the one
// to keep (it composes marketplaceLinkParts the same way).
import { type Shared, area } from '../../lib/area';
import type { AuditService } from '../audit/audit.service';
import { createMarketplaceConnections } from './marketplace-connections';
import { marketplaceLinkParts } from './marketplace-links.parts';
import type { MarketplaceProvider } from './marketplace-provider';
import { createShopeeProvider } from './shopee-provider';
import { createTikTokProvider } from './tiktok-provider';

export function marketplacesArea(shared: Shared, { audit }: { audit: AuditService }) {
  const { shopee, tiktok } = shared.config.marketplaces;
  const providers: MarketplaceProvider[] = [
    ...(shopee ? [createShopeeProvider(shopee)] : []),
    ...(tiktok ? [createTikTokProvider(tiktok)] : []),
  ];
  const connections = createMarketplaceConnections({ db: shared.database.db, providers });
  const links = marketplaceLinkParts(shared, { audit, connections });
  return area({
    connections,
    staffRoutes: links.staffRoutes,
    jobs: links.jobs,
    start: links.start,
    close: links.close,
  });
}
